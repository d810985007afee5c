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

} // namespace nkb::report
