// Entry at the table seen from the results desk (docs/table-entry.md, piece 6): a game a table's
// phone writes through the venue web (the same write the server does, on a connection of its own)
// arrives in the desk's window without a click, and its table says "telefoon".
#include "resultsdesk.h"

#include "store/tournamentstore.h"
#include "ui/document/tournamentdocument.h"
#include "web/tablewrite.h"

#include <QComboBox>
#include <QStatusBar>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("Results desk: a game entered on table 1's phone arrives in the window and its table says telefoon",
          "[ui][desk][tableentry]")
{
    Desk desk;
    auto *panel = desk.window->findChild<ResultsPanel *>();
    REQUIRE(panel);
    auto *tables = panel->findChild<QComboBox *>(QStringLiteral("table"));
    REQUIRE(tables);
    REQUIRE(tables->itemText(0).endsWith(QStringLiteral("— open")));

    OpenOptions options;
    options.station = "webpagina's";
    auto server = TournamentStore::open(desk.file.toStdString(), options);
    REQUIRE(server.ok());
    web::TableWriteLog log;
    web::TableWrite write;
    write.phone = "0123456789abcdef0123456789abcdef";
    write.game = 1;
    write.version = 1;
    nlohmann::json giften = nlohmann::json::array();
    for (const auto &[seat, won] : kExampleOne) { // A B C D = Anna Bram Cor Dirk
        const char *names[] = {"Anna", "Bram", "Cor", "Dirk"};
        giften.push_back({{"spelers", {names[seat[0] - 'A']}}, {"contract", "40"}, {"won", won}});
    }
    write.giftenJson = giften.dump();
    write.finished = true;
    const web::Response r = web::writeTableGame(**server, log, web::TableKey{1, 1, 1}, write);
    INFO(r.body.toStdString());
    REQUIRE(r.status == 200);

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
