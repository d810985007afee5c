// Several stations at once on one server: four nk-bonaken-cli programs entering 200
// games together, and a station killed with SIGKILL in the middle of its transaction.
#include "stationsfixture.h"
#include "tournament/limits.h"

#include <QElapsedTimer>
#include <QThread>

#include <signal.h>

using namespace nkb;
using namespace nkbtest;

namespace {

// 400 players at 100 tables of four in round 1: 200 games to enter.
std::string serverWithRound(int tables)
{
    const std::string server = serverDatabase();
    auto store = newTournament(server, tables * 4);
    std::vector<Table> seating;
    for (int t = 1; t <= tables; ++t)
        seating.push_back(Table{t, {4 * t - 3, 4 * t - 2, 4 * t - 1, 4 * t}});
    REQUIRE(store->setTables(1, seating).ok());
    return server;
}

} // namespace

TEST_CASE("Stations: four programs enter 200 games at once, nothing lost, nothing doubled, no error",
          "[stations][concurrency]")
{
    constexpr int kTables = 100;
    constexpr int kStations = 4;
    const std::string server = serverWithRound(kTables);
    // Each station a shell loop of nk-bonaken-cli calls, interleaved over the tables so that they
    // write side by side: station s enters tables s, s+4, s+8, … both games.
    std::vector<std::unique_ptr<QProcess>> stations;
    for (int s = 1; s <= kStations; ++s) {
        QString script = QStringLiteral("set -u; fails=0\n");
        for (int t = s; t <= kTables; t += kStations)
            for (int g = 1; g <= 2; ++g) {
                const int a = 4 * t - 3;
                script += QStringLiteral(
                              "\"$0\" --db \"$1\" --station Zaal-%1 result --round 1 --table %2 --game %3 "
                              "--points P%4=10,P%5=8,P%6=4,P%7=1 >/dev/null || fails=$((fails+1))\n")
                              .arg(s)
                              .arg(t)
                              .arg(g)
                              .arg(a + (g - 1))
                              .arg(a + (g % 2))
                              .arg(a + 2)
                              .arg(a + 3);
            }
        script += QStringLiteral("exit $fails\n");
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral("bash"),
                 {QStringLiteral("-c"), script, cliExe(), QString::fromStdString(server)});
        stations.push_back(std::move(p));
    }
    QElapsedTimer clock;
    clock.start();
    for (auto &p : stations) {
        REQUIRE(p->waitForFinished(300000));
        INFO(p->readAllStandardError().toStdString());
        CHECK(p->exitStatus() == QProcess::NormalExit);
        CHECK(p->exitCode() == 0); // no station saw a refusal or an error
    }
    WARN("200 games by 4 stations in " << clock.elapsed() << " ms");

    auto store = reopen(server);
    auto t = store->load();
    REQUIRE(t.ok());
    REQUIRE(t->games.size() == 200);
    for (const auto &g : t->games) {
        INFO("table " << g.table << " game " << g.game);
        CHECK(g.finished);
        CHECK(g.station == "Zaal-" + std::to_string((g.table - 1) % kStations + 1));
        // The declared points landed at the right seats.
        CHECK(g.points == (g.game == 1 ? std::vector<int>{10, 8, 4, 1} : std::vector<int>{8, 10, 4, 1}));
    }
    // One audit entry per game: none lost, none doubled, none a correction.
    int entries = 0;
    const auto log = store->auditLog();
    REQUIRE(log.ok());
    for (const auto &e : log.value())
        if (e.what.rfind("Uitslag ronde 1", 0) == 0)
            ++entries;
    CHECK(entries == 200);
    auto standings = store->standings();
    REQUIRE(standings.ok());
    CHECK(standings->size() == 4 * kTables);
    CHECK(rowOf(standings.value(), "P1").ladder.points == 18);
}

TEST_CASE(
    "Stations: a station killed with SIGKILL in its transaction leaves nothing behind and blocks nobody",
    "[stations][kill]")
{
    const std::string server = serverDatabase();
    {
        auto store = newTournament(server, 4);
    }
    QTemporaryDir dir;
    // A long import (one transaction, thousands of rows, as many as a tournament holds beside the
    // four players there) to be killed halfway.
    const std::string csv = filePath(dir, "aanmeldingen.csv");
    {
        QByteArray text("naam,club,categorie\n");
        for (int i = 1; i <= limits::kMaxPlayers - 4; ++i)
            text += "Deelnemer " + QByteArray::number(i) + ",Club,\n";
        writeBytes(csv, text);
    }
    QProcess station;
    station.start(cliExe(), {QStringLiteral("--db"), QString::fromStdString(server),
                             QStringLiteral("--station"), QStringLiteral("Zaal-3"), QStringLiteral("players"),
                             QStringLiteral("import"), QString::fromStdString(csv)});
    REQUIRE(station.waitForStarted());
    // Wait until it holds the writer's lock (its transaction is open), then kill it.
    const RawDb watcher(serverDatabase()); // any database of the server sees pg_locks of all
    bool inTransaction = false;
    for (int i = 0; i < 3000 && !inTransaction; ++i) {
        inTransaction =
            watcher
                .scalar(QStringLiteral("SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' "
                                       "AND granted"))
                .toInt() > 0;
        if (!inTransaction)
            QThread::msleep(5);
    }
    REQUIRE(inTransaction);
    QThread::msleep(200); // some rows written by now
    ::kill(static_cast<pid_t>(station.processId()), SIGKILL);
    REQUIRE(station.waitForFinished(10000));
    CHECK(station.exitStatus() == QProcess::CrashExit);

    // Another station writes at once: the server rolled the dead one back and freed its lock.
    OpenOptions o;
    o.station = "Zaal-1";
    o.busyTimeoutMs = 5000;
    auto store = TournamentStore::open(server, o);
    REQUIRE(store.ok());
    QElapsedTimer clock;
    clock.start();
    auto added = store.value()->addPlayer(NewPlayer{"Na de crash", "", {}, 1});
    INFO((added.ok() ? std::string() : added.error().message + " / " + added.error().detail));
    REQUIRE(added.ok());
    CHECK(clock.elapsed() < 5000);
    CHECK(added->startNumber == 5); // none of the killed import's numbers were taken
    CHECK(store.value()->players()->size() == 5);
    const auto log = store.value()->auditLog();
    REQUIRE(log.ok());
    for (const auto &e : log.value())
        CHECK(e.station != "Zaal-3");
}

TEST_CASE("Stations: a station whose server connection was cut goes on with the next game, nothing twice",
          "[stations][reconnect]")
{
    const std::string server = serverWithRound(10);
    OpenOptions o;
    o.station = "Zaal-4";
    auto station = TournamentStore::open(server, o);
    REQUIRE(station.ok());
    const RawDb admin(serverDatabase());
    for (int t = 1; t <= 10; ++t) {
        // Every other game the server ends this station's session first, as a restart of the
        // server or a Wi-Fi drop does between two commands.
        if (t % 2 == 0)
            CHECK(admin
                      .scalar(QStringLiteral(
                                  "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE "
                                  "application_name LIKE 'nk-bonaken%' AND datname = '%1'")
                                  .arg(QUrl(QString::fromStdString(server)).path().mid(1)))
                      .toInt() == 1);
        const int a = 4 * t - 3;
        auto entered = station.value()->enterPoints(GameRef{1, t, 1}, {{"P" + std::to_string(a), 10},
                                                                       {"P" + std::to_string(a + 1), 8},
                                                                       {"P" + std::to_string(a + 2), 4},
                                                                       {"P" + std::to_string(a + 3), 1}});
        INFO("table " << t << ": " << (entered.ok() ? std::string() : entered.error().message));
        REQUIRE(entered.ok());
        CHECK_FALSE(entered->correction);
    }
    auto t = station.value()->load();
    REQUIRE(t.ok());
    CHECK(t->games.size() == 10);
    const auto log = station.value()->auditLog();
    REQUIRE(log.ok());
    int results = 0;
    for (const auto &e : log.value())
        results += e.what.rfind("Uitslag", 0) == 0 ? 1 : 0;
    CHECK(results == 10);
}

TEST_CASE("Stations: a window sees that another program wrote (latest change), on a server and in a file",
          "[stations][refresh]")
{
    QTemporaryDir dir;
    for (const std::string &location : {serverWithRound(2), filePath(dir, "NK.bonaken")}) {
        INFO(location);
        if (location.rfind("postgres", 0) != 0) {
            auto made = newTournament(location, 8);
            REQUIRE(made->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
        }
        auto window = reopen(location);
        const auto before = window->latestChangeId();
        REQUIRE(before.ok());
        CHECK(before.value() > 0);
        CHECK(window->latestChangeId().value() == before.value()); // nothing happened
        const Finished other =
            runCliProcess({QStringLiteral("--db"), QString::fromStdString(location), QStringLiteral("--station"),
                           QStringLiteral("Zaal-2"), QStringLiteral("result"), QStringLiteral("--round"),
                           QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("2"), QStringLiteral("--game"),
                           QStringLiteral("1"), QStringLiteral("--points"), QStringLiteral("P5=10,P6=8,P7=4,P8=1")});
        INFO(other.err);
        REQUIRE(other.exitCode == 0);
        const auto after = window->latestChangeId();
        REQUIRE(after.ok());
        CHECK(after.value() > before.value());
        CHECK(window->load().value().game(1, 2, 1) != nullptr);
        CHECK(window->lastChangeId() < after.value()); // not this window's own change
    }
}
