// The tournament through nk-bonaken-cli: the scripted 16-player example tournament end to end,
// the output formats and exit codes, and two programs writing to one file at once.
#include "cli/cli.h"
#include "clirun.h"
#include "store/tournamentstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h> // gethostname

using nlohmann::json;

namespace {

const std::string kData = std::string(NKB_TEST_DATA_DIR) + "/tournament/";

using Run = CliRun;

Run cli(const std::string &db, std::vector<std::string> args, const std::string &input = {})
{
    std::vector<std::string> argv{"--db", db, "--station", "testbalie"};
    argv.insert(argv.end(), args.begin(), args.end());
    return runCli(argv, input);
}

json cliJson(const std::string &db, std::vector<std::string> args)
{
    args.insert(args.begin(), {"--format", "json"});
    const Run r = cli(db, args);
    INFO(r.err);
    const json j = json::parse(r.out, nullptr, false);
    REQUIRE_FALSE(j.is_discarded());
    return j;
}

// Words of a script line; "quoted words" keep their spaces.
std::vector<std::string> words(const std::string &line)
{
    std::vector<std::string> out;
    std::string cur;
    bool quoted = false;
    bool any = false;
    for (char c : line) {
        if (c == '"') {
            quoted = !quoted;
            any = true;
        } else if (c == ' ' && !quoted) {
            if (any)
                out.push_back(cur);
            cur.clear();
            any = false;
        } else {
            cur += c;
            any = true;
        }
    }
    if (any)
        out.push_back(cur);
    return out;
}

std::string readText(const std::string &path)
{
    std::ifstream f(path);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

// Runs the script; returns the result lines that stand at the end (last entry per game wins, an
// undo removes the line before it, refused lines never count), for the independent check below.
std::map<std::string, std::string> runScript(const std::string &db)
{
    std::ifstream script(kData + "nk16-script.txt");
    REQUIRE(script.good());
    std::map<std::string, std::string> standing; // "--round R --table T --game G" -> points
    std::vector<std::pair<std::string, std::optional<std::string>>> history;
    std::string line;
    int lines = 0;
    while (std::getline(script, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        int expected = 0;
        if (line.rfind("!", 0) == 0) {
            expected = line[1] - '0';
            line = line.substr(3);
        }
        auto args = words(line);
        for (auto &a : args)
            if (a.size() > 4 && a.substr(a.size() - 4) == ".csv")
                a = kData + a;
        const Run r = cli(db, args);
        INFO(line << "\n" << r.out << r.err);
        REQUIRE(r.code == expected);
        ++lines;
        if (expected != 0)
            continue;
        if (args[0] == "result") {
            std::string key;
            std::string pts;
            for (std::size_t i = 1; i + 1 < args.size(); i += 2) {
                if (args[i] == "--points")
                    pts = args[i + 1];
                else
                    key += args[i] + " " + args[i + 1] + " ";
            }
            auto it = standing.find(key);
            history.emplace_back(key, it == standing.end() ? std::nullopt
                                                           : std::optional<std::string>(it->second));
            standing[key] = pts;
        } else if (args[0] == "undo") {
            REQUIRE_FALSE(history.empty());
            auto [key, prev] = history.back();
            history.pop_back();
            if (prev)
                standing[key] = *prev;
            else
                standing.erase(key);
        }
    }
    CHECK(lines > 50);
    return standing;
}

} // namespace

TEST_CASE("CLI: the scripted 16-player tournament runs end to end (R60, R61)", "[cli][tournament][R60][R61]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("NK-2026.bonaken")).toStdString();
    const auto results = runScript(db);

    // Expected standings: tests/data/tournament/nk16-expected-standings.json, computed from the
    // script by generate_nk16.py (its own R60 ladder, not this program).
    const json expected = json::parse(readText(kData + "nk16-expected-standings.json"));
    const json standings = cliJson(db, {"standings"});
    REQUIRE(standings.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("row " << i);
        for (const char *k : {"rank", "name", "points", "tens", "eights", "fours", "ones", "zeros", "games"})
            CHECK(standings[i][k] == expected[i][k]);
    }
    // And once more, summing the qualifying results that stand at the end of the script here.
    std::map<std::string, int> total;
    for (const auto &[key, pts] : results) {
        if (key.find("--final") != std::string::npos)
            continue;
        std::stringstream ss(pts);
        std::string item;
        while (std::getline(ss, item, ','))
            total[item.substr(0, item.find('='))] += std::stoi(item.substr(item.find('=') + 1));
    }
    REQUIRE(total.size() == 16);
    for (const auto &row : standings)
        CHECK(row["points"].get<int>() == total[row["name"].get<std::string>()]);

    // Facts to check by hand in the expected file: Piet (late, 8 games) and Anna both have 58;
    // Piet has five 10s, Anna two: Piet ranks higher (R60). Otto (withdrawn from round 5) keeps
    // his 60 points and rank 4, but does not play the final (R61).
    CHECK(standings[3]["name"] == "Otto");
    CHECK(standings[3]["withdrawn"] == true);
    CHECK(standings[4]["name"] == "Piet");
    CHECK(standings[4]["games"] == 8);
    CHECK(standings[5]["name"] == "Anna");
    CHECK(standings[4]["points"] == standings[5]["points"]);

    const json fin = cliJson(db, {"finalists"});
    CHECK(fin["finalists"] == json({"Nel", "Fenna", "Hanna", "Piet"}));
    CHECK(fin["tie"].is_null());
    // The final: Fenna 8+4 and Hanna 4+8 (12 each, same ladder): level for the title, "1=" until
    // the director settles it (the qualifying rank is no silent tie-break).
    // Nel 10+1 and Piet 1+10 (11 each): level for third.
    REQUIRE(fin["final"].size() == 4);
    CHECK(fin["final"][0]["name"] == "Fenna");
    CHECK(fin["final"][1]["name"] == "Hanna");
    CHECK(fin["final"][2]["name"] == "Nel");
    CHECK(fin["final"][3]["name"] == "Piet");
    CHECK(fin["final"][0]["rank"] == 1);
    CHECK(fin["final"][1]["rank"] == 1);
    CHECK(fin["final"][1]["shared_rank"] == true);
    CHECK(fin["final"][3]["rank"] == 3);
    CHECK(fin["champion"].is_null());
    CHECK(fin["final_tie_rule"] == "spel");
    CHECK(cli(db, {"finalists"}).out.find("  1= Hanna") != std::string::npos);
    // The organisation chose the qualifying rank: Fenna qualified 2nd, Hanna 3rd.
    CHECK(cli(db, {"settings", "--final-tie", "munt"}).code != 0);
    CHECK(cliJson(db, {"settings", "--final-tie", "voorronde"})["final_tie"] == "voorronde");
    const Run settled = cli(db, {"finalists", "--settle-final-tie"});
    INFO(settled.err);
    CHECK(settled.out.find("Beslist door de plaats in de voorronde") != std::string::npos);
    CHECK(settled.out.find("Nederlands kampioen Bonaken: Fenna") != std::string::npos);
    CHECK(cliJson(db, {"finalists"})["champion"] == "Fenna");
    CHECK(cli(db, {"finalists", "--settle-final-tie"}).code != 0); // settled already
    CHECK(cli(db, {"undo"}).code == 0);
    CHECK(cliJson(db, {"finalists"})["champion"].is_null());

    // Ladies' standings: the same order among the dames.
    const json dames = cliJson(db, {"standings", "--category", "dame"});
    REQUIRE(dames.size() == 7); // Anna, Eef, Fenna, Hanna, Joke, Lies, Nel
    CHECK(dames[0]["name"] == "Nel");
    CHECK(dames[1]["name"] == "Fenna");
    CHECK(dames[1]["rank"] == 2);

    // Round 5: Otto withdrawn, his table seats three; round 1: Piet not yet there.
    const json r5 = cliJson(db, {"tables", "--round", "5"});
    REQUIRE(r5.size() == 4);
    int threes = 0;
    for (const auto &t : r5)
        threes += t["players"].size() == 3 ? 1 : 0;
    CHECK(threes == 1);

    // Standings after round 1 differ from the final ones and count two games each.
    const json after1 = cliJson(db, {"standings", "--after-round", "1"});
    for (const auto &row : after1)
        CHECK(row["games"].get<int>() == (row["name"] == "Piet" ? 0 : 2));

    // Export, import into a new file, export again: the same document.
    const Run exp = cli(db, {"export"});
    REQUIRE(exp.code == 0);
    QFile f(dir.filePath(QStringLiteral("export.json")));
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(exp.out));
    f.close();
    const std::string copy = dir.filePath(QStringLiteral("kopie.bonaken")).toStdString();
    const Run imp = cli(copy, {"import", dir.filePath(QStringLiteral("export.json")).toStdString()});
    INFO(imp.err);
    REQUIRE(imp.code == 0);
    CHECK(cli(copy, {"export"}).out == exp.out);
}

TEST_CASE("CLI: refusals print {ok:false, error, rule} and exit 1, an unusable file exits 2",
          "[cli][tournament][R54]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(cli(db, {"new", "--name", "Test"}).code == 0);
    CHECK(cli(db, {"new", "--name", "Nog een"}).code == 1);
    for (const char *n : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(cli(db, {"players", "add", n}).code == 0);
    REQUIRE(
        cli(db, {"tables", "set", "--round", "1", "-"}, "tafel,naam\n1,Anna\n1,Bram\n1,Cor\n1,Dirk\n").code ==
        0);
    const Run bad = cli(db, {"--format", "json", "result", "--round", "1", "--table", "1", "--game", "1",
                             "--points", "Anna=10,Bram=10,Cor=10,Dirk=4"});
    CHECK(bad.code == 1);
    const json j = json::parse(bad.out);
    CHECK(j["ok"] == false);
    CHECK(j["rule"] == 54);
    CHECK(j["error"].get<std::string>().find("Regel 54") != std::string::npos);
    const Run ok = cli(db, {"--format", "json", "result", "--round", "1", "--table", "1", "--game", "1",
                            "--points", "Anna=10,Bram=8,Cor=0,Dirk=4"});
    CHECK(ok.code == 0);
    CHECK(json::parse(ok.out)["points"]["Dirk"] == 4);
    // Text by default, in Dutch.
    const Run text = cli(db, {"standings"});
    CHECK(text.code == 0);
    CHECK(text.out.find("Klassement") != std::string::npos);
    // A refused CSV names the row.
    const Run csv = cli(db, {"--format", "json", "players", "import", "-"}, "naam,club\nEef,X\n,Y\n");
    CHECK(csv.code == 1);
    CHECK(json::parse(csv.out)["error"].get<std::string>().find("Rij 3") != std::string::npos);
    // Files that cannot be used.
    CHECK(cli(dir.filePath(QStringLiteral("bestaat-niet.bonaken")).toStdString(), {"standings"}).code == 2);
    const std::string notes = dir.filePath(QStringLiteral("notities.txt")).toStdString();
    {
        std::ofstream o(notes);
        o << "geen toernooi\n";
    }
    const Run notOurs = cli(notes, {"--format", "json", "standings"});
    CHECK(notOurs.code == 2);
    CHECK(json::parse(notOurs.out)["ok"] == false);
    CHECK(readText(notes) == "geen toernooi\n");
    // The giften-file form of result is not there yet: a clear exit 2.
    CHECK(cli(db, {"result", "--round", "1", "--table", "1", "--game", "2", "spel.json"}).code == 2);
    // Undo.
    const Run undo = cli(db, {"--format", "json", "undo"});
    CHECK(undo.code == 0);
    CHECK(json::parse(undo.out)["undone"].get<std::string>().find("Uitslag") != std::string::npos);
    CHECK(cliJson(db, {"standings"})[0]["points"] == 0);
}

#ifdef NKB_CLI_EXE
TEST_CASE("CLI: two programs writing to one file at once: busy wait, no corruption",
          "[cli][tournament][concurrency]")
{
    int argc = 1;
    char name[] = "test_cli";
    char *argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance())
        app = std::make_unique<QCoreApplication>(argc, argv);
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("busy.bonaken"));
    REQUIRE(cli(db.toStdString(), {"new", "--name", "Druk"}).code == 0);
    const QString exe = QStringLiteral(NKB_CLI_EXE);
    constexpr int kEach = 12;
    for (int i = 0; i < kEach; ++i) {
        QProcess a;
        QProcess b;
        a.start(exe, {QStringLiteral("--db"), db, QStringLiteral("--station"), QStringLiteral("A"),
                      QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("A%1").arg(i)});
        b.start(exe, {QStringLiteral("--db"), db, QStringLiteral("--station"), QStringLiteral("B"),
                      QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("B%1").arg(i)});
        REQUIRE(a.waitForFinished(30000));
        REQUIRE(b.waitForFinished(30000));
        INFO(a.readAllStandardError().toStdString() << b.readAllStandardError().toStdString());
        CHECK(a.exitCode() == 0);
        CHECK(b.exitCode() == 0);
    }
    const json players = cliJson(db.toStdString(), {"players", "list"});
    CHECK(players.size() == 2 * kEach);
    for (std::size_t i = 0; i < players.size(); ++i)
        CHECK(players[i]["start_number"] == static_cast<int>(i) + 1);
}
#endif

TEST_CASE("CLI: a tie at the final's cut in round 1 is 'nu gelijk', not yet a lot (R60, R61)",
          "[cli][tournament][R60]")
{
    // R60's lot decides a tie over the cut after the last qualifying round; in round 1 the
    // text standings may not announce one (the Klassement tab says "nu gelijk" too).
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("vroeg.bonaken")).toStdString();
    REQUIRE(cli(db, {"new", "--name", "Vroeg", "--date", "2026-11-07"}).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
        REQUIRE(cli(db, {"players", "add", name}).code == 0);
    REQUIRE(cli(db, {"draw", "--round", "1", "--seed", "3"}).code == 0);
    const json tables = cliJson(db, {"tables", "--round", "1"});
    const auto &p = tables[0]["players"];
    const std::string points = p[0].get<std::string>() + "=10," + p[1].get<std::string>() + "=8," +
                               p[2].get<std::string>() + "=4," + p[3].get<std::string>() + "=0";
    const Run stored = cli(db, {"result", "--round", "1", "--table", "1", "--game", "1", "--points", points});
    INFO(stored.err);
    REQUIRE(stored.code == 0);
    const Run text = cli(db, {"standings"});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("nu gelijk over de finalegrens") != std::string::npos);
    CHECK(text.out.find("loting") == std::string::npos);
}

TEST_CASE("CLI: undo --list shows every station's changes, undo --entry takes back one and names its station",
          "[cli][undo]")
{
    // Undo takes back the station's own last change; another station's change only by
    // an explicit, named action.
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("stations.bonaken")).toStdString();
    REQUIRE(cli(db, {"new", "--name", "Twee stations"}).code == 0);
    const auto at = [&](const char *station, std::vector<std::string> args) {
        std::vector<std::string> argv{"--db", db, "--station", station};
        argv.insert(argv.end(), args.begin(), args.end());
        return runCli(argv);
    };
    REQUIRE(at("zaal-2", {"players", "add", "Anna"}).code == 0);
    REQUIRE(at("balie", {"players", "add", "Bram"}).code == 0);

    const Run listed = at("balie", {"--format", "json", "undo", "--list"});
    REQUIRE(listed.code == 0);
    const json log = json::parse(listed.out);
    long long annaEntry = 0;
    for (const auto &e : log)
        if (e["station"] == "zaal-2" && e["what"].get<std::string>().find("Anna") != std::string::npos)
            annaEntry = e["entry"].get<long long>();
    REQUIRE(annaEntry > 0);

    // Plain undo at the balie takes back the balie's own change (Bram), not zaal-2's.
    const Run own = at("balie", {"undo"});
    REQUIRE(own.code == 0);
    CHECK(own.out.find("Bram") != std::string::npos);
    // Anna by her entry number: taken back, and the answer says it was zaal-2's.
    const Run other = at("balie", {"undo", "--entry", std::to_string(annaEntry)});
    INFO(other.err);
    REQUIRE(other.code == 0);
    CHECK(other.out.find("Anna") != std::string::npos);
    CHECK(other.out.find("station zaal-2") != std::string::npos);
    CHECK(cliJson(db, {"players", "list"}).empty());
    // A number that is no change is refused with exit 1; so is --entry without a number.
    CHECK(at("balie", {"undo", "--entry", "99999"}).code == 1);
    CHECK(at("balie", {"undo", "--entry", "x"}).code == 1);
}

TEST_CASE("CLI: without --station a change is signed with the computer's name, also when HOSTNAME is not exported",
          "[cli][undo]")
{
    // Bash does not export HOSTNAME and Windows does not set it, so every CLI station
    // was "nk-bonaken-cli" and one laptop silently took back another's change. The name must be
    // the one the system gives (gethostname), whatever the environment says.
    char host[256] = {};
    REQUIRE(gethostname(host, sizeof host - 1) == 0);
    REQUIRE(host[0] != '\0');
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("naam.bonaken")).toStdString();
    const QByteArray saved = qgetenv("HOSTNAME");
    qunsetenv("HOSTNAME");
    REQUIRE(runCli({"--db", db, "new", "--name", "Zonder stationsnaam"}).code == 0);
    REQUIRE(runCli({"--db", db, "players", "add", "Anna"}).code == 0);
    const Run listed = runCli({"--db", db, "--format", "json", "undo", "--list"});
    if (!saved.isNull())
        qputenv("HOSTNAME", saved);
    REQUIRE(listed.code == 0);
    const json log = json::parse(listed.out);
    REQUIRE_FALSE(log.empty());
    for (const auto &e : log)
        CHECK(e["station"] == std::string(host));
}

TEST_CASE("import: a file a killed import left without its tournament is taken, a file with one is refused unchanged",
          "[cli][tournament]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(cli(db, {"new", "--name", "Bron"}).code == 0);
    for (const char *n : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(cli(db, {"players", "add", n}).code == 0);
    const Run exp = cli(db, {"export"});
    REQUIRE(exp.code == 0);
    const QString exported = dir.filePath(QStringLiteral("export.json"));
    {
        QFile f(exported);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(exp.out));
    }
    // What a kill -9 before the import's transaction ended leaves: our schema, no tournament.
    const std::string left = dir.filePath(QStringLiteral("half.bonaken")).toStdString();
    {
        nkb::OpenOptions o;
        o.create = true;
        REQUIRE(nkb::TournamentStore::open(left, o));
    }
    REQUIRE(QFileInfo(QString::fromStdString(left)).size() > 0);
    CHECK(cli(left, {"players", "list"}).code != 0);
    const Run again = cli(left, {"import", exported.toStdString()});
    INFO(again.err << again.out);
    CHECK(again.code == 0);
    CHECK(cli(left, {"export"}).out == exp.out);

    // A file that holds a tournament: refused, and not a byte of it changed.
    auto bytes = [](const std::string &p) {
        QFile f(QString::fromStdString(p));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray before = bytes(left);
    const Run twice = cli(left, {"import", exported.toStdString()});
    CHECK(twice.code == 1);
    CHECK(twice.err.find("bestaat al en bevat een toernooi") != std::string::npos);
    CHECK(bytes(left) == before);
}
