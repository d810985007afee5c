// The director's and the referee's day through the widgets, with key presses: a new tournament,
// players from CSV, the draw of round 1, a whole game gift by gift, the standings, undo and redo.
#include "uitestsupport.h"

#include "ui/players/csvimportdialog.h"
#include "ui/widgets/daysummary.h"
#include "ui/draw/drawpanel.h"
#include "ui/results/giftentrywidget.h"
#include "ui/window/mainwindow.h"
#include "ui/players/playerspanel.h"
#include "ui/players/playersmodel.h"
#include "ui/results/resultspanel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"
#include "ui/draw/tablesmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// One gift typed as a referee does: Speler, Tab, contract, Ctrl+W or Ctrl+L, Enter.
void typeGift(GiftEntryWidget *entry, const QString &speler, const QString &contract, bool won)
{
    auto *spelers = entry->findChild<QLineEdit *>(QStringLiteral("spelers"));
    auto *bid = entry->findChild<QLineEdit *>(QStringLiteral("contract"));
    REQUIRE(spelers);
    REQUIRE(bid);
    QTest::keyClicks(spelers, speler);
    QTest::keyClicks(bid, contract);
    QTest::keyClick(bid, won ? Qt::Key_W : Qt::Key_L, Qt::ControlModifier);
    INFO(entry->currentError().toStdString());
    QTest::keyClick(bid, Qt::Key_Return);
}

int pointsOf(const StandingsModel *model, const QString &name)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->data(model->index(r, StandingsModel::Name)).toString() == name)
            return model->data(model->index(r, StandingsModel::Points)).toInt();
    return -1;
}

} // namespace

TEST_CASE("CSV preview names the bad row, writes nothing, and imports the rest without it", "[ui][csv]")
{
    TempTournament tt;
    CsvImportDialog dialog(tt.document.get(), QString());
    dialog.setCsvText("naam,club\nAnna,Leimuiden\n,Hazerswoude\nBram,Kaag\n");
    CHECK(dialog.previewRows() == 3);  // the rows as read, the bad one among them
    CHECK(dialog.message().contains(QStringLiteral("1 rij met een fout overgeslagen")));
    CHECK_FALSE(dialog.rowTicked(3));
    CHECK(tt.document->tournament().players.empty());
    // One bad row no longer refuses the whole list.
    REQUIRE(dialog.canImport());
    REQUIRE(dialog.import());
    REQUIRE(tt.document->tournament().players.size() == 2);
    CHECK(tt.document->tournament().players[1].name == "Bram");
    tt.document->undoStack()->undo();
    REQUIRE(tt.document->tournament().players.empty());

    dialog.setCsvText(playersCsv(5));
    CHECK(dialog.canImport());
    CHECK(dialog.previewRows() == 5);
    CHECK(dialog.import());
    CHECK(tt.document->tournament().players.size() == 5);
}

TEST_CASE("CSV preview marks players already present and imports only the new ones", "[ui][csv]")
{
    TempTournament tt;
    {
        CsvImportDialog first(tt.document.get(), QString());
        first.setCsvText("naam,club\nAnna de Vries,Leimuiden\nBram Bos,Kaag\n");
        REQUIRE(first.import());
    }
    // The list again at the door: two late sign-ups, one known name typed in another case.
    CsvImportDialog again(tt.document.get(), QString());
    again.setCsvText("naam,club\nAnna de Vries,Leimuiden\nBRAM BOS,Kaag\nCor Kok,Rijpwetering\nDirk Dam,Oude Wetering\n");
    CHECK(again.previewRows() == 4);
    CHECK(again.knownRows() == 2);
    CHECK(again.canImport());
    CHECK(again.message().contains(QStringLiteral("2 al aanwezig")));
    CHECK(again.importButtonText().contains(QStringLiteral("nieuwe")));
    REQUIRE(again.import());
    const auto &players = tt.document->tournament().players;
    REQUIRE(players.size() == 4);
    CHECK(players[2].name == "Cor Kok");
    CHECK(players[3].name == "Dirk Dam");
    CHECK(players[3].startNumber == 4);

    // Nothing new: nothing to import, and the button says so by being off.
    CsvImportDialog nothing(tt.document.get(), QString());
    nothing.setCsvText("naam\nCor Kok\nanna de vries\n");
    CHECK(nothing.knownRows() == 2);
    CHECK_FALSE(nothing.canImport());
    CHECK(nothing.message().contains(QStringLiteral("zijn er al")));
}

TEST_CASE("R12: a refused gift shows its rule and is not accepted", "[ui][gift][R12]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor", "Dirk"}, RuleSet{});
    auto *spelers = entry.findChild<QLineEdit *>(QStringLiteral("spelers"));
    auto *bid = entry.findChild<QLineEdit *>(QStringLiteral("contract"));
    QTest::keyClicks(spelers, QStringLiteral("an"));
    QTest::keyClicks(bid, QStringLiteral("42"));
    QTest::keyClick(bid, Qt::Key_W, Qt::ControlModifier);
    CHECK(entry.currentError().startsWith(QStringLiteral("Regel 12")));
    QTest::keyClick(bid, Qt::Key_Return);
    CHECK(entry.game().giften.empty());
    // Corrected, the same row is accepted, with the unique prefix "an" read as Anna.
    bid->setText(QStringLiteral("40"));
    CHECK(entry.currentError().isEmpty());
    QTest::keyClick(bid, Qt::Key_Return);
    REQUIRE(entry.game().giften.size() == 1);
    CHECK(entry.game().giften[0].spelers == std::vector<std::string>{"Anna"});
}

TEST_CASE("R51-R59: a whole game through the widgets changes the standings, and undo takes it back", "[ui][e2e][R59]")
{
    TempTournament tt;
    MainWindow window;
    TournamentDocument *doc = tt.document.get();
    window.setDocument(std::move(tt.document));
    window.show();

    // Players from CSV, through the preview dialog.
    CsvImportDialog dialog(doc, QString());
    dialog.setCsvText(playersCsv(16));
    dialog.presentBox()->setChecked(true); // the draw takes the players present
    REQUIRE(dialog.import());
    CHECK(window.playersPanel()->model()->rowCount() == 16);
    window.playersPanel()->setSearchText(QStringLiteral("speler1"));
    CHECK(window.playersPanel()->filter()->rowCount() == 7);  // Speler10..16
    window.playersPanel()->setSearchText(QString());

    // Round 1 drawn with a given seed: four tables of four.
    window.drawPanel()->setRound(1);
    REQUIRE(window.drawPanel()->drawCurrentRound().isEmpty());
    CHECK(window.drawPanel()->model()->rowCount() == 4);
    CHECK(window.drawPanel()->reportText().contains(QStringLiteral("zaad")));
    CHECK(window.statusText() == QStringLiteral("Ronde 1: 0 van 4 tafels compleet"));

    // Table 1, game 1: every gift typed; the first seat wins twice (eruit, 10), the second
    // twice (8), the third twice (4); the last one left takes place 4 (R57: 1 point).
    ResultsPanel *results = window.resultsPanel();
    results->select(GameRef{1, 1, 1});
    GiftEntryWidget *entry = results->giftEntry();
    const std::vector<std::string> names = entry->game().players;
    REQUIRE(names.size() == 4);
    for (int seat = 0; seat < 3; ++seat)
        for (int win = 0; win < 2; ++win)
            typeGift(entry, QString::fromStdString(names[static_cast<std::size_t>(seat)]), QStringLiteral("40"), true);
    REQUIRE(entry->verdict().finished);
    REQUIRE(entry->game().giften.size() == 6);
    CHECK(entry->verdict().result[0].points == 10);
    CHECK(entry->verdict().result[3].points == 1);

    StandingsModel *standings = window.standingsPanel()->model();
    const QString first = QString::fromStdString(names[0]);
    CHECK(pointsOf(standings, first) == 0);
    // Enter on a finished game stores it.
    QTest::keyClick(entry->findChild<QLineEdit *>(QStringLiteral("contract")), Qt::Key_Return);
    CHECK(pointsOf(standings, first) == 10);
    CHECK(pointsOf(standings, QString::fromStdString(names[3])) == 1);
    CHECK(doc->tournament().game(1, 1, 1) != nullptr);
    // Saving moved on to game 2 of the same table.
    CHECK(results->currentRef().game == 2);

    // Undoing the result gives the game back as it was being entered: six gifts, not counted.
    doc->undoStack()->undo();
    CHECK(pointsOf(standings, first) == 0);
    REQUIRE(doc->tournament().game(1, 1, 1) != nullptr);
    CHECK_FALSE(doc->tournament().game(1, 1, 1)->finished);
    doc->undoStack()->redo();
    CHECK(pointsOf(standings, first) == 10);
    // Undo all the way: the game, its six gifts one by one, the draw, the import.
    doc->undoStack()->undo();
    for (int gift = 6; gift >= 1; --gift) {
        CHECK(doc->undoStack()->undoText().startsWith(QStringLiteral("Gift %1, tafel 1, ronde 1").arg(gift)));
        doc->undoStack()->undo();
    }
    CHECK(doc->tournament().game(1, 1, 1) == nullptr);
    doc->undoStack()->undo();
    CHECK(doc->tournament().rounds.empty());
    doc->undoStack()->undo();
    CHECK(doc->tournament().players.empty());
    CHECK(window.playersPanel()->model()->rowCount() == 0);
}

TEST_CASE("R71: a different dealer is a warning shown before accepting, not a refusal", "[ui][gift][R71]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor", "Dirk"}, RuleSet{});
    auto *dealer = entry.findChild<QComboBox *>(QStringLiteral("dealer"));
    auto *spelers = entry.findChild<QLineEdit *>(QStringLiteral("spelers"));
    auto *contract = entry.findChild<QLineEdit *>(QStringLiteral("contract"));
    auto *message = entry.findChild<QLabel *>(QStringLiteral("message"));
    REQUIRE(dealer);
    REQUIRE(message);
    // The first dealer is chosen by lot (R5): any player may deal the first gift.
    dealer->setCurrentIndex(dealer->findData(QStringLiteral("Anna")));
    CHECK(dealer->currentText() == QStringLiteral("A · Anna")); // the scoresheet's seat letters
    spelers->setText(QStringLiteral("Bram"));
    contract->setText(QStringLiteral("40"));
    entry.setWon(true);
    CHECK(entry.currentError().isEmpty());
    CHECK_FALSE(message->text().contains(QStringLiteral("71")));
    REQUIRE(entry.acceptGift());
    // The Speler deals next (R5), filled in by the widget.
    CHECK(dealer->currentData().toString() == QStringLiteral("Bram"));
    dealer->setCurrentIndex(dealer->findData(QStringLiteral("Cor")));
    spelers->setText(QStringLiteral("Dirk"));
    contract->setText(QStringLiteral("45"));
    entry.setWon(false);
    CHECK(entry.currentError().isEmpty());
    CHECK(message->text().contains(QStringLiteral("Regel 71")));
    CHECK(entry.acceptGift());
}

TEST_CASE("CSV preview maps a Dame and a Nieuw column and names an ignored one", "[ui][csv]")
{
    TempTournament tt;
    CsvImportDialog dialog(tt.document.get(), QString());
    dialog.setCsvText("Naam;Club;Dame;Nieuw;Geboortedatum\nAnna;Kaag;ja;;1970\nBram;Kaag;;x;1980\nCor;Kaag;nee;nee;1990\n");
    CHECK(dialog.columnsText().contains(QStringLiteral("Dame → categorie dame")));
    CHECK(dialog.columnsText().contains(QStringLiteral("Nieuw → categorie nieuw")));
    CHECK(dialog.columnsText().contains(QStringLiteral("Geboortedatum → genegeerd")));
    REQUIRE(dialog.import());
    const auto &players = tt.document->tournament().players;
    REQUIRE(players.size() == 3);
    CHECK(players[0].categories == std::vector<std::string>{"dame"});
    CHECK(players[1].categories == std::vector<std::string>{"nieuw"});
    CHECK(players[2].categories.empty());
}

TEST_CASE("CSV preview: a duplicate row unticked is left out, and the players start aangemeld, not present",
          "[ui][csv]")
{
    TempTournament tt;
    CsvImportDialog dialog(tt.document.get(), QString());
    dialog.presentBox()->setChecked(false);
    dialog.setCsvText("naam\nAnna\nBram\nCor\n");
    dialog.setRowTicked(3, false); // Bram signed up twice on paper: the director leaves him out here
    CHECK(dialog.importButtonText() == QStringLiteral("&Importeren (2)"));
    REQUIRE(dialog.import());
    const auto &players = tt.document->tournament().players;
    REQUIRE(players.size() == 2);
    CHECK(players[0].name == "Anna");
    CHECK(players[1].name == "Cor");
    CHECK_FALSE(players[0].present);
    CHECK_FALSE(players[1].present);
}

TEST_CASE("CSV preview: a row twice in the file shows its name and why it is left out", "[ui][csv]")
{
    // Issue 35 point 8: the Excel list's duplicate row showed an empty name.
    TempTournament tt;
    CsvImportDialog dialog(tt.document.get(), QString());
    dialog.setCsvText("naam,club\nAnna,Aas\nBram,Boer\nBram,Boer\n");
    REQUIRE(dialog.previewRows() == 3);
    CHECK(dialog.previewCell(2, 1) == QStringLiteral("Bram"));
    CHECK(dialog.previewCell(2, 2) == QStringLiteral("Boer"));
    CHECK(dialog.previewCell(2, 4) == QStringLiteral("overgeslagen: \"Bram\" staat al op rij 3."));
    CHECK(dialog.importButtonText() == QStringLiteral("&Importeren (2)"));
}
