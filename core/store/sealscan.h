#pragma once
// The seals' bytes of a tournament file read through SQLite's own interface (issue 39): the check on
// open reads every row of a file once, and through QtSql each value became a QVariant first (45 of
// the 64 ms of a 1,000-player file). The bytes are exactly those appendHeader/appendRow (seals.h)
// make of QtSql's values, so a seal written through either reading verifies through the other
// (tests/store/test_store_sealscan.cpp compares them on a file holding every kind of value).
#include <QByteArray>
#include <QSqlQuery>

#include <functional>
#include <map>
#include <set>
#include <string>

struct sqlite3;

namespace nkb::store {

// Per object ("game/3/7/2"), the bytes of its rows in every sealed table whose kind is not in
// `skippedKinds`, read through QtSql: `run` gives the rows of a query, forward only (on a server
// the store's statement watch; it throws what it cannot read).
void appendQuerySealBytes(const std::function<QSqlQuery(const QString &sql)> &run,
                          const std::set<std::string> &skippedKinds, std::map<std::string, QByteArray> &bytes);

// The same bytes read from a file through SQLite's own interface, byte for byte. Gives "" when all
// was read, else SQLite's message (a damaged page, a busy file); what was read before stays.
[[nodiscard]] std::string appendSqliteSealBytes(sqlite3 *handle, const std::set<std::string> &skippedKinds,
                                                std::map<std::string, QByteArray> &bytes);

} // namespace nkb::store
