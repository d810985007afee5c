// One scoresheet line in four keys ("a40+"). The line gives the seats, a bid
// the reglement allows (R12: a multiple of 5 from 25; R18: misère, zwabber, bonaak) and won or
// lost; everything else is the engine's, as for the fields.
#include "rules/compactgift.h"
#include "nkrules.h"

#include <catch2/catch.hpp>

using nkb::test::kNk;

using namespace nkb;

TEST_CASE("Compact gift: seat letter, point bid and sign in four keys (R12)", "[compactgift][R12]")
{
    const auto g = parseCompactGift("a40+", 4, kNk);
    REQUIRE(g.ok());
    CHECK(g->seats == std::vector<std::size_t>{0});
    CHECK(g->bid == Bid::points(40));
    CHECK(g->won);
    const auto lost = parseCompactGift(" D 125 - ", 4, kNk);
    REQUIRE(lost.ok());
    CHECK(lost->seats == std::vector<std::size_t>{3});
    CHECK(lost->bid == Bid::points(125));
    CHECK_FALSE(lost->won);
    const auto minusSign = parseCompactGift("b30\xE2\x88\x92", 4, kNk); // U+2212
    REQUIRE(minusSign.ok());
    CHECK_FALSE(minusSign->won);
}

TEST_CASE("Compact gift: a point bid must be a multiple of 5 from 25 (R12)", "[compactgift][R12]")
{
    const auto odd = parseCompactGift("a42+", 4, kNk);
    REQUIRE_FALSE(odd.ok());
    CHECK(odd.error().rule == 12);
    CHECK(odd.error().message.rfind("Regel 12", 0) == 0);
    const auto low = parseCompactGift("a20+", 4, kNk);
    REQUIRE_FALSE(low.ok());
    CHECK(low.error().rule == 12);
}

TEST_CASE("Compact gift: misère, zwabber and bonaak in words, short or whole (R18)", "[compactgift][R18]")
{
    const auto mis = parseCompactGift("c mis-", 4, kNk);
    REQUIRE(mis.ok());
    CHECK(mis->seats == std::vector<std::size_t>{2});
    CHECK(mis->bid == Bid::misere());
    CHECK_FALSE(mis->won);
    CHECK(parseCompactGift("c misère+", 4, kNk)->bid == Bid::misere());
    CHECK(parseCompactGift("b bonaak+", 4, kNk)->bid == Bid::bonaak());
    CHECK(parseCompactGift("b bonaak 100+", 4, kNk)->bid == Bid::bonaakRoem(100));
    CHECK(parseCompactGift("a zw+", 4, kNk)->bid == Bid::zwabber());
    // A word bid right after the letters reads as letters: said, not guessed.
    CHECK_FALSE(parseCompactGift("cmis-", 4, kNk).ok());
}

TEST_CASE("Compact gift: two misère Spelers in one line (R21)", "[compactgift][R21]")
{
    const auto g = parseCompactGift("ac mis-", 4, kNk);
    REQUIRE(g.ok());
    CHECK(g->seats == std::vector<std::size_t>{0, 2});
    CHECK(g->bid == Bid::misere());
    CHECK_FALSE(parseCompactGift("aa mis-", 4, kNk).ok());
}

TEST_CASE("Compact gift: a line without sign, seat or bid is refused in words", "[compactgift]")
{
    CHECK_FALSE(parseCompactGift("a40", 4, kNk).ok());
    CHECK_FALSE(parseCompactGift("40+", 4, kNk).ok());
    CHECK_FALSE(parseCompactGift("a+", 4, kNk).ok());
    CHECK_FALSE(parseCompactGift("a pas+", 4, kNk).ok());
    CHECK_FALSE(parseCompactGift("+", 4, kNk).ok());
    // Seat D at a table of three does not exist.
    const auto three = parseCompactGift("d40+", 3, kNk);
    REQUIRE_FALSE(three.ok());
    CHECK(three.error().message.find("A-C") != std::string::npos);
    CHECK(parseCompactGift("c40+", 3, kNk).ok());
}
