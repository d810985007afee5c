// Deelnemers at the door (docs/nk-day.md): the Aanwezig tick, Bewerken and Verwijderen, each an
// undoable command; the store decides what is allowed and its Dutch refusal reaches the director.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/players/playersmodel.h"
#include "ui/players/playerspanel.h"
#include "ui/document/roundcommands.h"

#include "ui/players/playerdialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLineEdit>
#include <QTimer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

bool seatedIn(const Tournament &t, int round, int startNumber)
{
    const Round *r = t.round(round);
    if (!r)
        return false;
    for (const Table &tb : r->tables)
        if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
            return true;
    return false;
}

QModelIndex presentCell(const PlayersModel &model, int startNumber)
{
    return model.index(model.rowOf(startNumber), PlayersModel::Present);
}

} // namespace

TEST_CASE("Check-in: the Aanwezig column is a tick that goes through the undo stack",
          "[ui][players][checkin]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    PlayersModel &model = *panel.model();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(9))).done());
    REQUIRE(model.rowCount() == 9);

    // Everybody who signed up counts as present until the director says otherwise.
    const QModelIndex cell = presentCell(model, 9);
    CHECK(model.headerData(PlayersModel::Present, Qt::Horizontal).toString() == QStringLiteral("Aanwezig"));
    CHECK(model.data(cell, Qt::CheckStateRole).toInt() == Qt::Checked);
    CHECK(model.flags(cell).testFlag(Qt::ItemIsUserCheckable));
    CHECK_FALSE(model.flags(model.index(0, PlayersModel::Name)).testFlag(Qt::ItemIsUserCheckable));

    const int before = doc.undoStack()->count();
    REQUIRE(model.setData(cell, Qt::Unchecked, Qt::CheckStateRole));
    CHECK(doc.undoStack()->count() == before + 1);
    CHECK_FALSE(doc.tournament().player(9)->present);
    CHECK(model.data(presentCell(model, 9), Qt::CheckStateRole).toInt() == Qt::Unchecked);
    CHECK(model.data(model.index(model.rowOf(9), PlayersModel::State)).toString() ==
          QStringLiteral("aangemeld, niet aanwezig")); // signed up, not at the door: not "afgemeld"

    // Not present: not in the draw of round 1.
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 7)).done());
    CHECK_FALSE(seatedIn(doc.tournament(), 1, 9));
    for (int sn = 1; sn <= 8; ++sn)
        CHECK(seatedIn(doc.tournament(), 1, sn));

    // Undo the draw, then the tick: he is back and the next draw seats him.
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    CHECK(doc.tournament().player(9)->present);
    CHECK(model.data(presentCell(model, 9), Qt::CheckStateRole).toInt() == Qt::Checked);
    doc.undoStack()->redo();
    CHECK_FALSE(doc.tournament().player(9)->present);
    panel.setDocument(nullptr);
}

TEST_CASE("Check-in: the space bar ticks the selected player in the table", "[ui][players][checkin]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(4))).done());
    panel.show();
    QTableView *view = panel.view();
    const QModelIndex cell = panel.filter()->mapFromSource(presentCell(*panel.model(), 2));
    view->setCurrentIndex(cell);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Space);
    CHECK_FALSE(doc.tournament().player(2)->present);
    panel.setDocument(nullptr);
}

TEST_CASE("Check-in at the door by the keyboard: a name typed, Enter, Space ticks Aanwezig whichever column the "
          "cursor is in, and the search field takes the next name",
          "[ui][players][checkin]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(4))).done());
    panel.show();
    QApplication::setActiveWindow(&panel);
    auto *search = panel.findChild<QLineEdit *>();
    REQUIRE(search);
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Speler03"));
    QTest::keyClick(search, Qt::Key_Return);
    QTableView *view = panel.view();
    CHECK(view->hasFocus());
    CHECK(view->currentIndex().column() != PlayersModel::Present); // the cursor is not on the tick
    QTest::keyClick(view, Qt::Key_Space);
    CHECK_FALSE(doc.tournament().player(3)->present);
    CHECK(search->hasFocus()); // ready for the next name
    CHECK(search->selectedText() == QStringLiteral("Speler03"));
    QTest::keyClicks(search, QStringLiteral("Speler02"));
    QTest::keyClick(search, Qt::Key_Return);
    QTest::keyClick(view, Qt::Key_Space);
    CHECK_FALSE(doc.tournament().player(2)->present);
    // Space again on the same player ticks him back.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Space);
    CHECK(doc.tournament().player(2)->present);
    panel.setDocument(nullptr);
}

TEST_CASE("Check-in: Bewerken fixes a misspelt name, undo brings the old one back", "[ui][players]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(4))).done());
    CHECK_FALSE(panel.editButton()->isEnabled()); // nobody selected
    REQUIRE(panel.selectPlayer(2));
    CHECK(panel.editButton()->isEnabled());
    REQUIRE(panel.editPlayer(2, NewPlayer{"Speler Twee", "Leimuiden", {"nieuw"}, 1}).isEmpty());
    const Player *p = doc.tournament().player(2);
    REQUIRE(p);
    CHECK(p->name == "Speler Twee");
    CHECK(p->club == "Leimuiden");
    CHECK(panel.model()->data(panel.model()->index(panel.model()->rowOf(2), PlayersModel::Name)).toString() ==
          QStringLiteral("Speler Twee"));
    // The name rules of adding apply: a name that is taken is refused with the store's words.
    const QString refusal = panel.editPlayer(2, NewPlayer{"Speler01", "", {}, 1});
    CHECK(refusal.contains(QStringLiteral("Er is al een speler")));
    doc.undoStack()->undo();
    CHECK(doc.tournament().player(2)->name == "Speler02");
    panel.setDocument(nullptr);
}

TEST_CASE("Check-in: Verwijderen only before the player is seated, and undoable", "[ui][players]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(9))).done());
    REQUIRE(panel.selectPlayer(9));
    CHECK(panel.removeButton()->isEnabled());
    REQUIRE(panel.removePlayer(9).isEmpty());
    CHECK(doc.tournament().player(9) == nullptr);
    CHECK(panel.model()->rowCount() == 8);
    doc.undoStack()->undo();
    REQUIRE(doc.tournament().player(9) != nullptr);
    CHECK(doc.tournament().player(9)->name == "Speler09");

    // Once round 1 is drawn, a seated player is withdrawn instead: the button says so by being
    // off, and the store's own refusal is what the director reads.
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 3)).done());
    REQUIRE(panel.selectPlayer(1));
    CHECK_FALSE(panel.removeButton()->isEnabled());
    CHECK(panel.editButton()->isEnabled()); // a name can still be fixed
    QSignalSpy refusals(&doc, &TournamentDocument::refused);
    const QString refusal = panel.removePlayer(1);
    CHECK(refusal.contains(QStringLiteral("ronde 1")));
    CHECK(refusal.contains(QStringLiteral("trek de speler terug")));
    CHECK(refusals.count() == 1);
    CHECK(doc.tournament().player(1) != nullptr);
}

TEST_CASE("A refused duplicate keeps the Speler toevoegen dialog open with what was typed",
          "[ui][players][dialog]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    NewPlayer anna;
    anna.name = "Anna de Vries";
    REQUIRE(doc.execute(new AddPlayerCommand(&doc, anna)).done());
    PlayersPanel panel;
    panel.setDocument(&doc);
    panel.show();

    bool stayedOpen = false;
    QString shown;
    QString typedAfterRefusal;
    bool closedAfterNewName = false;
    bool nameSelected = false;
    // The dialog is modal: the keys go in from the event loop that exec() runs.
    QTimer::singleShot(0, &panel, [&] {
        auto *dialog = qobject_cast<PlayerDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return; // the checks below fail
        const QList<QLineEdit *> fields = dialog->findChildren<QLineEdit *>();
        if (fields.size() < 2)
            return;
        QLineEdit *name = fields[0];
        QTest::keyClicks(name, QStringLiteral("anna de vries"));
        QTest::keyClicks(fields[1], QStringLiteral("Leimuiden"));
        QTest::keyClick(fields[1], Qt::Key_Return);
        stayedOpen = dialog->isVisible();
        shown = dialog->refusal();
        typedAfterRefusal = name->text();
        nameSelected = name->selectedText() == name->text();
        // She corrects the name (it is selected) and tries again.
        QTest::keyClicks(name, QStringLiteral("Anna de Vries-Bos"));
        QTest::keyClick(name, Qt::Key_Return);
        closedAfterNewName = !dialog->isVisible();
        if (dialog->isVisible())
            dialog->reject();
    });
    panel.addPlayer();

    CHECK(stayedOpen);
    CHECK(shown.contains(QStringLiteral("Anna de Vries")));
    CHECK(typedAfterRefusal == QStringLiteral("anna de vries"));
    CHECK(nameSelected);
    CHECK(closedAfterNewName);
    const Tournament &t = doc.tournament();
    REQUIRE(t.players.size() == 2);
    CHECK(t.players[1].name == "Anna de Vries-Bos");
    CHECK(t.players[1].club == "Leimuiden");
}

TEST_CASE("Deelnemers: a name typed in the search field chooses that player for the buttons",
          "[ui][players]")
{
    // Seen at the desk: "Piet" typed in Zoeken, Alt+R (Terugtrekken) said "Kies eerst een speler".
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(12))).done());
    panel.show();
    panel.setSearchText(QStringLiteral("speler11"));
    const QModelIndex current = panel.filter()->mapToSource(panel.view()->currentIndex());
    REQUIRE(current.isValid());
    const Player *chosen = panel.model()->playerAt(current.row());
    REQUIRE(chosen != nullptr);
    CHECK(chosen->name == "Speler11");
    panel.setDocument(nullptr);
}

TEST_CASE("Undo texts print a name with %1 in it as typed (withdraw, late entry)", "[ui][players][hostile]")
{
    // In the application: chained QString::arg put the round into "Piet %1".
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, "naam\nPiet %1\nAnna\nBram\nCor\n")).done());
    auto *withdraw = new WithdrawPlayerCommand(&doc, "Piet %1", 2);
    CHECK(withdraw->text() == QStringLiteral("Piet %1 terugtrekken vanaf ronde 2"));
    REQUIRE(doc.execute(withdraw).done());
    auto *late = new LateEntryCommand(&doc, NewPlayer{"Klaas %2", "", {}, 3});
    CHECK(late->text() == QStringLiteral("Klaas %2 laat instromen vanaf ronde 3"));
    delete late;
}

TEST_CASE("Laat instromen with a signed-up player selected fills in his name and seats him in the drawn round",
          "[ui][players][late]")
{
    // Issue 35 point 5: the form came up empty with Speler09 selected, and the late entry into a
    // drawn round without results said "begint in ronde 2" and left him absent.
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(9))).done());
    REQUIRE(doc.execute(new PlayerPresentCommand(&doc, 9, "Speler09", false)).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 5)).done());
    REQUIRE_FALSE(seatedIn(doc.tournament(), 1, 9));
    panel.show();
    panel.setSearchText(QStringLiteral("Speler09"));

    QString nameShown;
    QTimer::singleShot(0, &panel, [&] {
        auto *dialog = qobject_cast<PlayerDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        const QList<QLineEdit *> fields = dialog->findChildren<QLineEdit *>();
        if (!fields.isEmpty())
            nameShown = fields[0]->text();
        dialog->accept();
        if (dialog->isVisible()) // refused (an empty name): the checks below fail
            dialog->reject();
    });
    panel.lateEntry();

    CHECK(nameShown == QStringLiteral("Speler09"));
    const Tournament &t = doc.tournament();
    CHECK(t.players.size() == 9); // no walk-in of the same name
    CHECK(t.player(9)->present);
    CHECK(t.player(9)->joinsFromRound == 1);
    CHECK(seatedIn(t, 1, 9));
    CHECK(panel.lastTold().contains(QStringLiteral("opnieuw geloot")));
    panel.setDocument(nullptr);
}

TEST_CASE("Laat instromen with a present player selected opens an empty form for a walk-in", "[ui][players][late]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    PlayersPanel panel;
    panel.setDocument(&doc);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(8))).done());
    panel.show();
    panel.setSearchText(QStringLiteral("Speler03"));
    QString nameShown = QStringLiteral("niet gezien");
    QTimer::singleShot(0, &panel, [&] {
        auto *dialog = qobject_cast<PlayerDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        nameShown = dialog->findChildren<QLineEdit *>().value(0)->text();
        dialog->reject();
    });
    panel.lateEntry();
    CHECK(nameShown.isEmpty());
    panel.setDocument(nullptr);
}
