#pragma once
// A tournament file of an older schema version, made as that version made it: the program's own
// migrations 1..version (not the current schema with columns taken away).
#include "storefixture.h"

#include "store/migrations.h"

namespace nkbtest {

// A tournament file of an older schema version as that version made it: migrations 1..version
// from the program's own resources, the tournament "NK 2025" and players Anna, Bram, Cor, Dirk.
inline void oldFile(const std::string &path, int version)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        const auto run = [&db](const QString &sql) {
            QSqlQuery q(db);
            const bool done = q.exec(sql);
            INFO(sql.toStdString() << ": " << q.lastError().text().toStdString());
            REQUIRE(done);
        };
        for (int step = 1; step <= version; ++step) {
            const auto statements = nkb::store::migrationStatements(QStringLiteral("sqlite"), step);
            REQUIRE(statements);
            for (const QString &sql : *statements)
                run(sql);
        }
        if (version >= nkb::store::kTableCodeVersion)
            run(QStringLiteral("INSERT INTO table_secret (id, secret) VALUES (1, zeroblob(32))"));
        run(QStringLiteral("INSERT INTO tournament (id, name, date) VALUES (1, 'NK 2025', '2025-11-08')"));
        run(QStringLiteral("INSERT INTO players (start_number, name, club) VALUES (1, 'Anna', 'Leimuiden'), "
                           "(2, 'Bram', ''), (3, 'Cor', 'Aarlanderveen'), (4, 'Dirk', '')"));
        run(QStringLiteral("INSERT INTO player_categories VALUES (1, 1, 'dame')"));
        run(QStringLiteral("PRAGMA user_version = %1").arg(version));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace nkbtest
