// The check on open remembered for the command line (store/checkcache.h, issue 39): a file this
// program found clean, or left clean after its own changes, is not read again; a file written by
// anything else since (the sqlite3 tool, another connection, a backup copied over it) is checked
// in full, and its lie found. Only with OpenOptions::rememberCheck.
#include "storefixture.h"

#include "store/checkcache.h"

#include <QtGlobal>

using namespace nkb;
using namespace nkbtest;

namespace {

// The cache in a folder of the test's own.
struct OwnCache {
    QTemporaryDir dir;
    QByteArray before = qgetenv("XDG_CACHE_HOME");
    OwnCache() { qputenv("XDG_CACHE_HOME", dir.path().toUtf8()); }
    ~OwnCache()
    {
        if (before.isEmpty())
            qunsetenv("XDG_CACHE_HOME");
        else
            qputenv("XDG_CACHE_HOME", before);
    }
};

std::unique_ptr<TournamentStore> openRemembering(const std::string &path, bool remember = true)
{
    OpenOptions o;
    o.station = "cli";
    o.rememberCheck = remember;
    auto store = TournamentStore::open(path, o);
    REQUIRE(store.ok());
    return std::move(store).value();
}

} // namespace

TEST_CASE("Store: the command line checks a file once, and again whenever something else wrote it",
          "[store][sqlite][checkcache]")
{
    OwnCache cache;
    QTemporaryDir dir;
    const std::string path = filePath(dir, "NK.bonaken");
    seatedTournament(path).reset();
    REQUIRE(store::fileStamp(path).has_value());

    CHECK_FALSE(openRemembering(path)->checkRemembered()); // first look: every row read
    CHECK(openRemembering(path)->checkRemembered());       // as it was found
    CHECK_FALSE(openRemembering(path, false)->checkRemembered()); // the desk and check: always

    // This program's own change keeps it remembered.
    {
        auto store = openRemembering(path);
        REQUIRE(store->addPlayer(NewPlayer{"Nieuwkomer", "", {}, 2}).ok());
    }
    CHECK(openRemembering(path)->checkRemembered());

    SECTION("a result changed with another tool")
    {
        rawSql(path, {"UPDATE players SET club = 'Anders' WHERE start_number = 1"});
    }
    SECTION("a row changed by another connection while this one was open")
    {
        auto store = openRemembering(path);
        REQUIRE(store->checkRemembered());
        rawSql(path, {"UPDATE players SET name = 'Sluiper' WHERE start_number = 3"});
        REQUIRE(store->addPlayer(NewPlayer{"Laatkomer", "", {}, 2}).ok());
    }
    SECTION("an older backup copied over the file")
    {
        const std::string backup = filePath(dir, "Back-up.bonaken");
        REQUIRE_FALSE(openRemembering(path)->copyTo(backup).has_value());
        {
            auto store = openRemembering(path);
            REQUIRE(store->addPlayer(NewPlayer{"Na de back-up", "", {}, 2}).ok());
        }
        REQUIRE(openRemembering(path)->checkRemembered());
        writeBytes(path, fileBytes(backup));
        const auto again = openRemembering(path);
        CHECK_FALSE(again->checkRemembered());
        CHECK(again->findings().empty()); // the backup itself is whole
        return;
    }
    const auto again = openRemembering(path);
    CHECK_FALSE(again->checkRemembered());
    CHECK_FALSE(again->findings().empty());
}
