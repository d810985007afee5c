// The services shared by the CLI and the GUI: drawing a stored round and entering a
// judged game file for a table.
#include "services/drawround.h"
#include "services/gameentry.h"

#include "storefixture.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace nkb;
using namespace nkbtest;

namespace {

// Pairs of start numbers meeting at a table, over the given rounds.
std::multiset<std::pair<int, int>> meetings(const Tournament &t)
{
    std::multiset<std::pair<int, int>> m;
    for (const Round &r : t.rounds)
        for (const Table &table : r.tables)
            for (std::size_t i = 0; i < table.seats.size(); ++i)
                for (std::size_t j = i + 1; j < table.seats.size(); ++j)
                    m.insert(std::minmax(table.seats[i], table.seats[j]));
    return m;
}

int repeatsOf(const Tournament &t)
{
    const auto m = meetings(t);
    int repeats = 0;
    for (auto it = m.begin(); it != m.end(); it = m.upper_bound(*it))
        repeats += static_cast<int>(m.count(*it)) - 1;
    return repeats;
}

} // namespace

TEST_CASE("Draw: five stored rounds of 20 players, nobody meets twice", "[services][draw]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 20);
    for (int r = 1; r <= 5; ++r) {
        auto drawn = drawRound(*store, r, 1000 + static_cast<std::uint64_t>(r));
        INFO((drawn ? std::string() : drawn.error().message));
        REQUIRE(drawn.ok());
        CHECK(drawn->tables.size() == 5);
        CHECK(drawn->repeats.empty());
        CHECK(drawn->seed == 1000 + static_cast<std::uint64_t>(r));
    }
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(repeatsOf(*t) == 0);
    for (int r = 1; r <= 5; ++r) {
        const Round *round = t->round(r);
        REQUIRE(round != nullptr);
        CHECK(round->seed == std::optional<std::uint64_t>(1000 + static_cast<std::uint64_t>(r)));
        CHECK(round->algorithm == std::to_string(draw::kDrawAlgorithmVersion));
        std::set<int> seated;
        for (const Table &table : round->tables)
            seated.insert(table.seats.begin(), table.seats.end());
        CHECK(seated.size() == 20); // every present player exactly once
    }
}

TEST_CASE("Draw: the same seed gives the same round in another file", "[services][draw]")
{
    QTemporaryDir dir;
    auto a = newTournament(tempPath(dir, "a.bonaken"), 27);
    auto b = newTournament(tempPath(dir, "b.bonaken"), 27);
    auto da = drawRound(*a, 1, 77);
    auto db = drawRound(*b, 1, 77);
    REQUIRE(da.ok());
    REQUIRE(db.ok());
    CHECK(da->tables == db->tables);
    // 27 players: six tables of four and one of three.
    CHECK(da->tables.size() == 7);
    CHECK(da->threeSeats.size() == 3);
}

TEST_CASE("Draw: a withdrawal after round 2 keeps the played rounds and seats only who is present",
          "[services][draw]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 16);
    REQUIRE(drawRound(*store, 1, 1).ok());
    REQUIRE(drawRound(*store, 2, 2).ok());
    // Round 1 gets a result, so it is played.
    auto t = store->load();
    REQUIRE(t.ok());
    const Round round1 = *t->round(1);
    const Round round2 = *t->round(2);
    REQUIRE(store->withdrawPlayer("P5", 3).ok());
    auto drawn = drawRound(*store, 3, 3);
    REQUIRE(drawn.ok());
    t = store->load();
    REQUIRE(t.ok());
    CHECK(t->round(1)->tables == round1.tables);
    CHECK(t->round(2)->tables == round2.tables);
    std::set<int> seated;
    for (const Table &table : t->round(3)->tables)
        seated.insert(table.seats.begin(), table.seats.end());
    CHECK(seated.size() == 15);
    CHECK(seated.count(5) == 0);
    CHECK(repeatsOf(*t) == 0);
}

TEST_CASE("Draw: refused for a round with results, a round after an unseated one, a round that does not exist",
          "[services][draw]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    CHECK_FALSE(drawRound(*store, 2, 1).ok()); // round 1 not seated yet
    CHECK_FALSE(drawRound(*store, 6, 1).ok()); // five rounds
    CHECK_FALSE(drawRound(*store, 0, 1).ok());
    auto drawn = drawRound(*store, 1, 5);
    REQUIRE(drawn.ok());
    const Table &first = drawn->tables.front();
    std::vector<std::pair<std::string, int>> points;
    const int scores[] = {10, 8, 4, 1};
    for (std::size_t i = 0; i < first.seats.size(); ++i)
        points.emplace_back("P" + std::to_string(first.seats[i]), scores[i]);
    REQUIRE(store->enterPoints(GameRef{1, first.number, 1}, points).ok());
    auto again = drawRound(*store, 1, 6);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().message.find("uitslagen") != std::string::npos);
}

namespace {

// A game at a table of four written from the rules (R52–R57): A wins twice (eruit, 10),
// B loses twice (erin, 0), C wins, D wins, C loses (wip), C wins (eruit: 8); D is left (4).
std::string workedExample(const std::vector<std::string> &n)
{
    auto q = [](const std::string &s) { return "\"" + s + "\""; };
    auto gift = [&](const std::string &who, const std::string &contract, bool won) {
        return "{\"spelers\":[" + q(who) + "],\"contract\":\"" + contract + "\",\"won\":" + (won ? "true" : "false") +
               "}";
    };
    return "{\"players\":[" + q(n[0]) + "," + q(n[1]) + "," + q(n[2]) + "," + q(n[3]) + "],\"giften\":[" +
           gift(n[0], "40", true) + "," + gift(n[0], "45", true) + "," + gift(n[1], "50", false) + "," +
           gift(n[1], "55", false) + "," + gift(n[2], "60", true) + "," + gift(n[3], "65", true) + "," +
           gift(n[2], "70", false) + "," + gift(n[2], "75", true) + "]}";
}

} // namespace

TEST_CASE("Game file: the docs/rules.md worked example gives A 10, B 0, C 8, D 4 in the store", "[services][game][R57]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    auto entered = enterGameJson(*store, GameRef{1, 1, 1}, workedExample({"P1", "P2", "P3", "P4"}));
    INFO((entered ? std::string() : entered.error().message));
    REQUIRE(entered.ok());
    CHECK(entered->entered.result.points == std::vector<int>{10, 0, 8, 4});
    CHECK_FALSE(entered->entered.result.pointsOnly);
    REQUIRE(entered->entered.result.giftenJson.has_value());
    auto standings = store->standings();
    REQUIRE(standings.ok());
    REQUIRE(standings->size() == 4);
    CHECK(standings->at(0).name == "P1");
    CHECK(standings->at(0).ladder.points == 10);
    CHECK(standings->at(1).name == "P3");
    CHECK(standings->at(3).name == "P2");
    CHECK(standings->at(3).ladder.zeros == 1);
}

TEST_CASE("Game file: players listed from another seat (same clockwise order) land on the right seats",
          "[services][game]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    // The file starts at P3; the example's roles are then P3 10, P4 0, P1 8, P2 4.
    auto entered = enterGameJson(*store, GameRef{1, 1, 1}, workedExample({"P3", "P4", "P1", "P2"}));
    REQUIRE(entered.ok());
    CHECK(entered->entered.result.points == std::vector<int>{8, 4, 10, 0}); // by seat P1..P4
}

TEST_CASE("Game file: a broken rule is refused with its number and nothing is stored", "[services][game][R12]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    std::string text = workedExample({"P1", "P2", "P3", "P4"});
    text.replace(text.find("\"45\""), 4, "\"47\""); // R12: a multiple of five
    auto entered = enterGameJson(*store, GameRef{1, 1, 1}, text);
    REQUIRE_FALSE(entered.ok());
    CHECK(entered.error().rule == 12);
    CHECK(entered.error().message.find("Gift 2") != std::string::npos);
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->games.empty());
}

TEST_CASE("Game file: players who are not at the table, or text that is not a game, are refused",
          "[services][game]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    auto wrong = enterGameJson(*store, GameRef{1, 2, 1}, workedExample({"P1", "P2", "P3", "P4"}));
    REQUIRE_FALSE(wrong.ok());
    CHECK_FALSE(wrong.error().unusable());
    auto garbage = enterGameJson(*store, GameRef{1, 1, 1}, "{not json");
    REQUIRE_FALSE(garbage.ok());
    CHECK(garbage.error().unusable());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->games.empty());
}

TEST_CASE("Game file: an unfinished game is stored without points and counts for nobody yet", "[services][game][R58]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    const std::string text =
        R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P1"],"contract":"40","won":true}]})";
    auto entered = enterGameJson(*store, GameRef{1, 1, 1}, text);
    REQUIRE(entered.ok());
    CHECK_FALSE(entered->entered.result.finished);
    auto standings = store->standings();
    REQUIRE(standings.ok());
    for (const StandingRow &row : *standings)
        CHECK(row.ladder.games == 0);
}
