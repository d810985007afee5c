// A game typed at the wrong table: moved to the right table seat for seat, or wiped;
// one change each in the audit, and undone like any other. Runs on both engines.
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

// Players P1..P11: table 1 P1-P4, table 2 P5-P8, table 3 P9-P11 (a table of three).
std::unique_ptr<TournamentStore> deskOfThreeTables(const std::string &path)
{
    auto store = newTournament(path, 11);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}, Table{3, {9, 10, 11}}}).ok());
    return store;
}

// The test's own renaming (the real one parses the game, core/services/gamemove.cpp): every
// "Pn" in quotes becomes its new name.
std::optional<std::string> renameText(const std::string &text, const std::vector<std::pair<std::string, std::string>> &names)
{
    if (text == "onleesbaar")
        return std::nullopt;
    std::string out = text;
    std::string result;
    for (std::size_t i = 0; i < out.size();) {
        bool done = false;
        for (const auto &[from, to] : names) {
            const std::string quoted = "\"" + from + "\"";
            if (out.compare(i, quoted.size(), quoted) == 0) {
                result += "\"" + to + "\"";
                i += quoted.size();
                done = true;
                break;
            }
        }
        if (!done)
            result += out[i++];
    }
    return result;
}

const GameResult *gameAt(const Tournament &t, int table, int game = 1) { return t.game(1, table, game); }

int pointsOf(const TournamentStore &store, const std::string &name)
{
    auto rows = store.standings();
    REQUIRE(rows.ok());
    return rowOf(*rows, name).ladder.points;
}

} // namespace

TEST_CASE("Move: a result typed at table 1 goes to table 2 seat for seat, and undo puts it back", "[store][move]")
{
    QTemporaryDir dir;
    auto store = deskOfThreeTables(tempPath(dir, "t.bonaken"));
    REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    auto moved = store->moveGame({1, 1, 1}, {1, 2, 1}, renameText);
    INFO((moved ? std::string() : moved.error().message));
    REQUIRE(moved.ok());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(gameAt(*t, 1) == nullptr);
    REQUIRE(gameAt(*t, 2) != nullptr);
    CHECK(gameAt(*t, 2)->finished);
    CHECK(gameAt(*t, 2)->points == std::vector<int>{10, 8, 4, 1});
    CHECK(pointsOf(*store, "P5") == 10);
    CHECK(pointsOf(*store, "P1") == 0);
    CHECK(lastAudit(*store) ==
          "Spel verplaatst: ronde 1 tafel 1 spel 1 naar tafel 2 spel 1 (10/8/4/1); P1 → P5, P2 → P6, P3 → P7, P4 → P8");
    auto undone = store->undo();
    REQUIRE(undone.ok());
    t = store->load();
    REQUIRE(t.ok());
    CHECK(gameAt(*t, 2) == nullptr);
    REQUIRE(gameAt(*t, 1) != nullptr);
    CHECK(gameAt(*t, 1)->points == std::vector<int>{10, 8, 4, 1});
    CHECK(pointsOf(*store, "P1") == 10);
}

TEST_CASE("Move: a game in progress takes its gifts along, renamed, and stays in progress", "[store][move]")
{
    QTemporaryDir dir;
    auto store = deskOfThreeTables(tempPath(dir, "t.bonaken"));
    GameEntry entry;
    entry.finished = false;
    entry.pointsOnly = false;
    entry.giftenJson = R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P2"],"contract":"40","won":true}]})";
    REQUIRE(store->enterGame({1, 1, 2}, entry).ok());
    REQUIRE(store->moveGame({1, 1, 2}, {1, 2, 1}, renameText).ok());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(gameAt(*t, 1, 2) == nullptr);
    const GameResult *g = gameAt(*t, 2, 1);
    REQUIRE(g != nullptr);
    CHECK_FALSE(g->finished);
    REQUIRE(g->giftenJson);
    CHECK(*g->giftenJson ==
          R"({"players":["P5","P6","P7","P8"],"giften":[{"spelers":["P6"],"contract":"40","won":true}]})");
}

TEST_CASE("Move: refused onto a game with a result, onto a table of three, in the final, or with nothing to move", "[store][move]")
{
    QTemporaryDir dir;
    auto store = deskOfThreeTables(tempPath(dir, "t.bonaken"));
    REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    const std::string before = exported(*store);
    auto onto = store->moveGame({1, 1, 1}, {1, 2, 1}, renameText);
    REQUIRE_FALSE(onto.ok());
    CHECK(onto.error().message == "Tafel 2, spel 1 heeft al (10/8/4/1); wis dat eerst, of kies een ander spel.");
    auto three = store->moveGame({1, 1, 1}, {1, 3, 1}, renameText);
    REQUIRE_FALSE(three.ok());
    CHECK(three.error().message ==
          "Tafel 1 heeft 4 spelers, tafel 3 heeft er 3: het spel past daar niet stoel voor stoel.");
    auto nothing = store->moveGame({1, 1, 2}, {1, 2, 2}, renameText);
    REQUIRE_FALSE(nothing.ok());
    CHECK(nothing.error().message == "Tafel 1, spel 2 (ronde 1) heeft nog niets om te verplaatsen.");
    CHECK_FALSE(store->moveGame({kFinalRound, 1, 1}, {kFinalRound, 2, 1}, renameText).ok());
    CHECK_FALSE(store->moveGame({1, 1, 1}, {2, 1, 1}, renameText).ok());
    CHECK_FALSE(store->moveGame({1, 1, 1}, {1, 2, 3}, renameText).ok());
    CHECK(exported(*store) == before);
}

TEST_CASE("Move: gifts that cannot be read are refused and nothing moves", "[store][move]")
{
    QTemporaryDir dir;
    auto store = deskOfThreeTables(tempPath(dir, "t.bonaken"));
    GameEntry entry;
    entry.finished = false;
    entry.pointsOnly = false;
    entry.giftenJson = "onleesbaar";
    REQUIRE(store->enterGame({1, 1, 1}, entry).ok());
    const std::string before = exported(*store);
    CHECK_FALSE(store->moveGame({1, 1, 1}, {1, 2, 1}, renameText).ok());
    CHECK(exported(*store) == before);
}

TEST_CASE("Delete: a result is wiped, counts no more, is named in the audit, and undo brings it back", "[store][move]")
{
    QTemporaryDir dir;
    auto store = deskOfThreeTables(tempPath(dir, "t.bonaken"));
    REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    auto wiped = store->deleteGame({1, 2, 1});
    REQUIRE(wiped.ok());
    CHECK(wiped->points == std::vector<int>{10, 8, 4, 1});
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(gameAt(*t, 2) == nullptr);
    CHECK(pointsOf(*store, "P5") == 0);
    CHECK(lastAudit(*store) == "Spel gewist: ronde 1 tafel 2 spel 1 (10/8/4/1)");
    REQUIRE(store->undo().ok());
    CHECK(pointsOf(*store, "P5") == 10);
    auto nothing = store->deleteGame({1, 2, 2});
    REQUIRE_FALSE(nothing.ok());
    CHECK(nothing.error().message == "Tafel 2, spel 2 heeft nog niets om te wissen.");
}

TEST_CASE("Delete and move: another station's game only when the referee replaces it", "[store][move]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "t.bonaken");
    auto store = deskOfThreeTables(path);
    REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    auto other = reopen(path);
    other->setStation("Zaal-2");
    auto refusedDelete = other->deleteGame({1, 1, 1});
    REQUIRE_FALSE(refusedDelete.ok());
    CHECK(refusedDelete.error().otherStation());
    auto refusedMove = other->moveGame({1, 1, 1}, {1, 2, 1}, renameText);
    REQUIRE_FALSE(refusedMove.ok());
    CHECK(refusedMove.error().otherStation());
    REQUIRE(other->moveGame({1, 1, 1}, {1, 2, 1}, renameText, OtherStation::Replace).ok());
    auto t = other->load();
    REQUIRE(t.ok());
    REQUIRE(gameAt(*t, 2) != nullptr);
    CHECK(gameAt(*t, 2)->station == "test"); // who entered it stays on record; the audit says who moved it
    auto log = other->auditLog();
    REQUIRE(log.ok());
    CHECK(log->back().station == "Zaal-2");
}
