// The klassement (R60), the final cut and its lot, the final's ranking (R61), written from the
// reglement: "bij gelijke score beslist het aantal gewonnen spellen (10-punten) en vervolgens het
// aantal tweede plaatsen, enzovoort".
#include "standingsrow.h"
#include "tournament/standings.h"
#include "tournament/standingscolumns.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>

using namespace nkb;

namespace {

// A small tournament where each player's games are given directly as a list of points: every game
// is put at its own table of four together with three "filler" players who are not compared.
struct Builder {
    Tournament t;
    int nextTable = 1;
    int fillers = 1000;

    Builder() { t.info.rounds = 5; }
    int add(const std::string &name, std::vector<std::string> categories = {})
    {
        Player p;
        p.startNumber = static_cast<int>(t.players.size()) + 1;
        p.name = name;
        p.categories = std::move(categories);
        t.players.push_back(p);
        return p.startNumber;
    }
    // One game in round r: player sn scores `points`; the other three seats get the rest of a
    // valid outcome (the fillers are not players of the tournament, so they are not ranked).
    void game(int sn, int points, int round = 1)
    {
        Round *r = nullptr;
        for (auto &x : t.rounds)
            if (x.number == round)
                r = &x;
        if (!r) {
            t.rounds.push_back(Round{round, {}, std::nullopt, "hand"});
            r = &t.rounds.back();
        }
        const int table = nextTable++;
        r->tables.push_back(Table{table, {sn, fillers++, fillers++, fillers++}});
        t.games.push_back(GameResult{round, table, 1, true, {points, 0, 0, 0}, std::nullopt, true, {}, {}});
    }
    void games(int sn, std::vector<int> points)
    {
        for (int p : points)
            game(sn, p);
    }
};

} // namespace

using nkbtest::row;

TEST_CASE("R60: more points ranks higher", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.games(a, {8, 8, 8});   // 24
    b.games(c, {10, 10, 1}); // 21, though with more 10s
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, a).rank == 1);
    CHECK(row(rows, c).rank == 2);
    CHECK(row(rows, a).ladder.points == 24);
    CHECK(row(rows, c).ladder.tens == 2);
}

TEST_CASE("R60: level on points, the number of 10s decides", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.games(a, {8, 8, 4});   // 20, no 10
    b.games(c, {10, 10, 0}); // 20, two 10s
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, c).rank == 1);
    CHECK(row(rows, a).rank == 2);
    CHECK_FALSE(row(rows, a).sharedRank);
}

TEST_CASE("R60: level on points and 10s, the number of 8s decides", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.games(a, {10, 4, 4, 4, 4, 0}); // 26: one 10, no 8
    b.games(c, {10, 8, 8, 0});       // 26: one 10, two 8s
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, c).rank == 1);
    CHECK(row(rows, a).rank == 2);
}

TEST_CASE("R60: level on points, 10s and 8s, the number of 4s decides", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.games(a, {10, 8, 1, 1, 1, 1}); // 22: 10, 8, four 1s
    b.games(c, {10, 8, 4});          // 22: 10, 8, one 4
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, c).rank == 1);
    CHECK(row(rows, a).rank == 2);
}

TEST_CASE("R60: level on points, 10s, 8s and 4s, the number of 1s decides", "[tournament][R60]")
{
    // With equal points and equal 10s, 8s and 4s the 1s are equal too (points = 10a+8b+4c+d),
    // so the last step of the ladder is checked on ladders directly.
    Ladder a;
    a.points = 13;
    a.tens = 1;
    a.ones = 3;
    Ladder c;
    c.points = 13;
    c.tens = 1;
    c.ones = 2;
    CHECK(ladderBefore(a, c));
    CHECK_FALSE(ladderBefore(c, a));
    Ladder d = a;
    d.fours = 1; // more 4s outranks more 1s
    d.ones = 0;
    CHECK(ladderBefore(d, a));
}

TEST_CASE("R60: players still level share the rank, and the next rank skips", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    const int e = b.add("E");
    const int f = b.add("F");
    b.games(a, {10, 10});
    b.games(c, {10, 4, 4}); // 18: one 10, two 4s
    b.games(e, {4, 10, 4}); // 18: the same counts in another order
    b.games(f, {8, 8});
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, a).rank == 1);
    CHECK(row(rows, c).rank == 2);
    CHECK(row(rows, e).rank == 2);
    CHECK(row(rows, c).sharedRank);
    CHECK(row(rows, e).sharedRank);
    CHECK(row(rows, f).rank == 4);
    // Level players are listed by start number.
    CHECK(rows[1].startNumber == c);
    CHECK(rows[2].startNumber == e);
}

TEST_CASE("R60: zeros do not break a tie (only 10s, 8s, 4s, 1s do)", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.games(a, {10, 8});
    b.games(c, {10, 8, 0}); // one game more, scored 0
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, a).rank == 1);
    CHECK(row(rows, c).rank == 1);
    CHECK(row(rows, c).ladder.zeros == 1);
    CHECK(row(rows, c).ladder.games == 3);
}

TEST_CASE("R60: standings after a given round count only the rounds up to it", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C");
    b.game(a, 10, 1);
    b.game(c, 4, 1);
    b.game(c, 10, 2);
    b.game(c, 10, 2);
    CHECK(row(computeStandings(b.t, {1, std::nullopt}), a).rank == 1);
    CHECK(row(computeStandings(b.t, {2, std::nullopt}), c).rank == 1);
    CHECK(row(computeStandings(b.t, {2, std::nullopt}), c).ladder.points == 24);
}

TEST_CASE("R60: a standing per category ranks only that category", "[tournament][R60]")
{
    Builder b;
    const int a = b.add("A");
    const int c = b.add("C", {"dame"});
    const int e = b.add("E", {"dame", "nieuw"});
    b.games(a, {10});
    b.games(c, {4});
    b.games(e, {8});
    const auto dames = computeStandings(b.t, {std::nullopt, std::string("dame")});
    REQUIRE(dames.size() == 2);
    CHECK(dames[0].startNumber == e);
    CHECK(dames[0].rank == 1);
    CHECK(dames[1].startNumber == c);
    CHECK(dames[1].rank == 2);
    const auto nieuw = computeStandings(b.t, {std::nullopt, std::string("nieuw")});
    REQUIRE(nieuw.size() == 1);
    (void)a;
}

TEST_CASE("R61: the finalists are the top four, a tie across the cut is flagged", "[tournament][R61][R60]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D", "E", "F"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10, 10});
    b.games(sn[1], {10, 8});
    b.games(sn[2], {10, 4});
    b.games(sn[3], {8, 4}); // 12: one 8, one 4
    b.games(sn[4], {4, 8}); // 12: the same: level with D across the cut
    b.games(sn[5], {1});
    const auto view = computeFinalists(b.t);
    REQUIRE(view.tie.has_value());
    CHECK(view.undecided());
    CHECK(view.tie->rank == 4);
    CHECK(view.tie->places == 1);
    CHECK(view.tie->players == std::vector<int>{sn[3], sn[4]});
    CHECK(view.finalists == std::vector<int>{sn[0], sn[1], sn[2]});
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, sn[3]).tieAtCut);
    CHECK(row(rows, sn[4]).tieAtCut);
    CHECK_FALSE(row(rows, sn[2]).tieAtCut);
}

TEST_CASE("R61: a tie inside the top four is no cut tie", "[tournament][R61]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D", "E"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10});
    b.games(sn[1], {8});
    b.games(sn[2], {8}); // shared second place: both reach the final anyway
    b.games(sn[3], {4});
    b.games(sn[4], {1});
    const auto view = computeFinalists(b.t);
    CHECK_FALSE(view.tie.has_value());
    CHECK(view.finalists == std::vector<int>{sn[0], sn[1], sn[2], sn[3]});
}

TEST_CASE("R61: a withdrawn player does not reach the final, the next one does", "[tournament][R61]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D", "E"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10, 10});
    b.games(sn[1], {10, 8});
    b.games(sn[2], {10, 4});
    b.games(sn[3], {8, 4});
    b.games(sn[4], {8});
    b.t.players[1].withdrawnFromRound = 3; // B left after round 2: keeps his points
    const auto rows = computeStandings(b.t);
    CHECK(row(rows, sn[1]).rank == 2);
    CHECK(row(rows, sn[1]).withdrawn);
    const auto view = computeFinalists(b.t);
    CHECK(view.finalists == std::vector<int>{sn[0], sn[2], sn[3], sn[4]});
}

TEST_CASE("R60: a recorded lot settles the cut, a lot over another group does not", "[tournament][R60][R61]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D", "E", "F"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10, 10});
    b.games(sn[1], {10, 8});
    b.games(sn[2], {8, 4});
    b.games(sn[3], {4, 8});
    b.games(sn[4], {8, 4}); // C, D, E level at rank 3 for two places
    b.games(sn[5], {1});
    auto view = computeFinalists(b.t);
    REQUIRE(view.tie);
    CHECK(view.tie->rank == 3);
    CHECK(view.tie->places == 2);
    Lot other{3, 2, 7, {sn[2], sn[3]}, {sn[3], sn[2]}, "x"};
    b.t.lots.push_back(other);
    CHECK(computeFinalists(b.t).undecided());
    Lot lot{3, 2, 99, view.tie->players, drawLotOrder(view.tie->players, 99), "y"};
    b.t.lots.push_back(lot);
    view = computeFinalists(b.t);
    CHECK_FALSE(view.undecided());
    REQUIRE(view.finalists.size() == 4);
    CHECK(view.finalists[2] == lot.order[0]);
    CHECK(view.finalists[3] == lot.order[1]);
}

TEST_CASE("R60: the lot is reproducible, a permutation, and uses std::mt19937_64", "[tournament][R60][lot]")
{
    const std::vector<int> players{12, 3, 7, 40, 5};
    const auto a = drawLotOrder(players, 2026);
    CHECK(a == drawLotOrder(players, 2026));
    CHECK(a == drawLotOrder({40, 7, 5, 3, 12}, 2026)); // input order does not matter
    auto sorted = a;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<int>{3, 5, 7, 12, 40});
    bool differs = false;
    for (std::uint64_t s = 1; s < 20 && !differs; ++s)
        differs = drawLotOrder(players, s) != a;
    CHECK(differs);
    // Two players: Fisher–Yates draws j in [0,2) from the first output; mt19937_64 with the
    // standard default seed 5489 first gives 14514284786278117030 (even), so j = 0: swapped.
    std::mt19937_64 g(5489);
    CHECK(g() == 14514284786278117030ULL);
    CHECK(drawLotOrder({1, 2}, 5489) == std::vector<int>{2, 1});
}

TEST_CASE("R61: the final ranks by final points and the ladder, level finalists share the place",
          "[tournament][R61]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D", "E"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10, 10});
    b.games(sn[1], {10, 8});
    b.games(sn[2], {10, 4});
    b.games(sn[3], {8, 4});
    b.games(sn[4], {1});
    // Final table: A, B, C, D. Game 1: A 10, B 8, C 4, D 1. Game 2: D 10, C 8, B 4, A 1.
    b.t.rounds.push_back(
        Round{kFinalRound, {Table{1, {sn[0], sn[1], sn[2], sn[3]}}}, std::nullopt, "finale"});
    b.t.games.push_back(GameResult{kFinalRound, 1, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    b.t.games.push_back(GameResult{kFinalRound, 1, 2, true, {1, 4, 8, 10}, std::nullopt, true, {}, {}});
    // Everybody has 11 or 12: A 11 (10+1), B 12 (8+4), C 12 (4+8), D 11 (1+10).
    // B and C: 12 each, no 10s, one 8, one 4: level on the whole ladder. Neither the reglement nor
    // the Handleiding breaks that tie: both are "1=", until the director settles it.
    // A and D: 11 each, one 10, one 1: level too: both "3=".
    const auto rows = computeFinalRanking(b.t);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].startNumber == sn[1]);
    CHECK(rows[1].startNumber == sn[2]);
    CHECK(rows[2].startNumber == sn[0]);
    CHECK(rows[3].startNumber == sn[3]);
    CHECK(rows[0].rank == 1);
    CHECK(rows[1].rank == 1);
    CHECK(rows[0].sharedRank);
    CHECK(rows[2].rank == 3);
    CHECK(rows[3].rank == 3);
    CHECK(rows[3].sharedRank);
    CHECK(rows[0].ladder.points == 12);
    // The qualifying standings are not changed by the final.
    CHECK(row(computeStandings(b.t), sn[0]).ladder.points == 20);
}

TEST_CASE("R61: before the final's first game nobody has a place in it, the table reads in qualifying order",
          "[tournament][R61]")
{
    // Issue 35: seated, not played, all four showed "1=" with 0 points. A place in the final is
    // earned in its games (R61); before the first one there is none to share.
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D"})
        sn.push_back(b.add(n));
    b.games(sn[2], {10, 10}); // C first after the qualifying rounds, then A, D, B
    b.games(sn[0], {10, 8});
    b.games(sn[3], {8, 4});
    b.games(sn[1], {4});
    b.t.rounds.push_back(Round{kFinalRound, {Table{1, {sn[0], sn[1], sn[2], sn[3]}}}, std::nullopt, "finale"});
    const auto before = computeFinalRanking(b.t);
    REQUIRE(before.size() == 4);
    const std::vector<int> order{sn[2], sn[0], sn[3], sn[1]};
    for (std::size_t i = 0; i < before.size(); ++i) {
        INFO("row " << i);
        CHECK(before[i].startNumber == order[i]);
        CHECK(before[i].rank == 0);
        CHECK_FALSE(before[i].sharedRank);
        CHECK(rankText(before[i].rank, before[i].sharedRank) == "–");
    }
    // The first game played: places by its points (B 10, A 8, D 4, C 1).
    b.t.games.push_back(GameResult{kFinalRound, 1, 1, true, {8, 10, 1, 4}, std::nullopt, true, {}, {}});
    const auto after = computeFinalRanking(b.t);
    CHECK(after[0].startNumber == sn[1]);
    CHECK(after[0].rank == 1);
    CHECK(rankText(after[0].rank, after[0].sharedRank) == "1");
    CHECK(after[3].startNumber == sn[2]);
    CHECK(after[3].rank == 4);
}

TEST_CASE("R61: in the final the ladder decides before the qualifying rank", "[tournament][R61][R60]")
{
    Builder b;
    std::vector<int> sn;
    for (const char *n : {"A", "B", "C", "D"})
        sn.push_back(b.add(n));
    b.games(sn[0], {10});
    b.games(sn[1], {8});
    b.games(sn[2], {4});
    b.games(sn[3], {1});
    b.t.rounds.push_back(
        Round{kFinalRound, {Table{1, {sn[0], sn[1], sn[2], sn[3]}}}, std::nullopt, "finale"});
    b.t.info.finalGames = 3;
    b.t.games.push_back(GameResult{kFinalRound, 1, 1, true, {8, 10, 4, 1}, std::nullopt, true, {}, {}});
    b.t.games.push_back(GameResult{kFinalRound, 1, 2, true, {4, 1, 10, 8}, std::nullopt, true, {}, {}});
    b.t.games.push_back(GameResult{kFinalRound, 1, 3, true, {1, 4, 8, 10}, std::nullopt, true, {}, {}});
    // A 13 (8,4,1), B 15 (10,1,4), C 22 (4,10,8), D 19 (1,8,10).
    const auto rows = computeFinalRanking(b.t);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].startNumber == sn[2]);
    CHECK(rows[1].startNumber == sn[3]);
    CHECK(rows[2].startNumber == sn[1]);
    CHECK(rows[3].startNumber == sn[0]);
}

TEST_CASE("Klassement: a player ticked absent who never sat at a table is not ranked, nor the zwabber",
          "[standings][R60]")
{
    Builder b;
    const int anna = b.add("Anna", {"dame"});
    const int bram = b.add("Bram");
    const int cor = b.add("Cor", {"dame"});
    b.game(anna, 10);
    b.game(bram, 1);
    b.t.players[static_cast<std::size_t>(cor - 1)].present = false; // did not come to the door
    auto rows = computeStandings(b.t);
    REQUIRE(rows.size() == 2);
    CHECK(rows.back().name == "Bram"); // de zwabber is the last who played
    CHECK(computeStandings(b.t, StandingsOptions{std::nullopt, std::string("dame")}).size() == 1);
    // Checked out after having played (he should have been withdrawn): his games still count.
    b.t.players[static_cast<std::size_t>(bram - 1)].present = false;
    rows = computeStandings(b.t);
    REQUIRE(rows.size() == 2);
    CHECK(rows.back().name == "Bram");
    CHECK(rows.back().ladder.ones == 1);
}
