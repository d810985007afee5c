// nk-bonaken-cli --db FILE print …: the papers of a stored round as PDF or HTML.
#include "reportfixture.h"

#include "cli/cmd_print.h"
#include "store/tournamentstore.h"

#include <QTemporaryDir>

#include <sstream>

using namespace nkb;

namespace {

struct Run {
    int code{0};
    std::string out;
    std::string err;
};

Run print(const std::string &db, std::vector<std::string> args, bool json = false)
{
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    cli::Context ctx{std::move(args), db, json, "test", cli::Io{in, out, err}};
    Run r;
    r.code = cli::cmdPrint(ctx);
    r.out = out.str();
    r.err = err.str();
    return r;
}

// The 16-player tournament of the fixture, stored in a tournament file with round 1 seated.
std::string storedTournament(const QTemporaryDir &dir)
{
    const std::string path = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    OpenOptions options;
    options.create = true;
    auto store = TournamentStore::open(path, options);
    REQUIRE(store.ok());
    const Tournament t = test::sixteenPlayers();
    REQUIRE_FALSE(store.value()->createTournament(t.info).has_value());
    for (const Player &p : t.players)
        REQUIRE(store.value()->addPlayer(NewPlayer{p.name, p.club, p.categories, 1}).ok());
    REQUIRE(store.value()->setTables(1, t.rounds[0].tables).ok());
    return path;
}

} // namespace

TEST_CASE("print scoresheets writes one PDF page per table of the stored round", "[report][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const QString pdf = dir.filePath(QStringLiteral("ronde1.pdf"));
    const Run r = print(db, {"scoresheets", "--round", "1", "--out", pdf.toStdString()}, true);
    CAPTURE(r.out, r.err);
    REQUIRE(r.code == cli::ExitOk);
    CHECK(r.out.find("\"pages\": 4") != std::string::npos);
    CHECK(test::pdfPageCount(pdf) == 4);
}

TEST_CASE("print seating, tablecards and standings as HTML for the website", "[report][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    for (const std::string what : {"seating", "tablecards"}) {
        const QString html = dir.filePath(QString::fromStdString(what) + QStringLiteral(".html"));
        const Run r = print(db, {what, "--round", "1", "--out", html.toStdString()});
        CAPTURE(what, r.err);
        CHECK(r.code == cli::ExitOk);
        CHECK(test::readFile(html).contains(QStringLiteral("Piet Bakker")));
    }
    const QString standings = dir.filePath(QStringLiteral("klassement.html"));
    const Run r = print(db, {"standings", "--out", standings.toStdString()});
    CAPTURE(r.err);
    CHECK(r.code == cli::ExitOk);
    CHECK(test::readFile(standings).contains(QStringLiteral("Klassement")));
}

TEST_CASE("print refuses what it cannot print, in Dutch, and writes nothing", "[report][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const QString out = dir.filePath(QStringLiteral("x.pdf"));
    Run r = print(db, {"scoresheets", "--round", "2", "--out", out.toStdString()});
    CHECK(r.code == cli::ExitRefused);
    CHECK(r.err.find("Ronde 2 is nog niet ingedeeld") != std::string::npos);
    CHECK_FALSE(QFile::exists(out));

    r = print(db, {"scoresheets", "--out", out.toStdString()});
    CHECK(r.code == cli::ExitRefused);
    r = print(db,
              {"scoresheets", "--round", "1", "--out", dir.filePath(QStringLiteral("x.txt")).toStdString()});
    CHECK(r.code == cli::ExitRefused);
    r = print(db, {"menukaart", "--round", "1", "--out", out.toStdString()});
    CHECK(r.code == cli::ExitRefused);
    r = print(dir.filePath(QStringLiteral("bestaat-niet.bonaken")).toStdString(),
              {"standings", "--out", out.toStdString()});
    CHECK(r.code != cli::ExitOk);
}
