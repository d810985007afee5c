#pragma once
// The plain values a face hands to the tournament or gets back from it: which game, what is
// entered for it, a player's entry or change, a seating, a line of the audit. They live apart from
// the store so that a panel naming a game or a player change needs no database headers.
#include "tournament/tournament.h"

#include <optional>
#include <string>
#include <vector>

namespace nkb {

struct NewPlayer {
    std::string name;
    std::string club;
    std::vector<std::string> categories;
    int joinsFromRound{1};
    // "Niet publiceren" (Player::notPublished): set or cleared when given; nullopt keeps what a
    // player has when he is edited, and is false for a new one.
    std::optional<bool> notPublished{};
};

// A player change, with notes for the director (e.g. "still seated in round 4").
struct PlayerChange {
    Player player;
    std::vector<std::string> warnings;
    // What happened, in one sentence for every face (lateEntry: where he sits, or from which
    // round he plays and why).
    std::string message;
};

// A player of another tournament's file ("spelers van vorig jaar") as it would be carried over
// into this one (carryCandidate, decisions.h).
struct CarryCandidate {
    Player player;       // as stored in the other file: his start number there, his person id
    std::string leftOut; // why he is not taken over ("staat er al: nr. 12"), "" when he is
    // leftOut is a warning for the director rather than a plain skip: a player of his name is here
    // and nothing says he is the same person (names are never taken for persons).
    bool warning{false};
};

struct SeatingReport {
    std::vector<Table> tables;
    std::vector<int> notSeated; // present players without a seat in this round
};

// Which game: round 1..rounds (or kFinalRound), table, game 1..gamesPerRound (final: finalGames).
struct GameRef {
    int round{0};
    int table{0};
    int game{0};
    friend bool operator==(const GameRef &, const GameRef &) = default;
};

// A game that another station already stored, or has in progress: by default the store refuses
// and says who and when ("Tafel 3, spel 1: ingevoerd door station Zaal-2 om 14:32"), so that no
// station overwrites another's entry without knowing; Replace is the referee's explicit choice.
enum class OtherStation { Refuse, Replace };

// Entry at the table (docs/table-entry.md): a table's phone writes as the station "Tafel 7".
[[nodiscard]] inline std::string phoneStation(int table)
{
    return "Tafel " + std::to_string(table);
}
[[nodiscard]] inline bool isPhoneStation(const std::string &station)
{
    return station.size() > 6 && station.rfind("Tafel ", 0) == 0 &&
           station.find_first_not_of("0123456789", 6) == std::string::npos;
}

// The stored state of a game that a write builds on (docs/table-entry.md, "Writes that build on
// what is stored"): a name for exactly what the store keeps of it (its gifts, points, whether it
// counts, the station that wrote it), "" when nothing is stored. The store keeps the game; its
// basis follows from it, so it is the same on a file and on a server, after a restart of any
// process, and never depends on anybody's clock. The same stored game always has the same basis:
// a write built on it removes nothing that it did not see.
[[nodiscard]] std::string gameBasis(const GameResult *stored);

// What is stored for a game. core/gamefile fills giftenJson (normalised) and the points it
// computed, with pointsOnly = false; a paper result is pointsOnly with points only.
struct GameEntry {
    std::vector<int> pointsPerSeat; // required when finished, in seating order
    std::optional<std::string> giftenJson;
    bool pointsOnly{true};
    bool finished{true};
    OtherStation otherStation{OtherStation::Refuse};
    // When set: the write builds on this stored state (gameBasis) and is refused (StoreError::Kind::
    // Conflict) when the game stored now is another, checked inside the write's transaction.
    std::optional<std::string> basis{};
    // Said in the audit after the usual words (a correction at the table: "gift 4 veranderd").
    std::string note{};
    // Entry at the table: the generation of the table's code the phone wrote with; checked inside
    // the write's transaction (a code withdrawn a moment ago writes nothing). 0: no check.
    int codeGeneration{0};
};

struct EnteredGame {
    GameResult result;
    std::vector<std::string> names; // the table's players in seating order
    bool correction{false};         // an earlier result for this game was replaced
    std::optional<GameResult> previous;
    // Double entry: kept as the first entry, not counted until a second station's entry agrees.
    bool waitingForSecond{false};
    // Double entry: this second entry agreed with the first (of that station), or the referee
    // settled a difference; the game counts now.
    std::optional<std::string> secondTo;
};

struct AuditEntry {
    long long id{0};
    std::string at; // ISO 8601 UTC
    std::string station;
    std::string what;
    bool undoable{false};
    bool undone{false};
};

} // namespace nkb
