// The same person across tournaments (Player::personId, schema 9) and the "niet publiceren" mark:
// a UUID for every player however he comes in, kept by every path that copies players, and the
// mark a player change like a name, undone like one.
#include "oldfile.h"
#include "storefixture.h"

#include "tournament/limits.h"

#include <nlohmann/json.hpp>

#include <set>

using namespace nkb;
using namespace nkbtest;

namespace {

void requireDistinctIds(const std::vector<Player> &players)
{
    std::set<std::string> ids;
    for (const Player &p : players) {
        INFO(p.startNumber << " " << p.name << ": \"" << p.personId << "\"");
        CHECK(isPersonId(p.personId));
        CHECK(ids.insert(p.personId).second);
    }
}

std::vector<Player> playersOf(const TournamentStore &store)
{
    auto players = store.players();
    REQUIRE(players.ok());
    return players.value();
}

} // namespace

TEST_CASE("Store person ids: a version 8 file gives every player a distinct id, stored once",
          "[sqlite][store][migrations][person]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "NK-2025.bonaken");
    oldFile(path, 8);
    REQUIRE(rawScalar(path, "PRAGMA user_version").toInt() == 8);
    std::vector<Player> first;
    {
        auto store = reopen(path);
        CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
        first = playersOf(*store);
        REQUIRE(first.size() == 4);
        requireDistinctIds(first);
        for (const Player &p : first)
            CHECK_FALSE(p.notPublished);
    }
    // Written with the migration: nobody is without one, and a second opening gives the same.
    CHECK(rawScalar(path, "SELECT COUNT(*) FROM players WHERE person_id IS NULL").toInt() == 0);
    CHECK(rawScalar(path, "SELECT COUNT(DISTINCT person_id) FROM players").toInt() == 4);
    CHECK(playersOf(*reopen(path)) == first);
}

TEST_CASE("Store person ids: a version 1 file migrated all the way gives each player an id too",
          "[sqlite][store][migrations][person]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "v1.bonaken");
    oldFile(path, 1);
    requireDistinctIds(playersOf(*reopen(path)));
}

TEST_CASE("Store person ids: two players cannot share one, the file itself refuses it", "[sqlite][store][person]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "t.bonaken");
    newTournament(path, 2).reset();
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QString::fromStdString(path));
        REQUIRE(db.open());
        QSqlQuery q(db);
        CHECK_FALSE(q.exec(QStringLiteral(
            "UPDATE players SET person_id = (SELECT person_id FROM players WHERE start_number = 1) "
            "WHERE start_number = 2")));
        CHECK_FALSE(q.exec(QStringLiteral("UPDATE players SET person_id = '' WHERE start_number = 2")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

TEST_CASE("Store person ids: added, imported and late players each get a new one", "[store][person]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 2);
    auto added = store->addPlayer(NewPlayer{"Anna", "", {}, 1});
    REQUIRE(added.ok());
    CHECK(isPersonId(added->personId));
    CHECK_FALSE(added->notPublished);
    REQUIRE(store->importPlayersCsv("naam,club\nBram,X\nCor,Y\n").ok());
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    auto late = store->lateEntry(NewPlayer{"Dirk", "", {}, 2});
    REQUIRE(late.ok());
    CHECK(isPersonId(late->player.personId));
    NewPlayer marked{"Eva", "", {}, 1};
    marked.notPublished = true;
    auto eva = store->addPlayer(marked);
    REQUIRE(eva.ok());
    CHECK(eva->notPublished);
    const auto players = playersOf(*store);
    REQUIRE(players.size() == 7);
    requireDistinctIds(players);
    CHECK(players.back().notPublished);
    CHECK(players.back().personId == eva->personId);
}

TEST_CASE("Store niet publiceren: a player change allowed after results, kept by later edits, undone",
          "[store][person][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    const std::string before = exported(*store);
    const std::string id = store->load()->player(2)->personId;
    NewPlayer mark{"P2", "", {}, 1};
    mark.notPublished = true;
    auto marked = store->editPlayer(2, mark);
    INFO((marked.ok() ? std::string() : marked.error().message));
    REQUIRE(marked.ok());
    CHECK(marked->notPublished);
    CHECK(store->load()->player(2)->notPublished);
    CHECK(store->load()->player(2)->personId == id);
    CHECK(store->auditLog()->back().what == "Speler gewijzigd: 2 P2; niet publiceren (alleen initialen op de website)");
    // The same mark again is no change; an edit that does not name the mark keeps it.
    CHECK_FALSE(store->editPlayer(2, mark).ok());
    REQUIRE(store->editPlayer(2, NewPlayer{"P2", "Leimuiden", {}, 1}).ok());
    CHECK(store->load()->player(2)->notPublished);
    REQUIRE(store->undo().ok());
    REQUIRE(store->undo().ok());
    CHECK_FALSE(store->load()->player(2)->notPublished);
    CHECK(exported(*store) == before);
    // And cleared again as a change of its own.
    REQUIRE(store->editPlayer(2, mark).ok());
    mark.notPublished = false;
    REQUIRE(store->editPlayer(2, mark).ok());
    CHECK(store->auditLog()->back().what == "Speler gewijzigd: 2 P2; weer publiceren");
}

TEST_CASE("Store person ids: export and import keep them and the mark, an older export gets new ones",
          "[store][person][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    NewPlayer mark{"P3", "", {}, 1};
    mark.notPublished = true;
    REQUIRE(store->editPlayer(3, mark).ok());
    const std::string doc = exported(*store);
    {
        auto copy = TournamentStore::importJson(tempPath(dir, "kopie.bonaken"), doc);
        INFO((copy.ok() ? std::string() : copy.error().message));
        REQUIRE(copy.ok());
        CHECK(exported(*copy.value()) == doc);
        CHECK(playersOf(*copy.value()) == playersOf(*store));
    }
    nlohmann::json old = nlohmann::json::parse(doc);
    for (auto &p : old["players"]) {
        p.erase("person_id");
        p.erase("not_published");
    }
    {
        auto copy = TournamentStore::importJson(tempPath(dir, "oud.bonaken"), old.dump());
        INFO((copy.ok() ? std::string() : copy.error().message));
        REQUIRE(copy.ok());
        const auto players = playersOf(*copy.value());
        requireDistinctIds(players);
        for (std::size_t i = 0; i < players.size(); ++i) {
            CHECK(players[i].personId != playersOf(*store)[i].personId);
            CHECK_FALSE(players[i].notPublished);
        }
    }
    SECTION("two players of one person id are refused")
    {
        nlohmann::json twice = nlohmann::json::parse(doc);
        twice["players"][1]["person_id"] = twice["players"][0]["person_id"];
        auto copy = TournamentStore::importJson(tempPath(dir, "twee.bonaken"), twice.dump());
        REQUIRE_FALSE(copy.ok());
        CHECK(copy.error().message.find("hetzelfde persoonsnummer als startnummer 1") != std::string::npos);
    }
    SECTION("a person id that is no UUID is refused")
    {
        nlohmann::json bad = nlohmann::json::parse(doc);
        bad["players"][1]["person_id"] = "Jan de Vries";
        auto copy = TournamentStore::importJson(tempPath(dir, "fout.bonaken"), bad.dump());
        REQUIRE_FALSE(copy.ok());
        CHECK(copy.error().message.find("geen persoonsnummer") != std::string::npos);
    }
}

TEST_CASE("Store person ids: a copy between a file and a server (or another file) keeps them",
          "[store][person][copy]")
{
    QTemporaryDir dir;
    const std::string file = filePath(dir, "zaal.bonaken");
    std::vector<Player> players;
    {
        auto store = newTournament(file, 4);
        NewPlayer mark{"P1", "", {}, 1};
        mark.notPublished = true;
        REQUIRE(store->editPlayer(1, mark).ok());
        players = playersOf(*store);
    }
    // In the PostgreSQL run the target is a database on the server, and the way back a file again.
    const std::string there = tempPath(dir, "server.bonaken");
    REQUIRE_FALSE(TournamentStore::copy(file, there).has_value());
    CHECK(playersOf(*reopen(there)) == players);
    const std::string back = filePath(dir, "terug.bonaken");
    REQUIRE_FALSE(TournamentStore::copy(there, back).has_value());
    CHECK(playersOf(*reopen(back)) == players);
    // A copy made as "opslaan als kopie" (and the backups, which are made the same way) too.
    const std::string saved = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(reopen(there)->copyTo(saved).has_value());
    CHECK(playersOf(*reopen(saved)) == players);
}
