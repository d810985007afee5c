// nk-bonaken-cli on a tournament file changed behind the program's back (issue 39): the seven
// kinds of damage the damaged-file campaign found opening silently, and a result, a seat and an
// audit line changed with another tool. `check` lists the finding at its place (exit 2); a command
// that writes is refused with that place (exit 2) and the file stays as it was; one that only reads
// says "Let op" first.
#include "clirun.h"
#include "storefixture.h"

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

// Eight players, round 1 drawn, game 1 played at both tables.
void played(const std::string &db)
{
    REQUIRE(on(db, {"new", "--name", "NK Bonaken 2026"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "1"}).code == 0);
    const json tables = json::parse(on(db, {"--format", "json", "tables", "--round", "1"}).out);
    for (int table = 1; table <= 2; ++table) {
        const json &p = tables.at(table - 1).at("players");
        const std::string points = p.at(0).get<std::string>() + "=10," + p.at(1).get<std::string>() + "=8," +
                                   p.at(2).get<std::string>() + "=4," + p.at(3).get<std::string>() + "=0";
        REQUIRE(on(db, {"result", "--round", "1", "--table", std::to_string(table), "--game", "1", "--points", points})
                    .code == 0);
    }
}

struct Damage {
    const char *what;
    std::vector<const char *> sql;
    const char *place; // what `check` and the refusal must name
};

} // namespace

TEST_CASE("CLI: a file changed beside the program is named by check and refused for writing, the file unchanged",
          "[cli][check]")
{
    const std::vector<Damage> damages{
        {"points 99", {"UPDATE game_points SET points = 99 WHERE round = 1 AND table_number = 1 AND game = 1 AND seat = 1"},
         "Spel 1 van tafel 1, ronde 1"},
        {"negative points",
         {"UPDATE game_points SET points = -4 WHERE round = 1 AND table_number = 1 AND game = 1 AND seat = 3"},
         "Spel 1 van tafel 1, ronde 1"},
        {"points as text",
         {"UPDATE game_points SET points = 'tien' WHERE round = 1 AND table_number = 2 AND game = 1 AND seat = 1"},
         "Spel 1 van tafel 2, ronde 1: de punten van plaats 1 zijn geen geheel getal"},
        {"a seat of nobody", {"UPDATE seats SET start_number = 999 WHERE round = 1 AND table_number = 2 AND seat = 4"},
         "Tafel 2, ronde 1: startnummer 999 bestaat niet"},
        {"a table of one", {"DELETE FROM seats WHERE round = 1 AND table_number = 2 AND seat > 1"}, "Tafel 2, ronde 1"},
        {"a name that is no UTF-8", {"UPDATE players SET name = CAST(x'4aff' AS TEXT) WHERE start_number = 3"},
         "Speler nr. 3: de naam is geen geldige tekst (geen UTF-8)"},
        {"a name of a megabyte",
         {"UPDATE players SET name = replace(hex(zeroblob(500000)), '0', 'x') WHERE start_number = 5"},
         "Speler nr. 5"},
        {"a result changed with the sqlite3 tool (10 and 8 swapped)",
         {"UPDATE game_points SET points = 18 - points WHERE round = 1 AND table_number = 1 AND game = 1 AND seat <= 2"},
         "Spel 1 van tafel 1, ronde 1 is buiten het programma om gewijzigd."},
        {"a seat changed with the sqlite3 tool (two players swapped)",
         {"UPDATE seats SET seat = seat + 10 WHERE round = 1 AND table_number = 1 AND seat IN (1, 2)",
          "UPDATE seats SET seat = 13 - seat WHERE round = 1 AND table_number = 1 AND seat > 10"},
         "De indeling van tafel 1 in ronde 1 is buiten het programma om gewijzigd."},
        {"an audit line edited with the sqlite3 tool",
         {"UPDATE audit SET what = 'Niets gebeurd' WHERE id = 3"},
         "Logboekregel "},
    };
    for (const Damage &d : damages) {
        INFO(d.what);
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("NK.bonaken")).toStdString();
        played(db);
        const CliRun clean = runCli({"check", db});
        REQUIRE(clean.code == 0);
        CHECK(clean.out.find("klopt:") != std::string::npos);

        nkbtest::rawSql(db, d.sql);
        const QByteArray before = nkbtest::fileBytes(db);
        const CliRun checked = runCli({"check", db});
        INFO(checked.out.substr(0, 2000));
        CHECK(checked.code == 2);
        CHECK(checked.out.find("klopt niet") != std::string::npos);
        CHECK(checked.out.find(d.place) != std::string::npos);

        const CliRun write = on(db, {"players", "add", "Nieuwkomer"});
        INFO(write.err.substr(0, 2000));
        CHECK(write.code == 2);
        CHECK(write.err.find("Let op: de inhoud van dit toernooi klopt niet") != std::string::npos);
        CHECK(write.err.find("Er is niets veranderd.") != std::string::npos);
        CHECK(nkbtest::fileBytes(db) == before);

        const CliRun read = on(db, {"players", "list"});
        CHECK(read.err.find("Let op: de inhoud van dit toernooi klopt niet") != std::string::npos);
        CHECK(nkbtest::fileBytes(db) == before);
    }
}
