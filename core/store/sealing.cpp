// The store's connection seals what it writes and checks the seals and the audit's chain
// (seals.h): in every change's transaction the objects it touched get their digest again; on open
// every object's rows are compared with their seal and the chain is followed from its first change.
#include "store/migrations.h"
#include "store/seals.h"
#include "store/sealscan.h"
#include "store/sqlitehardening.h"
#include "store/storeimpl.h"

#include <QSqlQuery>
#include <QSqlError>
#include <QSqlRecord>

#include <map>
#include <optional>
#include <set>
#include <utility>

namespace nkb {

using namespace store;

namespace {

// More objects touched than this are sealed from one read of every table (sealTouched).
constexpr std::size_t kManyTouched = 64;

struct ObjectRef {
    const SealKind *kind{nullptr};
    std::vector<QVariant> key;
};

QVariant keyValue(const QString &text)
{
    bool number = false;
    const qlonglong n = text.toLongLong(&number);
    return number ? QVariant(n) : QVariant(text);
}

std::optional<ObjectRef> parseObject(const std::string &object)
{
    const QStringList parts = QString::fromStdString(object).split(QLatin1Char('/'));
    for (const SealKind &kind : sealKinds())
        if (parts.value(0) == QLatin1String(kind.name) && parts.size() == static_cast<int>(kind.key.size()) + 1) {
            ObjectRef ref{&kind, {}};
            for (int i = 1; i < parts.size(); ++i)
                ref.key.push_back(keyValue(parts[i]));
            return ref;
        }
    return std::nullopt;
}

} // namespace

void TournamentStore::Impl::watchTouches()
{
    if (dialect->engine() == Engine::SQLite)
        for (const QString &statement : sqliteTouchStatements())
            execDirect(statement);
    else
        execDirect(serverTouchTable());
    watching = true;
}

std::string TournamentStore::Impl::lastDigest() const
{
    return s(scalar("SELECT digest FROM audit ORDER BY id DESC LIMIT 1").toString());
}

std::string TournamentStore::Impl::objectDigest(const std::string &object) const
{
    if (object == kAuditObject)
        return lastDigest();
    const auto ref = parseObject(object);
    if (!ref)
        return {};
    QByteArray bytes;
    for (const SealTable &t : ref->kind->tables) {
        QString sql = QStringLiteral("SELECT * FROM %1").arg(QLatin1String(t.table));
        for (std::size_t i = 0; i < ref->kind->key.size(); ++i)
            sql += (i == 0 ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) +
                   QLatin1String(ref->kind->key[i]) + QStringLiteral(" = ?");
        QSqlQuery rows = execForward(sql + QStringLiteral(" ORDER BY ") + QLatin1String(t.order), ref->key);
        const RowLayout layout = rowLayout(rows);
        bool first = true;
        while (rows.next()) {
            if (std::exchange(first, false))
                appendHeader(bytes, t.table, layout);
            appendRow(bytes, rows, layout);
        }
    }
    return bytes.isEmpty() ? std::string() : hexDigest(bytes);
}

void TournamentStore::Impl::sealTouched()
{
    if (!watching)
        return;
    std::vector<std::string> touched;
    {
        QSqlQuery qy = execForward(QStringLiteral("SELECT DISTINCT object FROM nkb_touched"));
        while (qy.next())
            touched.push_back(s(qy.value(0).toString()));
    }
    if (touched.empty())
        return;
    // Many objects at once (a round drawn for 250 players, an import of thousands): one read of
    // every table costs less than a query per object.
    std::optional<std::map<std::string, std::string>> all;
    if (touched.size() > kManyTouched)
        all = currentSeals();
    // One statement of each kind, prepared once (an import seals thousands of objects).
    QSqlQuery upsert(db());
    QSqlQuery remove(db());
    if (!upsert.prepare(QStringLiteral("INSERT INTO seals (object, digest) VALUES (?, ?) ON CONFLICT (object) DO "
                                       "UPDATE SET digest = excluded.digest")) ||
        !remove.prepare(QStringLiteral("DELETE FROM seals WHERE object = ?")))
        throw Failure{busyOrBroken(upsert.lastError().isValid() ? upsert.lastError() : remove.lastError())};
    for (const std::string &object : touched) {
        std::string digest;
        if (all) {
            const auto found = all->find(object);
            digest = found == all->end() ? std::string() : found->second;
        } else {
            digest = objectDigest(object);
        }
        QSqlQuery &statement = digest.empty() ? remove : upsert;
        statement.bindValue(0, q(object));
        if (!digest.empty())
            statement.bindValue(1, q(digest));
        execPrepared(statement);
    }
    exec("DELETE FROM nkb_touched");
}

std::set<std::string> TournamentStore::Impl::unreadableTables() const
{
    // On a server a role may not read every table (a projector's: not the table codes' secret).
    // Asked before, since a refused statement ends a server's transaction.
    std::set<std::string> out;
    if (dialect->engine() != Engine::PostgreSQL)
        return out;
    // One round trip for every table (the names are the program's own: no user text in the SQL).
    QStringList names;
    for (const SealKind &kind : sealKinds())
        for (const SealTable &t : kind.tables)
            names << QStringLiteral("('%1')").arg(QLatin1String(t.table));
    QSqlQuery rows = execForward(QStringLiteral("SELECT t FROM (VALUES %1) AS tables (t) "
                                                "WHERE NOT has_table_privilege(t, 'SELECT')")
                                     .arg(names.join(QStringLiteral(", "))));
    while (rows.next())
        out.insert(s(rows.value(0).toString()));
    return out;
}

std::map<std::string, std::string> TournamentStore::Impl::currentSeals(const std::set<std::string> &skipped) const
{
    std::map<std::string, QByteArray> bytes;
    // A file through SQLite's own interface (sealscan.h: the same bytes, a quarter of the time).
    if (dialect->engine() == Engine::SQLite) {
        if (const std::string failed = appendSqliteSealBytes(sqliteHandle(db()), skipped, bytes); !failed.empty())
            throw Failure{busyOrBroken(QSqlError(QString::fromStdString(failed), QString(),
                                                 QSqlError::StatementError))};
    } else {
        appendQuerySealBytes([this](const QString &sql) { return execForward(sql); }, skipped, bytes);
    }
    std::map<std::string, std::string> out;
    for (const auto &[object, b] : bytes)
        out.emplace(object, hexDigest(b));
    if (const std::string last = lastDigest(); !last.empty())
        out.emplace(kAuditObject, last);
    return out;
}

void TournamentStore::Impl::sealAll()
{
    const auto seals = currentSeals();
    exec("DELETE FROM seals");
    QSqlQuery insert(db());
    if (!insert.prepare(QStringLiteral("INSERT INTO seals (object, digest) VALUES (?, ?)")))
        throw Failure{busyOrBroken(insert.lastError())};
    for (const auto &[object, digest] : seals) {
        insert.bindValue(0, q(object));
        insert.bindValue(1, q(digest));
        execPrepared(insert);
    }
}

void TournamentStore::Impl::startChain()
{
    // The changes made before this version are vouched for as they stand now; from here on the
    // chain shows any change to them.
    std::string previous;
    long long last = 0;
    {
        QSqlQuery rows = exec("SELECT id, at, station, what, inverse, change_key FROM audit ORDER BY id");
        std::vector<std::pair<long long, std::string>> digests;
        while (rows.next()) {
            previous = chainDigest(previous, rows.value(1), rows.value(2), rows.value(3), rows.value(4),
                                   rows.value(5), QVariant());
            last = rows.value(0).toLongLong();
            digests.emplace_back(last, previous);
        }
        // A server's audit is append-only (its trigger, postgresengine.cpp): the owner's migration
        // writes the digests of the entries there are with it off, in this one transaction.
        const bool server = dialect->engine() == Engine::PostgreSQL;
        if (server && !digests.empty())
            execDirect(QStringLiteral("ALTER TABLE audit DISABLE TRIGGER USER"));
        for (const auto &[id, digest] : digests)
            exec("UPDATE audit SET digest = ? WHERE id = ?", {q(digest), id});
        if (server && !digests.empty())
            execDirect(QStringLiteral("ALTER TABLE audit ENABLE TRIGGER USER"));
    }
    if (last > 0) {
        exec("INSERT INTO meta (key, value) VALUES ('chain_from', ?)", {QString::number(last)});
        const std::string at = nowIso();
        const std::string what = "Vanaf hier ziet het programma elke wijziging buiten het programma om (schemaversie " +
                                 std::to_string(kSealVersion) + ")";
        const std::string digest =
            chainDigest(previous, q(at), q(station), q(what), QVariant(), QVariant(), QVariant());
        exec("INSERT INTO audit (at, station, what, digest) VALUES (?, ?, ?, ?)", {q(at), q(station), q(what), q(digest)});
    }
    sealAll();
}

std::vector<Finding> TournamentStore::Impl::sealFindings() const
{
    std::vector<Finding> out;
    // A kind with a table this role cannot read is not checked here (the station checks it).
    std::set<std::string> skipped;
    const std::set<std::string> unreadable = unreadableTables();
    for (const SealKind &kind : sealKinds())
        for (const SealTable &t : kind.tables)
            if (unreadable.count(t.table))
                skipped.insert(kind.name);
    const auto now = currentSeals(skipped);
    std::map<std::string, std::string> stored;
    {
        QSqlQuery qy = exec("SELECT object, digest FROM seals");
        while (qy.next()) {
            const std::string object = s(qy.value(0).toString());
            if (!skipped.count(object.substr(0, object.find('/'))))
                stored.emplace(object, s(qy.value(1).toString()));
        }
    }
    for (const auto &[object, digest] : now) {
        const auto found = stored.find(object);
        if (found == stored.end())
            out.push_back({sealPlace(object) + " is buiten het programma om toegevoegd.", 0});
        else if (found->second != digest)
            out.push_back({sealPlace(object) + " is buiten het programma om gewijzigd.", 0});
    }
    for (const auto &[object, digest] : stored)
        if (!now.count(object))
            out.push_back({sealPlace(object) + " is buiten het programma om verwijderd.", 0});
    return out;
}

std::vector<Finding> TournamentStore::Impl::chainFindings() const
{
    std::vector<Finding> out;
    const long long from = scalar("SELECT value FROM meta WHERE key = 'chain_from'").toLongLong();
    QSqlQuery rows = execForward(
        QStringLiteral("SELECT id, at, station, what, inverse, change_key, undoes, digest, undone FROM audit ORDER BY id"));
    std::string previous;
    std::set<long long> undone;
    std::map<long long, long long> undoes; // the undone change -> the change that undid it
    while (rows.next()) {
        const long long id = rows.value(0).toLongLong();
        const std::string digest = s(rows.value(7).toString());
        const std::string expected = chainDigest(previous, rows.value(1), rows.value(2), rows.value(3), rows.value(4),
                                                 rows.value(5), rows.value(6));
        if (digest != expected)
            out.push_back({"Logboekregel " + std::to_string(id) + " (\"" + s(rows.value(3).toString()).substr(0, 80) +
                               "\") klopt niet met de regel ervoor: ze is buiten het programma om gewijzigd, of er "
                               "is een regel vóór haar verwijderd.",
                           0});
        previous = digest;
        if (rows.value(8).toInt() != 0)
            undone.insert(id);
        if (!rows.value(6).isNull())
            undoes.emplace(rows.value(6).toLongLong(), id);
    }
    for (const long long id : undone)
        if (!undoes.count(id) && id > from)
            out.push_back({"Logboekregel " + std::to_string(id) +
                               " staat als ongedaan gemaakt, maar geen latere regel maakte haar ongedaan.",
                           0});
    for (const auto &[id, by] : undoes)
        if (!undone.count(id))
            out.push_back({"Logboekregel " + std::to_string(by) + " maakte regel " + std::to_string(id) +
                               " ongedaan, maar die staat niet meer als ongedaan gemaakt.",
                           0});
    return out;
}

} // namespace nkb
