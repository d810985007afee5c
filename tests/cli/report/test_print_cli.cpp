// nk-bonaken-cli --db FILE print …: the papers of a stored round as PDF or HTML.
#include "reportfixture.h"

#include "cli/cmd_print.h"
#include "store/tournamentstore.h"
#include "web/tablecode.h"

#include <QRegularExpression>
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

TEST_CASE("print tablecards and seating --qr: the venue web's code on every card and list, one card a page, "
          "and a phone reads it",
          "[report][cli][web]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const std::string address = "http://192.168.1.10:8080/";
    const QString cards = dir.filePath(QStringLiteral("kaarten.pdf"));
    Run r = print(db, {"tablecards", "--round", "1", "--qr", address, "--out", cards.toStdString()}, true);
    CAPTURE(r.out, r.err);
    REQUIRE(r.code == cli::ExitOk);
    CHECK(test::pdfPageCount(cards) == 4); // the code sits beside the names: still one page a table
    const QString text = test::pdfText(cards);
    CHECK(text.count(QString::fromStdString(address)) == 4);
    CHECK(text.contains(QStringLiteral("Piet Bakker")));
    const QString seating = dir.filePath(QStringLiteral("lijsten.pdf"));
    r = print(db, {"seating", "--round", "1", "--qr", address, "--out", seating.toStdString()});
    REQUIRE(r.code == cli::ExitOk);
    CHECK(test::pdfText(seating).contains(QStringLiteral("scan de code of ga naar ") + QString::fromStdString(address)));
    // What a phone's camera reads on the last card.
    const auto read = test::pdfQrText(cards, 4);
    if (!read) {
        WARN("zbarimg ontbreekt: de QR-code is niet gelezen");
        return;
    }
    CHECK(*read == QString::fromStdString(address));
}

TEST_CASE("print --qr refuses what is not a web address, or a paper without a code, and writes nothing",
          "[report][cli][web]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const QString out = dir.filePath(QStringLiteral("x.pdf"));
    const std::vector<std::string> bads{"javascript:alert(1)", "192.168.1.10:8080", "http://192.168.1.10:8080/ en meer",
                                        "file:///etc/passwd", "http://" + std::string(200, 'a') + ".nl/"};
    for (const std::string &bad : bads) {
        const Run r = print(db, {"tablecards", "--round", "1", "--qr", bad, "--out", out.toStdString()});
        CAPTURE(bad, r.err);
        CHECK(r.code == cli::ExitRefused);
        CHECK(r.err.find("--qr verwacht het adres van de webpagina's") != std::string::npos);
    }
    Run r = print(db, {"scoresheets", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--out", out.toStdString()});
    CHECK(r.code == cli::ExitRefused);
    CHECK(r.err.find("--qr hoort bij seating en tablecards") != std::string::npos);
    r = print(db, {"seating", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--out",
                   dir.filePath(QStringLiteral("x.html")).toStdString()});
    CHECK(r.code == cli::ExitRefused);
    CHECK(r.err.find("alleen als PDF") != std::string::npos);
    CHECK_FALSE(QFile::exists(out));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.html"))));
}

TEST_CASE("print scoresheets --qr --tafelcodes: each sheet carries its own table's code, a withdrawn one is new",
          "[report][cli][web][tablecode]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const std::string address = "http://192.168.1.10:8080"; // without the slash: the link gets one
    const QString sheets = dir.filePath(QStringLiteral("formulieren.pdf"));
    auto printed = [&]() {
        const Run r = print(db, {"scoresheets", "--round", "1", "--qr", address, "--tafelcodes", "--out",
                                 sheets.toStdString()});
        CAPTURE(r.err);
        REQUIRE(r.code == cli::ExitOk);
        REQUIRE(test::pdfPageCount(sheets) == 4);
        std::vector<QString> read;
        for (int page = 1; page <= 4; ++page)
            if (const auto text = test::pdfQrText(sheets, page))
                read.push_back(*text);
        return read;
    };
    const std::vector<QString> before = printed();
    if (before.empty()) {
        WARN("zbarimg ontbreekt: de QR-codes zijn niet gelezen");
        return;
    }
    REQUIRE(before.size() == 4);
    QByteArray secret;
    {
        auto store = TournamentStore::open(db);
        REQUIRE(store.ok());
        secret = store.value()->tableSecret().value();
    }
    const QRegularExpression link(QStringLiteral("^http://192\\.168\\.1\\.10:8080/tafel/([1-4])#([A-Z2-7]{26})$"));
    for (int table = 1; table <= 4; ++table) {
        const QString &text = before[static_cast<std::size_t>(table - 1)];
        CAPTURE(table, text.toStdString());
        const auto m = link.match(text);
        REQUIRE(m.hasMatch());
        CHECK(m.captured(1).toInt() == table);
        CHECK(m.captured(2).toStdString() == web::tableCode(secret, {1, table, 1}));
        CHECK(web::tableCodeMatches(secret, {1, table, 1}, m.captured(2).toStdString()));
    }
    CHECK(std::set<QString>(before.begin(), before.end()).size() == 4);

    // Tafelcode intrekken for table 3: its sheet printed again carries a new code, the others theirs.
    {
        auto store = TournamentStore::open(db);
        REQUIRE(store.ok());
        REQUIRE(store.value()->withdrawTableCode(1, 3).ok());
    }
    const std::vector<QString> after = printed();
    REQUIRE(after.size() == 4);
    CHECK(after[0] == before[0]);
    CHECK(after[1] == before[1]);
    CHECK(after[3] == before[3]);
    CHECK(after[2] != before[2]);
    CHECK(after[2].endsWith(QString::fromStdString(web::tableCode(secret, {1, 3, 2}))));
    CHECK_FALSE(web::tableCodeMatches(secret, {1, 3, 2}, before[2].section(QLatin1Char('#'), 1).toStdString()));
}

TEST_CASE("print tablecards --qr --tafelcodes: each card carries the pages' address and its own table's code",
          "[report][cli][web][tablecode]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const QString cards = dir.filePath(QStringLiteral("kaarten.pdf"));
    const Run r = print(db, {"tablecards", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--tafelcodes", "--out",
                             cards.toStdString()});
    CAPTURE(r.err);
    REQUIRE(r.code == cli::ExitOk);
    QByteArray secret;
    {
        auto store = TournamentStore::open(db);
        REQUIRE(store.ok());
        secret = store.value()->tableSecret().value();
    }
    for (int table = 1; table <= 4; ++table) {
        const auto text = test::pdfQrText(cards, table);
        if (!text) {
            WARN("zbarimg ontbreekt: de QR-codes zijn niet gelezen");
            return;
        }
        QStringList read = text->split(QLatin1Char('\n'));
        read.sort();
        CAPTURE(table, text->toStdString());
        REQUIRE(read.size() == 2);
        CHECK(read[0] == QStringLiteral("http://192.168.1.10:8080/"));
        CHECK(read[1] == QStringLiteral("http://192.168.1.10:8080/tafel/%1#").arg(table) +
                             QString::fromStdString(web::tableCode(secret, {1, table, 1})));
    }
}

TEST_CASE("print tablecards --qr --tafelcodes: one page a table whatever the names, every seat on its table's page",
          "[report][cli][web][tablecode]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    // Long names at every table: 40 letters with spaces, 60 without, and the longest the store takes.
    std::vector<std::string> names;
    {
        auto store = TournamentStore::open(db);
        REQUIRE(store.ok());
        const Tournament t = store.value()->load().value();
        for (const Table &table : t.rounds[0].tables) {
            const std::vector<std::string> longOnes{
                "Alexander-Frederik van Oranje-Nassau Hoo" + std::to_string(table.number),
                "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaf" + std::to_string(table.number),
                std::string(97, 'x') + "T" + std::to_string(table.number) + "D"};
            for (std::size_t i = 0; i < longOnes.size(); ++i) {
                const Player *p = t.player(table.seats[i + 1]);
                REQUIRE(store.value()->editPlayer(p->startNumber, NewPlayer{longOnes[i], p->club, p->categories, 1}).ok());
            }
        }
    }
    const QString cards = dir.filePath(QStringLiteral("lang.pdf"));
    const Run r = print(db, {"tablecards", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--tafelcodes", "--out",
                             cards.toStdString()});
    CAPTURE(r.err);
    REQUIRE(r.code == cli::ExitOk);
    CHECK(test::pdfPageCount(cards) == 4);
    for (int table = 1; table <= 4; ++table) {
        const QString page =
            test::pdfText(cards, {QStringLiteral("-f"), QString::number(table), QStringLiteral("-l"), QString::number(table)});
        CAPTURE(table, page);
        CHECK(page.contains(QStringLiteral("Tafel")));
        CHECK(page.contains(QStringLiteral("Oranje-Nassau Hoo%1").arg(table)));
        CHECK(page.contains(QStringLiteral("D")));
    }
}

TEST_CASE("print --tafelcodes only with scoresheets or table cards, --qr and a PDF, and writes nothing otherwise",
          "[report][cli][web][tablecode]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const std::string pdf = dir.filePath(QStringLiteral("x.pdf")).toStdString();
    const std::string html = dir.filePath(QStringLiteral("x.html")).toStdString();
    const std::vector<std::vector<std::string>> bads{
        {"scoresheets", "--round", "1", "--tafelcodes", "--out", pdf},
        {"seating", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--tafelcodes", "--out", pdf},
        {"tablecards", "--round", "1", "--tafelcodes", "--out", pdf},
        {"scoresheets", "--round", "1", "--qr", "http://192.168.1.10:8080/", "--tafelcodes", "--out", html}};
    for (const auto &bad : bads) {
        const Run r = print(db, bad);
        CAPTURE(bad, r.err);
        CHECK(r.code == cli::ExitRefused);
        CHECK(r.err.find("--tafelcodes hoort bij print scoresheets of tablecards --qr ADRES") != std::string::npos);
    }
    CHECK_FALSE(QFile::exists(QString::fromStdString(pdf)));
    CHECK_FALSE(QFile::exists(QString::fromStdString(html)));
}

TEST_CASE("print scoresheets --table N: one table's sheet alone, with its new code after a withdrawal",
          "[report][cli][web][tablecode]")
{
    // Issue 35 point 8: after Tafelcode intrekken only the whole round could be printed again.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    QByteArray secret;
    {
        auto store = TournamentStore::open(db);
        REQUIRE(store.ok());
        REQUIRE(store.value()->withdrawTableCode(1, 3).ok());
        secret = store.value()->tableSecret().value();
    }
    const QString sheet = dir.filePath(QStringLiteral("tafel3.pdf"));
    const Run r = print(db, {"scoresheets", "--round", "1", "--table", "3", "--qr", "http://192.168.1.10:8080/",
                             "--tafelcodes", "--out", sheet.toStdString()});
    CAPTURE(r.err);
    REQUIRE(r.code == cli::ExitOk);
    CHECK(r.out.find("1 pagina geschreven") != std::string::npos);
    REQUIRE(test::pdfPageCount(sheet) == 1);
    const QString text = test::pdfText(sheet);
    const Tournament t = test::sixteenPlayers();
    // Table 3's four players are on it, nobody from another table.
    for (const Table &tb : t.rounds[0].tables)
        for (int sn : tb.seats) {
            const QString name = QString::fromStdString(t.player(sn)->name);
            CAPTURE(tb.number, name.toStdString());
            CHECK(text.contains(name) == (tb.number == 3));
        }
    if (const auto qr = test::pdfQrText(sheet, 1))
        CHECK(qr->endsWith(QString::fromStdString(web::tableCode(secret, {1, 3, 2}))));
    else
        WARN("zbarimg ontbreekt: de QR-code is niet gelezen");

    // The table cards of one table too.
    const QString card = dir.filePath(QStringLiteral("kaart3.pdf"));
    const Run c = print(db, {"tablecards", "--round", "1", "--table", "3", "--out", card.toStdString()});
    CAPTURE(c.err);
    REQUIRE(c.code == cli::ExitOk);
    CHECK(test::pdfPageCount(card) == 1);
}

TEST_CASE("print --table refuses a table the round has not, a paper without tables, and writes nothing",
          "[report][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = storedTournament(dir);
    const QString out = dir.filePath(QStringLiteral("x.pdf"));
    const Run none = print(db, {"scoresheets", "--round", "1", "--table", "9", "--out", out.toStdString()});
    CHECK(none.code == cli::ExitRefused);
    CHECK(none.err.find("Ronde 1 heeft geen tafel 9 (tafels 1 tot en met 4).") != std::string::npos);
    const Run seating = print(db, {"seating", "--round", "1", "--table", "2", "--out", out.toStdString()});
    CHECK(seating.code == cli::ExitRefused);
    CHECK(seating.err.find("--table hoort bij scoresheets en tablecards") != std::string::npos);
    const Run word = print(db, {"scoresheets", "--round", "1", "--table", "drie", "--out", out.toStdString()});
    CHECK(word.code == cli::ExitRefused);
    CHECK(word.err.find("--table verwacht een tafelnummer") != std::string::npos);
    CHECK_FALSE(QFile::exists(out));
}
