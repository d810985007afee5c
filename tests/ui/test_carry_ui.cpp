// Deelnemers: "Niet publiceren" in the player form (by the keyboard, undoable) and shown in the
// list; "Spelers van vorig jaar…" with its checklist, the players here already greyed with why.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/players/carrydialog.h"
#include "ui/players/playerdialog.h"
#include "ui/players/playersmodel.h"
#include "ui/players/playerspanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

// Last year's file beside this year's: Anna (niet publiceren), Bram (dame), Cor, Speler01.
QString lastYear(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("NK-2025.bonaken"));
    OpenOptions o;
    o.create = true;
    auto store = TournamentStore::open(path.toStdString(), o);
    REQUIRE(store.ok());
    TournamentInfo info;
    info.name = "NK 2025";
    REQUIRE_FALSE(store.value()->createTournament(info).has_value());
    NewPlayer anna{"Anna", "Leimuiden", {}, 1};
    anna.notPublished = true;
    REQUIRE(store.value()->addPlayer(anna).ok());
    REQUIRE(store.value()->addPlayer(NewPlayer{"Bram", "", {"dame"}, 1}).ok());
    REQUIRE(store.value()->addPlayer(NewPlayer{"Cor", "", {}, 1}).ok());
    REQUIRE(store.value()->addPlayer(NewPlayer{"Speler01", "", {}, 1}).ok());
    return path;
}

} // namespace

TEST_CASE("Player form: Niet publiceren by Alt+P, stored by Bewerken, shown in the list, undone",
          "[ui][players][person]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(4))).done());
    PlayersPanel panel;
    PlayersModel &model = *panel.model();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.setDocument(&doc);
    panel.show();
    REQUIRE(panel.selectPlayer(2));

    bool startedUnticked = false;
    bool tickedByKey = false;
    QTimer::singleShot(0, &panel, [&] {
        auto *dialog = qobject_cast<PlayerDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return; // the checks below fail
        QApplication::setActiveWindow(dialog);
        if (!QTest::qWaitForWindowActive(dialog)) {
            dialog->reject();
            return;
        }
        startedUnticked = !dialog->notPublishedBox()->isChecked();
        QTest::keyClick(dialog, Qt::Key_P, Qt::AltModifier);
        // A mnemonic clicks its button as the mouse would, after the button's short press.
        tickedByKey = QTest::qWaitFor([dialog] { return dialog->notPublishedBox()->isChecked(); }, 2000);
        dialog->accept();
        if (dialog->isVisible()) // refused: the checks below say why
            dialog->reject();
    });
    panel.editSelected();
    CHECK(startedUnticked);
    CHECK(tickedByKey);
    REQUIRE(doc.tournament().player(2)->notPublished);
    const QModelIndex website = model.index(model.rowOf(2), PlayersModel::Website);
    CHECK(model.headerData(PlayersModel::Website, Qt::Horizontal).toString() == QStringLiteral("Website"));
    CHECK(model.data(website).toString() == QStringLiteral("alleen initialen"));
    CHECK(model.data(website, Qt::ToolTipRole).toString().contains(QStringLiteral("Niet publiceren")));
    CHECK(model.data(model.index(model.rowOf(1), PlayersModel::Website)).toString().isEmpty());
    // The search box finds the marked players by what the column says.
    panel.setSearchText(QStringLiteral("initialen"));
    CHECK(panel.filter()->rowCount() == 1);
    panel.setSearchText(QString());

    // The form opens with the mark as stored; an edit of the club keeps it.
    PlayerDialog again(nullptr, QStringLiteral("Speler 2 bewerken"));
    again.setPlayer(*doc.tournament().player(2));
    CHECK(again.notPublishedBox()->isChecked());
    CHECK(again.player().notPublished == std::optional<bool>(true));

    doc.undoStack()->undo();
    CHECK_FALSE(doc.tournament().player(2)->notPublished);
    CHECK(model.data(model.index(model.rowOf(2), PlayersModel::Website)).toString().isEmpty());
    doc.undoStack()->redo();
    CHECK(doc.tournament().player(2)->notPublished);
}

TEST_CASE("Spelers van vorig jaar: a checklist of the other file, those here greyed with why, Overnemen undone as one",
          "[ui][players][carry]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(3))).done()); // Speler01..03
    const QString source = lastYear(tt.dir);
    const QByteArray sourceBytes = bytesOf(source);
    const QDateTime sourceTime = QFileInfo(source).lastModified();

    PlayersPanel panel;
    panel.setDocument(&doc);
    CHECK(panel.carryButton()->text() == QStringLiteral("Spelers van vorig &jaar…"));
    CHECK(panel.carryButton()->isEnabled());

    // Anna came over before: her person id is here now, as nr. 4.
    {
        CarryDialog first(&doc, source);
        for (int sn : {2, 3})
            first.setTicked(sn, false);
        REQUIRE(first.carry());
        CHECK(first.done() == QStringLiteral("1 speler overgenomen uit NK 2025 (startnummer 4)."));
    }
    REQUIRE(doc.tournament().players.size() == 4);
    CHECK(doc.tournament().player(4)->name == "Anna");
    CHECK(doc.tournament().player(4)->notPublished);
    const int steps = doc.undoStack()->count();

    CarryDialog dialog(&doc, source);
    REQUIRE(dialog.rows() == 4);
    const int anna = dialog.rowOf(1);
    const int speler01 = dialog.rowOf(4);
    CHECK_FALSE(dialog.rowEnabled(anna));
    CHECK_FALSE(dialog.ticked(1));
    CHECK(dialog.cell(anna, CarryDialog::Status) == QStringLiteral("niet overnemen: staat er al: nr. 4"));
    CHECK(dialog.cell(anna, CarryDialog::Website) == QStringLiteral("alleen initialen"));
    CHECK_FALSE(dialog.rowEnabled(speler01));
    CHECK(dialog.cell(speler01, CarryDialog::Status)
              .startsWith(QStringLiteral("Let op: er is al een Speler01 (nr. 1), een andere persoon.")));
    CHECK(dialog.ticked(2));
    CHECK(dialog.ticked(3));
    CHECK(dialog.carryButtonText() == QStringLiteral("&Overnemen (2)"));
    CHECK(dialog.message() == QStringLiteral("4 spelers in het bestand, 2 niet over te nemen, 2 aangevinkt."));
    // A greyed row cannot be ticked; an unticked one stays here.
    dialog.setTicked(1, true);
    CHECK_FALSE(dialog.ticked(1));
    dialog.setTicked(3, false);
    CHECK(dialog.carryButtonText() == QStringLiteral("&Overnemen (1)"));
    dialog.presentBox()->setChecked(false);
    REQUIRE(dialog.carry());
    CHECK(dialog.done() == QStringLiteral("1 speler overgenomen uit NK 2025 (startnummer 5)."));

    const Player *bram = doc.tournament().player(5);
    REQUIRE(bram);
    CHECK(bram->name == "Bram");
    CHECK(bram->categories == std::vector<std::string>{"dame"});
    CHECK_FALSE(bram->present);
    CHECK(doc.tournament().players.size() == 5);
    CHECK(doc.undoStack()->count() == steps + 1);
    doc.undoStack()->undo();
    CHECK(doc.tournament().players.size() == 4);

    // Last year's file was only read.
    CHECK(bytesOf(source) == sourceBytes);
    CHECK(QFileInfo(source).lastModified() == sourceTime);
}

TEST_CASE("Spelers van vorig jaar: the open tournament itself or no tournament file says why, takes nothing",
          "[ui][players][carry]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    CarryDialog self(&doc, doc.path());
    CHECK(self.rows() == 0);
    CHECK_FALSE(self.canCarry());
    CHECK(self.message().contains(QStringLiteral("is het toernooi dat nu open is")));
    CarryDialog missing(&doc, tt.dir.filePath(QStringLiteral("weg.bonaken")));
    CHECK_FALSE(missing.canCarry());
    CHECK(missing.message().contains(QStringLiteral("bestaat niet")));
}
