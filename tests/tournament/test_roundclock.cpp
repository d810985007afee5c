// The round clock from its definition: the time left is the duration (adjusted) minus the time
// since the start, the pauses not counted; a warning from 10:00 left, "tijd" at 0:00 and never
// less; the round being played is the one started last.
#include "tournament/roundclock.h"
#include "tournament/tournament.h"
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <limits>

using namespace nkb;

namespace {

constexpr std::int64_t kStart = 1'794'830'400; // 2026-11-07 13:00 UTC, a Saturday of the NK

RoundClock clock45(int round = 3)
{
    RoundClock c;
    c.round = round;
    c.startedAt = kStart;
    c.durationSeconds = 45 * 60;
    return c;
}

} // namespace

TEST_CASE("Round clock: running, the warning from 10:00 left, time at 0:00", "[roundclock]")
{
    const RoundClock c = clock45();
    struct Case {
        std::int64_t after;
        ClockState state;
        int remaining;
    };
    const auto [after, state, remaining] = GENERATE(values<Case>({
        {0, ClockState::Running, 2700},
        {1, ClockState::Running, 2699},
        {35 * 60 - 1, ClockState::Running, 601},
        {35 * 60, ClockState::Warning, 600}, // exactly 10:00 left warns
        {44 * 60 + 59, ClockState::Warning, 1},
        {45 * 60, ClockState::Time, 0},
        {3 * 3600, ClockState::Time, 0}, // long past: never below 0
    }));
    INFO("seconds after the start: " << after);
    const ClockView view = clockAt(c, kStart + after);
    CHECK(view.round == 3);
    CHECK(view.state == state);
    CHECK(view.remainingSeconds == remaining);
    CHECK(view.durationSeconds == 2700);
}

TEST_CASE("Round clock: a pause stops the time, resuming goes on from there", "[roundclock]")
{
    RoundClock c = clock45();
    c.pausedAt = kStart + 20 * 60; // paused with 25:00 left
    CHECK(clockAt(c, kStart + 20 * 60) == ClockView{3, ClockState::Paused, 25 * 60, 2700});
    CHECK(clockAt(c, kStart + 2 * 3600) == ClockView{3, ClockState::Paused, 25 * 60, 2700});
    // Resumed after a pause of 7 minutes: 27 minutes since the start, 20 of them played.
    c.pausedAt.reset();
    c.pausedSeconds = 7 * 60;
    CHECK(clockAt(c, kStart + 27 * 60) == ClockView{3, ClockState::Running, 25 * 60, 2700});
    CHECK(clockAt(c, kStart + 52 * 60) == ClockView{3, ClockState::Time, 0, 2700});
    // Paused in the warning: paused is what the projector says, the time left stays.
    c.pausedAt = kStart + 7 * 60 + 40 * 60;
    CHECK(clockAt(c, kStart + 3600) == ClockView{3, ClockState::Paused, 5 * 60, 2700});
}

TEST_CASE("Round clock: adjusting moves the end, and minutes off can give time", "[roundclock]")
{
    RoundClock c = clock45();
    c.durationSeconds += 5 * 60; // +5
    CHECK(clockAt(c, kStart + 45 * 60) == ClockView{3, ClockState::Warning, 5 * 60, 3000});
    c.durationSeconds -= 15 * 60; // then -15: 35 minutes in all
    CHECK(clockAt(c, kStart + 30 * 60) == ClockView{3, ClockState::Warning, 5 * 60, 2100});
    CHECK(clockAt(c, kStart + 36 * 60).state == ClockState::Time);
}

TEST_CASE("Round clock: a station whose clock runs behind the start shows the whole round", "[roundclock]")
{
    CHECK(clockAt(clock45(), kStart - 90) == ClockView{3, ClockState::Running, 2700, 2700});
}

TEST_CASE("Round clock: the round being played is the one started last", "[roundclock]")
{
    Tournament t;
    CHECK(clockAt(t, kStart) == ClockView{});
    CHECK(clockAt(t, kStart).state == ClockState::NotStarted);
    CHECK(currentClock(t) == nullptr);
    RoundClock one = clock45(1);
    RoundClock two = clock45(2);
    two.startedAt = kStart + 3600;
    t.clocks = {two, one}; // the order stored says nothing
    CHECK(currentClock(t)->round == 2);
    CHECK(clockAt(t, kStart + 3600 + 60) == ClockView{2, ClockState::Running, 44 * 60, 2700});
    // Round 1 started again later (after an undo of round 2's start): round 1 is played.
    t.clocks = {one};
    CHECK(clockAt(t, kStart + 60).round == 1);
    REQUIRE(clockOf(t, 1) != nullptr);
    CHECK(clockOf(t, 2) == nullptr);
}

TEST_CASE("Round clock: hand-edited moments far out do not overflow", "[roundclock]")
{
    RoundClock c = clock45();
    c.startedAt = std::numeric_limits<std::int64_t>::min();
    CHECK(clockAt(c, kStart).state == ClockState::Time);
    c.startedAt = std::numeric_limits<std::int64_t>::max();
    CHECK(clockAt(c, kStart).remainingSeconds == 2700);
    c.startedAt = kStart;
    c.pausedSeconds = std::numeric_limits<int>::max();
    CHECK(clockAt(c, kStart + 60).remainingSeconds == 2700);
}

TEST_CASE("Round clock: the time left as the projector shows it", "[roundclock]")
{
    CHECK(clockText(45 * 60) == "45:00");
    CHECK(clockText(12 * 60 + 5) == "12:05");
    CHECK(clockText(59) == "0:59");
    CHECK(clockText(0) == "0:00");
    CHECK(clockText(-30) == "0:00");
    CHECK(clockText(3600) == "1:00:00");
    CHECK(clockText(3600 + 2 * 60 + 3) == "1:02:03");
    CHECK(clockLine(ClockView{}) == "Geen ronde gestart");
    CHECK(clockLine(ClockView{3, ClockState::Running, 725, 2700}) == "Ronde 3: nog 12:05");
    CHECK(clockLine(ClockView{3, ClockState::Paused, 725, 2700}) == "Ronde 3: gepauzeerd, nog 12:05");
    CHECK(clockLine(ClockView{3, ClockState::Time, 0, 2700}) == "Ronde 3: tijd!");
    CHECK(clockLine(ClockView{kFinalRound, ClockState::Warning, 61, 2700}) == "Finale: nog 1:01");
}

TEST_CASE("Round clock: the export carries the clocks and the setting, and reads them back",
          "[roundclock][json]")
{
    Tournament t;
    t.info.name = "NK";
    t.info.roundMinutes = 50;
    RoundClock paused = clock45(2);
    paused.pausedAt = kStart + 600;
    paused.pausedSeconds = 30;
    t.clocks = {clock45(1), paused};
    const std::string text = tournamentToJson(t);
    auto back = tournamentFromJson(text);
    REQUIRE(back.ok());
    CHECK(back->info.roundMinutes == 50);
    CHECK(back->clocks == t.clocks);
    CHECK(tournamentToJson(back.value()) == text);

    SECTION("an export from before the clock: 45 minutes, no clocks")
    {
        nlohmann::json old = nlohmann::json::parse(text);
        old["tournament"].erase("round_minutes");
        old.erase("round_clocks");
        auto read = tournamentFromJson(old.dump());
        REQUIRE(read.ok());
        CHECK(read->info.roundMinutes == kDefaultRoundMinutes);
        CHECK(read->clocks.empty());
    }
    SECTION("a clock of a round that does not exist, twice, or at no moment is refused")
    {
        const auto withClock = [&](const std::string &clockJson) {
            nlohmann::json bad = nlohmann::json::parse(text);
            bad["round_clocks"].push_back(nlohmann::json::parse(clockJson));
            return tournamentFromJson(bad.dump());
        };
        auto e = withClock(
            R"({"round": 9, "started_at": 1, "duration_seconds": 60, "paused_at": null, "paused_seconds": 0})");
        REQUIRE_FALSE(e.ok());
        CHECK(e.error().message.find("ronde 9 bestaat niet") != std::string::npos);
        e = withClock(
            R"({"round": 1, "started_at": 1, "duration_seconds": 60, "paused_at": null, "paused_seconds": 0})");
        REQUIRE_FALSE(e.ok());
        CHECK(e.error().message.find("heeft al een klok") != std::string::npos);
        e = withClock(
            R"({"round": 3, "started_at": -5, "duration_seconds": 60, "paused_at": null, "paused_seconds": 0})");
        REQUIRE_FALSE(e.ok());
        CHECK(e.error().message.find("geen tijdstip") != std::string::npos);
        e = withClock(
            R"({"round": 3, "started_at": 5, "duration_seconds": -60, "paused_at": null, "paused_seconds": 0})");
        REQUIRE_FALSE(e.ok());
        CHECK(e.error().message.find("negatief") != std::string::npos);
    }
}
