// Nothing lost, nothing destroyed: every input error is a Dutch
// refusal with exit 1 and nothing stored — invalid UTF-8, a misspelt option, a round that does not
// exist, an empty category, names that are the same name, absurd values, deep JSON, 1e999.
#include "clirun.h"

#include "rules/textinput.h"

#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <sstream>
#include <utility>

using nlohmann::json;

namespace {

CliRun on(const std::string &db, std::vector<std::string> args, bool asJson = true)
{
    return runCliOn(db, std::move(args), asJson);
}

std::string exported(const std::string &db)
{
    const CliRun r = on(db, {"export"}, false);
    REQUIRE(r.code == 0);
    return r.out;
}

// A tournament of eight players, round 1 drawn.
std::string eight(const QTemporaryDir &dir, const char *file = "nk.bonaken")
{
    const std::string db = dir.filePath(QString::fromUtf8(file)).toStdString();
    REQUIRE(on(db, {"new", "--name", "NK"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Eef", "Fien", "Gijs", "Hans"})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    REQUIRE(on(db, {"draw", "--round", "1", "--seed", "1"}).code == 0);
    return db;
}

std::string writeFile(const QTemporaryDir &dir, const char *name, const std::string &content)
{
    const std::string path = dir.filePath(QString::fromUtf8(name)).toStdString();
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

json refusal(const CliRun &r)
{
    INFO("stdout: " << r.out << " stderr: " << r.err);
    REQUIRE(r.code == 1);
    const json j = json::parse(r.out);
    CHECK(j.at("ok") == false);
    return j;
}

} // namespace

TEST_CASE("Invalid UTF-8 on the command line is refused, nothing stored", "[cli][hostile]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const std::string before = exported(db);
    const json j = refusal(on(db, {"players", "add", "Piet \xFE"}));
    CHECK(j.at("error") ==
          "Argument 3 is geen geldige UTF-8-tekst; typ het opnieuw (of zet de terminal op UTF-8).");
    const CliRun text = on(db, {"players", "add", "Kees", "--club", "Zwolle\xC3"}, false);
    CHECK(text.code == 1);
    CHECK(text.err.rfind("Geweigerd: Argument ", 0) == 0);
    CHECK(exported(db) == before);
}

TEST_CASE("A misspelt option is refused by name, nothing drawn", "[cli][hostile][args]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const std::string before = exported(db);
    const json j = refusal(on(db, {"draw", "--round", "2", "--sed", "5"}));
    CHECK(j.at("error") == "De optie --sed bestaat niet bij deze opdracht (wel: --round, --seed).");
    CHECK(exported(db) == before);
    CHECK(refusal(on(db, {"players", "add", "Kees", "--clbu", "X"}))
              .at("error")
              .get<std::string>()
              .find("--clbu") != std::string::npos);
    CHECK(refusal(on(db, {"standings", "--after=1"})).at("error").get<std::string>().find("--after ") !=
          std::string::npos);
    CHECK(on(db, {"players", "list", "--all"}).code == 1);
    CHECK(refusal(on(db, {"print", "standings", "--out", "x.html", "--rond", "1"}))
              .at("error")
              .get<std::string>()
              .find("--rond") != std::string::npos);
    CHECK(exported(db) == before);
    // Without a file too.
    const CliRun plan = runCli({"draw", "plan", "--players", "8", "--sed", "5"});
    CHECK(plan.code == 1);
    CHECK(plan.out.find("--sed") != std::string::npos);
    const CliRun roem = runCli({"roem", "--trunp", "H", "AH", "KH", "QH", "JH", "TH", "9H"});
    CHECK(roem.code == 1);
    CHECK(roem.err.find("--trunp") != std::string::npos);
}

TEST_CASE("standings --after-round outside 1..rounds is refused", "[cli][hostile]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    CHECK(refusal(on(db, {"standings", "--after-round", "99"})).at("error") ==
          "--after-round: ronde 99 bestaat niet (dit toernooi heeft 5 ronden).");
    CHECK(refusal(on(db, {"standings", "--after-round", "-1"})).at("error") ==
          "--after-round: ronde -1 bestaat niet (dit toernooi heeft 5 ronden).");
    CHECK(on(db, {"standings", "--after-round", "0"}).code == 1);
    CHECK(on(db, {"standings", "--after-round", "5"}).code == 0);
}

TEST_CASE("An empty category is refused, nothing stored", "[cli][hostile]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const std::string before = exported(db);
    CHECK(refusal(on(db, {"players", "add", "Kees", "--category", ""})).at("error") ==
          "Een categorie mag niet leeg zijn.");
    CHECK(refusal(on(db, {"players", "edit", "Anna", "--category", ""})).at("error") ==
          "Een categorie mag niet leeg zijn.");
    CHECK(refusal(on(db, {"standings", "--category", ""})).at("error") ==
          "--category verwacht een categorie, bijvoorbeeld --category dame.");
    CHECK(refusal(on(db, {"print", "standings", "--category", "", "--out", "x.html"})).at("error") ==
          "--category verwacht een categorie, bijvoorbeeld --category dame.");
    CHECK(exported(db) == before);
}

TEST_CASE("Names: case, terminal escapes, NUL and length are refused", "[cli][hostile][names]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const std::string before = exported(db);
    CHECK(refusal(on(db, {"players", "add", "ANNA"})).at("error") ==
          "Er is al een speler \"Anna\" (startnummer 1).");
    const CliRun esc = on(db, {"players", "add", "Piet\x1B[2J"}, false);
    CHECK(esc.code == 1);
    CHECK(esc.err.find('\x1B') == std::string::npos); // the escape is not written to the terminal
    CHECK(refusal(on(db, {"players", "add", std::string(101, 'x')})).at("error") ==
          "De naam is te lang (101 tekens; hoogstens 100).");
    const std::string csv = writeFile(dir, "nul.csv", std::string("naam,club\nKees,X\nPiet\0Jan,Y\n", 27));
    CHECK(refusal(on(db, {"players", "import", csv})).at("error") ==
          "Rij 3: De naam bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.");
    const std::string bigCsv = writeFile(dir, "big.csv", "naam\n" + std::string(5 * 1024 * 1024, 'x') + "\n");
    CHECK(refusal(on(db, {"players", "import", bigCsv})).at("error") ==
          "Rij 2: De naam is te lang (5242880 tekens; hoogstens 100).");
    CHECK(exported(db) == before);
}

TEST_CASE("A CSV with old-Mac line ends imports its players", "[cli][csv]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("mac.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "NK"}).code == 0);
    const std::string csv = writeFile(dir, "mac.csv", "naam;club\rAnna;X\rBram;Y\rCor;Z\r");
    const CliRun r = on(db, {"players", "import", csv});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(json::parse(r.out).at("added") == 3);
}

TEST_CASE("new refuses absurd rounds and games", "[cli][hostile][limits]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("absurd.bonaken")).toStdString();
    CHECK(refusal(on(db, {"new", "--name", "NK", "--rounds", "1000000"})).at("error") ==
          "Het aantal ronden moet tussen 1 en 20 liggen.");
    CHECK(refusal(on(db, {"new", "--name", "NK", "--games-per-round", "11"})).at("error") ==
          "Het aantal spellen per ronde moet tussen 1 en 10 liggen.");
    CHECK(refusal(on(db, {"new", "--name", "NK", "--final-games", "0"})).at("error") ==
          "Het aantal finalespellen moet tussen 1 en 10 liggen.");
}

TEST_CASE("import of an export nested 100,000 deep or with 1e999 is refused", "[cli][hostile][json]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    std::string doc = exported(db);
    const std::string deepDoc = doc.substr(0, doc.rfind('}')) + ", \"x\": " + std::string(100000, '[') +
                                std::string(100000, ']') + "}";
    const std::string deep = writeFile(dir, "deep.json", deepDoc);
    const std::string target = dir.filePath(QStringLiteral("new.bonaken")).toStdString();
    const json j = refusal(on(target, {"import", deep}));
    CHECK(j.at("error").get<std::string>().find("te diep genest") != std::string::npos);
    CHECK_FALSE(QFile::exists(QString::fromStdString(target)));

    const std::string bigDoc = doc.substr(0, doc.rfind('}')) + ", \"x\": 1e999}";
    const json big = refusal(on(target, {"import", writeFile(dir, "big.json", bigDoc)}));
    CHECK(big.at("error") == "De export bevat een getal dat te groot is.");
    CHECK_FALSE(QFile::exists(QString::fromStdString(target)));
}

TEST_CASE("result with a game file holding 1e999 answers in Dutch, nothing stored", "[cli][hostile][json]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const std::string before = exported(db);
    const std::string game =
        writeFile(dir, "spel.json", R"({"players":["A","B","C"],"giften":[],"x":1e999})");
    const CliRun r = on(db, {"result", "--round", "1", "--table", "1", "--game", "1", game});
    INFO(r.out << r.err);
    CHECK(r.code != 0);
    CHECK(r.err.find("Interne fout") == std::string::npos);
    CHECK(json::parse(r.out).at("error") == "Onleesbaar spel: Het bestand bevat een getal dat te groot is.");
    CHECK(exported(db) == before);
}

TEST_CASE("Text standings cut long names by characters and keep the columns", "[cli][standings]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("wide.bonaken")).toStdString();
    REQUIRE(on(db, {"new", "--name", "NK"}).code == 0);
    // 23 ASCII characters, then é: the 24th character is two bytes, cut at byte 24 before.
    const std::string longName = "Aaaaaaaaaaaaaaaaaaaaaaa\xC3\xA9\xC3\xA9 Zegers";
    for (const std::string &name :
         {longName, std::string("Bram"), std::string("\xC3\x89mile \xC3\x96zt\xC3\xBCrk")})
        REQUIRE(on(db, {"players", "add", name}).code == 0);
    const CliRun r = on(db, {"standings"}, false);
    REQUIRE(r.code == 0);
    CHECK_FALSE(nkb::firstInvalidUtf8(r.out).has_value());
    CHECK(r.out.find("Aaaaaaaaaaaaaaaaaaaaaaa\xC3\xA9    0") != std::string::npos);
    CHECK(r.out.find("\xC3\x89mile \xC3\x96zt\xC3\xBCrk" + std::string(12, ' ') + "    0") !=
          std::string::npos);
    CHECK(r.out.find("Bram" + std::string(20, ' ') + "    0") != std::string::npos);
}

#ifdef NKB_CLI_EXE
TEST_CASE("print says nothing on stderr without XDG_RUNTIME_DIR", "[cli][print]")
{
    int argc = 1;
    char name[] = "test_cli";
    char *argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance())
        app = std::make_unique<QCoreApplication>(argc, argv);
    QTemporaryDir dir;
    const std::string db = eight(dir);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(NKB_CLI_EXE),
            {QStringLiteral("--db"), QString::fromStdString(db), QStringLiteral("print"),
             QStringLiteral("seating"), QStringLiteral("--round"), QStringLiteral("1"),
             QStringLiteral("--out"), dir.filePath(QStringLiteral("indeling.html"))});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 0);
    CHECK(p.readAllStandardError().toStdString() == "");
}
#endif

TEST_CASE("A player is found by his name in any case or Unicode form", "[cli][names]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    REQUIRE(on(db, {"players", "add", "Ren\xC3\xA9 Smit"}).code == 0);        // é as one character
    const CliRun r = on(db, {"players", "checkout", "ren\x65\xCC\x81 smit"}); // e + accent, lower case
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(json::parse(r.out).at("player").at("name") == "Ren\xC3\xA9 Smit");
    CHECK(json::parse(r.out).at("player").at("present") == false);
}

namespace {

// What a hand edit of the file does: one column of the tournament set to an absurd value.
void handEdit(const std::string &db, const QString &column, long long value)
{
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hand-edit"));
        sql.setDatabaseName(QString::fromStdString(db));
        REQUIRE(sql.open());
        QSqlQuery q(sql);
        REQUIRE(q.exec(QStringLiteral("UPDATE tournament SET %1 = %2").arg(column).arg(value)));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("hand-edit"));
}

} // namespace

TEST_CASE("A hand-edited file with absurd settings is refused by draw and print, quickly",
          "[cli][hostile][limits]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    handEdit(db, QStringLiteral("games_per_round"), 1000000);
    const CliRun print = on(db, {"print", "scoresheets", "--round", "1", "--out",
                                 dir.filePath(QStringLiteral("s.html")).toStdString()});
    INFO(print.out << print.err);
    CHECK(print.code != 0);
    CHECK(print.out.find("Het aantal spellen per ronde moet tussen 1 en 10 liggen.") != std::string::npos);

    handEdit(db, QStringLiteral("games_per_round"), 2);
    handEdit(db, QStringLiteral("rounds"), 1000000000);
    const CliRun draw = on(db, {"draw", "--round", "2"});
    INFO(draw.out << draw.err);
    CHECK(draw.code != 0);
    CHECK(draw.out.find("Het aantal ronden moet tussen 1 en 20 liggen.") != std::string::npos);
}

TEST_CASE("A name with control characters from an older file is not written raw to the terminal",
          "[cli][hostile][names]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    REQUIRE(on(db, {"players", "add", "Jan \xC2\xA9 \xC2\xB0"}).code == 0); // © and °: 0xC2 but no control
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old-name"));
        sql.setDatabaseName(QString::fromStdString(db));
        REQUIRE(sql.open());
        QSqlQuery q(sql);
        REQUIRE(q.prepare(QStringLiteral("UPDATE players SET name = ? WHERE start_number = 1")));
        q.addBindValue(QString::fromUtf8("Anna\x1B[2J\xC2\x9B"
                                         "1m\x07"));
        REQUIRE(q.exec());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old-name"));
    // A name the program would never store (issue 39): shown, nothing written to the file.
    const CliRun add = on(db, {"players", "add", "Kees"}, false);
    CHECK(add.code == 2);
    CHECK(add.err.find("Speler nr. 1") != std::string::npos);
    const CliRun list = on(db, {"players", "list"}, false);
    REQUIRE(list.code == 0);
    CHECK(list.out.find("Jan \xC2\xA9 \xC2\xB0\n") != std::string::npos);
    CHECK(list.out.find("Anna\xEF\xBF\xBD[2J\xEF\xBF\xBD"
                        "1m\xEF\xBF\xBD") != std::string::npos);
    CHECK(list.out.find('\x1B') == std::string::npos);
    CHECK(list.out.find('\x07') == std::string::npos);
    CHECK(list.out.find("\xC2\x9B") == std::string::npos);
    const CliRun standings = on(db, {"standings"}, false);
    CHECK(standings.out.find('\x1B') == std::string::npos);
    // The export is the data itself: escaped as JSON, not replaced.
    CHECK(exported(db).find("Anna\\u001b[2J") != std::string::npos);
}

TEST_CASE("withdraw and late find the player in any case", "[cli][names]")
{
    QTemporaryDir dir;
    const std::string db = eight(dir);
    const CliRun withdrawn = on(db, {"players", "withdraw", "anna", "--from-round", "3"});
    INFO(withdrawn.out << withdrawn.err);
    REQUIRE(withdrawn.code == 0);
    CHECK(json::parse(withdrawn.out).at("player").at("name") == "Anna");
    CHECK(json::parse(withdrawn.out).at("player").at("withdrawn_from_round") == 3);
    const CliRun late = on(db, {"players", "late", "BRAM", "--from-round", "2"});
    INFO(late.out << late.err);
    CHECK(late.code == 1); // Bram is seated in round 1 already: refused as the same player, not added
    CHECK(json::parse(late.out).at("error").get<std::string>().find("Bram zit al ingedeeld in ronde 1") !=
          std::string::npos);
}
