// A tournament file from elsewhere runs nothing it did not make (item 10): a file whose
// sqlite_master holds anything our migrations do not make (a trigger named to slip through a
// LIKE 'sqlite_%', one written with PRAGMA writable_schema, a view, an index, a table changed in
// a CHECK) is refused, byte for byte unchanged; SQLite's defences are on for every connection.
#include "storefixture.h"

#include "store/sqlitehardening.h"

#include <QCryptographicHash>
#include <QDir>

using namespace nkb;
using namespace nkbtest;

namespace {

// Every file in the folder with the hash of its bytes: nothing written, nothing left beside it.
std::map<QString, QByteArray> folderState(const QTemporaryDir &dir)
{
    std::map<QString, QByteArray> out;
    const QStringList names = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names)
        out[name] = QCryptographicHash::hash(fileBytes(dir.filePath(name).toStdString()), QCryptographicHash::Sha256);
    return out;
}

// A trigger that turns every stored point into 0: the crafted files' payload.
const char *const kRigging = "AFTER INSERT ON game_points BEGIN UPDATE game_points SET points = 0; END";

std::string trigger(const char *name)
{
    return std::string("CREATE TRIGGER ") + name + " " + kRigging;
}

} // namespace

TEST_CASE("Store: a crafted file with anything our migrations do not make is refused unchanged",
          "[sqlite][store][refuse][crafted]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "Gekregen.bonaken");
    {
        auto store = newTournament(path, 4);
        REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    }
    std::string named; // what the refusal must name
    SECTION("a trigger named sqlitexrig (LIKE 'sqlite_%' lets it pass)")
    {
        const std::string sql = trigger("sqlitexrig");
        rawSql(path, {sql.c_str()});
        named = "trigger sqlitexrig";
    }
    SECTION("a trigger named sqlite1")
    {
        const std::string sql = trigger("sqlite1");
        rawSql(path, {sql.c_str()});
        named = "trigger sqlite1";
    }
    SECTION("a trigger with a name SQLite reserves, written with PRAGMA writable_schema")
    {
        const std::string sql = "INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) VALUES ('trigger', "
                                "'sqlite_rig', 'game_points', 0, '" +
                                trigger("sqlite_rig") + "')";
        rawSql(path, {"PRAGMA writable_schema = ON", sql.c_str()});
        REQUIRE(rawScalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_rig'").toInt() == 1);
        named = "trigger sqlite_rig";
    }
    SECTION("a view over a real table")
    {
        rawSql(path, {"CREATE VIEW sqlitexview AS SELECT name, club FROM players"});
        named = "view sqlitexview";
    }
    SECTION("an extra index")
    {
        rawSql(path, {"CREATE INDEX sqlite2 ON players (club)"});
        named = "index sqlite2";
    }
    SECTION("a table whose CHECK was changed with PRAGMA writable_schema (its columns as before)")
    {
        rawSql(path, {"PRAGMA writable_schema = ON",
                      "UPDATE sqlite_master SET sql = replace(sql, 'CHECK (game >= 1)', 'CHECK (game >= 1 OR 1)') "
                      "WHERE name = 'games'"});
        named = "tabel games";
    }
    const auto before = folderState(dir);
    auto store = TournamentStore::open(path, OpenOptions{false, "Zaal-1"});
    if (store.ok()) // what such a file did when it was opened anyway
        (void)store.value()->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    INFO(store.error().message);
    CHECK(store.error().message.find("beschadigd of met de hand veranderd") != std::string::npos);
    CHECK(store.error().message.find(named) != std::string::npos);
    CHECK(store.error().message.find("niet gebruikt en niet veranderd") != std::string::npos);
    CHECK(folderState(dir) == before);
}

TEST_CASE("Store: an ordinary file still opens after the exact schema check, and stores what is entered",
          "[sqlite][store][crafted]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "T.bonaken");
    {
        auto store = newTournament(path, 4);
        REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    }
    auto store = reopen(path);
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    CHECK(reopen(path)->load().value().game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});
}

TEST_CASE("Store: SQLite's defences are on: no writable schema, no trusted schema, no triggers",
          "[sqlite][store][crafted]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "plain.db");
    rawSql(path, {"CREATE TABLE points (value INTEGER)",
                  "CREATE TRIGGER zero AFTER INSERT ON points BEGIN UPDATE points SET value = 0; END"});
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        CHECK(store::hardenSqlite(db).isEmpty());
        QSqlQuery q(db);
        REQUIRE(q.exec(QStringLiteral("PRAGMA trusted_schema")));
        REQUIRE(q.next());
        CHECK(q.value(0).toInt() == 0);
        q.finish();
        // Defensive: writable_schema has no effect, sqlite_master cannot be written.
        CHECK(q.exec(QStringLiteral("PRAGMA writable_schema = ON")));
        CHECK_FALSE(q.exec(QStringLiteral("UPDATE sqlite_master SET sql = sql WHERE name = 'points'")));
        // The file's trigger does not fire.
        REQUIRE(q.exec(QStringLiteral("INSERT INTO points (value) VALUES (10)")));
        REQUIRE(q.exec(QStringLiteral("SELECT value FROM points")));
        REQUIRE(q.next());
        CHECK(q.value(0).toInt() == 10);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}
