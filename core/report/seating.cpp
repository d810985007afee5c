// The papers for the wall and the tables: seating lists (by table and "naam -> tafel") and table cards.
#include "report/dutchname.h"
#include "report/html.h"
#include "report/report.h"

#include <QTextDocument>

#include <algorithm>
#include <vector>

namespace nkb::report {

namespace {

using html::esc;

// At most this many names per column of the alphabetical list: two columns fill an A4 page with
// names at 14 pt, readable from two metres on the wall.
constexpr std::size_t kMaxNamesPerColumn = 28;
// At most this many tables a page on the list by table (names at 14 pt).
constexpr std::size_t kMaxTablesPerPage = 20;

QString pageBreak(bool first)
{
    return first ? QString() : QStringLiteral(" style=\"page-break-before:always;\"");
}

QString heading(const Tournament &t, int round, const QString &what, bool first)
{
    return QStringLiteral(
               "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"%1><tr>"
               "<td width=\"65%\"><span style=\"font-size:18pt; font-weight:bold;\">%2 · %3</span></td>"
               "<td align=\"right\"><span style=\"font-size:9pt;\">%4</span></td></tr></table>"
               "<p style=\"margin-top:0px; margin-bottom:0px; font-size:4pt;\">&nbsp;</p>")
        .arg(pageBreak(first), html::roundTitle(round), what, html::eventLine(t.info));
}

QString byTable(const Tournament &t, const Round &round, bool first)
{
    std::size_t maxSeats = 3;
    for (const Table &table : round.tables)
        maxSeats = std::max(maxSeats, table.seats.size());
    QString head = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
                                  "style=\"border-collapse:collapse; border-color:#000000;\">"
                                  "<thead><tr style=\"background-color:#e8e8e8;\"><th width=\"10%\">Tafel</th>");
    const int width = 90 / static_cast<int>(maxSeats);
    for (std::size_t i = 0; i < maxSeats; ++i)
        head += QStringLiteral("<th width=\"%1%\">%2</th>").arg(width).arg(html::seatLetter(i));
    head += QStringLiteral("</tr></thead>");
    // The tables are spread evenly over the pages (a long name may take two lines at 14 pt).
    const std::size_t count = round.tables.size();
    const std::size_t pages = std::max<std::size_t>(1, (count + kMaxTablesPerPage - 1) / kMaxTablesPerPage);
    const std::size_t perPage = std::max<std::size_t>(1, (count + pages - 1) / pages);
    QString out;
    for (std::size_t start = 0; start < count || start == 0; start += perPage) {
        out += heading(t, round.number, QStringLiteral("indeling per tafel"), first && start == 0) + head;
        for (std::size_t k = start; k < std::min(count, start + perPage); ++k) {
            const Table &table = round.tables[k];
            out += QStringLiteral("<tr><td align=\"center\"><span style=\"font-size:16pt; font-weight:bold;\">") +
                   QString::number(table.number) + QStringLiteral("</span></td>");
            for (std::size_t i = 0; i < maxSeats; ++i)
                out += QStringLiteral("<td><span style=\"font-size:14pt;\">") +
                       (i < table.seats.size() ? esc(html::nameOf(t, table.seats[i])) : QString()) +
                       QStringLiteral("</span></td>");
            out += QStringLiteral("</tr>");
        }
        out += QStringLiteral("</table>");
        if (count == 0)
            break;
    }
    return out;
}

struct Entry {
    QString name; // as typed
    int table{0};
};

QString alphabetical(const Tournament &t, const Round &round, bool first)
{
    std::vector<Entry> entries;
    for (const Table &table : round.tables)
        for (int sn : table.seats)
            entries.push_back({QString::fromStdString(html::nameOf(t, sn)), table.number});
    const DutchNameOrder order;
    std::stable_sort(entries.begin(), entries.end(),
                     [&order](const Entry &a, const Entry &b) { return order(a.name, b.name); });

    QString out;
    // The names are spread evenly over the pages: no last page with a handful of names on its own.
    const std::size_t pages = std::max<std::size_t>(1, (entries.size() + 2 * kMaxNamesPerColumn - 1) /
                                                           (2 * kMaxNamesPerColumn));
    const std::size_t perPage = (entries.size() + pages - 1) / pages;
    // Down the left column first (a short list is one column), then the right one.
    const std::size_t perColumn = std::max((perPage + 1) / 2, std::min(perPage, kMaxNamesPerColumn));
    for (std::size_t start = 0; start < entries.size() || start == 0; start += perPage) {
        out += heading(t, round.number, QStringLiteral("naam → tafel"), first && start == 0);
        out += QStringLiteral(
            "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
            "style=\"border-collapse:collapse; border-color:#808080;\">"
            "<tr style=\"background-color:#e8e8e8;\"><th width=\"41%\" align=\"left\">Naam</th>"
            "<th width=\"7%\">Tafel</th><th width=\"4%\"></th><th width=\"41%\" align=\"left\">Naam</th>"
            "<th width=\"7%\">Tafel</th></tr>");
        // Column-major within a page: read down the left column, then down the right one.
        for (std::size_t row = 0; row < perColumn; ++row) {
            const std::size_t left = start + row;
            const std::size_t right = left + perColumn;
            if (left >= entries.size())
                break;
            auto cells = [&](std::size_t i) {
                if (i >= entries.size() || i >= start + perPage)
                    return QStringLiteral("<td></td><td></td>");
                const QString name = splitDutchName(entries[i].name).listForm();
                return QStringLiteral("<td><span style=\"font-size:14pt;\">%1</span></td>"
                                      "<td align=\"center\"><span style=\"font-size:14pt; "
                                      "font-weight:bold;\">%2</span></td>")
                    .arg(esc(name), QString::number(entries[i].table)); // one pass: "%2" in a name stays
            };
            out += QStringLiteral("<tr>") + cells(left) + QStringLiteral("<td></td>") + cells(right) +
                   QStringLiteral("</tr>");
        }
        out += QStringLiteral("</table>");
        if (entries.empty())
            break;
    }
    return out;
}

QString card(const Tournament &t, const Round &round, const Table &table, bool first)
{
    QString out = QStringLiteral("<p align=\"center\"%1><span style=\"font-size:22pt;\">%2 · %3</span></p>")
                      .arg(pageBreak(first), esc(t.info.name), html::roundTitle(round.number));
    out += QStringLiteral(
        "<p align=\"center\" style=\"margin-top:10px;\"><span style=\"font-size:40pt;\">Tafel</span></p>");
    out +=
        QStringLiteral("<p align=\"center\"><span style=\"font-size:220pt; font-weight:bold;\">%1</span></p>")
            .arg(table.number);
    out += QStringLiteral("<table align=\"center\" cellspacing=\"0\" cellpadding=\"3\">");
    for (std::size_t i = 0; i < table.seats.size(); ++i)
        out += QStringLiteral(
                   "<tr><td><span style=\"font-size:24pt; font-weight:bold;\">%1&nbsp;&nbsp;</span></td>"
                   "<td><span style=\"font-size:24pt;\">%2</span></td></tr>")
                   .arg(html::seatLetter(i), esc(html::nameOf(t, table.seats[i])));
    return out + QStringLiteral("</table>");
}

QString problemPage(const QString &title, const QString &problem)
{
    return html::begin(title) + QStringLiteral("<p>%1</p>").arg(esc(problem)) + html::end();
}

} // namespace

QString seatingHtml(const Tournament &t, int round, SeatingList which)
{
    const QString title = QStringLiteral("Indeling %1").arg(html::roundTitle(round));
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return problemPage(title, problem);
    const Round &r = *t.round(round);
    QString out = html::begin(title);
    if (which != SeatingList::Alphabetical)
        out += byTable(t, r, true);
    if (which != SeatingList::ByTable)
        out += alphabetical(t, r, which == SeatingList::Alphabetical);
    return out + html::end();
}

void buildSeating(QTextDocument &doc, const Tournament &t, int round, SeatingList which)
{
    html::load(doc, seatingHtml(t, round, which), QStringLiteral("Indeling %1").arg(html::roundTitle(round)));
    setPageLayoutOf(doc, a4Layout());
}

QString tableCardsHtml(const Tournament &t, int round)
{
    const QString title = QStringLiteral("Tafelkaarten %1").arg(html::roundTitle(round));
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return problemPage(title, problem);
    const Round &r = *t.round(round);
    QString out = html::begin(title);
    bool first = true;
    for (const Table &table : r.tables) {
        out += card(t, r, table, first);
        first = false;
    }
    return out + html::end();
}

void buildTableCards(QTextDocument &doc, const Tournament &t, int round)
{
    html::load(doc, tableCardsHtml(t, round), QStringLiteral("Tafelkaarten %1").arg(html::roundTitle(round)));
    setPageLayoutOf(doc, a4Layout(QPageLayout::Landscape));
}

} // namespace nkb::report
