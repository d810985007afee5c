#pragma once
// Stations as separate programs: nk-bonaken-cli processes on one server database, and every
// table of a tournament read raw (file or server) to compare two sides row by row.
#include "storefixture.h"

#include <QProcess>
#include <QSqlRecord>
#include <QStringList>

#include <algorithm>
#include <string>
#include <vector>

namespace nkbtest {

// A fresh database on the test server; the case is skipped (77) without one.
inline std::string serverDatabase()
{
    qputenv("NKB_STORE_ENGINE", "postgresql");
    return freshDatabase();
}

inline QString cliExe()
{
    return QStringLiteral(NKB_CLI_EXE);
}

struct Finished {
    int exitCode{-1};
    std::string out;
    std::string err;
};

inline Finished runCliProcess(const QStringList &args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(cliExe(), args);
    Finished f;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        f.err = "timed out";
        return f;
    }
    f.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    f.out = p.readAllStandardOutput().toStdString();
    f.err = p.readAllStandardError().toStdString();
    return f;
}

// A raw connection of the test's own to a file or a server database.
struct RawDb {
    QString name;
    explicit RawDb(const std::string &location) : name(QUuid::createUuid().toString())
    {
        const QString loc = QString::fromStdString(location);
        if (loc.startsWith(QStringLiteral("postgres"))) {
            const QSqlDatabase db = nkb::store::connectServer(name, location);
            REQUIRE(db.isOpen());
        } else {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(loc);
            REQUIRE(db.open());
        }
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;
    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(name, false); }

    QVariant scalar(const QString &sql) const
    {
        QSqlQuery q(db());
        INFO(sql.toStdString());
        REQUIRE(q.exec(sql));
        return q.next() ? q.value(0) : QVariant();
    }

    // Our tables (the engine's own left out), sorted by name.
    std::vector<std::string> tables() const
    {
        QSqlQuery q(db());
        const bool server = db().driverName() == QLatin1String("QPSQL");
        REQUIRE(q.exec(
            server ? QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
                   : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                                    "LIKE 'sqlite_%'")));
        std::vector<std::string> out;
        while (q.next())
            out.push_back(q.value(0).toString().toStdString());
        std::sort(out.begin(), out.end());
        return out;
    }

    // Every row of a table as text "col=value|…", sorted; NULL written as <null>. The server's
    // own schema version row of meta is left out (a file keeps it in its header).
    std::vector<std::string> rows(const std::string &table) const
    {
        QSqlQuery q(db());
        REQUIRE(q.exec(QStringLiteral("SELECT * FROM ") + QString::fromStdString(table)));
        std::vector<std::string> out;
        while (q.next()) {
            const QSqlRecord rec = q.record();
            std::string row;
            for (int c = 0; c < rec.count(); ++c)
                row += rec.fieldName(c).toStdString() + "=" +
                       (q.value(c).isNull() ? std::string("<null>") : q.value(c).toString().toStdString()) +
                       "|";
            // A server keeps its schema version in meta (a file in its header), and seals that row too.
            if (table == "meta" && row.rfind("key=schema_version|", 0) == 0)
                continue;
            if (table == "seals" && row.rfind("object=meta/schema_version|", 0) == 0)
                continue;
            out.push_back(row);
        }
        std::sort(out.begin(), out.end());
        return out;
    }
};

} // namespace nkbtest
