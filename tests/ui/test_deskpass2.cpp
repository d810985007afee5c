// The results desk and the director, second pass (items 5 and 9), as they were found:
// a latecomer seated with one message, an undo that can no longer apply saying why, Ctrl+Z in an
// empty game doing the Bewerken menu's undo, "Niet opgeslagen" said once, and Alt+U after a
// restart opening this station's own half-typed table, not another station's.
#include "resultsdesk.h"

#include "store/tournamentstore.h"
#include "ui/document/playercommands.h"
#include "ui/results/giftentrywidget.h"
#include "ui/results/resultspanel.h"
#include "ui/stations/otherstation.h"

#include <QLineEdit>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

std::unique_ptr<TournamentStore> otherStation(const QString &path, const std::string &station)
{
    OpenOptions options;
    options.station = station;
    auto store = TournamentStore::open(path.toStdString(), options);
    REQUIRE(store.ok());
    return std::move(store).value();
}

GameEntry oneGift(const char *declarer)
{
    GameEntry entry;
    entry.finished = false;
    entry.pointsOnly = false;
    entry.giftenJson = std::string(R"({"players":["Anna","Bram","Cor","Dirk"],"giften":[{"spelers":[")") + declarer +
                       R"("],"contract":"40","won":true}]})";
    return entry;
}

} // namespace

TEST_CASE("Late entry in the application: the round without results is redrawn with him, said in the store's one message",
          "[ui][late]")
{
    Desk desk;
    REQUIRE(desk.doc()->execute(new LateEntryCommand(desk.doc(), NewPlayer{"Ilse", "", {}, 1})).done());
    const Tournament &t = desk.doc()->tournament();
    const Player *ilse = t.playerByName("Ilse");
    REQUIRE(ilse != nullptr);
    int table = 0;
    for (const Table &tb : t.round(1)->tables)
        for (int sn : tb.seats)
            if (sn == ilse->startNumber)
                table = tb.number;
    REQUIRE(table > 0);
    const QString said = desk.window->statusBarMessage();
    CHECK(said.startsWith(QStringLiteral("9 Ilse speelt mee vanaf ronde 1: ronde 1 had nog geen uitslagen en is opnieuw geloot")));
    CHECK(said.contains(QStringLiteral(": aan tafel %1.").arg(table)));
}

TEST_CASE("Undo of a late entry that the command line touched since says why in the status bar, and the player stays",
          "[ui][undo][late]")
{
    Desk desk;
    REQUIRE(desk.doc()->execute(new LateEntryCommand(desk.doc(), NewPlayer{"Ilse", "", {}, 1})).done());
    const int before = desk.doc()->undoStack()->count();
    {
        // The command line checks him out at the door meanwhile.
        auto cli = otherStation(desk.path(), "nk-bonaken-cli");
        REQUIRE(cli->setPresent(9, false).ok());
    }
    desk.doc()->reload();
    desk.doc()->undoStack()->undo();
    const QString said = desk.window->statusBarMessage();
    CHECK(said.startsWith(QStringLiteral("Niet ongedaan gemaakt: Ilse laat instromen vanaf ronde 1")));
    CHECK(said.contains(QStringLiteral("kan niet meer ongedaan worden gemaakt")));
    CHECK(said.contains(QStringLiteral("uit de lijst van Bewerken gehaald")));
    CHECK(desk.doc()->tournament().playerByName("Ilse") != nullptr);
    CHECK(desk.doc()->undoStack()->count() == before - 1);
}

TEST_CASE("Results desk: Ctrl+Z in Speler(s) of a game without gifts undoes the last change, not the typed text",
          "[ui][desk][undo]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    // On to table 2, whose game has no gift; a letter typed where the cursor starts (the compact line).
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Down);
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 2);
    REQUIRE(desk.results()->giftEntry()->game().giften.empty());
    REQUIRE(focused()->objectName() == QStringLiteral("compact"));
    QTest::keyClicks(focused(), QStringLiteral("B"));
    const int index = desk.doc()->undoStack()->index();
    REQUIRE(desk.storedGifts({1, 1, 1}) == 1);
    key(Qt::Key_Z, Qt::ControlModifier);
    // The Bewerken menu's undo: table 1's gift is taken back.
    CHECK(desk.doc()->undoStack()->index() == index - 1);
    CHECK(desk.storedGifts({1, 1, 1}) == 0);
}

TEST_CASE("Results desk: a gift refused because another station has the game says Niet opgeslagen once",
          "[ui][desk][otherstation]")
{
    Desk desk;
    {
        auto zaal = otherStation(desk.path(), "Zaal-2");
        REQUIRE(zaal->enterGame({1, 1, 1}, oneGift("Bram")).ok());
    }
    desk.doc()->reload();
    Question::setNextAnswer(QMessageBox::RejectRole); // Stoppen: the other station's entry stays
    desk.results()->select(GameRef{1, 1, 1});
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 1);
    typeGift("A", true);
    CHECK(desk.results()->lastTold() == QStringLiteral("Niet opgeslagen: de invoer van het andere station blijft staan."));
}

TEST_CASE("Results desk: after a restart Alt+U opens this station's own half-typed table, not another station's",
          "[ui][desk][restart]")
{
    Desk desk; // keeps the file's folder while the window closes and opens again
    const std::string mine = desk.doc()->store().station();
    // This station types one gift at table 2, then the program is closed.
    desk.altKey(Qt::Key_U);
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Down);
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 2);
    typeGift("A", true);
    REQUIRE(desk.storedGifts({1, 2, 1}) == 1);
    desk.close();
    // Meanwhile another station types at table 1.
    {
        auto zaal = otherStation(desk.path(), "Zaal-2");
        REQUIRE(zaal->enterGame({1, 1, 1}, oneGift("Bram")).ok());
    }
    Desk again(desk.path());
    REQUIRE(again.doc()->store().station() == mine);
    again.altKey(Qt::Key_U);
    CHECK(again.results()->currentRef().table == 2);
    CHECK(again.results()->giftEntry()->game().giften.size() == 1);
}

TEST_CASE("Results desk: Alt+U skips a table another station is typing", "[ui][desk][restart]")
{
    Desk desk;
    desk.close();
    {
        auto zaal = otherStation(desk.path(), "Zaal-2");
        REQUIRE(zaal->enterGame({1, 1, 1}, oneGift("Bram")).ok());
    }
    Desk again(desk.path());
    again.altKey(Qt::Key_U);
    CHECK(again.results()->currentRef().table == 2);
    CHECK(again.results()->giftEntry()->game().giften.empty());
}
