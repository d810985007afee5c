#include "tournament/roundclock.h"

#include "tournament/progress.h"
#include "tournament/tournament.h"

#include <algorithm>
#include <limits>

namespace nkb {

namespace {

int clampToInt(std::int64_t v)
{
    return static_cast<int>(
        std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

// A moment bounded far beyond any tournament (a hand-edited file may hold anything), so that the
// differences below cannot overflow.
std::int64_t moment(std::int64_t unixSeconds)
{
    constexpr std::int64_t kFar = std::int64_t{1} << 40;
    return std::clamp(unixSeconds, -kFar, kFar);
}

std::string twoDigits(std::int64_t v)
{
    return (v < 10 ? "0" : "") + std::to_string(v);
}

} // namespace

ClockView clockAt(const RoundClock &clock, std::int64_t nowUnixSeconds)
{
    ClockView view;
    view.round = clock.round;
    view.durationSeconds = clock.durationSeconds;
    // A pause stops the clock where it was: the time since the pause began does not count. A
    // station whose clock runs behind the start sees the whole duration, never more.
    const std::int64_t until = moment(clock.pausedAt ? *clock.pausedAt : nowUnixSeconds);
    const std::int64_t elapsed =
        std::max<std::int64_t>(0, until - moment(clock.startedAt) - clock.pausedSeconds);
    const std::int64_t remaining = std::max<std::int64_t>(0, std::int64_t{clock.durationSeconds} - elapsed);
    view.remainingSeconds = clampToInt(remaining);
    if (remaining <= 0)
        view.state = ClockState::Time;
    else if (clock.pausedAt)
        view.state = ClockState::Paused;
    else if (remaining <= kClockWarningSeconds)
        view.state = ClockState::Warning;
    else
        view.state = ClockState::Running;
    return view;
}

const RoundClock *currentClock(const Tournament &t)
{
    const RoundClock *latest = nullptr;
    for (const RoundClock &c : t.clocks)
        if (!latest || c.startedAt > latest->startedAt ||
            (c.startedAt == latest->startedAt && c.round > latest->round))
            latest = &c;
    return latest;
}

const RoundClock *clockOf(const Tournament &t, int round)
{
    const auto it = std::find_if(t.clocks.begin(), t.clocks.end(),
                                 [round](const RoundClock &c) { return c.round == round; });
    return it == t.clocks.end() ? nullptr : &*it;
}

bool roundPlayed(const Tournament &t, int round)
{
    if (round == kFinalRound)
        return t.round(kFinalRound) && tableComplete(t, kFinalRound, 1);
    const Round *r = t.round(round);
    if (!r || r->tables.empty())
        return false;
    return std::all_of(r->tables.begin(), r->tables.end(),
                       [&](const Table &table) { return tableComplete(t, round, table.number); });
}

ClockView clockAt(const Tournament &t, std::int64_t nowUnixSeconds)
{
    const RoundClock *clock = currentClock(t);
    return clock ? clockOfRoundAt(t, clock->round, nowUnixSeconds) : ClockView{};
}

ClockView clockOfRoundAt(const Tournament &t, int round, std::int64_t nowUnixSeconds)
{
    const RoundClock *clock = clockOf(t, round);
    if (!clock)
        return ClockView{};
    ClockView view = clockAt(*clock, nowUnixSeconds);
    if (roundPlayed(t, round)) {
        view.state = ClockState::Done;
        view.remainingSeconds = 0;
    }
    return view;
}

std::string clockText(int remainingSeconds)
{
    const std::int64_t total = std::max(0, remainingSeconds);
    const std::int64_t hours = total / 3600;
    const std::int64_t minutes = total / 60 % 60;
    const std::int64_t seconds = total % 60;
    if (hours > 0)
        return std::to_string(hours) + ":" + twoDigits(minutes) + ":" + twoDigits(seconds);
    return std::to_string(minutes) + ":" + twoDigits(seconds);
}

std::string clockStateKey(ClockState state)
{
    switch (state) {
    case ClockState::NotStarted:
        return "niet gestart";
    case ClockState::Running:
        return "loopt";
    case ClockState::Warning:
        return "waarschuwing";
    case ClockState::Paused:
        return "gepauzeerd";
    case ClockState::Time:
        return "tijd";
    case ClockState::Done:
        return "afgelopen";
    }
    return "niet gestart";
}

std::string clockLine(const ClockView &view)
{
    if (view.state == ClockState::NotStarted)
        return "Geen ronde gestart";
    const std::string round = view.round == kFinalRound ? "Finale" : "Ronde " + std::to_string(view.round);
    switch (view.state) {
    case ClockState::Time:
        return round + ": tijd!";
    case ClockState::Done:
        return round + ": afgelopen";
    case ClockState::Paused:
        return round + ": gepauzeerd, nog " + clockText(view.remainingSeconds);
    default:
        return round + ": nog " + clockText(view.remainingSeconds);
    }
}

} // namespace nkb
