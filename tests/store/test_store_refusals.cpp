// Files the store must refuse without writing a byte (a foreign -wal file, an empty
// database of another program, a damaged schema, values no tournament has), and undo that takes
// back the station's own change only.
#include "storefixture.h"

#include <QCryptographicHash>
#include <QFile>

using namespace nkb;
using namespace nkbtest;

namespace {

QByteArray hashOf(const std::string &path)
{
    return QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256);
}

OpenOptions station(const std::string &name)
{
    OpenOptions o;
    o.station = name;
    return o;
}

// Another program's database with its -wal file still beside it: the connection is left open
// (a copy taken while it ran), so SQLite does not fold the WAL back into the file.
void foreignDatabaseWithWal(const std::string &path, QByteArray *wal)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        QSqlQuery q(db);
        REQUIRE(q.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        REQUIRE(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        REQUIRE(q.exec(QStringLiteral("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")));
        REQUIRE(q.exec(QStringLiteral("INSERT INTO recipes (title) VALUES ('erwtensoep')")));
        *wal = fileBytes(path + "-wal");
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

TEST_CASE("Store: a -wal file of another database beside a tournament is named, and nothing is replayed",
          "[sqlite][store][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto store = newTournament(path, 8);
    }
    QByteArray foreignWal;
    foreignDatabaseWithWal(tempPath(dir, "other.db"), &foreignWal);
    REQUIRE(foreignWal.size() > 0);
    writeBytes(path + "-wal", foreignWal);
    const QByteArray before = hashOf(path);

    auto store = TournamentStore::open(path, station("test"));
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK(store.error().message.find("-wal-bestand dat er niet bij hoort") != std::string::npos);
    CHECK(hashOf(path) == before);
    CHECK(fileBytes(path + "-wal") == foreignWal);

    // Put aside, the tournament opens whole.
    QFile::remove(QString::fromStdString(path + "-wal"));
    QFile::remove(QString::fromStdString(path + "-shm"));
    auto again = reopen(path);
    CHECK(again->players().value().size() == 8);
}

TEST_CASE("Store: an empty SQLite database of another program is refused byte for byte unchanged",
          "[sqlite][store][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "leeg.db");
    rawSql(path, {"PRAGMA user_version = 0", "VACUUM"});
    const QByteArray before = fileBytes(path);
    REQUIRE(before.startsWith("SQLite format 3"));
    auto store = TournamentStore::open(path, station("test"));
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK(fileBytes(path) == before);
    CHECK(rawScalar(path, "SELECT COUNT(*) FROM sqlite_master").toInt() == 0);
}

TEST_CASE("Store: a database of another program (application id) is refused unchanged",
          "[sqlite][store][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "ander.db");
    rawSql(path, {"PRAGMA application_id = 1234", "CREATE TABLE x (a)"});
    const QByteArray before = hashOf(path);
    auto store = TournamentStore::open(path, station("test"));
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().message.find("geen toernooibestand") != std::string::npos);
    CHECK(hashOf(path) == before);
}

TEST_CASE("Store: our files carry their application id", "[sqlite][store]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto store = newTournament(path, 4);
    }
    // "NKB1" as a 32-bit big-endian number (SQLite's file header, offset 68).
    CHECK(rawScalar(path, "PRAGMA application_id").toLongLong() == 0x4E4B4231LL);
}

TEST_CASE("Store: a file whose schema is not what its version promises is refused everywhere",
          "[sqlite][store][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto store = newTournament(path, 4);
    }
    SECTION("a renamed column (one byte of the schema text changed)")
    {
        rawSql(path, {"ALTER TABLE tournament RENAME COLUMN date TO datx"});
    }
    SECTION("a dropped table")
    {
        rawSql(path, {"PRAGMA foreign_keys = OFF", "DROP TABLE game_points", "DROP TABLE games"});
    }
    SECTION("a table of somebody else's added")
    {
        rawSql(path, {"CREATE TABLE notes (text TEXT)"});
    }
    const QByteArray before = hashOf(path);
    auto store = TournamentStore::open(path, station("test"));
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK(store.error().message.find("beschadigd of met de hand veranderd") != std::string::npos);
    CHECK(hashOf(path) == before);
}

TEST_CASE("Store: values no tournament has, edited into the file by hand, are refused on opening",
          "[sqlite][store][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto store = newTournament(path, 4);
    }
    rawSql(path, {"UPDATE tournament SET games_per_round = 1000000"});
    const QByteArray before = hashOf(path);
    auto store = TournamentStore::open(path, station("test"));
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().message.find("met de hand veranderd") != std::string::npos);
    CHECK(hashOf(path) == before);
}

TEST_CASE("Store undo: a station takes back its own last change, never another station's", "[store][undo]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto desk = newTournament(path, 4);
        REQUIRE(desk->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    }
    auto gui = TournamentStore::open(path, station("hoofdtafel")).value();
    auto tafel3 = TournamentStore::open(path, station("tafel-3")).value();
    REQUIRE(gui->addPlayer(NewPlayer{"Els", "", {}, 1}).ok());
    REQUIRE(tafel3->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());

    auto undone = gui->undo();
    REQUIRE(undone.ok());
    CHECK(undone.value().find("Els") != std::string::npos);
    auto t = gui->load().value();
    CHECK(t.playerByName("Els") == nullptr);
    REQUIRE(t.game(1, 1, 1) != nullptr); // tafel-3's result stays
    CHECK(t.game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});

    // Taking back another station's change is a separate act that names it.
    const auto log = gui->auditLog().value();
    long long resultEntry = 0;
    for (const auto &e : log)
        if (e.station == "tafel-3" && e.what.find("Uitslag") != std::string::npos)
            resultEntry = e.id;
    REQUIRE(resultEntry > 0);
    auto named = gui->undoEntry(resultEntry);
    REQUIRE(named.ok());
    CHECK(gui->load().value().game(1, 1, 1) == nullptr);
    CHECK(gui->auditLog().value().back().what.find("van station tafel-3") != std::string::npos);
}

TEST_CASE("Store undo: an earlier change is not undone over a later one on the same rows", "[store][undo]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto desk = newTournament(path, 8);
        REQUIRE(desk->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    }
    auto zaal1 = TournamentStore::open(path, station("Zaal-1")).value();
    auto zaal2 = TournamentStore::open(path, station("Zaal-2")).value();
    REQUIRE(zaal1->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    const long long first = zaal1->lastChangeId();
    REQUIRE(zaal2->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    // Zaal-2 corrects table 1 after Zaal-1 entered it (told who entered it, it chose to replace).
    REQUIRE(zaal2->enterPoints(GameRef{1, 1, 1}, {{"P1", 1}, {"P2", 4}, {"P3", 8}, {"P4", 10}},
                               OtherStation::Replace)
                .ok());

    auto refusedUndo = zaal1->undoEntry(first);
    REQUIRE_FALSE(refusedUndo.ok());
    CHECK(refusedUndo.error().message.find("Zaal-2") != std::string::npos);
    auto t = zaal1->load().value();
    CHECK(t.game(1, 1, 1)->points == std::vector<int>{1, 4, 8, 10});
    CHECK(t.game(1, 2, 1)->points == std::vector<int>{10, 8, 4, 1});

    // Zaal-2's own undo takes its correction back; then Zaal-1 may take back its entry, and table
    // 2 (other rows) stays as it is.
    REQUIRE(zaal2->undo().ok());
    REQUIRE(zaal1->undoEntry(first).ok());
    t = zaal1->load().value();
    CHECK(t.game(1, 1, 1) == nullptr);
    CHECK(t.game(1, 2, 1)->points == std::vector<int>{10, 8, 4, 1});
}

TEST_CASE("R61: the final and the finalists' lot wait until every table of the last round has its result",
          "[store][final]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    auto store = newTournament(path, 4); // five rounds of two games (R60)
    const std::vector<std::pair<std::string, int>> points{{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}};
    for (int round = 1; round <= 5; ++round) {
        REQUIRE(store->setTables(round, {Table{1, {1, 2, 3, 4}}}).ok());
        for (int game = 1; game <= 2; ++game) {
            if (round == 5 && game == 2)
                break; // the last game of the last round is still being played
            REQUIRE(store->enterPoints(GameRef{round, 1, game}, points).ok());
        }
        if (round == 2) {
            auto early = store->enterPoints(GameRef{kFinalRound, 1, 1}, points);
            REQUIRE_FALSE(early.ok());
            CHECK(early.error().rule == 61);
            CHECK(early.error().message.find("ronde 3 is nog niet geloot") != std::string::npos);
        }
    }
    auto beforeLast = store->enterPoints(GameRef{kFinalRound, 1, 1}, points);
    REQUIRE_FALSE(beforeLast.ok());
    CHECK(beforeLast.error().message.find("ronde 5: tafel 1 heeft nog geen uitslag") != std::string::npos);
    auto lot = store->resolveFinalistsByLot(7);
    REQUIRE_FALSE(lot.ok());
    CHECK(lot.error().rule == 61);
    CHECK(store->load().value().round(kFinalRound) == nullptr);

    REQUIRE(store->enterPoints(GameRef{5, 1, 2}, points).ok());
    CHECK(store->enterPoints(GameRef{kFinalRound, 1, 1}, points).ok());
}

TEST_CASE("Store undo: a draw is not undone over another station's result in that round", "[store][undo]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "T.bonaken");
    {
        auto desk = newTournament(path, 8);
    }
    auto zaal1 = TournamentStore::open(path, station("Zaal-1")).value();
    auto zaal2 = TournamentStore::open(path, station("Zaal-2")).value();
    REQUIRE(zaal1->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 42, "sgp-1").ok());
    REQUIRE(zaal2->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    // Undoing the draw would delete the round and with it Zaal-2's result (cascade): refused,
    // naming the station and the result.
    auto undo = zaal1->undo();
    REQUIRE_FALSE(undo.ok());
    CHECK_FALSE(undo.error().unusable());
    CHECK(undo.error().message.find("Zaal-2") != std::string::npos);
    CHECK(undo.error().message.find("Uitslag ronde 1 tafel 2 spel 1") != std::string::npos);
    auto t = zaal1->load().value();
    REQUIRE(t.game(1, 2, 1) != nullptr);
    CHECK(t.round(1)->tables.size() == 2);
    // Once Zaal-2 took its result back, the draw can go.
    REQUIRE(zaal2->undo().ok());
    REQUIRE(zaal1->undo().ok());
    CHECK(zaal1->load().value().round(1) == nullptr);
}
