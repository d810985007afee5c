// Station names on the command line (item 11): --station is bounded and free of control
// and invisible characters, refused in Dutch with nothing stored; undo --list gives one line per
// change even for a name an older file holds with a newline in it.
#include "clirun.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QUuid>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>
#include <utility>

using nlohmann::json;

namespace {

CliRun on(const std::string &db, std::vector<std::string> args, bool asJson = true)
{
    return runCliOn(db, std::move(args), asJson);
}

std::string fourPlayers(const QTemporaryDir &dir)
{
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "NK"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    return db;
}

} // namespace

TEST_CASE("CLI: a station name with a newline, tab, RTL override, zero width or 20000 characters is refused",
          "[cli][station]")
{
    QTemporaryDir dir;
    const std::string db = fourPlayers(dir);
    const std::string before = on(db, {"export"}, false).out;
    const std::string forged = "Zaal-1\n    99  2026-11-07T12:00:00Z  Wedstrijdtafel  Uitslag";
    for (const std::string &station :
         {forged, std::string("Zaal\t2"), std::string("Zaal-2\xE2\x80\xAE"), std::string("Zaal\xE2\x80\x8B-2"),
          std::string(20000, 'z'), std::string(41, 'z')}) {
        INFO(station.substr(0, 60));
        for (bool after : {false, true}) {
            std::vector<std::string> args{"players", "add", "Eef"};
            if (after)
                args.insert(args.end(), {"--station", station});
            else
                args.insert(args.begin(), {"--station", station});
            const CliRun r = on(db, args);
            INFO("stdout: " << r.out << " stderr: " << r.err);
            CHECK(r.code == 1);
            const json j = json::parse(r.out);
            CHECK(j.at("ok") == false);
            CHECK(j.at("error").get<std::string>().rfind("--station: De naam van het station ", 0) == 0);
        }
        const CliRun text = on(db, {"--station", station, "players", "add", "Eef"}, false);
        CHECK(text.code == 1);
        CHECK(text.err.rfind("Geweigerd: --station: De naam van het station ", 0) == 0);
    }
    CHECK(on(db, {"export"}, false).out == before);
    // A name that may be one is used.
    REQUIRE(on(db, {"--station", "Zaal-2 (bij de bar)", "players", "add", "Eef"}).code == 0);
    CHECK(on(db, {"undo", "--list"}, false).out.find("  Zaal-2 (bij de bar)  ") != std::string::npos);
}

TEST_CASE("CLI: undo --list gives one line per change, whatever an older file holds as a station name",
          "[cli][station]")
{
    QTemporaryDir dir;
    const std::string db = fourPlayers(dir);
    // Written into the file as a version without the check could have stored it.
    const QString connection = QUuid::createUuid().toString();
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        sql.setDatabaseName(QString::fromStdString(db));
        REQUIRE(sql.open());
        QSqlQuery q(sql);
        REQUIRE(q.exec(QStringLiteral("UPDATE audit SET station = 'Zaal-1' || char(10) || '    99  "
                                      "2026-11-07T12:00:00Z  Wedstrijdtafel  Uitslag nep' WHERE id = 2")));
        q.finish();
        sql.close();
    }
    QSqlDatabase::removeDatabase(connection);
    const CliRun list = on(db, {"undo", "--list"}, false);
    REQUIRE(list.code == 0);
    std::istringstream lines(list.out);
    std::string line;
    int count = 0;
    while (std::getline(lines, line)) {
        ++count;
        CHECK(line.rfind("    99", 0) != 0); // the forged entry is no line of its own
        CHECK(line.rfind("     ", 0) == 0); // every line starts with its number, right-aligned
    }
    CHECK(count == 5); // new and four players
    CHECK(list.out.find("Zaal-1\xEF\xBF\xBD    99") != std::string::npos);
}
