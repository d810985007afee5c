// Double entry: with the setting on, a game counts once two stations entered it alike;
// a difference is refused with both entries side by side, and the referee settles it. Runs on a
// file and (the "PostgreSQL:" run) on a server database.
#include "storefixture.h"

#include <algorithm>

using namespace nkb;
using namespace nkbtest;

namespace {

std::unique_ptr<TournamentStore> station(const std::string &path, const char *name)
{
    auto store = reopen(path);
    store->setStation(name);
    return store;
}

// Eight players, round 1 seated at two tables, double entry on.
std::string doubleEntryTournament(const QTemporaryDir &dir)
{
    const std::string path = tempPath(dir, "dubbel.bonaken");
    auto made = newTournament(path, 8);
    REQUIRE(made->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    CHECK_FALSE(made->load().value().info.doubleEntry); // off by default
    REQUIRE(made->setDoubleEntry(true).ok());
    CHECK(made->load().value().info.doubleEntry);
    return path;
}

int pointsOf(TournamentStore &store, const std::string &name)
{
    return rowOf(store.standings().value(), name).ladder.points;
}

GameEntry withGifts(std::vector<int> points, const char *gifts)
{
    GameEntry e;
    e.pointsPerSeat = std::move(points);
    e.pointsOnly = false;
    e.giftenJson = std::string(R"({"players":["P1","P2","P3","P4"],"giften":)") + gifts + "}";
    return e;
}

} // namespace

TEST_CASE("Double entry off: a game counts at the first entry, nothing waits", "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "enkel.bonaken");
    auto store = newTournament(path, 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    auto entered = store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE(entered.ok());
    CHECK_FALSE(entered->waitingForSecond);
    CHECK(pointsOf(*store, "P1") == 10);
    CHECK(store->waitingForSecondEntry().value() == 0);
}

TEST_CASE("Double entry: the first entry waits uncounted, an equal second entry of another station counts once",
          "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = doubleEntryTournament(dir);
    auto one = station(path, "Zaal-1");
    auto first = one->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}});
    REQUIRE(first.ok());
    CHECK(first->waitingForSecond);
    CHECK(one->load().value().game(1, 2, 1) == nullptr);
    CHECK(pointsOf(*one, "P5") == 0);
    CHECK(one->waitingForSecondEntry().value() == 1);
    CHECK(one->roundsWithResults().value().empty());

    // The same station again is still one entry: it corrects its own first entry.
    auto again = one->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 4}, {"P7", 8}, {"P8", 1}});
    REQUIRE(again.ok());
    CHECK(again->waitingForSecond);
    CHECK(again->correction);
    CHECK(one->waitingForSecondEntry().value() == 1);
    const auto kept = one->firstEntry({1, 2, 1}).value();
    REQUIRE(kept.has_value());
    CHECK(kept->points == std::vector<int>{10, 4, 8, 1});
    CHECK(kept->station == "Zaal-1");

    auto two = station(path, "Zaal-2");
    auto second = two->enterPoints({1, 2, 1}, {{"P8", 1}, {"P7", 8}, {"P6", 4}, {"P5", 10}});
    REQUIRE(second.ok());
    CHECK_FALSE(second->waitingForSecond);
    CHECK(second->secondTo == std::optional<std::string>("Zaal-1"));
    const Tournament t = two->load().value();
    REQUIRE(t.game(1, 2, 1) != nullptr);
    CHECK(t.game(1, 2, 1)->points == std::vector<int>{10, 4, 8, 1});
    CHECK(pointsOf(*two, "P5") == 10);
    CHECK(pointsOf(*two, "P7") == 8);
    CHECK(rowOf(two->standings().value(), "P5").ladder.games == 1); // counted once
    CHECK(two->waitingForSecondEntry().value() == 0);
    CHECK_FALSE(two->firstEntry({1, 2, 1}).value().has_value());
    CHECK(two->auditLog().value().back().what.find("gelijk aan die van station Zaal-1") != std::string::npos);

    // Undo of the second entry: the first one waits again, nothing counts.
    REQUIRE(two->undo().ok());
    CHECK(two->waitingForSecondEntry().value() == 1);
    CHECK(pointsOf(*two, "P5") == 0);
}

TEST_CASE("Double entry: a different second entry is refused with the differences, and the referee settles it",
          "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = doubleEntryTournament(dir);
    auto one = station(path, "Zaal-1");
    REQUIRE(one->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    auto two = station(path, "Zaal-2");
    const std::string before = exported(*two);
    const auto logBefore = two->auditLog().value().size();

    auto differs = two->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 4}, {"P7", 8}, {"P8", 1}});
    REQUIRE_FALSE(differs.ok());
    const StoreError &e = differs.error();
    CHECK(e.otherStation());
    REQUIRE(e.comparison.has_value());
    CHECK(e.comparison->firstStation == "Zaal-1");
    REQUIRE(e.comparison->rows.size() == 4);
    CHECK(e.comparison->rows[1].label == "P6");
    CHECK(e.comparison->rows[1].first == "8");
    CHECK(e.comparison->rows[1].second == "4");
    CHECK(e.comparison->rows[1].differs);
    CHECK_FALSE(e.comparison->rows[0].differs);
    CHECK(e.message.rfind("Tafel 2, spel 1: deze invoer verschilt van de eerste invoer door station Zaal-1", 0) == 0);
    CHECK(e.message.find("P6: 8 (eerste), 4 (deze)") != std::string::npos);
    CHECK(e.message.find("P5:") == std::string::npos); // only what differs
    // Refused: nothing changed, not even the audit.
    CHECK(exported(*two) == before);
    CHECK(two->auditLog().value().size() == logBefore);
    CHECK(two->waitingForSecondEntry().value() == 1);

    SECTION("the referee lets this entry stand (Vervangen / --replace): counted once, nothing waits")
    {
        auto settled = two->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 4}, {"P7", 8}, {"P8", 1}},
                                        OtherStation::Replace);
        REQUIRE(settled.ok());
        CHECK(pointsOf(*two, "P6") == 4);
        CHECK(rowOf(two->standings().value(), "P6").ladder.games == 1);
        CHECK(two->waitingForSecondEntry().value() == 0);
        CHECK(two->auditLog().value().back().what.find("de scheidsrechter koos deze invoer") != std::string::npos);
        // The first station's later entry of this game is now a question of replacing a counted game.
        auto late = one->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}});
        REQUIRE_FALSE(late.ok());
        CHECK(late.error().otherStation());
        CHECK_FALSE(late.error().comparison.has_value());
    }
    SECTION("the referee lets the first entry stand")
    {
        auto settled = two->acceptFirstEntry({1, 2, 1});
        REQUIRE(settled.ok());
        CHECK(settled->result.points == std::vector<int>{10, 8, 4, 1});
        CHECK(settled->names == std::vector<std::string>{"P5", "P6", "P7", "P8"});
        CHECK(pointsOf(*two, "P6") == 8);
        CHECK(two->load().value().game(1, 2, 1)->station == "Zaal-1");
        CHECK(two->waitingForSecondEntry().value() == 0);
        auto nothing = two->acceptFirstEntry({1, 2, 1});
        REQUIRE_FALSE(nothing.ok());
        CHECK(nothing.error().message.find("er wacht geen eerste invoer") != std::string::npos);
        REQUIRE(two->undo().ok());
        CHECK(two->waitingForSecondEntry().value() == 1);
        CHECK(pointsOf(*two, "P6") == 0);
    }
}

TEST_CASE("Double entry: gifts are compared gift by gift", "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = doubleEntryTournament(dir);
    auto one = station(path, "Zaal-1");
    REQUIRE(one->enterGame({1, 1, 1},
                           withGifts({10, 8, 4, 1}, R"([{"redeal":true},{"spelers":["P1"],"contract":"80","won":true}])"))
                .ok());
    auto two = station(path, "Zaal-2");
    auto differs = two->enterGame(
        {1, 1, 1}, withGifts({10, 8, 4, 1}, R"([{"redeal":true},{"spelers":["P1"],"contract":"90","won":true}])"));
    REQUIRE_FALSE(differs.ok());
    const auto &rows = differs.error().comparison->rows;
    REQUIRE(rows.size() == 6); // four seats, two gifts
    CHECK(std::none_of(rows.begin(), rows.begin() + 4, [](const ComparedRow &r) { return r.differs; }));
    CHECK(rows[4].label == "Gift 1");
    CHECK_FALSE(rows[4].differs);
    CHECK(rows[5].label == "Gift 2");
    CHECK(rows[5].differs);
    // In the scoresheet's words, not the game file's ("contract 80; gewonnen ja").
    CHECK(rows[4].first == "opnieuw gegeven");
    CHECK(rows[5].first == "P1 80 gewonnen");
    CHECK(rows[5].second == "P1 90 gewonnen");
    CHECK(differs.error().message.find("Gift 2:") != std::string::npos);

    // The same gifts (written in another order of keys) agree.
    auto agrees = two->enterGame(
        {1, 1, 1}, withGifts({10, 8, 4, 1}, R"([{"redeal":true},{"won":true,"contract":"80","spelers":["P1"]}])"));
    REQUIRE(agrees.ok());
    CHECK(pointsOf(*two, "P1") == 10);
}

TEST_CASE("Double entry off again: the first entries still waiting count, and undo takes that back",
          "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = doubleEntryTournament(dir);
    auto one = station(path, "Zaal-1");
    REQUIRE(one->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(one->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    CHECK(one->waitingForSecondEntry().value() == 2);
    // A round with first entries is played: not redrawn.
    auto redraw = one->setTables(1, {Table{1, {1, 3, 5, 7}}, Table{2, {2, 4, 6, 8}}});
    REQUIRE_FALSE(redraw.ok());
    CHECK(redraw.error().message.find("eerste invoeren") != std::string::npos);

    auto off = one->setDoubleEntry(false);
    REQUIRE(off.ok());
    CHECK(off.value() == 2);
    CHECK(one->waitingForSecondEntry().value() == 0);
    CHECK(pointsOf(*one, "P1") == 10);
    CHECK(pointsOf(*one, "P5") == 10);
    CHECK_FALSE(one->load().value().info.doubleEntry);
    CHECK_FALSE(one->setDoubleEntry(false).ok()); // already off: refused, nothing to do
    REQUIRE(one->undo().ok());
    CHECK(one->load().value().info.doubleEntry);
    CHECK(one->waitingForSecondEntry().value() == 2);
    CHECK(pointsOf(*one, "P1") == 0);
}

TEST_CASE("Double entry: the setting and the waiting entries go with a copy and an export",
          "[store][doubleentry]")
{
    QTemporaryDir dir;
    const std::string path = doubleEntryTournament(dir);
    {
        auto one = station(path, "Zaal-1");
        REQUIRE(one->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    }
    const std::string copied = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(TournamentStore::copy(path, copied).has_value());
    auto copy = station(copied, "Zaal-2");
    CHECK(copy->load().value().info.doubleEntry);
    CHECK(copy->waitingForSecondEntry().value() == 1);
    REQUIRE(copy->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    CHECK(pointsOf(*copy, "P1") == 10);
    CHECK(exported(*copy).find("\"double_entry\": true") != std::string::npos);
}
