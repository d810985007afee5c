#include "ui/widgets/daysummary.h"

#include <QCoreApplication>

namespace nkb::ui {

RoundProgress currentProgress(const Tournament &t)
{
    RoundProgress p{-1, 0, 0};
    if (t.rounds.empty())
        return p;
    // The round being played: the first with a table without its result (then the final).
    p.round = currentRound(t);
    const Round *current = t.round(p.round);
    if (!current)
        return p;
    p.tables = static_cast<int>(current->tables.size());
    const GameIndex games(t);
    for (const Table &table : current->tables)
        if (tableComplete(t, games, current->number, table.number))
            ++p.complete;
    return p;
}

QString daySummary(const Tournament &t)
{
    const RoundProgress p = currentProgress(t);
    const auto players = static_cast<int>(t.players.size());
    QString text;
    if (p.round < 0)
        return QCoreApplication::translate("DaySummary", "%1: %n speler(s), nog geen ronde geloot", nullptr, players)
            .arg(QString::fromStdString(t.info.name));
    if (p.round == kFinalRound && p.tables == 0)
        text = QCoreApplication::translate("DaySummary", "Alle ronden gespeeld: de finale kan beginnen");
    else if (p.round == kFinalRound)
        text = QCoreApplication::translate("DaySummary", "Finale: %1 van %2 tafels compleet").arg(p.complete).arg(p.tables);
    else if (p.tables == 0)
        text = QCoreApplication::translate("DaySummary", "Ronde %1 is nog niet geloot").arg(p.round);
    else
        text = QCoreApplication::translate("DaySummary", "Ronde %1: %2 van %3 tafels compleet")
                   .arg(p.round)
                   .arg(p.complete)
                   .arg(p.tables);
    if (const int busy = gamesInProgress(t); busy > 0)
        text += busy == 1 ? QCoreApplication::translate("DaySummary", " · 1 spel bezig")
                          : QCoreApplication::translate("DaySummary", " · %1 spellen bezig").arg(busy);
    return text;
}

} // namespace nkb::ui
