// The round clock in the store: a start, a pause, a resume and an adjustment are each one change
// in the audit, undone like any other; the clock is kept in the tournament, so a restarted
// program, a copy and another station read the same clock.
#include "storefixture.h"

#include "tournament/roundclock.h"

#include <QDateTime>

#include <chrono>
#include <thread>

using namespace nkb;
using namespace nkbtest;

namespace {

RoundClock storedClock(const TournamentStore &store, int round)
{
    const auto t = store.load();
    REQUIRE(t.ok());
    const RoundClock *c = clockOf(t.value(), round);
    REQUIRE(c != nullptr);
    return *c;
}

} // namespace

TEST_CASE("Store round clock: started for the setting's minutes, the same clock after a restart",
          "[store][roundclock]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "klok.bonaken");
    RoundClock started;
    {
        auto store = seatedTournament(path);
        CHECK(store->load()->info.roundMinutes == kDefaultRoundMinutes);
        const auto now = store->clockNow();
        REQUIRE(now.ok());
        // Both engines run on this computer here: the server's time is this computer's.
        CHECK(std::abs(now.value() - QDateTime::currentSecsSinceEpoch()) <= 2);
        const auto before = QDateTime::currentSecsSinceEpoch();
        auto clock = store->startClock(1);
        REQUIRE(clock.ok());
        started = clock.value();
        CHECK(started.round == 1);
        CHECK(started.durationSeconds == 45 * 60);
        CHECK(started.startedAt >= before - 2);
        CHECK(started.startedAt <= QDateTime::currentSecsSinceEpoch() + 2);
        CHECK_FALSE(started.pausedAt.has_value());
        CHECK(lastAudit(*store) == "Ronde 1 gestart: 45 minuten");
    }
    // The program started again reads the very clock it wrote, and shows the same time left.
    auto store = reopen(path);
    const auto t = store->load();
    REQUIRE(t.ok());
    REQUIRE(t->clocks.size() == 1);
    CHECK(t->clocks.front() == started);
    CHECK(clockAt(t.value(), started.startedAt + 20 * 60) ==
          ClockView{1, ClockState::Running, 25 * 60, 2700});
    // A copy of the file (or the server's tournament as a file) carries it too.
    const std::string copy = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(store->copyTo(copy).has_value());
    CHECK(reopen(copy)->load()->clocks == std::vector<RoundClock>{started});
}

TEST_CASE("Store round clock: what cannot be started is refused and changes nothing", "[store][roundclock]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "weigeren.bonaken"));
    const std::string before = exported(*store);
    auto e = store->startClock(2); // not seated yet
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message ==
          "Ronde 2 is nog niet ingedeeld; deel ronde 2 eerst in, dan kan de klok starten.");
    e = store->startClock(6);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message == "Ronde 6 bestaat niet; dit toernooi heeft 5 ronden.");
    CHECK_FALSE(store->startClock(1, 0).ok());
    CHECK_FALSE(store->startClock(1, kMaxRoundMinutes + 1).ok());
    CHECK_FALSE(store->startClock(kFinalRound).ok()); // no final seated
    e = store->pauseClock();
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message == "Er is nog geen ronde gestart.");
    CHECK_FALSE(store->resumeClock().ok());
    CHECK_FALSE(store->adjustClock(5).ok());
    CHECK(exported(*store) == before);

    REQUIRE(store->startClock(1, 30).ok());
    e = store->startClock(1);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message.find("Ronde 1 is al gestart, om ") == 0);
    CHECK_FALSE(store->resumeClock().ok()); // it runs
    CHECK_FALSE(store->adjustClock(0).ok());
    e = store->adjustClock(-31);
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message == "Ronde 1 duurt 30:00; er kunnen geen 31 minuten af.");
    CHECK_FALSE(store->adjustClock(kMaxRoundMinutes).ok());
    CHECK(storedClock(*store, 1).durationSeconds == 30 * 60);
}

TEST_CASE("Store round clock: pause, resume and adjust are undone like any change", "[store][roundclock]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "undo.bonaken"));
    const RoundClock started = store->startClock(1).value();

    // A pause, and its undo: the clock runs as if it never stopped.
    auto paused = store->pauseClock();
    REQUIRE(paused.ok());
    REQUIRE(paused->pausedAt.has_value());
    CHECK(*paused->pausedAt >= started.startedAt);
    CHECK(storedClock(*store, 1) == paused.value());
    CHECK(lastAudit(*store).find("Klok van ronde 1 gepauzeerd (nog ") == 0);
    CHECK_FALSE(store->pauseClock().ok()); // stands still already
    REQUIRE(store->undo().ok());
    CHECK(storedClock(*store, 1) == started);

    // Paused again for more than a second, then resumed: the pause is added up.
    paused = store->pauseClock();
    REQUIRE(paused.ok());
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    auto resumed = store->resumeClock();
    REQUIRE(resumed.ok());
    CHECK_FALSE(resumed->pausedAt.has_value());
    CHECK(resumed->pausedSeconds >= 1);
    CHECK(resumed->pausedSeconds <= 5);
    CHECK(lastAudit(*store).find("Klok van ronde 1 loopt weer") == 0);
    // Undoing the resume stops the clock again where it stood.
    REQUIRE(store->undo().ok());
    CHECK(storedClock(*store, 1) == paused.value());
    REQUIRE(store->resumeClock().ok());

    // Five minutes more, five less, and their undo.
    const int duration = storedClock(*store, 1).durationSeconds;
    auto more = store->adjustClock(5);
    REQUIRE(more.ok());
    CHECK(more->durationSeconds == duration + 300);
    CHECK(lastAudit(*store).find("Klok van ronde 1: 5 minuten erbij (nog ") == 0);
    REQUIRE(store->adjustClock(-10).ok());
    CHECK(storedClock(*store, 1).durationSeconds == duration - 300);
    REQUIRE(store->undo().ok());
    CHECK(storedClock(*store, 1).durationSeconds == duration + 300);
    REQUIRE(store->undo().ok());
    CHECK(storedClock(*store, 1).durationSeconds == duration);

    // Taking off everything left gives "tijd" at once.
    const auto off = store->adjustClock(-45);
    REQUIRE(off.ok());
    CHECK(clockAt(off.value(), QDateTime::currentSecsSinceEpoch()).state == ClockState::Time);
    CHECK(lastAudit(*store) == "Klok van ronde 1: 45 minuten eraf (tijd!)");
    CHECK_FALSE(store->pauseClock().ok()); // the time is up: nothing to pause
    REQUIRE(store->undo().ok());
}

TEST_CASE("Store round clock: undoing the start takes the clock away, and a later change of it blocks that undo",
          "[store][roundclock]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "start.bonaken");
    auto store = seatedTournament(path);
    REQUIRE(store->startClock(1).ok());
    const long long startEntry = store->lastChangeId();
    // Another station pauses the round: the start can no longer be taken back silently.
    OpenOptions o;
    o.station = "Zaal-2";
    auto other = TournamentStore::open(path, o);
    REQUIRE(other.ok());
    REQUIRE(other.value()->pauseClock().ok());
    CHECK(store->load()->clocks.front().pausedAt.has_value());
    CHECK_FALSE(store->undoEntry(startEntry).ok());
    REQUIRE(other.value()->undo().ok());
    REQUIRE(store->undo().ok());
    CHECK(store->load()->clocks.empty());
    CHECK(clockAt(store->load().value(), QDateTime::currentSecsSinceEpoch()).state == ClockState::NotStarted);
}

TEST_CASE("Store round clock: the minutes of a round are a setting, undoable", "[store][roundclock]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "duur.bonaken");
    {
        auto store = seatedTournament(path);
        REQUIRE(store->setRoundMinutes(50).ok());
        CHECK(lastAudit(*store) == "Duur van een ronde: 50 minuten (was 45)");
        CHECK_FALSE(store->setRoundMinutes(50).ok());
        CHECK_FALSE(store->setRoundMinutes(0).ok());
        CHECK_FALSE(store->setRoundMinutes(kMaxRoundMinutes + 1).ok());
    }
    auto store = reopen(path);
    CHECK(store->load()->info.roundMinutes == 50);
    CHECK(store->startClock(1)->durationSeconds == 50 * 60);
    REQUIRE(store->undo().ok());
    REQUIRE(store->undo().ok());
    CHECK(store->load()->info.roundMinutes == 45);
}
