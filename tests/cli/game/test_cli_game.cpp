// `nk-bonaken-cli game check FILE|-`: every example game in tests/data/games is judged
// in-process and compared with the fields of its NAME.expected.json (worked out by hand, see the
// README.md there). Exit codes: 0 valid, 1 a broken rule, 2 unreadable or not a game.
#include "cli/cli.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

using Run = CliRun;

fs::path gamesDir()
{
    return fs::path(NKB_TEST_DATA_DIR) / "games";
}

std::vector<fs::path> exampleGames()
{
    std::vector<fs::path> games;
    for (const auto &e : fs::directory_iterator(gamesDir())) {
        const std::string name = e.path().filename().string();
        if (e.path().extension() == ".json" && name.find(".expected.") == std::string::npos)
            games.push_back(e.path());
    }
    std::sort(games.begin(), games.end());
    return games;
}

json readJson(const fs::path &p)
{
    std::ifstream f(p);
    std::stringstream s;
    s << f.rdbuf();
    return json::parse(s.str());
}

// The rule numbers named in warnings ("Regel 27: …" anywhere in the text).
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

// Every field of `expected` must be in `actual` with the same value; objects are compared field
// by field, so an expected file holds only what it asserts.
void compareFields(const json &expected, const json &actual, const std::string &where)
{
    for (const auto &[key, want] : expected.items()) {
        INFO(where << "." << key);
        REQUIRE(actual.contains(key));
        if (want.is_object() && key != "won" && key != "status")
            compareFields(want, actual[key], where + "." + key);
        else
            CHECK(actual[key] == want);
    }
}

void compareWithExpected(const fs::path &game, int exitCode, const std::string &out)
{
    fs::path expectedPath = game;
    expectedPath.replace_extension(".expected.json");
    INFO("expected file " << expectedPath.string());
    REQUIRE(fs::exists(expectedPath));
    const json expected = readJson(expectedPath);
    REQUIRE(expected.contains("exit"));
    CHECK(exitCode == expected["exit"].get<int>());
    json actual;
    REQUIRE_NOTHROW(actual = json::parse(out));
    INFO("output " << out);
    for (const char *key : {"ok", "finished", "gift", "rule"}) {
        if (!expected.contains(key))
            continue;
        INFO(key);
        REQUIRE(actual.contains(key));
        CHECK(actual[key] == expected[key]);
    }
    if (expected.contains("result")) {
        for (const auto &[name, fields] : expected["result"].items()) {
            const auto it = std::find_if(actual["result"].begin(), actual["result"].end(),
                                         [&](const json &p) { return p["name"] == name; });
            INFO("result of " << name);
            REQUIRE(it != actual["result"].end());
            compareFields(fields, *it, "result." + name);
        }
    }
    if (expected.contains("giften")) {
        for (const json &want : expected["giften"]) {
            const int index = want["index"].get<int>();
            INFO("gift " << index);
            REQUIRE(actual["giften"].size() >= static_cast<std::size_t>(index));
            const json &got = actual["giften"][static_cast<std::size_t>(index - 1)];
            json fields = want;
            if (fields.contains("warnings_rules")) {
                CHECK(warningRules(got["warnings"]) == fields["warnings_rules"].get<std::vector<int>>());
                fields.erase("warnings_rules");
            }
            compareFields(fields, got, "gift " + std::to_string(index));
        }
    }
}

} // namespace

TEST_CASE("game check: every example game gives its hand-worked verdict and exit code",
          "[cli][game][R5][R20][R31][R32][R33][R34][R63][R64][R66][R69]")
{
    const auto games = exampleGames();
    REQUIRE(games.size() >= 15);
    std::set<int> exits;
    for (const fs::path &game : games) {
        SECTION(game.filename().string())
        {
            const Run r = runCli({"game", "check", game.string()});
            INFO("stderr " << r.err);
            compareWithExpected(game, r.code, r.out);
        }
        exits.insert(runCli({"game", "check", game.string()}).code);
    }
    // The examples cover all three exit codes.
    CHECK(exits == std::set<int>{0, 1, 2});
}

TEST_CASE("game check: reading the game from standard input with -", "[cli][game]")
{
    std::ifstream f(gamesDir() / "issue-example.json");
    std::stringstream s;
    s << f.rdbuf();
    const Run r = runCli({"game", "check", "-"}, s.str());
    CHECK(r.code == 0);
    const json j = json::parse(r.out);
    CHECK(j["ok"] == true);
    CHECK(j["giften"][0]["next_dealer"] == "Bram");
}

TEST_CASE("game check: exit 1 on a broken rule prints ok false with gift, rule and a Dutch error",
          "[cli][game][R17]")
{
    const Run r = runCli({"game", "check", "-"}, R"({"players": ["Anna","Bram","Cor","Dirk"],
        "giften": [{"bids": [["Bram","40"],["Cor","35"]], "won": true}]})");
    CHECK(r.code == 1);
    const json j = json::parse(r.out);
    CHECK(j["ok"] == false);
    CHECK(j["gift"] == 1);
    CHECK(j["rule"] == 17);
    CHECK(j["error"].get<std::string>().rfind("Regel 17", 0) == 0);
}

TEST_CASE("game check: exit 2 on a missing file, bad JSON, or wrong usage", "[cli][game]")
{
    CHECK(runCli({"game", "check", (gamesDir() / "no-such-file.json").string()}).code == 2);
    CHECK(runCli({"game", "check", "-"}, "not json").code == 2);
    CHECK(runCli({"game", "check", "-"}, "[1, 2]").code == 2);
    CHECK(runCli({"game", "check", "-"}, R"({"players": "Anna"})").code == 2);
    CHECK(runCli({"game", "check", "-"}, R"({"players": ["A","B"], "giften": [{"won": "yes"}]})").code == 2);
    CHECK(runCli({"game"}).code == 2);
    CHECK(runCli({"game", "judge", "x.json"}).code == 2);
}
