// A game typed at the wrong table, through the services both faces use: moved with its
// gifts renamed by the game file's own reader, and a game whose every gift was taken back wiped.
#include "services/gameentry.h"
#include "services/gamemove.h"

#include "gamefile/gamejson.h"
#include "gamefile/gamerename.h"

#include "storefixture.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace nkb;
using namespace nkbtest;

namespace {

const char *kInProgress =
    R"({"players":["P1","P2","P3","P4"],"giften":[{"dealer":"P4","spelers":["P2"],"contract":"40","won":true},)"
    R"({"spelers":["P2"],"contract":"misere","won":{"P2":false},"irregularity":{"kind":"verzaking","by":"P3"}}]})";

} // namespace

TEST_CASE("Game rename: every name in the gifts changes, a swap included, nothing else", "[services][move]")
{
    auto parsed = parseGameJson(kInProgress);
    auto *game = std::get_if<GameRecord>(&parsed);
    REQUIRE(game != nullptr);
    renamePlayers(*game, {{"P1", "P2"}, {"P2", "P1"}, {"P3", "Cor"}});
    CHECK(game->players == std::vector<std::string>{"P2", "P1", "Cor", "P4"});
    CHECK(game->giften[0].dealer == std::optional<std::string>("P4"));
    CHECK(game->giften[0].spelers == std::optional<std::vector<std::string>>({"P1"}));
    REQUIRE(game->giften[1].wonPer);
    CHECK(game->giften[1].wonPer->count("P1") == 1);
    REQUIRE(game->giften[1].irregularities.size() == 1);
    CHECK(game->giften[1].irregularities[0].by == "Cor");
}

TEST_CASE("Move service: the gifts in progress go to the other table under its players' names", "[services][move]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    const std::string one =
        R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P2"],"contract":"40","won":true}]})";
    REQUIRE(enterGameJson(*store, {1, 1, 1}, one, EntryMode::InProgress).ok());
    auto moved = moveGame(*store, {1, 1, 1}, {1, 2, 1});
    INFO((moved ? std::string() : moved.error().message));
    REQUIRE(moved.ok());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->game(1, 1, 1) == nullptr);
    const GameResult *g = t->game(1, 2, 1);
    REQUIRE(g != nullptr);
    REQUIRE(g->giftenJson);
    auto parsed = parseGameJson(*g->giftenJson);
    auto *game = std::get_if<GameRecord>(&parsed);
    REQUIRE(game != nullptr);
    CHECK(game->players == std::vector<std::string>{"P5", "P6", "P7", "P8"});
    CHECK(game->giften.at(0).spelers == std::optional<std::vector<std::string>>({"P6"}));
    // And the table goes on from there: the next gift is entered at table 2.
    const std::string two =
        R"({"players":["P5","P6","P7","P8"],"giften":[{"spelers":["P6"],"contract":"40","won":true},)"
        R"({"spelers":["P6"],"contract":"45","won":true}]})";
    CHECK(enterGameJson(*store, {1, 2, 1}, two, EntryMode::InProgress).ok());
    CHECK(freeGame(*t, {}, 1, 2, 1) == 2);
    CHECK(freeGame(*t, {}, 1, 1, 2) == 2);
}

TEST_CASE("A game whose every gift was taken back is wiped, no longer in progress", "[services][move]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    const std::string one =
        R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P2"],"contract":"40","won":true}]})";
    REQUIRE(enterGameJson(*store, {1, 1, 1}, one, EntryMode::InProgress).ok());
    const std::string none = R"({"players":["P1","P2","P3","P4"],"giften":[]})";
    REQUIRE(enterGameJson(*store, {1, 1, 1}, none, EntryMode::InProgress).ok());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->game(1, 1, 1) == nullptr);
    // One step in the audit, undone like any other: the gift is back.
    REQUIRE(store->undo().ok());
    t = store->load();
    REQUIRE(t.ok());
    REQUIRE(t->game(1, 1, 1) != nullptr);
    CHECK_FALSE(t->game(1, 1, 1)->finished);
}
