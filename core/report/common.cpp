#include "report/report.h"

namespace nkb::report {

QString roundProblem(const Tournament &t, int round)
{
    const Round *r = t.round(round);
    if (round != kFinalRound && (round < 1 || round > t.info.rounds))
        return QStringLiteral("Ronde %1 bestaat niet: het toernooi heeft de ronden 1 tot en met %2.")
            .arg(round)
            .arg(t.info.rounds);
    if (!r || r->tables.empty())
        return round == kFinalRound ? QStringLiteral("De finaletafel is nog niet ingedeeld.")
                                    : QStringLiteral("Ronde %1 is nog niet ingedeeld.").arg(round);
    return {};
}

std::optional<Tournament> oneTable(const Tournament &t, int round, int table, QString *why)
{
    QString problem = roundProblem(t, round);
    Tournament only = t;
    if (problem.isEmpty()) {
        for (Round &r : only.rounds)
            if (r.number == round)
                std::erase_if(r.tables, [table](const Table &tb) { return tb.number != table; });
        if (only.round(round)->tables.empty())
            problem = QStringLiteral("%1 heeft geen tafel %2 (tafels %3 tot en met %4).")
                          .arg(round == kFinalRound ? QStringLiteral("De finale") : QStringLiteral("Ronde %1").arg(round))
                          .arg(table)
                          .arg(t.round(round)->tables.front().number)
                          .arg(t.round(round)->tables.back().number);
    }
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return std::nullopt;
    }
    return only;
}

} // namespace nkb::report
