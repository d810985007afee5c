// The klassement and the seating as web pages (see webpage.h).
#include "report/webpage.h"

#include "report/dutchname.h"
#include "report/html.h"
#include "report/standingsview.h"
#include "report/threelegend.h"
#include "tournament/standings.h"
#include "tournament/standingscolumns.h"

#include <algorithm>
#include <iterator>

namespace nkb::report {

namespace {

using html::esc;

// The house style of the pages. The columns are styled by position, so a page of 200 rows stays
// small; a phone under 30 rem has no room for the start number, the games and the qualifying rank.
// The cut's banner is a first cell spanning the row: it wraps again (the rank column's nowrap made
// the page 526 px wide at 360 px), and so does a long name without spaces.
const QString kStyle =
    QStringLiteral(R"css(:root { --line: #c8c8c8; --head: #eceff1; --cut: #263238; --muted: #5f6b73; }
* { box-sizing: border-box; }
body { margin: 0 auto; padding: 12px; max-width: 60rem; font: 16px/1.4 "DejaVu Sans", Verdana, Arial, sans-serif; color: #111; }
h1 { font-size: 1.5rem; margin: 0 0 .2rem; }
h2 { font-size: 1.2rem; margin: 1.4rem 0 .5rem; }
.meta { color: var(--muted); margin: 0 0 .8rem; font-size: .9rem; }
nav a { margin-right: 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: .35rem .4rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
th { background: var(--head); font-size: .85rem; }
.standings td:first-child { font-weight: bold; white-space: nowrap; }
.standings :is(td, th):nth-child(2), .standings :is(td, th):nth-child(n+4) { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.standings td:nth-child(4) { font-weight: bold; }
.standings small { display: block; color: var(--muted); font-size: .8rem; }
tr.f td:nth-child(3) { font-weight: bold; }
.tag { font-size: .75rem; color: var(--muted); white-space: nowrap; }
.standings td:nth-child(3) { overflow-wrap: anywhere; }
.standings tr.cut td { background: var(--cut); color: #fff; font-size: .8rem; font-weight: bold; text-align: center; white-space: normal; }
.tables { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: .6rem; }
.tafel { border: 1px solid var(--line); border-radius: 6px; padding: .4rem .6rem; break-inside: avoid; }
.tafel h3 { margin: 0 0 .2rem; font-size: 1.1rem; }
.tafel ol { margin: 0; padding: 0; list-style: none; }
.tafel li { padding: .1rem 0; }
.tafel b { display: inline-block; width: 1.4rem; color: var(--muted); }
.names td:last-child { font-weight: bold; font-size: 1.1rem; text-align: right; }
.note { color: var(--muted); font-size: .8rem; margin-top: .6rem; }
@media (max-width: 30rem) {
  body { padding: 8px; font-size: 15px; }
  .standings :is(td, th):nth-child(2), .standings :is(td, th):nth-child(9), .standings :is(td, th):nth-child(10) { display: none; }
  th, td { padding: .3rem .25rem; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  nav { display: none; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  h2 { break-after: avoid; }
  #tafels { break-before: page; }
}
)css");

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

using F = StandingsField;
// The shared columns (standingscolumns.h) the page shows: no club column, the club goes under the name.
constexpr F kFields[] = {F::Rank,   F::StartNumber, F::Name, F::Points, F::Tens,
                         F::Eights, F::Fours,       F::Ones, F::Games};

// The cells of a row; the name cell is given, with what the page adds to it.
QString rowCells(const StandingsLine &line, const QString &nameCell)
{
    QString out;
    for (const F f : kFields)
        out += QStringLiteral("<td>") + (f == F::Name ? nameCell : esc(standingsText(f, line))) +
               QStringLiteral("</td>");
    return out;
}

// The final and the qualifying use the same columns; the final adds the qualifying rank.
QString tableHead(bool final)
{
    QString out = QStringLiteral("<table class=\"standings\"><thead><tr>");
    for (const F f : kFields)
        out += QStringLiteral("<th>") + esc(QString::fromUtf8(standingsColumn(f).shortHeader)) +
               QStringLiteral("</th>");
    return out + (final ? QStringLiteral("<th>Kwal.</th>") : QString()) +
           QStringLiteral("</tr></thead><tbody>\n");
}

QString finalTable(const Tournament &t)
{
    const std::vector<FinalRow> rows = computeFinalRanking(t);
    if (std::none_of(rows.begin(), rows.end(), [](const FinalRow &r) { return r.ladder.games > 0; }))
        return {};
    QString out = QStringLiteral("<h2>Finale (R61)</h2>") + tableHead(true);
    for (const FinalRow &r : rows)
        out += QStringLiteral("<tr>") + rowCells(standingsLine(r), esc(r.name)) +
               cells({num(r.qualifyingRank)}) + QStringLiteral("</tr>\n");
    out += QStringLiteral("</tbody></table>");
    const std::string tie = finalTieText(t, finalState(t));
    if (!tie.empty())
        out += QStringLiteral("<p class=\"final-tie\">") + esc(tie) + QStringLiteral("</p>");
    return out + QStringLiteral("<h2>Kwalificatie</h2>");
}

QString page(const QString &title, const QString &eventLine, const QString &body)
{
    const QString escapedTitle = esc(title);
    QString out;
    out.reserve(kStyle.size() + body.size() + 512);
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"generator\" content=\"nk-bonaken\">\n<title>");
    out += escapedTitle;
    out += QStringLiteral("</title>\n<style>\n");
    out += kStyle;
    out += QStringLiteral("</style>\n</head>\n<body>\n<h1>");
    out += escapedTitle;
    out += QStringLiteral("</h1>\n<p class=\"meta\">");
    out += eventLine; // escaped already (html::eventLine)
    out += QStringLiteral("</p>\n");
    out += body;
    out += QStringLiteral("\n</body>\n</html>\n");
    return out;
}

} // namespace

QString webStyle()
{
    return kStyle;
}

QString standingsPage(const Tournament &t, const StandingsReportOptions &options)
{
    return page(standingsTitle(t, options), html::eventLine(t.info), standingsBody(t, options));
}

QString standingsBody(const Tournament &t, const StandingsReportOptions &options)
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
        QString name = options.playerHref ? QStringLiteral("<a href=\"") + esc(options.playerHref(r.startNumber)) +
                                                QStringLiteral("\">") + esc(r.name) + QStringLiteral("</a>")
                                          : esc(r.name);
        if (r.tieAtCut && cut.after)
            name += QStringLiteral(" <span class=\"tag\">(loting)</span>");
        if (const std::string note = fewerRoundsNote(t, r.startNumber); !note.empty())
            name += QStringLiteral(" <span class=\"tag\">(") + esc(note) + QStringLiteral(")</span>");
        if (!r.club.empty())
            name += QStringLiteral("<small>") + esc(r.club) + QStringLiteral("</small>");
        body += (cut.finalists.count(r.startNumber) > 0 ? QStringLiteral("<tr class=\"f\">") : QStringLiteral("<tr>")) +
                rowCells(standingsLine(r), name) + QStringLiteral("</tr>\n");
        if (cut.after && i == *cut.after && i + 1 < rows.size())
            body += QStringLiteral("<tr class=\"cut\"><td colspan=\"") +
                    num(static_cast<long long>(std::size(kFields))) + QStringLiteral("\">") +
                    esc(cut.lineText()) + QStringLiteral("</td></tr>\n");
    }
    body += QStringLiteral("</tbody></table>\n<p class=\"note\">") + esc(orderFootnote(t)) +
            QStringLiteral("</p>");
    return body;
}

QString seatingPage(const Tournament &t, int round)
{
    const QString title = QStringLiteral("Indeling ") + html::roundTitle(round).toLower();
    return page(title, html::eventLine(t.info), seatingBody(t, round));
}

QString seatingBody(const Tournament &t, int round)
{
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return QStringLiteral("<p>") + esc(problem) + QStringLiteral("</p>");
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
    return body;
}

} // namespace nkb::report
