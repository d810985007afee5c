// The check on open reads a file's seals through SQLite's own interface (store/sealscan.h), the
// changes seal through QtSql (seals.h): both readings must give the same bytes for every kind of
// value a file can hold, or a seal written by one fails the check of the other (issue 39).
#include "storefixture.h"

#include "store/sealscan.h"
#include "store/sqlitehardening.h"

#include <QSqlDatabase>
#include <QUuid>

using namespace nkb;
using namespace nkbtest;

namespace {

struct Readings {
    std::map<std::string, QByteArray> query;
    std::map<std::string, QByteArray> raw;
};

Readings bothReadings(const std::string &path, const std::set<std::string> &skipped = {})
{
    Readings out;
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        store::appendQuerySealBytes(
            [&db](const QString &sql) {
                QSqlQuery q(db);
                q.setForwardOnly(true);
                REQUIRE(q.exec(sql));
                return q;
            },
            skipped, out.query);
        REQUIRE(store::appendSqliteSealBytes(store::sqliteHandle(db), skipped, out.raw).empty());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

bool contains(const QByteArray &bytes, const QByteArray &part) { return bytes.indexOf(part) >= 0; }

} // namespace

TEST_CASE("Store: SQLite's own reading of the seals gives QtSql's bytes for every kind of value", "[store][sqlite]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "waarden.nkb");
    {
        auto store = seatedTournament(path);
        REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 0}}).ok());
    }
    // Every storage class SQLite has, and text that is no UTF-8, written beside the program.
    rawSql(path, {"INSERT INTO meta (key, value) VALUES ('f1', 4.5), ('f2', -0.0), ('f3', 1e300), ('f4', 0.1)",
                  "INSERT INTO meta (key, value) VALUES ('b1', x'00ff'), ('b2', x''), ('i1', 9223372036854775807)",
                  "INSERT INTO meta (key, value) VALUES ('t1', CAST(x'4aff' AS TEXT)), ('t2', CAST(x'410042' AS TEXT))",
                  "INSERT INTO meta (key, value) VALUES ('t3', 'Jörg 🂡'), ('t4', ''), ('t5', CAST(x'c0af' AS TEXT))",
                  "INSERT INTO meta (key, value) VALUES (CAST(x'6bff' AS TEXT), 'sleutel die geen UTF-8 is')",
                  "UPDATE game_points SET points = 'tien' WHERE seat = 1",
                  "UPDATE game_points SET points = 7.25 WHERE seat = 2",
                  "UPDATE players SET club = x'00ff' WHERE start_number = 1",
                  "UPDATE players SET withdrawn_from_round = NULL WHERE start_number = 2",
                  "UPDATE players SET withdrawn_from_round = 9223372036854775807 WHERE start_number = 3",
                  "UPDATE game_points SET points = 1e300 WHERE seat = 3",
                  "UPDATE game_points SET points = 0.1 WHERE seat = 4",
                  "INSERT INTO seats (round, table_number, seat, start_number) VALUES (1, 'x7', 1, 999)"});

    const Readings r = bothReadings(path);
    REQUIRE(r.raw.size() == r.query.size());
    for (const auto &[object, bytes] : r.query) {
        INFO(object);
        REQUIRE(r.raw.count(object) == 1);
        CHECK(r.raw.at(object) == bytes);
    }
    // The encoding of seals.h by hand: length, colon, a type letter and the value.
    // meta's value has TEXT affinity: SQLite stored 4.5 as the text "4.5" (a blob stays a blob).
    CHECK(contains(r.raw.at("meta/f1"), QByteArrayLiteral("4:t4.5")));
    CHECK(contains(r.raw.at("meta/b1"), QByteArray("3:b\x00\xff", 5)));
    CHECK(contains(r.raw.at("meta/b2"), QByteArrayLiteral("1:b}")));
    CHECK(contains(r.raw.at("player/3"), QByteArrayLiteral("20:i9223372036854775807")));
    CHECK(contains(r.raw.at("meta/t2"), QByteArray("4:tA\x00" "B", 6)));
    CHECK(contains(r.raw.at("meta/t3"), QByteArrayLiteral("11:tJ\xc3\xb6rg \xf0\x9f\x82\xa1")));
    CHECK(contains(r.raw.at("meta/t4"), QByteArrayLiteral("1:t}")));
    CHECK(contains(r.raw.at("game/1/1/1"), QByteArrayLiteral("5:ttien")));
    CHECK(contains(r.raw.at("game/1/1/1"), QByteArrayLiteral("5:d7.25")));
    CHECK(contains(r.raw.at("game/1/1/1"), QByteArrayLiteral("24:d1.0000000000000001e+300")));
    CHECK(r.raw.count("seats/1/x7") == 1);
    CHECK(r.raw.at("tournament").startsWith(QByteArrayLiteral("10:tournament(")));

    // What a role cannot read is left out of both.
    const Readings some = bothReadings(path, {"game", "meta"});
    CHECK(some.raw == some.query);
    for (const auto &[object, bytes] : some.raw)
        CHECK((object.rfind("game/", 0) != 0 && object.rfind("meta/", 0) != 0));
}

TEST_CASE("Store: a seal written by a change verifies through SQLite's own reading on the next open",
          "[store][sqlite]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "heropend.nkb");
    {
        auto store = seatedTournament(path);
        REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 0}}).ok());
        REQUIRE(store->editPlayer(1, NewPlayer{"Jörg Ñúñez 🂡", "Café De Zwaan & Zn. — Leimuiden", {}}).ok());
    }
    const auto store = reopen(path);
    CHECK(store->findings().empty());
    CHECK_FALSE(store->readOnly());
}
