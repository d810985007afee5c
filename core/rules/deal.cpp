#include "rules/deal.h"

#include <algorithm>
#include <cstddef>

namespace nkb {

std::optional<DealLayout> dealLayout(int players, const RuleSet &rs)
{
    const DealLayout layout = rs.dealFor(players);
    if (layout.cardsEach == 0)
        return std::nullopt;
    return layout;
}

Deal dealCards(const std::vector<Card> &shuffledPack, int players, int dealer, const RuleSet &rs, DealOrder order)
{
    Deal deal;
    const auto layout = dealLayout(players, rs);
    if (!layout || shuffledPack.size() < 32)
        return deal;
    deal.hands.assign(static_cast<std::size_t>(players), {});
    std::size_t next = 0;
    auto take = [&](std::vector<Card> &to, int n) {
        for (int i = 0; i < n; ++i)
            to.push_back(shuffledPack[next++]);
    };
    const int first = ((dealer % players) + players) % players;
    // R6: per three, starting with the player on the dealer's left, clockwise.
    auto round = [&](int n) {
        for (int k = 1; k <= players; ++k)
            take(deal.hands[static_cast<std::size_t>((first + k) % players)], n);
    };
    auto table = [&] {
        take(deal.open, layout->open);
        take(deal.blind, layout->blind);
    };
    const int firstPacket = std::min(3, layout->cardsEach);
    round(firstPacket);
    if (order == DealOrder::TableBetween)
        table();
    if (layout->cardsEach > firstPacket)
        round(layout->cardsEach - firstPacket);
    if (order == DealOrder::TableLast)
        table();
    take(deal.sleeping, layout->sleeping);
    return deal;
}

} // namespace nkb
