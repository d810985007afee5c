// The round clock on the venue pages (see clockbar.h).
#include "web/clockbar.h"

#include "tournament/roundclock.h"

#include <QDateTime>

namespace nkb::web {

QString clockBar(const Snapshot &s)
{
    const RoundClock *clock = currentClock(s.tournament);
    if (!clock)
        return QStringLiteral("<div id=\"klok\" class=\"klok\" hidden></div>");
    // "Ronde 3", or "Finale" for the final (stored as round 0).
    const QString round = clock->round == kFinalRound ? QStringLiteral("Finale")
                                                      : QStringLiteral("Ronde ") + QString::number(clock->round);
    if (roundPlayed(s.tournament, clock->round)) // every game stored: the clock has stopped
        return QStringLiteral("<div id=\"klok\" class=\"klok\" data-state=\"afgelopen\" data-ronde=\"%1\">"
                              "%1 · afgelopen</div>")
            .arg(round);
    if (clock->pausedAt) {
        // Paused: the time left stands still, as it was when the director paused.
        const ClockView paused = clockAt(*clock, *clock->pausedAt);
        return QStringLiteral("<div id=\"klok\" class=\"klok pauze\" data-state=\"gepauzeerd\" data-ronde=\"%1\">"
                              "%1 · klok gepauzeerd, nog %2</div>")
            .arg(round, QString::fromStdString(clockText(paused.remainingSeconds)));
    }
    // When the time is up, in this computer's time (the clock is kept in the tournament's: the
    // server's on a server). The script counts down to it; the page itself never changes with time.
    const std::int64_t end = clock->startedAt + clock->pausedSeconds + clock->durationSeconds - s.clockSkew;
    const QString endText = QDateTime::fromSecsSinceEpoch(end).toLocalTime().toString(QStringLiteral("HH:mm"));
    return QStringLiteral("<div id=\"klok\" class=\"klok\" data-state=\"loopt\" data-ronde=\"%1\" data-einde=\"%2\">"
                          "%1 · eindigt om %3</div>")
        .arg(round, QString::number(end), endText);
}

} // namespace nkb::web
