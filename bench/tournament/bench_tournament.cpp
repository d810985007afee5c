// A 1,000-player tournament with every game of five rounds entered: how long does entering one
// more game take, and recomputing the standings? Prints figures (median of several runs).
#include "cli/cli.h"
#include "store/tournamentstore.h"
#include "lot/lot.h"
#include "tournament/standings.h"
#include "tournament/tournamentjson.h"

#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <sstream>

using namespace nkb;

namespace {

double millis(const std::function<void()> &f)
{
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

Tournament build(int players, bool lastGame)
{
    Tournament t;
    t.info.name = "Bench";
    for (int i = 1; i <= players; ++i)
        t.players.push_back(
            Player{i, "Speler " + std::to_string(i), "Club " + std::to_string(i % 40), {}, 1, std::nullopt});
    LotRng lot(2026);
    const std::vector<std::vector<int>> outcomes{
        {10, 8, 4, 1}, {10, 10, 4, 1}, {10, 8, 4, 0}, {1, 4, 8, 10}, {8, 10, 1, 4}};
    for (int r = 1; r <= t.info.rounds; ++r) {
        std::vector<int> order(static_cast<std::size_t>(players));
        for (int i = 0; i < players; ++i)
            order[static_cast<std::size_t>(i)] = i + 1;
        lot.shuffle(order);
        Round round{r, {}, 1, "bench"};
        for (int tb = 0; tb < players / 4; ++tb) {
            Table table{tb + 1, std::vector<int>(order.begin() + 4 * tb, order.begin() + 4 * tb + 4)};
            round.tables.push_back(table);
            for (int game = 1; game <= t.info.gamesPerRound; ++game) {
                if (!lastGame && r == t.info.rounds && tb + 1 == players / 4 && game == t.info.gamesPerRound)
                    continue; // the one game left to enter
                t.games.push_back(GameResult{
                    r, tb + 1, game, true, outcomes[lot.below(outcomes.size())], std::nullopt, true, {}, {}});
            }
        }
        t.rounds.push_back(round);
    }
    return t;
}

} // namespace

int main()
{
    constexpr int kPlayers = 1000;
    QTemporaryDir dir;
    const Tournament t = build(kPlayers, false);
    std::printf("bench_tournament: %d players, %zu tables per round, %zu games entered\n", kPlayers,
                t.rounds[0].tables.size(), t.games.size());

    const std::string doc = tournamentToJson(t);
    const std::string path = dir.filePath(QStringLiteral("bench.bonaken")).toStdString();
    double importMs = 0;
    std::unique_ptr<TournamentStore> store;
    importMs = millis([&] {
        auto s = TournamentStore::importJson(path, doc, OpenOptions{false, "bench", 10000});
        if (!s) {
            std::fprintf(stderr, "import failed: %s\n", s.error().message.c_str());
            std::exit(1);
        }
        store = std::move(s).value();
    });
    std::printf("  build the file (import of %zu KB JSON):      %8.1f ms\n", doc.size() / 1024, importMs);

    const int lastTable = kPlayers / 4;
    const auto &seats = t.rounds.back().tables.back().seats;
    auto pointsFor = [&](std::vector<int> pts) {
        std::vector<std::pair<std::string, int>> out;
        for (std::size_t i = 0; i < seats.size(); ++i)
            out.emplace_back(t.player(seats[i])->name, pts[i]);
        return out;
    };
    // Entering the last game, then correcting it: each is one transaction with its audit row.
    std::vector<double> enter;
    const std::vector<std::vector<int>> alternate{{10, 8, 4, 1}, {1, 4, 8, 10}};
    for (int i = 0; i < 15; ++i)
        enter.push_back(millis([&] {
            auto r = store->enterPoints(GameRef{5, lastTable, 2},
                                        pointsFor(alternate[static_cast<std::size_t>(i % 2)]));
            if (!r)
                std::fprintf(stderr, "enter failed: %s\n", r.error().message.c_str());
        }));
    std::printf("  enter one more game (store, file open):      %8.1f ms (first %.1f ms)\n", median(enter),
                enter.front());

    std::vector<double> standingsStore;
    std::size_t rows = 0;
    for (int i = 0; i < 15; ++i)
        standingsStore.push_back(millis([&] { rows = store->standings().value().size(); }));
    std::printf("  standings, read from the file and ranked:    %8.1f ms (%zu rows)\n",
                median(standingsStore), rows);

    const Tournament loaded = store->load().value();
    std::vector<double> standingsPure;
    for (int i = 0; i < 15; ++i)
        standingsPure.push_back(millis([&] { rows = computeStandings(loaded).size(); }));
    std::printf("  standings, ranking only (in memory):         %8.2f ms\n", median(standingsPure));

    std::vector<double> loadOnly;
    for (int i = 0; i < 15; ++i)
        loadOnly.push_back(millis([&] { (void)store->load(); }));
    std::printf("  reading the whole tournament from the file:  %8.1f ms\n", median(loadOnly));

    // What every open does before anything is written (issue 39): the rows against what the program
    // guarantees, the audit's chain and every seal.
    std::vector<double> checkOnly;
    std::size_t findings = 0;
    for (int i = 0; i < 7; ++i)
        checkOnly.push_back(millis([&] { findings = store->check().value().size(); }));
    std::printf("  check of the contents (as on open):          %8.1f ms (%zu findings)\n", median(checkOnly),
                findings);
    store.reset();
    {
        // The NK's own size: 250 players, five rounds played.
        const Tournament day = build(250, false);
        const std::string dayPath = dir.filePath(QStringLiteral("dag.bonaken")).toStdString();
        auto dayStore = TournamentStore::importJson(dayPath, tournamentToJson(day), OpenOptions{false, "bench", 10000});
        std::vector<double> dayCheck;
        for (int i = 0; i < 7 && dayStore; ++i)
            dayCheck.push_back(millis([&] { findings = dayStore.value()->check().value().size(); }));
        if (dayStore)
            std::printf("  the same check, 250 players (%zu games):     %8.1f ms (%zu findings)\n", day.games.size(),
                        median(dayCheck), findings);
    }

    // The command line opens and checks the file (integrity_check) for every command; the check of
    // the contents only when the file is not as this program last left it (store/checkcache.h):
    // "first look" with an empty cache each time, as after a change by another program.
    std::vector<double> cliEnter;
    std::vector<double> cliFirstLook;
    std::vector<double> cliStandings;
    const QByteArray cacheHome = qgetenv("XDG_CACHE_HOME");
    for (int i = 0; i < 14; ++i) {
        const bool firstLook = i >= 7; // the first seven one after another, the file as left
        QTemporaryDir emptyCache;
        if (firstLook)
            qputenv("XDG_CACHE_HOME", emptyCache.path().toUtf8());
        std::string pts;
        const auto p = pointsFor(alternate[static_cast<std::size_t>(i % 2)]);
        for (const auto &[n, v] : p)
            pts += (pts.empty() ? "" : ",") + n + "=" + std::to_string(v);
        std::istringstream in;
        std::ostringstream out;
        std::ostringstream err;
        (firstLook ? cliFirstLook : cliEnter).push_back(millis([&] {
            nkb::cli::run({"--db", path, "result", "--round", "5", "--table", std::to_string(lastTable),
                           "--game", "2", "--points", pts},
                          {in, out, err});
        }));
        if (firstLook) {
            if (cacheHome.isEmpty())
                qunsetenv("XDG_CACHE_HOME");
            else
                qputenv("XDG_CACHE_HOME", cacheHome);
            continue;
        }
        cliStandings.push_back(millis([&] {
            nkb::cli::run({"--db", path, "--format", "json", "standings"}, {in, out, err});
        }));
    }
    std::printf("  CLI result --points (open, enter; the file as left):%5.1f ms\n", median(cliEnter));
    std::printf("  CLI result --points, first look (every row read): %6.1f ms\n", median(cliFirstLook));
    std::printf("  CLI standings --format json (the file as left):  %6.1f ms\n", median(cliStandings));
    return 0;
}
