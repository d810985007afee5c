// The results desk, second pass, by the keyboard as the referee found each fault: a
// table switch that kept the previous table's game number, a stray Tab or a gift typed past the
// end of a game that left Enter and Ctrl+S doing nothing, and a game typed at the wrong table
// that could not be moved or wiped (and stayed "bezig" with 0 gifts when emptied).
#include "resultsdesk.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/resultspanel.h"

#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

QComboBox *gameCombo(const Desk &desk) { return desk.results()->findChild<QComboBox *>(QStringLiteral("game")); }

QString message(const Desk &desk)
{
    return desk.results()->giftEntry()->findChild<QLabel *>(QStringLiteral("message"))->text();
}

// Table 1: game 1 typed and stored with Enter; the cursor is on game 2 of table 1.
void storeGameOne(Desk &desk)
{
    desk.altKey(Qt::Key_U);
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    key(Qt::Key_Return);
    REQUIRE(desk.doc()->tournament().game(1, 1, 1) != nullptr);
    REQUIRE(desk.doc()->tournament().game(1, 1, 1)->finished);
    REQUIRE(desk.results()->currentRef().game == 2);
}

bool storedFinished(const Desk &desk, const GameRef &ref)
{
    const GameResult *g = desk.doc()->tournament().game(ref.round, ref.table, ref.game);
    return g && g->finished;
}

// Answers the next modal dialog as soon as it shows (the test waits for its outcome meanwhile).
void whenModal(const std::function<void(QWidget *)> &answer)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, answer] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            // Its Alt letters work once it is the active window, as on a real screen.
            QApplication::setActiveWindow(dialog);
            if (QTest::qWaitForWindowActive(dialog))
                answer(dialog);
            else
                dialog->close();
        }
    });
    timer->start();
}

} // namespace

TEST_CASE("Results desk: Alt+T and Down to another table shows that table's own game, not game 2", "[ui][desk]")
{
    Desk desk;
    storeGameOne(desk);
    typeGift("A", true); // game 2 of table 1 is under way
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Down);
    REQUIRE(desk.results()->currentRef().table == 2);
    CHECK(desk.results()->currentRef().game == 1);
    CHECK(gameCombo(desk)->currentText() == QStringLiteral("1"));
    CHECK(desk.results()->stateText() == QStringLiteral("Nog geen uitslag voor dit spel."));
    // The sheet's game 1 of table 2 goes in as game 1.
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 2);
    typeGift("B", false);
    CHECK(desk.storedGifts({1, 2, 1}) == 1);
    CHECK(desk.doc()->tournament().game(1, 2, 2) == nullptr);
    // Back to table 1: its game 2 again, with its gift.
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Up);
    REQUIRE(desk.results()->currentRef().table == 1);
    CHECK(desk.results()->currentRef().game == 2);
    CHECK(gameCombo(desk)->currentText() == QStringLiteral("2 (bezig)"));
    CHECK(desk.results()->giftEntry()->game().giften.size() == 1);
}

TEST_CASE("Results desk: after a stray Tab at the end of a game Enter still stores it", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    REQUIRE(focused()->objectName() == QStringLiteral("save"));
    // Tab, and Tab again: the focus goes round inside the entry, never out to a tab bar.
    for (int i = 0; i < 4; ++i) {
        key(Qt::Key_Tab);
        INFO("Tab " << i + 1 << " on " << focused()->metaObject()->className());
        CHECK(desk.results()->giftEntry()->isAncestorOf(focused()));
    }
    key(Qt::Key_Backtab, Qt::ShiftModifier);
    CHECK(desk.results()->giftEntry()->isAncestorOf(focused()));
    key(Qt::Key_Return);
    CHECK(storedFinished(desk, {1, 1, 1}));
    CHECK(desk.results()->currentRef().game == 2);
}

TEST_CASE("Results desk: Ctrl+S stores the finished game wherever the focus is in the window", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    // The main window's tab bar, as a click on it leaves it.
    desk.window->tabs()->tabBar()->setFocus(Qt::MouseFocusReason);
    REQUIRE(focused() == desk.window->tabs()->tabBar());
    key(Qt::Key_S, Qt::ControlModifier);
    CHECK(storedFinished(desk, {1, 1, 1}));
}

TEST_CASE("Results desk: a gift typed past the end of the game is said in words, and Enter then stores", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    for (const auto &[seat, won] : kExampleOne)
        typeGift(seat, won);
    // The sheet has one line more: C, Tab, 40, Ctrl+L, Enter, as if the game went on.
    QTest::keyClicks(focused(), QStringLiteral("C"));
    CHECK(message(desk).startsWith(QStringLiteral("Het spel is al afgelopen na gift 8")));
    key(Qt::Key_Tab);
    CHECK(desk.results()->isAncestorOf(focused()));
    QTest::keyClicks(focused(), QStringLiteral("40"));
    key(Qt::Key_L, Qt::ControlModifier);
    key(Qt::Key_Return);
    // That Enter was meant for the extra gift: the game is not stored behind the referee's back.
    CHECK_FALSE(storedFinished(desk, {1, 1, 1}));
    CHECK(message(desk).contains(QStringLiteral("Enter nogmaals slaat het spel op")));
    CHECK(desk.results()->isAncestorOf(focused()));
    key(Qt::Key_Return);
    CHECK(storedFinished(desk, {1, 1, 1}));
}

TEST_CASE("Results desk: a game typed at the wrong table moves with Alt+P to the right one, and back with undo", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    // Table 2's sheet, typed at table 1 by mistake.
    typeGift("A", true);
    typeGift("A", true);
    typeGift("B", false);
    REQUIRE(desk.storedGifts({1, 1, 1}) == 3);
    QString question;
    QStringList choices;
    whenModal([&](QWidget *dialog) {
        auto *ask = qobject_cast<QInputDialog *>(dialog);
        if (!ask) {
            dialog->close();
            return;
        }
        question = ask->labelText();
        choices = ask->comboBoxItems();
        QTest::keyClick(ask->focusWidget() ? ask->focusWidget() : ask, Qt::Key_Return);
    });
    desk.altKey(Qt::Key_P);
    REQUIRE(QTest::qWaitFor([&] { return desk.doc()->tournament().game(1, 2, 1) != nullptr; }, 3000));
    CHECK(question.contains(QStringLiteral("Spel 1 van tafel 1 (ronde 1: Anna, Bram, Cor, Dirk)")));
    CHECK(choices == QStringList{QStringLiteral("Tafel 2, spel 1 · Els, Fien, Gijs, Hans")});
    CHECK(desk.doc()->tournament().game(1, 1, 1) == nullptr);
    CHECK(desk.storedGifts({1, 2, 1}) == 3);
    // The desk follows the game to its table, with its gifts under the new names.
    CHECK(desk.results()->currentRef().table == 2);
    CHECK(desk.results()->giftEntry()->game().players.front() == "Els");
    CHECK(desk.results()->giftEntry()->game().giften.size() == 3);
    CHECK(desk.tableText(1).contains(QStringLiteral("open")));
    CHECK(desk.tableText(2).contains(QStringLiteral("bezig")));
    auto audit = desk.doc()->store().auditLog();
    REQUIRE(audit.ok());
    CHECK(audit->back().what.rfind("Spel verplaatst: ronde 1 tafel 1 spel 1 naar tafel 2 spel 1 (bezig)", 0) == 0);
    // One undo step.
    QUndoStack *stack = desk.doc()->undoStack();
    CHECK(stack->undoText().startsWith(QStringLiteral("Spel verplaatst")));
    stack->undo();
    CHECK(desk.storedGifts({1, 1, 1}) == 3);
    CHECK(desk.doc()->tournament().game(1, 2, 1) == nullptr);
}

TEST_CASE("Results desk: Spel wissen (Alt+W) wipes a game after asking, and the table is open again", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    typeGift("A", true);
    QString question;
    whenModal([&](QWidget *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        if (!box) {
            dialog->close();
            return;
        }
        question = box->text();
        QTest::keyClick(box, Qt::Key_W, Qt::AltModifier);
    });
    desk.altKey(Qt::Key_W);
    REQUIRE(QTest::qWaitFor([&] { return desk.doc()->tournament().game(1, 1, 1) == nullptr; }, 3000));
    CHECK(question.startsWith(QStringLiteral("Spel 1 van tafel 1 (ronde 1) wissen? Er staat een spel in invoer (bezig)")));
    CHECK(desk.tableText(1).contains(QStringLiteral("open")));
    CHECK(desk.results()->giftEntry()->game().giften.empty());
    auto audit = desk.doc()->store().auditLog();
    REQUIRE(audit.ok());
    CHECK(audit->back().what == "Spel gewist: ronde 1 tafel 1 spel 1 (bezig)");
    // One undo step brings the gifts back.
    desk.doc()->undoStack()->undo();
    REQUIRE(desk.storedGifts({1, 1, 1}) == 2);
}

TEST_CASE("Results desk: a game emptied gift by gift with Ctrl+Z is open again, not bezig with 0 gifts", "[ui][desk]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    typeGift("A", true);
    // Another table's gift since, so Ctrl+Z at table 1 takes back its gift as a step of its own.
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Down);
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 2);
    typeGift("B", true);
    desk.altKey(Qt::Key_T);
    key(Qt::Key_Up);
    desk.altKey(Qt::Key_U);
    REQUIRE(desk.results()->currentRef().table == 1);
    REQUIRE(desk.results()->giftEntry()->game().giften.size() == 1);
    key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(desk.results()->giftEntry()->game().giften.empty());
    CHECK(desk.doc()->tournament().game(1, 1, 1) == nullptr);
    CHECK(desk.tableText(1).contains(QStringLiteral("open")));
    CHECK(desk.storedGifts({1, 2, 1}) == 1);
}
