#pragma once
// Entering a whole game (its giften as in `game check`) for a table of a stored tournament: the
// engine judges it, and the store keeps the normalised game with the points it gives.
#include "gamefile/gamecheck.h"
#include "store/tournamentstore.h"
#include "tournament/outcome.h" // ruleSetFor

#include <string>
#include <vector>

namespace nkb {

struct JudgedEntry {
    EnteredGame entered;
    GameVerdict verdict;
};

// The names at a table (seating order) of a round, or of the final, in a tournament already read.
[[nodiscard]] StoreResult<std::vector<std::string>> tableNames(const Tournament &t, int round, int table);

// Refused with the rule number when a gift breaks a rule, or when the game's players are not the
// table's players; unusable when the text is not a game. A game not yet finished is stored as
// such (no points yet).
[[nodiscard]] StoreResult<JudgedEntry> enterGameJson(TournamentStore &store, const GameRef &ref,
                                                     const std::string &jsonText);


} // namespace nkb
