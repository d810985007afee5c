#pragma once
// A game typed at the wrong table moved to the right one, its gifts renamed seat for seat;
// and a game wiped. Shared by the results desk and nk-bonaken-cli.
#include "store/storeresult.h"
#include "tournament/entries.h"

#include <vector>

namespace nkb {

class TournamentStore;

// to.round is from.round; the store refuses what cannot move (tournamentstore.h, moveGame).
[[nodiscard]] StoreResult<GameResult> moveGame(TournamentStore &store, const GameRef &from, const GameRef &to,
                                               OtherStation otherStation = OtherStation::Refuse);

// The first game of table `table` in `round` with nothing stored (no result, nothing in progress,
// no first entry), preferring game `preferred`; 0 when every game of it has something.
[[nodiscard]] int freeGame(const Tournament &t, const std::vector<GameResult> &firstEntries, int round, int table,
                           int preferred);

} // namespace nkb
