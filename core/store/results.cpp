// Results: a game entered with its gifts or as points, and the lot across the final cut.
#include "store/storeimpl.h"


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

// Another station's entry of this game (takenElsewhereWords), in the station's local time.
StoreError takenElsewhere(const GameRef &ref, const GameResult &prev)
{
    const QDateTime at = QDateTime::fromString(q(prev.enteredAt), Qt::ISODate).toLocalTime();
    StoreError e =
        refused(takenElsewhereWords(ref, prev, at.isValid() ? s(at.toString(QStringLiteral("HH:mm"))) : ""));
    e.kind = StoreError::Kind::OtherStation;
    return e;
}

StoreError conflict(const GameRef &ref)
{
    StoreError e = refused(gameLabel(ref) + " is intussen anders opgeslagen; lees het opnieuw.");
    e.kind = StoreError::Kind::Conflict;
    return e;
}

} // namespace store

// Inside a transaction: checks and stores one game.
StoreResult<EnteredGame> TournamentStore::Impl::enterGame(const GameRef &ref, const GameEntry &entry)
{
    if (auto e = needTournament())
        return *e;
    if (auto withdrawn = codeWithdrawn(ref, entry.codeGeneration))
        return *withdrawn;
    const bool final = ref.round == kFinalRound;
    // An ordinary game reads only what it needs (a 1,000-player file stays quick); the final
    // needs the whole standings for its finalists.
    const Tournament t = final ? load() : partial(ref);
    auto game = seatsForGame(t, ref);
    if (!game)
        return refused(game.error());
    const std::vector<int> &seats = game->seats;
    json inverse = json::array();
    if (game->seatFinal) {
        // R61: the final table is seated with the finalists the moment its first game is entered.
        inverse.push_back(snapshot("rounds", {{"number", kFinalRound}}));
        inverse.push_back(snapshot("seats", {{"round", kFinalRound}}));
        exec("DELETE FROM rounds WHERE number = ?", {kFinalRound});
        insertRound(Round{kFinalRound, {Table{1, seats}}, std::nullopt, "finale"});
    }
    if (auto no = mayEnterGame(t, seats, entry))
        return refused(*no);
    if (entry.basis && gameBasis(t.game(ref.round, ref.table, ref.game)) != *entry.basis)
        return conflict(ref);
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
    if (!entry.note.empty())
        desc += "; " + entry.note;
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
        auto points = pointsBySeat(t, ref, seats, pointsByName);
        if (!points)
            return refused(points.error());
        GameEntry entry;
        entry.pointsPerSeat = std::move(points).value();
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
        auto tie = finalLotTie(t);
        if (!tie)
            return refused(tie.error());
        const FinalistsView &view = *tie;
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
