// Exactly once through a lost answer: a real proxy process between the station and the
// server (tests/support/faultproxy.cpp) cuts the connection after the server committed and before
// the station hears it. The station must not say "niet opgeslagen" for what was stored, and a
// retry of the same change (its key) must not act twice: for every kind of change, undo included.
#include "faultproxy.h"
#include "stationsfixture.h"

#include <QElapsedTimer>
#include <QUrl>

#include <csignal>

#include <functional>

using namespace nkb;
using namespace nkbtest;

namespace {

// A station opened through the proxy on the database at `location`.
std::unique_ptr<TournamentStore> stationThrough(const FaultProxy &proxy, const std::string &location, const char *name)
{
    OpenOptions options;
    options.station = name;
    auto opened = TournamentStore::open(proxy.through(location), options);
    REQUIRE(opened.ok());
    return std::move(opened).value();
}

long long auditCount(const RawDb &raw)
{
    return raw.scalar(QStringLiteral("SELECT COUNT(*) FROM audit")).toLongLong();
}

// One change through the proxy with its answer dropped: stored after all (no "niet opgeslagen"),
// one audit entry; the same change sent again under its key is not carried out a second time.
template <typename R>
void onceThroughLostAnswer(const char *what, FaultProxy &proxy, TournamentStore &station, const RawDb &raw,
                           const std::function<R()> &change, const std::function<long long()> &effect)
{
    INFO(what);
    const long long entriesBefore = auditCount(raw);
    const long long effectBefore = effect();
    proxy.command("drop-commit");
    const R first = change();
    INFO((first.ok() ? std::string() : first.error().message));
    CHECK(first.ok());
    CHECK(auditCount(raw) == entriesBefore + 1);
    const long long effectAfter = effect();
    CHECK(effectAfter != effectBefore);
    const long long entry = station.lastChangeId();
    CHECK(entry == raw.scalar(QStringLiteral("SELECT MAX(id) FROM audit")).toLongLong());

    station.setChangeKey(station.lastChangeKey());
    const R again = change();
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().alreadyStored());
    CHECK(again.error().message.find("al opgeslagen") != std::string::npos);
    CHECK(auditCount(raw) == entriesBefore + 1);
    CHECK(effect() == effectAfter);
    CHECK(station.lastChangeId() == entry);
}

} // namespace

TEST_CASE("Stations: a lost answer to COMMIT is looked up, and a retry never acts twice, for every kind of change")
{
    const std::string location = serverDatabase();
    auto made = newTournament(location, 8);
    made.reset();
    FaultProxy proxy;
    const auto opened = stationThrough(proxy, location, "Zaal-2");
    TournamentStore &station = *opened;
    const RawDb raw(location);
    const auto count = [&raw](const char *sql) {
        return std::function<long long()>([&raw, sql] { return raw.scalar(QString::fromUtf8(sql)).toLongLong(); });
    };

    onceThroughLostAnswer<StoreResult<Player>>(
        "a player added", proxy, station, raw, [&] { return station.addPlayer(NewPlayer{"Anna de Vries", "", {}, 1}); },
        count("SELECT COUNT(*) FROM players"));
    onceThroughLostAnswer<StoreResult<std::vector<Player>>>(
        "a list imported", proxy, station, raw,
        [&] { return station.importPlayersCsv("naam\nBram Bos\nCees Kok\n"); }, count("SELECT COUNT(*) FROM players"));
    onceThroughLostAnswer<StoreResult<Player>>(
        "a player corrected", proxy, station, raw,
        [&] { return station.editPlayer(1, NewPlayer{"P1 Jansen", "", {}, 1}); },
        count("SELECT COUNT(*) FROM players WHERE name = 'P1 Jansen'"));
    onceThroughLostAnswer<StoreResult<PlayerChange>>(
        "a player ticked absent", proxy, station, raw, [&] { return station.setPresent(2, false); },
        count("SELECT COUNT(*) FROM players WHERE present = 0"));
    onceThroughLostAnswer<StoreResult<SeatingReport>>(
        "a round seated", proxy, station, raw,
        [&] { return station.setTables(1, {Table{1, {1, 3, 4, 5}}, Table{2, {6, 7, 8, 9}}}); },
        count("SELECT COUNT(*) FROM seats"));
    onceThroughLostAnswer<StoreResult<EnteredGame>>(
        "a paper result", proxy, station, raw,
        [&] {
            return station.enterPoints(GameRef{1, 2, 1}, {{"P6", 10}, {"P7", 8}, {"P8", 4}, {"Anna de Vries", 1}});
        },
        count("SELECT COUNT(*) FROM games"));
    onceThroughLostAnswer<StoreResult<GameResult>>(
        "a game moved", proxy, station, raw,
        [&] {
            return station.moveGame(GameRef{1, 2, 1}, GameRef{1, 2, 2},
                                    [](const std::string &text, const auto &) { return std::optional(text); });
        },
        count("SELECT COUNT(*) FROM games WHERE game = 2"));
    onceThroughLostAnswer<StoreResult<GameResult>>(
        "a game wiped", proxy, station, raw, [&] { return station.deleteGame(GameRef{1, 2, 2}); },
        count("SELECT COUNT(*) FROM games"));
    onceThroughLostAnswer<StoreResult<PlayerChange>>(
        "a withdrawal", proxy, station, raw, [&] { return station.withdrawPlayer("Cees Kok", 2); },
        count("SELECT COUNT(*) FROM players WHERE withdrawn_from_round IS NOT NULL"));
    // Undo: the withdrawal taken back once; sent again, the change before it (the wiped game)
    // must not be taken back too.
    onceThroughLostAnswer<StoreResult<std::string>>(
        "an undo", proxy, station, raw, [&] { return station.undo(); },
        count("SELECT COUNT(*) FROM audit WHERE undone = 1"));
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM games")).toLongLong() == 0);
}

TEST_CASE("Stations: a change the server never received is said to be not stored, and its retry stores it once")
{
    const std::string location = serverDatabase();
    newTournament(location, 4).reset();
    FaultProxy proxy;
    const auto opened = stationThrough(proxy, location, "Zaal-3");
    TournamentStore &station = *opened;
    const RawDb raw(location);

    // Cut before the command: the store reconnects once and carries it out.
    proxy.command("cut");
    REQUIRE(station.addPlayer(NewPlayer{"Dirk Smit", "", {}, 1}).ok());
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM players")).toInt() == 5);

    // A key given for a change that never arrived is simply carried out (once).
    station.setChangeKey("0b7a6c1e-test-key-never-sent");
    REQUIRE(station.addPlayer(NewPlayer{"Eva Mol", "", {}, 1}).ok());
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM audit WHERE change_key = '0b7a6c1e-test-key-never-sent'"))
              .toInt() == 1);
    station.setChangeKey("0b7a6c1e-test-key-never-sent");
    const auto again = station.addPlayer(NewPlayer{"Eva Mol", "", {}, 1});
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().alreadyStored());
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM players")).toInt() == 6);
}

TEST_CASE("Stations: a frozen connection is noticed within seconds, and the change sent again is stored once")
{
    const std::string location = serverDatabase();
    newTournament(location, 4).reset();
    FaultProxy proxy;
    const auto opened = stationThrough(proxy, location, "Zaal-4");
    TournamentStore &station = *opened;
    const RawDb raw(location);

    proxy.freeze();
    QElapsedTimer clock;
    clock.start();
    const auto frozen = station.addPlayer(NewPlayer{"Femke Vos", "", {}, 1});
    const qint64 waited = clock.elapsed();
    const std::string key = station.lastChangeKey();
    proxy.thaw();
    REQUIRE_FALSE(frozen.ok());
    CHECK(frozen.error().serverLost());
    // Not the whole drop: a statement unanswered for 4 s is cut, one new connection tried (3 s).
    CHECK(waited < 8500);
    INFO(waited);

    // The network is back: sent again under its key, it is there exactly once.
    station.setChangeKey(key);
    const auto again = station.addPlayer(NewPlayer{"Femke Vos", "", {}, 1});
    CHECK((again.ok() || again.error().alreadyStored()));
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM players WHERE name = 'Femke Vos'")).toInt() == 1);
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM audit WHERE change_key = '%1'").arg(QString::fromStdString(key)))
              .toInt() == 1);
}
