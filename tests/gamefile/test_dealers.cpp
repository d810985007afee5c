// Who deals after a gift in which Spelers go out (R52, R53, issue 10): the player who goes eruit
// or erin deals, also when he was the second misère Speler; of several, the first misère bidder
// among them.
#include "gametest.h"

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

TEST_CASE("R52, R53: the second misère Speler who goes out deals the next gift; no R71 warning",
          "[gamefile][R52][R53][R71]")
{
    // Issue 10: Cor wins a 25 (recht, deals gift 2). Bram and Cor play misère, Bram bid it first;
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
