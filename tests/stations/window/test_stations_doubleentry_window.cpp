// Double entry in the application: another station (a real nk-bonaken-cli process)
// enters a game first; the window sees the count in its status bar without a click; the window's
// own different entry opens the dialog with both entries side by side, driven here by the keyboard
// (Enter stops, Alt+E lets the first entry stand, Alt+D this one). On a file and on a server.
#include "resultsdesk.h"
#include "stationswindow.h"

#include <QSignalSpy>

#include "ui/document/roundcommands.h"
#include "ui/stations/doubleentrydialog.h"
#include "ui/stations/otherstation.h"

#include <QAction>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;
using namespace nkbtest;

namespace {

struct Seen {
    QStringList header;
    QStringList marked; // the first column of the rows marked as different
    int rows{0};
};

// Answers the question with the real dialog, pressing `key` (with `modifier`) once it is up.
void answerWith(Seen &seen, Qt::Key key, Qt::KeyboardModifiers modifier)
{
    setSettleQuestion([&seen, key, modifier](const EntryComparison &c) {
        DoubleEntryDialog dialog(c, QApplication::activeWindow());
        QTimer::singleShot(0, &dialog, [&] {
            REQUIRE(QTest::qWaitForWindowActive(&dialog));
            QTableWidget *t = dialog.entries();
            seen = Seen{};
            seen.rows = t->rowCount();
            for (int col = 0; col < t->columnCount(); ++col)
                seen.header << t->horizontalHeaderItem(col)->text();
            for (int row = 0; row < t->rowCount(); ++row)
                if (t->item(row, 0)->text().startsWith(QStringLiteral("≠")))
                    seen.marked << t->item(row, 0)->text() + QLatin1Char('|') + t->item(row, 1)->text() +
                                       QLatin1Char('|') + t->item(row, 2)->text();
            CHECK(dialog.focusWidget() == t); // the keyboard starts in the comparison
            QTest::keyClick(dialog.focusWidget() ? dialog.focusWidget() : &dialog, key, modifier);
        });
        dialog.exec();
        return dialog.choice();
    });
}

void settleInWindow(const std::string &location)
{
    seatPlayers(location, {"Anna", "Bram", "Cor", "Dirk"}, {Table{1, {1, 2, 3, 4}}}, true);
    Desk desk(QString::fromStdString(location));
    auto *setting = desk.window->findChild<QAction *>(QStringLiteral("doubleEntry"));
    REQUIRE(setting != nullptr);
    CHECK(setting->isChecked());
    CHECK(desk.window->statusText().endsWith(QStringLiteral(" · 0 spellen wachten op een tweede invoer")));

    // Zaal-2 enters first: the status bar counts it within a second or two, nobody clicks.
    const Finished first = otherStation(location, 1, 1, "Anna=10,Bram=8,Cor=4,Dirk=1");
    INFO(first.err);
    REQUIRE(first.exitCode == 0);
    waitFor([&] { return desk.window->statusText().endsWith(QStringLiteral(" · 1 spel wacht op een tweede invoer")); });
    CHECK(desk.window->statusText().endsWith(QStringLiteral(" · 1 spel wacht op een tweede invoer")));
    CHECK(desk.doc()->tournament().game(1, 1, 1) == nullptr);
    // The results desk says a first entry waits, without showing its points to the second typist.
    desk.results()->select(GameRef{1, 1, 1});
    CHECK(desk.results()->stateText().startsWith(QStringLiteral("Eerste invoer door een ander station (station Zaal-2, ")));
    CHECK(desk.results()->findChild<QComboBox *>(QStringLiteral("game"))->currentText() ==
          QStringLiteral("1 (eerste invoer)"));

    const auto mine = [&] {
        // As the results desk stores it: the document asks nothing, its caller asks the referee.
        return executeAsking(*desk.doc(), [&] {
            return new EnterPointsCommand(desk.doc(), GameRef{1, 1, 1},
                                          {{"Anna", 10}, {"Bram", 4}, {"Cor", 8}, {"Dirk", 1}});
        }).text();
    };
    Seen seen;
    // Enter stops: nothing changes.
    answerWith(seen, Qt::Key_Return, Qt::NoModifier);
    CHECK(mine() == QStringLiteral("de eerste invoer wacht nog op een beslissing."));
    CHECK(seen.rows == 4);
    CHECK(seen.header.value(1) == QStringLiteral("Eerste invoer (station Zaal-2)"));
    CHECK(seen.header.value(2) == QStringLiteral("Deze invoer"));
    CHECK(seen.marked == QStringList{QStringLiteral("≠ Bram|8|4"), QStringLiteral("≠ Cor|4|8")});
    CHECK(desk.doc()->tournament().game(1, 1, 1) == nullptr);
    CHECK(desk.doc()->waitingForSecondEntry() == 1);

    // Alt+E: the first entry stands, counted once; undo brings the question back.
    answerWith(seen, Qt::Key_E, Qt::AltModifier);
    CHECK(mine().isEmpty());
    REQUIRE(desk.doc()->tournament().game(1, 1, 1) != nullptr);
    CHECK(desk.doc()->tournament().game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});
    CHECK(desk.window->statusText().endsWith(QStringLiteral(" · 0 spellen wachten op een tweede invoer")));
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("De eerste invoer (station Zaal-2) geldt")));
    desk.doc()->undoStack()->undo();
    CHECK(desk.doc()->tournament().game(1, 1, 1) == nullptr);
    CHECK(desk.doc()->waitingForSecondEntry() == 1);

    // Alt+D: this entry stands.
    answerWith(seen, Qt::Key_D, Qt::AltModifier);
    CHECK(mine().isEmpty());
    REQUIRE(desk.doc()->tournament().game(1, 1, 1) != nullptr);
    CHECK(desk.doc()->tournament().game(1, 1, 1)->points == std::vector<int>{10, 4, 8, 1});
    CHECK(desk.doc()->waitingForSecondEntry() == 0);
    setSettleQuestion({});

    // Agreeing: Zaal-2 first, the window's equal entry counts without a question.
    REQUIRE(otherStation(location, 1, 2, "Anna=1,Bram=4,Cor=8,Dirk=10").exitCode == 0);
    waitFor([&] { return desk.doc()->waitingForSecondEntry() == 1; });
    CHECK(desk.doc()->waitingForSecondEntry() == 1);
    // Said in the status bar; the table now complete is backed up next, and that says so after it.
    QSignalSpy said(desk.doc(), &TournamentDocument::stepDone);
    CHECK(desk.doc()
              ->execute(new EnterPointsCommand(desk.doc(), GameRef{1, 1, 2},
                                               {{"Anna", 1}, {"Bram", 4}, {"Cor", 8}, {"Dirk", 10}}))
              .done());
    REQUIRE(said.size() == 1);
    CHECK(said.at(0).at(0).toString().startsWith(QStringLiteral("Tweede invoer opgeslagen")));
    CHECK(desk.doc()->tournament().game(1, 1, 2) != nullptr);

    // The setting from the menu: off, then the window's own entry counts at once.
    setting->trigger();
    CHECK_FALSE(setting->isChecked());
    CHECK_FALSE(desk.doc()->tournament().info.doubleEntry);
    CHECK_FALSE(desk.window->statusText().contains(QStringLiteral("tweede invoer")));
}

} // namespace

TEST_CASE("Stations window: double entry in a file, the difference settled in the dialog by the keyboard",
          "[stations][doubleentry][window]")
{
    QTemporaryDir dir;
    settleInWindow(filePath(dir, "NK.bonaken"));
}

TEST_CASE("Stations window: double entry on a server, the difference settled in the dialog by the keyboard",
          "[stations][doubleentry][window]")
{
    settleInWindow(serverDatabase());
}
