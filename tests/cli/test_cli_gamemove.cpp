// A game typed at the wrong table, from the command line: result --move-to-table and
// result --delete, each one change that undo takes back.
#include "clirun.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

CliRun on(const std::string &db, std::vector<std::string> args)
{
    args.insert(args.begin(), {"--db", db, "--format", "json"});
    return runCli(args);
}

// "true 10,8,4,1", or "geen".
std::string game(const std::string &db, int table, int number)
{
    const CliRun r = runCli({"--db", db, "export"});
    REQUIRE(r.code == 0);
    INFO(r.out);
    const json doc = json::parse(r.out);
    for (const json &g : doc.at("games"))
        if (g.at("round") == 1 && g.at("table") == table && g.at("game") == number) {
            std::string points;
            for (const json &p : g.value("points", json::array()))
                points += (points.empty() ? "" : ",") + std::to_string(p.get<int>());
            return std::string(g.at("finished").get<bool>() ? "true " : "false ") + points;
        }
    return "geen";
}

} // namespace

TEST_CASE("CLI: result --move-to-table moves a game seat for seat, --delete wipes one, undo takes each back", "[cli][move]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "T"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "1"}).code == 0);
    const json tables = json::parse(on(db, {"tables", "--round", "1"}).out);
    const json &one = tables.at(0).at("players");
    const std::string points = one.at(0).get<std::string>() + "=10," + one.at(1).get<std::string>() + "=8," +
                               one.at(2).get<std::string>() + "=4," + one.at(3).get<std::string>() + "=1";
    REQUIRE(on(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--points", points}).code == 0);

    const CliRun moved = on(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--move-to-table", "2"});
    INFO(moved.out << moved.err);
    REQUIRE(moved.code == 0);
    CHECK(json::parse(moved.out).at("to").at("table") == 2);
    CHECK(game(db, 1, 1) == "geen");
    CHECK(game(db, 2, 1) == "true 10,8,4,1");
    REQUIRE(on(db, {"undo"}).code == 0);
    CHECK(game(db, 1, 1) == "true 10,8,4,1");
    CHECK(game(db, 2, 1) == "geen");
    // Onto a game that has a result: refused, exit 1, nothing moved.
    const json &two = tables.at(1).at("players");
    const std::string points2 = two.at(0).get<std::string>() + "=0," + two.at(1).get<std::string>() + "=4," +
                                two.at(2).get<std::string>() + "=8," + two.at(3).get<std::string>() + "=10";
    REQUIRE(on(db, {"result", "--round", "1", "--table", "2", "--game", "1", "--points", points2}).code == 0);
    CHECK(on(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--move-to-table", "2"}).code == 1);
    CHECK(game(db, 1, 1) == "true 10,8,4,1");

    const CliRun wiped = on(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--delete"});
    REQUIRE(wiped.code == 0);
    CHECK(game(db, 1, 1) == "geen");
    const json log = json::parse(on(db, {"undo", "--list"}).out);
    CHECK(log.back().at("what") == "Spel gewist: ronde 1 tafel 1 spel 1 (10/8/4/1)");
    REQUIRE(on(db, {"undo"}).code == 0);
    CHECK(game(db, 1, 1) == "true 10,8,4,1");
    // Nothing to wipe, and a wrong combination of options: refused.
    CHECK(on(db, {"result", "--round", "1", "--table", "2", "--game", "2", "--delete"}).code == 1);
    CHECK(on(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--delete", "--move-to-table", "2"}).code == 1);
}
