// Entry at the table seen from the results desk (docs/table-entry.md, piece 6): a game a table's
// phone writes through the venue web (the same write the server does, on a connection of its own)
// arrives in the desk's window without a click, and its table says "telefoon"; the application's
// own venue web takes the phones' games, prints each table's code and withdraws one.
#include "resultsdesk.h"
#include "pdfread.h"
#include "servingwindow.h"

#include "httpclient.h"
#include "tablesigner.h"

#include "store/tournamentstore.h"
#include "report/paper.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/results/giftentrywidget.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/tools/sampletournament.h"
#include "ui/widgets/printing.h"
#include "web/tablecode.h"
#include "web/tablewrite.h"
#include "web/venueweb.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUrl>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// Table 1's phone writes RULES.md's first worked example and "Spel klaar", through the venue web's
// own write (web/tablewrite.h) on a connection of its own; with double entry switched on first
// when asked.
// `gifts`: only the first few of them, the game in progress (no "Spel klaar").
void phoneWritesExampleOne(const QString &file, bool doubleEntry = false, std::size_t gifts = 99)
{
    OpenOptions options;
    options.station = "webpagina's";
    auto server = TournamentStore::open(file.toStdString(), options);
    REQUIRE(server.ok());
    if (doubleEntry)
        REQUIRE((*server)->setDoubleEntry(true).ok());
    web::TableWrite write;
    write.phone = "0123456789abcdef0123456789abcdef";
    write.game = 1;
    nlohmann::json giften = nlohmann::json::array();
    const char *names[] = {"Anna", "Bram", "Cor", "Dirk"}; // seats A-D of table 1
    for (const auto &[seat, won] : kExampleOne)
        if (giften.size() < gifts)
            giften.push_back({{"spelers", {names[seat[0] - 'A']}}, {"contract", "40"}, {"won", won}});
    write.giftenJson = giften.dump();
    write.finished = giften.size() == kExampleOne.size();
    write.keeper = 0;    // Anna kept the score
    write.confirmer = 1; // Bram checked the places on the phone
    const web::Response r = web::writeTableGame(**server, web::TableKey{1, 1, 1}, write);
    INFO(r.body.toStdString());
    REQUIRE(r.status == 200);
}

} // namespace

TEST_CASE("Results desk: a game entered on table 1's phone arrives in the window and its table says telefoon",
          "[ui][desk][tableentry]")
{
    Desk desk;
    auto *panel = desk.window->findChild<ResultsPanel *>();
    REQUIRE(panel);
    auto *tables = panel->findChild<QComboBox *>(QStringLiteral("table"));
    REQUIRE(tables);
    REQUIRE(tables->itemText(0).endsWith(QStringLiteral("— open")));

    phoneWritesExampleOne(desk.file);

    // Nothing is clicked: the window reads another station's change by itself within a second.
    CHECK(QTest::qWaitFor([&] { return desk.doc()->tournament().game(1, 1, 1) != nullptr; }, 3000));
    const GameResult *game = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(game);
    CHECK(game->finished);
    CHECK(game->points == std::vector<int>{10, 0, 8, 4});
    CHECK(game->station == "Tafel 1");
    CHECK(tables->itemText(0).endsWith(QStringLiteral("— telefoon, bezig")));
    CHECK(tables->itemText(1).endsWith(QStringLiteral("— open")));
    CHECK(desk.window->statusBar()->currentMessage().contains(QStringLiteral("Tafel 1")));
}

TEST_CASE("Results desk: the game a phone is entering shows live on the desk open at it, and Volgende tafel zonder "
          "uitslag goes past the tables the phones enter",
          "[ui][desk][tableentry]")
{
    Desk desk;
    ResultsPanel *panel = desk.results();
    REQUIRE(panel->currentRef() == GameRef{1, 1, 1});
    REQUIRE(panel->giftEntry()->game().giften.empty());
    phoneWritesExampleOne(desk.file, false, 3); // three gifts, the game in progress
    // Nothing is clicked: the desk shows the phone's three gifts within a second or so.
    CHECK(QTest::qWaitFor([&] { return panel->giftEntry()->game().giften.size() == 3; }, 3000));
    CHECK(panel->currentRef() == GameRef{1, 1, 1});
    phoneWritesExampleOne(desk.file, false, 5); // two more
    CHECK(QTest::qWaitFor([&] { return panel->giftEntry()->game().giften.size() == 5; }, 3000));
    // Table 1 is the phone's: from table 2 the next table without a result is table 2 itself, never 1.
    QPushButton *next = nullptr;
    for (auto *b : panel->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("&Volgende tafel zonder uitslag"))
            next = b;
    REQUIRE(next);
    next->click();
    CHECK(panel->currentRef().table == 2);
    next->click();
    CHECK(panel->currentRef().table == 2);
}

TEST_CASE("Results desk: Enter on a phone's stored game shown unchanged writes nothing and goes on",
          "[ui][desk][tableentry]")
{
    // Seen in scripts/day-ends.sh: the desk open at a table whose phone had just stored its game
    // said "Enter slaat het op"; Enter stored it again under the desk's own name.
    Desk desk;
    ResultsPanel *panel = desk.results();
    REQUIRE(panel->currentRef() == GameRef{1, 1, 1});
    phoneWritesExampleOne(desk.file);
    REQUIRE(QTest::qWaitFor([&] { return panel->giftEntry()->game().giften.size() == kExampleOne.size(); }, 3000));
    const GameResult *stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored);
    REQUIRE(stored->finished);
    const std::string station = stored->station;
    const int undoSteps = desk.doc()->undoStack()->count();
    CHECK(panel->saveGifts().isEmpty());
    const GameResult *after = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(after);
    CHECK(after->station == station);
    CHECK(desk.doc()->undoStack()->count() == undoSteps);
    CHECK(panel->currentRef() != GameRef{1, 1, 1}); // on to the next game to enter
}

TEST_CASE("Results desk with double entry: a phone's finished game waits for its sheet, and the referee's typing "
          "of it makes it count",
          "[ui][desk][tableentry]")
{
    Desk desk;
    phoneWritesExampleOne(desk.file, true);
    auto *tables = desk.window->findChild<ResultsPanel *>()->findChild<QComboBox *>(QStringLiteral("table"));
    REQUIRE(tables);
    CHECK(QTest::qWaitFor([&] { return tables->itemText(0).endsWith(QStringLiteral("— telefoon, wacht op blad")); },
                          3000));
    INFO(tables->itemText(0).toStdString());
    // The referee types the sheet: the same game, so the second entry agrees and it counts.
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef() == GameRef{1, 1, 1});
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    REQUIRE(focused()->objectName() == QStringLiteral("save"));
    key(Qt::Key_Return); // Spel opslaan
    INFO("desk said: " << desk.results()->lastTold().toStdString() << " | " << desk.results()->stateText().toStdString()
                       << " | " << desk.window->statusText().toStdString());
    CHECK(QTest::qWaitFor([&] {
        const GameResult *g = desk.doc()->tournament().game(1, 1, 1);
        return g && g->finished;
    }, 3000));
    const GameResult *counted = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(counted);
    CHECK(counted->points == std::vector<int>{10, 0, 8, 4});
}


TEST_CASE("The application's venue web with entry at the table: a phone writes, the scoresheets printed meanwhile "
          "carry each table's code, and a code withdrawn on the Indeling tab writes nothing more",
          "[ui][web][tableentry]")
{
    nkb::ui::test::ServingWindow serving;
    QTemporaryDir &dir = serving.dir;
    TournamentDocument *doc = serving.doc;
    web::VenueWeb *venue = serving.venue;
    REQUIRE(venue->tableEntry());
    const QString address = venue->addresses().value(0);
    const int port = QUrl(address).port();
    const std::string code = web::tableCode(doc->store().tableSecret().value(), {1, 1, 1});
    const Table *one = doc->tournament().round(1)->table(1);
    REQUIRE(one);
    const std::string first = doc->tournament().player(one->seats[0])->name;
    const std::string body = R"({"telefoon":"0123456789abcdef0123456789abcdef","spel":1,"basis":"","giften":[{"spelers":[")" +
                             first + R"("],"contract":"40","won":true}],"klaar":false})";
    nkbtest::TablePhone page(code, "0123456789abcdef0123456789abcdef"); // signs as the table page does
    const auto post = [&] {
        nkbtest::HttpClient phone(static_cast<quint16>(port));
        const auto a = page.post(phone, "/tafel/1/spel", body);
        return a ? a->status : 0;
    };
    CHECK(post() == 200);

    // The scoresheets printed now (the Indeling tab's Afdrukken menu) carry table 1's own link.
    const QString pdf = dir.filePath(QStringLiteral("formulieren.pdf"));
    REQUIRE(report::writePaperPdf(roundPaper(doc->tournament(), 1, RoundPaper::Scoresheets, &doc->store()), pdf));
    const QString read = nkb::ui::test::pdfFirstCode(pdf, dir);
    if (read.isEmpty())
        WARN("zbarimg of pdftoppm ontbreekt: de QR-code is niet gelezen");
    else
        CHECK(read == address + QStringLiteral("tafel/1#") + QString::fromStdString(code));

    // A lost phone: the director withdraws table 1's code; the old code writes nothing more.
    REQUIRE(doc->execute(new WithdrawTableCodeCommand(doc, 1, 1)).text().isEmpty());
    CHECK(post() == 403);
    // The desk sees the attempt on table 1 (and the logbook has it: nkb.web).
    QElapsedTimer told;
    told.start();
    while (!venue->tableRefusals().contains(1) && told.elapsed() < 3000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    CHECK(venue->tableRefusals().contains(1));
    // The table cards printed now carry both codes: one page a table, also with the longest names.
    for (int sn : {2, 7, 12})
        REQUIRE(doc->store()
                    .editPlayer(sn, NewPlayer{std::string(60 + sn, 'w') + "-" + std::to_string(sn), "", {}, 1})
                    .ok());
    doc->reload();
    const QString cards = dir.filePath(QStringLiteral("tafelkaarten.pdf"));
    REQUIRE(report::writePaperPdf(roundPaper(doc->tournament(), 1, RoundPaper::TableCards, &doc->store()), cards));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {cards});
    info.waitForFinished(10000);
    const QString pages = QString::fromUtf8(info.readAllStandardOutput()).section(QStringLiteral("Pages:"), 1).trimmed()
                              .section(QLatin1Char('\n'), 0, 0);
    if (pages.isEmpty())
        WARN("pdfinfo ontbreekt: de bladzijden van de tafelkaarten zijn niet geteld");
    else
        CHECK(pages.toInt() == static_cast<int>(doc->tournament().round(1)->tables.size()));

    venue->stop();
    CHECK_FALSE(venue->tableEntry());
}

TEST_CASE("Results desk: Alleen punten stays chosen from table to table of a round, and a new round starts with the "
          "gifts again",
          "[ui][desk]")
{
    Desk desk;
    REQUIRE(desk.doc()->store().setTables(2, {Table{1, {1, 5, 2, 6}}, Table{2, {3, 7, 4, 8}}}).ok());
    desk.doc()->reload();
    ResultsPanel *panel = desk.results();
    auto *modes = panel->findChild<QTabWidget *>();
    REQUIRE(modes);
    panel->select(GameRef{1, 1, 1});
    modes->setCurrentWidget(panel->pointsEntry());
    panel->select(GameRef{1, 2, 1});
    CHECK(modes->currentWidget() == panel->pointsEntry()); // paper results, table after table
    panel->select(GameRef{2, 1, 1});
    CHECK(modes->currentWidget() == panel->giftEntry()); // the next round starts with the gifts
}
