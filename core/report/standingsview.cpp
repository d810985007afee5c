#include "report/standingsview.h"

#include <algorithm>

namespace nkb::report {

int lastPlayedRound(const Tournament &t)
{
    int last = 0;
    for (const GameResult &g : t.games)
        if (g.finished && g.round != kFinalRound)
            last = std::max(last, g.round);
    return last;
}

QString standingsTitle(const Tournament &t, const StandingsReportOptions &options)
{
    const int after = options.afterRound.value_or(lastPlayedRound(t));
    QString out =
        after > 0 ? QStringLiteral("Klassement na ronde %1").arg(after) : QStringLiteral("Klassement");
    if (options.category)
        out += QStringLiteral(" · categorie ") + QString::fromStdString(*options.category);
    return out;
}

std::vector<StandingRow> standingsRows(const Tournament &t, const StandingsReportOptions &options)
{
    StandingsOptions so;
    so.afterRound = options.afterRound;
    so.category = options.category;
    return computeStandings(t, so);
}

QString FinalCut::lineText() const
{
    return tieOpen ? QStringLiteral("Finalegrens (R61) · gelijke stand over de grens: de loting beslist (R60)")
                   : QStringLiteral("Finalegrens (R61) · de vier finalisten staan vet");
}

FinalCut finalCut(const Tournament &t, const std::vector<StandingRow> &rows, const StandingsReportOptions &options)
{
    FinalCut cut;
    if (options.category || rows.empty() || lastPlayedRound(t) == 0)
        return cut;
    const FinalistsView view = computeFinalists(t, options.afterRound);
    cut.finalists.insert(view.finalists.begin(), view.finalists.end());
    cut.tieOpen = view.undecided();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (cut.finalists.count(rows[i].startNumber) > 0 || rows[i].tieAtCut)
            cut.after = i;
    return cut;
}

} // namespace nkb::report
