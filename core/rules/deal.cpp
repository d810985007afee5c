#include "rules/deal.h"

#include <algorithm>
#include <cstddef>

namespace nkb {

std::optional<DealLayout> dealLayout(int players)
{
    // Table "Verdeling van de kaarten" (bonaken-nl-spelregels.md); R5/R6 describe four players.
    switch (players) {
    case 2:
        return DealLayout{6, 2, 1, 17};
    case 3:
        return DealLayout{6, 2, 1, 11};
    case 4:
        return DealLayout{6, 2, 1, 5};
    case 5:
        return DealLayout{6, 2, 0, 0};
    case 6:
        return DealLayout{5, 2, 0, 0};
    case 7:
        return DealLayout{4, 2, 2, 0};
    default:
        return std::nullopt;
    }
}

Deal dealCards(const std::vector<Card> &shuffledPack, int players, int dealer, DealOrder order)
{
    Deal deal;
    const auto layout = dealLayout(players);
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
