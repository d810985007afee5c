// The tournament file: schema versions and migrations, refusing files that are not ours, newer,
// or damaged (left untouched), WAL and foreign keys, and two writers at once.
#include "storefixture.h"

#include <QFileInfo>

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <atomic>
#include <thread>

using namespace nkb;
using namespace nkbtest;

namespace {

// Schema version 1 exactly as it was released, written by hand here (not read from the resource),
// so that a later migration that changes 001 by mistake is caught.
const std::vector<const char *> kSchemaV1 = {
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "INSERT INTO meta (key, value) VALUES ('application', 'nk-bonaken')",
    "CREATE TABLE tournament (id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, date TEXT NOT NULL "
    "DEFAULT '', "
    "venue TEXT NOT NULL DEFAULT '', rounds INTEGER NOT NULL DEFAULT 5 CHECK (rounds >= 1), games_per_round "
    "INTEGER NOT NULL "
    "DEFAULT 2 CHECK (games_per_round >= 1), places_three TEXT NOT NULL DEFAULT '10,8,4', final_tables "
    "INTEGER NOT NULL DEFAULT 1, "
    "final_games INTEGER NOT NULL DEFAULT 2)",
    "CREATE TABLE players (start_number INTEGER PRIMARY KEY CHECK (start_number >= 1), name TEXT NOT NULL "
    "UNIQUE, club TEXT NOT NULL "
    "DEFAULT '', joins_from_round INTEGER NOT NULL DEFAULT 1, withdrawn_from_round INTEGER)",
    "CREATE TABLE player_categories (start_number INTEGER NOT NULL REFERENCES players (start_number) ON "
    "DELETE CASCADE, position "
    "INTEGER NOT NULL, category TEXT NOT NULL, PRIMARY KEY (start_number, position))",
    "CREATE TABLE rounds (number INTEGER PRIMARY KEY CHECK (number >= 0), seed TEXT, algorithm_version TEXT "
    "NOT NULL DEFAULT 'hand', "
    "seated_at TEXT NOT NULL DEFAULT '')",
    "CREATE TABLE seats (round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE, table_number "
    "INTEGER NOT NULL CHECK "
    "(table_number >= 1), seat INTEGER NOT NULL CHECK (seat >= 1), start_number INTEGER NOT NULL REFERENCES "
    "players (start_number), "
    "PRIMARY KEY (round, table_number, seat), UNIQUE (round, start_number))",
    "CREATE TABLE games (round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE, table_number "
    "INTEGER NOT NULL, game "
    "INTEGER NOT NULL CHECK (game >= 1), finished INTEGER NOT NULL CHECK (finished IN (0, 1)), points_only "
    "INTEGER NOT NULL CHECK "
    "(points_only IN (0, 1)), giften TEXT, PRIMARY KEY (round, table_number, game))",
    "CREATE TABLE game_points (round INTEGER NOT NULL, table_number INTEGER NOT NULL, game INTEGER NOT NULL, "
    "seat INTEGER NOT NULL, "
    "points INTEGER NOT NULL, PRIMARY KEY (round, table_number, game, seat), FOREIGN KEY (round, "
    "table_number, game) REFERENCES games "
    "(round, table_number, game) ON DELETE CASCADE)",
    "CREATE TABLE lots (id INTEGER PRIMARY KEY AUTOINCREMENT, rank INTEGER NOT NULL, places INTEGER NOT "
    "NULL, seed TEXT NOT NULL, "
    "players TEXT NOT NULL, drawn_order TEXT NOT NULL, drawn_at TEXT NOT NULL)",
    "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, station TEXT NOT NULL, what "
    "TEXT NOT NULL, inverse "
    "TEXT, undone INTEGER NOT NULL DEFAULT 0)",
    "INSERT INTO tournament (id, name) VALUES (1, 'NK 2025')",
    "INSERT INTO players (start_number, name, club) VALUES (1, 'Anna', 'Leimuiden'), (2, 'Bram', ''), (3, "
    "'Cor', ''), (4, 'Dirk', '')",
    "INSERT INTO rounds (number) VALUES (1)",
    "INSERT INTO seats VALUES (1, 1, 1, 1), (1, 1, 2, 2), (1, 1, 3, 3), (1, 1, 4, 4)",
    "INSERT INTO games VALUES (1, 1, 1, 1, 1, NULL)",
    "INSERT INTO game_points VALUES (1, 1, 1, 1, 10), (1, 1, 1, 2, 8), (1, 1, 1, 3, 4), (1, 1, 1, 4, 1)",
    "PRAGMA user_version = 1",
};

} // namespace

TEST_CASE("Store: a new file is created at the current schema version", "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "NK-2026.bonaken");
    {
        auto store = newTournament(path, 2);
        CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
        CHECK(store->hasTournament());
    }
    CHECK(rawScalar(path, "PRAGMA user_version").toInt() == TournamentStore::currentSchemaVersion());
    CHECK(rawScalar(path, "PRAGMA journal_mode").toString() == QStringLiteral("wal"));
}

TEST_CASE("Store: without --create a missing file is refused and not created", "[store]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "missing.bonaken");
    auto store = TournamentStore::open(path);
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK_FALSE(QFile::exists(QString::fromStdString(path)));
    // Shown by the desktop application as well: no command-line words in it.
    CHECK(store.error().message.find("maak eerst een nieuw toernooi aan") != std::string::npos);
    CHECK(store.error().message.find("\"new\"") == std::string::npos);
}

TEST_CASE("Store: a file without a tournament says so in words for every front end", "[store]")
{
    QTemporaryDir dir;
    OpenOptions o;
    o.create = true;
    auto store = TournamentStore::open(tempPath(dir, "leeg.bonaken"), o);
    REQUIRE(store.ok());
    auto t = store.value()->load();
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().message == "Dit bestand bevat nog geen toernooi; maak eerst een nieuw toernooi aan.");
}

TEST_CASE("Store: an empty (0-byte) file is refused and stays empty, unless a new tournament is made in it",
          "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "v0.bonaken");
    writeBytes(path, QByteArray());
    auto refusedOpen = TournamentStore::open(path);
    REQUIRE_FALSE(refusedOpen.ok());
    CHECK(refusedOpen.error().unusable());
    CHECK(refusedOpen.error().message.find("leeg") != std::string::npos);
    CHECK(fileBytes(path).isEmpty());
    OpenOptions create;
    create.create = true;
    auto opened = TournamentStore::open(path, create);
    REQUIRE(opened.ok());
    auto store = std::move(opened).value();
    CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
    CHECK_FALSE(store->hasTournament());
    CHECK_FALSE(store->createTournament(TournamentInfo{"Nieuw", "", "", 5, 2, {10, 8, 4}, 1, 2}).has_value());
    CHECK(store->hasTournament());
}

TEST_CASE("Store migrations: a version 1 file opens with its data intact", "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "v1.bonaken");
    rawSql(path, kSchemaV1);
    auto store = reopen(path);
    CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->info.name == "NK 2025");
    CHECK(t->info.rounds == 5);
    REQUIRE(t->players.size() == 4);
    auto rows = store->standings();
    REQUIRE(rows.ok());
    CHECK(rowOf(rows.value(), "Anna").ladder.points == 10);
    CHECK(rowOf(rows.value(), "Dirk").ladder.ones == 1);
    // Schema 6: rounds last the default 45 minutes, no clock was started, and one can be.
    CHECK(t->info.roundMinutes == 45);
    CHECK(t->clocks.empty());
    CHECK(store->startClock(1).ok());
}

TEST_CASE("Store migrations: a version 1 file is upgraded to version 2 with everybody present",
          "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "v1.bonaken");
    rawSql(path, kSchemaV1);
    REQUIRE(rawScalar(path, "PRAGMA user_version").toInt() == 1);
    {
        auto store = reopen(path);
        CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
        auto t = store->load();
        REQUIRE(t.ok());
        REQUIRE(t->players.size() == 4);
        for (const auto &p : t->players)
            CHECK(p.present);
        // Nothing changes for the draw of the next round: all four are there.
        CHECK(store->presentPlayers(2).value() == std::vector<int>{1, 2, 3, 4});
        // The new column works: a check-out is stored.
        REQUIRE(store->setPresent(4, false).ok());
    }
    CHECK(rawScalar(path, "PRAGMA user_version").toInt() == TournamentStore::currentSchemaVersion());
    CHECK(rawScalar(path, "SELECT present FROM players WHERE start_number = 4").toInt() == 0);
    CHECK(rawScalar(path, "SELECT COUNT(*) FROM players WHERE present = 1").toInt() == 3);
}

TEST_CASE("Store: a file from a newer schema version is refused and left untouched", "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "future.bonaken");
    std::vector<const char *> sql = kSchemaV1;
    sql.back() = "PRAGMA user_version = 99";
    rawSql(path, sql);
    const QByteArray before = fileBytes(path);
    auto store = TournamentStore::open(path);
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK(store.error().message.find("nieuwere versie") != std::string::npos);
    CHECK(fileBytes(path) == before);
}

TEST_CASE("Store: a file that is not a tournament is refused and left untouched", "[sqlite][store]")
{
    QTemporaryDir dir;
    SECTION("a text file")
    {
        const auto path = tempPath(dir, "notes.bonaken");
        writeBytes(path, "naam,club\nAnna,X\n");
        const QByteArray before = fileBytes(path);
        auto store = TournamentStore::open(path);
        REQUIRE_FALSE(store.ok());
        CHECK(store.error().unusable());
        CHECK(store.error().message.find("geen toernooibestand") != std::string::npos);
        CHECK(fileBytes(path) == before);
    }
    SECTION("another program's SQLite database")
    {
        const auto path = tempPath(dir, "other.db");
        rawSql(path, {"CREATE TABLE contacts (name TEXT)", "INSERT INTO contacts VALUES ('x')"});
        const QByteArray before = fileBytes(path);
        auto store = TournamentStore::open(path, OpenOptions{true, "test", 1000});
        REQUIRE_FALSE(store.ok());
        CHECK(store.error().message.find("geen toernooibestand") != std::string::npos);
        CHECK(fileBytes(path) == before);
    }
    SECTION("a SQLite database with a user_version of its own")
    {
        const auto path = tempPath(dir, "other2.db");
        rawSql(path, {"CREATE TABLE t (x)", "PRAGMA user_version = 1"});
        auto store = TournamentStore::open(path);
        REQUIRE_FALSE(store.ok());
        CHECK(store.error().message.find("geen toernooibestand") != std::string::npos);
    }
}

TEST_CASE("Store: a corrupt file is refused with a clear message and left untouched", "[sqlite][store]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "corrupt.bonaken");
    {
        auto store = newTournament(path, 40);
    }
    QByteArray bytes = fileBytes(path);
    REQUIRE(bytes.size() > 4096 * 3);
    // Damage the start of every page after the first (the file header stays): what a failing
    // disk or a bad copy does.
    for (qsizetype page = 4096; page + 16 <= bytes.size(); page += 4096)
        for (qsizetype i = page; i < page + 12; ++i)
            bytes[i] = static_cast<char>(0x5A);
    writeBytes(path, bytes);
    auto store = TournamentStore::open(path);
    REQUIRE_FALSE(store.ok());
    CHECK(store.error().unusable());
    CHECK((store.error().message.find("beschadigd") != std::string::npos ||
           store.error().message.find("kan niet gebruikt worden") != std::string::npos));
    CHECK(fileBytes(path) == bytes);
}

TEST_CASE("Store: foreign keys are on for every connection", "[store]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "fk.bonaken");
    auto store = newTournament(path, 4);
    // A seat for a player that does not exist cannot be stored.
    auto r = store->setTables(1, {Table{1, {1, 2, 3, 99}}});
    REQUIRE_FALSE(r.ok());
    CHECK_FALSE(r.error().unusable());
}

TEST_CASE("Store: two writers at once wait for each other and lose nothing", "[store][concurrency]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "busy.bonaken");
    {
        auto store = newTournament(path, 0);
    }
    std::atomic<int> failures{0};
    auto writer = [&](const std::string &prefix) {
        OpenOptions o;
        o.station = prefix;
        auto store = TournamentStore::open(path, o);
        if (!store.ok()) {
            ++failures;
            return;
        }
        for (int i = 0; i < 40; ++i)
            if (!store.value()->addPlayer(NewPlayer{prefix + std::to_string(i), "", {}, 1}).ok())
                ++failures;
    };
    std::thread a(writer, std::string("A"));
    std::thread b(writer, std::string("B"));
    a.join();
    b.join();
    CHECK(failures == 0);
    auto store = reopen(path);
    auto players = store->players();
    REQUIRE(players.ok());
    CHECK(players->size() == 80);
    // Start numbers are unique and dense: each insert saw the other's committed rows.
    for (std::size_t i = 0; i < players->size(); ++i)
        CHECK(players.value()[i].startNumber == static_cast<int>(i) + 1);
    if (!onPostgres())
        CHECK(rawScalar(path, "PRAGMA integrity_check").toString() == QStringLiteral("ok"));
    auto log = store->auditLog();
    REQUIRE(log.ok());
    int fromA = 0;
    for (const auto &e : log.value())
        fromA += e.station == "A" ? 1 : 0;
    CHECK(fromA == 40);
}

TEST_CASE("Store: a file cut short is refused and nothing is left beside it (no -wal, no -shm)", "[store][sqlite]")
{
    // Found by scripts/reliability.sh: the refused file itself stayed as it was, but the
    // read-only look left an empty -wal and a -shm in the folder.
    QTemporaryDir dir;
    const auto path = filePath(dir, "kort.bonaken");
    {
        auto store = newTournament(path, 40);
    }
    REQUIRE_FALSE(QFileInfo::exists(QString::fromStdString(path + "-wal")));
    QByteArray bytes = fileBytes(path);
    for (const qsizetype size : {qsizetype{100}, qsizetype{5000}, bytes.size() / 2}) {
        INFO("cut to " << size << " bytes");
        writeBytes(path, bytes.left(size));
        auto store = TournamentStore::open(path);
        REQUIRE_FALSE(store.ok());
        CHECK(fileBytes(path) == bytes.left(size));
        CHECK_FALSE(QFileInfo::exists(QString::fromStdString(path + "-wal")));
        CHECK_FALSE(QFileInfo::exists(QString::fromStdString(path + "-shm")));
    }
}

TEST_CASE("Store import: an empty database is taken, an older version's tournament file and another program's "
          "database are refused without a byte changed",
          "[sqlite][store][migrations]")
{
    QTemporaryDir dir;
    const auto source = tempPath(dir, "bron.bonaken");
    std::string doc;
    {
        auto store = newTournament(source, 4);
        doc = exported(*store);
    }
    // What a `new` killed after its file was made leaves: an empty database in WAL mode.
    const auto empty = tempPath(dir, "leeg.bonaken");
    rawSql(empty, {"PRAGMA journal_mode = WAL"});
    REQUIRE(fileBytes(empty).size() > 0);
    auto taken = TournamentStore::importJson(empty, doc);
    INFO((taken ? std::string() : taken.error().message));
    REQUIRE(taken.ok());
    CHECK(exported(*taken.value()) == doc);

    const auto old = tempPath(dir, "v1.bonaken");
    rawSql(old, kSchemaV1);
    const auto other = tempPath(dir, "ander.db");
    rawSql(other, {"CREATE TABLE x (a)", "INSERT INTO x VALUES (1)"});
    for (const auto &path : {old, other}) {
        INFO(path);
        const QByteArray before = fileBytes(path);
        auto refused = TournamentStore::importJson(path, doc);
        REQUIRE_FALSE(refused.ok());
        CHECK_FALSE(refused.error().unusable());
        CHECK(refused.error().message.find("Importeren gaat naar een nieuw bestand") != std::string::npos);
        CHECK(fileBytes(path) == before);
    }
}
