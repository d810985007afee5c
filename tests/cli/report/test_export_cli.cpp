// nk-bonaken-cli --db FILE export standings|seating|players|final --format csv -o FILE, on a fresh
// tournament file made with the command line itself, as a director would.
#include "reportfixture.h"

#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Fixture {
    QTemporaryDir dir;
    std::string db;
    Fixture()
    {
        REQUIRE(dir.isValid());
        db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
        REQUIRE(runCli({"--db", db, "new", "--name", "NK Bonaken 2026"}).code == 0);
        const QString csv = dir.filePath(QStringLiteral("aanmeldingen.csv"));
        QFile f(csv);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("naam;club\nJan de Vries;BC Leimuiden\n\xC3\x89mile Zegers;De Troef\n"
                "@Piet;Aas\nPiet %1;Aas\nAnna van den Berg;Aas\nKees Willems;Aas\n"
                "Truus Jansen;Aas\nBas Dekker;Aas\n");
        f.close();
        const CliRun imported = runCli({"--db", db, "players", "import", csv.toStdString()});
        INFO(imported.err);
        REQUIRE(imported.code == 0);
        REQUIRE(runCli({"--db", db, "draw", "--round", "1", "--seed", "7"}).code == 0);
    }
    std::string out(const char *name) const { return dir.filePath(QString::fromLatin1(name)).toStdString(); }
};

} // namespace

TEST_CASE("export standings|seating|players|final --format csv writes the lists for Excel", "[cli][csv]")
{
    Fixture fx;
    const CliRun r = runCli({"--db", fx.db, "export", "standings", "--format", "csv", "-o", fx.out("k.csv")});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("standings: 8 rijen geschreven") != std::string::npos);
    const QByteArray standings = bytesOf(QString::fromStdString(fx.out("k.csv")));
    CHECK(standings.startsWith("\xEF\xBB\xBF" "Plaats;Pl.;Nr.;Naam;Club;Categorie;Punten"));
    // Nothing played yet: everybody shares the first place.
    CHECK(standings.contains("\r\n1;1=;2;\xC3\x89mile Zegers;De Troef;;0;0;0;0;0;0;\r\n"));
    // The store refuses '=' in a name; '@' and '+' are allowed and are made inert.
    CHECK(standings.contains(";'@Piet;"));
    CHECK(standings.contains(";Piet %1;"));

    REQUIRE(runCli({"--db", fx.db, "export", "seating", "--round", "1", "--order", "naam", "--format=csv", "-o",
                    fx.out("s.csv")})
                .code == 0);
    const QByteArray seating = bytesOf(QString::fromStdString(fx.out("s.csv")));
    CHECK(seating.startsWith("\xEF\xBB\xBF" "Naam;Tafel;Stoel;Nr.;Club;Sorteernaam\r\n"));
    CHECK(seating.count("\r\n") == 9);
    REQUIRE(runCli({"--db", fx.db, "export", "seating", "--round", "1", "-o", fx.out("t.csv")}).code == 0);
    CHECK(bytesOf(QString::fromStdString(fx.out("t.csv"))).contains("Tafel;Stoel;Nr.;Naam;Club\r\n1;A;"));

    REQUIRE(runCli({"--db", fx.db, "export", "players", "--format", "csv", "-o", fx.out("p.csv")}).code == 0);
    CHECK(bytesOf(QString::fromStdString(fx.out("p.csv"))).contains("\r\n4;Piet %1;Aas;;1;;ja\r\n"));
    REQUIRE(runCli({"--db", fx.db, "export", "final", "--format", "csv", "-o", fx.out("f.csv")}).code == 0);
    CHECK(bytesOf(QString::fromStdString(fx.out("f.csv"))).count("\r\n") == 1); // no final yet: the header

    // The JSON export of the whole file is still there.
    const CliRun json = runCli({"--db", fx.db, "export"});
    CHECK(json.code == 0);
    CHECK(json.out.find("\"players\"") != std::string::npos);
}

TEST_CASE("export --format csv refuses what it cannot do, in Dutch, and writes nothing", "[cli][csv]")
{
    Fixture fx;
    const std::string out = fx.out("x.csv");
    struct Case {
        std::vector<std::string> args;
        int code;
        const char *says;
    };
    const std::vector<Case> cases{
        {{"export", "ranking", "--format", "csv", "-o", out}, 1, "Gebruik: export standings"},
        {{"export", "standings", "--format", "json", "-o", out}, 1, "alleen CSV"},
        {{"export", "standings", "--format", "csv"}, 1, "-o FILE.csv"},
        {{"export", "seating", "--format", "csv", "-o", out}, 1, "--round"},
        {{"export", "seating", "--round", "2", "-o", out}, 1, "Ronde 2 is nog niet ingedeeld."},
        {{"export", "seating", "--round", "1", "--order", "club", "-o", out}, 1, "--order"},
        {{"export", "standings", "--after-round", "9", "-o", out}, 1, "bestaat niet"},
        {{"export", "standings", "--sort", "x", "-o", out}, 1, "--sort bestaat niet"},
        {{"export", "standings", "-o", fx.out("geen/map/k.csv")}, 2, "kan niet geschreven worden"},
    };
    for (const Case &c : cases) {
        std::vector<std::string> argv{"--db", fx.db};
        argv.insert(argv.end(), c.args.begin(), c.args.end());
        const CliRun r = runCli(argv);
        CAPTURE(c.args, r.err);
        CHECK(r.code == c.code);
        CHECK(r.err.find(c.says) != std::string::npos);
        CHECK_FALSE(QFile::exists(QString::fromStdString(out)));
    }
    const CliRun missing = runCli({"--db", fx.out("bestaat-niet.bonaken"), "export", "players", "-o", out});
    CHECK(missing.code != 0);
    CHECK_FALSE(QFile::exists(QString::fromStdString(out)));
}
