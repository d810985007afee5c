#include "ui/window/daysummary.h"

#include <QCoreApplication>

namespace nkb::ui {

bool tableComplete(const Tournament &t, int round, int table)
{
    const int games = round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    for (int g = 1; g <= games; ++g) {
        const GameResult *r = t.game(round, table, g);
        if (!r || !r->finished)
            return false;
    }
    return true;
}

RoundProgress currentProgress(const Tournament &t)
{
    RoundProgress p{-1, 0, 0};
    const Round *current = nullptr;
    for (const Round &r : t.rounds) {
        if (r.number == kFinalRound)
            continue;
        if (!current || r.number > current->number)
            current = &r;
    }
    if (const Round *final = t.round(kFinalRound))
        current = final;
    if (!current)
        return p;
    p.round = current->number;
    p.tables = static_cast<int>(current->tables.size());
    for (const Table &table : current->tables)
        if (tableComplete(t, current->number, table.number))
            ++p.complete;
    return p;
}

QString daySummary(const Tournament &t)
{
    const RoundProgress p = currentProgress(t);
    const auto players = static_cast<int>(t.players.size());
    if (p.round < 0)
        return QCoreApplication::translate("DaySummary", "%1: %n speler(s), nog geen ronde geloot", nullptr, players)
            .arg(QString::fromStdString(t.info.name));
    if (p.round == kFinalRound)
        return QCoreApplication::translate("DaySummary", "Finale: %1 van %2 tafels compleet").arg(p.complete).arg(p.tables);
    return QCoreApplication::translate("DaySummary", "Ronde %1: %2 van %3 tafels compleet")
        .arg(p.round)
        .arg(p.complete)
        .arg(p.tables);
}

} // namespace nkb::ui
