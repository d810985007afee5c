// The klassement on paper and on the website (R60, R61).
#include "report/html.h"
#include "report/report.h"
#include "report/standingsview.h"
#include "report/threelegend.h"

#include <QTextDocument>

#include <algorithm>
#include <set>

namespace nkb::report {

namespace {

using html::esc;

QString tableStart()
{
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                          "style=\"border-collapse:collapse; border-color:#808080; font-size:9pt;\">");
}

QString ladderCells(const Ladder &l)
{
    return QStringLiteral(
               "<td align=\"right\"><b>%1</b></td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
               "<td align=\"right\">%4</td><td align=\"right\">%5</td><td align=\"right\">%6</td>")
        .arg(l.points)
        .arg(l.tens)
        .arg(l.eights)
        .arg(l.fours)
        .arg(l.ones)
        .arg(l.games);
}

QString finalSection(const Tournament &t)
{
    const std::vector<FinalRow> rows = computeFinalRanking(t);
    if (std::none_of(rows.begin(), rows.end(), [](const FinalRow &r) { return r.ladder.games > 0; }))
        return {};
    QString out =
        QStringLiteral("<p style=\"margin-top:4px; margin-bottom:4px;\"><span style=\"font-size:14pt; "
                       "font-weight:bold;\">Finale (R61)</span></p>");
    out += tableStart();
    out += QStringLiteral(
        "<thead><tr style=\"background-color:#e8e8e8;\"><th width=\"7%\">Pl.</th><th width=\"7%\">Nr.</th>"
        "<th align=\"left\">Naam</th><th width=\"9%\">Punten</th><th width=\"6%\">10</th><th "
        "width=\"6%\">8</th>"
        "<th width=\"6%\">4</th><th width=\"6%\">1</th><th width=\"7%\">Sp.</th><th "
        "width=\"12%\">Kwalificatie</th>"
        "</tr></thead>");
    for (const FinalRow &r : rows)
        out += QStringLiteral("<tr><td align=\"center\">%1</td><td align=\"right\">%2</td><td>%3</td>%4"
                              "<td align=\"center\">%5</td></tr>")
                   .arg(rankText(r.rank, r.sharedRank), QString::number(r.startNumber), esc(r.name),
                        ladderCells(r.ladder), QString::number(r.qualifyingRank)); // one pass: names as typed
    out += QStringLiteral("</table>");
    const QString tie = QString::fromStdString(finalTieText(t, finalState(t)));
    if (!tie.isEmpty())
        out += QStringLiteral("<p style=\"margin-top:4px;\">%1</p>").arg(esc(tie));
    return out + QStringLiteral("<p style=\"margin-top:8px;\"></p>");
}

} // namespace

QString standingsHtml(const Tournament &t, const StandingsReportOptions &options)
{
    const QString heading = standingsTitle(t, options);
    QString out = html::begin(heading);
    out += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                          "<td width=\"65%\"><span style=\"font-size:18pt; font-weight:bold;\">%1</span></td>"
                          "<td align=\"right\"><span style=\"font-size:9pt;\">%2</span></td></tr></table>"
                          "<p style=\"margin-top:0px; margin-bottom:0px; font-size:4pt;\">&nbsp;</p>")
               .arg(esc(heading), html::eventLine(t.info));

    const bool wholeField = !options.category;
    const bool finalCounts = wholeField && (!options.afterRound || *options.afterRound >= t.info.rounds);
    if (finalCounts)
        out += finalSection(t);

    const std::vector<StandingRow> rows = standingsRows(t, options);

    const FinalCut cut = finalCut(t, rows, options);
    const std::set<int> &finalists = cut.finalists;
    const std::optional<std::size_t> cutAfter = cut.after;

    out += tableStart();
    out += QStringLiteral(
        "<thead><tr style=\"background-color:#e8e8e8;\"><th width=\"7%\">Pl.</th><th width=\"7%\">Nr.</th>"
        "<th align=\"left\">Naam</th><th align=\"left\" width=\"27%\">Club</th><th width=\"9%\">Punten</th>"
        "<th width=\"6%\">10</th><th width=\"6%\">8</th><th width=\"6%\">4</th><th width=\"6%\">1</th>"
        "<th width=\"7%\">Sp.</th></tr></thead>");
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const StandingRow &r = rows[i];
        QString name = esc(r.name);
        if (finalists.count(r.startNumber) > 0)
            name = QStringLiteral("<b>%1</b>").arg(name);
        if (r.tieAtCut)
            name += QStringLiteral(" <span style=\"font-size:8pt;\">(loting)</span>");
        if (r.withdrawn)
            name += QStringLiteral(" <span style=\"font-size:8pt; color:#606060;\">(teruggetrokken)</span>");
        out += QStringLiteral(
                   "<tr><td align=\"center\">%1</td><td align=\"right\">%2</td><td>%3</td><td>%4</td>%5</tr>")
                   .arg(rankText(r.rank, r.sharedRank), QString::number(r.startNumber), name, esc(r.club),
                        ladderCells(r.ladder));
        if (cutAfter && i == *cutAfter && i + 1 < rows.size())
            out +=
                QStringLiteral(
                    "<tr style=\"background-color:#303030;\"><td colspan=\"10\" align=\"center\">"
                    "<span style=\"color:#ffffff; font-size:8pt; font-weight:bold;\">%1</span></td></tr>")
                    .arg(cut.lineText());
    }
    out += QStringLiteral("</table>");
    out += QStringLiteral("<p style=\"margin-top:6px; font-size:8pt;\">%1</p>")
               .arg(orderFootnote(t).toHtmlEscaped());
    return out + html::end();
}

void buildStandings(QTextDocument &doc, const Tournament &t, const StandingsReportOptions &options)
{
    html::load(doc, standingsHtml(t, options), standingsTitle(t, options));
    setPageLayoutOf(doc, a4Layout());
}

} // namespace nkb::report
