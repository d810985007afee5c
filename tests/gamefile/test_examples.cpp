// Every example game in tests/data/games judged by the game checker itself (without the CLI, so
// the Qt-free build checks them too) and compared with the fields of its NAME.expected.json,
// worked out by hand in the README.md there. Exit: 0 valid, 1 a broken rule, 2 not a game.
// tests/cli/game/test_cli_game.cpp does the same through `nk-bonaken-cli game check`.
#include "gamefile/gamecheck.h"
#include "nkrules.h"
#include "gamefile/gamejson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using nkb::test::kNk;

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string readText(const fs::path &p)
{
    std::ifstream f(p);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

// The rule numbers named in warnings ("Regel 27: …" anywhere in the text), sorted, unique.
std::vector<int> warningRules(const json &warnings)
{
    std::vector<int> rules;
    static const std::regex re("Regel ([0-9]+)");
    for (const auto &w : warnings) {
        const std::string s = w.get<std::string>();
        for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
            rules.push_back(std::stoi((*it)[1].str()));
    }
    std::sort(rules.begin(), rules.end());
    rules.erase(std::unique(rules.begin(), rules.end()), rules.end());
    return rules;
}

// Every field of `expected` is in `actual` with the same value.
void compareFields(const json &expected, const json &actual, const std::string &where)
{
    for (const auto &[key, want] : expected.items()) {
        if (key == "warnings_rules" || key == "index")
            continue;
        INFO(where << "." << key);
        REQUIRE(actual.contains(key));
        CHECK(actual[key] == want);
    }
}

} // namespace

TEST_CASE("Every example game gives its hand-worked verdict", "[gamefile][examples]")
{
    std::vector<fs::path> games;
    for (const auto &e : fs::directory_iterator(fs::path(NKB_TEST_DATA_DIR) / "games")) {
        const std::string name = e.path().filename().string();
        if (e.path().extension() == ".json" && name.find(".expected.") == std::string::npos)
            games.push_back(e.path());
    }
    std::sort(games.begin(), games.end());
    REQUIRE(games.size() >= 15);
    for (const fs::path &game : games) {
        INFO("game " << game.filename().string());
        fs::path expectedPath = game;
        expectedPath.replace_extension(".expected.json");
        REQUIRE(fs::exists(expectedPath));
        const json expected = json::parse(readText(expectedPath));
        auto parsed = nkb::parseGameJson(readText(game));
        if (std::holds_alternative<nkb::GameParseError>(parsed)) {
            CHECK(expected["exit"] == 2);
            continue;
        }
        const nkb::GameVerdict verdict = nkb::checkGame(std::get<nkb::GameRecord>(parsed), kNk);
        const json actual = nkb::verdictToJson(verdict);
        INFO("verdict " << actual.dump());
        CHECK(expected["exit"] == (verdict.ok ? 0 : 1));
        for (const char *key : {"ok", "finished", "gift", "rule"})
            if (expected.contains(key)) {
                INFO(key);
                REQUIRE(actual.contains(key));
                CHECK(actual[key] == expected[key]);
            }
        if (expected.contains("result"))
            for (const auto &[name, fields] : expected["result"].items()) {
                const auto it = std::find_if(actual["result"].begin(), actual["result"].end(),
                                             [&](const json &p) { return p["name"] == name; });
                INFO("result of " << name);
                REQUIRE(it != actual["result"].end());
                compareFields(fields, *it, "result." + name);
            }
        if (expected.contains("giften"))
            for (const json &want : expected["giften"]) {
                const int index = want["index"].get<int>();
                INFO("gift " << index);
                REQUIRE(actual["giften"].size() >= static_cast<std::size_t>(index));
                const json &got = actual["giften"][static_cast<std::size_t>(index - 1)];
                if (want.contains("warnings_rules"))
                    CHECK(warningRules(got["warnings"]) == want["warnings_rules"].get<std::vector<int>>());
                compareFields(want, got, "gift " + std::to_string(index));
            }
    }
}
