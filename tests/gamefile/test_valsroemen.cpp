// Vals roemen (R66–R70), written from the reglement: who can be noted for it, every
// vals roemer of a gift erin, and a gift with more than one irregularity.
//   R66: the vals roemer is erin, also when suf or recht.
//   R67: vals roemen can happen at a bid of bonaak met roem and at a point bid of 145 or more.
//   R68: it is vals roemen when the bid needs roem the player cannot get, whatever the blind card.
//   R70: and when the Speler announces roem at the start of the play that he does not hold.
// Players sit clockwise Anna, Bram, Cor, Dirk; with "dealer": "Anna" Bram calls first (R8).
#include "gametest.h"

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

namespace {

// One gift dealt by Anna with this auction, Bram's result and the irregularity (JSON objects).
GameVerdict auctionGift(const std::string &bids, const std::string &rest)
{
    return judge(four(R"({"dealer": "Anna", "bids": )" + bids + ", " + rest + "}"));
}

std::string valsNote(const std::string &by)
{
    return R"("irregularity": {"kind": "vals_roemen", "by": ")" + by + R"("})";
}

bool messageNames(const GameVerdict &v, const std::string &text)
{
    return v.error && v.error->message.find(text) != std::string::npos;
}

} // namespace

TEST_CASE("R67: a vals roemen note against a player who only passed is refused", "[gamefile][R67][R70]")
{
    // The issue's case: Dirk passed; Bram goes with 100 and makes it.
    const GameVerdict v = auctionGift(R"([["Bram","100"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]])",
                                      R"("trump": "H", "points": 110, )" + valsNote("Dirk"));
    CHECK_FALSE(v.ok);
    CHECK(v.errorGift == 1);
    CHECK(nkb::test::errorRule(v) == 67);
    CHECK(messageNames(v, "Dirk"));
    CHECK(messageNames(v, "145"));
    // Nothing was applied: Dirk keeps his status.
    CHECK(nkb::test::statusOf(v, "Dirk") == Status::Suf);
}

TEST_CASE("R67: a point bid below 145 cannot be vals roemen, 145 can", "[gamefile][R67]")
{
    // Dirk bid 140 and was overbid: not a bid R67 covers.
    const GameVerdict low = auctionGift(
        R"([["Bram","100"],["Cor","pass"],["Dirk","140"],["Anna","pass"],["Bram","150"],["Dirk","pass"]])",
        R"("trump": "H", "points": 120, "roem": 40, )" + valsNote("Dirk"));
    CHECK(nkb::test::errorRule(low) == 67);
    // The mirror: 145 is covered; Dirk is erin (R66) and Bram's own result stands (160 >= 150).
    const GameVerdict at = auctionGift(
        R"([["Bram","100"],["Cor","pass"],["Dirk","145"],["Anna","pass"],["Bram","150"],["Dirk","pass"]])",
        R"("trump": "H", "points": 120, "roem": 40, )" + valsNote("Dirk"));
    REQUIRE(at.ok);
    CHECK(nkb::test::statusOf(at, "Dirk") == Status::Erin);
    CHECK(nkb::test::player(at, "Dirk").points == 0);
    CHECK(nkb::test::wonIn(at, 1, "Bram"));
    CHECK(nkb::test::statusOf(at, "Bram") == Status::Recht);
    REQUIRE(at.giften[0].valsRoemers.size() == 1);
    CHECK(at.giften[0].valsRoemers[0] == ValsRoemer{"Dirk", 68});
}

TEST_CASE("R67: bonaak met roem can be vals roemen, plain bonaak cannot", "[gamefile][R67]")
{
    // Dirk bid bonaak met 20 roem, Bram overroemde with 40 (R50) and took every trick.
    const GameVerdict roem = auctionGift(
        R"([["Bram","bonaak"],["Cor","pass"],["Dirk","bonaak 20"],["Anna","pass"],["Bram","bonaak 40"],["Dirk","pass"]])",
        R"("trump": "H", "won": true, )" + valsNote("Dirk"));
    REQUIRE(roem.ok);
    CHECK(nkb::test::statusOf(roem, "Dirk") == Status::Erin);
    CHECK(nkb::test::statusOf(roem, "Bram") == Status::Recht);
    // Dirk bid plain bonaak and Bram bonaak met roem: plain bonaak is no bid R67 names.
    const GameVerdict plain = auctionGift(
        R"([["Bram","100"],["Cor","pass"],["Dirk","bonaak"],["Anna","pass"],["Bram","bonaak 20"],["Dirk","pass"]])",
        R"("trump": "H", "won": true, )" + valsNote("Dirk"));
    CHECK(nkb::test::errorRule(plain) == 67);
    // The Speler of plain bonaak who bid nothing else cannot have roemed vals either.
    const GameVerdict speler =
        auctionGift(R"([["Bram","bonaak"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]])",
                    R"("trump": "H", "won": true, )" + valsNote("Bram"));
    CHECK(nkb::test::errorRule(speler) == 67);
    // His earlier bid of 150 in the same auction can have been.
    const GameVerdict earlier = auctionGift(
        R"([["Bram","150"],["Cor","155"],["Dirk","pass"],["Anna","pass"],["Bram","bonaak"],["Cor","pass"]])",
        R"("trump": "H", "tricks": {"Bram": 6}, )" + valsNote("Bram"));
    REQUIRE(earlier.ok);
    CHECK(nkb::test::statusOf(earlier, "Bram") == Status::Erin);
    CHECK_FALSE(nkb::test::wonIn(earlier, 1, "Bram")); // R66: erin although he took every trick
}

TEST_CASE("R70: the Speler who announced roem can be noted for vals roemen, without roem he cannot",
          "[gamefile][R70][R67]")
{
    const std::string bids = R"([["Bram","100"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]])";
    // Bram 100 with 40 roem announced: R70 applies whatever the height of the bid.
    const GameVerdict announced = auctionGift(bids, R"("trump": "H", "roem": 40, )" + valsNote("Bram"));
    REQUIRE(announced.ok);
    CHECK(nkb::test::statusOf(announced, "Bram") == Status::Erin);
    CHECK_FALSE(nkb::test::wonIn(announced, 1, "Bram"));
    REQUIRE(announced.giften[0].valsRoemers.size() == 1);
    CHECK(announced.giften[0].valsRoemers[0] == ValsRoemer{"Bram", 70});
    // The mirror: no roem announced and no bid R67 covers.
    const GameVerdict silent = auctionGift(bids, R"("trump": "H", "points": 90, )" + valsNote("Bram"));
    CHECK(nkb::test::errorRule(silent) == 67);
    CHECK(messageNames(silent, "regel 70"));
    // Only the Speler announces roem: an opponent who passed is refused even when roem is noted.
    CHECK(nkb::test::errorRule(
              auctionGift(bids, R"("trump": "H", "points": 90, "roem": 20, )" + valsNote("Cor"))) == 67);
    // Zwabber and misère carry no roem (R40): nothing to announce.
    CHECK(nkb::test::errorRule(
              auctionGift(R"([["Bram","zwabber"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]])",
                          R"("won": false, )" + valsNote("Bram"))) == 67);
}

TEST_CASE("R67, R21: nobody roems vals in a gift of several misère Spelers", "[gamefile][R67][R21]")
{
    const GameVerdict v =
        auctionGift(R"([["Bram","misere"],["Cor","misere"],["Dirk","pass"],["Anna","pass"]])",
                    R"("tricks": {"Bram": 0, "Cor": 2}, )" + valsNote("Cor"));
    CHECK(nkb::test::errorRule(v) == 67);
}

TEST_CASE("R67, R18: without the auction a note is judged by what the contract leaves possible",
          "[gamefile][R67][R18]")
{
    auto gift = [](const std::string &contract, const std::string &by, const std::string &facts) {
        return judge(four(R"({"spelers": ["Bram"], "contract": ")" + contract + R"(", )" + facts + ", " +
                          valsNote(by) + "}"));
    };
    // Every earlier bid ranks below the contract (R17): under 100 or 145 nobody else bid 145 or more.
    CHECK(nkb::test::errorRule(gift("100", "Dirk", R"("won": true)")) == 67);
    CHECK(nkb::test::errorRule(gift("145", "Dirk", R"("won": true)")) == 67);
    CHECK(nkb::test::errorRule(gift("misere", "Bram", R"("won": false)")) == 67);
    // Under 150 or bonaak another player can have bid 145; the Speler of 145 or bonaak can have too.
    CHECK(gift("150", "Dirk", R"("won": true)").ok);
    CHECK(gift("bonaak", "Dirk", R"("won": true)").ok);
    CHECK(gift("145", "Bram", R"("points": 50)").ok);
    CHECK(gift("bonaak", "Bram", R"("won": false)").ok);
    // R70 without the auction: the Speler of 100 who announced 40 roem; roem without points is
    // enough, R66 decides his gift.
    const GameVerdict r70 = gift("100", "Bram", R"("roem": 40)");
    REQUIRE(r70.ok);
    REQUIRE(r70.giften[0].valsRoemers.size() == 1);
    CHECK(r70.giften[0].valsRoemers[0] == ValsRoemer{"Bram", 70});
    CHECK(nkb::test::statusOf(r70, "Bram") == Status::Erin);
    // Roem that is no value of R48 stays refused, vals or not.
    CHECK(nkb::test::errorRule(gift("100", "Bram", R"("roem": 30)")) == 48);
}

TEST_CASE("R66, R68: every bidder whose bid no hand can make is erin, not only the first",
          "[gamefile][R66][R68]")
{
    // Anna 365 and Bram 370: each needs more than 220 roem (R48) on top of 141 card points.
    const GameVerdict v = judge(four(R"({"dealer": "Dirk",
        "bids": [["Anna","365"],["Bram","370"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": false})"));
    REQUIRE(v.ok);
    CHECK(nkb::test::valsNames(v.giften[0]) == std::vector<std::string>{"Anna", "Bram"});
    CHECK(nkb::test::statusOf(v, "Anna") == Status::Erin);
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin);
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Suf);
    CHECK(v.giften[0].nextDealer == "Bram"); // the Speler, erin, deals (R52)
    // The mirror: one impossible bid, one that four jacks with Stuk can make (360 = 140 + 220).
    const GameVerdict one = judge(four(R"({"dealer": "Dirk",
        "bids": [["Anna","360"],["Bram","365"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": false})"));
    REQUIRE(one.ok);
    CHECK(nkb::test::valsNames(one.giften[0]) == std::vector<std::string>{"Bram"});
    CHECK(nkb::test::statusOf(one, "Anna") == Status::Suf);
}

TEST_CASE("R66: a note and a bid no hand can make put both players erin, each once", "[gamefile][R66][R68]")
{
    // Cor 150 noted, Bram's 365 found from the bid; Bram noted as well counts once.
    const GameVerdict v = auctionGift(
        R"([["Bram","100"],["Cor","150"],["Dirk","pass"],["Anna","pass"],["Bram","365"],["Cor","pass"]])",
        R"("won": false, "irregularities": [{"kind": "vals_roemen", "by": "Cor"},
                                                                          {"kind": "vals_roemen", "by": "Bram"}])");
    REQUIRE(v.ok);
    REQUIRE(v.giften[0].valsRoemers.size() == 2);
    CHECK(v.giften[0].valsRoemers[0] == ValsRoemer{"Bram", 68}); // found from his bid first
    CHECK(v.giften[0].valsRoemers[1] == ValsRoemer{"Cor", 68});
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Erin);
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin);
}

TEST_CASE("R57, R66: three vals roemers at once leave the fourth alone: he scores 10", "[gamefile][R57][R66]")
{
    const GameVerdict v = judge(four(R"({"dealer": "Dirk",
        "bids": [["Anna","145"],["Bram","150"],["Cor","155"],["Dirk","160"],["Anna","pass"],["Bram","pass"],["Cor","pass"]],
        "trump": "H", "points": 141, "roem": 20,
        "irregularities": [{"kind": "vals_roemen", "by": "Anna"}, {"kind": "vals_roemen", "by": "Bram"},
                           {"kind": "vals_roemen", "by": "Cor"}]})"));
    REQUIRE(v.ok);
    CHECK(v.finished);
    CHECK(finalPoints(v) == std::optional<std::vector<int>>({0, 0, 0, 10}));
}
