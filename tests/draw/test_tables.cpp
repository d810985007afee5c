// The table draw: table sizes, the known minima, and the table-of-three rules.
#include "draw/draw.h"
#include "drawcheck.h"

#include <catch2/catch.hpp>

using namespace nkb::draw;

TEST_CASE("Table sizes: as many tables of 4 as possible, the rest of 3", "[draw][tables]")
{
    const int n = GENERATE(range(3, 61));
    if (n == 5) {
        CHECK(tableSizes(n).empty()); // 5 = 4 + 1 and 3 + 2: no tables of 3 and 4
        return;
    }
    const auto s = tableSizes(n);
    int sum = 0;
    int threes = 0;
    for (int size : s) {
        REQUIRE((size == 3 || size == 4));
        sum += size;
        threes += size == 3 ? 1 : 0;
    }
    CHECK(sum == n);
    // N mod 4 = 1 -> three tables of 3, 2 -> two, 3 -> one, 0 -> none.
    const int expected[] = {0, 3, 2, 1};
    CHECK(threes == expected[n % 4]);
}

TEST_CASE("Table sizes: 1, 2 and 5 players cannot be seated", "[draw][tables]")
{
    CHECK(tableSizes(0).empty());
    CHECK(tableSizes(1).empty());
    CHECK(tableSizes(2).empty());
    CHECK(tableSizes(5).empty());
    CHECK(tableSizes(3) == std::vector<int>{3});
    CHECK(tableSizes(4) == std::vector<int>{4});
    CHECK(tableSizes(9) == std::vector<int>{3, 3, 3});
}

TEST_CASE("Known minimum of repeat meetings over five rounds", "[draw][minimum]")
{
    CHECK(knownMinimumRepeats(8, 5) == 32);
    CHECK(knownMinimumRepeats(9, 5) == 9);
    CHECK(knownMinimumRepeats(10, 5) == 15);
    CHECK(knownMinimumRepeats(11, 5) == 20);
    CHECK(knownMinimumRepeats(12, 5) == 24);
    CHECK(knownMinimumRepeats(13, 5) == 3);
    CHECK(knownMinimumRepeats(14, 5) == 2);
    for (int n = 15; n <= 200; ++n)
        CHECK(knownMinimumRepeats(n, 5) == 0);
}

TEST_CASE("The draw reaches the known minimum for 8 to 12 players", "[draw][minimum]")
{
    const auto [n, minimum] = GENERATE(table<int, int>({{8, 32}, {9, 9}, {10, 15}, {11, 20}, {12, 24}}));
    CAPTURE(n);
    const auto out = planDraw(DrawRequest::samePlayers(drawcheck::numbered(n), 5, 2026));
    REQUIRE(out.ok());
    CHECK(drawcheck::repeats(out->rounds) == minimum);
    CHECK(out->repeats == minimum);
    // Spread: nobody meets four times or more where two or three do.
    CHECK(out->reports.back().knownMinimum == minimum);
}

TEST_CASE("13 and 14 players reach 3 and 2 repeats as in practice", "[draw][minimum]")
{
    const auto [n, minimum] = GENERATE(table<int, int>({{13, 3}, {14, 2}}));
    CAPTURE(n);
    const auto out = planDraw(DrawRequest::samePlayers(drawcheck::numbered(n), 5, 99));
    REQUIRE(out.ok());
    CHECK(drawcheck::repeats(out->rounds) <= minimum);
}

TEST_CASE("Spread: no pair meets three times when two would do", "[draw][spread]")
{
    // Cases where two meetings per pair are known to suffice: 9 players over 5 rounds (the four
    // parallel classes of the affine plane of order 3 plus one repeated round) and 16 players over
    // 6 rounds (the affine plane of order 4 plus any sixth round).
    const auto [n, rounds] = GENERATE(table<int, int>({{9, 5}, {16, 6}}));
    CAPTURE(n, rounds);
    const auto out = planDraw(DrawRequest::samePlayers(drawcheck::numbered(n), rounds, 7));
    REQUIRE(out.ok());
    std::map<std::pair<PlayerId, PlayerId>, int> met;
    for (const auto &round : out->rounds)
        for (const auto &t : round)
            for (std::size_t i = 0; i < t.size(); ++i)
                for (std::size_t j = i + 1; j < t.size(); ++j)
                    ++met[std::minmax(t[i], t[j])];
    int most = 0;
    for (const auto &[pair, times] : met)
        most = std::max(most, times);
    CHECK(most == 2);
    CHECK(out->spread == 0);
    CHECK(drawcheck::repeats(out->rounds) == knownMinimumRepeats(n, rounds));
}

TEST_CASE("Tables of three: nobody sits at one twice unless the numbers force it", "[draw][three]")
{
    // Forced when 5 rounds x 3 seats x tables of three > N; then the repeats are exactly the
    // seats beyond N and nobody has two more such seats than another.
    const int n = GENERATE(range(8, 61));
    if (tableSizes(n).empty())
        return;
    CAPTURE(n);
    const auto out = planDraw(DrawRequest::samePlayers(drawcheck::numbered(n), 5, 31));
    REQUIRE(out.ok());
    const auto sizes = tableSizes(n);
    const int threeTables = static_cast<int>(std::count(sizes.begin(), sizes.end(), 3));
    const int seats = 5 * 3 * threeTables;
    const auto perPlayer = drawcheck::threeSeats(out->rounds);
    int repeated = 0;
    for (const auto &[p, t] : perPlayer)
        repeated += std::max(0, t - 1);
    CHECK(repeated == std::max(0, seats - n));
    CHECK(out->threeSeatsRepeated == repeated);
    if (n >= 15 && seats > 0) {
        int lo = 5;
        int hi = 0;
        for (PlayerId p : drawcheck::numbered(n)) {
            const auto it = perPlayer.find(p);
            const int t = it == perPlayer.end() ? 0 : it->second;
            lo = std::min(lo, t);
            hi = std::max(hi, t);
        }
        CHECK(hi - lo <= 1);
    }
}
