// bench_players [N...]: a players' list of N rows (default 1,000, 5,000, 10,000 and 30,000) read
// and checked (readPlayersCsv), then imported into a new tournament file; above the most players
// a tournament holds the import is refused after reading and checking every row, before writing
// one, so its time is that of the checks. Then an export of the most players imported as a new
// tournament. Prints figures; not a test.
#include "store/tournamentstore.h"
#include "tournament/csv.h"
#include "tournament/limits.h"
#include "tournament/tournamentjson.h"

#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace nkb;

namespace {

double millis(const std::function<void()> &f)
{
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::string playersCsv(int rows)
{
    static const char *const clubs[] = {"Boxmeer", "Cuijk", "Grave", "Mill", "Gemert", "Uden", "Oss"};
    std::string csv = "naam,club,categorie\n";
    for (int i = 1; i <= rows; ++i)
        csv += "Speler " + std::to_string(i) + " van Zuid," + clubs[i % 7] + "," +
               (i % 5 == 0 ? "dame" : "") + "\n";
    return csv;
}

std::unique_ptr<TournamentStore> newTournament(const std::string &path)
{
    OpenOptions o;
    o.create = true;
    o.station = "bench";
    auto store = TournamentStore::open(path, o);
    TournamentInfo info;
    info.name = "Bench";
    if (!store || store.value()->createTournament(info))
        std::abort();
    return std::move(store).value();
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty())
        sizes = {1000, limits::kMaxPlayers, 10000, 30000};
    QTemporaryDir dir;
    std::printf("bench_players: a tournament holds at most %d players\n", limits::kMaxPlayers);
    std::printf("%7s %10s %12s  %s\n", "rows", "read ms", "import ms", "import");
    for (const int n : sizes) {
        const std::string csv = playersCsv(n);
        bool read = false;
        const double readMs = millis([&] { read = readPlayersCsv(csv).ok(); });
        auto store = newTournament(dir.filePath(QStringLiteral("csv-%1.bonaken").arg(n)).toStdString());
        std::string outcome;
        const double importMs = millis([&] {
            auto imported = store->importPlayersCsv(csv);
            outcome = imported ? std::to_string(imported->size()) + " spelers"
                               : "geweigerd: " + imported.error().message;
        });
        std::printf("%7d %10.1f %12.1f  %s%s\n", n, readMs, importMs, read ? "" : "(niet gelezen) ",
                    outcome.c_str());
        std::fflush(stdout);
    }

    Tournament t;
    t.info.name = "Bench";
    for (int i = 1; i <= limits::kMaxPlayers; ++i) {
        Player p;
        p.startNumber = i;
        p.name = "Speler " + std::to_string(i);
        p.club = "Uden";
        t.players.push_back(std::move(p));
    }
    const std::string doc = tournamentToJson(t);
    std::string outcome;
    const double jsonMs = millis([&] {
        OpenOptions o;
        o.station = "bench";
        auto imported =
            TournamentStore::importJson(dir.filePath(QStringLiteral("export.bonaken")).toStdString(), doc, o);
        outcome = imported ? "ingelezen" : "geweigerd: " + imported.error().message;
    });
    std::printf("export of %d players as a new tournament: %.1f ms, %s\n", limits::kMaxPlayers, jsonMs,
                outcome.c_str());
    return 0;
}
