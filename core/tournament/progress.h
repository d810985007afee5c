#pragma once
// Where the day stands: which tables have their results, which round is being played, and
// whether the qualifying rounds are over (R61: the final follows the last round). The screens
// follow it (they open on the current round) and the store guards the final with it.
#include "tournament/gameindex.h"
#include "tournament/tournament.h"

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace nkb {

enum class TableState {
    Open,       // no game entered yet
    InProgress, // a game is being entered, or some but not all games have their result
    Done,       // every game of the table has its result
};

[[nodiscard]] TableState tableState(const Tournament &t, int round, int table);
[[nodiscard]] bool tableComplete(const Tournament &t, int round, int table);
// The same for a loop over many tables: `games` is t's index, built once before the loop.
[[nodiscard]] TableState tableState(const Tournament &t, const GameIndex &games, int round, int table);
[[nodiscard]] bool tableComplete(const Tournament &t, const GameIndex &games, int round, int table);
// The first qualifying round that is not complete (drawn or not); kFinalRound once every
// qualifying round is complete.
// How far the results are: the tables (of every round, the final included) that have all their
// results, and the rounds whose every table has them; one pass over the tables. What the automatic
// backup and the publisher watch for a round's end.
struct Completion {
    int tables{0};
    std::set<int> rounds;
};
[[nodiscard]] Completion completion(const Tournament &t);

[[nodiscard]] int currentRound(const Tournament &t);
// Every qualifying round 1..rounds is drawn and every table has all its results.
[[nodiscard]] bool qualifyingComplete(const Tournament &t);
// What is still missing before the final, in Dutch ("ronde 4: tafels 3 en 7 zonder uitslag;
// ronde 5 nog niet geloot"); empty when qualifying is complete.
[[nodiscard]] std::string qualifyingMissing(const Tournament &t);
// The first qualifying round without any result: what a withdrawal or a late entry proposes.
[[nodiscard]] int firstRoundWithoutResults(const Tournament &t);
// Games stored while they are being entered (not counted yet).
[[nodiscard]] int gamesInProgress(const Tournament &t);

// Every table of the drawn qualifying rounds in order, then the final's table when it can be
// played: what the results desk lists and walks through.
[[nodiscard]] std::vector<std::pair<int, int>> entryTables(const Tournament &t);
// The first game of a table without its result (1 when all have one).
[[nodiscard]] int firstUnfinishedGame(const Tournament &t, int round, int table);
[[nodiscard]] int firstUnfinishedGame(const Tournament &t, const GameIndex &games, int round, int table);

// Where a station's results desk opens (Alt+U, and after a restart), among `tables` (round,
// table) in order: this station's own game in progress first (half-typed before the
// restart); else the first table of the current round without all its results that no other
// station is typing; else the first such table at all. Nothing when every table is done.
struct DeskPlace {
    int round{0};
    int table{0};
    int game{0};
};
[[nodiscard]] std::optional<DeskPlace> deskStart(const Tournament &t, const std::vector<std::pair<int, int>> &tables,
                                                 const std::string &station);

} // namespace nkb
