// The table draw: zero repeats from 15 players up, redraws, reproducibility, options,
// reports and refused input.
#include "draw/draw.h"
#include "drawcheck.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace nkb::draw;
using drawcheck::numbered;

namespace {

// Every round seats exactly the players present, at tables of the sizes the count asks for.
void requireWellFormed(const DrawResult &r, const std::vector<std::vector<PlayerId>> &presentPerRound,
                       std::size_t firstDrawn)
{
    for (std::size_t i = 0; i < presentPerRound.size(); ++i) {
        const Round &round = r.rounds.at(firstDrawn + i);
        auto expected = presentPerRound[i];
        std::sort(expected.begin(), expected.end());
        REQUIRE(drawcheck::seated(round) == expected);
        auto want = tableSizes(static_cast<int>(expected.size()));
        REQUIRE(drawcheck::sizes(round) == want);
    }
}

DrawResult plain(int n, std::uint64_t seed, int rounds = 5)
{
    const auto out = planDraw(DrawRequest::samePlayers(numbered(n), rounds, seed));
    REQUIRE(out.ok());
    return out.value();
}

// A redraw: `before` players drawn for all rounds, `played` rounds kept, then the field changes.
DrawResult redraw(const DrawResult &first, std::size_t played, const std::vector<PlayerId> &present,
                  std::uint64_t seed)
{
    std::vector<Round> kept(first.rounds.begin(), first.rounds.begin() + static_cast<std::ptrdiff_t>(played));
    const auto out = planDraw(DrawRequest::samePlayers(present, 5, seed, kept));
    REQUIRE(out.ok());
    for (std::size_t r = 0; r < played; ++r)
        REQUIRE(out->rounds[r] == first.rounds[r]);
    requireWellFormed(out.value(), std::vector<std::vector<PlayerId>>(5 - played, present), played);
    return out.value();
}

} // namespace

TEST_CASE("Zero repeat meetings for every field from 15 to 200 players over five rounds", "[draw][repeats]")
{
    // The search stops as soon as it has zero repeats, so this sweep is quick even under a sanitizer.
    for (int n = 15; n <= 200; ++n) {
        CAPTURE(n);
        const DrawResult r = plain(n, static_cast<std::uint64_t>(n) * 1000003U);
        REQUIRE(r.rounds.size() == 5);
        requireWellFormed(r, std::vector<std::vector<PlayerId>>(5, numbered(n)), 0);
        CHECK(drawcheck::repeats(r.rounds) == 0);
        CHECK(r.repeats == 0);
    }
}

TEST_CASE("Zero repeats holds for other seeds at the tightest fields", "[draw][repeats]")
{
    const int n = GENERATE(15, 16, 17, 18, 19, 20, 21);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        CAPTURE(n, seed);
        CHECK(drawcheck::repeats(plain(n, seed).rounds) == 0);
    }
}

TEST_CASE("A thousand players are drawn without repeats", "[draw][repeats]")
{
    const DrawResult r = plain(1000, 1);
    requireWellFormed(r, std::vector<std::vector<PlayerId>>(5, numbered(1000)), 0);
    CHECK(drawcheck::repeats(r.rounds) == 0);
}

TEST_CASE("Redraw: 16 players, one withdraws after round 2", "[draw][redraw]")
{
    const DrawResult first = plain(16, 11);
    auto present = numbered(16);
    present.erase(std::find(present.begin(), present.end(), 7));
    const DrawResult r = redraw(first, 2, present, 12);
    CHECK(drawcheck::repeats(r.rounds) == 0);
    CHECK(r.reports[2].drawn);
    CHECK_FALSE(r.reports[1].drawn);
}

TEST_CASE("Redraw: 20 players, a late entry after round 1", "[draw][redraw]")
{
    const DrawResult first = plain(20, 21);
    const DrawResult r = redraw(first, 1, numbered(21), 22);
    CHECK(drawcheck::repeats(r.rounds) == 0);
}

TEST_CASE("Redraw: 32 players, a late entry after round 3", "[draw][redraw]")
{
    const DrawResult first = plain(32, 31);
    const DrawResult r = redraw(first, 3, numbered(33), 32);
    CHECK(drawcheck::repeats(r.rounds) == 0);
}

TEST_CASE("Redraw: 200 players, one withdraws after round 3", "[draw][redraw]")
{
    const DrawResult first = plain(200, 41);
    auto present = numbered(200);
    present.erase(std::find(present.begin(), present.end(), 123));
    const DrawResult r = redraw(first, 3, present, 42);
    CHECK(drawcheck::repeats(r.rounds) == 0);
}

TEST_CASE("Redraw: every remaining round can have its own players", "[draw][redraw]")
{
    const DrawResult first = plain(24, 5);
    std::vector<Round> kept(first.rounds.begin(), first.rounds.begin() + 2);
    DrawRequest req;
    req.rounds = 5;
    req.played = kept;
    auto r3 = numbered(24);
    auto r4 = numbered(23); // 24 withdraws from round 4
    auto r5 = numbered(23);
    r5.push_back(30); // a late entry in round 5
    req.presentPerRound = {r3, r4, r5};
    req.seed = 3;
    const auto out = planDraw(req);
    REQUIRE(out.ok());
    requireWellFormed(out.value(), req.presentPerRound, 2);
    CHECK(out->rounds[0] == first.rounds[0]);
    CHECK(out->rounds[1] == first.rounds[1]);
    CHECK(drawcheck::repeats(out->rounds) == 0);
}

TEST_CASE("Reproducible: the same inputs and seed give the same tables", "[draw][lot]")
{
    const int n = GENERATE(12, 17, 40, 199);
    CAPTURE(n);
    const DrawResult a = plain(n, 2026);
    (void)plain(n + 1, 5); // nothing carries over from an earlier draw
    const DrawResult b = plain(n, 2026);
    CHECK(a.rounds == b.rounds);
    CHECK(a.seed == 2026);
    CHECK(a.algorithmVersion == kDrawAlgorithmVersion);
    // The order in which the players are listed is not an input.
    auto shuffled = numbered(n);
    std::reverse(shuffled.begin(), shuffled.end());
    std::rotate(shuffled.begin(), shuffled.begin() + 3, shuffled.end());
    const auto c = planDraw(DrawRequest::samePlayers(shuffled, 5, 2026));
    REQUIRE(c.ok());
    CHECK(c->rounds == a.rounds);
}

TEST_CASE("Reproducible: another seed gives another draw", "[draw][lot]")
{
    CHECK(plain(40, 1).rounds != plain(40, 2).rounds);
}

TEST_CASE("Option: players of the same club apart in round 1", "[draw][clubs]")
{
    // 16 players from 4 clubs of 4: round 1 can seat one of each club at every table.
    DrawRequest req = DrawRequest::samePlayers(numbered(16), 5, 8);
    const char *clubs[] = {"Ootmarsum", "Denekamp", "Oldenzaal", "Weerselo"};
    for (int p = 1; p <= 16; ++p)
        req.options.clubs[p] = clubs[(p - 1) / 4];
    const auto out = planDraw(req);
    REQUIRE(out.ok());
    for (const auto &table : out->rounds[0]) {
        std::set<std::string> seen;
        for (PlayerId p : table)
            CHECK(seen.insert(req.options.clubs[p]).second);
    }
    CHECK(out->clubMeetingsRound1 == 0);
    CHECK(drawcheck::repeats(out->rounds) == 0);
}

TEST_CASE("A published round stays unless the director asks otherwise", "[draw][published]")
{
    const DrawResult first = plain(20, 50);
    DrawRequest req = DrawRequest::samePlayers(numbered(20), 5, 51, {first.rounds[0]});
    req.published = first.rounds[1];
    const auto kept = planDraw(req);
    REQUIRE(kept.ok());
    CHECK(kept->rounds[0] == first.rounds[0]);
    CHECK(kept->rounds[1] == first.rounds[1]);
    CHECK_FALSE(kept->reports[1].drawn);
    CHECK(kept->reports[2].drawn);
    CHECK(drawcheck::repeats(kept->rounds) == 0);

    req.options.keepPublished = false;
    const auto again = planDraw(req);
    REQUIRE(again.ok());
    CHECK(again->reports[1].drawn);
    requireWellFormed(again.value(), std::vector<std::vector<PlayerId>>(4, numbered(20)), 1);

    // A published round that no longer fits the players present cannot stay.
    req.options.keepPublished = true;
    req.presentPerRound.assign(4, numbered(19));
    const auto misfit = planDraw(req);
    REQUIRE_FALSE(misfit.ok());
    CHECK(misfit.error().find("gepubliceerde") != std::string::npos);
}

TEST_CASE("Report per round: repeat meetings, table-of-three seats and the known minimum", "[draw][report]")
{
    // Hand-made schedule of 7 players (tables of 4 and 3): 1 and 2 meet in both rounds,
    // 5, 6 and 7 sit at the table of three twice.
    const std::vector<Round> rounds = {
        {{1, 2, 3, 4}, {5, 6, 7}},
        {{1, 2, 5, 6}, {3, 4, 7}},
    };
    const DrawResult r = evaluateSchedule(rounds, 5, 1);
    REQUIRE(r.reports.size() == 2);
    CHECK_FALSE(r.reports[0].drawn);
    CHECK(r.reports[1].drawn);
    CHECK(r.reports[0].repeats.empty());
    CHECK(r.reports[1].repeats == std::vector<RepeatMeeting>{{1, 2, 2}, {3, 4, 2}, {5, 6, 2}});
    CHECK(r.reports[0].threeSeats == std::vector<PlayerId>{5, 6, 7});
    CHECK(r.reports[1].threeSeats == std::vector<PlayerId>{3, 4, 7});
    CHECK(r.reports[1].threeSeatsRepeated == std::vector<PlayerId>{7});
    CHECK(r.repeats == 3);
    CHECK(r.threeSeatsRepeated == 1);
    CHECK(r.reports[1].players == 7);
    CHECK(r.reports[1].knownMinimum == knownMinimumRepeats(7, 5));
}

TEST_CASE("Report totals agree with the tables", "[draw][report]")
{
    const DrawResult r = plain(13, 4);
    int perRound = 0;
    for (const auto &rep : r.reports)
        perRound += static_cast<int>(rep.repeats.size());
    CHECK(perRound == drawcheck::repeats(r.rounds));
    CHECK(r.repeats == drawcheck::repeats(r.rounds));
    CHECK(r.reports[0].knownMinimum == 3);
}

TEST_CASE("Refused input: a Dutch message, never a crash", "[draw][input]")
{
    SECTION("five players cannot be seated at tables of 3 and 4")
    {
        const auto out = planDraw(DrawRequest::samePlayers(numbered(5), 5, 1));
        REQUIRE_FALSE(out.ok());
        CHECK(out.error().find("geen tafels van 3 en 4") != std::string::npos);
    }
    SECTION("a player listed twice")
    {
        auto p = numbered(16);
        p.push_back(3);
        const auto out = planDraw(DrawRequest::samePlayers(p, 5, 1));
        REQUIRE_FALSE(out.ok());
        CHECK(out.error().find("twee keer") != std::string::npos);
    }
    SECTION("a played table of five")
    {
        const auto out =
            planDraw(DrawRequest::samePlayers(numbered(9), 5, 1, {{{1, 2, 3, 4, 5}, {6, 7, 8, 9}}}));
        REQUIRE_FALSE(out.ok());
        CHECK(out.error().find("3 of 4") != std::string::npos);
    }
    SECTION("more rounds played than the tournament has")
    {
        const Round r = {{1, 2, 3, 4}};
        const auto out = planDraw(DrawRequest::samePlayers(numbered(4), 1, 1, {r, r}));
        REQUIRE_FALSE(out.ok());
    }
    SECTION("no list of players for a round")
    {
        DrawRequest req = DrawRequest::samePlayers(numbered(16), 5, 1);
        req.presentPerRound.pop_back();
        REQUIRE_FALSE(planDraw(req).ok());
    }
    SECTION("zero rounds")
    {
        REQUIRE_FALSE(planDraw(DrawRequest::samePlayers(numbered(16), 0, 1)).ok());
    }
}
