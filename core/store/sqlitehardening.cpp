#include "store/sqlitehardening.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>

namespace nkb::store {

namespace {

// One sqlite3_db_config switch, read back to be sure it holds.
bool setFlag(sqlite3 *handle, int option, int wanted)
{
    int now = -1;
    return sqlite3_db_config(handle, option, wanted, &now) == SQLITE_OK && now == wanted;
}

} // namespace

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    if (!db.isOpen() || !db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QString hardenSqlite(const QSqlDatabase &db)
{
    if (!db.isOpen() || !db.driver())
        return QStringLiteral("no open connection");
    QString failed;
    sqlite3 *raw = sqliteHandle(db);
    if (!raw)
        return QStringLiteral("no sqlite3 handle");
    if (!setFlag(raw, SQLITE_DBCONFIG_DEFENSIVE, 1))
        failed += QStringLiteral(" defensive");
    if (!setFlag(raw, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0))
        failed += QStringLiteral(" trusted_schema");
    if (!setFlag(raw, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0))
        failed += QStringLiteral(" triggers");
    if (!setFlag(raw, SQLITE_DBCONFIG_ENABLE_VIEW, 0))
        failed += QStringLiteral(" views");
    QSqlQuery pragma(db);
    if (!pragma.exec(QStringLiteral("PRAGMA trusted_schema = OFF")))
        failed += QStringLiteral(" pragma");
    return failed.trimmed();
}

} // namespace nkb::store
