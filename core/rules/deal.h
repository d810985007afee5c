#pragma once
// Deal layouts for 2–7 players and dealing in threes (R5, R6; the layouts are the rule set's).
#include <optional>
#include <vector>

#include "rules/card.h"
#include "rules/ruleset.h"

namespace nkb {

// The rule set's layout for 2–7 players (NK: 2: 6/2/1/17, 3: 6/2/1/11, 4: 6/2/1/5, 5: 6/2/0/0,
// 6: 5/2/0/0, 7: 4/2/2/0); nullopt otherwise.
[[nodiscard]] std::optional<DealLayout> dealLayout(int players, const RuleSet &rs);

// R6 allows two orders: three each, then the table cards, then three each (TableBetween), or
// three each, three each, then the table cards (TableLast).
enum class DealOrder { TableBetween, TableLast };

struct Deal {
    std::vector<std::vector<Card>> hands; // by seat, 0..players-1
    std::vector<Card> open;
    std::vector<Card> blind;
    std::vector<Card> sleeping;
};

// Deals from the top of shuffledPack (front first): packets of three clockwise starting at
// seat dealer+1 (R6). The second packet is whatever is left of cardsEach (two at 6 players, one
// at 7). The remaining cards sleep. With an unknown player count or fewer than 32 cards in the
// pack the result is an empty Deal (no crash).
[[nodiscard]] Deal dealCards(const std::vector<Card> &shuffledPack, int players, int dealer, const RuleSet &rs,
                             DealOrder order = DealOrder::TableBetween);

} // namespace nkb
