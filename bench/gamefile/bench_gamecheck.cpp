// Judging a whole game (parse + every gift) as the entry screen does after each typed gift.
// Prints microseconds per judgement for every example game and for a long game of 30 gifts.
#include "gamefile/gamecheck.h"
#include "gamefile/gamejson.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

double microsPerJudgement(const std::string &text, int repeats)
{
    const auto start = std::chrono::steady_clock::now();
    int ok = 0;
    for (int i = 0; i < repeats; ++i) {
        auto parsed = nkb::parseGameJson(text);
        if (auto *game = std::get_if<nkb::GameRecord>(&parsed))
            ok += nkb::checkGame(*game, nkb::RuleSet::nk2019()).ok ? 1 : 0;
    }
    const auto end = std::chrono::steady_clock::now();
    (void)ok;
    return std::chrono::duration<double, std::micro>(end - start).count() / repeats;
}

// A long game: many redeals and gifts at a table of four before it ends (summaries, as typed).
std::string longGame()
{
    std::string giften;
    auto add = [&](const std::string &g) { giften += (giften.empty() ? "" : ",") + g; };
    for (int i = 0; i < 24; ++i)
        add(R"({"redeal": true})");
    add(R"({"spelers":["A"],"contract":"40","trump":"H","roem":20,"points":30})");
    add(R"({"spelers":["A"],"contract":"105","trump":"S","points":110})");
    add(R"({"spelers":["A"],"contract":"60","won":true})");
    add(R"({"spelers":["B","C"],"contract":"misere","tricks":{"B":0,"C":1}})");
    add(R"({"spelers":["B"],"contract":"bonaak","won":true})");
    add(R"({"spelers":["C"],"contract":"80","won":false})");
    return R"({"players":["A","B","C","D"],"giften":[)" + giften + "]}";
}

} // namespace

int main()
{
    std::printf("%-48s %10s\n", "game", "us/check");
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(NKB_GAMES_DIR)) {
        const auto name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name.find(".expected.") == std::string::npos)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    double worst = 0;
    for (const auto &path : files) {
        std::ifstream in(path);
        std::stringstream ss;
        ss << in.rdbuf();
        const double us = microsPerJudgement(ss.str(), 200);
        worst = std::max(worst, us);
        std::printf("%-48s %10.1f\n", path.filename().string().c_str(), us);
    }
    const double longUs = microsPerJudgement(longGame(), 2000);
    std::printf("%-48s %10.1f\n", "long game (30 gifts, summaries)", longUs);
    std::printf("worst example: %.2f ms (target for a referee: under 50 ms)\n", std::max(worst, longUs) / 1000.0);
    return 0;
}
