// "/speler/N": one player's day (see pages.h).
#include "web/layout.h"
#include "web/pages.h"

#include "report/html.h"
#include "report/standingsview.h"
#include "tournament/standings.h"
#include "tournament/standingscolumns.h"

#include <QStringList>

#include <algorithm>

namespace nkb::web {

namespace {

const StandingRow *rowOf(const std::vector<StandingRow> &rows, int startNumber)
{
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [startNumber](const StandingRow &r) { return r.startNumber == startNumber; });
    return it == rows.end() ? nullptr : &*it;
}

QString rankCell(const StandingRow *row)
{
    return row ? esc(rankText(row->rank, row->sharedRank)) : QStringLiteral("–");
}

// The player's points in one game of his table: the number, "bezig" or "–".
QString gameCell(const Tournament &t, int round, const Table &table, std::size_t seat, int game)
{
    const GameResult *g = t.game(round, table.number, game);
    if (!g)
        return QStringLiteral("–");
    if (!g->finished || g->points.size() != table.seats.size())
        return QStringLiteral("bezig");
    return QString::number(g->points[seat]);
}

} // namespace

std::optional<QString> playerPage(const Snapshot &s, int startNumber)
{
    const Tournament &t = s.tournament;
    const Player *p = t.player(startNumber);
    if (!p)
        return std::nullopt;
    const std::vector<StandingRow> now = computeStandings(t);
    const StandingRow *mine = rowOf(now, startNumber);

    QString body = QStringLiteral("<p>Startnummer ") + QString::number(startNumber);
    if (!p->club.empty())
        body += QStringLiteral(" · ") + esc(p->club);
    if (p->withdrawn())
        body += QStringLiteral(" · teruggetrokken vanaf ronde ") + QString::number(*p->withdrawnFromRound);
    body += QStringLiteral("</p>\n");
    if (mine)
        body += QStringLiteral("<p class=\"champion\">Plaats ") + rankCell(mine) + QStringLiteral(" · ") +
                QString::number(mine->ladder.points) + QStringLiteral(" punten uit ") +
                QString::number(mine->ladder.games) + (mine->ladder.games == 1 ? QStringLiteral(" spel") : QStringLiteral(" spellen")) +
                QStringLiteral("</p>\n");

    const int played = report::lastPlayedRound(t);
    body += QStringLiteral("<table class=\"games\"><thead><tr><th>Ronde</th><th>Tafel</th>");
    for (int g = 1; g <= t.info.gamesPerRound; ++g)
        body += QStringLiteral("<th>Spel %1</th>").arg(g);
    body += QStringLiteral("<th>Totaal</th><th>Plaats</th></tr></thead><tbody>\n");
    for (int r = 1; r <= t.info.rounds; ++r) {
        const Round *round = t.round(r);
        if (!round)
            continue;
        for (const Table &table : round->tables) {
            const auto at = std::find(table.seats.begin(), table.seats.end(), startNumber);
            if (at == table.seats.end())
                continue;
            const auto seat = static_cast<std::size_t>(at - table.seats.begin());
            QStringList mates;
            for (std::size_t i = 0; i < table.seats.size(); ++i)
                if (i != seat)
                    mates << report::html::seatLetter(i) + QStringLiteral(" <a href=\"") +
                                 href(s, QStringLiteral("/speler/%1").arg(table.seats[i])) + QStringLiteral("\">") +
                                 esc(report::html::nameOf(t, table.seats[i])) + QStringLiteral("</a>");
            body += QStringLiteral("<tr class=\"ronde\"><td>%1</td><td><b>%2</b> · ").arg(r).arg(table.number) +
                    report::html::seatLetter(seat) + QStringLiteral("</td>");
            for (int g = 1; g <= t.info.gamesPerRound; ++g)
                body += QStringLiteral("<td>") + gameCell(t, r, table, seat, g) + QStringLiteral("</td>");
            const std::vector<StandingRow> after =
                r <= played ? computeStandings(t, StandingsOptions{.afterRound = r, .category = std::nullopt}) : std::vector<StandingRow>{};
            const StandingRow *then = rowOf(after, startNumber);
            body += QStringLiteral("<td>") + (then ? QString::number(then->ladder.points) : QStringLiteral("–")) +
                    QStringLiteral("</td><td>") + rankCell(then) + QStringLiteral("</td></tr>\n");
            // The tablemates on a line of their own: a phone has no room for them beside the points.
            body += QStringLiteral("<tr class=\"met\"><td colspan=\"%1\">met ").arg(4 + t.info.gamesPerRound) +
                    mates.join(QStringLiteral(", ")) + QStringLiteral("</td></tr>\n");
        }
    }
    body += QStringLiteral("</tbody></table>\n<p class=\"note\">Totaal en plaats na elke ronde, volgens R60: punten, "
                           "dan het aantal keer 10, 8, 4 en 1.</p>\n");

    // The final, when he is at its table.
    const std::vector<int> finalists = finalTablePlayers(t);
    if (const auto at = std::find(finalists.begin(), finalists.end(), startNumber); at != finalists.end()) {
        body += QStringLiteral("<h2>Finale</h2><p>");
        const auto seat = static_cast<std::size_t>(at - finalists.begin());
        QStringList games;
        for (int g = 1; g <= t.info.finalGames; ++g) {
            const GameResult *game = t.game(kFinalRound, 1, g);
            games << QStringLiteral("spel %1: ").arg(g) +
                         (game && game->finished && seat < game->points.size() ? QString::number(game->points[seat])
                          : game                                               ? QStringLiteral("bezig")
                                                                               : QStringLiteral("–"));
        }
        body += games.join(QStringLiteral(" · ")) + QStringLiteral(" · <a href=\"") + href(s, QStringLiteral("/finale")) +
                QStringLiteral("\">de finale</a></p>\n");
    }
    if (const auto years = s.otherYears.find(p->personId); !p->personId.empty() && years != s.otherYears.end()) {
        body += QStringLiteral("<h2>Andere jaren</h2><ul class=\"jaren\">");
        for (const Snapshot::YearLink &y : years->second)
            body += QStringLiteral("<li><a href=\"") + esc(y.href) + QStringLiteral("\">") + esc(y.label) +
                    QStringLiteral("</a></li>");
        body += QStringLiteral("</ul>\n");
    }
    return pageFrame(s, Section::Player, QString::fromStdString(p->name), body);
}

} // namespace nkb::web
