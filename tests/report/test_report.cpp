// The printed papers of the NK day (docs/nk-day.md), checked from what a player and the director need
// on paper, not from the builder's own output.
#include "reportfixture.h"

#include "report/dutchname.h"
#include "report/paper.h"
#include "report/report.h"

#include <QFontDatabase>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>

using namespace nkb;
using namespace nkb::report;
using nkb::test::ensureGuiApp;

TEST_CASE("Fonts: printing needs installed fonts, else Qt prints black boxes", "[report][fonts]")
{
    ensureGuiApp();
    // docs/toolchain.md pitfall 7: fail loudly here rather than ship a PDF of black boxes.
    const QStringList families = QFontDatabase::families();
    REQUIRE_FALSE(families.isEmpty());
    CHECK(families.contains(QStringLiteral("DejaVu Sans")));
    CHECK(fontProblem().isEmpty());
}

TEST_CASE("R59: the scoresheet of each table has round, table and its players pre-printed",
          "[report][scoresheet][R59]")
{
    ensureGuiApp();
    const Tournament t = test::sixteenPlayers();
    const QString html = scoresheetsHtml(t, 1);
    CHECK(html.contains(QStringLiteral("Ronde 1")));
    for (const Table &table : t.round(1)->tables) {
        CAPTURE(table.number);
        CHECK(html.contains(QStringLiteral("Tafel %1").arg(table.number)));
        for (int sn : table.seats)
            CHECK(html.contains(QString::fromStdString(t.player(sn)->name).toHtmlEscaped()));
    }
    // R60: two games per round; every game ends in places and points per player (R54-R57).
    QTextDocument doc;
    buildScoresheets(doc, t, 1);
    const QString text = doc.toPlainText();
    CHECK(text.count(QStringLiteral("Spel 1")) == 4);
    CHECK(text.count(QStringLiteral("Spel 2")) == 4);
    CHECK(text.count(QStringLiteral("Plaats")) == 8);
    CHECK(text.count(QStringLiteral("Punten")) == 8);
    // The marks of R59 are explained on the sheet.
    for (const char16_t *mark : {u"suf", u"krom", u"recht", u"wip", u"eruit", u"erin"})
        CHECK(text.contains(QString::fromUtf16(mark)));
}

TEST_CASE("Scoresheets: one page per table, in the document and in the PDF", "[report][scoresheet][pdf]")
{
    ensureGuiApp();
    const Tournament t = test::sixteenPlayers();
    QTextDocument doc;
    buildScoresheets(doc, t, 1);
    CHECK(doc.pageCount() == 4);

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("formulieren.pdf"));
    QString error;
    REQUIRE(exportPdf(doc, pdf, &error));
    CHECK(error.isEmpty());
    CHECK(test::readFile(pdf).startsWith(QStringLiteral("%PDF")));
    CHECK(test::pdfPageCount(pdf) == 4);

    const QString htmlPath = dir.filePath(QStringLiteral("formulieren.html"));
    REQUIRE(exportHtml(doc, htmlPath, &error));
    CHECK(test::readFile(htmlPath).contains(QStringLiteral("Piet Bakker")));
}

TEST_CASE("Scoresheets: long names and clubs still give one page per table", "[report][scoresheet]")
{
    ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    for (Player &p : t.players) {
        p.name = "Marie-José Wilhelmina van der Meer-de Boer-" + std::to_string(p.startNumber);
        p.club = "Kaart- en Biljartvereniging De Vrolijke Troef Hazerswoude-Rijndijk";
    }
    QTextDocument doc;
    buildScoresheets(doc, t, 1);
    CHECK(doc.pageCount() == 4);
}

TEST_CASE("Scoresheets: a table of three has three mark columns and the places of a table of three",
          "[report][scoresheet][R57]")
{
    ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    t.players.pop_back(); // 15 players: three tables of four and one of three
    t.rounds[0].tables[3].seats = {13, 14, 15};
    QTextDocument doc;
    buildScoresheets(doc, t, 1);
    CHECK(doc.pageCount() == 4);
    const QString html = scoresheetsHtml(t, 1);
    // The setting for a table of three (10, 8, 4) is printed with its points row.
    CHECK(html.contains(QStringLiteral("1e 10 · 2e 8 · 3e 4 · erin 0")));
    CHECK_FALSE(html.contains(QStringLiteral("Joke Visser")));
}

TEST_CASE("Scoresheets and lists print names as text, never as markup", "[report][escaping]")
{
    ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    t.players[0].name = "Kees <b>de Baas</b> & Zn";
    const QString html = scoresheetsHtml(t, 1);
    CHECK(html.contains(QStringLiteral("Kees &lt;b&gt;de Baas&lt;/b&gt; &amp; Zn")));
    CHECK_FALSE(html.contains(QStringLiteral("<b>de Baas")));
    CHECK(tableCardsHtml(t, 1).contains(QStringLiteral("&lt;b&gt;"))); // the wall lists: test_hostile_names.cpp
}

TEST_CASE("A round that is not seated is not printed, with a Dutch reason", "[report]")
{
    const Tournament t = test::sixteenPlayers();
    CHECK(roundProblem(t, 1).isEmpty());
    CHECK(roundProblem(t, 2) == QStringLiteral("Ronde 2 is nog niet ingedeeld."));
    CHECK(roundProblem(t, 9).contains(QStringLiteral("bestaat niet")));
    CHECK(roundProblem(t, kFinalRound) == QStringLiteral("De finaletafel is nog niet ingedeeld."));
}

TEST_CASE("Dutch names: the surname counts, a lower-case tussenvoegsel does not", "[report][seating][names]")
{
    const DutchName vries = splitDutchName(QStringLiteral("Jan de Vries"));
    CHECK(vries.given == QStringLiteral("Jan"));
    CHECK(vries.tussenvoegsel == QStringLiteral("de"));
    CHECK(vries.surname == QStringLiteral("Vries"));
    CHECK(vries.listForm() == QStringLiteral("Vries, Jan de"));
    CHECK(splitDutchName(QStringLiteral("Anna van den Berg-de Jong")).listForm() ==
          QStringLiteral("Berg-de Jong, Anna van den"));
    CHECK(splitDutchName(QStringLiteral("Ria van 't Hof")).listForm() == QStringLiteral("Hof, Ria van 't"));
    // Written with a capital, "De" starts the surname (the Flemish way).
    CHECK(splitDutchName(QStringLiteral("Wim De Smet")).listForm() == QStringLiteral("De Smet, Wim"));
    CHECK(splitDutchName(QStringLiteral("Anna Maria Jansen")).listForm() ==
          QStringLiteral("Jansen, Anna Maria"));
    CHECK(splitDutchName(QStringLiteral("Bonaakmans")).listForm() == QStringLiteral("Bonaakmans"));
}

TEST_CASE("Seating: the alphabetical wall list 'naam -> tafel' is in Dutch order", "[report][seating]")
{
    ensureGuiApp();
    const Tournament t = test::sixteenPlayers();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("namen.pdf"));
    REQUIRE(writePaperPdf(seatingPaper(t, 1, SeatingList::Alphabetical), pdf));
    const QString text = test::pdfText(pdf, {QStringLiteral("-raw")});
    // Surname first; case and accents do not push a name to the end (byte order would put
    // "appel" after "Zwart" and "Öztürk" after "Z").
    const QStringList expected{QStringLiteral("appel, karel"),       QStringLiteral("Bakker, Piet"),
                               QStringLiteral("Berg, Anna van den"), QStringLiteral("Dekker, Bas"),
                               QStringLiteral("Hof, Ria van 't"),    QStringLiteral("Jansen, Henk"),
                               QStringLiteral("Jansen, Truus"),      QStringLiteral("Mulder, Sanne"),
                               QStringLiteral("Öztürk, Fatma"),      QStringLiteral("Smit, Marie-José"),
                               QStringLiteral("Visser, Joke"),       QStringLiteral("Vries, Jan de"),
                               QStringLiteral("Willems, Kees"),      QStringLiteral("Zegers, Émile"),
                               QStringLiteral("Zwart, Gerrit")};
    qsizetype previous = -1;
    for (const QString &name : expected) {
        CAPTURE(name);
        const qsizetype at = text.indexOf(name);
        REQUIRE(at >= 0);
        CHECK(at > previous);
        previous = at;
    }
    const qsizetype smet = text.indexOf(QStringLiteral("De Smet, Wim"));
    CHECK(smet > text.indexOf(QStringLiteral("Berg, Anna van den")));
    CHECK(smet < text.indexOf(QStringLiteral("Hof, Ria van 't")));
    // Each name is followed by its table: Jan de Vries sits at table 1, Joke Visser at table 4.
    CHECK(text.contains(QRegularExpression(QStringLiteral("Vries, Jan de\\s+1\\s"))));
    CHECK(text.contains(QRegularExpression(QStringLiteral("Visser, Joke\\s+4\\s"))));
}

TEST_CASE("Seating: the list by table names every table and its players in seat order", "[report][seating]")
{
    ensureGuiApp();
    const Tournament t = test::sixteenPlayers();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("tafels.pdf"));
    int pages = 0;
    REQUIRE(writePaperPdf(seatingPaper(t, 1, SeatingList::ByTable), pdf, nullptr, &pages));
    const QString text = test::pdfText(pdf, {QStringLiteral("-raw")});
    for (const Table &table : t.round(1)->tables) {
        // Each table's row starts with its number (pdftotext -raw reads the row as one line).
        qsizetype previous =
            QRegularExpression(QStringLiteral("(?m)^%1\\s").arg(table.number)).match(text).capturedStart();
        CAPTURE(table.number);
        REQUIRE(previous >= 0);
        for (int sn : table.seats) {
            const qsizetype at = text.indexOf(QString::fromStdString(t.player(sn)->name), previous);
            CHECK(at > previous);
            previous = at;
        }
    }
    CHECK(pages == 1);
    CHECK(test::pdfPageCount(pdf) == 1);
}

TEST_CASE("Table cards: one page per table with the table number", "[report][tablecard]")
{
    ensureGuiApp();
    const Tournament t = test::sixteenPlayers();
    QTextDocument doc;
    buildTableCards(doc, t, 1);
    CHECK(doc.pageCount() == 4);
    CHECK(pageLayoutOf(doc).orientation() == QPageLayout::Landscape);
    const QString text = doc.toPlainText();
    CHECK(text.count(QStringLiteral("Tafel")) == 4);
    CHECK(text.contains(QStringLiteral("Karel")) == false); // names exactly as typed
    CHECK(text.contains(QStringLiteral("karel appel")));
}
