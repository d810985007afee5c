// The referee's path through the results desk, by the keyboard alone: Alt+U, a game
// gift by gift with Tab and Enter, a table switch mid-game, the file closed and reopened, a
// process killed mid-game, Ctrl+Z that takes back only this game's last gift, a correction of
// gift 2 of 7 with the later gifts judged again, and the final refused before the last round.
#include "resultsdesk.h"
#include "readonlyfolder.h"

#include "ui/final/finalpanel.h"
#include "ui/results/giftentrywidget.h"
#include "ui/results/giftform.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/results/resultspanel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <csignal>
#include <cstdio>
#include <iostream>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

int pointsOf(const StandingsModel *model, const QString &name)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->data(model->index(r, StandingsModel::Name)).toString() == name)
            return model->data(model->index(r, StandingsModel::Points)).toInt();
    return -1;
}

} // namespace

TEST_CASE("Results desk: a whole game with Tab and Enter only, and Enter stores it (R51-R59)", "[ui][desk][R59]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    REQUIRE(focused() != nullptr);
    CHECK(focused()->objectName() == QStringLiteral("compact"));
    CHECK(desk.results()->currentRef().table == 1);
    // docs/rules.md worked example 1: A, A (A eruit 10); B lost twice (erin 0); C won, D won, C lost,
    // C won (C eruit, 8); D is left (4).
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    REQUIRE(entry->verdict().finished);
    // Every accepted gift is in the file already; the game does not count yet.
    const GameResult *stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored != nullptr);
    CHECK_FALSE(stored->finished);
    StandingsModel *standings = desk.window->standingsPanel()->model();
    CHECK(pointsOf(standings, QStringLiteral("Anna")) == 0);
    // The cursor waits on "Spel opslaan": Enter stores the result.
    REQUIRE(focused() != nullptr);
    CHECK(focused()->objectName() == QStringLiteral("save"));
    key(Qt::Key_Return);
    stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored != nullptr);
    CHECK(stored->finished);
    CHECK(stored->points == std::vector<int>{10, 0, 8, 4});
    CHECK(pointsOf(standings, QStringLiteral("Anna")) == 10);
    CHECK(pointsOf(standings, QStringLiteral("Dirk")) == 4);
    // On to game 2 of the same table, cursor in Speler(s) again.
    CHECK(desk.results()->currentRef().game == 2);
    CHECK(focused()->objectName() == QStringLiteral("compact"));
}

TEST_CASE("Results desk: switching tables mid-game and back keeps every gift", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    typeGift("A", true);
    typeGift("B", false);
    // Alt+T: the table list; Down: table 2. Nothing asked, nothing lost.
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Down);
    CHECK(desk.results()->currentRef().table == 2);
    CHECK(desk.results()->giftEntry()->game().giften.empty());
    CHECK(desk.tableText(1).contains(QStringLiteral("bezig")));
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Up);
    CHECK(desk.results()->currentRef().table == 1);
    CHECK(desk.results()->giftEntry()->game().giften.size() == 3);
    CHECK(desk.results()->stateText().startsWith(QStringLiteral("Bezig: 3 giften")));
    CHECK(desk.window->statusText().contains(QStringLiteral("1 spel bezig")));
}

TEST_CASE("Results desk: the file closed and reopened mid-game has every accepted gift", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    typeGift("A", true);
    typeGift("B", false);
    desk.close();
    Desk again(desk.path());
    again.altKey(Qt::Key_U);
    CHECK(again.results()->currentRef().table == 1);
    CHECK(again.results()->giftEntry()->game().giften.size() == 3);
    // And the entry goes on from there: gift 4 makes B erin.
    typeGift("B", false);
    CHECK(again.doc()->tournament().game(1, 1, 1) != nullptr);
    CHECK(again.results()->giftEntry()->game().giften.size() == 4);
}

// Run in a child process by the next test: enters gifts at table 1 and says so after each one,
// then waits to be killed.
TEST_CASE("Results desk child: enter gifts until killed", "[.child]")
{
    const QString path = qEnvironmentVariable("NKB_DESK_FILE");
    REQUIRE_FALSE(path.isEmpty());
    Desk desk(path);
    desk.altKey(Qt::Key_U);
    int n = 0;
    for (const auto &[seat, won] : kExampleOne) {
        typeGift(seat, won);
        std::cout << "gift " << ++n << std::endl;
        if (n == 5)
            break;
    }
    // Half a sixth gift typed, not accepted: that one may be lost, nothing before it.
    QTest::keyClicks(focused(), QStringLiteral("D"));
    std::cout << "waiting" << std::endl;
    QTest::qWait(60000);
}

TEST_CASE("Results desk: a process killed with SIGKILL mid-game loses no accepted gift", "[ui][desk][kill]")
{
    Desk desk;
    const QString path = desk.path();
    desk.close();
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NKB_DESK_FILE"), path);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::SeparateChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("Results desk child: enter gifts until killed")});
    REQUIRE(child.waitForStarted(10000));
    QByteArray out;
    for (int i = 0; i < 300 && !out.contains("waiting"); ++i) {
        child.waitForReadyRead(200);
        out += child.readAllStandardOutput();
    }
    INFO(out.toStdString() << child.readAllStandardError().toStdString());
    REQUIRE(out.contains("gift 5"));
    ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
    REQUIRE(child.waitForFinished(10000));
    CHECK(child.exitStatus() == QProcess::CrashExit);

    Desk again(path);
    again.altKey(Qt::Key_U);
    GiftEntryWidget *entry = again.results()->giftEntry();
    REQUIRE(entry->game().giften.size() == 5);
    for (std::size_t i = 0; i < 5; ++i) {
        const auto &[seat, won] = kExampleOne[i];
        REQUIRE(entry->game().giften[i].spelers.has_value());
        CHECK(entry->game().giften[i].spelers->front() == again.nameAt(seat));
        CHECK(entry->game().giften[i].wonAll == won);
    }
}

TEST_CASE("Results desk: Ctrl+Z takes back only this game's last gift, into the fields", "[ui][desk][undo]")
{
    Desk desk;
    // Table 1 game 1 has its result already (a paper result through the store).
    desk.enterPoints(GameRef{1, 1, 1}, {10, 0, 8, 4});
    // Table 2: three gifts typed.
    desk.altKey(Qt::Key_U);
    desk.results()->select(GameRef{1, 2, 1});
    typeGift("A", true);
    typeGift("B", true);
    typeGift("C", false);
    // Meanwhile table 1, game 2 gets a gift, then back to table 2.
    desk.results()->select(GameRef{1, 1, 2});
    typeGift("A", true);
    desk.results()->select(GameRef{1, 2, 1});
    REQUIRE(desk.results()->giftEntry()->game().giften.size() == 3);

    key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(desk.results()->giftEntry()->game().giften.size() == 2);
    const Tournament &t = desk.doc()->tournament();
    REQUIRE(t.game(1, 2, 1) != nullptr);
    CHECK(t.game(1, 1, 1) != nullptr);
    CHECK(t.game(1, 1, 1)->finished);
    REQUIRE(t.game(1, 1, 2) != nullptr);
    CHECK(desk.storedGifts(GameRef{1, 1, 2}) == 1);
    CHECK(desk.storedGifts(GameRef{1, 2, 1}) == 2);
    // The gift is back in the fields, to be corrected and accepted again.
    auto *spelers = desk.results()->giftEntry()->findChild<QLineEdit *>(QStringLiteral("spelers"));
    CHECK(spelers->text() == QStringLiteral("C"));
    CHECK(desk.results()->giftEntry()->currentGift().wonAll == false);
    // Ctrl+Z again: gift 2 goes; the paper result of table 1 stays whatever is pressed.
    key(Qt::Key_Z, Qt::ControlModifier);
    key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(desk.storedGifts(GameRef{1, 2, 1}) == 0);
    key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(desk.doc()->tournament().game(1, 1, 1) != nullptr);
}

TEST_CASE("Results desk: undo of another table's step says so in the status bar", "[ui][desk][undo]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    desk.results()->select(GameRef{1, 2, 1});
    desk.doc()->undoStack()->undo();
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("Gift 1, tafel 1, ronde 1")));
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 0);
}

TEST_CASE("Results desk: gift 2 of 7 corrected, every later gift judged again", "[ui][desk][correct]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    // A won, B won, C won, A lost, B lost, C lost, A won (A eruit after gift 7).
    const std::vector<std::pair<const char *, bool>> gifts{{"A", true},  {"B", true},  {"C", true}, {"A", false},
                                                           {"B", false}, {"C", false}, {"A", true}};
    for (const auto &[seat, won] : gifts)
        typeGift(seat, won);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    REQUIRE(entry->game().giften.size() == 7);
    REQUIRE(entry->problems().empty());

    // Shift+Tab from the compact line (before Gever and Speler(s)) reaches the list of gifts; up
    // to gift 2, F2.
    auto *view = entry->findChild<QTableView *>(QStringLiteral("gifts"));
    REQUIRE(focused()->objectName() == QStringLiteral("compact"));
    key(Qt::Key_Backtab, Qt::ShiftModifier);
    REQUIRE(focused() == view);
    key(Qt::Key_Home, Qt::ControlModifier);
    key(Qt::Key_Down);
    key(Qt::Key_F2);
    REQUIRE(entry->editing() == 2);
    CHECK(focused()->objectName() == QStringLiteral("spelers"));
    CHECK(static_cast<QLineEdit *>(focused())->text() == QStringLiteral("B"));
    // Gift 2 was Anna's, not Bram's: now Anna has won twice and is eruit after gift 2 (R52).
    key(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("A"));
    key(Qt::Key_Return);
    CHECK_FALSE(entry->editing().has_value());
    REQUIRE(entry->game().giften.size() == 7);
    CHECK(entry->game().giften[1].spelers == std::vector<std::string>{"Anna"});
    // Gifts 4 and 7 had Anna play again: each one is named; 3, 5 and 6 still hold.
    CHECK(entry->problems().size() == 2);
    CHECK(entry->problems().count(4) == 1);
    CHECK(entry->problems().count(7) == 1);
    CHECK(entry->currentError().contains(QStringLiteral("Gift 4 klopt niet meer")));
    // The correction is in the file, as typed, and nothing counts.
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 7);
    CHECK_FALSE(desk.doc()->tournament().game(1, 1, 1)->finished);
    // The cursor is on gift 4: F2, it was Cor's; Enter. Only gift 7 is left to put right.
    REQUIRE(focused() == view);
    key(Qt::Key_F2);
    REQUIRE(entry->editing() == 4);
    key(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("C"));
    key(Qt::Key_Return);
    CHECK(entry->problems().size() == 1);
    CHECK(entry->problems().count(7) == 1);
    // Storing is refused while a gift does not hold.
    CHECK_FALSE(desk.results()->saveGifts().isEmpty());
}

TEST_CASE("Results desk: seat letters as on the scoresheet, never a guess", "[ui][desk][seats]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    // In Speler(s) (the cursor starts in the compact line).
    entry->findChild<QLineEdit *>(QStringLiteral("spelers"))->setFocus();
    // Seat C is Cor even though "C" could start another name; "Bra" is Bram; "D" is Dirk.
    QTest::keyClicks(focused(), QStringLiteral("c"));
    CHECK(entry->currentGift().spelers == std::vector<std::string>{"Cor"});
    key(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focused(), QStringLiteral("Bra"));
    CHECK(entry->currentGift().spelers == std::vector<std::string>{"Bram"});
    // A start that fits two names is said to be ambiguous and cannot be accepted.
    entry->loadGame(GameRecord{{"Geertje", "Gerrit", "Chloë", "Dirk"}, std::nullopt, {}});
    entry->findChild<QLineEdit *>(QStringLiteral("spelers"))->setFocus();
    QTest::keyClicks(focused(), QStringLiteral("Ge"));
    auto *contract = entry->findChild<QLineEdit *>(QStringLiteral("contract"));
    QTest::keyClicks(contract, QStringLiteral("40"));
    CHECK(entry->currentError().contains(QStringLiteral("past op Geertje en Gerrit")));
    auto *spelers = entry->findChild<QLineEdit *>(QStringLiteral("spelers"));
    spelers->setText(QStringLiteral("C"));
    CHECK(entry->currentGift().spelers == std::vector<std::string>{"Chloë"});
    auto *dealer = entry->findChild<QComboBox *>(QStringLiteral("dealer"));
    CHECK(dealer->itemText(2) == QStringLiteral("C · Chloë"));
}

TEST_CASE("R61: the final cannot be entered in round 2, and the Finale tab says why", "[ui][desk][final][R61]")
{
    Desk desk;
    // Round 1 played through the store, round 2 drawn.
    desk.enterPoints(GameRef{1, 1, 1}, {10, 0, 8, 4});
    desk.enterPoints(GameRef{1, 1, 2}, {10, 0, 8, 4});
    desk.enterPoints(GameRef{1, 2, 1}, {10, 0, 8, 4});
    desk.enterPoints(GameRef{1, 2, 2}, {10, 0, 8, 4});
    desk.seatRound(2);
    desk.window->tabs()->setCurrentWidget(desk.results());
    CHECK(desk.results()->currentRef().round == 2);
    auto *rounds = desk.results()->findChild<QComboBox *>(QStringLiteral("round"));
    CHECK(rounds->findText(QStringLiteral("Finale")) < 0);
    desk.results()->select(GameRef{kFinalRound, 1, 1});
    CHECK(desk.results()->currentRef().round != kFinalRound);
    FinalPanel *final = desk.window->finalPanel();
    CHECK(final->finalistsText().contains(QStringLiteral("staan pas vast")));
    CHECK_FALSE(final->finalistsText().contains(QStringLiteral("zeker")));
    const auto buttons = final->findChildren<QPushButton *>();
    for (QPushButton *b : buttons)
        CHECK_FALSE(b->isEnabled());
}

TEST_CASE("Results desk: a paper result by the keyboard, Enter in a points field stores it (R57)",
          "[ui][desk][points]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    REQUIRE(focused() != nullptr);
    REQUIRE(focused()->objectName() == QStringLiteral("compact"));
    // Ctrl+Tab: to "Alleen punten (papieren uitslag)", the cursor in seat A's field.
    key(Qt::Key_Tab, Qt::ControlModifier);
    REQUIRE(desk.results()->pointsEntry()->isVisible());
    REQUIRE(desk.results()->pointsEntry()->isAncestorOf(focused()));
    // Seats A-D as on the scoresheet: 10, 0, 8, 4 (a result one game can give, R54-R57).
    for (const char *points : {"10", "0", "8", "4"}) {
        key(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focused(), QString::fromUtf8(points));
        if (std::string(points) != "4")
            key(Qt::Key_Tab);
    }
    std::string typed;
    for (const auto &[name, points] : desk.results()->pointsEntry()->points())
        typed += name + "=" + std::to_string(points) + " ";
    INFO("typed: " << typed << " focus: " << focused()->metaObject()->className());
    key(Qt::Key_Return);
    const GameResult *stored = desk.doc()->tournament().game(1, 1, 1);
    REQUIRE(stored != nullptr);
    CHECK(stored->finished);
    CHECK(stored->pointsOnly);
    CHECK(stored->points == std::vector<int>{10, 0, 8, 4});
}

TEST_CASE("R19: a bid above 360 is asked about once, the second Enter accepts it (R67, R68)",
          "[ui][desk][R19]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("B", false, "365");
    // Not accepted yet: the referee is asked, in the message under the fields.
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 0);
    auto *message = desk.results()->giftEntry()->findChild<QLabel *>(QStringLiteral("message"));
    REQUIRE(message != nullptr);
    INFO(message->text().toStdString());
    CHECK(message->text().contains(QStringLiteral("365: niet te halen, vals roemen")));
    CHECK(message->text().contains(QStringLiteral("Bram is erin")));
    key(Qt::Key_Return);
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 1);

    // 360 is within reach of a hand: accepted at the first Enter.
    Desk other;
    other.altKey(Qt::Key_U);
    typeGift("C", false, "360");
    CHECK(other.storedGifts(GameRef{1, 1, 1}) == 1);
}

TEST_CASE("Results desk: a gift typed but not accepted is named before quitting", "[ui][desk][quit]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    CHECK(desk.results()->unacceptedTyping().isEmpty());
    typeGift("A", true);
    // Accepted: in the file, nothing to ask.
    CHECK(desk.results()->unacceptedTyping().isEmpty());
    QTest::keyClicks(focused(), QStringLiteral("B"));
    const QString typing = desk.results()->unacceptedTyping();
    CHECK(typing.contains(QStringLiteral("tafel 1")));
    CHECK(typing.contains(QStringLiteral("niet is geaccepteerd")));
}

TEST_CASE("Results desk: a gift without its outcome names the fields, not the game file's words", "[ui][desk][words]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    QTest::keyClicks(focused(), QStringLiteral("C"));
    key(Qt::Key_Tab);
    QTest::keyClicks(focused(), QStringLiteral("45"));
    const QString error = desk.results()->giftEntry()->currentError();
    INFO(error);
    CHECK(error.contains(QStringLiteral("Regel 31")));
    CHECK(error.contains(QStringLiteral("Ctrl+W")));
    CHECK_FALSE(error.contains(QStringLiteral("won,")));
    CHECK_FALSE(error.contains(QStringLiteral("tricks")));
}

TEST_CASE("Results desk: a tournament on a read-only stick is shown, says so first, and a refused gift stays in the fields",
          "[ui][desk][readonly]")
{
    // A file on a read-only USB stick can be viewed and printed; that changes are
    // not stored is said before anything is typed, and what is on screen is what is in the file.
    QTemporaryDir usb;
    const QString path = usb.filePath(QStringLiteral("NK-2026.bonaken"));
    {
        Desk desk;
        desk.altKey(Qt::Key_U);
        typeGift("A", true);
        const QString written = desk.path();
        desk.close();
        REQUIRE(QFile::copy(written, path));
    }
    ReadOnlyFolder stick(usb.path());
    if (stick.how.isEmpty()) {
        WARN("Skipped: this process cannot make a folder read-only");
        return;
    }
    Desk desk(path);
    CHECK(desk.window->windowTitle().contains(QStringLiteral("alleen-lezen")));
    CHECK(desk.window->statusText().startsWith(QStringLiteral("Alleen-lezen")));
    desk.altKey(Qt::Key_U);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    REQUIRE(entry->game().giften.size() == 1); // viewing works: the stored gift is there
    typeGift("B", false);
    CHECK(entry->game().giften.size() == 1);   // refused: not in the list, not in the file
    CHECK(desk.storedGifts(GameRef{1, 1, 1}) == 1);
    CHECK(entry->form()->typed());              // but back in the fields
}
