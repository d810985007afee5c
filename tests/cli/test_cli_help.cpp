// Command lines by the conventions: --version and --help on both programs, COMMAND --help
// for every command the help names, the version from CMake's project(), and a misspelt global
// option refused in Dutch.
#include "clirun.h"

#include <QProcess>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <regex>

TEST_CASE("nk-bonaken-cli --version gives project()'s version and the licence", "[cli][help]")
{
    for (const char *option : {"--version", "-V", "-v"}) { // -V and -v as in nk-bonaken
        const CliRun r = runCli({option});
        CHECK(r.code == 0);
        CHECK(r.out.rfind(std::string("nk-bonaken-cli ") + NKB_PROJECT_VERSION + "\n", 0) == 0);
        CHECK(r.out.find("GPL-3.0-or-later") != std::string::npos);
    }
    CHECK(std::regex_match(std::string(NKB_PROJECT_VERSION), std::regex(R"(\d+\.\d+\.\d+)")));
}

TEST_CASE("nk-bonaken-cli --help names every command, and each command has its own --help", "[cli][help]")
{
    const CliRun r = runCli({"--help"});
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("Gebruik: nk-bonaken-cli", 0) == 0);
    for (const char *option : {"--db BESTAND", "--format json|text", "--station NAAM", "-V, -v, --version"})
        CHECK(r.out.find(option) != std::string::npos);
    for (const std::string command : {"game", "roem", "legal", "draw", "new", "players", "tables", "result", "undo",
                                      "standings", "finalists", "export", "import", "print", "copy", "settings", "serve",
                                      "clock"}) {
        INFO(command);
        CHECK(r.out.find(command) != std::string::npos);
        const CliRun own = runCli({command, "--help"});
        CHECK(own.code == 0);
        CHECK(own.out.rfind("Gebruik: nk-bonaken-cli ", 0) == 0);
        CHECK(own.out.find(" " + command) != std::string::npos);
    }
    // Also after the global options and a subcommand.
    const CliRun sub = runCli({"--db", "x.bonaken", "players", "add", "--help"});
    CHECK(sub.code == 0);
    CHECK(sub.out.find("players add NAAM") != std::string::npos);
}

TEST_CASE("nk-bonaken-cli refuses unknown options and commands in Dutch with exit 2", "[cli][help]")
{
    const CliRun bogus = runCli({"--dbb", "x.bonaken", "standings"});
    CHECK(bogus.code == 2);
    CHECK(bogus.err == "Fout: de optie --dbb bestaat niet (zie nk-bonaken-cli --help).\n");
    const CliRun missing = runCli({"--db"});
    CHECK(missing.code == 2);
    CHECK(missing.err.find("mist haar waarde") != std::string::npos);
    const CliRun format = runCli({"--format", "xml", "standings"});
    CHECK(format.code == 2);
    CHECK(format.err == "Fout: --format is json of text.\n");
    const CliRun nothing = runCli({});
    CHECK(nothing.code == 2);
    CHECK(nothing.err.rfind("Gebruik:", 0) == 0);
    const CliRun unknown = runCli({"frobnicate", "--help"});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.find("Onbekende opdracht: frobnicate") != std::string::npos);
}

#ifdef NKB_GUI_EXE
TEST_CASE("nk-bonaken --version and --help answer without a display and open no window", "[cli][help][gui]")
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM")); // a window would need a display and fail
    auto run = [&env](const QStringList &args) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(NKB_GUI_EXE), args);
        REQUIRE(p.waitForFinished(20000));
        return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()));
    };
    for (const QString &option : {QStringLiteral("--version"), QStringLiteral("-V"), QStringLiteral("-v")}) {
        // The same options as nk-bonaken-cli.
        const auto [versionCode, version] = run({option});
        CHECK(versionCode == 0);
        CHECK(version.startsWith(QStringLiteral("nk-bonaken %1\n").arg(QStringLiteral(NKB_PROJECT_VERSION))));
    }
    const auto [helpCode, help] = run({QStringLiteral("--help")});
    CHECK(helpCode == 0);
    CHECK(help.contains(QStringLiteral("BESTAND.bonaken")));
    CHECK(help.contains(QStringLiteral("-V, -v, --version")));
    CHECK_FALSE(help.contains(QStringLiteral("list-texts"))); // the walk's own option is hidden
    const auto [bogusCode, bogus] = run({QStringLiteral("--bestand")});
    CHECK(bogusCode == 2);
}
#endif

TEST_CASE("A file name with accents is read (UTF-8 on every platform)", "[cli][help]")
{
    QTemporaryDir dir;
    const QString accented = dir.filePath(QStringLiteral("Zoë's spel één.json"));
    REQUIRE(QFile::copy(QStringLiteral(NKB_TEST_DATA_DIR "/games/bid-365-vals-roemen.json"), accented));
    const CliRun plain = runCli({"game", "check", NKB_TEST_DATA_DIR "/games/bid-365-vals-roemen.json"});
    const CliRun r = runCli({"game", "check", accented.toStdString()});
    INFO(r.err);
    CHECK(r.code == 0); // the verdict on the game, not "cannot read the file" (2)
    CHECK(r.out == plain.out);
    CHECK(r.out.find("\"vals_roemen\": [") != std::string::npos);
    CHECK(r.out.find("\"by\": \"Bram\"") != std::string::npos);
}

TEST_CASE("The text klassement keeps its columns under names with accents", "[cli][help]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("t.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "Accenten"}).code == 0);
    // Letters of two and three bytes in UTF-8, and a combining mark no letter has precomposed.
    const std::vector<std::string> names{"Anna de Vries", "Chloë Ångström", "Jörg Ürgüç", "Ŝerĝo Ŭ", "Xq\u0303 Bram"};
    for (const std::string &n : names)
        REQUIRE(runCli({"--db", db, "players", "add", n}).code == 0);
    const CliRun r = runCli({"--db", db, "standings"});
    REQUIRE(r.code == 0);
    // The column where "Ptn" ends, counted in characters as a terminal shows them.
    const auto shownWidth = [](const std::string &s) {
        const QString text = QString::fromStdString(s);
        qsizetype w = 0;
        for (const QChar c : text)
            w += c.category() == QChar::Mark_NonSpacing ? 0 : 1;
        return w;
    };
    std::istringstream lines(r.out);
    std::string line;
    std::vector<qsizetype> pointsEnd;
    qsizetype headerEnd = -1;
    int rows = 0;
    while (std::getline(lines, line)) {
        if (const auto h = line.find("Ptn"); h != std::string::npos) {
            headerEnd = shownWidth(line.substr(0, h + 3));
            continue;
        }
        for (const std::string &n : names) {
            const auto at = line.find(n);
            if (at == std::string::npos)
                continue;
            ++rows;
            // The points are the first number after the name column.
            const auto digit = line.find_first_of("0123456789", at + n.size());
            REQUIRE(digit != std::string::npos);
            INFO(line);
            CHECK(shownWidth(line.substr(0, digit + 1)) == headerEnd);
        }
    }
    CHECK(headerEnd > 0);
    CHECK(rows == static_cast<int>(names.size()));
}
