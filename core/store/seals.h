#pragma once
// Inside the store only: what makes a change made behind the program's back visible (issue 39).
// A seal is the digest (SHA-256) of the rows of one object of the tournament as the program last
// wrote them; the audit is a chain in which each change carries the digest of its contents and of
// the change before it. The objects and what their rows are live here; the store's connection
// (TournamentStore::Impl) computes and checks them (seals.cpp, chain.cpp).
#include <QByteArray>
#include <QString>
#include <QVariant>

#include <string>
#include <vector>

class QSqlQuery;

namespace nkb::store {

// One kind of object: its name (the first word of a seal's object, "game/3/7/2"), the columns that
// name one object, and the tables whose rows with those values are the object. Every table holds
// all of the key columns; `order` sorts an object's rows of a table (its primary key).
struct SealTable {
    const char *table;
    const char *order;
};
struct SealKind {
    const char *name;
    std::vector<const char *> key;
    std::vector<SealTable> tables;
};
[[nodiscard]] const std::vector<SealKind> &sealKinds();
// The object "audit": the chain's last digest (a line cut off its end is found by it).
inline constexpr const char *kAuditObject = "audit";

// What the program's own connection to a file runs once, after the file is at schema 10: a
// temporary table of the objects touched in the running transaction, and temporary triggers that
// fill it (they exist in this connection only: the sqlite3 tool's changes fill nothing).
[[nodiscard]] std::vector<QString> sqliteTouchStatements();
// The same table for a server session (the triggers are the schema's, migrations/postgresql/010).
[[nodiscard]] QString serverTouchTable();

// The bytes of an object's rows as a digest takes them: per table the table's name and its columns'
// names in the order of the names (appendHeader, before its first row), then each row's values in
// that order, each with its type (a number stored as text is not the number). The order of a
// query's columns by name is found once (rowLayout), not per row.
// One field of those bytes: its length, a colon, the type letter (none when tag is 0) and the
// bytes; also for the raw reading of a file (sealscan.cpp), which must give the same bytes.
void appendField(QByteArray &out, char tag, const char *data, qsizetype size);
struct RowLayout {
    std::vector<std::pair<QByteArray, int>> columns; // name, index in the query
};
[[nodiscard]] RowLayout rowLayout(const QSqlQuery &query);
void appendHeader(QByteArray &out, const char *table, const RowLayout &layout);
void appendRow(QByteArray &out, const QSqlQuery &row, const RowLayout &layout);
[[nodiscard]] std::string hexDigest(const QByteArray &bytes);

// The digest of one change in the audit's chain: its contents and the digest before it ("" for
// the first change of the chain).
[[nodiscard]] std::string chainDigest(const std::string &previous, const QVariant &at, const QVariant &station,
                                      const QVariant &what, const QVariant &inverse, const QVariant &changeKey,
                                      const QVariant &undoes);

// Where an object is, in the director's words ("Spel 2 van tafel 7, ronde 3").
[[nodiscard]] std::string sealPlace(const std::string &object);

} // namespace nkb::store
