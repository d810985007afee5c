// nk-bonaken-cli tables withdraw-code: "Tafelcode intrekken" for a lost phone (docs/table-entry.md).
#include "cli/cli.h"
#include "clirun.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

TEST_CASE("tables withdraw-code: one table's code withdrawn, said in words, undone, and what is not a seated table refused",
          "[cli][tablecode]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "Test"}, false).code == 0);
    for (const char *n : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(runCliOn(db, {"players", "add", n}, false).code == 0);
    REQUIRE(runCliOn(db, {"tables", "set", "--round", "1", "-"}, false).code != 0); // no CSV on stdin: refused
    REQUIRE(runCli({"--db", db, "tables", "set", "--round", "1", "-"}, "tafel,naam\n1,Anna\n1,Bram\n1,Cor\n1,Dirk\n")
                .code == 0);

    const CliRun first = runCliOn(db, {"tables", "withdraw-code", "--round", "1", "--table", "1"});
    INFO(first.err);
    REQUIRE(first.code == 0);
    CHECK(json::parse(first.out).at("generation") == 2);
    const CliRun words = runCliOn(db, {"tables", "withdraw-code", "--round", "1", "--table", "1"}, false);
    CHECK(words.code == 0);
    CHECK(words.out.find("Tafelcode van tafel 1 (ronde 1) ingetrokken") != std::string::npos);
    const CliRun undone = runCliOn(db, {"undo"}, false);
    CHECK(undone.out.find("Tafelcode van tafel 1 van ronde 1 ingetrokken") != std::string::npos);
    CHECK(json::parse(runCliOn(db, {"tables", "withdraw-code", "--round", "1", "--table", "1"}).out).at("generation") ==
          3);

    for (const std::vector<std::string> &bad : std::vector<std::vector<std::string>>{
             {"tables", "withdraw-code", "--round", "1", "--table", "2"},
             {"tables", "withdraw-code", "--round", "2", "--table", "1"}}) {
        const CliRun r = runCliOn(db, bad, false);
        CHECK(r.code == 1);
        CHECK(r.err.find("Er is geen tafel") != std::string::npos);
    }
    for (const std::vector<std::string> &bad : std::vector<std::vector<std::string>>{
             {"tables", "withdraw-code", "--round", "1"},
             {"tables", "withdraw-code", "--table", "1"},
             {"tables", "withdraw-code", "--round", "1", "--table", "0"},
             {"tables", "withdraw-code", "--round", "1", "--table", "1", "extra"}}) {
        const CliRun r = runCliOn(db, bad, false);
        CHECK(r.code == 1);
        CHECK(r.err.find("Gebruik: tables withdraw-code --round R --table T") != std::string::npos);
    }
}
