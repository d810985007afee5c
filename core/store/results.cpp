// Results: a game entered with its gifts or as points, and the lot across the final cut.
#include "store/storeimpl.h"

#include "tournament/outcome.h"
#include "tournament/progress.h"

#include <QDateTime>

#include <algorithm>

namespace nkb {

using namespace store;

void TournamentStore::Impl::insertGame(const GameResult &g) const
{
    exec("INSERT INTO games (round, table_number, game, finished, points_only, giften, station, entered_at) "
         "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
         {g.round, g.table, g.game, g.finished ? 1 : 0, g.pointsOnly ? 1 : 0,
          g.giftenJson ? QVariant(q(*g.giftenJson)) : QVariant(), q(g.station), q(g.enteredAt)});
    int seat = 0;
    for (int p : g.points)
        exec("INSERT INTO game_points (round, table_number, game, seat, points) VALUES (?, ?, ?, ?, ?)",
             {g.round, g.table, g.game, ++seat, p});
}

namespace store {

// Another station's entry of this game, in the words of the issue: who, when (local time), and
// what it stored, so that the referee can compare before choosing to replace it.
StoreError takenElsewhere(const GameRef &ref, const GameResult &prev)
{
    const QDateTime at = QDateTime::fromString(q(prev.enteredAt), Qt::ISODate).toLocalTime();
    std::string what = ref.round == kFinalRound ? "Finale" : "Tafel " + std::to_string(ref.table);
    what += ", spel " + std::to_string(ref.game) + ": " + (prev.finished ? "ingevoerd" : "wordt ingevoerd") +
            " door station " + (prev.station.empty() ? std::string("(onbekend)") : prev.station);
    if (at.isValid())
        what += " om " + s(at.toString(QStringLiteral("HH:mm")));
    if (prev.finished)
        what += " (" + joinInts(prev.points, "/") + ")";
    StoreError e = refused(what + ". Vergelijk met het scoreblad; vervang het alleen als dat zo bedoeld is.");
    e.otherStation = true;
    return e;
}

} // namespace store

// Inside a transaction: checks and stores one game.
StoreResult<EnteredGame> TournamentStore::Impl::enterGame(const GameRef &ref, const GameEntry &entry)
{
    if (auto e = needTournament())
        return *e;
    const bool final = ref.round == kFinalRound;
    // An ordinary game reads only what it needs (a 1,000-player file stays quick); the final
    // needs the whole standings for its finalists.
    const Tournament t = final ? load() : partial(ref);
    if (!final && (ref.round < 1 || ref.round > t.info.rounds))
        return refused("Ronde " + std::to_string(ref.round) + " bestaat niet (dit toernooi heeft " +
                       std::to_string(t.info.rounds) + " ronden).");
    const int games = final ? t.info.finalGames : t.info.gamesPerRound;
    if (ref.game < 1 || ref.game > games)
        return refused("Spel " + std::to_string(ref.game) + " bestaat niet; aan een tafel worden " +
                           std::to_string(games) + " spellen gespeeld (R60).",
                       final ? 0 : 60);
    std::vector<int> seats;
    json inverse = json::array();
    if (final) {
        if (ref.table != 1)
            return refused("De finale is één tafel (tafel 1).");
        // R61: the final follows the last round.
        if (!qualifyingComplete(t))
            return refused("De finale kan pas ingevoerd worden als alle ronden gespeeld zijn: " +
                               qualifyingMissing(t) + ".",
                           61);
        const Round *fr = t.round(kFinalRound);
        if (fr && !fr->tables.empty()) {
            seats = fr->tables.front().seats;
        } else {
            const FinalistsView view = computeFinalists(t);
            if (view.undecided())
                return refused("De finalisten staan nog niet vast: gelijke stand op plaats " +
                                   std::to_string(view.tie->rank) + " (" + playerList(t, view.tie->players) +
                                   "); trek eerst het lot.",
                               60);
            if (view.finalists.size() < static_cast<std::size_t>(kFinalists) && view.finalists.size() < 3)
                return refused("Er zijn te weinig spelers voor een finale.");
            seats = view.finalists;
            // R61: the final table is seated with the finalists the moment its first game is entered.
            inverse.push_back(snapshot("rounds", {{"number", kFinalRound}}));
            inverse.push_back(snapshot("seats", {{"round", kFinalRound}}));
            exec("DELETE FROM rounds WHERE number = ?", {kFinalRound});
            insertRound(Round{kFinalRound, {Table{1, seats}}, std::nullopt, "finale"});
        }
    } else {
        const Round *r = t.round(ref.round);
        if (!r || r->tables.empty())
            return refused("Ronde " + std::to_string(ref.round) + " is nog niet ingedeeld.");
        for (const auto &tb : r->tables)
            if (tb.number == ref.table)
                seats = tb.seats;
        if (seats.empty())
            return refused("Ronde " + std::to_string(ref.round) + " heeft geen tafel " +
                           std::to_string(ref.table) + " (tafels 1 tot en met " +
                           std::to_string(r->tables.size()) + ").");
    }
    if (entry.finished) {
        if (entry.pointsPerSeat.size() != seats.size())
            return refused("Een uitslag geeft de punten van alle " + std::to_string(seats.size()) +
                           " spelers aan tafel (" + playerList(t, seats) + ").");
        // R54–R57: the points must be what one game can give.
        if (auto v = checkPointsOutcome(entry.pointsPerSeat, t.info))
            return refused(v->message, v->rule);
    } else {
        if (!entry.pointsPerSeat.empty())
            return refused("Een spel dat nog niet af is heeft nog geen punten.");
        if (!entry.giftenJson)
            return refused("Een spel dat nog niet af is, wordt met zijn giften ingevoerd.");
    }
    EnteredGame out;
    out.result = GameResult{ref.round,        ref.table,        ref.game, entry.finished, entry.pointsPerSeat,
                            entry.giftenJson, entry.pointsOnly, station,  nowIso()};
    for (int sn : seats)
        out.names.push_back(playerList(t, {sn}));
    if (t.info.doubleEntry && entry.finished) {
        // Double entry: a game not counted yet is entered twice (core/store/doubleentry.cpp).
        const GameResult *prev = t.game(ref.round, ref.table, ref.game);
        if (!prev || !prev->finished) {
            if (prev && prev->station != station && entry.otherStation == OtherStation::Refuse)
                return takenElsewhere(ref, *prev);
            return enterTwice(ref, entry, std::move(out), std::move(inverse));
        }
    }
    if (const GameResult *prev = t.game(ref.round, ref.table, ref.game)) {
        if (prev->station != station && entry.otherStation == OtherStation::Refuse)
            return takenElsewhere(ref, *prev);
        // Only a change of a stored result is a correction; the next gift of a game in progress
        // (or its finishing) is the entry going on (every gift was a "Correctie").
        out.correction = prev->finished;
        out.previous = *prev;
    }
    inverse.push_back(
        snapshot("games", {{"round", ref.round}, {"table_number", ref.table}, {"game", ref.game}}));
    inverse.push_back(
        snapshot("game_points", {{"round", ref.round}, {"table_number", ref.table}, {"game", ref.game}}));
    exec("DELETE FROM games WHERE round = ? AND table_number = ? AND game = ?",
         {ref.round, ref.table, ref.game});
    insertGame(out.result);
    std::string desc =
        std::string(out.correction ? "Correctie uitslag " : "Uitslag ") + gameLabel(ref) + ": ";
    if (entry.finished) {
        for (std::size_t i = 0; i < seats.size(); ++i)
            desc += (i ? ", " : "") + out.names[i] + "=" + std::to_string(entry.pointsPerSeat[i]);
    } else {
        desc += "nog niet af";
    }
    if (out.correction && out.previous->finished)
        desc += " (was " + joinInts(out.previous->points, "/") + ")";
    if (!entry.pointsOnly)
        desc += " (met giften)";
    audit(desc, inverse);
    return out;
}

StoreResult<EnteredGame>
TournamentStore::enterPoints(const GameRef &ref, const std::vector<std::pair<std::string, int>> &pointsByName,
                             OtherStation otherStation)
{
    return d->transaction<EnteredGame>([&]() -> StoreResult<EnteredGame> {
        if (auto e = d->needTournament())
            return *e;
        std::vector<int> seats;
        Tournament t;
        if (ref.round == kFinalRound) {
            t = d->load();
            seats = finalTablePlayers(t);
        } else {
            t = d->partial(ref);
            if (const Round *r = t.round(ref.round); r && !r->tables.empty())
                seats = r->tables.front().seats;
        }
        if (seats.empty())
            return d->enterGame(ref, GameEntry{}); // names what is missing
        std::vector<int> points(seats.size(), -1);
        for (const auto &[name, value] : pointsByName) {
            const Player *p = nullptr;
            for (const auto &candidate : t.players)
                if (candidate.name == name &&
                    std::find(seats.begin(), seats.end(), candidate.startNumber) != seats.end())
                    p = &candidate;
            if (!p)
                return refused(name + " zit niet aan deze tafel (" + gameLabel(ref) + ": " +
                               playerList(t, seats) + ").");
            auto &slot = points[static_cast<std::size_t>(
                std::find(seats.begin(), seats.end(), p->startNumber) - seats.begin())];
            if (slot != -1)
                return refused(name + " staat twee keer in de uitslag.");
            slot = value;
        }
        for (std::size_t i = 0; i < seats.size(); ++i)
            if (points[i] == -1)
                return refused("De punten van " + playerList(t, {seats[i]}) + " ontbreken (" +
                               gameLabel(ref) + ": " + playerList(t, seats) + ").");
        GameEntry entry;
        entry.pointsPerSeat = points;
        entry.pointsOnly = true;
        entry.otherStation = otherStation;
        return d->enterGame(ref, entry);
    });
}

StoreResult<EnteredGame> TournamentStore::enterGame(const GameRef &ref, const GameEntry &entry)
{
    return d->transaction<EnteredGame>(
        [&]() -> StoreResult<EnteredGame> { return d->enterGame(ref, entry); });
}

StoreResult<FinalistsView> TournamentStore::resolveFinalistsByLot(std::uint64_t seed)
{
    return d->transaction<FinalistsView>([&]() -> StoreResult<FinalistsView> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        // R61: the four highest after the last round; before that nobody's place is sure.
        if (!qualifyingComplete(t))
            return refused("De loting om de finaleplaatsen kan pas als alle ronden gespeeld zijn: " +
                               qualifyingMissing(t) + ".",
                           61);
        const FinalistsView view = computeFinalists(t);
        if (!view.tie)
            return refused("Er is geen gelijke stand over de finaleplaatsen; er valt niets te loten.", 60);
        if (view.lot)
            return refused("Deze gelijke stand is al door loting beslist (zaad " +
                               std::to_string(view.lot->seed) + ").",
                           60);
        if (t.round(kFinalRound))
            return refused("De finale is al begonnen.");
        Lot lot;
        lot.rank = view.tie->rank;
        lot.places = view.tie->places;
        lot.seed = seed;
        lot.players = view.tie->players;
        lot.order = drawLotOrder(lot.players, seed);
        lot.drawnAt = nowIso();
        const long long id =
            d->scalar("INSERT INTO lots (rank, places, seed, players, drawn_order, drawn_at) "
                      "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                      {lot.rank, lot.places, q(std::to_string(seed)), q(joinInts(lot.players)),
                       q(joinInts(lot.order)), q(lot.drawnAt)})
                .toLongLong();
        json inverse =
            json::array({json{{"table", "lots"}, {"where", {{"id", id}}}, {"rows", json::array()}}});
        std::vector<int> winners(
            lot.order.begin(),
            lot.order.begin() +
                std::min<std::ptrdiff_t>(lot.places, static_cast<std::ptrdiff_t>(lot.order.size())));
        d->audit("Loting om plaats " + std::to_string(lot.rank) + " (zaad " + std::to_string(seed) +
                     "): " + playerList(t, lot.order) + "; door: " + playerList(t, winners),
                 inverse);
        Tournament after = t;
        after.lots.push_back(lot);
        return computeFinalists(after);
    });
}

} // namespace nkb
