#pragma once
// How a table of three scores, a named choice stored as the tournament's
// places of three (TournamentInfo::placesThree, the file's places_three). The reglement (R1)
// plays with four and is silent on three; README "Decisions" gives the expected points per game
// under each choice (bench_threes).
#include "tournament/tournament.h"

#include <optional>
#include <string>
#include <vector>

namespace nkb {

struct ThreeScoring {
    std::string key;         // what the CLI takes: "10/8/4", "10/8/1", "8/7/3"
    std::vector<int> places; // points for places 1, 2 and 3
    std::string name;        // Dutch, for the papers and the settings
};

// The named choices, the default (10/8/4) first.
[[nodiscard]] const std::vector<ThreeScoring> &threeScorings();

// By key ("10/8/4"; also "10,8,4") or by the first word of its name ("standaard", "letterlijk",
// "geschaald"), case-insensitive.
[[nodiscard]] std::optional<ThreeScoring> findThreeScoring(const std::string &text);

// "standaard", "letterlijk", "geschaald" or "eigen keuze": the choice in one word.
[[nodiscard]] std::string threeScoringWord(const std::vector<int> &places);

// "10/8/4 (standaard: ...)" for a named choice, else "10/8/2 (eigen keuze)": what the papers print.
[[nodiscard]] std::string threeScoringText(const std::vector<int> &places);

// R60 counts places, not points: the place (1..4) a game's points stand for at a table of
// `seats`, 0 for erin or for points no place gives.
[[nodiscard]] int placeOfPoints(int points, int seats, const TournamentInfo &info);

// Why the scoring of tables of three may not change now (Dutch), or nullopt: a game at a table
// of three already has points, which were counted under the old places.
[[nodiscard]] std::optional<std::string> threeScoringChangeRefusal(const Tournament &t);

} // namespace nkb
