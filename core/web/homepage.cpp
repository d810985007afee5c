// "/", "/indeling", "/ronde/N" and the page for an unknown address (see pages.h).
#include "web/layout.h"
#include "web/pages.h"

#include "report/dutchname.h"
#include "report/html.h"
#include "report/webpage.h"
#include "tournament/finaltie.h"
#include "tournament/gameindex.h"
#include "tournament/progress.h"

#include <algorithm>

namespace nkb::web {

namespace {

QString roundName(int round)
{
    return round == kFinalRound ? QStringLiteral("de finale") : QStringLiteral("ronde %1").arg(round);
}

struct Seat {
    int startNumber{0};
    QString name;
    int table{0};
    std::size_t seat{0};
};

std::vector<Seat> seatsOf(const Tournament &t, int round)
{
    std::vector<Seat> out;
    if (const Round *r = t.round(round))
        for (const Table &table : r->tables)
            for (std::size_t i = 0; i < table.seats.size(); ++i)
                out.push_back({table.seats[i], QString::fromStdString(report::html::nameOf(t, table.seats[i])),
                               table.number, i});
    const report::DutchNameOrder order;
    std::stable_sort(out.begin(), out.end(), [&order](const Seat &a, const Seat &b) { return order(a.name, b.name); });
    return out;
}

} // namespace

QString progressLine(const Tournament &t)
{
    if (t.rounds.empty())
        return QStringLiteral("De eerste ronde is nog niet ingedeeld.");
    const int current = currentRound(t);
    if (current == kFinalRound)
        return finalPlayed(t) ? QStringLiteral("De finale is gespeeld.")
                              : QStringLiteral("De voorronden zijn klaar: nu de finale.");
    const Round *r = t.round(current);
    if (!r)
        return QStringLiteral("Ronde %1 is nog niet ingedeeld.").arg(current);
    const GameIndex games(t);
    const auto done = std::count_if(r->tables.begin(), r->tables.end(), [&](const Table &table) {
        return tableComplete(t, games, current, table.number);
    });
    return QStringLiteral("Ronde %1 wordt gespeeld: %2 van %3 tafels klaar.")
        .arg(current)
        .arg(done)
        .arg(r->tables.size());
}


std::optional<int> seatingRound(const Tournament &t)
{
    const int current = currentRound(t);
    if (current == kFinalRound && t.round(kFinalRound))
        return kFinalRound;
    const int upTo = current == kFinalRound ? t.info.rounds : current;
    for (int r = upTo; r >= 1; --r)
        if (t.round(r))
            return r;
    return std::nullopt;
}

QString homePage(const Snapshot &s, const std::string &search)
{
    const Tournament &t = s.tournament;
    const QString query = QString::fromStdString(search).left(100);
    const QString key = searchKey(query);
    QString lead = QStringLiteral("<form class=\"zoek\" action=\"/\" method=\"get\" role=\"search\">"
                                  "<input id=\"zoek\" name=\"naam\" type=\"search\" autocomplete=\"off\" "
                                  "placeholder=\"Typ je naam\" aria-label=\"Je naam\" value=\"") +
                   esc(query) + QStringLiteral("\"><button type=\"submit\">Zoek</button></form>\n");

    QString body = QStringLiteral("<p>") + esc(progressLine(t)) + QStringLiteral("</p>\n");
    const std::optional<int> round = seatingRound(t);
    if (!round) {
        body += QStringLiteral("<p>Zodra de ronde is ingedeeld, staat hier aan welke tafel je zit.</p>");
        return pageFrame(s, Section::Home, QStringLiteral("Waar zit ik?"), body, lead);
    }
    body += QStringLiteral("<h2>Indeling ") + esc(roundName(*round)) + QStringLiteral("</h2>\n");
    body += QStringLiteral("<table class=\"plaatsen\"><thead><tr><th>Naam</th><th>Tafel · stoel</th></tr></thead><tbody>\n");
    int shown = 0;
    for (const Seat &seat : seatsOf(t, *round)) {
        const bool match = key.isEmpty() || searchKey(seat.name).contains(key);
        shown += match ? 1 : 0;
        body += QStringLiteral("<tr data-naam=\"") + esc(seat.name) + QStringLiteral("\"") +
                (match ? QString() : QStringLiteral(" hidden")) + QStringLiteral("><td><a href=\"") +
                href(s, QStringLiteral("/speler/%1").arg(seat.startNumber)) + QStringLiteral("\">") +
                esc(report::splitDutchName(seat.name).listForm()) + QStringLiteral("</a></td><td><b>Tafel ") +
                QString::number(seat.table) + QStringLiteral("</b> · ") + report::html::seatLetter(seat.seat) +
                QStringLiteral("</td></tr>\n");
    }
    body += QStringLiteral("</tbody></table>\n<p id=\"geen\"") + (shown == 0 ? QString() : QStringLiteral(" hidden")) +
            QStringLiteral(">Geen speler gevonden met die naam in ") + esc(roundName(*round)) +
            QStringLiteral(". Vraag het aan de wedstrijdtafel.</p>\n");
    return pageFrame(s, Section::Home, QStringLiteral("Waar zit ik?"), body, lead);
}

std::optional<QString> seatingPage(const Snapshot &s, std::optional<int> round)
{
    const Tournament &t = s.tournament;
    const bool current = !round.has_value();
    if (current)
        round = seatingRound(t);
    if (!round || !t.round(*round)) {
        if (!current)
            return std::nullopt;
        return pageFrame(s, Section::Seating, QStringLiteral("Indeling"),
                         QStringLiteral("<p>Er is nog geen ronde ingedeeld.</p>"));
    }
    QString rounds;
    for (const Round &r : t.rounds)
        if (r.number != kFinalRound)
            rounds += QStringLiteral("<a href=\"%1\"%2>Ronde %3</a>")
                          .arg(href(s, QStringLiteral("/ronde/%1").arg(r.number)),
                               r.number == *round ? QStringLiteral(" aria-current=\"true\"") : QString(),
                               QString::number(r.number));
    const QString title = QStringLiteral("Indeling ") + roundName(*round);
    const QString body = QStringLiteral("<p class=\"filters\">") + rounds + QStringLiteral("</p>\n") +
                         report::seatingBody(t, *round);
    return pageFrame(s, Section::Seating, title, body);
}

QString notFoundPage(const Snapshot &s)
{
    return pageFrame(s, Section::Home, QStringLiteral("Niet gevonden"),
                     QStringLiteral("<p>Deze pagina bestaat niet. <a href=\"") + href(s, QStringLiteral("/")) +
                         QStringLiteral("\">Naar het begin</a>.</p>"));
}

} // namespace nkb::web
