#include <catch2/catch.hpp>

#include <algorithm>

#include "rules/deal.h"

using namespace nkb;

TEST_CASE("R5/R6: deal layouts for 2 to 7 players (table of bonaken-nl-spelregels)", "[rules][R6][deal]")
{
    CHECK(dealLayout(2, RuleSet::nk2019()) == DealLayout{6, 2, 1, 17});
    CHECK(dealLayout(3, RuleSet::nk2019()) == DealLayout{6, 2, 1, 11});
    CHECK(dealLayout(4, RuleSet::nk2019()) == DealLayout{6, 2, 1, 5});
    CHECK(dealLayout(5, RuleSet::nk2019()) == DealLayout{6, 2, 0, 0});
    CHECK(dealLayout(6, RuleSet::nk2019()) == DealLayout{5, 2, 0, 0});
    CHECK(dealLayout(7, RuleSet::nk2019()) == DealLayout{4, 2, 2, 0});
    CHECK_FALSE(dealLayout(1, RuleSet::nk2019()).has_value());
    CHECK_FALSE(dealLayout(8, RuleSet::nk2019()).has_value());
    CHECK_FALSE(dealLayout(0, RuleSet::nk2019()).has_value());
    CHECK_FALSE(dealLayout(-4, RuleSet::nk2019()).has_value());
}

TEST_CASE("R3: every layout uses all 32 cards", "[rules][R3][deal]")
{
    for (int players = 2; players <= 7; ++players) {
        INFO("players " << players);
        const auto l = dealLayout(players, RuleSet::nk2019());
        REQUIRE(l);
        CHECK(l->cardsEach * players + l->open + l->blind + l->sleeping == 32);
    }
}

TEST_CASE(
    "R6: three at a time clockwise from the dealer's left, then two open and one blind, then three each",
    "[rules][R6][deal]")
{
    const auto pack = fullPack(); // index order: card i is dealt i-th
    const Deal d = dealCards(pack, 4, 0, RuleSet::nk2019());
    REQUIRE(d.hands.size() == 4);
    auto idx = [](const std::vector<Card> &cards) {
        std::vector<int> v;
        for (Card c : cards)
            v.push_back(c.index());
        return v;
    };
    // Seat 1 (left of dealer 0) gets the first three, the dealer the last three of each round.
    CHECK(idx(d.hands[1]) == std::vector<int>{0, 1, 2, 15, 16, 17});
    CHECK(idx(d.hands[2]) == std::vector<int>{3, 4, 5, 18, 19, 20});
    CHECK(idx(d.hands[3]) == std::vector<int>{6, 7, 8, 21, 22, 23});
    CHECK(idx(d.hands[0]) == std::vector<int>{9, 10, 11, 24, 25, 26});
    CHECK(idx(d.open) == std::vector<int>{12, 13});
    CHECK(idx(d.blind) == std::vector<int>{14});
    CHECK(idx(d.sleeping) == std::vector<int>{27, 28, 29, 30, 31}); // R6: the rest sleep
}

TEST_CASE("R6: the other order, three each twice and then the table cards", "[rules][R6][deal]")
{
    const Deal d = dealCards(fullPack(), 3, 2, RuleSet::nk2019(), DealOrder::TableLast);
    REQUIRE(d.hands.size() == 3);
    // Dealer 2: seat 0 is on his left.
    CHECK(d.hands[0].front().index() == 0);
    CHECK(d.hands[0][3].index() == 9);
    CHECK(d.hands[2][5].index() == 17);
    CHECK(d.open == std::vector<Card>{Card::fromIndex(18), Card::fromIndex(19)});
    CHECK(d.blind == std::vector<Card>{Card::fromIndex(20)});
    CHECK(d.sleeping.size() == 11);
    CHECK(d.sleeping.front().index() == 21);
}

TEST_CASE("R6: the dealer deals himself last, a dealer at the last seat starts with seat 0",
          "[rules][R6][deal]")
{
    const Deal d = dealCards(fullPack(), 4, 3, RuleSet::nk2019());
    CHECK(d.hands[0].front().index() == 0);
    CHECK(d.hands[3].front().index() == 9);
    const Deal wrapped = dealCards(fullPack(), 4, 7, RuleSet::nk2019()); // seat numbers wrap round the table
    CHECK(wrapped.hands[0].front().index() == 0);
}

TEST_CASE("R6: every card dealt exactly once, the layout's count to each place", "[rules][R6][deal]")
{
    for (int players = 2; players <= 7; ++players) {
        for (DealOrder order : {DealOrder::TableBetween, DealOrder::TableLast}) {
            INFO("players " << players);
            const auto l = *dealLayout(players, RuleSet::nk2019());
            const Deal d = dealCards(fullPack(), players, 1, RuleSet::nk2019(), order);
            REQUIRE(d.hands.size() == static_cast<std::size_t>(players));
            std::vector<Card> all;
            for (const auto &h : d.hands) {
                CHECK(h.size() == static_cast<std::size_t>(l.cardsEach));
                all.insert(all.end(), h.begin(), h.end());
            }
            CHECK(d.open.size() == static_cast<std::size_t>(l.open));
            CHECK(d.blind.size() == static_cast<std::size_t>(l.blind));
            CHECK(d.sleeping.size() == static_cast<std::size_t>(l.sleeping));
            all.insert(all.end(), d.open.begin(), d.open.end());
            all.insert(all.end(), d.blind.begin(), d.blind.end());
            all.insert(all.end(), d.sleeping.begin(), d.sleeping.end());
            std::sort(all.begin(), all.end());
            CHECK(all == fullPack());
        }
    }
}

TEST_CASE("Deal: seven players get a packet of three and then one card", "[rules][R6][deal]")
{
    const Deal d = dealCards(fullPack(), 7, 6, RuleSet::nk2019());
    // Seat 0 is left of dealer 6: cards 0-2, then after 21 cards + 4 table cards, card 25.
    CHECK(d.hands[0][2].index() == 2);
    CHECK(d.hands[0][3].index() == 25);
    CHECK(d.open.front().index() == 21);
    CHECK(d.blind.size() == 2);
}

TEST_CASE("Deal: unusable input gives an empty deal, no crash", "[rules][deal]")
{
    CHECK(dealCards(fullPack(), 9, 0, RuleSet::nk2019()).hands.empty());
    const auto pack = fullPack();
    const std::vector<Card> shortPack(pack.begin(), pack.begin() + 20);
    CHECK(dealCards(shortPack, 4, 0, RuleSet::nk2019()).hands.empty());
}
