// The scoresheet (wedstrijdformulier, R59) a player at the table fills in with a pen.
#include "report/html.h"
#include "report/report.h"
#include "report/rulesnote.h"
#include "report/threelegend.h"

#include <QTextDocument>

namespace nkb::report {

namespace {

using html::esc;

// Faint letters to circle: quicker and clearer with a pen than writing a name.
QString circleChoices(std::size_t seats)
{
    QStringList letters;
    for (std::size_t i = 0; i < seats; ++i)
        letters << html::seatLetter(i);
    return QStringLiteral("<span style=\"color:#a0a0a0; font-size:12pt;\">%1</span>")
        .arg(letters.join(QStringLiteral("&nbsp;&nbsp;")));
}

// Keeps a long name or club to one line where space is short; the full name is in the seat block.
QString elide(const QString &text, qsizetype maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars - 1).trimmed() + QChar(0x2026);
}

QString seatsBlock(const Tournament &t, const Table &table)
{
    QString out = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" border=\"1\" "
                                 "style=\"border-collapse:collapse; border-color:#000000;\"><tr>");
    const int width = 100 / static_cast<int>(table.seats.size());
    for (std::size_t i = 0; i < table.seats.size(); ++i) {
        const Player *p = t.player(table.seats[i]);
        // A long name gets a smaller type so the sheet stays one page.
        const QString name = elide(QString::fromStdString(html::nameOf(t, table.seats[i])), 40);
        out +=
            QStringLiteral(
                "<td width=\"%1%\"><span style=\"font-size:14pt; font-weight:bold;\">%2</span>&nbsp; "
                "<span style=\"font-size:%6pt; font-weight:bold;\">%3</span><br>"
                "<span style=\"font-size:7pt; color:#404040;\">nr. %4%5</span></td>")
                // One pass: a name or club holding "%1" is printed as typed.
                .arg(QString::number(width), html::seatLetter(i), esc(name), QString::number(table.seats[i]),
                     p && !p->club.empty()
                         ? QStringLiteral(" · ") + esc(elide(QString::fromStdString(p->club), 34))
                         : QString(),
                     QString::number(name.size() > 20 ? 9 : 11));
    }
    return out + QStringLiteral("</tr></table>");
}

QString gameGrid(const Tournament &t, const Table &table, int game)
{
    const std::size_t seats = table.seats.size();
    // Fixed columns take 52%, the players' mark columns share the rest.
    const int markWidth = 48 / static_cast<int>(seats);
    QString out =
        QStringLiteral("<p style=\"margin-top:4px; margin-bottom:2px;\"><span style=\"font-size:12pt; "
                       "font-weight:bold;\">Spel %1</span></p>")
            .arg(game);
    out += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
                          "style=\"border-collapse:collapse; border-color:#000000;\">");
    out +=
        QStringLiteral("<thead><tr style=\"background-color:#e8e8e8;\">"
                       "<th width=\"6%\">Gift</th><th width=\"13%\">Deler</th><th width=\"13%\">Speler</th>"
                       "<th width=\"10%\">Bod</th><th width=\"10%\">Gew. / verl.</th>");
    for (std::size_t i = 0; i < seats; ++i)
        out +=
            QStringLiteral(
                "<th width=\"%1%\">%2<br><span style=\"font-size:7pt; font-weight:normal;\">%3</span></th>")
                .arg(QString::number(markWidth), html::seatLetter(i),
                     esc(elide(QString::fromStdString(html::nameOf(t, table.seats[i])), 16)));
    out += QStringLiteral("</tr></thead>");
    for (int gift = 1; gift <= kGiftRowsPerGame; ++gift) {
        out += QStringLiteral("<tr><td align=\"center\"><span style=\"font-size:11pt;\">%1</span></td>"
                              "<td align=\"center\">%2</td><td align=\"center\">%2</td><td></td>"
                              "<td align=\"center\"><span style=\"color:#a0a0a0; "
                              "font-size:11pt;\">+&nbsp;&nbsp;/&nbsp;&nbsp;&minus;</span></td>")
                   .arg(gift)
                   .arg(circleChoices(seats));
        for (std::size_t i = 0; i < seats; ++i)
            out += QStringLiteral("<td></td>");
        out += QStringLiteral("</tr>");
    }
    for (const QString &label : {QStringLiteral("Plaats"), QStringLiteral("Punten")}) {
        out += QStringLiteral("<tr style=\"background-color:#f4f4f4;\"><td colspan=\"5\" align=\"right\">"
                              "<span style=\"font-size:11pt; font-weight:bold;\">%1</span>%2</td>")
                   .arg(label, label == QStringLiteral("Punten")
                                   ? QStringLiteral("<span style=\"font-size:8pt;\">&nbsp; (%1)</span>")
                                         .arg(placesLegend(t, seats))
                                   : QString());
        for (std::size_t i = 0; i < seats; ++i)
            out += QStringLiteral("<td></td>");
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QString sheet(const Tournament &t, const Round &round, const Table &table, bool first)
{
    const int games = round.number == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    QString out =
        QStringLiteral(
            "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"%1><tr>"
            "<td><span style=\"font-size:18pt; font-weight:bold;\">%2 · Tafel %3</span></td>"
            "<td align=\"right\"><span style=\"font-size:9pt;\">Wedstrijdformulier (R59) · %5<br>%4</span></td>"
            "</tr></table>")
            .arg(first ? QString() : QStringLiteral(" style=\"page-break-before:always;\""),
                 html::roundTitle(round.number), QString::number(table.number), html::eventLine(t.info),
                 esc(rulesPresetText(t.info)));
    out += seatsBlock(t, table);
    for (int g = 1; g <= games; ++g)
        out += gameGrid(t, table, g);
    // Under another rule set than the NK's: its title and where it differs (rulesnote.h).
    if (t.info.rules != "nk2019")
        out += QStringLiteral("<p style=\"margin-top:4px; font-size:7.5pt; font-weight:bold;\">%1</p>")
                   .arg(esc(rulesFoot(t.info)));
    out += QStringLiteral(
        "<p style=\"margin-top:4px; font-size:7.5pt;\">Stand per speler (R59): <b>suf</b> nog niet gespeeld "
        "· <b>krom</b> verloren · "
        "<b>recht</b> gewonnen · <b>wip</b> gewonnen en verloren · <b>eruit</b> twee keer gewonnen · "
        "<b>erin</b> twee keer "
        "verloren.<br>%1Omcirkel de letter; bij misère met meer Spelers omcirkel je ze allemaal.</p>")
               .arg(nkDealer(t.info) ? QStringLiteral("Deler: gift 1 door loting (R5); daarna de Speler van de vorige "
                                                      "gift, of wie eruit of erin ging (R52, R53). ")
                                     : QString());
    out += QStringLiteral(
        "<p style=\"margin-top:6px; font-size:9pt;\">Ingevuld door: ______________________ &nbsp;&nbsp; "
        "Akkoord (paraaf alle spelers): ________________ &nbsp;&nbsp; Ingevoerd: ____</p>");
    return out;
}

} // namespace

QString scoresheetsHtml(const Tournament &t, int round)
{
    const QString title = QStringLiteral("Wedstrijdformulieren %1").arg(html::roundTitle(round));
    QString out = html::begin(title);
    if (const QString problem = roundProblem(t, round); !problem.isEmpty())
        return out + QStringLiteral("<p>%1</p>").arg(esc(problem)) + html::end();
    const Round &r = *t.round(round);
    bool first = true;
    for (const Table &table : r.tables) {
        out += sheet(t, r, table, first);
        first = false;
    }
    return out + html::end();
}

void buildScoresheets(QTextDocument &doc, const Tournament &t, int round)
{
    html::load(doc, scoresheetsHtml(t, round),
               QStringLiteral("Wedstrijdformulieren %1").arg(html::roundTitle(round)));
    setPageLayoutOf(doc, a4Layout());
}

} // namespace nkb::report
