// "/klassement" and "/finale" (see pages.h).
#include "web/layout.h"
#include "web/pages.h"

#include "report/html.h"
#include "report/standingsview.h"
#include "report/webpage.h"
#include "tournament/finaltie.h"
#include "tournament/standingscolumns.h"

#include <QStringList>
#include <QUrl>

#include <set>

namespace nkb::web {

namespace {

QString namesLine(const Snapshot &s, const std::vector<int> &startNumbers)
{
    QStringList names;
    for (const int sn : startNumbers)
        names << QStringLiteral("<a href=\"") + href(s, QStringLiteral("/speler/%1").arg(sn)) + QStringLiteral("\">") +
                     esc(report::html::nameOf(s.tournament, sn)) + QStringLiteral("</a>");
    return names.join(QStringLiteral(", "));
}

} // namespace

std::set<std::string> categoriesOf(const Tournament &t)
{
    std::set<std::string> out;
    for (const Player &p : t.players)
        out.insert(p.categories.begin(), p.categories.end());
    return out;
}

std::optional<QString> standingsPage(const Snapshot &s, const std::string &category)
{
    const Tournament &t = s.tournament;
    const std::set<std::string> categories = categoriesOf(t);
    if (!category.empty() && categories.count(category) == 0)
        return std::nullopt;
    // A tournament whose contents do not hold: no standings computed from them (the frame says why).
    if (!s.findings.empty())
        return pageFrame(s, Section::Standings, QStringLiteral("Klassement"), QString());
    QString filters = QStringLiteral("<p class=\"filters\"><a href=\"") + href(s, QStringLiteral("/klassement")) +
                      QStringLiteral("\"") +
                      (category.empty() ? QStringLiteral(" aria-current=\"true\"") : QString()) +
                      QStringLiteral(">Iedereen</a>");
    for (const std::string &c : categories) {
        const QString name = QString::fromStdString(c);
        filters += QStringLiteral("<a href=\"") +
                   esc(href(s, QStringLiteral("/klassement?categorie=") +
                                   QString::fromUtf8(QUrl::toPercentEncoding(name)))) +
                   QStringLiteral("\"") +
                   (c == category ? QStringLiteral(" aria-current=\"true\"") : QString()) + QStringLiteral(">") +
                   esc(name) + QStringLiteral("</a>");
    }
    filters += QStringLiteral("</p>\n");
    report::StandingsReportOptions options;
    if (!category.empty())
        options.category = category;
    options.playerHref = [&s](int startNumber) { return href(s, QStringLiteral("/speler/%1").arg(startNumber)); };
    return pageFrame(s, Section::Standings, report::standingsTitle(t, options),
                     filters + report::standingsBody(t, options));
}

QString finalPage(const Snapshot &s)
{
    const Tournament &t = s.tournament;
    QString body;
    const FinalState state = finalState(t);
    if (state.champion && s.findings.empty())
        body += QStringLiteral("<p class=\"champion\">Kampioen: ") + esc(report::html::nameOf(t, *state.champion)) +
                QStringLiteral("</p>\n");

    const std::vector<int> seated = finalTablePlayers(t);
    if (seated.empty()) {
        const FinalistsView finalists = computeFinalists(t);
        body += QStringLiteral("<p>De vier finalisten (R61) zijn bekend zodra alle voorronden gespeeld zijn.</p>");
        if (finalists.undecided() && finalists.tie)
            body += QStringLiteral("<p>Gelijk op de grens van de finale: ") + namesLine(s, finalists.tie->players) +
                    QStringLiteral(". Een loting beslist (R60).</p>");
        return pageFrame(s, Section::Final, QStringLiteral("Finale"), body);
    }

    body += QStringLiteral("<h2>Aan de finaletafel</h2><ol class=\"finalisten\">");
    for (std::size_t i = 0; i < seated.size(); ++i)
        body += QStringLiteral("<li><b>") + report::html::seatLetter(i) + QStringLiteral("</b> ") +
                namesLine(s, {seated[i]}) + QStringLiteral("</li>");
    body += QStringLiteral("</ol>\n");

    // The final's games, as the referees enter them: points per seat, "bezig" while being typed.
    // One player a line: four names of up to 100 characters fit a 360 px phone.
    body += QStringLiteral("<h2>Spellen</h2><table class=\"finalespellen\"><thead><tr><th>Spel</th><th>Punten</th>"
                           "</tr></thead><tbody>\n");
    for (int g = 1; g <= t.info.finalGames; ++g) {
        const GameResult *game = t.game(kFinalRound, 1, g);
        QString cell = QStringLiteral("nog niet gespeeld");
        if (game && game->finished && game->points.size() == seated.size()) {
            QStringList parts;
            for (std::size_t i = 0; i < seated.size(); ++i)
                parts << esc(report::html::nameOf(t, seated[i])) + QStringLiteral(" ") +
                             QString::number(game->points[i]);
            cell = parts.join(QStringLiteral("<br>"));
        } else if (game) {
            cell = QStringLiteral("bezig");
        }
        body += QStringLiteral("<tr><td>%1</td><td>").arg(g) + cell + QStringLiteral("</td></tr>\n");
    }
    body += QStringLiteral("</tbody></table>\n");

    if (!state.rows.empty() && s.findings.empty()) {
        using F = StandingsField;
        // Its own class: the klassement's narrow-screen rules hide that table's second column, which
        // here is the name.
        body += QStringLiteral("<h2>Stand in de finale</h2><table class=\"finalestand\"><thead><tr><th>") +
                esc(QString::fromUtf8(standingsColumn(F::Rank).shortHeader)) + QStringLiteral("</th><th>") +
                esc(QString::fromUtf8(standingsColumn(F::Name).shortHeader)) + QStringLiteral("</th><th>") +
                esc(QString::fromUtf8(standingsColumn(F::Points).shortHeader)) + QStringLiteral("</th><th>") +
                esc(QString::fromUtf8(standingsColumn(F::Games).shortHeader)) +
                QStringLiteral("</th></tr></thead><tbody>\n");
        for (const FinalRow &row : state.rows) {
            const StandingsLine line = standingsLine(row);
            body += QStringLiteral("<tr><td>") + esc(standingsText(F::Rank, line)) + QStringLiteral("</td><td>") +
                    namesLine(s, {row.startNumber}) + QStringLiteral("</td><td>") +
                    esc(standingsText(F::Points, line)) + QStringLiteral("</td><td>") +
                    esc(standingsText(F::Games, line)) + QStringLiteral("</td></tr>\n");
        }
        body += QStringLiteral("</tbody></table>\n");
        const std::string tie = finalTieText(t, state);
        if (!tie.empty())
            body += QStringLiteral("<p>") + esc(tie) + QStringLiteral("</p>\n");
    }
    return pageFrame(s, Section::Final, QStringLiteral("Finale"), body);
}

} // namespace nkb::web
