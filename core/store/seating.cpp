// Rounds and seats: a drawn or hand-made seating, and a late entry taking a seat, as the decisions
// of core/tournament/decisions.h allow them; here only their rows and audit entries.
#include "store/storeimpl.h"

#include "draw/draw.h"
#include "tournament/csv.h"

#include <algorithm>
#include <random>
#include <set>

namespace nkb {

using namespace store;

void TournamentStore::Impl::insertRound(const Round &r) const
{
    exec("INSERT INTO rounds (number, seed, algorithm_version, seated_at) VALUES (?, ?, ?, ?)",
         {r.number, r.seed ? QVariant(q(std::to_string(*r.seed))) : QVariant(), q(r.algorithm), q(nowIso())});
    for (const auto &tb : r.tables) {
        int seat = 0;
        for (int sn : tb.seats)
            exec("INSERT INTO seats (round, table_number, seat, start_number) VALUES (?, ?, ?, ?)",
                 {r.number, tb.number, ++seat, sn});
    }
}

// Checks a seating for round r against the tournament; nullopt when fine.
std::optional<StoreError> TournamentStore::Impl::checkSeating(const Tournament &t, int round,
                                                              const std::vector<Table> &tables) const
{
    const bool firstEntries =
        scalar("SELECT COUNT(*) FROM first_entries WHERE round = ?", {round}).toInt() > 0;
    if (auto no = maySeat(t, round, tables, firstEntries))
        return refused(*no);
    return std::nullopt;
}

// A late entry into a round that is drawn already, seated where placeLateEntry says. Returns the
// one sentence both faces show after "N Naam speelt mee vanaf ronde R".
std::string TournamentStore::Impl::seatLateEntry(const Tournament &t, Player &p, json &inverse)
{
    const int r = p.joinsFromRound;
    std::set<int> started;
    if (const Round *round = t.round(r); round && !round->tables.empty() && !seatedIn(t, r, p.startNumber)) {
        for (const GameResult &g : t.games)
            if (g.round == r)
                started.insert(g.table);
        QSqlQuery firsts = exec("SELECT DISTINCT table_number FROM first_entries WHERE round = ?", {r});
        while (firsts.next())
            started.insert(firsts.value(0).toInt());
    }
    LateSeat seat = placeLateEntry(t, p, started);
    switch (seat.kind) {
    case LateSeat::Kind::RoundNotDrawn:
    case LateSeat::Kind::AlreadySeated:
        return seat.words;
    case LateSeat::Kind::TableOfThree:
        inverse.push_back(snapshot("seats", {{"round", r}, {"table_number", seat.table}}));
        exec("INSERT INTO seats (round, table_number, seat, start_number) VALUES (?, ?, ?, ?)",
             {r, seat.table, 4, p.startNumber});
        return seat.words;
    case LateSeat::Kind::Redraw:
        if (auto redrawn = redrawWith(r, p.startNumber, t.round(r)->seed, inverse))
            return *redrawn;
        seat = lateSeatWithoutRedraw(t, p, false);
        break;
    case LateSeat::Kind::NextRound:
    case LateSeat::Kind::NotAtAll:
        break;
    }
    if (seat.kind == LateSeat::Kind::NextRound) {
        exec("UPDATE players SET joins_from_round = ? WHERE start_number = ?", {r + 1, p.startNumber});
        p.joinsFromRound = r + 1;
    }
    return seat.words;
}

// Draws round r again with everybody now present in it (the late entry included), the rounds
// before it fixed; the round's own seed when it had one, so the same file gives the same tables.
std::optional<std::string> TournamentStore::Impl::redrawWith(int r, int startNumber,
                                                             std::optional<std::uint64_t> seed, json &inverse)
{
    const Tournament now = load();
    auto input = roundDrawInput(now, r);
    if (!input)
        return std::nullopt;
    const draw::DrawRequest request =
        draw::DrawRequest::anew(now.info.rounds, std::move(input.value().played),
                                std::move(input.value().presentPerRound), std::move(input.value().clubs),
                                seed ? *seed : std::random_device{}() & 0xffffffffu);
    const draw::DrawOutcome outcome = draw::planDraw(request);
    if (!outcome)
        return std::nullopt;
    const draw::Round &drawn = outcome.value().rounds.at(static_cast<std::size_t>(r - 1));
    std::vector<Table> tables;
    for (std::size_t i = 0; i < drawn.size(); ++i)
        tables.push_back(Table{static_cast<int>(i) + 1, drawn[i]});
    int table = 0;
    for (const Table &tb : tables)
        if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
            table = tb.number;
    // Not in the draw (checked out at the door), or a seating the store would refuse: no redraw.
    if (table == 0 || checkSeating(now, r, tables))
        return std::nullopt;
    inverse.push_back(snapshot("rounds", {{"number", r}}));
    inverse.push_back(snapshot("seats", {{"round", r}}));
    exec("DELETE FROM rounds WHERE number = ?", {r});
    insertRound(Round{r, tables, request.seed, std::to_string(outcome.value().algorithmVersion)});
    return redrawnWords(r, request.seed, table);
}

StoreResult<SeatingReport> TournamentStore::Impl::seat(int round, const std::vector<Table> &tables,
                                                       std::optional<std::uint64_t> seed,
                                                       const std::string &algorithm, const std::string &what)
{
    return transaction<SeatingReport>([&]() -> StoreResult<SeatingReport> {
        if (auto e = needTournament())
            return *e;
        const Tournament t = load();
        if (auto e = checkSeating(t, round, tables))
            return *e;
        json inverse = json::array();
        inverse.push_back(snapshot("rounds", {{"number", round}}));
        inverse.push_back(snapshot("seats", {{"round", round}}));
        exec("DELETE FROM rounds WHERE number = ?", {round});
        insertRound(Round{round, tables, seed, algorithm});
        SeatingReport report;
        report.tables = tables;
        std::set<int> seated;
        for (const auto &tb : tables)
            seated.insert(tb.seats.begin(), tb.seats.end());
        for (const auto &p : t.players)
            if (p.present && p.presentIn(round) && !seated.count(p.startNumber))
                report.notSeated.push_back(p.startNumber);
        std::string desc =
            what + " ronde " + std::to_string(round) + ": " + std::to_string(tables.size()) + " tafels";
        audit(desc, inverse);
        return report;
    });
}

StoreResult<SeatingReport> TournamentStore::setTablesCsv(int round, const std::string &csvText)
{
    auto rows = parseSeatingCsv(csvText);
    if (!rows)
        return refused(rows.error().message);
    StoreResult<Tournament> t = load();
    if (!t)
        return t.error();
    std::vector<Table> tables;
    for (const auto &row : rows.value()) {
        const Player *p = t->playerByName(row.name);
        if (!p)
            return refused("Rij " + std::to_string(row.row) + ": er is geen speler \"" + row.name + "\".");
        while (static_cast<int>(tables.size()) < row.table)
            tables.push_back(Table{static_cast<int>(tables.size()) + 1, {}});
        tables[static_cast<std::size_t>(row.table - 1)].seats.push_back(p->startNumber);
    }
    for (const auto &tb : tables)
        if (tb.seats.empty())
            return refused("Tafel " + std::to_string(tb.number) +
                           " ontbreekt in de indeling; nummer de tafels 1 tot en met " +
                           std::to_string(tables.size()) + ".");
    return setTables(round, tables);
}

StoreResult<SeatingReport> TournamentStore::setTables(int round, const std::vector<Table> &tables)
{
    return d->seat(round, tables, std::nullopt, "hand", "Indeling (eigen)");
}

StoreResult<SeatingReport> TournamentStore::storeDrawnRound(int round, const std::vector<Table> &tables,
                                                            std::uint64_t seed,
                                                            const std::string &algorithmVersion)
{
    return d->seat(round, tables, seed, algorithmVersion,
                   "Loting (zaad " + std::to_string(seed) + ", " + algorithmVersion + ")");
}

} // namespace nkb
