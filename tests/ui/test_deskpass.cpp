// The results desk, second pass (issue 19), by the keyboard as the referee found each fault: a
// table switch that kept the previous table's game number, a stray Tab or a gift typed past the
// end of a game that left Enter and Ctrl+S doing nothing.
#include "resultsdesk.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/resultspanel.h"

#include <QComboBox>
#include <QLabel>
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
