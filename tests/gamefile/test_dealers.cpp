// Who deals (R5, R52, R53, R71): the first dealer, the Speler after him, and after a gift in which
// Spelers go out the player who goes eruit or erin, also when he was the second misère Speler; of
// several, the first misère bidder among them. A wrong dealer is a warning (R71).
#include "gametest.h"

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

TEST_CASE("R5: the first dealer is given, or the player before the first bidder, or the last player",
          "[gamefile][R5]")
{
    CHECK(judge(four(R"({"dealer": "Cor", "spelers": ["Dirk"], "contract": "40", "won": true})"))
              .giften[0]
              .dealer == "Cor");
    CHECK(
        judge(
            four(R"({"bids": [["Cor","40"],["Dirk","pass"],["Anna","pass"],["Bram","pass"]], "won": true})"))
            .giften[0]
            .dealer == "Bram");
    CHECK(judge(four(R"({"spelers": ["Bram"], "contract": "40", "won": true})")).giften[0].dealer == "Dirk");
}

TEST_CASE("R5: the Speler deals the next gift, with several misère Spelers the first misère bidder",
          "[gamefile][R5][R35]")
{
    const GameVerdict v = judge(four(R"(
        {"spelers": ["Cor"], "contract": "40", "won": true},
        {"bids": [["Dirk","pass"],["Anna","misere"],["Bram","misere"],["Cor","pass"]],
         "won": {"Anna": true, "Bram": false}},
        {"bids": [["Bram","50"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[0].nextDealer == "Cor");
    CHECK(v.giften[1].dealer == "Cor");
    CHECK(v.giften[1].nextDealer == "Anna");
    CHECK(v.giften[2].dealer == "Anna");
}

TEST_CASE("R52, R53: a player who went eruit or erin deals the next gift, the auction starts left of him",
          "[gamefile][R52][R53]")
{
    // Bram wins twice (eruit) and deals gift 3: Cor starts the auction.
    const GameVerdict v = judge(four(R"(
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"bids": [["Cor","40"],["Dirk","pass"],["Anna","pass"]], "won": false})"));
    REQUIRE(v.ok);
    CHECK(v.giften[1].nextDealer == "Bram");
    CHECK(v.giften[2].dealer == "Bram");
    CHECK(v.giften[2].warnings.empty());
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Eruit);
    // Erin likewise: Dirk loses twice and deals; Anna starts.
    const GameVerdict e = judge(four(R"(
        {"spelers": ["Dirk"], "contract": "40", "won": false},
        {"spelers": ["Dirk"], "contract": "40", "won": false},
        {"bids": [["Anna","40"],["Bram","pass"],["Cor","pass"]], "won": true})"));
    REQUIRE(e.ok);
    CHECK(e.giften[2].dealer == "Dirk");
    CHECK(nkb::test::player(e, "Dirk").points == 0);
    // The eruit player cannot bid any more (R53).
    CHECK_FALSE(judge(four(R"(
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": true},
        {"bids": [["Cor","40"],["Dirk","pass"],["Anna","pass"],["Bram","50"]], "won": false})"))
                    .ok);
}

TEST_CASE("R54, R5: several misère Spelers going out at once: the first misère bidder deals",
          "[gamefile][R54][R5]")
{
    const GameVerdict v = judge(four(R"(
        {"spelers": ["Cor"], "contract": "40", "won": true},
        {"spelers": ["Dirk"], "contract": "40", "won": true},
        {"bids": [["Anna","pass"],["Bram","pass"],["Cor","misere"],["Dirk","misere"]],
         "won": {"Cor": true, "Dirk": true}},
        {"bids": [["Anna","40"],["Bram","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[2].spelers == std::vector<std::string>{"Cor", "Dirk"});
    CHECK(v.giften[2].nextDealer == "Cor");
    CHECK(v.giften[3].dealer == "Cor");
    CHECK(nkb::test::player(v, "Cor").place == 1);
    CHECK(nkb::test::player(v, "Dirk").place == 1);
    CHECK(nkb::test::player(v, "Cor").points == 10);
    CHECK(nkb::test::player(v, "Dirk").points == 10);
}

TEST_CASE("R71: a wrong dealer is a warning, and the auction starts where it would have", "[gamefile][R71]")
{
    // Bram went in gift 1, so Bram deals gift 2 and Cor calls first; Dirk dealt instead.
    const GameVerdict v = judge(four(R"(
        {"dealer": "Anna", "spelers": ["Bram"], "contract": "40", "won": true},
        {"dealer": "Dirk", "bids": [["Cor","40"],["Dirk","pass"],["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[1].dealer == "Dirk");
    REQUIRE(v.giften[1].warnings.size() == 1);
    CHECK(v.giften[1].warnings[0].rfind("Regel 71", 0) == 0);
    CHECK(v.giften[1].nextDealer == "Cor");
    // Noticed only after the first call, the game goes on (R71, second sentence): the auction
    // that started left of the wrong dealer (Anna) stands, with a warning.
    const GameVerdict late = judge(four(R"(
        {"dealer": "Anna", "spelers": ["Bram"], "contract": "40", "won": true},
        {"dealer": "Dirk", "bids": [["Anna","40"],["Bram","pass"],["Cor","pass"],["Dirk","pass"]], "won": true})"));
    REQUIRE(late.ok);
    CHECK(late.giften[1].spelers == std::vector<std::string>{"Anna"});
    REQUIRE(late.giften[1].warnings.size() == 1);
    CHECK(late.giften[1].warnings[0].rfind("Regel 71", 0) == 0);
    CHECK(late.giften[1].nextDealer == "Anna");
    // Starting anywhere else is out of turn (R8): Bram sits left of neither Bram nor Dirk.
    CHECK(nkb::test::errorRule(judge(four(R"(
        {"dealer": "Anna", "spelers": ["Bram"], "contract": "40", "won": true},
        {"dealer": "Dirk", "bids": [["Bram","40"]], "won": true})"))) == 8);
    // Without a wrong dealer, starting left of someone else is out of turn.
    CHECK(nkb::test::errorRule(judge(four(R"(
        {"dealer": "Anna", "spelers": ["Bram"], "contract": "40", "won": true},
        {"bids": [["Anna","40"]], "won": true})"))) == 8);
}

TEST_CASE("R52, R53: the second misère Speler who goes out deals the next gift, no R71 warning",
          "[gamefile][R52][R53][R71]")
{
    // Cor wins a 25 (recht, deals gift 2). Bram and Cor play misère, Bram bid it first;
    // Bram takes a trick, Cor none: Cor is eruit and deals gift 3 (R53), which he does.
    const GameVerdict v = judge(four(R"(
        {"dealer": "Anna", "bids": [["Bram","pass"],["Cor","25"],["Dirk","pass"],["Anna","pass"]], "won": true},
        {"dealer": "Cor", "bids": [["Dirk","pass"],["Anna","pass"],["Bram","misere"],["Cor","misere"]],
         "tricks": {"Bram": 1, "Cor": 0}},
        {"dealer": "Cor", "bids": [["Dirk","40"],["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[1].nextDealer == "Cor");
    CHECK(v.giften[2].warnings.empty());
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Eruit);
    CHECK(nkb::test::player(v, "Cor").points == 10);
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Krom);
    // Erin likewise: Cor loses a 25 (krom), then takes two tricks in the misère: Cor deals.
    const GameVerdict e = judge(four(R"(
        {"dealer": "Anna", "bids": [["Bram","pass"],["Cor","25"],["Dirk","pass"],["Anna","pass"]], "won": false},
        {"dealer": "Cor", "bids": [["Dirk","pass"],["Anna","pass"],["Bram","misere"],["Cor","misere"]],
         "tricks": {"Bram": 0, "Cor": 2}},
        {"dealer": "Cor", "bids": [["Dirk","40"],["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(e.ok);
    CHECK(e.giften[1].nextDealer == "Cor");
    CHECK(e.giften[2].warnings.empty());
    CHECK(nkb::test::statusOf(e, "Cor") == Status::Erin);
    // Writing Bram (R5's first misère Speler) as the dealer of gift 3 is now the wrong dealer.
    const GameVerdict w = judge(four(R"(
        {"dealer": "Anna", "bids": [["Bram","pass"],["Cor","25"],["Dirk","pass"],["Anna","pass"]], "won": true},
        {"dealer": "Cor", "bids": [["Dirk","pass"],["Anna","pass"],["Bram","misere"],["Cor","misere"]],
         "tricks": {"Bram": 1, "Cor": 0}},
        {"dealer": "Bram", "bids": [["Dirk","40"],["Anna","pass"],["Bram","pass"]], "won": true})"));
    REQUIRE(w.ok);
    CHECK(nkb::test::anyWarningWith(w.giften[2], "Regel 71"));
}

TEST_CASE("R52, R53: two misère Spelers going out together: the first misère bidder deals",
          "[gamefile][R52][R53][R54]")
{
    // Bram and Cor both win a 40 (recht), then both win a double misère (Bram bid it first): both
    // eruit, place 1 and 10 points each (R54); Bram deals gift 4; Cor, left of him, is out, so
    // Dirk calls first.
    const GameVerdict v = judge(four(R"(
        {"dealer": "Anna", "spelers": ["Bram"], "contract": "40", "won": true},
        {"spelers": ["Cor"], "contract": "40", "won": true},
        {"bids": [["Dirk","pass"],["Anna","pass"],["Bram","misere"],["Cor","misere"]],
         "won": {"Bram": true, "Cor": true}},
        {"dealer": "Bram", "bids": [["Dirk","40"],["Anna","pass"]], "won": true})"));
    REQUIRE(v.ok);
    CHECK(v.giften[2].spelers == std::vector<std::string>{"Bram", "Cor"});
    CHECK(v.giften[2].nextDealer == "Bram");
    CHECK(v.giften[3].warnings.empty());
    CHECK(nkb::test::player(v, "Bram").points == 10);
    CHECK(nkb::test::player(v, "Cor").points == 10);
}
