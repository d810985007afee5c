// The table cards (the wall lists are painted: seatingpaint.cpp).
#include "report/html.h"
#include "report/qrcode.h"
#include "report/report.h"

#include <QTextDocument>


namespace nkb::report {

namespace {

using html::esc;

QString pageBreak(bool first)
{
    return first ? QString() : QStringLiteral(" style=\"page-break-before:always;\"");
}

// qr: the venue web's code as a data: address, empty for none.
// entry: the table's own link for entry at the table as a data: address, empty for none.
QString card(const Tournament &t, const Round &round, const Table &table, bool first, const QString &qr,
            const QString &webAddress, const QString &entry)
{
    QString out = QStringLiteral("<p align=\"center\"%1><span style=\"font-size:22pt;\">%2 · %3</span></p>")
                      .arg(pageBreak(first), esc(t.info.name), html::roundTitle(round.number));
    out += QStringLiteral(
        "<p align=\"center\" style=\"margin-top:10px;\"><span style=\"font-size:40pt;\">Tafel</span></p>");
    // With codes beside the names the number is a little smaller and the names have a column of
    // their own, so that four names of any length and both codes stay on the card's one page.
    const bool codesToo = !qr.isEmpty() || !entry.isEmpty();
    out += QStringLiteral("<p align=\"center\"><span style=\"font-size:%1pt; font-weight:bold;\">%2</span></p>")
               .arg(codesToo ? 170 : 220)
               .arg(table.number);
    const int nameSize = codesToo ? 20 : 24;
    QString seats = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"%1>")
                        .arg(codesToo ? QStringLiteral(" width=\"100%\"") : QString());
    for (std::size_t i = 0; i < table.seats.size(); ++i)
        seats += QStringLiteral("<tr><td><span style=\"font-size:%3pt; font-weight:bold;\">%1&nbsp;&nbsp;</span></td>"
                                "<td><span style=\"font-size:%3pt;\">%2</span></td></tr>")
                     // One arg() for all three: a name holding "%1" stays as typed.
                     .arg(html::seatLetter(i), esc(html::nameOf(t, table.seats[i])), QString::number(nameSize));
    seats += QStringLiteral("</table>");
    if (qr.isEmpty() && entry.isEmpty())
        return out + QStringLiteral("<table align=\"center\" cellspacing=\"0\" cellpadding=\"0\"><tr><td>%1</td></tr></table>")
                         .arg(seats);
    // The venue web's code (and the table's own) beside the names: the card keeps its one page.
    QString codes;
    if (!qr.isEmpty())
        codes += QStringLiteral("<td width=\"20\"></td>"
                                "<td valign=\"middle\" align=\"center\" width=\"200\"><img src=\"%1\" width=\"110\" height=\"110\"><br>"
                                "<span style=\"font-size:10pt;\">Waar zit ik, klassement,<br>je spellen:<br>%2</span></td>")
                     .arg(qr, esc(webAddress));
    if (!entry.isEmpty())
        codes += QStringLiteral("<td width=\"20\"></td>"
                                "<td valign=\"middle\" align=\"center\" width=\"150\"><img src=\"%1\" width=\"110\" height=\"110\"><br>"
                                "<span style=\"font-size:10pt;\">Invoeren aan tafel<br>(alleen de schrijver)</span></td>")
                     .arg(entry);
    out += QStringLiteral("<table align=\"center\" width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                          "<td valign=\"middle\">%1</td>%2</tr></table>")
               .arg(seats, codes);
    return out;
}

QString problemPage(const QString &title, const QString &problem)
{
    return html::begin(title) + QStringLiteral("<p>%1</p>").arg(esc(problem)) + html::end();
}

} // namespace

QString tableCardsHtml(const Tournament &t, int round, const QString &webAddress,
                       const std::map<int, QString> &tableLinks)
{
    const QString title = QStringLiteral("Tafelkaarten %1").arg(html::roundTitle(round));
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return problemPage(title, problem);
    const Round &r = *t.round(round);
    QString out = html::begin(title);
    // One code for every card (an address the QR code cannot hold gives none).
    const QString qr = webAddress.isEmpty() ? QString() : qrPngDataUri(webAddress.toStdString());
    bool first = true;
    for (const Table &table : r.tables) {
        const auto link = tableLinks.find(table.number);
        const QString entry = link == tableLinks.end() ? QString() : qrPngDataUri(link->second.toStdString());
        out += card(t, r, table, first, qr, webAddress, entry);
        first = false;
    }
    return out + html::end();
}

void buildTableCards(QTextDocument &doc, const Tournament &t, int round, const QString &webAddress,
                     const std::map<int, QString> &tableLinks)
{
    html::load(doc, tableCardsHtml(t, round, webAddress, tableLinks),
               QStringLiteral("Tafelkaarten %1").arg(html::roundTitle(round)));
    setPageLayoutOf(doc, a4Layout(QPageLayout::Landscape));
}

} // namespace nkb::report
