// The undo journal: the audit table with a snapshot of the rows each change touched, and undo.
#include "store/storeimpl.h"

#include "store/migrations.h"
#include "store/seals.h"

#include <QSqlError>
#include <QSqlRecord>

#include <map>

namespace nkb {

using namespace store;

// --- undo: snapshots of the rows a change touches ---
// A scope is a set of rows, by equality on some columns; its snapshot holds the rows as they
// were before the change. Undo deletes each scope (children first) and puts the rows back
// (parents first).
json TournamentStore::Impl::snapshot(const std::string &table,
                                     const std::vector<std::pair<std::string, QVariant>> &where) const
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

namespace store {

bool undoableMetaKey(const std::string &key)
{
    return key == "final_tie_rule" || key == "final_decision" || key == "announcement";
}

} // namespace store

namespace {

// A scope over one settings row of meta (undoableMetaKey), and nothing else of meta.
bool metaScope(const json &scope)
{
    if (scope["table"] != "meta" || !scope.contains("where") || !scope["where"].is_object() ||
        scope["where"].size() != 1 || !scope["where"].contains("key") || !scope["where"]["key"].is_string())
        return false;
    return undoableMetaKey(scope["where"]["key"].get<std::string>());
}

} // namespace

void TournamentStore::Impl::restore(const json &inverse) const
{
    if (!inverse.is_array())
        throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
    for (const auto &scope : inverse)
        if (!scope.is_object() || !scope.contains("table") || !scope["table"].is_string() ||
            !(knownTable(scope["table"].get<std::string>()) || metaScope(scope)) || !scope.contains("where") ||
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
            QSqlQuery found = exec(QStringLiteral("SELECT COUNT(*) FROM ") + q(table) + whereKey(pk), key);
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
                sets += (sets.isEmpty() ? QString() : QStringLiteral(", ")) + q(col) + QStringLiteral(" = ?");
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
bool TournamentStore::Impl::hasChildren(const std::string &table)
{
    return table == "tournament" || table == "players" || table == "rounds" || table == "games";
}

// The snapshot's row and the current row hold the same values (columns of the snapshot).
bool TournamentStore::Impl::sameRow(const json &snapshotRow, const json &current)
{
    for (const auto &[col, val] : snapshotRow.items())
        if (!current.contains(col) || current.at(col) != val)
            return false;
    return true;
}

// The primary key columns of one of our tables (whitelisted by the caller).
std::vector<std::string> TournamentStore::Impl::primaryKey(const std::string &table) const
{
    std::vector<std::string> pk = dialect->primaryKey(*this, table);
    if (pk.empty())
        throw Failure{unusable("Tabel " + table + " heeft geen sleutel.")};
    return pk;
}

QString TournamentStore::Impl::whereKey(const std::vector<std::string> &pk)
{
    QString sql;
    for (std::size_t i = 0; i < pk.size(); ++i)
        sql += (i == 0 ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + q(pk[i]) +
               QStringLiteral(" = ?");
    return sql;
}

std::vector<QVariant> TournamentStore::Impl::keyOf(const json &row, const std::vector<std::string> &pk)
{
    std::vector<QVariant> key;
    for (const auto &c : pk) {
        if (!row.contains(c))
            throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
        key.push_back(fromJson(row.at(c)));
    }
    return key;
}

std::string TournamentStore::Impl::keyText(const json &row, const std::vector<std::string> &pk)
{
    json key = json::array();
    for (const auto &c : pk)
        key.push_back(row.contains(c) ? row.at(c) : json(nullptr));
    return key.dump();
}

// The rows now in a scope of an undo snapshot.
std::vector<json> TournamentStore::Impl::currentRows(const json &scope) const
{
    QString sql = QStringLiteral("SELECT * FROM ") + q(scope["table"].get<std::string>());
    std::vector<QVariant> binds;
    bool first = true;
    for (const auto &[col, val] : scope["where"].items()) {
        if (!plainName(col))
            throw Failure{unusable("De gegevens om ongedaan te maken zijn beschadigd.")};
        sql +=
            (first ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) + q(col) + QStringLiteral(" = ?");
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

void TournamentStore::Impl::audit(const std::string &change, const std::optional<json> &undo, long long undoes)
{
    // The final's table follows its finalists: seated (or seated anew) by the change that made
    // them known, in the same entry and undone with it (finalseat.cpp).
    std::optional<json> inverse = undo;
    std::string what = change;
    if (const std::string settled = settleFinal(inverse); !settled.empty())
        what += "; " + settled;
    const QVariant at = q(nowIso());
    const QVariant inverseText = inverse ? QVariant(q(inverse->dump())) : QVariant();
    const QVariant key = keyWritten || currentKey.empty() || version < store::kChangeKeyVersion ? QVariant()
                                                                                              : QVariant(q(currentKey));
    const QVariant undone = undoes > 0 ? QVariant(undoes) : QVariant();
    // The chain (seals.h): this change's digest over its contents and the one before it.
    const std::string digest = store::chainDigest(lastDigest(), at, q(station), q(what), inverseText, key, undone);
    QSqlQuery query = exec("INSERT INTO audit (at, station, what, inverse, change_key, undoes, digest) VALUES (?, ?, "
                           "?, ?, ?, ?, ?) RETURNING id",
                           {at, q(station), q(what), inverseText, key, undone, q(digest)});
    keyWritten = true;
    lastEntry = query.next() ? query.value(0).toLongLong() : 0;
    dialect->announceChange(*this);
}

namespace {

// The rows a scope reaches: deleting a round takes its seats and games along, a game its points
// (ON DELETE CASCADE), so undoing a draw would silently take back a result of that round.
std::vector<json> reach(const json &scope)
{
    std::vector<json> out{scope};
    const json &where = scope["where"];
    if (scope["table"] == "rounds") {
        json byRound = json::object();
        if (where.contains("number"))
            byRound["round"] = where["number"];
        for (const char *child : {"seats", "games", "game_points"})
            out.push_back(json{{"table", child}, {"where", byRound}});
    } else if (scope["table"] == "games") {
        out.push_back(json{{"table", "game_points"}, {"where", where}});
    }
    return out;
}

bool sameRows(const json &a, const json &b)
{
    if (a["table"] != b["table"])
        return false;
    for (const auto &[col, val] : a["where"].items())
        if (b["where"].contains(col) && b["where"][col] != val)
            return false;
    return true;
}

} // namespace

// Two undo scopes touch the same rows: the same table, and equal values on every column both
// name (a round's seats and one table's seats of that round overlap), also through a cascade.
bool TournamentStore::Impl::overlaps(const json &a, const json &b)
{
    for (const json &x : reach(a))
        for (const json &y : reach(b))
            if (sameRows(x, y))
                return true;
    return false;
}

// Undoes audit entry `id` (inside a transaction): refused when it is undone already, cannot be
// undone, or a later change that still stands touched the same rows (undoing it would
// silently take that change back too).
StoreResult<std::string> TournamentStore::Impl::undoEntry(long long id)
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
                if (mine.is_object() && theirs.is_object() && mine.contains("where") &&
                    theirs.contains("where") && overlaps(mine, theirs))
                    return refused("\"" + what +
                                   "\" kan niet meer ongedaan worden gemaakt: daarna veranderde " +
                                   "station " + s(later.value(1).toString()) + " om " +
                                   s(later.value(0).toString()).substr(11, 5) + " hetzelfde (\"" +
                                   s(later.value(2).toString()) + "\").");
    }
    if (auto e = undoChangesRules(inverse)) {
        e->message = "\"" + what + "\" kan niet meer ongedaan worden gemaakt. " + e->message;
        return *e;
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
    // A player put back from a change made before schema 9 comes without a person id.
    givePersonIds();
    exec("UPDATE audit SET undone = 1 WHERE id = ?", {id});
    const std::string own = s(qy.value(3).toString());
    audit("Ongedaan gemaakt: " + what + (own != station ? " (van station " + own + ")" : ""), std::nullopt, id);
    return what;
}

StoreResult<std::string> TournamentStore::undo()
{
    return d->transaction<std::string>([&]() -> StoreResult<std::string> {
        // This station's own last change: another station's is taken back only by naming it
        // (undoEntry), never by accident.
        const QVariant id =
            d->scalar("SELECT MAX(id) FROM audit WHERE undone = 0 AND inverse IS NOT NULL AND "
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

long long TournamentStore::readsDone() const
{
    return d->reads;
}

StoreResult<long long> TournamentStore::latestChangeId() const
{
    return reading<long long>(
        *d, [&]() -> StoreResult<long long> { return d->scalar("SELECT COALESCE(MAX(id), 0) FROM audit").toLongLong(); });
}

long long TournamentStore::lastChangeId() const
{
    return d->lastEntry;
}

StoreResult<std::vector<AuditEntry>> TournamentStore::auditLog() const
{
    return changesSince(0);
}

StoreResult<std::vector<AuditEntry>> TournamentStore::changesSince(long long id) const
{
    return reading<std::vector<AuditEntry>>(*d, [&]() -> StoreResult<std::vector<AuditEntry>> {
        std::vector<AuditEntry> out;
        QSqlQuery qy = d->exec(
            "SELECT id, at, station, what, inverse IS NOT NULL, undone FROM audit WHERE id > ? ORDER BY id", {id});
        while (qy.next())
            out.push_back(AuditEntry{qy.value(0).toLongLong(), s(qy.value(1).toString()),
                                     s(qy.value(2).toString()), s(qy.value(3).toString()),
                                     qy.value(4).toInt() != 0, qy.value(5).toInt() != 0});
        return out;
    });
}

} // namespace nkb
