// How a table of three scores is a tournament setting kept in the file (the
// tournament's places_three, no migration), undoable, named in the audit, and refused once a table
// of three has a result (those points counted under the old places).
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

// P1..P7, round 1 seated at a table of four (P1–P4) and a table of three (P5–P7).
std::unique_ptr<TournamentStore> withTableOfThree(const QTemporaryDir &dir, const char *name)
{
    auto store = newTournament(tempPath(dir, name), 7);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}}).ok());
    return store;
}

} // namespace

TEST_CASE("Table of three scoring: set, kept in the file, undone", "[store][three]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "drie.bonaken");
    {
        auto store = newTournament(path, 7);
        CHECK(store->load().value().info.placesThree == std::vector<int>{10, 8, 4}); // today's default
        REQUIRE(store->setPlacesThree({10, 8, 1}).ok());
    }
    auto store = reopen(path);
    CHECK(store->load().value().info.placesThree == std::vector<int>{10, 8, 1});
    // The same choice again says so and changes nothing.
    const auto same = store->setPlacesThree({10, 8, 1});
    REQUIRE_FALSE(same.ok());
    CHECK(same.error().message.find("10/8/1") != std::string::npos);
    REQUIRE(store->undo().ok());
    CHECK(store->load().value().info.placesThree == std::vector<int>{10, 8, 4});
}

TEST_CASE("Table of three scoring: R57 literally, a paper result 10/8/1 is taken and 10/8/4 refused",
          "[store][three]")
{
    QTemporaryDir dir;
    auto store = withTableOfThree(dir, "letterlijk.bonaken");
    REQUIRE(store->setPlacesThree({10, 8, 1}).ok());
    CHECK_FALSE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}}).ok());
    REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 1}}).ok());
    const auto rows = store->standings().value();
    CHECK(rowOf(rows, "P7").ladder.points == 1);
    CHECK(rowOf(rows, "P7").ladder.fours == 1); // a third place (R60 counts places)
}

TEST_CASE("Table of three scoring: refused once a table of three has a result, and for nonsense",
          "[store][three]")
{
    QTemporaryDir dir;
    auto store = withTableOfThree(dir, "vast.bonaken");
    CHECK_FALSE(store->setPlacesThree({4, 8, 10}).ok()); // places score less further down
    CHECK_FALSE(store->setPlacesThree({10, 8}).ok());
    // A result at the table of four does not fix the choice.
    REQUIRE(store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(store->setPlacesThree({8, 7, 3}).ok());
    REQUIRE(store->enterPoints({1, 2, 1}, {{"P5", 8}, {"P6", 7}, {"P7", 3}}).ok());
    const auto late = store->setPlacesThree({10, 8, 4});
    REQUIRE_FALSE(late.ok());
    CHECK(late.error().message.find("tafel 2") != std::string::npos);
    CHECK(store->load().value().info.placesThree == std::vector<int>{8, 7, 3});
}
