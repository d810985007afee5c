// clock start|pause|resume|adjust|show: the round clock on the command line, as text and JSON;
// every change undone by undo; settings --round-minutes is the duration of a round started
// without --minutes.
#include "clirun.h"

#include <QDateTime>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

std::string seatedTournament(const QTemporaryDir &dir)
{
    const std::string db = dir.filePath(QStringLiteral("klok.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "Klok"}, false).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(runCliOn(db, {"players", "add", name}, false).code == 0);
    REQUIRE(runCliOn(db, {"draw", "--round", "1", "--seed", "1"}, false).code == 0);
    return db;
}

json shown(const std::string &db)
{
    const CliRun r = runCliOn(db, {"clock", "show"});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    return json::parse(r.out);
}

} // namespace

TEST_CASE("CLI: clock start, pause, resume, adjust and show, each undone by undo", "[cli][roundclock]")
{
    QTemporaryDir dir;
    const std::string db = seatedTournament(dir);

    CliRun r = runCliOn(db, {"clock", "show"}, false);
    REQUIRE(r.code == 0);
    CHECK(r.out == "Geen ronde gestart\n");
    CHECK(shown(db).at("state") == "niet gestart");
    CHECK(shown(db).at("round").is_null());

    const auto before = QDateTime::currentSecsSinceEpoch();
    r = runCliOn(db, {"clock", "start", "--round", "1"}, false);
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("Ronde 1 gestart: 45 minuten\nRonde 1: nog 4", 0) == 0);
    CHECK(r.out.find("(van 45:00, gestart om ") != std::string::npos);
    json j = shown(db);
    CHECK(j.at("round") == 1);
    CHECK(j.at("state") == "loopt");
    CHECK(j.at("duration_seconds") == 2700);
    CHECK(j.at("remaining_seconds").get<int>() <= 2700);
    CHECK(j.at("remaining_seconds").get<int>() >= 2700 - 5 - (QDateTime::currentSecsSinceEpoch() - before));
    CHECK(j.at("paused_at").is_null());

    r = runCliOn(db, {"clock", "pause"});
    REQUIRE(r.code == 0);
    j = json::parse(r.out);
    CHECK(j.at("state") == "gepauzeerd");
    CHECK(j.at("done").get<std::string>().rfind("Klok van ronde 1 gepauzeerd", 0) == 0);
    CHECK(runCliOn(db, {"clock", "pause"}).code == 1); // stands still already
    REQUIRE(runCliOn(db, {"clock", "resume"}).code == 0);
    CHECK(shown(db).at("state") == "loopt");

    r = runCliOn(db, {"clock", "adjust", "--minutes", "+5"});
    REQUIRE(r.code == 0);
    CHECK(json::parse(r.out).at("duration_seconds") == 3000);
    REQUIRE(runCliOn(db, {"clock", "adjust", "--minutes", "-40"}).code == 0);
    j = shown(db);
    CHECK(j.at("duration_seconds") == 600);
    CHECK(j.at("state") == "waarschuwing"); // ten minutes or less
    REQUIRE(runCliOn(db, {"clock", "adjust", "--minutes", "-10"}).code == 0);
    r = runCliOn(db, {"clock", "show"}, false);
    CHECK(r.out.rfind("Ronde 1: tijd! (van 0:00, gestart om ", 0) == 0);
    CHECK(shown(db).at("remaining_seconds") == 0);

    // Undo walks back: -10, -40, +5, resume, pause, start.
    for (const int duration : {600, 3000, 2700}) {
        REQUIRE(runCliOn(db, {"undo"}).code == 0);
        CHECK(shown(db).at("duration_seconds") == duration);
    }
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    CHECK(shown(db).at("state") == "gepauzeerd");
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    CHECK(shown(db).at("state") == "loopt");
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    CHECK(shown(db).at("state") == "niet gestart");
}

TEST_CASE("CLI: clock refuses what cannot be done, in Dutch, changing nothing", "[cli][roundclock]")
{
    QTemporaryDir dir;
    const std::string db = seatedTournament(dir);
    CliRun r = runCliOn(db, {"clock", "start"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("Welke ronde start?") != std::string::npos);
    r = runCliOn(db, {"clock", "start", "--round", "2"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("Ronde 2 is nog niet ingedeeld") != std::string::npos);
    r = runCliOn(db, {"clock", "start", "--round", "1", "--minutes", "veel"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("--minutes verwacht een aantal minuten") != std::string::npos);
    CHECK(runCliOn(db, {"clock", "start", "--round", "1", "--minutes", "+-5"}).code == 1);
    CHECK(runCliOn(db, {"clock", "adjust"}).code == 1);
    CHECK(runCliOn(db, {"clock", "stop"}).code == 1);
    CHECK(runCliOn(db, {"clock", "pause", "--round", "1"}).code != 0); // pause knows no options
    r = runCliOn(db, {"clock", "resume"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("Er is nog geen ronde gestart.") != std::string::npos);
    CHECK(shown(db).at("state") == "niet gestart");
}

TEST_CASE("CLI: settings --round-minutes is the duration of a round started without --minutes",
          "[cli][roundclock]")
{
    QTemporaryDir dir;
    const std::string db = seatedTournament(dir);
    CliRun r = runCliOn(db, {"settings"}, false);
    CHECK(r.out.find("Duur van een ronde: 45 minuten") != std::string::npos);
    r = runCliOn(db, {"settings", "--round-minutes", "50"});
    REQUIRE(r.code == 0);
    CHECK(json::parse(r.out).at("round_minutes") == 50);
    CHECK(runCliOn(db, {"settings", "--round-minutes", "0"}).code == 1);
    CHECK(runCliOn(db, {"settings", "--round-minutes", "481"}).code == 1);
    REQUIRE(runCliOn(db, {"clock", "start", "--round", "1"}).code == 0);
    CHECK(shown(db).at("duration_seconds") == 3000);
    CHECK(shown(db).at("round_minutes") == 50);
    // A round of its own length.
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    REQUIRE(runCliOn(db, {"clock", "start", "--round", "1", "--minutes", "30"}).code == 0);
    CHECK(shown(db).at("duration_seconds") == 1800);
}
