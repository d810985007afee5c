// The audit's words (item 9): a gift typed into a game in progress, and the game
// finished, are the entry going on; only a change of a stored result is a "Correctie".
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

std::string lastWhat(const TournamentStore &store)
{
    auto log = store.auditLog();
    REQUIRE(log.ok());
    REQUIRE_FALSE(log->empty());
    return log->back().what;
}

GameEntry inProgress(const char *json)
{
    GameEntry entry;
    entry.finished = false;
    entry.pointsOnly = false;
    entry.giftenJson = json;
    return entry;
}

} // namespace

TEST_CASE("Audit: gifts typed one by one are entries, not corrections, and a changed result is a correction",
          "[store][audit]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    auto first = store->enterGame(
        {1, 1, 1}, inProgress(R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P2"],"contract":"40","won":true}]})"));
    REQUIRE(first.ok());
    CHECK_FALSE(first->correction);
    CHECK(lastWhat(*store).rfind("Uitslag ", 0) == 0);
    auto second = store->enterGame(
        {1, 1, 1}, inProgress(R"({"players":["P1","P2","P3","P4"],"giften":[{"spelers":["P2"],"contract":"40","won":true},)"
                              R"({"spelers":["P2"],"contract":"40","won":true}]})"));
    REQUIRE(second.ok());
    CHECK_FALSE(second->correction);
    CHECK(lastWhat(*store).find("Correctie") == std::string::npos);
    // The game finished on paper after its gifts: still the entry, not a correction.
    auto finished = store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE(finished.ok());
    CHECK_FALSE(finished->correction);
    CHECK(lastWhat(*store).find("Correctie") == std::string::npos);
    // A stored result changed: that is a correction, with what it was.
    auto changed = store->enterPoints({1, 1, 1}, {{"P1", 8}, {"P2", 10}, {"P3", 4}, {"P4", 1}});
    REQUIRE(changed.ok());
    CHECK(changed->correction);
    CHECK(lastWhat(*store).rfind("Correctie uitslag ", 0) == 0);
    CHECK(lastWhat(*store).find("(was 10/8/4/1)") != std::string::npos);
}
