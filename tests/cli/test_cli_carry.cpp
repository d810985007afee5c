// "Spelers van vorig jaar" and "niet publiceren" through nk-bonaken-cli: players carry, players edit
// --niet-publiceren, and both in players list (text and JSON).
#include "clijson.h"
#include "clirun.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <set>

using nlohmann::json;

namespace {

std::string tournament(const QTemporaryDir &dir, const char *file, const char *name,
                       const std::vector<std::string> &players)
{
    const std::string db = dir.filePath(QString::fromUtf8(file)).toStdString();
    cliOk(db, {"new", "--name", name});
    for (const std::string &p : players)
        cliOk(db, {"players", "add", p});
    return db;
}

QByteArray bytes(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace

TEST_CASE("CLI players carry: last year's players with their ids, and skipped when carried again", "[cli][players][carry]")
{
    QTemporaryDir dir;
    const std::string last = tournament(dir, "NK-2025.bonaken", "NK 2025", {"Anna", "Bram", "Cor", "Jan de Vries"});
    cliOk(last, {"players", "edit", "Anna", "--niet-publiceren", "ja"});
    const json before = cliOk(last, {"players", "list"});
    const QByteArray lastBytes = bytes(last);
    const QDateTime lastTime = QFileInfo(QString::fromStdString(last)).lastModified();
    const std::string db = tournament(dir, "NK-2026.bonaken", "NK 2026", {"Jan de Vries"});

    const CliRun text = runCliOn(db, {"players", "carry", last, "--only", "1,3,4", "--aangemeld"}, false);
    INFO(text.out << text.err);
    REQUIRE(text.code == 0);
    CHECK(text.out.rfind("2 spelers overgenomen (startnummers 2 tot en met 3); aangemeld, nog niet aanwezig "
                         "(aanvinken aan de deur).\nLet op: er is al een Jan de Vries (nr. 1), een andere persoon.",
                         0) == 0);
    const json now = cliOk(db, {"players", "list"});
    REQUIRE(now.size() == 3);
    CHECK(now[1]["name"] == "Anna");
    CHECK(now[1]["person_id"] == before[0]["person_id"]);
    CHECK(now[1]["not_published"] == true);
    CHECK(now[1]["present"] == false);
    CHECK(now[2]["name"] == "Cor");
    CHECK(now[2]["person_id"] == before[2]["person_id"]);
    CHECK(now[0]["person_id"] != before[3]["person_id"]); // this year's Jan is another person

    // All of them now: Anna and Cor are here, Jan is warned about again, Bram comes.
    const json all = cliOk(db, {"players", "carry", last});
    CHECK(all["added"] == 1);
    CHECK(all["players"][0]["name"] == "Bram");
    CHECK(all["players"][0]["person_id"] == before[1]["person_id"]);
    REQUIRE(all["skipped"].size() == 3);
    CHECK(all["skipped"][0] == json{{"start_number", 1},
                                    {"name", "Anna"},
                                    {"person_id", before[0]["person_id"]},
                                    {"why", "staat er al: nr. 2"},
                                    {"warning", false}});
    CHECK(all["skipped"][2]["warning"] == true);
    const CliRun again = runCliOn(db, {"players", "carry", last, "--only", "2"}, false);
    CHECK(again.code == 1);
    CHECK(again.err.find("Bram (nr. 2) staat er al: nr. 4.") != std::string::npos);

    // The other file was only read.
    CHECK(bytes(last) == lastBytes);
    CHECK(QFileInfo(QString::fromStdString(last)).lastModified() == lastTime);
    // One change each, undone as one.
    cliOk(db, {"undo"});
    CHECK(cliOk(db, {"players", "list"}).size() == 3);
}

TEST_CASE("CLI players carry: bad input is refused in words, nothing written", "[cli][players][carry]")
{
    QTemporaryDir dir;
    const std::string last = tournament(dir, "vorig.bonaken", "NK 2025", {"Anna"});
    const std::string db = tournament(dir, "nu.bonaken", "NK 2026", {});
    const auto refused = [&](const std::vector<std::string> &args, const std::string &words) {
        const CliRun r = runCliOn(db, args, false);
        INFO(r.out << r.err);
        CHECK(r.code != 0);
        CHECK(r.err.find(words) != std::string::npos);
    };
    refused({"players", "carry"}, "Gebruik: players carry VORIG.bonaken");
    refused({"players", "carry", last, "--only", "1,x"}, "--only is een lijst startnummers");
    refused({"players", "carry", last, "--only", "7"}, "In \"NK 2025\" is geen speler met nr. 7");
    refused({"players", "carry", db}, "is het toernooi dat nu open is");
    refused({"players", "carry", dir.filePath(QStringLiteral("weg.bonaken")).toStdString()}, "bestaat niet");
    CHECK(cliOk(db, {"players", "list"}).empty());
}

TEST_CASE("CLI players edit --niet-publiceren: set, shown in the list, cleared, undone", "[cli][players][person]")
{
    QTemporaryDir dir;
    const std::string db = tournament(dir, "t.bonaken", "NK", {"Anna", "Bram"});
    const json list = cliOk(db, {"players", "list"});
    std::set<std::string> ids;
    for (const json &p : list) {
        CHECK(p["not_published"] == false);
        CHECK(p["person_id"].get<std::string>().size() == 36);
        ids.insert(p["person_id"].get<std::string>());
    }
    CHECK(ids.size() == 2);

    const CliRun set = runCliOn(db, {"players", "edit", "bram", "--niet-publiceren", "ja"}, false);
    REQUIRE(set.code == 0);
    CHECK(set.out == "Speler 2 gewijzigd: Bram; niet publiceren (alleen initialen op de website).\n");
    const CliRun shown = runCliOn(db, {"players", "list"}, false);
    CHECK(shown.out.find("   2  Bram — niet publiceren\n") != std::string::npos);
    CHECK(shown.out.find("   1  Anna\n") != std::string::npos);
    // Another edit keeps the mark; the same mark again is no change.
    cliOk(db, {"players", "edit", "Bram", "--club", "Woubrugge"});
    CHECK(cliOk(db, {"players", "list"})[1]["not_published"] == true);
    CHECK(runCliOn(db, {"players", "edit", "Bram", "--niet-publiceren", "ja"}).code == 1);
    const CliRun wrong = runCliOn(db, {"players", "edit", "Bram", "--niet-publiceren", "misschien"}, false);
    CHECK(wrong.code == 1);
    CHECK(wrong.err.find("--niet-publiceren is ja of nee") != std::string::npos);
    cliOk(db, {"undo"});
    cliOk(db, {"undo"});
    CHECK(cliOk(db, {"players", "list"})[1]["not_published"] == false);
    cliOk(db, {"players", "edit", "Bram", "--niet-publiceren", "ja"});
    const json cleared = cliOk(db, {"players", "edit", "Bram", "--niet-publiceren", "nee"});
    CHECK(cleared["player"]["not_published"] == false);
}
