// A window that refreshes by itself after another program wrote: the main window open on
// a file and on a server database, a real nk-bonaken-cli process entering a result at another
// table, the referee half-way through typing a gift at table 1. Nobody clicks: within a second the
// window shows the other table's result, and what she typed is still there.
#include "resultsdesk.h"
#include "stationswindow.h"

#include "gamefile/gamejson.h"
#include "ui/document/roundcommands.h"
#include "ui/results/giftentrywidget.h"
#include "ui/stations/otherstation.h"

#include <QElapsedTimer>
#include <QLineEdit>
#include <QSqlError>
#include <QSqlQuery>
#include <QStatusBar>
#include <QUrl>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;
using namespace nkbtest;

namespace {

// Eight players, Anna..Dirk at table 1 and Els..Hans at table 2 of round 1 (as resultsdesk.h).
void seatEight(const std::string &location)
{
    seatPlayers(location, {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"},
                {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}});
}

// The server ends the program's sessions with the database (not the test's own `spare`), as a
// restart of the server or a Wi-Fi drop does; gives how many.
int endWindowSessions(RawDb &admin, const QString &database, RawDb &spare)
{
    return admin
        .scalar(QStringLiteral("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE "
                               "application_name LIKE 'nk-bonaken%' AND datname = '%1' AND pid <> %2")
                    .arg(database, spare.scalar(QStringLiteral("SELECT pg_backend_pid()")).toString()))
        .toInt();
}

void refreshesWhileTyping(const std::string &location)
{
    seatEight(location);
    Desk desk(QString::fromStdString(location));
    desk.results()->select(GameRef{1, 1, 1});
    desk.results()->enterFocus();
    auto *spelers = desk.results()->findChild<QLineEdit *>(QStringLiteral("spelers"));
    REQUIRE(spelers != nullptr);
    QTest::keyClicks(spelers, QStringLiteral("AC"));
    REQUIRE(desk.doc()->tournament().game(1, 2, 1) == nullptr);

    const Finished other = otherStation(location, 2, 1, "Els=10,Fien=8,Gijs=4,Hans=1");
    INFO(other.err);
    REQUIRE(other.exitCode == 0);
    const qint64 ms = waitFor([&] { return desk.doc()->tournament().game(1, 2, 1) != nullptr; });
    INFO("refreshed after " << ms << " ms");
    REQUIRE(desk.doc()->tournament().game(1, 2, 1) != nullptr);
    CHECK(ms < 1000);
    CHECK(desk.doc()->tournament().game(1, 2, 1)->points == std::vector<int>{10, 8, 4, 1});
    // The table list shows it, the status bar says who, and what she typed is still there.
    CHECK(desk.tableText(2).contains(QStringLiteral("Els")));
    CHECK(desk.window->statusBarMessage().startsWith(QStringLiteral("Bijgewerkt door Zaal-2 om ")));
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("tafel 2")));
    CHECK(spelers->text() == QStringLiteral("AC"));
    CHECK(desk.results()->findChild<QComboBox *>(QStringLiteral("table"))->currentData().toInt() == 1);

    // The window's own change is no news from elsewhere.
    desk.enterPoints(GameRef{1, 1, 2}, {10, 8, 4, 1});
    desk.window->statusBar()->clearMessage();
    waitFor([] { return false; }, 1200);
    CHECK(desk.window->statusBarMessage().isEmpty());
}

} // namespace

TEST_CASE("Stations window: a file open in the application refreshes when the command line writes",
          "[stations][refresh][window]")
{
    QTemporaryDir dir;
    refreshesWhileTyping(filePath(dir, "NK.bonaken"));
}

TEST_CASE("Stations window: a server database open in the application refreshes when another station writes",
          "[stations][refresh][window]")
{
    refreshesWhileTyping(serverDatabase());
}

TEST_CASE("Stations window: storing a game another station stored asks, and replaces only when told",
          "[stations][otherstation][window]")
{
    const std::string location = serverDatabase();
    seatEight(location);
    Desk desk(QString::fromStdString(location));
    const Finished other = otherStation(location, 1, 1, "Anna=10,Bram=8,Cor=4,Dirk=1");
    INFO(other.err);
    REQUIRE(other.exitCode == 0);
    // This station's entry of the same game, as the points form stores it.
    QStringList asked;
    bool answer = false;
    const Answering replacing([&](const Question &q) -> std::optional<int> {
        if (q.name() != QLatin1String("replaceOtherStation"))
            return std::nullopt;
        asked << q.text();
        return q.button(answer ? QMessageBox::DestructiveRole : QMessageBox::RejectRole);
    });
    const auto store = [&] {
        // As the results desk stores it: the document asks nothing, its caller asks the referee.
        return executeAsking(*desk.doc(), [&] {
            return new EnterPointsCommand(desk.doc(), GameRef{1, 1, 1},
                                          {{"Anna", 0}, {"Bram", 10}, {"Cor", 8}, {"Dirk", 4}});
        }).text();
    };
    const QString stopped = store();
    REQUIRE(asked.size() == 1);
    CHECK(asked.front().startsWith(QStringLiteral("Tafel 1, spel 1: ingevoerd door station Zaal-2 om ")));
    CHECK(asked.front().contains(QStringLiteral("(10/8/4/1)")));
    // She stopped: refused (said once, briefly), the other station's entry stays.
    CHECK(stopped == QStringLiteral("de invoer van het andere station blijft staan."));
    desk.doc()->reload();
    CHECK(desk.doc()->tournament().game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});
    CHECK(desk.doc()->tournament().game(1, 1, 1)->station == "Zaal-2");

    answer = true;
    CHECK(store().isEmpty());
    CHECK(asked.size() == 2);
    CHECK(desk.doc()->tournament().game(1, 1, 1)->points == std::vector<int>{0, 10, 8, 4});
    CHECK(desk.doc()->tournament().game(1, 1, 1)->station != "Zaal-2");
    // Undo gives the other station's entry back.
    desk.doc()->undoStack()->undo();
    CHECK(desk.doc()->tournament().game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});
}

TEST_CASE("Stations window: after the server ended the window's session it reconnects and refreshes by itself",
          "[stations][refresh][window]")
{
    const std::string location = serverDatabase();
    seatEight(location);
    Desk desk(QString::fromStdString(location));
    // The server ends the window's session, as a restart of the server or a Wi-Fi drop does.
    {
        RawDb admin(location);
        CHECK(endWindowSessions(admin, admin.scalar(QStringLiteral("SELECT current_database()")).toString(),
                                admin) == 1);
    }
    const Finished other = otherStation(location, 1, 2, "Anna=10,Bram=8,Cor=4,Dirk=1");
    INFO(other.err);
    REQUIRE(other.exitCode == 0);
    const qint64 ms = waitFor([&] { return desk.doc()->tournament().game(1, 1, 2) != nullptr; });
    INFO("refreshed after " << ms << " ms");
    CHECK(desk.doc()->tournament().game(1, 1, 2) != nullptr);
    CHECK(ms < 2500); // the next look (once a second) makes the session again
    // And it enters again as before.
    desk.enterPoints(GameRef{1, 2, 1}, {10, 8, 4, 1});
    CHECK(desk.doc()->tournament().game(1, 2, 1) != nullptr);
}

namespace {

// The server stops taking this station, as when its Wi-Fi drops: no new sessions for the
// database, and the window's own session ended (the test's watcher session stays). Given back
// with allow = true. PostgreSQL changes that from another database only: the server's "postgres".
void serverTakes(const std::string &location, bool allow, RawDb &watcher)
{
    QUrl url(QString::fromStdString(location));
    const QString db = url.path().mid(1);
    url.setPath(QStringLiteral("/postgres"));
    RawDb admin(url.toString().toStdString());
    QSqlQuery q(admin.db());
    const bool altered = q.exec(QStringLiteral("ALTER DATABASE \"%1\" WITH ALLOW_CONNECTIONS %2")
                                    .arg(db, allow ? QStringLiteral("true") : QStringLiteral("false")));
    INFO(q.lastError().text().toStdString());
    REQUIRE(altered);
    if (!allow)
        CHECK(endWindowSessions(admin, db, watcher) >= 1);
}

// What the server holds of round 1, table 1, game 1: its gifts, and whether it is a result.
std::pair<std::size_t, bool> onServer(RawDb &admin)
{
    QSqlQuery q(admin.db());
    REQUIRE(q.exec(QStringLiteral(
        "SELECT giften, finished FROM games WHERE round = 1 AND table_number = 1 AND game = 1")));
    if (!q.next())
        return {0, false};
    auto parsed = parseGameJson(q.value(0).toString().toStdString());
    const auto *game = std::get_if<GameRecord>(&parsed);
    REQUIRE(game != nullptr);
    return {game->giften.size(), q.value(1).toInt() == 1};
}

} // namespace

TEST_CASE("Stations window: what is typed while the server is away stays, and is stored by itself once it is back",
          "[stations][refresh][window]")
{
    const std::string location = serverDatabase();
    seatEight(location);
    Desk desk(QString::fromStdString(location));
    RawDb admin(location);
    desk.altKey(Qt::Key_U); // Uitslagen: round 1, table 1, game 1, the cursor in Speler(s)
    REQUIRE(desk.results()->currentRef().table == 1);
    typeGift(kExampleOne[0].first, kExampleOne[0].second);
    typeGift(kExampleOne[1].first, kExampleOne[1].second);
    REQUIRE(onServer(admin).first == 2);

    serverTakes(location, false, admin);
    typeGift(kExampleOne[2].first, kExampleOne[2].second);
    CHECK(desk.results()->giftEntry()->game().giften.size() == 3);
    CHECK(desk.window->statusBarMessage().startsWith(QStringLiteral("Geen verbinding met de server: Gift 3 ")));
    typeGift(kExampleOne[3].first, kExampleOne[3].second);
    // Not on the server, but in the list as typed; the desk says it waits and the program
    // would ask before quitting.
    CHECK(onServer(admin).first == 2);
    CHECK(desk.results()->giftEntry()->game().giften.size() == 4);
    CHECK(desk.results()->stateText().startsWith(QStringLiteral("Wacht op de server")));
    CHECK(desk.results()->unacceptedTyping().contains(QStringLiteral("tafel 1 (ronde 1, spel 1)")));
    waitFor([] { return false; }, 1500); // tried again meanwhile: still away, still kept
    CHECK(desk.results()->giftEntry()->game().giften.size() == 4);

    serverTakes(location, true, admin);
    const qint64 ms = waitFor([&] { return onServer(admin).first == 4; }, 5000);
    INFO("stored " << ms << " ms after the server took the station again");
    CHECK(onServer(admin) == std::pair<std::size_t, bool>{4, false});
    CHECK(ms < 2500);
    CHECK(desk.results()->unacceptedTyping().isEmpty());
    CHECK(desk.window->statusBarMessage().startsWith(QStringLiteral("De server is terug")));

    // The rest of the game, and the server goes away just before the finished game is stored.
    for (std::size_t i = 4; i < kExampleOne.size(); ++i)
        typeGift(kExampleOne[i].first, kExampleOne[i].second);
    REQUIRE(onServer(admin).first == kExampleOne.size());
    serverTakes(location, false, admin);
    // Said in the status bar, not in a box that would still stand once it is stored.
    CHECK(desk.results()->saveGifts().isEmpty());
    CHECK(desk.window->statusBarMessage().startsWith(
        QStringLiteral("Geen verbinding met de server: het afgelopen spel is in dit programma bewaard")));
    CHECK(onServer(admin).second == false);
    serverTakes(location, true, admin);
    waitFor([&] { return onServer(admin).second; }, 5000);
    // Stored once, as a result: docs/rules.md example 1 gives A 10, B 0, C 8, D 4.
    CHECK(onServer(admin) == std::pair<std::size_t, bool>{kExampleOne.size(), true});
    CHECK(admin.scalar(QStringLiteral("SELECT COUNT(*) FROM games")).toInt() == 1);
    const GameResult *stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored != nullptr);
    CHECK(stored->finished);
    CHECK(stored->points == std::vector<int>{10, 0, 8, 4});
}
