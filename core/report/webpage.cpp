// The klassement and the seating as web pages (see webpage.h).
#include "report/webpage.h"

#include "report/dutchname.h"
#include "report/html.h"
#include "report/standingsview.h"
#include "report/threelegend.h"
#include "tournament/standings.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace nkb::report {

namespace {

using html::esc;

QString pageTemplate()
{
    QFile f(QStringLiteral(":/nkb/report/page.html"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("<!DOCTYPE html><html lang=\"nl\"><head><meta charset=\"utf-8\"><title>{{title}}"
                              "</title></head><body><h1>{{title}}</h1><p>{{event}}</p>{{body}}</body></html>");
    return QString::fromUtf8(f.readAll());
}

QString num(long long n)
{
    return QString::number(n);
}

// Cells without attributes: the style sheet styles the columns (a page of 200 rows stays small).
QString cells(std::initializer_list<QString> values)
{
    QString out;
    for (const QString &v : values)
        out += QStringLiteral("<td>") + v + QStringLiteral("</td>");
    return out;
}

QString ladderCells(const Ladder &l)
{
    return cells({num(l.points), num(l.tens), num(l.eights), num(l.fours), num(l.ones), num(l.games)});
}

// Pl. | Nr. | Naam | Punten 10 8 4 1 Sp. [| Kwal.]: the final and the qualifying use the same columns.
QString tableHead(bool final)
{
    return QStringLiteral("<table class=\"standings\"><thead><tr><th>Pl.</th><th>Nr.</th><th>Naam</th>"
                          "<th>Punten</th><th>10</th><th>8</th><th>4</th><th>1</th><th>Sp.</th>") +
           (final ? QStringLiteral("<th>Kwal.</th>") : QString()) + QStringLiteral("</tr></thead><tbody>\n");
}

QString finalTable(const Tournament &t)
{
    const std::vector<FinalRow> rows = computeFinalRanking(t);
    if (std::none_of(rows.begin(), rows.end(), [](const FinalRow &r) { return r.ladder.games > 0; }))
        return {};
    QString out = QStringLiteral("<h2>Finale (R61)</h2>") + tableHead(true);
    for (const FinalRow &r : rows)
        out += QStringLiteral("<tr>") + cells({rankText(r.rank, r.sharedRank), num(r.startNumber), esc(r.name)}) +
               ladderCells(r.ladder) + cells({num(r.qualifyingRank)}) + QStringLiteral("</tr>\n");
    out += QStringLiteral("</tbody></table>");
    const std::string tie = finalTieText(t, finalState(t));
    if (!tie.empty())
        out += QStringLiteral("<p class=\"final-tie\">") + esc(tie) + QStringLiteral("</p>");
    return out + QStringLiteral("<h2>Kwalificatie</h2>");
}

} // namespace

QString fillPageTemplate(const QString &title, const QString &event, const QString &body)
{
    static const QString tmpl = pageTemplate();
    static const QRegularExpression slot(QStringLiteral("\\{\\{(\\w+)\\}\\}"));
    QString out;
    out.reserve(tmpl.size() + body.size() + 256);
    qsizetype last = 0;
    for (auto it = slot.globalMatch(tmpl); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(tmpl).mid(last, m.capturedStart() - last);
        const QString key = m.captured(1);
        if (key == QStringLiteral("title"))
            out += esc(title);
        else if (key == QStringLiteral("event"))
            out += event; // already escaped (html::eventLine)
        else if (key == QStringLiteral("body"))
            out += body;
        last = m.capturedEnd();
    }
    out += QStringView(tmpl).mid(last);
    return out;
}

QString standingsPage(const Tournament &t, const StandingsReportOptions &options)
{
    QString body;
    const bool finalCounts = !options.category && (!options.afterRound || *options.afterRound >= t.info.rounds);
    if (finalCounts)
        body += finalTable(t);

    const std::vector<StandingRow> rows = standingsRows(t, options);
    const FinalCut cut = finalCut(t, rows, options);

    body += tableHead(false);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const StandingRow &r = rows[i];
        QString name = esc(r.name);
        if (r.tieAtCut && cut.after)
            name += QStringLiteral(" <span class=\"tag\">(loting)</span>");
        if (r.withdrawn)
            name += QStringLiteral(" <span class=\"tag\">(teruggetrokken)</span>");
        if (!r.club.empty())
            name += QStringLiteral("<small>") + esc(r.club) + QStringLiteral("</small>");
        body += (cut.finalists.count(r.startNumber) > 0 ? QStringLiteral("<tr class=\"f\">") : QStringLiteral("<tr>")) +
                cells({rankText(r.rank, r.sharedRank), num(r.startNumber), name}) + ladderCells(r.ladder) +
                QStringLiteral("</tr>\n");
        if (cut.after && i == *cut.after && i + 1 < rows.size())
            body += QStringLiteral("<tr class=\"cut\"><td colspan=\"9\">") + esc(cut.lineText()) +
                    QStringLiteral("</td></tr>\n");
    }
    body += QStringLiteral("</tbody></table>\n<p class=\"note\">") + esc(orderFootnote(t)) +
            QStringLiteral("</p>");
    return fillPageTemplate(standingsTitle(t, options), html::eventLine(t.info), body);
}

QString seatingPage(const Tournament &t, int round)
{
    const QString title = QStringLiteral("Indeling ") + html::roundTitle(round).toLower();
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return fillPageTemplate(title, html::eventLine(t.info), QStringLiteral("<p>") + esc(problem) +
                                                                    QStringLiteral("</p>"));
    const Round &r = *t.round(round);
    struct Entry {
        QString name;
        int table{0};
    };
    std::vector<Entry> entries;
    for (const Table &table : r.tables)
        for (int sn : table.seats)
            entries.push_back({QString::fromStdString(html::nameOf(t, sn)), table.number});
    const DutchNameOrder order;
    std::stable_sort(entries.begin(), entries.end(),
                     [&order](const Entry &a, const Entry &b) { return order(a.name, b.name); });

    QString body = QStringLiteral("<nav><a href=\"#naam\">Naam → tafel</a><a href=\"#tafels\">Per tafel</a></nav>"
                                  "<h2 id=\"naam\">Naam → tafel</h2><table class=\"names\"><thead><tr>"
                                  "<th>Naam</th><th>Tafel</th></tr></thead><tbody>\n");
    for (const Entry &e : entries)
        body += QStringLiteral("<tr>") + cells({esc(splitDutchName(e.name).listForm()), num(e.table)}) +
                QStringLiteral("</tr>\n");
    body += QStringLiteral("</tbody></table>\n<h2 id=\"tafels\">Per tafel</h2><div class=\"tables\">\n");
    for (const Table &table : r.tables) {
        body += QStringLiteral("<section class=\"tafel\"><h3>Tafel ") + num(table.number) +
                QStringLiteral("</h3><ol>");
        for (std::size_t i = 0; i < table.seats.size(); ++i)
            body += QStringLiteral("<li><b>") + html::seatLetter(i) + QStringLiteral("</b>") +
                    esc(html::nameOf(t, table.seats[i])) + QStringLiteral("</li>");
        body += QStringLiteral("</ol></section>\n");
    }
    body += QStringLiteral("</div>");
    return fillPageTemplate(title, html::eventLine(t.info), body);
}

} // namespace nkb::report
