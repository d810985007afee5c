// Station names that tell stations apart: two laptops that both call themselves
// "Zaal-2" would each take the other's results for their own (the audit, the desk's own
// half-typed game, undo). A station that writes is refused at connect while a station of that
// name is connected from another computer; the same computer, another name, or a projector that
// only views are let in.
#include "stationsfixture.h"

#include <QElapsedTimer>
#include <QThread>

using namespace nkb;
using namespace nkbtest;

namespace {

StoreResult<std::unique_ptr<TournamentStore>> station(const std::string &location, const char *name,
                                                      const char *computer, bool viewOnly = false, bool create = false)
{
    OpenOptions o;
    o.create = create;
    o.station = name;
    o.machine = computer;
    o.readOnly = viewOnly;
    return TournamentStore::open(location, o);
}

} // namespace

TEST_CASE("Stations: a second station of one name on another computer is refused at connect, the rest let in",
          "[stations][samename]")
{
    const std::string location = serverDatabase();
    {
        auto made = station(location, "Wedstrijdtafel", "server-laptop", false, true);
        REQUIRE(made.ok());
        TournamentInfo info;
        info.name = "NK Bonaken 2026";
        REQUIRE_FALSE(made.value()->createTournament(info));
    }
    auto first = station(location, "Zaal-2", "laptop-a");
    REQUIRE(first.ok());

    const auto second = station(location, "Zaal-2", "laptop-b");
    REQUIRE_FALSE(second.ok());
    // The test server is reached through its socket: the other station is "on this server".
    CHECK(second.error().message == "Er is al een station met de naam \"Zaal-2\" verbonden, op een andere computer "
                                    "(deze server). Geef dit station een eigen naam, zodat het logboek en de eigen "
                                    "tafels de twee uit elkaar houden. Is dat station net uitgevallen, probeer het "
                                    "dan over een halve minuut opnieuw.");

    // The same computer again (the command line beside the application), another name from the
    // other computer, and a projector of that name that changes nothing: let in.
    CHECK(station(location, "Zaal-2", "laptop-a").ok());
    CHECK(station(location, "Zaal-3", "laptop-b").ok());
    CHECK(station(location, "Zaal-2", "laptop-b", true).ok());
    // A name only as long as another: not the same station.
    CHECK(station(location, "Zaal-20", "laptop-b").ok());

    // Once the first station has gone, the other computer may take the name.
    first.value().reset();
    QElapsedTimer clock;
    clock.start();
    bool taken = false;
    while (!taken && clock.elapsed() < 3000) { // the server ends the session a moment after
        taken = station(location, "Zaal-2", "laptop-b").ok();
        if (!taken)
            QThread::msleep(50);
    }
    CHECK(taken);
}
