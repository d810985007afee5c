// The door (docs/nk-day.md): check-in and check-out, a misspelt name fixed, a player removed before he
// is seated; through nk-bonaken-cli, each refused input changing nothing.
#include "clirun.h"

#include <QFile>

#include <algorithm>
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

json players(const std::string &db)
{
    const CliRun r = on(db, {"players", "list"});
    REQUIRE(r.code == 0);
    return json::parse(r.out);
}

const json &byName(const json &list, const std::string &name)
{
    const json &arr = list.is_array() ? list : list.at("players");
    for (const json &p : arr)
        if (p.at("name") == name)
            return p;
    FAIL("no player " << name);
    return arr.at(0);
}

std::string newFile(const QTemporaryDir &dir)
{
    const std::string db = dir.filePath(QStringLiteral("deur.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "Deur"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Eef"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    return db;
}

} // namespace

TEST_CASE("Door: checkout leaves a player out of the draw, checkin brings him back", "[cli][players]")
{
    QTemporaryDir dir;
    const std::string db = newFile(dir);
    REQUIRE(on(db, {"players", "checkout", "Eef"}).code == 0);
    CHECK(byName(players(db), "Eef").at("present") == false);
    // Four present: one table of four in round 1, without Eef.
    const CliRun drawn = on(db, {"draw", "--round", "1", "--seed", "3"});
    REQUIRE(drawn.code == 0);
    const json d = json::parse(drawn.out);
    REQUIRE(d.at("tables").size() == 1);
    for (const json &name : d.at("tables").at(0).at("players"))
        CHECK(name != "Eef");
    REQUIRE(on(db, {"players", "checkin", "Eef"}).code == 0);
    CHECK(byName(players(db), "Eef").at("present") == true);
}

TEST_CASE("Door: a misspelt name is fixed and keeps its start number, undo restores it", "[cli][players]")
{
    QTemporaryDir dir;
    const std::string db = newFile(dir);
    const int number = byName(players(db), "Cor").at("start_number").get<int>();
    REQUIRE(on(db, {"players", "edit", "Cor", "--name", "Cor de Wit", "--club", "Leimuiden"}).code == 0);
    const json list = players(db);
    const json &edited = byName(list, "Cor de Wit");
    CHECK(edited.at("start_number") == number);
    CHECK(edited.at("club") == "Leimuiden");
    REQUIRE(on(db, {"undo"}).code == 0);
    CHECK(byName(players(db), "Cor").at("start_number") == number);
}

TEST_CASE("Door: remove before the first draw, refused once seated", "[cli][players]")
{
    QTemporaryDir dir;
    const std::string db = newFile(dir);
    REQUIRE(on(db, {"players", "remove", "Dirk"}).code == 0);
    const json list = players(db);
    const json &arr = list.is_array() ? list : list.at("players");
    CHECK(arr.size() == 4);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "1"}).code == 0);
    const CliRun refused = on(db, {"players", "remove", "Anna"});
    CHECK(refused.code == 1);
    CHECK(json::parse(refused.out).at("ok") == false);
    CHECK(players(db).dump() == list.dump()); // nothing changed
    CHECK(on(db, {"players", "remove", "Niemand"}).code == 1);
}

TEST_CASE("Door: players import --only-new adds the late sign-ups from the whole list again",
          "[cli][players][import]")
{
    QTemporaryDir dir;
    const std::string db = newFile(dir);
    const std::string csv = dir.filePath(QStringLiteral("lijst.csv")).toStdString();
    {
        QFile f(QString::fromStdString(csv));
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("naam,club\nAnna,X\nbram,Y\nFrits,Z\n");
    }
    const CliRun whole = on(db, {"players", "import", csv});
    CHECK(whole.code == 1);
    CHECK(players(db).size() == 5);
    const CliRun onlyNew = on(db, {"players", "import", csv, "--only-new"});
    INFO(onlyNew.out << onlyNew.err);
    REQUIRE(onlyNew.code == 0);
    CHECK(json::parse(onlyNew.out).at("added") == 1);
    CHECK(byName(players(db), "Frits").at("start_number") == 6);
}

TEST_CASE("Late entry into a drawn round without results: one message, the round he really plays in",
          "[cli][players][late]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("laat.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "Laat"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Eef", "Fien", "Gijs", "Hans"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "3"}).code == 0);
    const CliRun late = runCli({"--db", db, "players", "late", "Ilse", "--from-round", "1"});
    INFO(late.out << late.err);
    REQUIRE(late.code == 0);
    // "speelt mee vanaf ronde 3" and then "Let op: … vanaf ronde 4" no more: one line.
    CHECK(late.out.find("Let op") == std::string::npos);
    CHECK(std::count(late.out.begin(), late.out.end(), '\n') == 1);
    CHECK(late.out.rfind("9 Ilse speelt mee vanaf ronde 1: ronde 1 had nog geen uitslagen en is opnieuw geloot", 0) ==
          0);
    // And he is really seated in round 1.
    const CliRun seating = on(db, {"players", "list"});
    const json list = json::parse(seating.out);
    CHECK(byName(list, "Ilse").at("joins_from_round") == 1);
    const CliRun round = runCli({"--db", db, "export", "seating", "--round", "1", "--format", "csv", "-o", "-"});
    INFO(round.out << round.err);
    REQUIRE(round.code == 0);
    CHECK(round.out.find("Ilse") != std::string::npos);
}

TEST_CASE("Standings before any game: nobody is level over the final cut yet", "[cli][standings]")
{
    QTemporaryDir dir;
    const std::string db = newFile(dir);
    for (const char *name : {"Fien", "Gijs", "Hans"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "3"}).code == 0);
    const CliRun standings = runCli({"--db", db, "standings"});
    INFO(standings.out << standings.err);
    REQUIRE(standings.code == 0);
    CHECK(standings.out.find("Anna") != std::string::npos);
    CHECK(standings.out.find("finalegrens") == std::string::npos);
    const json rows = json::parse(on(db, {"standings"}).out);
    for (const json &r : rows)
        CHECK(r.at("tie_at_cut") == false);
}
