// new --rules and settings --rules: the rule set of a tournament on the command line (issue 36),
// shown by settings and carried by the export; an unknown name refused without a file; a change
// refused once a result is stored.
#include "clirun.h"

#include "rules/ruleset.h"

#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

// Four players seated at one table in round 1.
void seatFour(const std::string &db)
{
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(runCliOn(db, {"players", "add", name}, false).code == 0);
    REQUIRE(runCliOn(db, {"draw", "--round", "1", "--seed", "1"}, false).code == 0);
}

} // namespace

TEST_CASE("CLI: new --rules hazerswoude+bod25, then settings and the export show it", "[cli][rules]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("kroeg.bonaken")).toStdString();
    CliRun r = runCliOn(db, {"new", "--name", "Kroeg", "--rules", "hazerswoude+bod25"}, false);
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("spelregels: Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25") != std::string::npos);

    r = runCliOn(db, {"settings"}, false);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("Spelregels: Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25 (--rules "
                     "hazerswoude+bod25)\n") != std::string::npos);
    CHECK(r.out.find("\n  De beurt om te delen gaat naar links.\n") != std::string::npos); // a difference from the NK

    const json settings = json::parse(runCliOn(db, {"settings"}).out);
    CHECK(settings.at("rules") == "hazerswoude+bod25");
    CHECK(settings.at("rules_title") == "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    CHECK_FALSE(settings.at("rules_differences").empty());

    const json exported = json::parse(runCliOn(db, {"export"}, false).out);
    CHECK(exported.at("tournament").at("rules") == "hazerswoude+bod25");
}

TEST_CASE("CLI: new without --rules plays by the NK reglement, and any spelling is stored by its name", "[cli][rules]")
{
    QTemporaryDir dir;
    const std::string nk = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCliOn(nk, {"new", "--name", "NK"}).code == 0);
    const json settings = json::parse(runCliOn(nk, {"settings"}).out);
    CHECK(settings.at("rules") == "nk2019");
    CHECK(settings.at("rules_title") == "NK-reglement 2019");
    CHECK(settings.at("rules_differences").empty());

    const std::string other = dir.filePath(QStringLiteral("anders.bonaken")).toStdString();
    const CliRun made = runCliOn(other, {"new", "--name", "Anders", "--rules", "Hazerswoude + ZESKAART100 + bod25"});
    REQUIRE(made.code == 0);
    CHECK(json::parse(made.out).at("tournament").at("rules") == "hazerswoude+bod25+zeskaart100");
}

TEST_CASE("CLI: new --rules with an unknown name is refused and makes no file", "[cli][rules]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("onbekend.bonaken")).toStdString();
    CliRun r = runCliOn(db, {"new", "--name", "X", "--rules", "klaverjas"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("--rules: Onbekende spelregels 'klaverjas': kies nk2019, hazerswoude.") != std::string::npos);
    CHECK_FALSE(QFile::exists(QString::fromStdString(db)));
    r = runCliOn(db, {"new", "--name", "X", "--rules", "nk2019+bod25"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("geen opties") != std::string::npos);
    CHECK_FALSE(QFile::exists(QString::fromStdString(db)));
}

TEST_CASE("CLI: settings --rules before the first result, refused after it", "[cli][rules]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "T"}, false).code == 0);
    seatFour(db);
    CliRun r = runCliOn(db, {"settings", "--rules", "hazerswoude+geenondertroeven"}, false);
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("Spelregels: Hazerswoude-Rijndijk (pagat), met: Niet ondertroeven") != std::string::npos);
    REQUIRE(runCliOn(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--points",
                          "Anna=10,Bram=8,Cor=4,Dirk=0"}, // Hazerswoude: the last is erin
                     false)
                .code == 0);
    r = runCliOn(db, {"settings", "--rules", "nk2019"}, false);
    CHECK(r.code == 1);
    CHECK(r.err.find("De spelregels kunnen niet meer veranderen: er staan al uitslagen (ronde 1 tafel 1 spel 1); die "
                     "zijn onder Hazerswoude-Rijndijk (pagat), met: Niet ondertroeven") != std::string::npos);
    CHECK(json::parse(runCliOn(db, {"settings"}).out).at("rules") == "hazerswoude+geenondertroeven");
}

TEST_CASE("CLI: new --help names every option of the rule sets", "[cli][rules][help]")
{
    const CliRun r = runCli({"new", "--help"});
    REQUIRE(r.code == 0);
    for (const std::string &preset : nkb::rulePresets())
        CHECK(r.out.find(preset) != std::string::npos);
    for (const nkb::RuleOption &option : nkb::ruleOptions()) {
        INFO(option.id);
        CHECK(r.out.find(option.id) != std::string::npos);
    }
}
