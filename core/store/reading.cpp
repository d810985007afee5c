// Reading the tournament: the whole of it in one read transaction, or what one game needs.
#include "store/storeimpl.h"

#include "tournament/finaltie.h"
#include "tournament/progress.h"

#include <map>
#include <set>
#include <tuple>

namespace nkb {

using namespace store;

Tournament TournamentStore::Impl::load() const
{
    Tournament t;
    {
        QSqlQuery qy = exec("SELECT name, date, venue, rounds, games_per_round, places_three, "
                            "final_tables, final_games, double_entry, round_minutes, rules FROM tournament");
        if (qy.next()) {
            t.info.name = s(qy.value(0).toString());
            t.info.date = s(qy.value(1).toString());
            t.info.venue = s(qy.value(2).toString());
            t.info.rounds = qy.value(3).toInt();
            t.info.gamesPerRound = qy.value(4).toInt();
            t.info.placesThree = splitInts(s(qy.value(5).toString()));
            t.info.finalTables = qy.value(6).toInt();
            t.info.finalGames = qy.value(7).toInt();
            t.info.doubleEntry = qy.value(8).toInt() != 0;
            t.info.roundMinutes = qy.value(9).toInt();
            t.info.rules = knownRules(s(qy.value(10).toString()));
        }
    }
    {
        QSqlQuery qy = exec("SELECT start_number, name, club, joins_from_round, withdrawn_from_round, "
                            "present, person_id, not_published FROM players ORDER BY start_number");
        while (qy.next()) {
            Player p;
            p.startNumber = qy.value(0).toInt();
            p.name = s(qy.value(1).toString());
            p.club = s(qy.value(2).toString());
            p.joinsFromRound = qy.value(3).toInt();
            if (!qy.value(4).isNull())
                p.withdrawnFromRound = qy.value(4).toInt();
            p.present = qy.value(5).toInt() != 0;
            p.personId = s(qy.value(6).toString()); // NULL: "" (none given yet)
            p.notPublished = qy.value(7).toInt() != 0;
            t.players.push_back(std::move(p));
        }
        std::map<int, std::size_t> index;
        for (std::size_t i = 0; i < t.players.size(); ++i)
            index[t.players[i].startNumber] = i;
        QSqlQuery cy =
            exec("SELECT start_number, category FROM player_categories ORDER BY start_number, position");
        while (cy.next()) {
            auto it = index.find(cy.value(0).toInt());
            if (it != index.end())
                t.players[it->second].categories.push_back(s(cy.value(1).toString()));
        }
    }
    {
        QSqlQuery qy = exec("SELECT number, seed, algorithm_version FROM rounds ORDER BY number");
        while (qy.next()) {
            Round r;
            r.number = qy.value(0).toInt();
            if (!qy.value(1).isNull())
                r.seed = parseSeed(s(qy.value(1).toString()));
            r.algorithm = s(qy.value(2).toString());
            t.rounds.push_back(std::move(r));
        }
        QSqlQuery sy =
            exec("SELECT round, table_number, start_number FROM seats ORDER BY round, table_number, seat");
        Round *cur = nullptr;
        while (sy.next()) {
            const int rn = sy.value(0).toInt();
            const int tn = sy.value(1).toInt();
            if (!cur || cur->number != rn) {
                cur = nullptr;
                for (auto &r : t.rounds)
                    if (r.number == rn)
                        cur = &r;
                if (!cur)
                    continue;
            }
            if (cur->tables.empty() || cur->tables.back().number != tn)
                cur->tables.push_back(Table{tn, {}});
            cur->tables.back().seats.push_back(sy.value(2).toInt());
        }
    }
    {
        QSqlQuery qy = exec("SELECT round, table_number, game, finished, points_only, giften, station, "
                            "entered_at FROM games ORDER BY round, table_number, game");
        while (qy.next()) {
            GameResult g;
            g.round = qy.value(0).toInt();
            g.table = qy.value(1).toInt();
            g.game = qy.value(2).toInt();
            g.finished = qy.value(3).toInt() != 0;
            g.pointsOnly = qy.value(4).toInt() != 0;
            if (!qy.value(5).isNull())
                g.giftenJson = s(qy.value(5).toString());
            g.station = s(qy.value(6).toString());
            g.enteredAt = s(qy.value(7).toString());
            t.games.push_back(std::move(g));
        }
        QSqlQuery py = exec("SELECT round, table_number, game, points FROM game_points ORDER BY round, "
                            "table_number, game, seat");
        std::size_t gi = 0;
        while (py.next()) {
            const int rn = py.value(0).toInt();
            const int tn = py.value(1).toInt();
            const int gn = py.value(2).toInt();
            while (gi < t.games.size() &&
                   std::tie(t.games[gi].round, t.games[gi].table, t.games[gi].game) < std::tie(rn, tn, gn))
                ++gi;
            if (gi < t.games.size() && t.games[gi].round == rn && t.games[gi].table == tn &&
                t.games[gi].game == gn)
                t.games[gi].points.push_back(py.value(3).toInt());
        }
    }
    {
        QSqlQuery qy =
            exec("SELECT rank, places, seed, players, drawn_order, drawn_at FROM lots ORDER BY id");
        while (qy.next()) {
            Lot l;
            l.rank = qy.value(0).toInt();
            l.places = qy.value(1).toInt();
            l.seed = parseSeed(s(qy.value(2).toString())).value_or(0);
            l.players = splitInts(s(qy.value(3).toString()));
            l.order = splitInts(s(qy.value(4).toString()));
            l.drawnAt = s(qy.value(5).toString());
            t.lots.push_back(std::move(l));
        }
    }
    {
        QSqlQuery qy = exec("SELECT round, started_at, duration_seconds, paused_at, paused_seconds FROM round_clocks "
                            "ORDER BY round");
        while (qy.next()) {
            RoundClock c;
            c.round = qy.value(0).toInt();
            c.startedAt = qy.value(1).toLongLong();
            c.durationSeconds = qy.value(2).toInt();
            if (!qy.value(3).isNull())
                c.pausedAt = qy.value(3).toLongLong();
            c.pausedSeconds = qy.value(4).toInt();
            t.clocks.push_back(c);
        }
    }
    {
        // The final-tie setting and decision and the announcement live in meta (key/value, no migration).
        QSqlQuery qy =
            exec("SELECT key, value FROM meta WHERE key IN ('final_tie_rule', 'final_decision', 'announcement')");
        while (qy.next()) {
            const std::string value = s(qy.value(1).toString());
            if (qy.value(0).toString() == QLatin1String("final_tie_rule"))
                t.info.finalTieRule = finalTieRuleFromKey(value).value_or(FinalTieRule::DecidingGame);
            else if (qy.value(0).toString() == QLatin1String("announcement"))
                t.announcement = decodeAnnouncement(value);
            else
                t.finalDecision = decodeFinalDecision(value);
        }
    }
    return t;
}

std::optional<StoreError> TournamentStore::Impl::needTournament() const
{
    if (!hasTournament())
        return unusable("Dit bestand bevat nog geen toernooi; maak eerst een nieuw toernooi aan.");
    return std::nullopt;
}

std::optional<StoreError> TournamentStore::Impl::unknownRules(const std::string &stored) const
{
    const auto rules = RuleSet::fromName(stored);
    if (rules)
        return std::nullopt;
    return unusable(dialect->shown(path) + " wordt gespeeld volgens spelregels \"" + stored +
                    "\" die deze versie van nk-bonaken niet kent. " + rules.error().message +
                    " Werk het programma bij; het toernooi is niet gebruikt en niet veranderd.");
}

std::string TournamentStore::Impl::knownRules(const std::string &stored) const
{
    if (auto e = unknownRules(stored))
        throw Failure{*e};
    return RuleSet::fromName(stored)->name();
}

// What one ordinary game needs: the settings, that round's seating of that table (if any,
// as the round's only table), the players at it, and that game's current result.
Tournament TournamentStore::Impl::partial(const GameRef &ref) const
{
    Tournament t;
    {
        QSqlQuery qy =
            exec("SELECT name, rounds, games_per_round, places_three, final_games, double_entry, rules FROM tournament");
        if (qy.next()) {
            t.info.name = s(qy.value(0).toString());
            t.info.rounds = qy.value(1).toInt();
            t.info.gamesPerRound = qy.value(2).toInt();
            t.info.placesThree = splitInts(s(qy.value(3).toString()));
            t.info.finalGames = qy.value(4).toInt();
            t.info.doubleEntry = qy.value(5).toInt() != 0;
            t.info.rules = knownRules(s(qy.value(6).toString()));
        }
    }
    const int tables =
        scalar("SELECT COUNT(DISTINCT table_number) FROM seats WHERE round = ?", {ref.round}).toInt();
    if (tables > 0) {
        Round r{ref.round, {}, std::nullopt, ""};
        Table tb{ref.table, {}};
        QSqlQuery sy =
            exec("SELECT start_number FROM seats WHERE round = ? AND table_number = ? ORDER BY seat",
                 {ref.round, ref.table});
        while (sy.next())
            tb.seats.push_back(sy.value(0).toInt());
        if (!tb.seats.empty())
            r.tables.push_back(tb);
        else // keep the count of tables for the message
            for (int i = 1; i <= tables; ++i)
                r.tables.push_back(Table{-i, {}});
        t.rounds.push_back(r);
        for (int sn : tb.seats) {
            QSqlQuery py =
                exec("SELECT name, club, person_id, not_published FROM players WHERE start_number = ?", {sn});
            if (py.next()) {
                Player p;
                p.startNumber = sn;
                p.name = s(py.value(0).toString());
                p.club = s(py.value(1).toString());
                p.personId = s(py.value(2).toString());
                p.notPublished = py.value(3).toInt() != 0;
                t.players.push_back(std::move(p));
            }
        }
    }
    QSqlQuery gy = exec("SELECT finished, points_only, giften, station, entered_at FROM games WHERE round = ? AND "
                        "table_number = ? AND game = ?",
                        {ref.round, ref.table, ref.game});
    if (gy.next()) {
        GameResult g{ref.round,
                     ref.table,
                     ref.game,
                     gy.value(0).toInt() != 0,
                     {},
                     std::nullopt,
                     gy.value(1).toInt() != 0,
                     s(gy.value(3).toString()),
                     s(gy.value(4).toString())};
        if (!gy.value(2).isNull())
            g.giftenJson = s(gy.value(2).toString());
        QSqlQuery py = exec("SELECT points FROM game_points WHERE round = ? AND table_number = ? AND "
                            "game = ? ORDER BY seat",
                            {ref.round, ref.table, ref.game});
        while (py.next())
            g.points.push_back(py.value(0).toInt());
        t.games.push_back(std::move(g));
    }
    return t;
}

StoreResult<Tournament> TournamentStore::load() const
{
    return forGame(std::nullopt);
}

StoreResult<Tournament> TournamentStore::forGame(const std::optional<GameRef> &ref) const
{
    return reading<Tournament>(*d, [&]() -> StoreResult<Tournament> {
        if (auto e = d->needTournament())
            return *e;
        // One read transaction: a consistent picture while another station writes.
        d->beginRead();
        try {
            Tournament t = ref && ref->round != kFinalRound ? d->partial(*ref) : d->load();
            d->execDirect(QStringLiteral("COMMIT"));
            return t;
        } catch (const Failure &) {
            try {
                d->execDirect(QStringLiteral("ROLLBACK"));
            } catch (const Failure &) {
            }
            throw;
        }
    });
}

StoreResult<std::vector<Player>> TournamentStore::players() const
{
    auto t = load();
    if (!t)
        return t.error();
    return t->players;
}

StoreResult<std::vector<Table>> TournamentStore::tables(int round) const
{
    auto t = load();
    if (!t)
        return t.error();
    const Round *r = t->round(round);
    if (!r)
        return std::vector<Table>{};
    return r->tables;
}

StoreResult<std::vector<int>> TournamentStore::presentPlayers(int round) const
{
    auto t = load();
    if (!t)
        return t.error();
    // Checked-in players only: a player ticked absent is left out of every round drawn after the
    // mark (seats already made stay; see checkSeating).
    std::vector<int> out;
    for (const auto &p : t->players)
        if (p.present && p.presentIn(round))
            out.push_back(p.startNumber);
    return out;
}

StoreResult<std::vector<Round>> TournamentStore::seatedRounds() const
{
    auto t = load();
    if (!t)
        return t.error();
    return t->rounds;
}

StoreResult<std::vector<int>> TournamentStore::roundsWithResults() const
{
    auto t = load();
    if (!t)
        return t.error();
    std::set<int> rounds;
    for (const auto &g : t->games)
        rounds.insert(g.round);
    return std::vector<int>(rounds.begin(), rounds.end());
}

StoreResult<std::vector<StandingRow>> TournamentStore::standings(const StandingsOptions &options) const
{
    auto t = load();
    if (!t)
        return t.error();
    return computeStandings(t.value(), options);
}

StoreResult<FinalistsView> TournamentStore::finalists() const
{
    auto t = load();
    if (!t)
        return t.error();
    return computeFinalists(t.value());
}

StoreResult<std::vector<FinalRow>> TournamentStore::finalRanking() const
{
    auto t = load();
    if (!t)
        return t.error();
    return computeFinalRanking(t.value());
}

} // namespace nkb
