// "the draw spreads tables of three so nobody sits at one twice before
// everybody has once", while no two players meet twice where the numbers allow it.
// Everything is counted from the tables themselves.
#include "draw/draw.h"
#include "drawcheck.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

using namespace nkb::draw;
using drawcheck::numbered;

namespace {

struct Turns {
    int firstTurnBroken{0}; // rounds after which someone has two seats at a table of 3 and someone none
    int outOfTurn{0};       // rounds after which two players' seats at tables of 3 differ by more than one
};

Turns turns(const std::vector<Round> &rounds, int players)
{
    Turns t;
    std::map<PlayerId, int> seats;
    for (PlayerId p = 1; p <= players; ++p)
        seats[p] = 0;
    for (const Round &round : rounds) {
        for (const auto &table : round)
            if (table.size() == 3)
                for (PlayerId p : table)
                    ++seats[p];
        int fewest = 1000;
        int most = 0;
        for (const auto &[p, n] : seats) {
            fewest = std::min(fewest, n);
            most = std::max(most, n);
        }
        t.firstTurnBroken += most >= 2 && fewest == 0 ? 1 : 0;
        t.outOfTurn += most - fewest > 1 ? 1 : 0;
    }
    return t;
}

// 13, 14 and 17 players: no draw was found with the fewest repeat meetings and the first turn
// of tables of three both (a search that put the turn first, with twelve times the default
// effort, left 5, 6 and 4 repeats; README). Repeats come first there.
bool turnGivesWay(int n)
{
    return n == 13 || n == 14 || n == 17;
}

} // namespace

TEST_CASE("Tables of three in turn for every field from 13 to 250 players over five rounds", "[draw][three]")
{
    for (int n = 13; n <= 250; ++n) {
        CAPTURE(n);
        const auto out =
            planDraw(DrawRequest::samePlayers(numbered(n), 5, static_cast<std::uint64_t>(n) * 7U + 1U));
        REQUIRE(out.ok());
        // The turn never costs a repeat meeting: zero from 15 players up, the known minimum below.
        CHECK(drawcheck::repeats(out->rounds) == knownMinimumRepeats(n, 5));
        const Turns t = turns(out->rounds, n);
        if (turnGivesWay(n)) {
            CHECK(t.firstTurnBroken <= 1);
            continue;
        }
        CHECK(t.firstTurnBroken == 0);
        CHECK(t.outOfTurn == 0);
        CHECK(out->threeSeatsEarly == 0);
    }
}

TEST_CASE("Tables of three in turn: 18 players, where no repeats and the turn are both tight",
          "[draw][three]")
{
    // 18 players, two tables of three: rounds 1 to 3 must seat 18 different players at them.
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        CAPTURE(seed);
        const auto out = planDraw(DrawRequest::samePlayers(numbered(18), 5, seed));
        REQUIRE(out.ok());
        CHECK(drawcheck::repeats(out->rounds) == 0);
        std::vector<PlayerId> first3;
        for (std::size_t r = 0; r < 3; ++r)
            for (const auto &table : out->rounds[r])
                if (table.size() == 3)
                    first3.insert(first3.end(), table.begin(), table.end());
        std::sort(first3.begin(), first3.end());
        CHECK(first3 == numbered(18));
    }
}

TEST_CASE("Tables of three in turn after a late entry and a withdrawal", "[draw][three]")
{
    // 26 players drawn, round 1 played; then one withdraws and two come late: 27 players, one table
    // of three a round. Round 1 seated six at tables of three; the next rounds seat three each,
    // and none of the six may get a second seat before every other player present has had one.
    const auto first = planDraw(DrawRequest::samePlayers(numbered(26), 5, 11));
    REQUIRE(first.ok());
    std::vector<Round> played(first->rounds.begin(), first->rounds.begin() + 1);
    auto present = numbered(26);
    present.erase(present.begin() + 3);
    present.push_back(27);
    present.push_back(28);
    const auto again = planDraw(DrawRequest::samePlayers(present, 5, 12, played));
    REQUIRE(again.ok());
    CHECK(drawcheck::repeats(again->rounds) == 0);
    std::map<PlayerId, int> seats;
    for (const Round &round : again->rounds)
        for (const auto &table : round)
            if (table.size() == 3)
                for (PlayerId p : table)
                    ++seats[p];
    // 6 + 4 x 3 = 18 seats for 27 players present: nobody may have two.
    for (PlayerId p : present) {
        CAPTURE(p);
        CHECK(seats[p] <= 1);
    }
}

TEST_CASE("The draw counts seats at a table of three taken out of turn", "[draw][three][report]")
{
    // 13 players drawn by hand: player 1 sits at the table of three in rounds 1 and 2 while
    // player 13 sat at the table of four both times.
    const Round r1{{10, 11, 12, 13}, {1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    const Round r2{{4, 11, 12, 13}, {1, 5, 10}, {2, 6, 7}, {3, 8, 9}};
    const DrawResult r = evaluateSchedule({r1, r2}, 5);
    CHECK(r.reports[0].threeSeatsEarly.empty());
    // Round 2: players with one seat already (1, 2, 3, 5, 6, 7, 8, 9) sit at three again while
    // 11, 12, 13 (none yet) sit at the table of four; 10 had none and is in turn.
    CHECK(r.reports[1].threeSeatsEarly == std::vector<PlayerId>{1, 2, 3, 5, 6, 7, 8, 9});
    CHECK(r.threeSeatsEarly == 8);
}
