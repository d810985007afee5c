// Import and export: the export document, a copy of the file, a tournament made from an export.
#include "store/fileprobe.h"
#include "store/storeimpl.h"

#include "tournament/limits.h"
#include "tournament/tournamentjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace nkb {

using namespace store;

StoreResult<std::string> TournamentStore::exportJson() const
{
    auto t = load();
    if (!t)
        return t.error();
    return tournamentToJson(t.value());
}

StoreStatus TournamentStore::copyTo(const std::string &target) const
{
    if (target.empty())
        return refused("Geef een bestandsnaam voor de kopie.");
    const QFileInfo info(q(target));
    if (info.exists())
        return refused("Het bestand " + quotedFile(target) + " bestaat al; een kopie overschrijft niets.");
    if (info.absoluteFilePath() == QFileInfo(q(d->path)).absoluteFilePath())
        return refused("De kopie kan niet het toernooibestand zelf zijn.");
    if (!info.absoluteDir().exists())
        return refused("De map van " + quotedFile(target) + " bestaat niet.");
    if (onServer())
        return copy(d->path, target, OpenOptions{false, d->station, d->busyTimeoutMs, false, {}});
    try {
        // The file name as a bound parameter: VACUUM INTO takes an expression.
        d->exec("VACUUM INTO ?", {q(target)});
    } catch (const Failure &f) {
        // VACUUM INTO writes a new file only; a half-written one is no copy.
        QFile::remove(q(target));
        return refused("De kopie kon niet gemaakt worden: " + f.error.message);
    }
    return std::nullopt;
}

StoreResult<std::unique_ptr<TournamentStore>>
TournamentStore::importJson(const std::string &path, const std::string &jsonText, const OpenOptions &options)
{
    auto parsed = tournamentFromJson(jsonText);
    if (!parsed)
        return refused(parsed.error().message);
    Tournament &t = parsed.value();
    if (auto e = checkPlayerCount(0, t.players.size(), true))
        return refused(*e);
    // By hash, each name normalised once, not both names of each of 12.5 million pairs at 5,000.
    NameIndex names;
    for (auto &p : t.players) {
        p.name = nfc(p.name);
        if (const NameIndex::Named *same = names.add(p.name, p.startNumber))
            return refused("De export klopt niet: \"" + same->name + "\" en \"" + p.name +
                           "\" zijn dezelfde naam.");
    }
    const QFileInfo info(q(path));
    const bool onServerLocation = isServerLocation(path);
    const bool existed = !onServerLocation && info.exists();
    // An existing file is taken only when it holds no tournament and nothing else: an empty
    // database, or our schema of this version without a tournament (what a `new` or an import killed
    // before its transaction ended leaves). Both are looked at read-only, so that any other file (a
    // tournament, an older version's, another program's) is refused without a byte changed.
    if (existed && info.size() > 0) {
        const QString file = q(path);
        const bool emptyDatabase = !probeFile(file, path, {true, options.busyTimeoutMs, false}) &&
                                   probeFile(file, path, {false, options.busyTimeoutMs, false});
        if (!emptyDatabase) {
            OpenOptions look = options;
            look.create = false;
            look.readOnly = true;
            auto seen = open(path, look);
            if (!seen || seen.value()->d->hasTournament())
                return refused("Importeren gaat naar een nieuw bestand; \"" + path + "\" bestaat al" +
                               (seen ? " en bevat een toernooi." : "."));
        }
    }
    OpenOptions o = options;
    o.create = true;
    auto store = open(path, o);
    if (!store)
        return store.error();
    Impl &impl = *store.value()->d;
    if (impl.hasTournament())
        return refused("Importeren gaat naar een nieuw bestand of een lege database; in " +
                       impl.dialect->shown(path) + " staat al een toernooi.");
    auto written = impl.transaction<int>([&]() -> StoreResult<int> {
        const auto &ti = t.info;
        impl.exec("INSERT INTO tournament (id, name, date, venue, rounds, games_per_round, places_three, "
                  "final_tables, final_games, double_entry, round_minutes, rules) "
                  "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                  {q(ti.name), q(ti.date), q(ti.venue), ti.rounds, ti.gamesPerRound,
                   q(joinInts(ti.placesThree)), ti.finalTables, ti.finalGames, ti.doubleEntry ? 1 : 0, ti.roundMinutes,
                   q(ti.rules)});
        for (auto &p : t.players) {
            // An export from before schema 9: every player a new person id.
            if (p.personId.empty())
                p.personId = newPersonId();
            impl.insertPlayer(p);
        }
        for (const auto &r : t.rounds)
            impl.insertRound(r);
        for (const auto &g : t.games) {
            const Round *r = t.round(g.round);
            const Table *tb = nullptr;
            if (r)
                for (const auto &x : r->tables)
                    if (x.number == g.table)
                        tb = &x;
            if (!tb)
                return refused("De export klopt niet: een uitslag voor " +
                               gameLabel({g.round, g.table, g.game}) + " zonder die tafel.");
            if (g.finished && g.points.size() != tb->seats.size())
                return refused("De export klopt niet: " + gameLabel({g.round, g.table, g.game}) +
                               " heeft niet voor iedere speler punten.");
            impl.insertGame(g);
        }
        for (const auto &l : t.lots)
            impl.exec("INSERT INTO lots (rank, places, seed, players, drawn_order, drawn_at) VALUES (?, ?, "
                      "?, ?, ?, ?)",
                      {l.rank, l.places, q(std::to_string(l.seed)), q(joinInts(l.players)),
                       q(joinInts(l.order)), q(l.drawnAt)});
        for (const auto &c : t.clocks)
            impl.exec("INSERT INTO round_clocks (round, started_at, duration_seconds, paused_at, paused_seconds) "
                      "VALUES (?, ?, ?, ?, ?)",
                      {c.round, QVariant::fromValue<qlonglong>(c.startedAt), c.durationSeconds,
                       c.pausedAt ? QVariant::fromValue<qlonglong>(*c.pausedAt) : QVariant(), c.pausedSeconds});
        impl.audit("Toernooi geïmporteerd uit een export (" + std::to_string(t.players.size()) + " spelers)",
                   std::nullopt);
        return 0;
    });
    if (!written) {
        StoreError e = written.error();
        if (e.unusable()) // a constraint failed: the document does not hold together
            e = refused("De export klopt niet: " + e.message);
        store.value().reset();
        if (!existed && !onServerLocation) {
            QFile::remove(q(path));
            QFile::remove(q(path + "-wal"));
            QFile::remove(q(path + "-shm"));
        }
        return e;
    }
    return store;
}

} // namespace nkb
