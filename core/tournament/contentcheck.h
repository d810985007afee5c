#pragma once
// A tournament as stored, checked row by row against what the program itself guarantees when it
// writes (issue 39): the settings' bounds, every player's fields, every seating, every game's
// place and points, every recorded lot. A file that was edited by hand, or written by a program
// that only looks like this one, says things the program never writes; each such thing is one
// finding, with its place, for the director. The checks are the decisions the program asks
// before it writes (limits.h, decisions.h), asked again of what is there.
#include "tournament/entries.h"
#include "tournament/tournament.h"

#include <string>
#include <vector>

namespace nkb {

// One thing wrong in a stored tournament, in Dutch: `text` is the whole sentence for the director,
// naming the place ("Spel 2 van tafel 7, ronde 3: ..."), `rule` the reglement's number when a rule
// of the game is broken (0 otherwise).
struct Finding {
    std::string text;
    int rule{0};
    friend bool operator==(const Finding &, const Finding &) = default;
};

// Every row of the tournament checked against what the program itself guarantees when it writes:
// empty when all holds. Pure, no Qt, no database. All findings, in the order settings, players,
// rounds, games, lots; a game whose table is itself wrong (missing, or not of three or four) is
// not judged on its points as well. Two players whose names differ only in case or Unicode form
// are the store's business (it compares names in normal form) and are not looked at here.
[[nodiscard]] std::vector<Finding> contentFindings(const Tournament &t);

// Where a game is, as a finding names it: "Spel 2 van tafel 7, ronde 3", "Spel 2 van de finale".
[[nodiscard]] std::string gamePlace(const GameRef &game);

} // namespace nkb
