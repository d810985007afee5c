// bench_site: the published website of a big day (issue 37, README "Publishing"): 250 players,
// five rounds played, the final played; how long the whole site takes to make (every page, the
// CSV and the JSON), how many files and bytes, the largest page, and the same with an archive of
// three years (a player's other years looked up on each of his pages).
// Run: build/bench/web/bench_site [--players 250] [--repeat 5]
#include "benchkit.h"

#include "store/tournamentstore.h"
#include "web/staticsite.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using nkbbench::cli;

void playRound(const std::string &db, int round)
{
    const nlohmann::json tables = nlohmann::json::parse(cli(db, {"tables", "--round", std::to_string(round)}));
    const nlohmann::json &list = tables.is_array() ? tables : tables["tables"];
    static const int kPoints[] = {10, 8, 4, 1};
    static const int kPointsThree[] = {10, 8, 0}; // a table of three (R54)
    for (const auto &table : list) {
        const auto &players = table["players"];
        for (int game = 1; game <= 2; ++game) {
            std::string points;
            for (std::size_t i = 0; i < players.size(); ++i)
                points += (i ? "," : "") + players[i].get<std::string>() + "=" +
                          std::to_string(players.size() == 3
                                             ? kPointsThree[(i + static_cast<std::size_t>(game)) % 3]
                                             : kPoints[(i + static_cast<std::size_t>(game + round + table["table"].get<int>())) % 4]);
            cli(db, {"result", "--round", std::to_string(round), "--table", std::to_string(table["table"].get<int>()),
                     "--game", std::to_string(game), "--points", points});
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int players = 250;
    int repeat = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::string(argv[i]) == "--players")
            players = std::stoi(argv[i + 1]);
        else if (std::string(argv[i]) == "--repeat")
            repeat = std::stoi(argv[i + 1]);
    }
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    nkbbench::numberedTournament(dir, db, players);
    for (int r = 1; r <= 5; ++r) {
        if (r > 1)
            cli(db, {"draw", "--round", std::to_string(r), "--seed", std::to_string(r)});
        playRound(db, r);
    }
    nkb::OpenOptions options;
    options.readOnly = true;
    auto store = nkb::TournamentStore::open(db, options);
    auto t = store.value()->load();
    if (!t) {
        std::fprintf(stderr, "bench_site: %s\n", t.error().message.c_str());
        return 2;
    }

    const auto measure = [&](const char *what, const std::vector<nkb::Tournament> &years) {
        const std::vector<nkb::web::SiteYear> archive = nkb::web::archiveOf(years);
        std::vector<double> ms;
        nkb::publish::Upload site;
        for (int i = 0; i < repeat; ++i) {
            QElapsedTimer timer;
            timer.start();
            site = nkb::web::siteUpload(archive, archive.front().tree, 1764300000);
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        qint64 bytes = 0;
        qint64 largest = 0;
        QString largestName;
        for (const auto &f : site.treeFiles) {
            bytes += f.bytes.size();
            if (f.bytes.size() > largest) {
                largest = f.bytes.size();
                largestName = f.path;
            }
        }
        std::sort(ms.begin(), ms.end());
        std::printf("%-34s %5zu files %8.1f kB  largest %s %.1f kB  made in %.0f ms (median of %d, min %.0f)\n", what,
                    site.treeFiles.size(), static_cast<double>(bytes) / 1024.0, largestName.toUtf8().constData(),
                    static_cast<double>(largest) / 1024.0, ms[ms.size() / 2], repeat, ms.front());
    };
    std::printf("bench_site: %d players, 5 rounds played\n", players);
    measure("one year", {*t});
    std::vector<nkb::Tournament> three{*t, *t, *t};
    three[1].info.date = "2025-11-29";
    three[2].info.date = "2024-11-30";
    for (auto &y : three)
        for (auto &p : y.players)
            p.personId = "persoon-" + std::to_string(p.startNumber); // everyone carried over
    measure("three years, everyone carried over", three);
    return 0;
}
