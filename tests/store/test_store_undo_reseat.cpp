// Undo after a round is seated again: the seating that was there before comes back exactly
// (a redraw or a hand correction moves players between seats, so the rows change places).
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

std::vector<Table> tablesOf(const TournamentStore &store, int round)
{
    auto t = store.tables(round);
    INFO((t.ok() ? std::string() : t.error().message));
    REQUIRE(t.ok());
    return t.value();
}

} // namespace

TEST_CASE("Store undo: a round seated by hand and seated again gets its first seating back", "[store][undo]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    const std::vector<Table> first{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}};
    const std::vector<Table> swapped{Table{1, {5, 2, 3, 4}}, Table{2, {1, 6, 7, 8}}};
    REQUIRE(store->setTables(1, first).ok());
    REQUIRE(store->setTables(1, swapped).ok());
    REQUIRE(tablesOf(*store, 1) == swapped);
    auto undone = store->undo();
    INFO((undone.ok() ? std::string() : undone.error().message));
    REQUIRE(undone.ok());
    CHECK(tablesOf(*store, 1) == first);
    REQUIRE(store->undo().ok()); // the first seating itself
    CHECK(tablesOf(*store, 1).empty());
}

TEST_CASE("Store undo: a redraw gives back the earlier draw with its seed and algorithm", "[store][undo]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 11); // tables of 4, 4 and 3
    const std::vector<Table> first{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}, Table{3, {9, 10, 11}}};
    // Fewer tables in the redraw's first table order, players moved between tables of both sizes.
    const std::vector<Table> again{Table{1, {11, 7, 3}}, Table{2, {1, 5, 9, 2}}, Table{3, {4, 8, 10, 6}}};
    REQUIRE(store->storeDrawnRound(1, first, 11, "v1").ok());
    REQUIRE(store->storeDrawnRound(1, again, 12, "v1").ok());
    auto undone = store->undo();
    INFO((undone.ok() ? std::string() : undone.error().message));
    REQUIRE(undone.ok());
    CHECK(tablesOf(*store, 1) == first);
    auto rounds = store->seatedRounds();
    REQUIRE(rounds.ok());
    REQUIRE(rounds->size() == 1);
    CHECK(rounds->front().seed == std::optional<std::uint64_t>(11));
}

TEST_CASE("Store undo: a re-seating with fewer tables brings the dropped table back", "[store][undo]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    const std::vector<Table> first{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}};
    const std::vector<Table> smaller{Table{1, {8, 7, 6, 5}}};
    REQUIRE(store->setTables(1, first).ok());
    REQUIRE(store->setTables(1, smaller).ok());
    auto undone = store->undo();
    INFO((undone.ok() ? std::string() : undone.error().message));
    REQUIRE(undone.ok());
    CHECK(tablesOf(*store, 1) == first);
}
