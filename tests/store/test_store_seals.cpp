// A tournament that lies is caught (issue 39): every change seals the rows it touched and chains its
// audit entry to the one before; a row, a seat or an audit line changed by another tool is found on
// open, named by its place, and the tournament is then only shown: nothing is written to it.
#include "oldfile.h"
#include "storefixture.h"

#include "store/migrations.h"

using namespace nkb;
using namespace nkbtest;

namespace {


std::vector<std::pair<std::string, int>> pointsOf(std::initializer_list<std::pair<const char *, int>> list)
{
    std::vector<std::pair<std::string, int>> out;
    for (const auto &[name, points] : list)
        out.emplace_back(name, points);
    return out;
}

// P1..P8 at two tables of round 1, game 1 of both played, game 2 of table 1 played.
std::unique_ptr<TournamentStore> played(const std::string &path)
{
    auto store = seatedTournament(path);
    REQUIRE(store->enterPoints({1, 1, 1}, pointsOf({{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 0}})).ok());
    REQUIRE(store->enterPoints({1, 2, 1}, pointsOf({{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 0}})).ok());
    REQUIRE(store->enterPoints({1, 1, 2}, pointsOf({{"P1", 0}, {"P2", 10}, {"P3", 8}, {"P4", 4}})).ok());
    return store;
}

std::string allText(const std::vector<Finding> &findings)
{
    std::string out;
    for (const Finding &f : findings)
        out += f.text + "\n";
    return out;
}

void clean(const TournamentStore &store)
{
    const auto found = store.check();
    REQUIRE(found.ok());
    INFO(allText(found.value()));
    CHECK(found.value().empty());
}

} // namespace

TEST_CASE("Store: a tournament played with corrections, undo and a move checks clean at every step",
          "[store][seals]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "NK.bonaken");
    auto store = played(path);
    clean(*store);
    // A correction of a game by the same station, then undone.
    REQUIRE(store->enterPoints({1, 2, 1}, pointsOf({{"P5", 8}, {"P6", 10}, {"P7", 4}, {"P8", 0}}),
                               OtherStation::Replace)
                .ok());
    clean(*store);
    REQUIRE(store->undo().ok());
    clean(*store);
    // A game typed at the wrong table moved to the right one.
    REQUIRE(store->moveGame({1, 1, 2}, {1, 2, 2}, [](const std::string &text, const auto &) { return text; }).ok());
    clean(*store);
    // Another station on the same tournament writes; this one sees its seals hold.
    {
        OpenOptions o;
        o.station = "Zaal-2";
        auto other = TournamentStore::open(path, o);
        REQUIRE(other.ok());
        CHECK(other.value()->findings().empty());
        REQUIRE(other.value()->enterPoints({1, 1, 2}, pointsOf({{"P1", 8}, {"P2", 10}, {"P3", 4}, {"P4", 0}})).ok());
        REQUIRE(other.value()->withdrawPlayer("P8", 2).ok());
    }
    clean(*store);
    REQUIRE(store->undoEntry(store->latestChangeId().value()).ok());
    clean(*store);
    store.reset();
    auto again = reopen(path);
    CHECK(again->findings().empty());
    // Copied to a file and imported from its export: the copy carries the chain, the import
    // starts its own.
    const auto copied = filePath(dir, "Kopie.bonaken");
    REQUIRE_FALSE(TournamentStore::copy(path, copied, {}).has_value());
    clean(*reopen(copied));
    if (onPostgres()) { // and from the file to a server again
        const auto back = freshDatabase();
        REQUIRE_FALSE(TournamentStore::copy(copied, back, {}).has_value());
        clean(*reopen(back));
    }
    // A backup (Bestand → Opslaan als kopie, the automatic backups) is the tournament as it stands;
    // restored, it checks clean, and goes on.
    const auto backup = filePath(dir, "Back-up.bonaken");
    REQUIRE_FALSE(again->copyTo(backup).has_value());
    {
        auto restored = reopen(backup);
        CHECK(restored->findings().empty());
        REQUIRE(restored->addPlayer(NewPlayer{"Na de stroomstoring", "", {}, 2}).ok());
        clean(*restored);
    }
    const auto imported = tempPath(dir, "Import.bonaken");
    auto fromExport = TournamentStore::importJson(imported, exported(*again));
    REQUIRE(fromExport.ok());
    clean(*fromExport.value());
}

TEST_CASE("Store: a row changed beside the program is named on open, and nothing is written to it",
          "[store][seals][refuse]")
{
    QTemporaryDir dir;
    const auto path = tempPath(dir, "NK.bonaken");
    played(path).reset();
    std::vector<const char *> change;
    std::string named;
    // Inside each section: as another tool would, with its own connection.
    const auto changed = [&path](const std::vector<const char *> &sql) { rawTournamentSql(path, sql); };
    SECTION("a result")
    {
        change = {"UPDATE game_points SET points = 8 WHERE round = 1 AND table_number = 2 AND game = 1 AND seat = 1",
                  "UPDATE game_points SET points = 10 WHERE round = 1 AND table_number = 2 AND game = 1 AND seat = 2"};
        named = "Spel 1 van tafel 2, ronde 1 is buiten het programma om gewijzigd.";
        changed(change);
    }
    SECTION("a game deleted")
    {
        change = {"DELETE FROM game_points WHERE round = 1 AND table_number = 1 AND game = 2",
                  "DELETE FROM games WHERE round = 1 AND table_number = 1 AND game = 2"};
        named = "Spel 2 van tafel 1, ronde 1 is buiten het programma om verwijderd.";
        changed(change);
    }
    SECTION("two seats swapped")
    {
        change = {"UPDATE seats SET seat = seat + 10 WHERE round = 1 AND table_number = 2 AND seat IN (1, 2)",
                  "UPDATE seats SET seat = 13 - seat WHERE round = 1 AND table_number = 2 AND seat > 10"};
        named = "De indeling van tafel 2 in ronde 1 is buiten het programma om gewijzigd.";
        changed(change);
    }
    SECTION("a player's name")
    {
        change = {"UPDATE players SET name = 'P33' WHERE start_number = 3"};
        named = "Speler nr. 3 is buiten het programma om gewijzigd.";
        changed(change);
    }
    SECTION("a player added")
    {
        change = {"INSERT INTO players (start_number, name, person_id) VALUES (40, 'Sluiper', "
                  "'0f7c2a3e-0000-4000-8000-000000000040')"};
        named = "Speler nr. 40 is buiten het programma om toegevoegd.";
        changed(change);
    }
    SECTION("the last line of the audit cut off")
    {
        change = {"DELETE FROM audit WHERE id = (SELECT MAX(id) FROM audit)"};
        named = "Het logboek is buiten het programma om gewijzigd.";
        changed(change);
    }
    const QByteArray before = onPostgres() ? QByteArray() : fileBytes(path);
    OpenOptions o;
    o.station = "test";
    auto store = TournamentStore::open(path, o);
    REQUIRE(store.ok());
    const std::string found = allText(store.value()->findings());
    INFO(found);
    CHECK(found.find(named) != std::string::npos);
    const auto checked = store.value()->check();
    REQUIRE(checked.ok());
    CHECK(checked.value() == store.value()->findings());
    // Shown, not written: every command is refused as the file's fault, nothing changes.
    const auto refused = store.value()->addPlayer(NewPlayer{"Nieuw", "", {}, 1});
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().unusable());
    CHECK(refused.error().message.find(named) != std::string::npos);
    CHECK(store.value()->load().ok());
    store.value().reset();
    if (!onPostgres())
        CHECK(fileBytes(path) == before);
    // A copy of it would seal the lie: refused too.
    const auto copy = TournamentStore::copy(path, filePath(dir, "Kopie.bonaken"), {});
    REQUIRE(copy.has_value());
    CHECK(copy->message.find(named) != std::string::npos);
}

TEST_CASE("Store: an audit line edited, deleted or unmarked with the sqlite3 tool breaks the chain",
          "[sqlite][store][seals][refuse]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "NK.bonaken");
    {
        auto store = played(path);
        REQUIRE(store->undo().ok()); // entry 13 undone by entry 14 (players 8 + tournament + seating + 3 games)
    }
    std::vector<const char *> change;
    std::string named;
    REQUIRE(reopen(path)->findings().empty());
    const auto changed = [&path](const std::vector<const char *> &sql) { rawSql(path, sql); };
    SECTION("a line's words")
    {
        change = {"UPDATE audit SET what = 'Speler toegevoegd: 3 Kees' WHERE id = 4"};
        named = "Logboekregel 4 (\"Speler toegevoegd: 3 Kees\") klopt niet met de regel ervoor";
        changed(change);
    }
    SECTION("a line's station")
    {
        change = {"UPDATE audit SET station = 'Zaal-9' WHERE id = 11"};
        named = "Logboekregel 11 ";
        changed(change);
    }
    SECTION("a line in the middle deleted")
    {
        change = {"DELETE FROM audit WHERE id = 6"};
        named = "Logboekregel 7 ";
        changed(change);
    }
    SECTION("an undone change marked as standing again")
    {
        change = {"UPDATE audit SET undone = 0 WHERE id = 13"};
        named = "Logboekregel 14 maakte regel 13 ongedaan, maar die staat niet meer als ongedaan gemaakt.";
        changed(change);
    }
    SECTION("a standing change marked as undone")
    {
        change = {"UPDATE audit SET undone = 1 WHERE id = 12"};
        named = "Logboekregel 12 staat als ongedaan gemaakt, maar geen latere regel maakte haar ongedaan.";
        changed(change);
    }
    OpenOptions o;
    o.station = "test";
    auto store = TournamentStore::open(path, o);
    REQUIRE(store.ok());
    const std::string found = allText(store.value()->findings());
    INFO(found);
    CHECK(found.find(named) != std::string::npos);
    CHECK_FALSE(store.value()->undo().ok());
}

TEST_CASE("Store: a file of schema 9 is chained and sealed as it stands when it is upgraded",
          "[sqlite][store][seals][migration]")
{
    QTemporaryDir dir;
    const auto path = filePath(dir, "NK-2025.bonaken");
    oldFile(path, 9);
    rawSql(path, {"INSERT INTO audit (at, station, what) VALUES ('2025-11-08T10:00:00Z', 'Zaal-1', 'Nieuw toernooi')",
                  "INSERT INTO audit (at, station, what) VALUES ('2025-11-08T10:01:00Z', 'Zaal-1', 'Speler toegevoegd')"});
    {
        // nk-bonaken-cli check looks at it as it is: its contents checked, nothing upgraded or written.
        const QByteArray before = fileBytes(path);
        OpenOptions look;
        look.readOnly = true;
        look.olderAsIs = true;
        auto asIs = TournamentStore::open(path, look);
        REQUIRE(asIs.ok());
        CHECK(asIs.value()->schemaVersion() == 9);
        const auto found = asIs.value()->check();
        REQUIRE(found.ok());
        CHECK(found.value().empty());
        asIs.value().reset();
        CHECK(fileBytes(path) == before);
    }
    {
        auto store = reopen(path);
        CHECK(store->schemaVersion() == store::kSealVersion);
        CHECK(store->findings().empty());
        const auto log = store->auditLog();
        REQUIRE(log.ok());
        REQUIRE(log.value().size() == 3);
        CHECK(log.value().back().what.find("buiten het programma om") != std::string::npos);
        REQUIRE(store->addPlayer(NewPlayer{"Eva", "", {}, 1}).ok());
        clean(*store);
    }
    rawSql(path, {"UPDATE audit SET what = 'Nieuw toernooi NK' WHERE id = 1"});
    auto store = reopen(path);
    CHECK(allText(store->findings()).find("Logboekregel 1 ") != std::string::npos);
}
