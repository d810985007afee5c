#pragma once
// A tournament file in a temporary directory, with helpers to fill it. Under
// NKB_STORE_ENGINE=postgresql (the second run of the store suite, tests/store/CMakeLists.txt) a
// tournament location is a fresh database on the test server NKB_TEST_PG instead
// (scripts/pg-test-server.sh); cases tagged [sqlite] test the file itself and run on SQLite only.
#include "store/engine.h"
#include "store/tournamentstore.h"

#include <QByteArray>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>
#include <QVariant>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

namespace nkbtest {

inline bool onPostgres()
{
    return qEnvironmentVariable("NKB_STORE_ENGINE") == QLatin1String("postgresql");
}

// Exit code CTest counts as skipped (SKIP_RETURN_CODE): the PostgreSQL run without a server.
inline constexpr int kSkipped = 77;

// A new, empty database on the test server, as a location for TournamentStore::open.
inline std::string freshDatabase()
{
    const QString server = qEnvironmentVariable("NKB_TEST_PG");
    if (server.isEmpty()) {
        std::fprintf(stderr, "NKB_STORE_ENGINE=postgresql without NKB_TEST_PG: skipped "
                             "(scripts/pg-test-server.sh run ctest ...)\n");
        std::exit(kSkipped);
    }
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("nkbt_%1_%2").arg(::getpid()).arg(++counter);
    const QString connection = QUuid::createUuid().toString();
    const QUrl url(server);
    {
        QSqlDatabase db = nkb::store::connectServer(connection, server.toStdString());
        INFO(db.lastError().text().toStdString());
        REQUIRE(db.isOpen());
        QSqlQuery q(db);
        INFO(q.lastError().text().toStdString());
        REQUIRE(q.exec(QStringLiteral("CREATE DATABASE ") + name));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QUrl out = url;
    out.setPath(QLatin1Char('/') + name);
    return out.toString().toStdString();
}

// Always a file in the temporary directory (a CSV, a copy, a file-only case).
inline std::string filePath(const QTemporaryDir &dir, const char *name)
{
    return dir.filePath(QString::fromUtf8(name)).toStdString();
}

// Where a test keeps its tournament: a file, or a fresh server database in the PostgreSQL run.
inline std::string tempPath(const QTemporaryDir &dir, const char *name)
{
    if (onPostgres())
        return freshDatabase();
    return filePath(dir, name);
}

inline QByteArray fileBytes(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline void writeBytes(const std::string &path, const QByteArray &bytes)
{
    QFile f(QString::fromStdString(path));
    REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// Runs SQL on a file through a connection of the test's own (not the store's).
inline void rawSql(const std::string &path, const std::vector<const char *> &statements)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        for (const char *sql : statements) {
            QSqlQuery q(db);
            INFO(sql);
            REQUIRE(q.exec(QString::fromUtf8(sql)));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Runs SQL on a server database through a connection of the test's own.
inline void rawServerSql(const std::string &location, const std::vector<const char *> &statements)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = nkb::store::connectServer(name, location);
        REQUIRE(db.isOpen());
        for (const char *sql : statements) {
            QSqlQuery q(db);
            INFO(sql << ": " << q.lastError().text().toStdString());
            REQUIRE(q.exec(QString::fromUtf8(sql)));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Runs SQL on the tournament wherever it is kept (a file, or the test server's database).
inline void rawTournamentSql(const std::string &location, const std::vector<const char *> &statements)
{
    if (onPostgres())
        rawServerSql(location, statements);
    else
        rawSql(location, statements);
}

inline QVariant rawScalar(const std::string &path, const char *sql)
{
    const QString name = QUuid::createUuid().toString();
    QVariant v;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        QSqlQuery q(db);
        REQUIRE(q.exec(QString::fromUtf8(sql)));
        if (q.next())
            v = q.value(0);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return v;
}

// A new tournament with players named P1..Pn.
inline std::unique_ptr<nkb::TournamentStore> newTournament(const std::string &path, int players,
                                                           nkb::TournamentInfo info = {})
{
    nkb::OpenOptions o;
    o.create = true;
    o.station = "test";
    auto store = nkb::TournamentStore::open(path, o);
    REQUIRE(store.ok());
    if (info.name.empty())
        info.name = "Test";
    REQUIRE_FALSE(store.value()->createTournament(info).has_value());
    for (int i = 1; i <= players; ++i)
        REQUIRE(store.value()->addPlayer(nkb::NewPlayer{"P" + std::to_string(i), "", {}, 1}).ok());
    return std::move(store).value();
}

// P1..P8 with round 1 seated by hand at two tables: 1-4 and 5-8.
inline std::unique_ptr<nkb::TournamentStore> seatedTournament(const std::string &path)
{
    auto store = newTournament(path, 8);
    REQUIRE(store->setTables(1, {nkb::Table{1, {1, 2, 3, 4}}, nkb::Table{2, {5, 6, 7, 8}}}).ok());
    return store;
}

// The whole tournament as its export document: equal texts mean nothing changed.
inline std::string exported(const nkb::TournamentStore &store)
{
    auto doc = store.exportJson();
    REQUIRE(doc.ok());
    return doc.value();
}

inline std::unique_ptr<nkb::TournamentStore> reopen(const std::string &path)
{
    nkb::OpenOptions o;
    o.station = "test";
    auto store = nkb::TournamentStore::open(path, o);
    INFO((store.ok() ? std::string() : store.error().message));
    REQUIRE(store.ok());
    return std::move(store).value();
}

// What the last audit entry says ("Ronde 1 gestart: 45 minuten").
inline std::string lastAudit(const nkb::TournamentStore &store)
{
    const auto log = store.auditLog();
    REQUIRE(log.ok());
    REQUIRE_FALSE(log->empty());
    return log->back().what;
}

inline const nkb::StandingRow &rowOf(const std::vector<nkb::StandingRow> &rows, const std::string &name)
{
    for (const auto &r : rows)
        if (r.name == name)
            return r;
    FAIL("no row for " << name);
    return rows.front();
}

} // namespace nkbtest
