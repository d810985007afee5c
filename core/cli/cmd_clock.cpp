// nk-bonaken-cli --db FILE clock start --round R [--minutes M] | pause | resume |
// adjust --minutes +5|-5 | show: the round clock (tournament/roundclock.h). Every change is one
// undoable change in the audit; show computes the time left from the stored clock and the
// tournament's "now" (the server's on a server).
#include "cli/cmd_common.h"
#include "cli/cmd_export.h"

#include "tournament/roundclock.h"

#include <QDateTime>
#include <QTimeZone>

#include <ostream>
#include <set>

namespace nkb::cli {

namespace {

constexpr const char *kUsage = "Gebruik: clock start --round R [--minutes M] | pause | resume | "
                               "adjust --minutes +5|-5 | show";

std::string isoTime(std::int64_t unixSeconds)
{
    return QDateTime::fromSecsSinceEpoch(unixSeconds, QTimeZone::utc()).toString(Qt::ISODate).toStdString();
}

std::string localTime(std::int64_t unixSeconds)
{
    return QDateTime::fromSecsSinceEpoch(unixSeconds)
        .toLocalTime()
        .toString(QStringLiteral("HH:mm"))
        .toStdString();
}

// "+5", "-5", "5": whole minutes.
std::optional<int> minutesArgument(const std::string &text)
{
    const auto n = parseInteger(!text.empty() && text[0] == '+' ? text.substr(1) : text);
    if (!n || *n < -100000 || *n > 100000 || (text.size() > 1 && text[0] == '+' && text[1] == '-'))
        return std::nullopt;
    return static_cast<int>(*n);
}

int showClock(Context &ctx, TournamentStore &store, const std::string &done)
{
    auto t = store.load();
    if (!t)
        return fail(ctx, t.error());
    auto now = store.clockNow();
    if (!now)
        return fail(ctx, now.error());
    const ClockView view = clockAt(t.value(), now.value());
    const RoundClock *clock = currentClock(t.value());
    if (ctx.json) {
        json out{{"ok", true}, {"state", clockStateKey(view.state)}};
        if (!done.empty())
            out["done"] = done;
        if (clock) {
            out["round"] = view.round;
            out["final"] = view.round == kFinalRound;
            out["remaining_seconds"] = view.remainingSeconds;
            out["remaining"] = clockText(view.remainingSeconds);
            out["duration_seconds"] = view.durationSeconds;
            out["started_at"] = isoTime(clock->startedAt);
            out["paused_at"] = clock->pausedAt ? json(isoTime(*clock->pausedAt)) : json(nullptr);
            out["paused_seconds"] = clock->pausedSeconds;
        } else {
            out["round"] = nullptr;
        }
        out["now"] = isoTime(now.value());
        out["round_minutes"] = t->info.roundMinutes;
        printJson(ctx, out);
        return ExitOk;
    }
    if (!done.empty())
        ctx.io.out << done << "\n";
    ctx.io.out << clockLine(view);
    if (clock)
        ctx.io.out << " (van " << clockText(view.durationSeconds) << ", gestart om "
                   << localTime(clock->startedAt) << ")";
    ctx.io.out << "\n";
    return ExitOk;
}

} // namespace

int cmdClock(Context &ctx)
{
    if (ctx.args.empty())
        return refuse(ctx, kUsage);
    const std::string sub = ctx.args.front();
    std::set<std::string> options;
    if (sub == "start")
        options = {"--round", "--minutes"};
    else if (sub == "adjust")
        options = {"--minutes"};
    else if (sub != "pause" && sub != "resume" && sub != "show")
        return refuse(ctx, "clock kent \"" + sub + "\" niet. " + kUsage);
    Args args(std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()), options);
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    if (!args.positional().empty())
        return refuse(ctx, kUsage);
    std::optional<int> round;
    if (const auto text = args.value("--round")) {
        round = roundArgument(*text);
        if (!round)
            return refuse(ctx, "--round verwacht een rondenummer of \"finale\", niet \"" + *text + "\".");
    }
    std::optional<int> minutes;
    if (const auto text = args.value("--minutes")) {
        minutes = minutesArgument(*text);
        if (!minutes)
            return refuse(ctx, "--minutes verwacht een aantal minuten (zoals 45, +5 of -5), niet \"" + *text +
                                   "\".");
    }
    if (sub == "start" && !round)
        return refuse(ctx, "Welke ronde start? Geef --round R (of --round finale).");
    if (sub == "adjust" && !minutes)
        return refuse(ctx, "Hoeveel minuten erbij of eraf? Geef --minutes +5 of --minutes -5.");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        if (sub == "show")
            return showClock(ctx, store, "");
        StoreResult<RoundClock> changed = sub == "start"    ? store.startClock(*round, minutes)
                                          : sub == "pause"  ? store.pauseClock()
                                          : sub == "resume" ? store.resumeClock()
                                                            : store.adjustClock(*minutes);
        if (!changed)
            return fail(ctx, changed.error());
        // The audit's words for what was done ("Ronde 3 gestart: 45 minuten").
        std::string done;
        if (auto log = store.changesSince(store.lastChangeId() - 1))
            for (const AuditEntry &e : log.value())
                if (e.id == store.lastChangeId())
                    done = e.what;
        return showClock(ctx, store, done);
    });
}

} // namespace nkb::cli
