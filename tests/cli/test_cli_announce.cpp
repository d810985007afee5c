// nk-bonaken-cli announce (issue 40): the director's message for the room, shown, replaced,
// withdrawn and undone from the command line; refused in Dutch when it is no plain line of text.
#include "clirun.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

TEST_CASE("CLI: announce shows, replaces and withdraws the announcement, and undo takes each back", "[cli][announce]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "T"}).code == 0);
    CHECK(runCliOn(db, {"announce"}, false).out == "Er staat geen mededeling.\n");
    CHECK(json::parse(runCliOn(db, {"announce"}).out).at("announcement").is_null());

    // Words without quotes are one text.
    const CliRun shown = runCliOn(db, {"announce", "Ronde", "2", "is", "geloot:", "kijk", "waar", "je", "zit"}, false);
    INFO(shown.err);
    REQUIRE(shown.code == 0);
    CHECK(shown.out == "Mededeling staat op de projector en de telefoons: Ronde 2 is geloot: kijk waar je zit\n");
    const json now = json::parse(runCliOn(db, {"announce"}).out);
    CHECK(now.at("announcement").at("text") == "Ronde 2 is geloot: kijk waar je zit");
    CHECK(now.at("announcement").at("station").is_string());

    REQUIRE(runCliOn(db, {"announce", "De finale begint over 10 minuten"}).code == 0);
    CHECK(runCliOn(db, {"announce"}, false).out == "Mededeling: De finale begint over 10 minuten\n");
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    CHECK(runCliOn(db, {"announce"}, false).out == "Mededeling: Ronde 2 is geloot: kijk waar je zit\n");

    const CliRun withdrawn = runCliOn(db, {"announce", "--withdraw"});
    REQUIRE(withdrawn.code == 0);
    CHECK(json::parse(withdrawn.out).at("withdrawn") == true);
    CHECK(runCliOn(db, {"announce"}, false).out == "Er staat geen mededeling.\n");
    const CliRun again = runCliOn(db, {"announce", "--withdraw"}, false);
    CHECK(again.code == 1);
    CHECK(again.err.find("Er staat geen mededeling om in te trekken.") != std::string::npos);
    REQUIRE(runCliOn(db, {"undo"}).code == 0);
    CHECK(runCliOn(db, {"announce"}, false).out == "Mededeling: Ronde 2 is geloot: kijk waar je zit\n");
}

TEST_CASE("CLI: announce refuses what is no plain line of text, and text beside --withdraw", "[cli][announce]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "T"}).code == 0);
    const CliRun tooLong = runCliOn(db, {"announce", std::string(201, 'x')}, false);
    CHECK(tooLong.code == 1);
    CHECK(tooLong.err.find("De mededeling is te lang (201 tekens; hoogstens 200).") != std::string::npos);
    const CliRun newline = runCliOn(db, {"announce", "Ronde 2\nis geloot"}, false);
    CHECK(newline.code == 1);
    CHECK(newline.err.find("stuurteken") != std::string::npos);
    const CliRun both = runCliOn(db, {"announce", "Koffie", "--withdraw"}, false);
    CHECK(both.code == 1);
    CHECK(both.err.find("Geef een mededeling of --withdraw, niet allebei.") != std::string::npos);
    CHECK(runCliOn(db, {"announce"}, false).out == "Er staat geen mededeling.\n");
}
