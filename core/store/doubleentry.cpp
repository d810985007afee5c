// Double entry: with the setting on, every game is entered by two stations and counts
// once both agree. The first station's finished entry waits in first_entries (not counted); a
// second station's equal entry stores the game; a different one is refused with both entries side
// by side, and the referee settles it: this entry stands (OtherStation::Replace) or the first one
// does (acceptFirstEntry).
#include "store/storeimpl.h"

#include "gamefile/entrydifference.h"

#include <QDateTime>

#include <algorithm>

namespace nkb {

using namespace store;

namespace {

std::string localTime(const std::string &iso)
{
    const QDateTime at = QDateTime::fromString(q(iso), Qt::ISODate).toLocalTime();
    return at.isValid() ? s(at.toString(QStringLiteral("HH:mm"))) : std::string();
}

std::string pointsText(const std::vector<std::string> &names, const std::vector<int> &points)
{
    std::string out;
    for (std::size_t i = 0; i < names.size() && i < points.size(); ++i)
        out += (i ? ", " : "") + names[i] + "=" + std::to_string(points[i]);
    return out;
}

// The entry as the comparison reads it: its points and, when entered gift by gift, its gifts.
ComparedEntry comparedEntry(const GameResult &g)
{
    return ComparedEntry{g.points, g.giftenJson, g.pointsOnly};
}

// The rows come from the game's data alone; who entered first and when, from the file.
EntryComparison compare(const GameResult &first, const GameResult &second, const std::vector<std::string> &names)
{
    EntryComparison c = compareEntries(comparedEntry(first), comparedEntry(second), names);
    c.firstStation = first.station;
    c.firstAt = localTime(first.enteredAt);
    return c;
}

std::string shortLabel(const GameRef &ref)
{
    return (ref.round == kFinalRound ? std::string("Finale") : "Tafel " + std::to_string(ref.table)) + ", spel " +
           std::to_string(ref.game);
}

std::string stationName(const std::string &station)
{
    return station.empty() ? std::string("(onbekend)") : station;
}

} // namespace

std::optional<GameResult> TournamentStore::Impl::firstEntry(const GameRef &ref) const
{
    QSqlQuery qy = exec("SELECT station, entered_at, points, points_only, giften FROM first_entries "
                        "WHERE round = ? AND table_number = ? AND game = ?",
                        {ref.round, ref.table, ref.game});
    if (!qy.next())
        return std::nullopt;
    GameResult g{ref.round, ref.table, ref.game, true, splitInts(s(qy.value(2).toString())),
                 std::nullopt, qy.value(3).toInt() != 0, s(qy.value(0).toString()), s(qy.value(1).toString())};
    if (!qy.value(4).isNull())
        g.giftenJson = s(qy.value(4).toString());
    return g;
}

namespace {

const char *kWhereGame = " WHERE round = ? AND table_number = ? AND game = ?";

} // namespace

StoreResult<EnteredGame> TournamentStore::Impl::enterTwice(const GameRef &ref, const GameEntry &entry,
                                                           EnteredGame out, json inverse)
{
    const std::optional<GameResult> first = firstEntry(ref);
    const std::vector<QVariant> key{ref.round, ref.table, ref.game};
    if (first && first->station != station) {
        EntryComparison cmp = compare(*first, out.result, out.names);
        cmp.round = ref.round;
        cmp.table = ref.table;
        cmp.game = ref.game;
        if (cmp.differs() && entry.otherStation == OtherStation::Refuse) {
            StoreError e = refused(differenceWords(cmp, shortLabel(ref), stationName(first->station)));
            e.kind = StoreError::Kind::DiffersFromFirst;
            e.comparison = cmp;
            return e;
        }
    }
    const std::vector<std::pair<std::string, QVariant>> where{
        {"round", ref.round}, {"table_number", ref.table}, {"game", ref.game}};
    inverse.push_back(snapshot("first_entries", where));
    inverse.push_back(snapshot("games", where));
    inverse.push_back(snapshot("game_points", where));
    exec(QStringLiteral("DELETE FROM games") + QLatin1String(kWhereGame), key); // a game in progress
    exec(QStringLiteral("DELETE FROM first_entries") + QLatin1String(kWhereGame), key);
    const std::string points = pointsText(out.names, out.result.points);
    const std::string gifts = entry.pointsOnly ? "" : " (met giften)";
    if (!first || first->station == station) {
        // The first entry, or this station correcting its own first entry: still one entry.
        exec("INSERT INTO first_entries (round, table_number, game, station, entered_at, points, points_only, "
             "giften) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
             {ref.round, ref.table, ref.game, q(station), q(out.result.enteredAt), q(joinInts(out.result.points)),
              out.result.pointsOnly ? 1 : 0,
              out.result.giftenJson ? QVariant(q(*out.result.giftenJson)) : QVariant()});
        out.waitingForSecond = true;
        out.correction = first.has_value();
        out.previous = first;
        // Without its points: every station reads the audit (the live refresh's status bar, undo
        // --list), and the second station types the game blind from the scoresheet.
        audit(std::string(first ? "Correctie eerste invoer " : "Eerste invoer ") + gameLabel(ref) + gifts +
                  "; wacht op de tweede invoer",
              inverse);
        return out;
    }
    insertGame(out.result);
    out.secondTo = first->station;
    const bool agreed = !compare(*first, out.result, out.names).differs();
    audit("Uitslag " + gameLabel(ref) + ": " + points + gifts +
              (agreed ? " (tweede invoer, gelijk aan die van station " + stationName(first->station) + ")"
                      : " (dubbele invoer: de scheidsrechter koos deze invoer; die van station " +
                            stationName(first->station) + " was " + joinInts(first->points, "/") + ")"),
          inverse);
    return out;
}

StoreResult<EnteredGame> TournamentStore::acceptFirstEntry(const GameRef &ref)
{
    return d->transaction<EnteredGame>([&]() -> StoreResult<EnteredGame> {
        if (auto e = d->needTournament())
            return *e;
        const std::optional<GameResult> first = d->firstEntry(ref);
        if (!first)
            return refused(shortLabel(ref) + ": er wacht geen eerste invoer op een beslissing.");
        const Tournament t = ref.round == kFinalRound ? d->load() : d->partial(ref);
        EnteredGame out;
        out.result = *first;
        if (const Round *r = t.round(ref.round))
            for (const Table &tb : r->tables)
                if (tb.number == ref.table)
                    for (int sn : tb.seats)
                        out.names.push_back(playerList(t, {sn}));
        const std::vector<std::pair<std::string, QVariant>> where{
            {"round", ref.round}, {"table_number", ref.table}, {"game", ref.game}};
        json inverse = json::array({d->snapshot("first_entries", where), d->snapshot("games", where),
                                    d->snapshot("game_points", where)});
        const std::vector<QVariant> key{ref.round, ref.table, ref.game};
        d->exec(QStringLiteral("DELETE FROM games") + QLatin1String(kWhereGame), key);
        d->exec(QStringLiteral("DELETE FROM first_entries") + QLatin1String(kWhereGame), key);
        d->insertGame(out.result);
        d->audit("Uitslag " + gameLabel(ref) + ": " + pointsText(out.names, first->points) +
                     " (dubbele invoer: de scheidsrechter koos de eerste invoer, van station " +
                     stationName(first->station) + ")",
                 inverse);
        return out;
    });
}

StoreResult<int> TournamentStore::setDoubleEntry(bool on)
{
    return d->transaction<int>([&]() -> StoreResult<int> {
        if (auto e = d->needTournament())
            return *e;
        if ((d->scalar("SELECT double_entry FROM tournament").toInt() != 0) == on)
            return refused(on ? "Dubbele invoer staat al aan." : "Dubbele invoer staat al uit.");
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        int counted = 0;
        if (!on) {
            // The first entries still waiting count as they are: nobody enters them a second time now.
            std::vector<GameResult> waiting;
            QSqlQuery qy = d->exec("SELECT round, table_number, game FROM first_entries ORDER BY round, "
                                   "table_number, game");
            while (qy.next())
                waiting.push_back(*d->firstEntry({qy.value(0).toInt(), qy.value(1).toInt(), qy.value(2).toInt()}));
            inverse.push_back(d->snapshot("first_entries", {}));
            for (const GameResult &g : waiting) {
                const std::vector<std::pair<std::string, QVariant>> where{
                    {"round", g.round}, {"table_number", g.table}, {"game", g.game}};
                inverse.push_back(d->snapshot("games", where));
                inverse.push_back(d->snapshot("game_points", where));
                d->exec(QStringLiteral("DELETE FROM games") + QLatin1String(kWhereGame), {g.round, g.table, g.game});
                d->insertGame(g);
                ++counted;
            }
            d->exec("DELETE FROM first_entries");
        }
        d->exec("UPDATE tournament SET double_entry = ?", {on ? 1 : 0});
        d->audit(std::string(on ? "Dubbele invoer aan" : "Dubbele invoer uit") +
                     (counted ? "; " + std::to_string(counted) + " eerste invoer(en) tellen nu mee" : ""),
                 inverse);
        return counted;
    });
}

StoreResult<int> TournamentStore::waitingForSecondEntry() const
{
    return reading<int>(*d, [&]() -> StoreResult<int> {
        return d->scalar("SELECT COUNT(*) FROM first_entries").toInt();
    });
}

StoreResult<std::optional<GameResult>> TournamentStore::firstEntry(const GameRef &ref) const
{
    return reading<std::optional<GameResult>>(
        *d, [&]() -> StoreResult<std::optional<GameResult>> { return d->firstEntry(ref); });
}

StoreResult<std::vector<GameResult>> TournamentStore::firstEntries() const
{
    return reading<std::vector<GameResult>>(*d, [&]() -> StoreResult<std::vector<GameResult>> {
        std::vector<GameRef> refs;
        QSqlQuery qy = d->exec("SELECT round, table_number, game FROM first_entries ORDER BY round, table_number, game");
        while (qy.next())
            refs.push_back({qy.value(0).toInt(), qy.value(1).toInt(), qy.value(2).toInt()});
        std::vector<GameResult> out;
        for (const GameRef &ref : refs)
            if (auto g = d->firstEntry(ref))
                out.push_back(std::move(*g));
        return out;
    });
}

} // namespace nkb
