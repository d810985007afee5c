#pragma once
// SQLite's defences for a file that may come from anywhere (item 10): on every
// connection to a tournament file, before its schema is read, so that what a crafted file holds
// in sqlite_master cannot change what is stored.
#include <QString>

class QSqlDatabase;
struct sqlite3;

namespace nkb::store {

// On an open QSQLITE connection: SQLITE_DBCONFIG_DEFENSIVE (no writable_schema, no writing to the
// schema or to the -shm index by hand), the schema untrusted (SQLITE_DBCONFIG_TRUSTED_SCHEMA off
// and PRAGMA trusted_schema = OFF: no function with side effects and no virtual table inside a
// view, trigger, CHECK or DEFAULT), and triggers and views switched off (our migrations make
// none). Gives "" when all are on, else what failed (for the log, not for the referee). It calls
// the very SQLite Qt's driver uses (Debian's shared libsqlite3; sqlite3.dll on Windows).
[[nodiscard]] QString hardenSqlite(const QSqlDatabase &db);

// The sqlite3 handle under an open QSQLITE connection (QSqlDriver::handle(), Qt's documented way:
// it holds a "sqlite3*"), or nullptr.
[[nodiscard]] sqlite3 *sqliteHandle(const QSqlDatabase &db);

} // namespace nkb::store
