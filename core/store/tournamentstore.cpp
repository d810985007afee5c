#include "store/tournamentstore.h"

#include "store/fileprobe.h"
#include "store/migrations.h"
#include "store/names.h"
#include "tournament/csv.h"
#include "tournament/limits.h"
#include "tournament/outcome.h"
#include "tournament/progress.h"
#include "tournament/tournamentjson.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <map>
#include <set>

namespace nkb {

using nlohmann::json;

namespace {

using store::nfc;
using store::sameName;
using store::sameNamed;

using store::kSchemaVersion;

// Thrown inside the store only, caught at every public entry: a failing statement.
struct Failure {
    StoreError error;
};

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string s(const QString &text)
{
    return text.toStdString();
}

// Names are kept in Unicode normal form C, so "é" typed as one character or as e + accent is one
// name; two names that differ only in case are one player (issue 9).
std::string nowIso()
{
    return s(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
}

std::string joinInts(const std::vector<int> &v, const char *sep = ",")
{
    std::string out;
    for (int x : v)
        out += (out.empty() ? "" : sep) + std::to_string(x);
    return out;
}

std::vector<int> splitInts(const std::string &text)
{
    std::vector<int> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(',', i);
        if (j == std::string::npos)
            j = text.size();
        int v = 0;
        std::from_chars(text.data() + i, text.data() + j, v);
        out.push_back(v);
        i = j + 1;
    }
    return out;
}

std::optional<std::uint64_t> parseSeed(const std::string &text)
{
    std::uint64_t v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size())
        return std::nullopt;
    return v;
}

// The tables undo may touch, and the shape of their column names: undo data is read back from
// the file, so nothing in it is trusted as SQL.
bool knownTable(const std::string &t)
{
    static const std::set<std::string> tables{"tournament", "players", "player_categories", "rounds",
                                              "seats",      "games",   "game_points",       "lots"};
    return tables.count(t) > 0;
}

bool plainName(const std::string &n)
{
    return !n.empty() && n.size() < 40 &&
           std::all_of(n.begin(), n.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

json toJson(const QVariant &v)
{
    if (v.isNull())
        return nullptr;
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return v.toLongLong();
    case QMetaType::Double:
        return v.toDouble();
    default:
        return s(v.toString());
    }
}

QVariant fromJson(const json &j)
{
    if (j.is_null())
        return QVariant();
    if (j.is_number_integer())
        return QVariant(j.get<qlonglong>());
    if (j.is_number())
        return QVariant(j.get<double>());
    if (j.is_string())
        return QVariant(q(j.get<std::string>()));
    return QVariant(q(j.dump()));
}

// A failing statement in words a referee understands; SQLite's own text goes to the detail.
StoreError busyOrBroken(const QSqlError &e)
{
    const std::string text = s(e.text());
    const auto has = [&text](const char *words) { return text.find(words) != std::string::npos; };
    StoreError out;
    if (has("locked") || has("busy"))
        out = unusable("Het bestand is bezet door een ander programma; probeer het zo opnieuw.");
    else if (has("disk is full") || has("database or disk is full") || has("SQLITE_FULL"))
        out = unusable("De schijf is vol: dit is niet opgeslagen (er is niets veranderd). Maak ruimte vrij, of "
                       "sla een kopie op een andere schijf of USB-stick op.");
    else if (has("readonly") || has("read-only") || has("read only"))
        out = unusable("Het bestand is alleen-lezen: wijzigingen kunnen niet worden opgeslagen. Bekijken en afdrukken "
                       "kan wel; sla een kopie op om verder te werken.");
    else if (has("disk I/O error"))
        out = unusable("De schijf gaf een fout bij het schrijven (vol, verwijderd of kapot): dit is niet opgeslagen. "
                       "Controleer de schijf of USB-stick.");
    else if (has("malformed") || has("not a database") || has("corrupt"))
        out = unusable("Het toernooibestand is beschadigd. Gebruik een kopie, een back-up of de laatste export.");
    else if (has("FOREIGN KEY") || has("UNIQUE") || has("CHECK constraint") || has("NOT NULL"))
        out = unusable("Dit past niet bij wat er al in het toernooi staat (het bestand is niet veranderd).");
    else
        out = unusable("Het toernooibestand gaf een onverwachte fout (het is niet veranderd).");
    out.detail = text;
    return out;
}

std::string playerList(const Tournament &t, const std::vector<int> &seats)
{
    std::string out;
    for (int sn : seats) {
        const Player *p = t.player(sn);
        out += (out.empty() ? "" : ", ") + (p ? p->name : "#" + std::to_string(sn));
    }
    return out;
}

std::string gameLabel(const GameRef &ref)
{
    if (ref.round == kFinalRound)
        return "finale spel " + std::to_string(ref.game);
    return "ronde " + std::to_string(ref.round) + " tafel " + std::to_string(ref.table) + " spel " +
           std::to_string(ref.game);
}

std::atomic<unsigned> g_connectionCounter{0};

} // namespace

namespace {

StoreError noSuchPlayer(int startNumber)
{
    return refused("Er is geen speler met startnummer " + std::to_string(startNumber) + ".");
}

} // namespace

struct TournamentStore::Impl {
    std::string path;
    QString connection;
    std::string station;
    int version{0};
    long long lastEntry{0}; // the audit entry this connection wrote last

    ~Impl()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(connection, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }

    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    QSqlQuery exec(const char *sql, const std::vector<QVariant> &binds = {}) const
    {
        return exec(QString::fromUtf8(sql), binds);
    }
    QSqlQuery exec(const QString &sql, const std::vector<QVariant> &binds = {}) const
    {
        QSqlQuery query(db());
        if (!query.prepare(sql))
            throw Failure{busyOrBroken(query.lastError())};
        for (const auto &b : binds)
            query.addBindValue(b);
        if (!query.exec())
            throw Failure{busyOrBroken(query.lastError())};
        return query;
    }
    // Statements without parameters that cannot be prepared in every driver version (PRAGMA).
    void execDirect(const QString &sql) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql))
            throw Failure{busyOrBroken(query.lastError())};
    }
    QVariant scalar(const char *sql, const std::vector<QVariant> &binds = {}) const
    {
        QSqlQuery query = exec(sql, binds);
        return query.next() ? query.value(0) : QVariant();
    }

    // One command = one transaction. IMMEDIATE takes the write lock at once, so a second writer
    // waits (busy timeout) instead of failing halfway through.
    template <typename T, typename F> StoreResult<T> transaction(F &&body)
    {
        try {
            execDirect(QStringLiteral("BEGIN IMMEDIATE"));
        } catch (const Failure &f) {
            return f.error;
        }
        try {
            StoreResult<T> result = body();
            if (result.ok()) {
                execDirect(QStringLiteral("COMMIT"));
            } else {
                execDirect(QStringLiteral("ROLLBACK"));
            }
            return result;
        } catch (const Failure &f) {
            try {
                execDirect(QStringLiteral("ROLLBACK"));
            } catch (const Failure &) {
                // Already rolled back by SQLite; nothing was written.
            }
            return f.error;
        }
    }

    // --- undo: snapshots of the rows a change touches ---
    // A scope is a set of rows, by equality on some columns; its snapshot holds the rows as they
    // were before the change. Undo deletes each scope (children first) and puts the rows back
    // (parents first).
    json snapshot(const std::string &table, const std::vector<std::pair<std::string, QVariant>> &where) const
    {
        QString sql = QStringLiteral("SELECT * FROM ") + q(table);
        std::vector<QVariant> binds;
        json w = json::object();
        for (std::size_t i = 0; i < where.size(); ++i) {
            sql += (i == 0 ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + q(where[i].first) +
                   QStringLiteral(" = ?");
            binds.push_back(where[i].second);
            w[where[i].first] = toJson(where[i].second);
        }
        QSqlQuery query = exec(sql, binds);
        json rows = json::array();
        while (query.next()) {
            const QSqlRecord rec = query.record();
            json row = json::object();
            for (int c = 0; c < rec.count(); ++c)
                row[s(rec.fieldName(c))] = toJson(query.value(c));
            rows.push_back(row);
        }
        return json{{"table", table}, {"where", w}, {"rows", rows}};
    }

    void restore(const json &inverse) const
    {
        if (!inverse.is_array())
            throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
        for (const auto &scope : inverse)
            if (!scope.is_object() || !scope.contains("table") || !scope["table"].is_string() ||
                !knownTable(scope["table"].get<std::string>()) || !scope.contains("where") ||
                !scope["where"].is_object() || !scope.contains("rows") || !scope["rows"].is_array())
                throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
        // Rows the change created go first (children before parents); then every row of the
        // snapshot is put back as it was: updated in place where it still exists, so that rows
        // hanging on it (ON DELETE CASCADE) stay, inserted where it was deleted.
        // A row of a table that nothing hangs on (seats, categories, points) that now differs
        // from the snapshot is deleted too and inserted again afterwards: updating it in place
        // one row at a time would break a second uniqueness rule on the way (a re-seated round
        // has every player once, UNIQUE (round, start_number), but in other seats).
        for (auto it = inverse.rbegin(); it != inverse.rend(); ++it) {
            const std::string table = (*it)["table"].get<std::string>();
            const auto pk = primaryKey(table);
            const bool leaf = !hasChildren(table);
            std::map<std::string, json> before;
            for (const auto &row : (*it)["rows"])
                before.emplace(keyText(row, pk), row);
            for (const auto &row : currentRows(*it)) {
                const auto found = before.find(keyText(row, pk));
                if (found == before.end() || (leaf && !sameRow(found->second, row)))
                    exec(QStringLiteral("DELETE FROM ") + q(table) + whereKey(pk), keyOf(row, pk));
            }
        }
        for (const auto &scope : inverse) {
            const std::string table = scope["table"].get<std::string>();
            const auto pk = primaryKey(table);
            for (const auto &row : scope["rows"]) {
                const auto key = keyOf(row, pk);
                QSqlQuery found =
                    exec(QStringLiteral("SELECT COUNT(*) FROM ") + q(table) + whereKey(pk), key);
                const bool exists = found.next() && found.value(0).toInt() > 0;
                QString cols;
                QString marks;
                QString sets;
                std::vector<QVariant> binds;
                for (const auto &[col, val] : row.items()) {
                    if (!plainName(col))
                        throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
                    cols += (cols.isEmpty() ? QString() : QStringLiteral(", ")) + q(col);
                    marks += (marks.isEmpty() ? QString() : QStringLiteral(", ")) + QStringLiteral("?");
                    sets +=
                        (sets.isEmpty() ? QString() : QStringLiteral(", ")) + q(col) + QStringLiteral(" = ?");
                    binds.push_back(fromJson(val));
                }
                if (exists) {
                    binds.insert(binds.end(), key.begin(), key.end());
                    exec(QStringLiteral("UPDATE ") + q(table) + QStringLiteral(" SET ") + sets + whereKey(pk),
                         binds);
                } else {
                    exec(QStringLiteral("INSERT INTO ") + q(table) + QStringLiteral(" (") + cols +
                             QStringLiteral(") VALUES (") + marks + QStringLiteral(")"),
                         binds);
                }
            }
        }
    }

    // Tables other rows refer to (foreign keys): their rows are updated in place on undo, so
    // that what hangs on them stays.
    static bool hasChildren(const std::string &table)
    {
        return table == "tournament" || table == "players" || table == "rounds" || table == "games";
    }

    // The snapshot's row and the current row hold the same values (columns of the snapshot).
    static bool sameRow(const json &snapshotRow, const json &current)
    {
        for (const auto &[col, val] : snapshotRow.items())
            if (!current.contains(col) || current.at(col) != val)
                return false;
        return true;
    }

    // The primary key columns of one of our tables (whitelisted by the caller).
    std::vector<std::string> primaryKey(const std::string &table) const
    {
        std::vector<std::string> pk;
        QSqlQuery query = exec("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", {q(table)});
        while (query.next())
            pk.push_back(s(query.value(0).toString()));
        if (pk.empty())
            throw Failure{unusable("Tabel " + table + " heeft geen sleutel.")};
        return pk;
    }

    static QString whereKey(const std::vector<std::string> &pk)
    {
        QString sql;
        for (std::size_t i = 0; i < pk.size(); ++i)
            sql += (i == 0 ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + q(pk[i]) +
                   QStringLiteral(" = ?");
        return sql;
    }

    static std::vector<QVariant> keyOf(const json &row, const std::vector<std::string> &pk)
    {
        std::vector<QVariant> key;
        for (const auto &c : pk) {
            if (!row.contains(c))
                throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
            key.push_back(fromJson(row.at(c)));
        }
        return key;
    }

    static std::string keyText(const json &row, const std::vector<std::string> &pk)
    {
        json key = json::array();
        for (const auto &c : pk)
            key.push_back(row.contains(c) ? row.at(c) : json(nullptr));
        return key.dump();
    }

    // The rows now in a scope of an undo snapshot.
    std::vector<json> currentRows(const json &scope) const
    {
        QString sql = QStringLiteral("SELECT * FROM ") + q(scope["table"].get<std::string>());
        std::vector<QVariant> binds;
        bool first = true;
        for (const auto &[col, val] : scope["where"].items()) {
            if (!plainName(col))
                throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
            sql += (first ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + q(col) +
                   QStringLiteral(" = ?");
            binds.push_back(fromJson(val));
            first = false;
        }
        QSqlQuery query = exec(sql, binds);
        std::vector<json> rows;
        while (query.next()) {
            const QSqlRecord rec = query.record();
            json row = json::object();
            for (int c = 0; c < rec.count(); ++c)
                row[s(rec.fieldName(c))] = toJson(query.value(c));
            rows.push_back(row);
        }
        return rows;
    }

    void audit(const std::string &what, const std::optional<json> &inverse)
    {
        QSqlQuery query = exec("INSERT INTO audit (at, station, what, inverse) VALUES (?, ?, ?, ?)",
                               {q(nowIso()), q(station), q(what), inverse ? QVariant(q(inverse->dump())) : QVariant()});
        lastEntry = query.lastInsertId().toLongLong();
    }

    // Two undo scopes touch the same rows: the same table, and equal values on every column both
    // name (a round's seats and one table's seats of that round overlap).
    static bool overlaps(const json &a, const json &b)
    {
        if (a["table"] != b["table"])
            return false;
        for (const auto &[col, val] : a["where"].items())
            if (b["where"].contains(col) && b["where"][col] != val)
                return false;
        return true;
    }

    // Undoes audit entry `id` (inside a transaction): refused when it is undone already, cannot be
    // undone, or a later change that still stands touched the same rows (undoing it would
    // silently take that change back too).
    StoreResult<std::string> undoEntry(long long id)
    {
        QSqlQuery qy = exec("SELECT what, inverse, undone, station FROM audit WHERE id = ?", {id});
        if (!qy.next())
            return refused("Die wijziging (nummer " + std::to_string(id) + ") bestaat niet.");
        const std::string what = s(qy.value(0).toString());
        if (qy.value(2).toInt() != 0)
            return refused("\"" + what + "\" is al ongedaan gemaakt.");
        if (qy.value(1).isNull())
            return refused("\"" + what + "\" kan niet ongedaan worden gemaakt.");
        const json inverse = json::parse(s(qy.value(1).toString()), nullptr, false);
        if (inverse.is_discarded() || !inverse.is_array())
            return unusable("De gegevens om ongedaan te maken zijn beschadigd.");
        QSqlQuery later = exec("SELECT at, station, what, inverse FROM audit WHERE id > ? AND undone = 0 AND "
                               "inverse IS NOT NULL ORDER BY id",
                               {id});
        while (later.next()) {
            const json other = json::parse(s(later.value(3).toString()), nullptr, false);
            if (!other.is_array())
                continue;
            for (const auto &mine : inverse)
                for (const auto &theirs : other)
                    if (mine.is_object() && theirs.is_object() && mine.contains("where") && theirs.contains("where") &&
                        overlaps(mine, theirs))
                        return refused("\"" + what + "\" kan niet meer ongedaan worden gemaakt: daarna veranderde " +
                                       "station " + s(later.value(1).toString()) + " om " +
                                       s(later.value(0).toString()).substr(11, 5) + " hetzelfde (\"" +
                                       s(later.value(2).toString()) + "\").");
        }
        try {
            restore(inverse);
        } catch (const Failure &f) {
            // A foreign key: a later change hangs on this one (a player seated after he was added).
            if (f.error.detail.find("FOREIGN KEY") != std::string::npos ||
                f.error.detail.find("constraint") != std::string::npos)
                return refused("\"" + what + "\" kan niet meer ongedaan worden gemaakt: latere wijzigingen " +
                               "hangen ervan af (maak die eerst ongedaan).");
            throw;
        }
        exec("UPDATE audit SET undone = 1 WHERE id = ?", {id});
        const std::string own = s(qy.value(3).toString());
        audit("Ongedaan gemaakt: " + what + (own != station ? " (van station " + own + ")" : ""), std::nullopt);
        return what;
    }

    // --- reading ---
    bool hasTournament() const { return scalar("SELECT COUNT(*) FROM tournament").toInt() > 0; }

    Tournament load() const
    {
        Tournament t;
        {
            QSqlQuery qy = exec("SELECT name, date, venue, rounds, games_per_round, places_three, "
                                "final_tables, final_games FROM tournament");
            if (qy.next()) {
                t.info.name = s(qy.value(0).toString());
                t.info.date = s(qy.value(1).toString());
                t.info.venue = s(qy.value(2).toString());
                t.info.rounds = qy.value(3).toInt();
                t.info.gamesPerRound = qy.value(4).toInt();
                t.info.placesThree = splitInts(s(qy.value(5).toString()));
                t.info.finalTables = qy.value(6).toInt();
                t.info.finalGames = qy.value(7).toInt();
            }
        }
        {
            QSqlQuery qy = exec("SELECT start_number, name, club, joins_from_round, withdrawn_from_round, "
                                "present FROM players ORDER BY start_number");
            while (qy.next()) {
                Player p;
                p.startNumber = qy.value(0).toInt();
                p.name = s(qy.value(1).toString());
                p.club = s(qy.value(2).toString());
                p.joinsFromRound = qy.value(3).toInt();
                if (!qy.value(4).isNull())
                    p.withdrawnFromRound = qy.value(4).toInt();
                p.present = qy.value(5).toInt() != 0;
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
            QSqlQuery sy = exec(
                "SELECT round, table_number, start_number FROM seats ORDER BY round, table_number, seat");
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
                while (gi < t.games.size() && std::tie(t.games[gi].round, t.games[gi].table,
                                                       t.games[gi].game) < std::tie(rn, tn, gn))
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
        return t;
    }

    std::optional<StoreError> needTournament() const
    {
        if (!hasTournament())
            return unusable("Dit bestand bevat nog geen toernooi; maak eerst een nieuw toernooi aan.");
        return std::nullopt;
    }

    // --- writing helpers ---
    void insertPlayer(const Player &p) const
    {
        exec(
            "INSERT INTO players (start_number, name, club, joins_from_round, withdrawn_from_round, present) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            {p.startNumber, q(p.name), q(p.club), p.joinsFromRound,
             p.withdrawnFromRound ? QVariant(*p.withdrawnFromRound) : QVariant(), p.present ? 1 : 0});
        int pos = 0;
        for (const auto &c : p.categories)
            exec("INSERT INTO player_categories (start_number, position, category) VALUES (?, ?, ?)",
                 {p.startNumber, ++pos, q(c)});
    }

    void insertRound(const Round &r) const
    {
        exec("INSERT INTO rounds (number, seed, algorithm_version, seated_at) VALUES (?, ?, ?, ?)",
             {r.number, r.seed ? QVariant(q(std::to_string(*r.seed))) : QVariant(), q(r.algorithm),
              q(nowIso())});
        for (const auto &tb : r.tables) {
            int seat = 0;
            for (int sn : tb.seats)
                exec("INSERT INTO seats (round, table_number, seat, start_number) VALUES (?, ?, ?, ?)",
                     {r.number, tb.number, ++seat, sn});
        }
    }

    void insertGame(const GameResult &g) const
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

    std::optional<StoreError> checkName(const std::string &name) const
    {
        if (auto e = checkPlayerName(name))
            return refused(*e);
        return std::nullopt;
    }

    static bool seatedIn(const Tournament &t, int round, int startNumber)
    {
        if (const Round *r = t.round(round))
            for (const auto &tb : r->tables)
                if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
                    return true;
        return false;
    }

    // Checks a seating for round r against the tournament; nullopt when fine.
    std::optional<StoreError> checkSeating(const Tournament &t, int round,
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
                    return refused("Tafel " + std::to_string(tb.number) + ": startnummer " +
                                   std::to_string(sn) + " bestaat niet.");
                if (!seen.insert(sn).second)
                    return refused(p->name + " zit twee keer in de indeling van ronde " +
                                   std::to_string(round) + ".");
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

    // Start numbers are stable: a removed player's number is not given to the next one (it may be
    // on a list already), so the highest number ever removed is kept in meta.
    int nextStartNumber() const
    {
        const int highest = scalar("SELECT COALESCE(MAX(start_number), 0) FROM players").toInt();
        const int removed = scalar("SELECT COALESCE(MAX(CAST(value AS INTEGER)), 0) FROM meta WHERE key = "
                                   "'removed_start_number'")
                                .toInt();
        return std::max(highest, removed) + 1;
    }

    // Inside a transaction. With inverseOut the undo snapshot goes there and the caller writes
    // the audit entry (one entry for the whole command).
    StoreResult<Player> addPlayer(const NewPlayer &np, json *inverseOut = nullptr)
    {
        if (auto e = needTournament())
            return *e;
        if (auto e = checkPlayerFields(np.name, np.club, np.categories))
            return refused(*e);
        const Tournament t = load();
        if (const Player *same = sameNamed(t.players, np.name))
            return refused("Er is al een speler \"" + same->name + "\" (startnummer " +
                           std::to_string(same->startNumber) + ").");
        if (np.joinsFromRound < 1 || np.joinsFromRound > t.info.rounds)
            return refused("Ronde " + std::to_string(np.joinsFromRound) + " bestaat niet.");
        Player p;
        p.startNumber = nextStartNumber();
        p.name = nfc(np.name);
        p.club = np.club;
        p.categories = np.categories;
        p.joinsFromRound = np.joinsFromRound;
        json inverse = json::array({snapshot("players", {{"start_number", p.startNumber}}),
                                    snapshot("player_categories", {{"start_number", p.startNumber}})});
        insertPlayer(p);
        if (inverseOut) {
            for (auto &scope : inverse)
                inverseOut->push_back(std::move(scope));
            return p;
        }
        audit("Speler toegevoegd: " + std::to_string(p.startNumber) + " " + p.name +
                  (p.joinsFromRound > 1 ? " (vanaf ronde " + std::to_string(p.joinsFromRound) + ")" : ""),
              inverse);
        return p;
    }

    // A late entry into a round that is drawn already: a table of three without results becomes
    // a table of four; else he starts the round after (or, in the last round, cannot play). Says
    // what happened, for the director.
    std::vector<std::string> seatLateEntry(const Tournament &t, const Player &p, json &inverse)
    {
        const int r = p.joinsFromRound;
        const Round *round = t.round(r);
        if (!round || round->tables.empty() || seatedIn(t, r, p.startNumber))
            return {};
        for (const Table &tb : round->tables) {
            if (tb.seats.size() != 3)
                continue;
            bool started = false;
            for (const GameResult &g : t.games)
                started = started || (g.round == r && g.table == tb.number);
            if (started)
                continue;
            inverse.push_back(snapshot("seats", {{"round", r}, {"table_number", tb.number}}));
            exec("INSERT INTO seats (round, table_number, seat, start_number) VALUES (?, ?, ?, ?)",
                 {r, tb.number, 4, p.startNumber});
            return {p.name + " zit in ronde " + std::to_string(r) + " aan tafel " + std::to_string(tb.number) +
                    " (die had drie spelers en heeft er nu vier)."};
        }
        if (r < t.info.rounds) {
            exec("UPDATE players SET joins_from_round = ? WHERE start_number = ?", {r + 1, p.startNumber});
            return {"Ronde " + std::to_string(r) + " is al ingedeeld zonder een vrije tafel van drie: " + p.name +
                    " speelt mee vanaf ronde " + std::to_string(r + 1) + "."};
        }
        return {"Ronde " + std::to_string(r) + " is al ingedeeld zonder een vrije tafel van drie, en het is de " +
                "laatste ronde: " + p.name + " staat op de lijst maar speelt niet meer mee."};
    }

    // Inside a transaction: checks and stores one game.
    StoreResult<EnteredGame> enterGame(const GameRef &ref, const GameEntry &entry)
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
                                       std::to_string(view.tie->rank) + " (" +
                                       playerList(t, view.tie->players) + "); trek eerst het lot.",
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
        out.result = GameResult{ref.round,           ref.table,        ref.game,         entry.finished,
                                entry.pointsPerSeat, entry.giftenJson, entry.pointsOnly, station,
                                nowIso()};
        for (int sn : seats)
            out.names.push_back(playerList(t, {sn}));
        if (const GameResult *prev = t.game(ref.round, ref.table, ref.game)) {
            out.correction = true;
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

    // What one ordinary game needs: the settings, that round's seating of that table (if any,
    // as the round's only table), the players at it, and that game's current result.
    Tournament partial(const GameRef &ref) const
    {
        Tournament t;
        {
            QSqlQuery qy =
                exec("SELECT name, rounds, games_per_round, places_three, final_games FROM tournament");
            if (qy.next()) {
                t.info.name = s(qy.value(0).toString());
                t.info.rounds = qy.value(1).toInt();
                t.info.gamesPerRound = qy.value(2).toInt();
                t.info.placesThree = splitInts(s(qy.value(3).toString()));
                t.info.finalGames = qy.value(4).toInt();
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
                QSqlQuery py = exec("SELECT name, club FROM players WHERE start_number = ?", {sn});
                if (py.next())
                    t.players.push_back(Player{
                        sn, s(py.value(0).toString()), s(py.value(1).toString()), {}, 1, std::nullopt});
            }
        }
        QSqlQuery gy = exec("SELECT finished, points_only, giften FROM games WHERE round = ? AND "
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
                         {},
                         {}};
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

    StoreResult<SeatingReport> seat(int round, const std::vector<Table> &tables,
                                    std::optional<std::uint64_t> seed, const std::string &algorithm,
                                    const std::string &what)
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
};

TournamentStore::TournamentStore(std::unique_ptr<Impl> impl) : d(std::move(impl)) {}
TournamentStore::~TournamentStore() = default;

int TournamentStore::currentSchemaVersion()
{
    return kSchemaVersion;
}

const std::string &TournamentStore::path() const
{
    return d->path;
}

int TournamentStore::schemaVersion() const
{
    return d->version;
}

void TournamentStore::setStation(const std::string &station)
{
    d->station = station;
}

bool TournamentStore::hasTournament() const
{
    try {
        return d->hasTournament();
    } catch (const Failure &) {
        return false;
    }
}

StoreResult<std::unique_ptr<TournamentStore>> TournamentStore::open(const std::string &path,
                                                                    const OpenOptions &options)
{
    const QString file = q(path);
    const QFileInfo info(file);
    const std::string shown = "\"" + path + "\"";
    if (!info.exists()) {
        if (!options.create)
            // Neutral words: the desktop application shows this too; the CLI adds its own hint.
            return unusable("Het bestand " + shown + " bestaat niet; maak eerst een nieuw toernooi aan.");
    } else {
        if (!info.isFile())
            return unusable(shown + " is geen bestand.");
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return unusable("Het SQLite-stuurprogramma van Qt ontbreekt (installeer libqt6sql6-sqlite).");
    // Identify the file through a read-only connection before anything may write to it.
    if (info.exists())
        if (auto refusal = store::probeFile(file, shown, {options.create, options.busyTimeoutMs}))
            return *refusal;

    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->station = options.station.empty() ? std::string("onbekend") : options.station;
    impl->connection = QStringLiteral("nkb-store-%1-%2")
                           .arg(++g_connectionCounter)
                           .arg(QUuid::createUuid().toString(QUuid::Id128));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), impl->connection);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs));
        if (!db.open())
            return unusable("Het bestand " + shown + " kan niet geopend worden (geen toegang, of de map bestaat niet).");
    }
    try {
        impl->execDirect(QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs));
        const int version = impl->scalar("PRAGMA user_version").toInt();
        // Per connection and outside any transaction (TOOLCHAIN.md 6).
        impl->execDirect(QStringLiteral("PRAGMA journal_mode = WAL"));
        impl->execDirect(QStringLiteral("PRAGMA foreign_keys = ON"));
        impl->execDirect(QStringLiteral("PRAGMA synchronous = NORMAL"));
        // Upgrade step by step, one transaction per step; another program may have done a step
        // meanwhile, so the version is read again inside each transaction.
        for (int step = version + 1; step <= kSchemaVersion; ++step) {
            auto r = impl->transaction<int>([&]() -> StoreResult<int> {
                if (impl->scalar("PRAGMA user_version").toInt() >= step)
                    return step;
                const auto statements = store::migrationStatements(step);
                if (!statements)
                    return unusable("Migratie " + std::to_string(step) + " ontbreekt in dit programma.");
                for (const QString &statement : *statements) {
                    if (statement.startsWith(QStringLiteral("PRAGMA")))
                        impl->execDirect(statement);
                    else
                        impl->exec(statement);
                }
                impl->execDirect(QStringLiteral("PRAGMA user_version = %1").arg(step));
                return step;
            });
            if (!r)
                return r.error();
        }
        impl->version = impl->scalar("PRAGMA user_version").toInt();
    } catch (const Failure &f) {
        StoreError e = f.error;
        e.message = shown + " kan niet gebruikt worden: " + e.message;
        return e;
    }
    return std::unique_ptr<TournamentStore>(new TournamentStore(std::move(impl)));
}

// ---------------------------------------------------------------------------------------------
// Commands

StoreStatus TournamentStore::createTournament(const TournamentInfo &info)
{
    auto r = d->transaction<int>([&]() -> StoreResult<int> {
        if (d->hasTournament())
            return refused("Dit bestand bevat al een toernooi; een bestand is één toernooi.");
        if (info.name.empty())
            return refused("De naam van het toernooi ontbreekt.");
        if (!info.date.empty()) {
            const QDate date = QDate::fromString(q(info.date), Qt::ISODate);
            if (!date.isValid() || info.date.size() != 10)
                return refused("De datum \"" + info.date + "\" is geen datum JJJJ-MM-DD.");
        }
        if (auto e = checkInfoBounds(info))
            return refused(*e);
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("INSERT INTO tournament (id, name, date, venue, rounds, games_per_round, places_three, "
                "final_tables, final_games) "
                "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
                {q(info.name), q(info.date), q(info.venue), info.rounds, info.gamesPerRound,
                 q(joinInts(info.placesThree)), info.finalTables, info.finalGames});
        d->audit("Nieuw toernooi \"" + info.name + "\"", inverse);
        return 0;
    });
    if (!r)
        return r.error();
    return std::nullopt;
}

StoreResult<Player> TournamentStore::addPlayer(const NewPlayer &np)
{
    return d->transaction<Player>([&]() -> StoreResult<Player> { return d->addPlayer(np); });
}

StoreResult<std::vector<Player>> TournamentStore::importPlayersCsv(const std::string &csvText, KnownNames known)
{
    auto rows = parsePlayersCsv(csvText);
    if (!rows)
        return refused(rows.error().message);
    return d->transaction<std::vector<Player>>([&]() -> StoreResult<std::vector<Player>> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        int next = d->nextStartNumber();
        std::vector<Player> added;
        int skipped = 0;
        json inverse = json::array();
        for (const auto &row : rows.value()) {
            const std::string at = "Rij " + std::to_string(row.row) + ": ";
            if (auto e = checkPlayerFields(row.name, row.club, row.categories))
                return refused(at + *e);
            if (const Player *existing = sameNamed(t.players, row.name)) {
                if (known == KnownNames::Skip) {
                    ++skipped;
                    continue;
                }
                return refused(at + "er is al een speler \"" + existing->name + "\" (startnummer " +
                               std::to_string(existing->startNumber) + ").");
            }
            if (const Player *earlier = sameNamed(added, row.name))
                return refused(at + "\"" + row.name + "\" staat al in het bestand (\"" + earlier->name +
                               "\").");
            Player p;
            p.startNumber = next++;
            p.name = nfc(row.name);
            p.club = row.club;
            p.categories = row.categories;
            inverse.push_back(d->snapshot("players", {{"start_number", p.startNumber}}));
            inverse.push_back(d->snapshot("player_categories", {{"start_number", p.startNumber}}));
            d->insertPlayer(p);
            added.push_back(std::move(p));
        }
        if (added.empty())
            return refused(skipped > 0 ? "Alle " + std::to_string(skipped) + " spelers in het bestand zijn er al."
                                       : "Het bestand bevat geen spelers.");
        d->audit("Spelers geïmporteerd: " + std::to_string(added.size()) + " (startnummers " +
                     std::to_string(added.front().startNumber) + "–" +
                     std::to_string(added.back().startNumber) + ")" +
                     (skipped > 0 ? "; " + std::to_string(skipped) + " al aanwezig" : ""),
                 inverse);
        return added;
    });
}

StoreResult<Player> TournamentStore::editPlayer(int startNumber, const NewPlayer &changes)
{
    return d->transaction<Player>([&]() -> StoreResult<Player> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        if (auto e = checkPlayerFields(changes.name, changes.club, changes.categories))
            return refused(*e);
        if (const Player *other = sameNamed(t.players, changes.name, startNumber))
            return refused("Er is al een speler \"" + other->name + "\" (startnummer " +
                           std::to_string(other->startNumber) + ").");
        Player after = *p;
        after.name = nfc(changes.name);
        after.club = changes.club;
        after.categories = changes.categories;
        if (after == *p)
            return refused("Er is niets gewijzigd aan " + p->name + ".");
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}}),
                                    d->snapshot("player_categories", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET name = ?, club = ? WHERE start_number = ?",
                {q(after.name), q(after.club), startNumber});
        d->exec("DELETE FROM player_categories WHERE start_number = ?", {startNumber});
        int pos = 0;
        for (const auto &c : after.categories)
            d->exec("INSERT INTO player_categories (start_number, position, category) VALUES (?, ?, ?)",
                    {startNumber, ++pos, q(c)});
        std::string what = "Speler gewijzigd: " + std::to_string(startNumber) + " " + p->name;
        if (after.name != p->name)
            what += " → " + after.name;
        if (after.club != p->club)
            what += "; club \"" + after.club + "\"";
        if (after.categories != p->categories) {
            std::string cats;
            for (const auto &c : after.categories)
                cats += (cats.empty() ? "" : ", ") + c;
            what += "; categorieën \"" + cats + "\"";
        }
        d->audit(what, inverse);
        return after;
    });
}

StoreStatus TournamentStore::removePlayer(int startNumber)
{
    auto r = d->transaction<int>([&]() -> StoreResult<int> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        // Seats come before results, so a player without seats has no result either.
        for (const auto &round : t.rounds)
            for (const auto &tb : round.tables)
                if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
                    return refused(p->name + " is al ingedeeld in " +
                                   (round.number == kFinalRound ? std::string("de finale")
                                                                : "ronde " + std::to_string(round.number)) +
                                   " en kan niet meer verwijderd worden; trek de speler terug.");
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}}),
                                    d->snapshot("player_categories", {{"start_number", startNumber}})});
        d->exec("DELETE FROM players WHERE start_number = ?", {startNumber}); // categories cascade
        // Not part of the undo snapshot: after an undo the number is his again, and still taken.
        d->exec("INSERT INTO meta (key, value) VALUES ('removed_start_number', ?) ON CONFLICT (key) DO "
                "UPDATE SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))",
                {QString::number(startNumber)});
        d->audit("Speler verwijderd: " + std::to_string(startNumber) + " " + p->name, inverse);
        return startNumber;
    });
    if (!r)
        return r.error();
    return std::nullopt;
}

StoreResult<PlayerChange> TournamentStore::setPresent(int startNumber, bool present)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        if (p->present == present)
            return refused(p->name + (present ? " is al aangemeld." : " is al afgemeld."));
        PlayerChange change;
        change.player = *p;
        change.player.present = present;
        if (!present)
            for (const auto &r : t.rounds)
                for (const auto &tb : r.tables)
                    if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end() &&
                        !t.game(r.number, tb.number, 1))
                        change.warnings.push_back(
                            p->name + " zit nog ingedeeld in " +
                            (r.number == kFinalRound ? std::string("de finale")
                                                     : "ronde " + std::to_string(r.number)) +
                            " aan tafel " + std::to_string(tb.number) + "; deel die ronde opnieuw in.");
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET present = ? WHERE start_number = ?", {present ? 1 : 0, startNumber});
        d->audit((present ? "Aangemeld: " : "Afgemeld: ") + std::to_string(startNumber) + " " + p->name,
                 inverse);
        return change;
    });
}

StoreResult<PlayerChange> TournamentStore::withdrawPlayer(const std::string &name, int fromRound)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.playerByName(name);
        if (!p)
            return refused("Er is geen speler \"" + name + "\".");
        if (fromRound < 1 || fromRound > t.info.rounds + 1)
            return refused("Terugtrekken kan vanaf ronde 1 tot en met " + std::to_string(t.info.rounds + 1) +
                           " (na de laatste ronde: niet in de finale).");
        if (fromRound <= p->joinsFromRound && p->joinsFromRound > 1)
            return refused(name + " speelt pas mee vanaf ronde " + std::to_string(p->joinsFromRound) + ".");
        PlayerChange change;
        for (const auto &r : t.rounds) {
            if (r.number < fromRound)
                continue;
            for (const auto &tb : r.tables) {
                if (std::find(tb.seats.begin(), tb.seats.end(), p->startNumber) == tb.seats.end())
                    continue;
                for (const auto &g : t.games)
                    if (g.round == r.number && g.table == tb.number)
                        return refused(name + " heeft in " +
                                       (r.number == kFinalRound ? std::string("de finale")
                                                                : "ronde " + std::to_string(r.number)) +
                                       " al gespeeld; terugtrekken kan pas vanaf een ronde zonder uitslag.");
                change.warnings.push_back(name + " zit nog ingedeeld in " +
                                          (r.number == kFinalRound ? std::string("de finale")
                                                                   : "ronde " + std::to_string(r.number)) +
                                          " aan tafel " + std::to_string(tb.number) +
                                          "; deel die ronde opnieuw in.");
            }
        }
        json inverse = json::array({d->snapshot("players", {{"start_number", p->startNumber}})});
        d->exec("UPDATE players SET withdrawn_from_round = ? WHERE start_number = ?",
                {fromRound, p->startNumber});
        d->audit("Teruggetrokken: " + std::to_string(p->startNumber) + " " + name + " vanaf ronde " +
                     std::to_string(fromRound),
                 inverse);
        change.player = *p;
        change.player.withdrawnFromRound = fromRound;
        return change;
    });
}

StoreResult<PlayerChange> TournamentStore::lateEntry(const NewPlayer &np)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.playerByName(np.name);
        json inverse = json::array();
        PlayerChange change;
        if (!p) {
            // A walk-in: a new player who joins from this round.
            auto added = d->addPlayer(np, &inverse);
            if (!added)
                return added.error();
            change.player = added.value();
        } else {
            if (np.joinsFromRound < 1 || np.joinsFromRound > t.info.rounds)
                return refused("Ronde " + std::to_string(np.joinsFromRound) + " bestaat niet.");
            if (p->withdrawnFromRound && *p->withdrawnFromRound <= np.joinsFromRound)
                return refused(np.name + " is teruggetrokken vanaf ronde " +
                               std::to_string(*p->withdrawnFromRound) + ".");
            for (const auto &r : t.rounds)
                if (r.number >= 1 && r.number < np.joinsFromRound)
                    for (const auto &tb : r.tables)
                        if (std::find(tb.seats.begin(), tb.seats.end(), p->startNumber) != tb.seats.end())
                            return refused(np.name + " zit al ingedeeld in ronde " + std::to_string(r.number) +
                                           " (tafel " + std::to_string(tb.number) +
                                           "); pas eerst die indeling aan.");
            inverse.push_back(d->snapshot("players", {{"start_number", p->startNumber}}));
            d->exec("UPDATE players SET joins_from_round = ? WHERE start_number = ?",
                    {np.joinsFromRound, p->startNumber});
            change.player = *p;
            change.player.joinsFromRound = np.joinsFromRound;
        }
        change.warnings = d->seatLateEntry(t, change.player, inverse);
        std::string what = "Laat ingestroomd: " + std::to_string(change.player.startNumber) + " " + np.name +
                           " vanaf ronde " + std::to_string(np.joinsFromRound);
        for (const auto &w : change.warnings)
            what += "; " + w;
        d->audit(what, inverse);
        return change;
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

StoreResult<EnteredGame>
TournamentStore::enterPoints(const GameRef &ref, const std::vector<std::pair<std::string, int>> &pointsByName)
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
        d->exec(
            "INSERT INTO lots (rank, places, seed, players, drawn_order, drawn_at) VALUES (?, ?, ?, ?, ?, ?)",
            {lot.rank, lot.places, q(std::to_string(seed)), q(joinInts(lot.players)), q(joinInts(lot.order)),
             q(lot.drawnAt)});
        const long long id = d->scalar("SELECT last_insert_rowid()").toLongLong();
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

StoreResult<std::string> TournamentStore::undo()
{
    return d->transaction<std::string>([&]() -> StoreResult<std::string> {
        // This station's own last change: another station's is taken back only by naming it
        // (undoEntry), never by accident.
        const QVariant id = d->scalar("SELECT MAX(id) FROM audit WHERE undone = 0 AND inverse IS NOT NULL AND "
                                      "station = ? AND what NOT LIKE 'Ongedaan gemaakt:%'",
                                      {q(d->station)});
        if (id.isNull())
            return refused("Er is niets van station " + d->station + " om ongedaan te maken.");
        return d->undoEntry(id.toLongLong());
    });
}

StoreResult<std::string> TournamentStore::undoEntry(long long id)
{
    return d->transaction<std::string>([&]() -> StoreResult<std::string> { return d->undoEntry(id); });
}

long long TournamentStore::lastChangeId() const
{
    return d->lastEntry;
}

// ---------------------------------------------------------------------------------------------
// Queries

namespace {

template <typename T, typename F> StoreResult<T> reading(F &&body)
{
    try {
        return body();
    } catch (const Failure &f) {
        return f.error;
    }
}

} // namespace

StoreResult<Tournament> TournamentStore::load() const
{
    return reading<Tournament>([&]() -> StoreResult<Tournament> {
        if (auto e = d->needTournament())
            return *e;
        // One read transaction: a consistent picture while another station writes.
        d->execDirect(QStringLiteral("BEGIN"));
        try {
            Tournament t = d->load();
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

StoreResult<std::vector<AuditEntry>> TournamentStore::auditLog() const
{
    return reading<std::vector<AuditEntry>>([&]() -> StoreResult<std::vector<AuditEntry>> {
        std::vector<AuditEntry> out;
        QSqlQuery qy =
            d->exec("SELECT id, at, station, what, inverse IS NOT NULL, undone FROM audit ORDER BY id");
        while (qy.next())
            out.push_back(AuditEntry{qy.value(0).toLongLong(), s(qy.value(1).toString()),
                                     s(qy.value(2).toString()), s(qy.value(3).toString()),
                                     qy.value(4).toInt() != 0, qy.value(5).toInt() != 0});
        return out;
    });
}

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
        return refused("Het bestand \"" + target + "\" bestaat al; een kopie overschrijft niets.");
    if (info.absoluteFilePath() == QFileInfo(q(d->path)).absoluteFilePath())
        return refused("De kopie kan niet het toernooibestand zelf zijn.");
    if (!info.absoluteDir().exists())
        return refused("De map van \"" + target + "\" bestaat niet.");
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
    for (auto &p : t.players) {
        if (const Player *same = sameNamed(t.players, p.name, p.startNumber))
            return refused("De export klopt niet: \"" + p.name + "\" en \"" + same->name +
                           "\" zijn dezelfde naam.");
        p.name = nfc(p.name);
    }
    const QFileInfo info(q(path));
    const bool existed = info.exists();
    if (existed && info.size() > 0)
        return refused("Importeren gaat naar een nieuw bestand; \"" + path + "\" bestaat al.");
    OpenOptions o = options;
    o.create = true;
    auto store = open(path, o);
    if (!store)
        return store.error();
    Impl &impl = *store.value()->d;
    auto written = impl.transaction<int>([&]() -> StoreResult<int> {
        const auto &ti = t.info;
        impl.exec("INSERT INTO tournament (id, name, date, venue, rounds, games_per_round, places_three, "
                  "final_tables, final_games) "
                  "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
                  {q(ti.name), q(ti.date), q(ti.venue), ti.rounds, ti.gamesPerRound,
                   q(joinInts(ti.placesThree)), ti.finalTables, ti.finalGames});
        for (const auto &p : t.players)
            impl.insertPlayer(p);
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
        impl.audit("Toernooi geïmporteerd uit een export (" + std::to_string(t.players.size()) + " spelers)",
                   std::nullopt);
        return 0;
    });
    if (!written) {
        StoreError e = written.error();
        if (e.unusable()) // a constraint failed: the document does not hold together
            e = refused("De export klopt niet: " + e.message);
        store.value().reset();
        if (!existed) {
            QFile::remove(q(path));
            QFile::remove(q(path + "-wal"));
            QFile::remove(q(path + "-shm"));
        }
        return e;
    }
    return store;
}

} // namespace nkb
