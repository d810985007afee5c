// The game checker on summaries: the auction through the file, results from points,
// roem, tricks and irregularities, and the game's statuses ("game check").
#include "gametest.h"
#include "nkrules.h"

using nkb::test::kNk;

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

namespace {

// A worked example, worked out by hand:
// 1. dealer Anna; Bram 40, Cor pass, Dirk misère, Anna pass, Bram 105 (over misère), Dirk pass ->
//    Bram goes with 105; 90 card points + 20 roem = 110 >= 105 -> wins (R32), recht.
// 2. dealer Bram (R5); Cor and Dirk misère: Cor 0 tricks wins, Dirk 2 tricks loses (R34).
// 3. dealer Cor (first misère Speler, R5); Anna bonaak lost -> krom.
// 4. all passed: dealer Anna again, nothing changes.
// 5. Bram 80 with verzaking by Cor (an opponent) -> Bram wins (R64): recht -> eruit, place 1, 10.
const char *const kIssueExample = R"({
  "players": ["Anna", "Bram", "Cor", "Dirk"],
  "table_of_three_places": [10, 8, 4],
  "giften": [
    {"dealer": "Anna",
     "bids": [["Bram","40"],["Cor","pass"],["Dirk","misere"],["Anna","pass"],["Bram","105"],["Dirk","pass"]],
     "trump": "H", "roem": 20, "points": 90},
    {"spelers": ["Cor","Dirk"], "contract": "misere", "tricks": {"Cor": 0, "Dirk": 2}},
    {"spelers": ["Anna"], "contract": "bonaak", "won": false},
    {"redeal": true},
    {"spelers": ["Bram"], "contract": "80", "won": true, "irregularity": {"kind": "verzaking", "by": "Cor"}}
  ]
})";

} // namespace

TEST_CASE("R5, R20, R32, R34, R64: the example game of issue 2", "[gamefile][R5][R32][R34][R64]")
{
    const GameVerdict v = judge(kIssueExample);
    REQUIRE(v.ok);
    CHECK_FALSE(v.finished);
    REQUIRE(v.giften.size() == 5);
    const GiftVerdict &g1 = v.giften[0];
    CHECK(g1.index == 1);
    CHECK(g1.dealer == "Anna");
    CHECK(g1.spelers == std::vector<std::string>{"Bram"});
    CHECK(g1.contract == "105");
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(g1.nextDealer == "Bram");
    CHECK(g1.warnings.empty());
    REQUIRE(g1.status.size() == 4);
    CHECK(g1.status[0] == std::make_pair(std::string("Anna"), Status::Suf));
    CHECK(g1.status[1] == std::make_pair(std::string("Bram"), Status::Recht));
    CHECK(g1.status[2] == std::make_pair(std::string("Cor"), Status::Suf));
    CHECK(g1.status[3] == std::make_pair(std::string("Dirk"), Status::Suf));

    CHECK(v.giften[1].dealer == "Bram");
    CHECK(v.giften[1].spelers == std::vector<std::string>{"Cor", "Dirk"});
    CHECK(nkb::test::wonIn(v, 2, "Cor"));
    CHECK_FALSE(nkb::test::wonIn(v, 2, "Dirk"));
    CHECK(v.giften[1].nextDealer == "Cor");
    CHECK(v.giften[2].dealer == "Cor");
    CHECK_FALSE(nkb::test::wonIn(v, 3, "Anna"));
    CHECK(v.giften[3].redeal);
    CHECK(v.giften[3].dealer == "Anna");
    CHECK(v.giften[3].nextDealer == "Anna");
    CHECK(v.giften[4].dealer == "Anna");
    CHECK(nkb::test::wonIn(v, 5, "Bram"));
    CHECK(v.giften[4].nextDealer == "Bram");

    CHECK(nkb::test::statusOf(v, "Anna") == Status::Krom);
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Eruit);
    CHECK(nkb::test::player(v, "Bram").place == 1);
    CHECK(nkb::test::player(v, "Bram").points == 10);
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Recht);
    CHECK_FALSE(nkb::test::player(v, "Cor").points.has_value());
    CHECK(nkb::test::statusOf(v, "Dirk") == Status::Krom);

    const auto j = verdictToJson(v);
    CHECK(j["ok"] == true);
    CHECK(j["finished"] == false);
    CHECK(j["giften"][0]["won"]["Bram"] == true);
    CHECK(j["giften"][0]["status"]["Bram"] == "recht");
    CHECK(j["giften"][0]["next_dealer"] == "Bram");
    CHECK(j["result"][1]["place"] == 1);
    CHECK(j["result"][0]["place"].is_null());
}

// ---------------------------------------------------------------- the auction through the file

TEST_CASE("R12: a bid of 27 in the file is refused with rule 12", "[gamefile][R12]")
{
    const GameVerdict v =
        judge(four(R"({"bids": [["Bram","27"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]],
                                        "won": true})"));
    CHECK_FALSE(v.ok);
    CHECK(v.errorGift == 1);
    CHECK(nkb::test::errorRule(v) == 12);
}

TEST_CASE("R17: a bid not higher than the standing bid is refused", "[gamefile][R17]")
{
    const GameVerdict v = judge(four(R"({"bids": [["Bram","40"],["Cor","40"]], "won": true})"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 17);
    // Misère after 100 is higher (R18); 100 after misère is not.
    CHECK(nkb::test::errorRule(judge(four(R"({"bids": [["Bram","misere"],["Cor","100"]], "won": true})"))) ==
          17);
}

TEST_CASE("R19: bonaak met roem without an earlier bonaak is refused", "[gamefile][R19]")
{
    const GameVerdict v = judge(four(R"({"bids": [["Bram","bonaak 20"]], "won": true})"));
    CHECK(nkb::test::errorRule(v) == 19);
    // After a bonaak by someone else it is allowed.
    const GameVerdict ok = judge(four(R"({"bids": [["Bram","bonaak"],["Cor","bonaak 20"],["Dirk","pass"],
                                                 ["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(ok.ok);
    CHECK(ok.giften[0].spelers == std::vector<std::string>{"Cor"});
    CHECK(ok.giften[0].contract == "bonaak 20");
}

TEST_CASE("R9: a player who passed cannot bid again", "[gamefile][R9]")
{
    // Dealer Dirk (default for gift 1 with bids starting at Anna... here Bram starts, so Anna deals).
    const GameVerdict v =
        judge(four(R"({"bids": [["Bram","30"],["Cor","pass"],["Dirk","35"],["Anna","40"],["Bram","45"],
                                 ["Cor","50"]], "won": true})"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 9);
}

TEST_CASE("R8: calling out of turn is refused", "[gamefile][R8]")
{
    // Anna deals (given), so Bram must call first.
    const GameVerdict v = judge(four(R"({"dealer": "Anna", "bids": [["Cor","30"]], "won": true})"));
    CHECK(nkb::test::errorRule(v) == 8);
    // Within the auction: after Bram, Cor is to call, not Dirk.
    CHECK(nkb::test::errorRule(judge(four(R"({"dealer": "Anna", "bids": [["Bram","30"],["Dirk","35"]],
                                                "won": true})"))) == 8);
}

TEST_CASE("R20: an auction that is not finished is refused", "[gamefile][R20]")
{
    const GameVerdict v = judge(four(R"({"bids": [["Bram","40"],["Cor","pass"]], "won": true})"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 20);
}

TEST_CASE("R20, R21: bids and spelers/contract that disagree are refused", "[gamefile][R20][R21]")
{
    const std::string bids = R"("bids": [["Bram","40"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]])";
    CHECK(judge(four("{" + bids + R"(, "spelers": ["Bram"], "contract": "40", "won": true})")).ok);
    CHECK(nkb::test::errorRule(judge(four("{" + bids + R"(, "spelers": ["Cor"], "won": true})"))) == 20);
    CHECK(nkb::test::errorRule(judge(four("{" + bids + R"(, "contract": "45", "won": true})"))) == 20);
    // Two misère Spelers in the bids, one in the gift.
    const std::string misere =
        R"("bids": [["Bram","misere"],["Cor","misere"],["Dirk","pass"],["Anna","pass"]])";
    const GameVerdict two = judge(four("{" + misere + R"(, "won": {"Bram": true, "Cor": false}})"));
    REQUIRE(two.ok);
    CHECK(two.giften[0].spelers == std::vector<std::string>{"Bram", "Cor"});
    CHECK_FALSE(judge(four("{" + misere + R"(, "spelers": ["Bram"], "won": true})")).ok);
}

TEST_CASE("R20: everyone passed is a redeal without Speler or result", "[gamefile][R20]")
{
    const GameVerdict v =
        judge(four(R"({"bids": [["Bram","pass"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]]})"));
    REQUIRE(v.ok);
    CHECK(v.giften[0].redeal);
    CHECK(v.giften[0].dealer == "Anna");
    CHECK(v.giften[0].nextDealer == "Anna");
    // A result on an all-pass gift cannot be.
    CHECK_FALSE(judge(four(R"({"bids": [["Bram","pass"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]],
                              "won": true})"))
                    .ok);
}

// ---------------------------------------------------------------- summary results

TEST_CASE("R32, R40: card points plus roem reach the bid or not", "[gamefile][R32][R40]")
{
    auto gift = [](int points, int roem) {
        return judge(four(R"({"spelers": ["Bram"], "contract": "100", "trump": "S", "points": )" +
                          std::to_string(points) + R"(, "roem": )" + std::to_string(roem) + "}"));
    };
    CHECK(nkb::test::wonIn(gift(80, 20), 1, "Bram"));       // 100 = 100
    CHECK_FALSE(nkb::test::wonIn(gift(79, 20), 1, "Bram")); // 99
    CHECK(nkb::test::wonIn(gift(100, 0), 1, "Bram"));
    CHECK_FALSE(nkb::test::wonIn(gift(30, 50), 1, "Bram"));
    // "won" that contradicts the points is refused.
    const GameVerdict bad = judge(four(R"({"spelers": ["Bram"], "contract": "100", "points": 79, "roem": 20,
                                          "won": true})"));
    CHECK_FALSE(bad.ok);
    CHECK(nkb::test::errorRule(bad) == 32);
    CHECK(judge(four(R"({"spelers": ["Bram"], "contract": "100", "points": 79, "roem": 20, "won": false})"))
              .ok);
    // More card points than the pack holds (R4: 141).
    CHECK_FALSE(judge(four(R"({"spelers": ["Bram"], "contract": "100", "points": 142})")).ok);
}

TEST_CASE("R49: announced roem must be lower than the bid", "[gamefile][R49]")
{
    const GameVerdict v =
        judge(four(R"({"spelers": ["Bram"], "contract": "100", "points": 10, "roem": 100})"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 49);
    const GameVerdict ok =
        judge(four(R"({"spelers": ["Bram"], "contract": "105", "points": 5, "roem": 100})"));
    REQUIRE(ok.ok);
    CHECK(nkb::test::wonIn(ok, 1, "Bram"));
}

TEST_CASE("R48: roem that is not a value of the table is refused", "[gamefile][R48]")
{
    for (const int roem : {10, 30, 80, 90, 140, 240}) {
        CAPTURE(roem);
        const GameVerdict v =
            judge(four(R"({"spelers": ["Bram"], "contract": "300", "points": 100, "roem": )" +
                       std::to_string(roem) + "}"));
        CHECK(nkb::test::errorRule(v) == 48);
    }
    for (const int roem : {20, 40, 50, 60, 70, 100, 120, 200, 220}) {
        CAPTURE(roem);
        CHECK(judge(four(R"({"spelers": ["Bram"], "contract": "300", "points": 100, "roem": )" +
                         std::to_string(roem) + "}"))
                  .ok);
    }
}

TEST_CASE("R34: a misère Speler wins with no trick and loses with one", "[gamefile][R34]")
{
    CHECK(nkb::test::wonIn(judge(four(R"({"spelers": ["Bram"], "contract": "misere", "trump": "H",
                                          "tricks": {"Bram": 0}})")),
                           1, "Bram"));
    CHECK_FALSE(nkb::test::wonIn(judge(four(R"({"spelers": ["Bram"], "contract": "misere", "trump": "H",
                                                "tricks": {"Bram": 1}})")),
                                 1, "Bram"));
    const GameVerdict three = judge(four(R"({"spelers": ["Bram", "Cor", "Dirk"], "contract": "misere",
                                            "tricks": {"Bram": 0, "Cor": 4, "Dirk": 0}})"));
    REQUIRE(three.ok);
    CHECK(nkb::test::wonIn(three, 1, "Bram"));
    CHECK_FALSE(nkb::test::wonIn(three, 1, "Cor"));
    CHECK(nkb::test::wonIn(three, 1, "Dirk"));
    CHECK(three.giften[0].nextDealer == "Bram");
}

TEST_CASE("R33: bonaak and zwabber need all six tricks", "[gamefile][R33]")
{
    CHECK(nkb::test::wonIn(judge(four(R"({"spelers": ["Cor"], "contract": "bonaak", "trump": "D",
                                          "tricks": {"Cor": 6}})")),
                           1, "Cor"));
    CHECK_FALSE(nkb::test::wonIn(judge(four(R"({"spelers": ["Cor"], "contract": "bonaak", "trump": "D",
                                                "tricks": {"Cor": 5}})")),
                                 1, "Cor"));
    CHECK(nkb::test::wonIn(
        judge(four(R"({"spelers": ["Cor"], "contract": "zwabber", "tricks": {"Cor": 6}})")), 1, "Cor"));
    CHECK_FALSE(nkb::test::wonIn(judge(four(R"({"spelers": ["Cor"], "contract": "zwabber",
                                                "tricks": {"Cor": 0, "Dirk": 1}})")),
                                 1, "Cor"));
    // Zwabber has no trump (R13).
    CHECK(nkb::test::errorRule(judge(four(R"({"spelers": ["Cor"], "contract": "zwabber", "trump": "H",
                                             "tricks": {"Cor": 6}})"))) == 13);
    // "won": true with five tricks contradicts R33.
    CHECK(nkb::test::errorRule(judge(four(R"({"spelers": ["Cor"], "contract": "bonaak", "tricks": {"Cor": 5},
                                             "won": true})"))) == 33);
}

// ---------------------------------------------------------------- irregularities

namespace {

GameVerdict irregular(const std::string &kind, const std::string &by, const std::string &facts)
{
    return judge(four(R"({"spelers": ["Bram"], "contract": "60", "trump": "C", "irregularity": {"kind": ")" +
                      kind + R"(", "by": ")" + by + R"("})" + (facts.empty() ? "" : ", " + facts) + "}"));
}

} // namespace

TEST_CASE("R63, R64: verzaking by the Speler loses, by an opponent wins", "[gamefile][R63][R64]")
{
    CHECK_FALSE(nkb::test::wonIn(irregular("verzaking", "Bram", R"("points": 100)"), 1, "Bram"));
    CHECK(nkb::test::wonIn(irregular("verzaking", "Dirk", R"("points": 10)"), 1, "Bram"));
    CHECK(nkb::test::wonIn(irregular("verzaking", "Dirk", ""), 1, "Bram"));
    // Stated "won": true against the Speler's own verzaking is refused.
    CHECK_FALSE(irregular("verzaking", "Bram", R"("won": true)").ok);
}

TEST_CASE("R74: a wrong card count loses for the Speler, wins against an opponent", "[gamefile][R74]")
{
    CHECK_FALSE(nkb::test::wonIn(irregular("wrong_card_count", "Bram", ""), 1, "Bram"));
    CHECK(nkb::test::wonIn(irregular("wrong_card_count", "Anna", ""), 1, "Bram"));
}

TEST_CASE("R76: an opponent playing out of turn makes the Speler win, the Speler's own only takes back",
          "[gamefile][R76]")
{
    CHECK(nkb::test::wonIn(irregular("out_of_turn", "Cor", R"("points": 0)"), 1, "Bram"));
    // The Speler takes the card back: the play decides.
    const GameVerdict own = irregular("out_of_turn", "Bram", R"("points": 59)");
    REQUIRE(own.ok);
    CHECK_FALSE(nkb::test::wonIn(own, 1, "Bram"));
    CHECK(nkb::test::wonIn(irregular("out_of_turn", "Bram", R"("points": 60)"), 1, "Bram"));
}

TEST_CASE("R79: an opponent betraying his cards makes the Speler win", "[gamefile][R79]")
{
    CHECK(nkb::test::wonIn(irregular("revealing", "Anna", R"("points": 0)"), 1, "Bram"));
}

TEST_CASE("R75: a lone misère Speler without trump loses", "[gamefile][R75]")
{
    const GameVerdict v = judge(four(R"({"spelers": ["Bram"], "contract": "misere",
                                        "irregularity": {"kind": "misere_no_trump", "by": "Bram"}})"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    // Even with no trick taken.
    const GameVerdict t = judge(four(R"({"spelers": ["Bram"], "contract": "misere", "tricks": {"Bram": 0},
                                        "irregularity": {"kind": "misere_no_trump", "by": "Bram"}})"));
    REQUIRE(t.ok);
    CHECK_FALSE(nkb::test::wonIn(t, 1, "Bram"));
    // Not for a point bid.
    CHECK_FALSE(irregular("misere_no_trump", "Bram", "").ok);
}

TEST_CASE("R66: vals roemen makes the player erin at once, also when suf or recht", "[gamefile][R66]")
{
    // Suf -> erin.
    const GameVerdict suf = judge(four(R"({"spelers": ["Bram"], "contract": "bonaak 20",
                                          "irregularity": {"kind": "vals_roemen", "by": "Bram"}})"));
    REQUIRE(suf.ok);
    CHECK(nkb::test::statusOf(suf, "Bram") == Status::Erin);
    CHECK(nkb::test::player(suf, "Bram").points == 0);
    CHECK(nkb::test::valsNames(suf.giften[0]) == std::vector<std::string>{"Bram"});
    // Recht -> erin, even though the tricks were all his.
    const GameVerdict recht = judge(four(R"(
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "200", "points": 141,
         "irregularity": {"kind": "vals_roemen", "by": "Bram"}})"));
    REQUIRE(recht.ok);
    CHECK(nkb::test::statusOf(recht, "Bram") == Status::Erin);
    CHECK(nkb::test::player(recht, "Bram").points == 0);
    // A bidder who is not the Speler: erin too, and the Speler's result stands.
    const GameVerdict other = judge(four(R"({"spelers": ["Cor"], "contract": "bonaak", "tricks": {"Cor": 6},
                                            "irregularity": {"kind": "vals_roemen", "by": "Anna"}})"));
    REQUIRE(other.ok);
    CHECK(nkb::test::statusOf(other, "Anna") == Status::Erin);
    CHECK(nkb::test::statusOf(other, "Cor") == Status::Recht);
}

TEST_CASE("R31: a gift without any result is refused", "[gamefile][R31]")
{
    const GameVerdict v = judge(four(R"({"spelers": ["Bram"], "contract": "60"})"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 31);
    // One misère Speler without a result.
    CHECK(nkb::test::errorRule(judge(four(R"({"spelers": ["Bram", "Cor"], "contract": "misere",
                                             "tricks": {"Bram": 0}})"))) == 31);
}

TEST_CASE("R58: no gift after the game has finished", "[gamefile][R58]")
{
    const std::string win2 = R"({"spelers": ["%"], "contract": "40", "won": true},
                                {"spelers": ["%"], "contract": "40", "won": true})";
    auto twice = [&](const std::string &name) {
        std::string s = win2;
        for (auto p = s.find('%'); p != std::string::npos; p = s.find('%'))
            s.replace(p, 1, name);
        return s;
    };
    const std::string game = twice("Anna") + "," + twice("Bram") + "," + twice("Cor");
    const GameVerdict done = judge(four(game));
    REQUIRE(done.ok);
    CHECK(done.finished);
    CHECK(nkb::test::player(done, "Dirk").points == 1); // R57: the last one left
    const auto pts = finalPoints(done);
    REQUIRE(pts);
    CHECK(*pts == std::vector<int>{10, 8, 4, 1});
    const GameVerdict more = judge(four(game + R"(, {"spelers": ["Dirk"], "contract": "40", "won": true})"));
    CHECK_FALSE(more.ok);
    CHECK(more.errorGift == 7);
    CHECK(nkb::test::errorRule(more) == 58);
    CHECK(more.giften.size() == 6);
}

TEST_CASE("R52, R53: a Speler who is already erin or eruit is refused", "[gamefile][R52][R53]")
{
    const GameVerdict eruit = judge(four(R"(
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": true})"));
    CHECK_FALSE(eruit.ok);
    CHECK(eruit.errorGift == 3);
    CHECK(nkb::test::errorRule(eruit) == 53);
    const GameVerdict erin = judge(four(R"(
        {"spelers": ["Bram"], "contract": "40", "won": false},
        {"spelers": ["Bram"], "contract": "40", "won": false},
        {"spelers": ["Bram"], "contract": "40", "won": true})"));
    CHECK(nkb::test::errorRule(erin) == 52);
}

TEST_CASE("R54-R57: the worked examples of docs/rules.md through the checker", "[gamefile][R54][R55][R56][R57]")
{
    // A wins, A wins; B loses twice; C wins, D wins, C loses, C wins -> A 10, B 0, C 8, D 4.
    const GameVerdict v = judge(four(R"(
        {"spelers": ["Anna"], "contract": "40", "won": true},
        {"spelers": ["Anna"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": false},
        {"spelers": ["Bram"], "contract": "40", "won": false},
        {"spelers": ["Cor"], "contract": "40", "won": true},
        {"spelers": ["Dirk"], "contract": "40", "won": true},
        {"spelers": ["Cor"], "contract": "40", "won": false},
        {"spelers": ["Cor"], "contract": "40", "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.finished);
    CHECK(finalPoints(v) == std::optional<std::vector<int>>({10, 0, 8, 4}));
    // A wins, B wins, C loses; A, B, C misère: A and B no trick, C one -> A 10, B 10, C 0, D 4.
    const GameVerdict m = judge(four(R"(
        {"spelers": ["Anna"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Cor"], "contract": "40", "won": false},
        {"spelers": ["Anna", "Bram", "Cor"], "contract": "misere", "tricks": {"Anna": 0, "Bram": 0, "Cor": 1}})"));
    REQUIRE(m.ok);
    CHECK(m.finished);
    CHECK(finalPoints(m) == std::optional<std::vector<int>>({10, 10, 0, 4}));
}

TEST_CASE("Table of three: the places of table_of_three_places", "[gamefile][R57]")
{
    const GameVerdict v = judge(R"({"players": ["Anna", "Bram", "Cor"], "table_of_three_places": [10, 6, 2],
        "giften": [{"spelers": ["Anna"], "contract": "40", "won": true},
                   {"spelers": ["Anna"], "contract": "40", "won": true},
                   {"spelers": ["Bram"], "contract": "40", "won": true},
                   {"spelers": ["Bram"], "contract": "40", "won": true}]})");
    REQUIRE(v.ok);
    CHECK(v.finished);
    CHECK(finalPoints(v) == std::optional<std::vector<int>>({10, 6, 2}));
}

TEST_CASE("R64, R74, R75, R76: a stated result against an irregularity is refused naming its rule",
          "[gamefile][R64][R74][R75][R76]")
{
    CHECK(nkb::test::errorRule(irregular("verzaking", "Dirk", R"("won": false)")) == 64);
    CHECK(nkb::test::errorRule(irregular("verzaking", "Bram", R"("won": true)")) == 63);
    CHECK(nkb::test::errorRule(irregular("wrong_card_count", "Anna", R"("won": false)")) == 74);
    CHECK(nkb::test::errorRule(irregular("out_of_turn", "Cor", R"("won": false)")) == 76);
    CHECK(nkb::test::errorRule(irregular("revealing", "Cor", R"("won": false)")) == 79);
    CHECK(nkb::test::errorRule(judge(four(R"({"spelers": ["Bram"], "contract": "misere", "won": true,
        "irregularity": {"kind": "misere_no_trump", "by": "Bram"}})"))) == 75);
    CHECK(nkb::test::errorRule(judge(four(R"({"spelers": ["Bram"], "contract": "bonaak 20", "won": true,
        "irregularity": {"kind": "vals_roemen", "by": "Bram"}})"))) == 66);
    // The Speler's own out-of-turn card decides nothing: a contradiction with the points is R32.
    CHECK(nkb::test::errorRule(irregular("out_of_turn", "Bram", R"("points": 10, "won": true)")) == 32);
}

TEST_CASE("Game file: unknown or malformed fields are a parse error, not a guess", "[gamefile][json]")
{
    auto parses = [](const std::string &text) {
        return std::holds_alternative<GameRecord>(parseGameJson(text));
    };
    CHECK(parses(four(R"({"spelers": ["Bram"], "contract": "40", "won": true})")));
    CHECK_FALSE(parses(four(R"({"spelers": ["Bram"], "contract": "40", "wins": true})")));
    CHECK_FALSE(parses(four(R"({"spelers": ["Bram"], "contract": "40", "won": "ja"})")));
    CHECK_FALSE(parses(four(R"({"spelers": ["Bram"], "contract": "40", "points": 40.5})")));
    CHECK_FALSE(parses(four(
        R"({"spelers": ["Bram"], "contract": "40", "irregularity": {"kind": "diefstal", "by": "Cor"}})")));
    CHECK_FALSE(parses(four(
        R"({"spelers": ["Bram"], "contract": "40", "irregularity": {"kind": "verzaking", "by": "Cor", "trick": 3}})")));
    CHECK_FALSE(
        parses(four(R"({"spelers": ["Bram"], "contract": "40", "cards": {"hands": {"Bram": ["ZZ"]}}})")));
    CHECK_FALSE(parses(R"({"giften": []})"));
    CHECK_FALSE(parses("[]"));
    CHECK_FALSE(parses("{"));
    // Numbers are accepted for calls and contracts; "10S" and Dutch letters for cards.
    const auto game =
        parseGameJson(four(R"({"bids": [["Bram", 40], ["Cor", "pas"], ["Dirk", "pass"], ["Anna", "pass"]],
        "contract": 40, "won": true})"));
    REQUIRE(std::holds_alternative<GameRecord>(game));
    const GameVerdict v = checkGame(std::get<GameRecord>(game), kNk);
    REQUIRE(v.ok);
    CHECK(v.giften[0].contract == "40");
}
