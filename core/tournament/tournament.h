#pragma once
// The tournament director's day as plain data: players, rounds with tables and seats, the
// results of the games. No Qt: core/store fills these from the file, the UI and the CLI read them.
#include "tournament/roundclock.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nkb {

// Round number of the final (R61); qualifying rounds are 1..TournamentInfo::rounds.
inline constexpr int kFinalRound = 0;

// How a tie for the title in the final is settled once the final is played: the reglement
// and the Handleiding are silent, so the organisation chooses beforehand (a setting).
enum class FinalTieRule {
    DecidingGame,   // the tied finalists play one more game; the director records its winner
    QualifyingRank, // the better rank in the qualifying klassement
    Lot,            // a recorded lot, as R60 does at the final cut
};

struct TournamentInfo {
    std::string name;
    std::string date; // YYYY-MM-DD or empty
    std::string venue;
    int rounds{5};                          // R60: five rounds
    int gamesPerRound{2};                   // R60: every table plays two games per round
    std::vector<int> placesThree{10, 8, 4}; // points per place at a table of three (a setting)
    int finalTables{1};                     // R61: the four highest play one table
    int finalGames{2};
    bool doubleEntry{false}; // every game entered by two stations, counted once both agree
    FinalTieRule finalTieRule{FinalTieRule::DecidingGame}; // stored in meta (final_tie_rule)
    int roundMinutes{kDefaultRoundMinutes}; // how long a round lasts when the director starts its clock (roundclock.h)
    // The rule set every game is judged by, by its stored name (RuleSet::name(): "nk2019",
    // "hazerswoude+bod25"); ruleSetFor (outcome.h) makes it. Chosen at creation, changed only while
    // no result is stored (rulesChange, decisions.h).
    std::string rules{"nk2019"};
    friend bool operator==(const TournamentInfo &, const TournamentInfo &) = default;
};

struct Player {
    int startNumber{0}; // stable, shown everywhere
    std::string name;
    std::string club;                      // club or town
    std::vector<std::string> categories;   // free tags, e.g. "dame", "nieuw"
    int joinsFromRound{1};                 // late entries join from this round
    std::optional<int> withdrawnFromRound; // withdrawal counts from this round on; points stay
    bool present{true};                    // checked in at the door; absent: not in rounds drawn after
    // The same person in other tournaments: a UUID given when the player is added and kept when he is
    // carried over from another tournament's file ("spelers van vorig jaar"); the published archive
    // links his years by it. Never guessed from a name.
    std::string personId{};
    bool notPublished{false}; // "niet publiceren" (AVG): the published site shows his initials only

    // Plays in round r (a qualifying round) by entry and withdrawal.
    [[nodiscard]] bool presentIn(int round) const
    {
        return round >= joinsFromRound && (!withdrawnFromRound || round < *withdrawnFromRound);
    }
    [[nodiscard]] bool withdrawn() const { return withdrawnFromRound.has_value(); }
    [[nodiscard]] bool hasCategory(const std::string &category) const;
    friend bool operator==(const Player &, const Player &) = default;
};

// One table of a round: start numbers in clockwise seating order (3 or 4 players).
struct Table {
    int number{0};
    std::vector<int> seats;
    friend bool operator==(const Table &, const Table &) = default;
};

struct Round {
    int number{0}; // kFinalRound for the final
    std::vector<Table> tables;
    std::optional<std::uint64_t> seed; // the lot's seed when drawn by core/draw; none when seated by hand
    std::string algorithm;             // draw algorithm version, or "hand" for the director's own seating
    // The table with this number, or nullptr.
    [[nodiscard]] const Table *table(int tableNumber) const;
    friend bool operator==(const Round &, const Round &) = default;
};

// One game at one table: its giften (checked by the engine) and/or the points per seat.
struct GameResult {
    int round{0}; // kFinalRound for the final
    int table{0};
    int game{0};
    bool finished{true};
    std::vector<int> points;               // per seat, in seating order; empty while not finished
    std::optional<std::string> giftenJson; // the full game as entered, normalised by core/gamefile
    bool pointsOnly{true};                 // a referee handed in only the paper result
    std::string station;                   // the entry station that wrote it last ("" before schema 3)
    std::string enteredAt;                 // when, ISO 8601 UTC
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

// A lot drawn to settle a tie across the final cut (R60), recorded so everybody can check it.
struct Lot {
    int rank{0};   // the shared rank of the tied group
    int places{0}; // how many of them reach the final
    std::uint64_t seed{0};
    std::vector<int> players; // tied start numbers, ascending (the lot's input)
    std::vector<int> order;   // the order the lot gave
    std::string drawnAt;      // ISO time
    friend bool operator==(const Lot &, const Lot &) = default;
};

// How the director settled a tie for the title in the final (meta final_decision).
struct FinalDecision {
    FinalTieRule rule{FinalTieRule::DecidingGame};
    std::vector<int> players; // the tied finalists, ascending
    std::vector<int> order;   // decided from the front: the champion first (a deciding game gives only him)
    std::uint64_t seed{0};    // the lot's seed (FinalTieRule::Lot)
    std::string decidedAt;    // ISO time
    friend bool operator==(const FinalDecision &, const FinalDecision &) = default;
};

// The director's announcement (issue 40): on the projector and at the top of every phone page
// until it is withdrawn or replaced. Kept in meta ("announcement"); each change is one undoable
// change in the audit. `at`: when it was made (ISO 8601), `station`: where.
struct Announcement {
    std::string text;
    std::string at;
    std::string station;
    friend bool operator==(const Announcement &, const Announcement &) = default;
};

struct Tournament {
    TournamentInfo info;
    std::vector<Player> players;   // by start number
    std::vector<Round> rounds;     // by number; the final (kFinalRound) when seated
    std::vector<GameResult> games; // by round, table, game
    std::vector<Lot> lots;         // in the order drawn
    std::optional<FinalDecision> finalDecision;
    std::vector<RoundClock> clocks; // by round: the rounds the director started (roundclock.h)
    std::optional<Announcement> announcement;

    [[nodiscard]] const Player *player(int startNumber) const;
    [[nodiscard]] const Player *playerByName(const std::string &name) const;
    // The player with this person id (Player::personId), or nullptr; never for "".
    [[nodiscard]] const Player *playerByPerson(const std::string &personId) const;
    [[nodiscard]] const Round *round(int number) const;
    [[nodiscard]] const GameResult *game(int round, int table, int game) const;
    friend bool operator==(const Tournament &, const Tournament &) = default;
};

} // namespace nkb
