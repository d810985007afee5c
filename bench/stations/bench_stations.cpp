// Several stations at 200 players, 50 tables of four: how long entering one game takes
// on a file and on the server (127.0.0.1 or a socket, NKB_TEST_PG), and how long from a game
// stored at station A until station B, which only watches (store::ChangeWatch: LISTEN/NOTIFY on
// the server, PRAGMA data_version on a file, as an open window does), has noticed it and read the
// standings that include it. Prints figures (median and worst of 100 games). Run: scripts/pg-test-server.sh run build/bench/stations/bench_stations
#include "store/changewatch.h"
#include "store/engine.h"
#include "store/tournamentstore.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QUuid>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace nkb;

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

struct Figures {
    double median{0};
    double worst{0};
};

Figures figures(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.back()};
}

// A fresh database on the server of `server` (an address whose database is a maintenance one).
std::string freshDatabase(const QString &server)
{
    const QUrl url(server);
    const QString name =
        QStringLiteral("nkb_bench_%1").arg(QUuid::createUuid().toString(QUuid::Id128).left(12));
    const QString connection = QStringLiteral("bench-admin");
    {
        QSqlDatabase db = store::connectServer(connection, server.toStdString());
        if (!db.isOpen() || !QSqlQuery(db).exec(QStringLiteral("CREATE DATABASE ") + name)) {
            std::fprintf(stderr, "Geen server op %s\n", server.toStdString().c_str());
            std::exit(2);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QUrl out = url;
    out.setPath(QLatin1Char('/') + name);
    return out.toString().toStdString();
}

std::unique_ptr<TournamentStore> openAs(const std::string &location, const std::string &station, bool create)
{
    OpenOptions o;
    o.create = create;
    o.station = station;
    auto store = TournamentStore::open(location, o);
    if (!store) {
        std::fprintf(stderr, "%s\n", store.error().message.c_str());
        std::exit(2);
    }
    return std::move(store).value();
}

// 200 players, round 1 seated at 50 tables.
void prepare(TournamentStore &store)
{
    TournamentInfo info;
    info.name = "Bench";
    (void)store.createTournament(info);
    std::string csv = "naam,club,categorie\n";
    for (int i = 1; i <= 200; ++i)
        csv += "Speler " + std::to_string(i) + ",Club " + std::to_string(i % 20) + ",\n";
    (void)store.importPlayersCsv(csv);
    std::vector<Table> tables;
    for (int t = 1; t <= 50; ++t)
        tables.push_back(Table{t, {4 * t - 3, 4 * t - 2, 4 * t - 1, 4 * t}});
    (void)store.setTables(1, tables);
}

// Station A enters 100 games (50 tables, 2 games); B notices each through its watch and reads the
// standings then.
void measure(const char *where, const std::string &location)
{
    {
        auto setup = openAs(location, "setup", true);
        prepare(*setup);
    }
    auto a = openAs(location, "Zaal-1", false);
    auto b = openAs(location, "Zaal-2", false);
    bool noticed = false;
    store::ChangeWatch watch(*b, [&] { noticed = true; });
    std::vector<double> entry;
    std::vector<double> heard;
    std::vector<double> seen;
    for (int t = 1; t <= 50; ++t)
        for (int g = 1; g <= 2; ++g) {
            const auto t0 = Clock::now();
            if (!a->enterGame(GameRef{1, t, g}, GameEntry{{10, 8, 4, 1}, std::nullopt, true, true}).ok())
                std::exit(3);
            entry.push_back(since(t0));
            noticed = false;
            while (!noticed && since(t0) < 5000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            if (!noticed)
                std::exit(4);
            heard.push_back(since(t0));
            auto standings = b->standings();
            if (!standings.ok() || standings->empty())
                std::exit(3);
            seen.push_back(since(t0));
        }
    const Figures e = figures(entry);
    const Figures h = figures(heard);
    const Figures s = figures(seen);
    std::printf("%-22s enter a game: %6.2f ms (worst %6.2f)   stored at A to noticed at B: %6.2f ms (worst "
                "%6.2f), to standings read at B: %6.2f ms (worst %6.2f)\n",
                where, e.median, e.worst, h.median, h.worst, s.median, s.worst);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // the watch's timer and the server's notifications
    const QString server = qEnvironmentVariable("NKB_TEST_PG");
    QTemporaryDir dir;
    std::printf("200 players, 50 tables, 100 games entered at station A; B watches, and reads the standings "
                "after each\n");
    measure("file (SQLite, WAL)", dir.filePath(QStringLiteral("bench.bonaken")).toStdString());
    if (server.isEmpty()) {
        std::printf("server: NKB_TEST_PG not set (scripts/pg-test-server.sh run …): skipped\n");
        return 0;
    }
    measure("server (PostgreSQL)", freshDatabase(server));
    return 0;
}
