// Rounds and seats: a drawn or hand-made seating, and a late entry taking a seat.
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

bool TournamentStore::Impl::seatedIn(const Tournament &t, int round, int startNumber)
{
    if (const Round *r = t.round(round))
        for (const auto &tb : r->tables)
            if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
                return true;
    return false;
}

// Checks a seating for round r against the tournament; nullopt when fine.
std::optional<StoreError> TournamentStore::Impl::checkSeating(const Tournament &t, int round,
                                                              const std::vector<Table> &tables) const
{
    if (round < 1 || round > t.info.rounds)
        return refused("Ronde " + std::to_string(round) + " bestaat niet (dit toernooi heeft " +
                       std::to_string(t.info.rounds) + " ronden).");
    for (const auto &g : t.games)
        if (g.round == round)
            return refused("Ronde " + std::to_string(round) +
                           " heeft al uitslagen; een gespeelde ronde wordt niet opnieuw ingedeeld (maak "
                           "de uitslagen eerst ongedaan).");
    if (scalar("SELECT COUNT(*) FROM first_entries WHERE round = ?", {round}).toInt() > 0)
        return refused("Ronde " + std::to_string(round) +
                       " heeft al eerste invoeren (dubbele invoer); een gespeelde ronde wordt niet opnieuw "
                       "ingedeeld (maak die invoeren eerst ongedaan).");
    if (tables.empty())
        return refused("De indeling is leeg.");
    std::set<int> seen;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const Table &tb = tables[i];
        if (tb.number != static_cast<int>(i) + 1)
            return refused("De tafels moeten 1 tot en met " + std::to_string(tables.size()) +
                           " genummerd zijn (tafel " + std::to_string(i + 1) + " ontbreekt).");
        if (tb.seats.size() < 3 || tb.seats.size() > 4)
            return refused("Tafel " + std::to_string(tb.number) + " heeft " +
                           std::to_string(tb.seats.size()) + " spelers; een tafel heeft er 3 of 4.");
        for (int sn : tb.seats) {
            const Player *p = t.player(sn);
            if (!p)
                return refused("Tafel " + std::to_string(tb.number) + ": startnummer " + std::to_string(sn) +
                               " bestaat niet.");
            if (!seen.insert(sn).second)
                return refused(p->name + " zit twee keer in de indeling van ronde " + std::to_string(round) +
                               ".");
            // Checked out at the door: not seated in a round seated after the mark; a seat he
            // already had in this round stays (a swap of others does not throw him out).
            if (!p->present && !seatedIn(t, round, sn))
                return refused(p->name + " is afgemeld (niet aanwezig); meld hem eerst aan.");
            if (!p->presentIn(round)) {
                if (round < p->joinsFromRound)
                    return refused(p->name + " speelt pas mee vanaf ronde " +
                                   std::to_string(p->joinsFromRound) + ".");
                return refused(p->name + " is teruggetrokken vanaf ronde " +
                               std::to_string(*p->withdrawnFromRound) + ".");
            }
        }
    }
    return std::nullopt;
}

// A late entry into a round that is drawn already (item 5). He is seated, in this
// order: at a table of three that has no result yet (nobody else moves); else, when the round has
// no result at all, the round is drawn again with him, the played rounds before it as they were;
// else he starts the round after (or, in the last round, cannot play). Returns the one sentence
// both faces show after "N Naam speelt mee vanaf ronde R".
std::string TournamentStore::Impl::seatLateEntry(const Tournament &t, Player &p, json &inverse)
{
    const int r = p.joinsFromRound;
    const Round *round = t.round(r);
    if (!round || round->tables.empty())
        return "ronde " + std::to_string(r) + " is nog niet ingedeeld; hij wordt meegeloot.";
    if (seatedIn(t, r, p.startNumber))
        return "hij zit al ingedeeld in ronde " + std::to_string(r) + ".";
    std::set<int> started;
    for (const GameResult &g : t.games)
        if (g.round == r)
            started.insert(g.table);
    QSqlQuery firsts = exec("SELECT DISTINCT table_number FROM first_entries WHERE round = ?", {r});
    while (firsts.next())
        started.insert(firsts.value(0).toInt());
    for (const Table &tb : round->tables) {
        if (tb.seats.size() != 3 || started.count(tb.number))
            continue;
        inverse.push_back(snapshot("seats", {{"round", r}, {"table_number", tb.number}}));
        exec("INSERT INTO seats (round, table_number, seat, start_number) VALUES (?, ?, ?, ?)",
             {r, tb.number, 4, p.startNumber});
        return "hij zit aan tafel " + std::to_string(tb.number) +
               " (een tafel van drie, die er nu vier heeft); de rest van de indeling blijft.";
    }
    if (started.empty())
        if (auto redrawn = redrawWith(r, p.startNumber, round->seed, inverse))
            return *redrawn;
    const std::string why = "ronde " + std::to_string(r) +
                            (started.empty() ? " kon niet opnieuw geloot worden met hem erbij"
                                             : " heeft al uitslagen en geen vrije tafel van drie");
    if (r < t.info.rounds) {
        exec("UPDATE players SET joins_from_round = ? WHERE start_number = ?", {r + 1, p.startNumber});
        p.joinsFromRound = r + 1;
        return why + ", dus hij begint in ronde " + std::to_string(r + 1) + ".";
    }
    return why + ", en het is de laatste ronde: hij staat op de lijst maar speelt niet meer mee.";
}

// Draws round r again with everybody now present in it (the late entry included), the rounds
// before it fixed; the round's own seed when it had one, so the same file gives the same tables.
std::optional<std::string> TournamentStore::Impl::redrawWith(int r, int startNumber,
                                                             std::optional<std::uint64_t> seed, json &inverse)
{
    const Tournament now = load();
    draw::DrawRequest request;
    request.rounds = now.info.rounds;
    for (int before = 1; before < r; ++before) {
        const Round *played = now.round(before);
        if (!played || played->tables.empty())
            return std::nullopt;
        draw::Round fixed;
        for (const Table &tb : played->tables)
            fixed.push_back(tb.seats);
        request.played.push_back(std::move(fixed));
    }
    for (int later = r; later <= now.info.rounds; ++later) {
        std::vector<int> present;
        for (const Player &pl : now.players)
            if (pl.present && pl.presentIn(later))
                present.push_back(pl.startNumber);
        request.presentPerRound.push_back(std::move(present));
    }
    if (request.presentPerRound.front().size() < 3)
        return std::nullopt;
    request.seed = seed ? *seed : std::random_device{}() & 0xffffffffu;
    request.options.keepPublished = false;
    if (r == 1)
        for (const Player &pl : now.players)
            if (!pl.club.empty())
                request.options.clubs[pl.startNumber] = pl.club;
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
    return "ronde " + std::to_string(r) + " had nog geen uitslagen en is opnieuw geloot met hem erbij (zaad " +
           std::to_string(request.seed) + "); hij zit aan tafel " + std::to_string(table) +
           ". Druk de indeling van ronde " + std::to_string(r) + " opnieuw af.";
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
