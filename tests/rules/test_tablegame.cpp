// R52-R59, R34, R66: statuses, places and reachable results of a game at a table.
#include "tablegamehelpers.h"
#include "nkrules.h"

#include <string>
#include <vector>

using namespace nkb;
using namespace nkb::test;

TEST_CASE("R59: status names as on the scoresheet", "[rules][R59][game]")
{
    CHECK(statusName(Status::Suf) == "suf");
    CHECK(statusName(Status::Krom) == "krom");
    CHECK(statusName(Status::Recht) == "recht");
    CHECK(statusName(Status::Wip) == "wip");
    CHECK(statusName(Status::Eruit) == "eruit");
    CHECK(statusName(Status::Erin) == "erin");
    CHECK(parseStatus("Wip") == Status::Wip);
    CHECK_FALSE(parseStatus("half"));
}

TEST_CASE("R59: status after a win or a loss", "[rules][R59][game]")
{
    TableGame g(4, D, kNk);
    for (int s = 0; s < 4; ++s)
        CHECK(g.status(s) == Status::Suf);
    win(g, A);
    CHECK(g.status(A) == Status::Recht); // suf + win
    lose(g, B);
    CHECK(g.status(B) == Status::Krom); // suf + loss
    lose(g, A);
    CHECK(g.status(A) == Status::Wip); // recht + loss
    win(g, B);
    CHECK(g.status(B) == Status::Wip); // krom + win
    // Opponents get no result (R30).
    CHECK(g.status(C) == Status::Suf);
    CHECK(g.status(D) == Status::Suf);
    win(g, A);
    CHECK(g.status(A) == Status::Eruit); // wip + win
    lose(g, B);
    CHECK(g.status(B) == Status::Erin); // wip + loss
    win(g, C);
    win(g, C);
    CHECK(g.status(C) == Status::Eruit); // recht + win
}

TEST_CASE("R52: krom and a second loss is erin, 0 points, out of the game", "[rules][R52][game]")
{
    TableGame g(4, D, kNk);
    lose(g, B);
    lose(g, B);
    CHECK(g.status(B) == Status::Erin);
    CHECK(g.points(B) == 0);
    CHECK_FALSE(g.place(B));
    CHECK_FALSE(g.isActive(B));
    CHECK(g.active() == std::vector<bool>({true, false, true, true}));
    CHECK(g.activeCount() == 3);
    const Verdict v = g.applyGift({B}, {true});
    REQUIRE(v);
    CHECK(v->rule == 52);
    CHECK(v->message.find("erin") != std::string::npos);
}

TEST_CASE("R53: two wins is eruit, out of the game", "[rules][R53][game]")
{
    TableGame g(4, D, kNk);
    win(g, C);
    CHECK_FALSE(g.points(C));
    win(g, C);
    CHECK(g.status(C) == Status::Eruit);
    CHECK(g.place(C) == 1);
    CHECK(g.points(C) == 10);
    const Verdict v = g.applyGift({A, C}, {true, true});
    REQUIRE(v);
    CHECK(v->rule == 53);
    CHECK(v->message.find("eruit") != std::string::npos);
}

TEST_CASE("docs/rules.md worked example 1: A 10, B 0, C 8, D 4", "[rules][R54][R55][R56][R57][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    win(g, A);
    CHECK(g.status(A) == Status::Eruit);
    CHECK(g.points(A) == 10);
    lose(g, B);
    lose(g, B);
    CHECK(g.status(B) == Status::Erin);
    win(g, C);
    win(g, D);
    lose(g, C);
    CHECK(g.status(C) == Status::Wip);
    CHECK_FALSE(g.finished());
    win(g, C);
    CHECK(g.status(C) == Status::Eruit);
    CHECK(g.place(C) == 2);
    CHECK(g.finished());
    CHECK(g.place(D) == 3);
    CHECK(allPoints(g) == std::vector<int>({10, 0, 8, 4}));
    CHECK(g.firstBidder() == -1);
    const Verdict v = g.applyGift({D}, {true});
    REQUIRE(v);
    CHECK(v->rule == 58);
}

TEST_CASE("docs/rules.md worked example 2: A 10, B 10, C 0, D 4", "[rules][R54][R56][R57][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    win(g, B);
    lose(g, C);
    misere(g, {A, B, C}, {true, true, false});
    CHECK(g.place(A) == 1);
    CHECK(g.place(B) == 1);
    CHECK(g.status(C) == Status::Erin);
    CHECK(g.finished());
    CHECK(g.place(D) == 3);
    CHECK(allPoints(g) == std::vector<int>({10, 10, 0, 4}));
    CHECK(g.dealer() == A);
}

TEST_CASE("R54–R56: first, second and third eruit score 10, 8, 4, R57: the last scores 1", "[rules][R54][R55][R56][R57][game]")
{
    TableGame g(4, D, kNk);
    win(g, B);
    win(g, B);
    win(g, D);
    win(g, D);
    win(g, A);
    CHECK_FALSE(g.points(A));
    CHECK(g.points(B) == 10);
    CHECK(g.points(D) == 8);
    CHECK_FALSE(g.finished());
    win(g, A);
    CHECK(g.finished());
    CHECK(g.place(A) == 3);
    CHECK(g.place(C) == 4);
    CHECK(allPoints(g) == std::vector<int>({4, 10, 1, 8}));
}

TEST_CASE("R57: two eruit and one erin: the last scores 4", "[rules][R57][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    lose(g, B);
    win(g, A);
    win(g, C);
    lose(g, B);
    win(g, C);
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({10, 0, 8, 4}));
}

TEST_CASE("R57: one eruit and two erin: the last scores 8", "[rules][R57][game]")
{
    TableGame g(4, D, kNk);
    lose(g, A);
    lose(g, A);
    win(g, B);
    win(g, B);
    lose(g, C);
    CHECK_FALSE(g.finished());
    lose(g, C);
    CHECK(g.finished());
    CHECK(g.place(D) == 2);
    CHECK(allPoints(g) == std::vector<int>({0, 10, 0, 8}));
}

TEST_CASE("R57: three erin: the last scores 10", "[rules][R57][game]")
{
    TableGame g(4, D, kNk);
    for (int s : {A, B, C}) {
        lose(g, s);
        lose(g, s);
    }
    CHECK(g.finished());
    CHECK(g.place(D) == 1);
    CHECK(g.status(D) == Status::Suf);
    CHECK(allPoints(g) == std::vector<int>({0, 0, 0, 10}));
}

TEST_CASE("R54/R56: two misère Spelers jointly first score 10 each, the next eruit scores 4", "[rules][R54][R56][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    win(g, B);
    misere(g, {B, A}, {true, true});
    CHECK(g.points(A) == 10);
    CHECK(g.points(B) == 10);
    CHECK(g.nextPlace() == 3);
    win(g, C);
    win(g, C);
    CHECK(g.place(C) == 3);
    CHECK(g.points(C) == 4);
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({10, 10, 4, 1}));
}

TEST_CASE("R54: three misère Spelers jointly first score 10 each, the last scores 1", "[rules][R54][R57][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    win(g, B);
    win(g, C);
    misere(g, {A, B, C}, {true, true, true});
    CHECK(g.finished());
    CHECK(g.place(D) == 4);
    CHECK(allPoints(g) == std::vector<int>({10, 10, 10, 1}));
}

TEST_CASE("R55: two misère Spelers jointly second score 8 each", "[rules][R55][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    win(g, A);
    win(g, B);
    win(g, C);
    misere(g, {C, B}, {true, true});
    CHECK(g.place(B) == 2);
    CHECK(g.place(C) == 2);
    CHECK(g.finished());
    CHECK(g.place(D) == 4);
    CHECK(allPoints(g) == std::vector<int>({10, 8, 8, 1}));
}

TEST_CASE("R52/R54: joint misère with one eruit and one erin in the same gift", "[rules][R52][R54][game]")
{
    TableGame g(4, D, kNk);
    win(g, A);
    lose(g, B);
    misere(g, {B, A}, {false, true});
    CHECK(g.status(A) == Status::Eruit);
    CHECK(g.status(B) == Status::Erin);
    CHECK(g.points(A) == 10);
    CHECK(g.points(B) == 0);
    CHECK(g.nextPlace() == 2);
    CHECK(g.dealer() == B);
    CHECK_FALSE(g.finished());
}

TEST_CASE("R58: the game ends when everyone is out, all erin at once scores 0 each", "[rules][R58][game]")
{
    TableGame g(4, D, kNk);
    lose(g, A);
    lose(g, A);
    lose(g, B);
    lose(g, B);
    lose(g, C);
    lose(g, D);
    // The two left both play misère; as the only players left one of them must take a trick.
    CHECK(g.checkGift({C, D}, {true, true}));
    CHECK(ruleOf(g.checkGift({C, D}, {true, true})) == 34);
    misere(g, {C, D}, {false, false});
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({0, 0, 0, 0}));
    for (int s = 0; s < 4; ++s)
        CHECK_FALSE(g.place(s));
}

TEST_CASE("R34: when all players in the game play misère they cannot all win", "[rules][R34][game]")
{
    TableGame g(4, D, kNk);
    const Verdict v = g.applyGift({A, B, C, D}, {true, true, true, true});
    REQUIRE(v);
    CHECK(v->rule == 34);
    CHECK(g.status(A) == Status::Suf); // refused: nothing changed
    CHECK_FALSE(g.checkGift({A, B, C, D}, {true, true, true, false}));
    CHECK_FALSE(g.checkGift({A, B, C}, {true, true, true})); // D may take every trick
}

TEST_CASE("R66: vals roemen makes a player erin at once, whatever his status", "[rules][R66][game]")
{
    TableGame g(4, D, kNk);
    win(g, A); // A recht
    // A bids bonaak met roem he cannot have: erin although he never lost.
    REQUIRE_FALSE(g.applyGift({A}, {true}, {A}));
    CHECK(g.status(A) == Status::Erin);
    CHECK(g.points(A) == 0);
    CHECK(g.dealer() == A);
    // A bidder who was overbid, not the Speler: he is erin, the Speler's result counts.
    REQUIRE_FALSE(g.applyGift({B}, {true}, {C}));
    CHECK(g.status(C) == Status::Erin); // from suf
    CHECK(g.status(B) == Status::Recht);
    CHECK(g.dealer() == B);
    CHECK(g.finished() == false);
    // Vals roemen by a player already out, or in a gift of several misère Spelers, cannot be.
    CHECK(ruleOf(g.checkGift({B}, {true}, {A})) == 66);
    CHECK(ruleOf(g.checkGift({B, D}, {true, false}, {D})) == 67);
}

TEST_CASE("R66: every vals roemer of one gift is erin, the Speler among them or not", "[rules][R66][game]")
{
    TableGame g(4, D, kNk);
    win(g, C); // C recht
    // A and B each bid what they cannot have; C goes and wins: A and B erin, both from suf.
    REQUIRE_FALSE(g.applyGift({C}, {true}, {A, B}));
    CHECK(g.status(A) == Status::Erin);
    CHECK(g.status(B) == Status::Erin);
    CHECK(g.points(A) == 0);
    CHECK(g.points(B) == 0);
    CHECK(g.status(C) == Status::Eruit); // his own two wins (R53): place 1
    CHECK(g.points(C) == 10);
    // D is left alone with two erin and one eruit: place 2, 8 points (R57), the game is over (R58).
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({0, 0, 10, 8}));
}

TEST_CASE("R66: the Speler and another bidder both vals: both erin, the Speler deals",
          "[rules][R66][R52][game]")
{
    TableGame g(4, D, kNk);
    REQUIRE_FALSE(g.applyGift({B}, {false}, {B, D}));
    CHECK(g.status(B) == Status::Erin);
    CHECK(g.status(D) == Status::Erin);
    CHECK(g.status(A) == Status::Suf);
    CHECK(g.dealer() == B);
    CHECK_FALSE(g.finished());
}

TEST_CASE("R66/R58: vals roemen can end the game", "[rules][R66][R58][R57][game]")
{
    TableGame g(3, C, kNk, {10, 8, 4});
    win(g, A);
    win(g, A); // A eruit: 10
    REQUIRE_FALSE(g.applyGift({B}, {false}, {B}));
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({10, 0, 8}));
}

TEST_CASE("Table of three: places 10, 8, 4", "[rules][R54][R55][R56][R57][game]")
{
    TableGame g(3, C, kNk);
    CHECK(g.placePoints() == std::vector<int>({10, 8, 4}));
    CHECK(g.firstBidder() == A);
    win(g, B);
    win(g, B);
    CHECK(g.points(B) == 10);
    win(g, A);
    win(g, A);
    CHECK(g.finished());
    CHECK(allPoints(g) == std::vector<int>({8, 10, 4}));
    TableGame h(3, A, kNk);
    lose(h, B);
    lose(h, B);
    lose(h, C);
    lose(h, C);
    CHECK(allPoints(h) == std::vector<int>({10, 0, 0}));
    TableGame custom(3, A, kNk, {12, 6, 2}); // a tournament setting
    win(custom, A);
    win(custom, A);
    lose(custom, B);
    lose(custom, B);
    CHECK(allPoints(custom) == std::vector<int>({12, 0, 6}));
}

TEST_CASE("TableGame: bad input is refused with a reason, never a crash", "[rules][game]")
{
    CHECK(TableGame(1, 0, kNk).setupError());
    CHECK(TableGame(8, 0, kNk).setupError());
    CHECK(TableGame(4, 4, kNk).setupError());
    TableGame bad(4, -1, kNk);
    CHECK(bad.applyGift({A}, {true}));
    TableGame g(4, D, kNk);
    CHECK(ruleOf(g.checkGift({}, {})) == 20);
    CHECK(g.checkGift({A}, {}));
    CHECK(g.checkGift({A, A}, {true, true}));
    CHECK(g.checkGift({5}, {true}));
    CHECK(g.checkGift({A}, {true}, {7}));
    CHECK(g.checkGift({A}, {true}, {B, B})); // one vals roemer named twice
    CHECK(g.status(9) == Status::Suf);
    CHECK_FALSE(g.place(-1));
    CHECK(g.giftCount() == 0);
}

// Which end results a game of four can have. Reasoning from the rules:
// - 10/8/4/1: three players go eruit one after another, the last takes place 4 (R54–R57).
// - 10/10/4/1: two misère Spelers jointly first, then one eruit at place 3, the last place 4.
// - 10/10/10/1: three misère Spelers jointly first (R54), the last scores 1.
// - 10/8/8/1: two misère Spelers jointly second (R55).
// - 10/8/4/0, 10/8/0/0, 10/0/0/0 (R57: the last scores 4, 8, 10).
// - 10/10/0/4 (worked example 2) and 0/0/0/0: the last two, both krom, both play misère and
//   both take a trick (R58: "zodra elke speler erin of eruit is").
// - 10/10/10/10 cannot be: all four would go eruit in one joint misère gift, but with everybody
//   playing misère somebody takes a trick (R34). 10/8/4/4 the same: C and D jointly third would be
//   the only two players left. 8/8/4/1: nobody scores 10, but the first player to take a place
//   (eruit, or the last player) takes place 1. 10/8/4/4/1 has the wrong size. 10/8/1/0: after one
//   eruit and one erin the next place is 2 or 3 (joint eruit), never 4 for the last.
TEST_CASE("R54–R58: reachable and unreachable results of a game of four", "[rules][R54][R55][R56][R57][R58][game]")
{
    for (const std::vector<int> &p : std::vector<std::vector<int>>{{10, 8, 4, 1},
                                                                   {1, 4, 8, 10},
                                                                   {10, 10, 4, 1},
                                                                   {10, 10, 10, 1},
                                                                   {10, 8, 8, 1},
                                                                   {10, 8, 4, 0},
                                                                   {10, 8, 0, 0},
                                                                   {10, 0, 0, 0},
                                                                   {10, 10, 0, 4},
                                                                   {10, 10, 0, 0},
                                                                   {10, 10, 10, 0},
                                                                   {0, 0, 0, 0}}) {
        INFO(p[0] << "/" << p[1] << "/" << p[2] << "/" << p[3]);
        CHECK(isReachableOutcome(p, 4, kNk));
    }
    for (const std::vector<int> &p : std::vector<std::vector<int>>{{10, 10, 10, 10},
                                                                   {8, 8, 4, 1},
                                                                   {10, 8, 4, 4},
                                                                   {10, 8, 1, 0},
                                                                   {10, 8, 4, 2},
                                                                   {10, 4, 1, 0},
                                                                   {8, 4, 1, 0},
                                                                   {10, 8, 4, 1, 0}}) {
        INFO(p.size() << " players, first " << p[0] << "/" << p[1] << "/" << p[2] << "/" << p[3]);
        CHECK_FALSE(isReachableOutcome(p, 4, kNk));
    }
}

// Table of three (10/8/4): 10/8/4, 10/10/4 (two jointly first), 10/8/0, 10/0/0, 10/10/0 (joint
// first, the third erin before), 0/0/0 (the last two both lose a misère). 10/10/10 cannot be: the
// three would all be the only players left (R34). 8/4/0 has no 10.
TEST_CASE("R54–R58: reachable results at a table of three", "[rules][R54][R57][R58][game]")
{
    for (const std::vector<int> &p : std::vector<std::vector<int>>{
             {10, 8, 4}, {10, 10, 4}, {10, 8, 0}, {10, 0, 0}, {10, 10, 0}, {0, 0, 0}})
        CHECK(isReachableOutcome(p, 3, kNk));
    for (const std::vector<int> &p : std::vector<std::vector<int>>{{10, 10, 10}, {8, 4, 0}, {10, 4, 4}, {10, 8, 8}})
        CHECK_FALSE(isReachableOutcome(p, 3, kNk));
    const auto all = reachableOutcomes(3, kNk);
    CHECK(all.size() == 6);
}
