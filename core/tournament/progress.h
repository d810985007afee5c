#pragma once
// Where the day stands: which tables have their results, which round is being played, and
// whether the qualifying rounds are over (R61: the final follows the last round). The screens
// follow it (they open on the current round) and the store guards the final with it.
#include "tournament/tournament.h"

#include <string>

namespace nkb {

enum class TableState {
    Open,       // no game entered yet
    InProgress, // a game is being entered, or some but not all games have their result
    Done,       // every game of the table has its result
};

[[nodiscard]] TableState tableState(const Tournament &t, int round, int table);
[[nodiscard]] bool tableComplete(const Tournament &t, int round, int table);
// The first qualifying round that is not complete (drawn or not); kFinalRound once every
// qualifying round is complete.
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

} // namespace nkb
