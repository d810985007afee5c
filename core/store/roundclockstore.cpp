// The round clock (roundclock.h): starting a round, pausing, resuming and adjusting its clock,
// and the setting of how long a round lasts. Each is one change in the audit, undone like any
// other. The moments are the engine's "now" (Dialect::clockNow): the server's on a server, so
// that the clock a station started shows the same time left at every other station.
#include "store/storeimpl.h"

#include "tournament/limits.h"
#include "tournament/roundclock.h"

#include <QDateTime>

#include <algorithm>

namespace nkb {

using namespace store;

namespace {

std::string roundName(int round)
{
    return round == kFinalRound ? "de finale" : "ronde " + std::to_string(round);
}

std::string capitalised(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// "14:02" on this computer's clock face.
std::string timeOfDay(std::int64_t unixSeconds)
{
    return s(QDateTime::fromSecsSinceEpoch(unixSeconds).toLocalTime().toString(QStringLiteral("HH:mm")));
}

std::string minutesText(int minutes)
{
    return std::to_string(minutes) + (minutes == 1 ? " minuut" : " minuten");
}

} // namespace

void TournamentStore::Impl::writeClock(const RoundClock &c) const
{
    exec("DELETE FROM round_clocks WHERE round = ?", {c.round});
    exec("INSERT INTO round_clocks (round, started_at, duration_seconds, paused_at, paused_seconds) "
         "VALUES (?, ?, ?, ?, ?)",
         {c.round, QVariant::fromValue<qlonglong>(c.startedAt), c.durationSeconds,
          c.pausedAt ? QVariant::fromValue<qlonglong>(*c.pausedAt) : QVariant(), c.pausedSeconds});
}

StoreResult<RoundClock> TournamentStore::Impl::playingClock() const
{
    if (auto e = needTournament())
        return *e;
    const Tournament t = load();
    const RoundClock *clock = currentClock(t);
    if (!clock)
        return refused("Er is nog geen ronde gestart.");
    return *clock;
}

StoreResult<RoundClock> TournamentStore::startClock(int round, std::optional<int> minutes)
{
    return d->transaction<RoundClock>([&]() -> StoreResult<RoundClock> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        if (round != kFinalRound && (round < 1 || round > t.info.rounds))
            return refused("Ronde " + std::to_string(round) + " bestaat niet; dit toernooi heeft " +
                           std::to_string(t.info.rounds) + " ronden.");
        const Round *seated = t.round(round);
        if (!seated || seated->tables.empty())
            return refused(capitalised(roundName(round)) + " is nog niet ingedeeld; deel " +
                           roundName(round) + " eerst in, dan kan de klok starten.");
        if (const RoundClock *running = clockOf(t, round))
            return refused(capitalised(roundName(round)) + " is al gestart, om " +
                           timeOfDay(running->startedAt) +
                           ". Pas de tijd aan, of maak het starten ongedaan.");
        const int wanted = minutes.value_or(t.info.roundMinutes);
        if (wanted < kMinRoundMinutes || wanted > kMaxRoundMinutes)
            return refused("Een ronde duurt " + std::to_string(kMinRoundMinutes) + " tot " +
                           std::to_string(kMaxRoundMinutes) + " minuten, niet " + std::to_string(wanted) +
                           ".");
        RoundClock clock;
        clock.round = round;
        clock.startedAt = d->dialect->clockNow(*d);
        clock.durationSeconds = wanted * 60;
        const json inverse = json::array({d->snapshot("round_clocks", {{"round", round}})});
        d->writeClock(clock);
        d->audit(capitalised(roundName(round)) + " gestart: " + minutesText(wanted), inverse);
        return clock;
    });
}


StoreResult<RoundClock> TournamentStore::pauseClock()
{
    return d->transaction<RoundClock>([&]() -> StoreResult<RoundClock> {
        auto current = d->playingClock();
        if (!current)
            return current;
        RoundClock clock = current.value();
        const std::int64_t now = d->dialect->clockNow(*d);
        const ClockView view = clockAt(clock, now);
        if (view.state == ClockState::Time)
            return refused("De tijd van " + roundName(clock.round) + " is al om; er valt niets te pauzeren.");
        if (clock.pausedAt)
            return refused("De klok van " + roundName(clock.round) + " staat al stil.");
        const json inverse = json::array({d->snapshot("round_clocks", {{"round", clock.round}})});
        clock.pausedAt = now;
        d->writeClock(clock);
        d->audit("Klok van " + roundName(clock.round) + " gepauzeerd (nog " +
                     clockText(view.remainingSeconds) + ")",
                 inverse);
        return clock;
    });
}

StoreResult<RoundClock> TournamentStore::resumeClock()
{
    return d->transaction<RoundClock>([&]() -> StoreResult<RoundClock> {
        auto current = d->playingClock();
        if (!current)
            return current;
        RoundClock clock = current.value();
        if (!clock.pausedAt)
            return refused("De klok van " + roundName(clock.round) + " loopt al.");
        const std::int64_t now = d->dialect->clockNow(*d);
        const json inverse = json::array({d->snapshot("round_clocks", {{"round", clock.round}})});
        // A server's clock stepped back during the pause counts as no pause at all.
        clock.pausedSeconds +=
            static_cast<int>(std::clamp<std::int64_t>(now - *clock.pausedAt, 0, 86400 * 7));
        clock.pausedAt.reset();
        d->writeClock(clock);
        d->audit("Klok van " + roundName(clock.round) + " loopt weer (nog " +
                     clockText(clockAt(clock, now).remainingSeconds) + ")",
                 inverse);
        return clock;
    });
}

StoreResult<RoundClock> TournamentStore::adjustClock(int minutes)
{
    return d->transaction<RoundClock>([&]() -> StoreResult<RoundClock> {
        if (minutes == 0)
            return refused("Geef de minuten erbij (+5) of eraf (-5).");
        auto current = d->playingClock();
        if (!current)
            return current;
        RoundClock clock = current.value();
        const long long duration = clock.durationSeconds + 60LL * minutes;
        if (duration < 0)
            return refused(capitalised(roundName(clock.round)) + " duurt " +
                           clockText(clock.durationSeconds) + "; er kunnen geen " + minutesText(-minutes) +
                           " af.");
        if (duration > 60LL * kMaxRoundMinutes)
            return refused("Een ronde duurt hoogstens " + std::to_string(kMaxRoundMinutes) + " minuten.");
        const json inverse = json::array({d->snapshot("round_clocks", {{"round", clock.round}})});
        clock.durationSeconds = static_cast<int>(duration);
        d->writeClock(clock);
        const ClockView view = clockAt(clock, d->dialect->clockNow(*d));
        d->audit("Klok van " + roundName(clock.round) + ": " + minutesText(minutes < 0 ? -minutes : minutes) +
                     (minutes < 0 ? " eraf" : " erbij") +
                     (view.state == ClockState::Time ? " (tijd!)"
                                                     : " (nog " + clockText(view.remainingSeconds) + ")"),
                 inverse);
        return clock;
    });
}

StoreResult<int> TournamentStore::setRoundMinutes(int minutes)
{
    return d->transaction<int>([&]() -> StoreResult<int> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        if (t.info.roundMinutes == minutes)
            return refused("Een ronde duurt al " + minutesText(minutes) + ".");
        TournamentInfo wanted = t.info;
        wanted.roundMinutes = minutes;
        if (auto e = checkInfoBounds(wanted))
            return refused(*e);
        const json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("UPDATE tournament SET round_minutes = ?", {minutes});
        d->audit("Duur van een ronde: " + minutesText(minutes) + " (was " +
                     std::to_string(t.info.roundMinutes) + ")",
                 inverse);
        return minutes;
    });
}

StoreResult<std::int64_t> TournamentStore::clockNow() const
{
    return reading<std::int64_t>(*d, [&]() -> StoreResult<std::int64_t> { return d->dialect->clockNow(*d); });
}

} // namespace nkb
