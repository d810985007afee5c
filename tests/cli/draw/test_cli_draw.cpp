// The table draw: draw plan --players N [--rounds 5] [--seed S]
// [--fixed FILE.json], printing {"rounds": [...], "repeats": 0, "three_seats_repeated": 0}.
#include "cli/cli.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Run = CliRun;

nlohmann::json parsed(const Run &r, int code = 0)
{
    INFO("stdout: " << r.out << " stderr: " << r.err);
    REQUIRE(r.code == code);
    REQUIRE(!r.out.empty());
    CHECK(r.out.back() == '\n');
    return nlohmann::json::parse(r.out);
}

// A temporary file that is removed again.
struct TempFile {
    std::filesystem::path path;
    explicit TempFile(const std::string &name, const std::string &content)
        : path(std::filesystem::temp_directory_path() / ("nkb-cli-draw-" + name))
    {
        std::ofstream(path) << content;
    }
    ~TempFile() { std::filesystem::remove(path); }
    TempFile(const TempFile &) = delete;
    TempFile &operator=(const TempFile &) = delete;
};

// Counted from the printed tables, not taken from the printed totals.
int repeatsOf(const nlohmann::json &rounds)
{
    std::map<std::pair<int, int>, int> met;
    for (const auto &round : rounds)
        for (const auto &table : round)
            for (std::size_t i = 0; i < table.size(); ++i)
                for (std::size_t j = i + 1; j < table.size(); ++j)
                    ++met[std::minmax(table[i].get<int>(), table[j].get<int>())];
    int sum = 0;
    for (const auto &[pair, times] : met)
        sum += std::max(0, times - 1);
    return sum;
}

std::set<int> seatedIn(const nlohmann::json &round)
{
    std::set<int> s;
    for (const auto &table : round)
        for (const auto &p : table)
            CHECK(s.insert(p.get<int>()).second);
    return s;
}

std::set<int> range(int from, int to)
{
    std::set<int> s;
    for (int p = from; p <= to; ++p)
        s.insert(p);
    return s;
}

} // namespace

TEST_CASE("cli draw plan: five rounds for 16 players numbered 1..16, no repeats", "[cli][draw]")
{
    const auto j = parsed(runCli({"draw", "plan", "--players", "16", "--seed", "7"}));
    REQUIRE(j["rounds"].size() == 5);
    for (const auto &round : j["rounds"]) {
        CHECK(round.size() == 4);
        CHECK(seatedIn(round) == range(1, 16));
    }
    CHECK(j["repeats"] == 0);
    CHECK(j["three_seats_repeated"] == 0);
    CHECK(repeatsOf(j["rounds"]) == 0);
    CHECK(j["seed"] == 7);
}

TEST_CASE("cli draw plan: --rounds and tables of three", "[cli][draw]")
{
    const auto j = parsed(runCli({"draw", "plan", "--players", "17", "--rounds", "3", "--seed", "1"}));
    REQUIRE(j["rounds"].size() == 3);
    for (const auto &round : j["rounds"]) {
        std::multiset<std::size_t> sizes;
        for (const auto &table : round)
            sizes.insert(table.size());
        CHECK(sizes == std::multiset<std::size_t>{3, 3, 3, 4, 4}); // 17 mod 4 = 1: three tables of 3
    }
    // 3 rounds x 9 seats at tables of three = 27 > 17 players: 10 repeats are forced, no more.
    CHECK(j["three_seats_repeated"] == 10);
}

TEST_CASE("cli draw plan: the same seed prints the same draw", "[cli][draw]")
{
    const auto a = runCli({"draw", "plan", "--players", "23", "--seed", "2026"});
    const auto b = runCli({"draw", "plan", "--seed", "2026", "--players", "23"});
    CHECK(a.code == 0);
    CHECK(a.out == b.out);
    const auto c = runCli({"draw", "plan", "--players", "23", "--seed", "2027"});
    CHECK(c.out != a.out);
}

TEST_CASE("cli draw plan --fixed: played rounds first and unchanged, then the new field", "[cli][draw]")
{
    const auto first = parsed(runCli({"draw", "plan", "--players", "20", "--seed", "3"}));
    nlohmann::json played = nlohmann::json::array({first["rounds"][0], first["rounds"][1]});
    const TempFile file("fixed.json", played.dump());
    // Player 15 withdraws, 21 arrives after round 2.
    const auto j = parsed(
        runCli({"draw", "plan", "--players", "1-14,16-21", "--fixed", file.path.string(), "--seed", "4"}));
    REQUIRE(j["rounds"].size() == 5);
    CHECK(j["rounds"][0] == first["rounds"][0]);
    CHECK(j["rounds"][1] == first["rounds"][1]);
    std::set<int> present = range(1, 21);
    present.erase(15);
    for (int r = 2; r < 5; ++r)
        CHECK(seatedIn(j["rounds"][r]) == present);
    CHECK(repeatsOf(j["rounds"]) == 0);
    CHECK(j["repeats"] == 0);
}

TEST_CASE("cli draw plan --fixed: the printed object itself is accepted", "[cli][draw]")
{
    const auto first = runCli({"draw", "plan", "--players", "12", "--rounds", "2", "--seed", "9"});
    REQUIRE(first.code == 0);
    const TempFile file("object.json", first.out);
    const auto j = parsed(runCli({"draw", "plan", "--fixed", file.path.string(), "--seed", "9"}));
    REQUIRE(j["rounds"].size() == 5);
    const auto before = nlohmann::json::parse(first.out);
    CHECK(j["rounds"][0] == before["rounds"][0]);
    CHECK(j["rounds"][1] == before["rounds"][1]);
    CHECK(seatedIn(j["rounds"][4]) == range(1, 12));
    CHECK(j["repeats"] == 24); // the known minimum for 12 players over five rounds
}

TEST_CASE("cli draw plan: refused input prints ok false with a Dutch message and exits 1", "[cli][draw]")
{
    const std::vector<std::vector<std::string>> cases = {
        {"draw", "plan", "--players", "5"},
        {"draw", "plan", "--players", "0"},
        {"draw", "plan", "--players", "1-x"},
        {"draw", "plan", "--players", "3-1"},
        {"draw", "plan"},
        {"draw", "plan", "--players", "16", "--rounds", "0"},
        {"draw", "plan", "--players", "16", "--seed", "-1"},
        {"draw", "plan", "--players", "16", "--seed"},
        {"draw", "schuif", "--players", "16"},
    };
    for (const auto &argv : cases) {
        CAPTURE(argv);
        const auto j = parsed(runCli(argv), 1);
        CHECK(j["ok"] == false);
        CHECK_FALSE(j["error"].get<std::string>().empty());
    }
    const auto five = parsed(runCli({"draw", "plan", "--players", "5"}), 1);
    CHECK(five["error"].get<std::string>().find("geen tafels van 3 en 4") != std::string::npos);
}

TEST_CASE("cli draw plan --fixed: a wrong round in the file is refused (exit 1)", "[cli][draw]")
{
    const TempFile five("five.json", "[[[1,2,3,4,5],[6,7,8,9]]]");
    const auto j = parsed(runCli({"draw", "plan", "--players", "9", "--fixed", five.path.string()}), 1);
    CHECK(j["error"].get<std::string>().find("3 of 4") != std::string::npos);
    const TempFile twice("twice.json", "[[[1,2,3,4],[4,5,6,7]]]");
    parsed(runCli({"draw", "plan", "--players", "8", "--fixed", twice.path.string()}), 1);
    const TempFile shape("shape.json", "{\"rondes\": []}");
    parsed(runCli({"draw", "plan", "--players", "8", "--fixed", shape.path.string()}), 1);
    const TempFile word("word.json", "[[[1,2,3,\"Anna\"]]]");
    parsed(runCli({"draw", "plan", "--players", "8", "--fixed", word.path.string()}), 1);
}

TEST_CASE("cli draw plan --fixed: a file that cannot be used exits 2", "[cli][draw]")
{
    const auto missing =
        parsed(runCli({"draw", "plan", "--players", "16", "--fixed", "/nonexistent/nkb/fixed.json"}), 2);
    CHECK(missing["ok"] == false);
    const TempFile garbage("garbage.json", "{ dit is geen json");
    const auto bad = parsed(runCli({"draw", "plan", "--players", "16", "--fixed", garbage.path.string()}), 2);
    CHECK(bad["ok"] == false);
}
