// Settings --table-of-three chooses how a table of three
// scores (a named choice), shows it, and refuses a change once a table of three has a result.
#include "clirun.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

CliRun on(const std::string &db, std::vector<std::string> args)
{
    args.insert(args.begin(), {"--db", db});
    return runCli(args);
}

} // namespace

TEST_CASE(
    "CLI: settings --table-of-three names the choice, and it holds from the first result at a table of three",
    "[cli][three]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "T"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);

    const CliRun shown = on(db, {"settings"});
    REQUIRE(shown.code == 0);
    CHECK(shown.out.find("Tafel van drie telt: 10/8/4 (standaard") != std::string::npos);

    const CliRun bad = on(db, {"settings", "--table-of-three", "10/8/2"});
    CHECK(bad.code != 0);
    CHECK(bad.err.find("10/8/1") != std::string::npos); // the choices are listed

    const CliRun set = on(db, {"--format", "json", "settings", "--table-of-three", "letterlijk"});
    INFO(set.out << set.err);
    REQUIRE(set.code == 0);
    CHECK(json::parse(set.out).at("table_of_three_places") == json::array({10, 8, 1}));

    // Seven players: a table of four and a table of three.
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "3"}).code == 0);
    const json tables = json::parse(on(db, {"--format", "json", "tables", "--round", "1"}).out);
    json three;
    for (const json &t : tables)
        if (t.at("players").size() == 3)
            three = t;
    REQUIRE(three.is_object());
    const json &p = three.at("players");
    const std::string table = std::to_string(three.at("table").get<int>());
    const auto points = [&](int a, int b, int c) {
        return p.at(0).get<std::string>() + "=" + std::to_string(a) + "," + p.at(1).get<std::string>() + "=" +
               std::to_string(b) + "," + p.at(2).get<std::string>() + "=" + std::to_string(c);
    };
    // Under 10/8/1 a 4 is no place at a table of three (R57 read literally).
    CHECK(on(db, {"result", "--round", "1", "--table", table, "--game", "1", "--points", points(10, 8, 4)})
              .code != 0);
    REQUIRE(on(db, {"result", "--round", "1", "--table", table, "--game", "1", "--points", points(10, 8, 1)})
                .code == 0);

    const CliRun late = on(db, {"settings", "--table-of-three", "10/8/4"});
    CHECK(late.code != 0);
    CHECK(late.err.find("tafel van drie") != std::string::npos);
    CHECK(on(db, {"settings"}).out.find("Tafel van drie telt: 10/8/1 (letterlijk") != std::string::npos);
}
