#pragma once
// A tie for the title in the final. R61 names the final's ranking by the R60 ladder over
// the final's games; when two or more finalists stay level on all of it, neither the reglement nor
// the Handleiding says who is champion. They share "1=" until the director settles it the way the
// organisation chose beforehand (TournamentInfo::finalTieRule); the decision and its reason are
// printed wherever the final is.
#include "tournament/standings.h"

#include <optional>
#include <string>
#include <vector>

namespace nkb {

// "spel", "voorronde", "loting": the words of the CLI and of meta.final_tie_rule.
[[nodiscard]] std::string finalTieRuleKey(FinalTieRule rule);
// Also the English "game", "qualifying", "lot".
[[nodiscard]] std::optional<FinalTieRule> finalTieRuleFromKey(const std::string &key);
// "een beslissingsspel", "de plaats in de voorronde", "een loting".
[[nodiscard]] std::string finalTieRuleName(FinalTieRule rule);

// Every game of the final table has its result.
[[nodiscard]] bool finalPlayed(const Tournament &t);

// computeFinalRanking's last step: the rows (sorted, ranks shared on the ladder) of the players level
// for first place are put in the decision's order when t.finalDecision settles exactly them and the
// final is played; the players after its decided front share the next rank.
void applyFinalDecision(const Tournament &t, std::vector<FinalRow> &rows);

struct FinalState {
    std::vector<FinalRow> rows;  // computeFinalRanking
    bool played{false};          // finalPlayed
    std::vector<int> titleTie;   // finalists level for first place once played, ascending (settled or not)
    bool settled{false};         // t.finalDecision settles exactly this tie
    std::optional<int> champion; // start number: only once played and not (or no longer) tied
    [[nodiscard]] bool tieOpen() const { return !titleTie.empty() && !settled; }
};
[[nodiscard]] FinalState finalState(const Tournament &t);

// The line every outlet prints under the final's table: the open tie and how it will be settled,
// or the tie and how it was settled, with the reason. Empty when there is no tie for the title.
[[nodiscard]] std::string finalTieText(const Tournament &t, const FinalState &state);

// The order a decision by `rule` gives for the tied players (ascending start numbers): the
// qualifying rank's order, or the lot's with `seed`. A deciding game has no order of its own
// (the director records its winner): empty.
[[nodiscard]] std::vector<int> finalTieOrder(const Tournament &t, FinalTieRule rule, const std::vector<int> &players,
                                             std::uint64_t seed);

} // namespace nkb
