// A point bid as high as the bidder likes (R19): legal in the auction, but above 361
// (141 card points, R4, plus 220 roem, R48) the roem it needs is in no hand: vals roemen
// (R67, R68), the bidder is erin (R66). 360 with four jacks and Stuk in hand is a real bid.
#include "gametest.h"

#include <fstream>
#include <sstream>

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;


TEST_CASE("R19, R68: a bid of 365 is accepted and is vals roemen: the bidder is erin",
          "[gamefile][R19][R66][R68]")
{
    // The issue's gift: Bram 365 (needs 365 - 141 = 224 roem; no hand has more than 220).
    const GameVerdict v = judge(
        four(R"({"bids": [["Bram","365"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": false})"));
    REQUIRE(v.ok);
    CHECK(v.giften[0].contract == "365");
    CHECK(nkb::test::valsNames(v.giften[0]) == std::vector<std::string>{"Bram"});
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 68"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin); // R66: erin although suf
    CHECK(nkb::test::player(v, "Bram").points == 0);
    CHECK(v.giften[0].nextDealer == "Bram");
    // Written as won, it contradicts R66: refused.
    const GameVerdict won = judge(
        four(R"({"bids": [["Bram","365"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": true})"));
    CHECK_FALSE(won.ok);
    CHECK(nkb::test::errorRule(won) == 66);
    // Without the auction: the contract alone says it.
    const GameVerdict c = judge(four(R"({"spelers": ["Bram"], "contract": "400", "won": false})"));
    REQUIRE(c.ok);
    CHECK(nkb::test::statusOf(c, "Bram") == Status::Erin);
    // 360 is no vals roemen by itself (four jacks with Stuk make 220 + 141 = 361): a plain loss.
    const GameVerdict l = judge(
        four(R"({"bids": [["Bram","360"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": false})"));
    REQUIRE(l.ok);
    CHECK(l.giften[0].valsRoemers.empty());
    CHECK(nkb::test::statusOf(l, "Bram") == Status::Krom);
}

TEST_CASE("R19, R66: a bid beyond any hand by a bidder who is not the Speler makes him erin",
          "[gamefile][R19][R66][R68]")
{
    // Bram 365, Cor bonaak (R18: above every point bid), all pass: Cor goes and wins; Bram erin.
    const GameVerdict v = judge(four(
        R"({"bids": [["Bram","365"],["Cor","bonaak"],["Dirk","pass"],["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[0].spelers == std::vector<std::string>{"Cor"});
    CHECK(nkb::test::wonIn(v, 1, "Cor"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin);
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Recht);
    CHECK(v.giften[0].nextDealer == "Cor");
}

TEST_CASE("R19, R40, R48: 360 with four jacks and Stuk is not vals roemen and is won with all 141 points",
          "[gamefile][cards][R19][R40][R48][R68]")
{
    // tests/data/games/cards-point-bid-360-four-jacks.json: Bram holds JH JS JC JD, takes KH QH 8H,
    // hearts trump: 220 roem (R48). He takes every card point: 140 after trick 5, 140 + 220 >= 360.
    const std::string text = nkb::test::readExampleGame("cards-point-bid-360-four-jacks.json");
    const GameVerdict v = judge(text);
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(v.giften[0].valsRoemers.empty());
    CHECK(v.giften[0].warnings.empty());
    // The record may stop after trick 5: 140 + 220 = 360 is reached there (R31, R32).
    std::string five = text;
    five.replace(five.find(R"(, ["JS","7S","7C","7D"])"), 23, "");
    const GameVerdict f = judge(five);
    REQUIRE(f.ok);
    CHECK(nkb::test::wonIn(f, 1, "Bram"));
    // The same cards with a bid of 365: 141 + 220 = 361 cannot reach it; vals roemen (R68), erin,
    // although Bram took every trick.
    std::string high = text;
    high.replace(high.find(R"(["Bram","360"])"), 14, R"(["Bram","365"])");
    const GameVerdict h = judge(high);
    REQUIRE(h.ok);
    CHECK(nkb::test::valsNames(h.giften[0]) == std::vector<std::string>{"Bram"});
    CHECK(nkb::test::statusOf(h, "Bram") == Status::Erin);
    CHECK(nkb::test::anyWarningWith(h.giften[0], "Regel 68"));
}
