// Item 10: the smaller things the desk day found, each as it was seen.
#include "resultsdesk.h"

#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/players/csvimportdialog.h"
#include "ui/players/playerdialog.h"
#include "ui/widgets/printing.h"
#include "ui/widgets/settings.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QTableWidget>
#include <QLabel>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("Status bar: a withdrawal is confirmed in the command line's words", "[ui][status]")
{
    Desk desk;
    REQUIRE(desk.doc()->execute(new WithdrawPlayerCommand(desk.doc(), "Anna", 2)).done());
    CHECK(desk.window->statusBarMessage() ==
          QStringLiteral("Anna is teruggetrokken vanaf ronde 2; de punten blijven staan."));
}

TEST_CASE("Status bar: an undone draw is confirmed", "[ui][status]")
{
    Desk desk;
    REQUIRE(desk.doc()->execute(new DrawRoundCommand(desk.doc(), 2, 7)).done());
    REQUIRE(desk.doc()->tournament().round(2) != nullptr);
    desk.window->statusBar()->clearMessage();
    desk.doc()->undoStack()->undo();
    CHECK(desk.doc()->tournament().round(2) == nullptr);
    CHECK(desk.window->statusBarMessage() == QStringLiteral("Ongedaan gemaakt: Ronde 2 loten"));
}

TEST_CASE("Status bar: an old Bijgewerkt door gives way to this station's own change", "[ui][status]")
{
    Desk desk;
    emit desk.doc()->changedElsewhere(QStringLiteral("Bijgewerkt door Zaal-2 om 14:32: tafel 2"));
    REQUIRE(desk.window->statusBarMessage().startsWith(QStringLiteral("Bijgewerkt door")));
    REQUIRE(desk.doc()->execute(new AddPlayerCommand(desk.doc(), NewPlayer{"Ilse", "", {}, 1})).done());
    CHECK_FALSE(desk.window->statusBarMessage().startsWith(QStringLiteral("Bijgewerkt door")));
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("Ilse")));
}

TEST_CASE("Results desk: picking the table already chosen puts the cursor in its entry", "[ui][desk][keyboard]")
{
    Desk desk;
    desk.altKey(Qt::Key_U);
    REQUIRE(focused()->objectName() == QStringLiteral("compact"));
    desk.altKey(Qt::Key_T);
    auto *tables = desk.results()->findChild<QComboBox *>(QStringLiteral("table"));
    REQUIRE(focused() == tables);
    const int chosen = tables->currentIndex();
    // Picked again from the list: the same table.
    tables->showPopup();
    QAbstractItemView *view = tables->view();
    REQUIRE(QTest::qWaitForWindowExposed(view->window()));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(!view->isVisible());
    CHECK(tables->currentIndex() == chosen);
    CHECK(focused()->objectName() == QStringLiteral("compact"));
}

TEST_CASE("PDF dialog: the next PDF starts in the folder of the last one", "[ui][print]")
{
    app();
    const QString before = settings::pdfDirectory();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("stick"));
    REQUIRE(QDir().mkpath(folder));
    settings::setPdfDirectory(folder);
    CHECK(pdfStartPath(QStringLiteral("ronde-2.pdf")) == QDir(folder).filePath(QStringLiteral("ronde-2.pdf")));
    // A name already there is not proposed again (a reprint would overwrite the round's sheets).
    QFile first(QDir(folder).filePath(QStringLiteral("ronde-2.pdf")));
    REQUIRE(first.open(QIODevice::WriteOnly));
    first.close();
    CHECK(pdfStartPath(QStringLiteral("ronde-2.pdf")) == QDir(folder).filePath(QStringLiteral("ronde-2 (2).pdf")));
    settings::setPdfDirectory(before);
}

TEST_CASE("Printing: the round's scoresheets are called wedstrijdformulieren, as in the Handleiding", "[ui][print]")
{
    app();
    QFile handleiding(QStringLiteral(NKB_TEST_DATA_DIR "/../../docs/handleiding/README.md"));
    REQUIRE(handleiding.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(handleiding.readAll());
    CHECK(text.contains(QStringLiteral("wedstrijdformulieren")));
    CHECK_FALSE(text.contains(QStringLiteral("coreformulieren")));
    CHECK(roundPaperName(RoundPaper::Scoresheets) == QStringLiteral("Wedstrijdformulieren"));
}

TEST_CASE("Player dialog: the duplicate-name message is shown whole, not cut off", "[ui][players]")
{
    app();
    PlayerDialog dialog(nullptr, QStringLiteral("Speler toevoegen"));
    const QString why = QStringLiteral("Er is al een speler \"Anna de Vries-van Leeuwenhoek\" (startnummer 12); kies "
                                       "een andere naam of voeg iets toe dat haar onderscheidt, bijvoorbeeld de "
                                       "woonplaats tussen haakjes.");
    dialog.setSubmit([why](const NewPlayer &) { return why; });
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    dialog.accept();
    QTest::qWait(50);
    REQUIRE(dialog.refusal() == why);
    const QLabel *shown = nullptr;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        if (label->text() == why)
            shown = label;
    REQUIRE(shown != nullptr);
    CHECK(shown->height() >= shown->heightForWidth(shown->width()));
}

TEST_CASE("Results desk: long names at a table do not make the bar wider than a 1024-pixel screen", "[ui][desk]")
{
    app();
    QTemporaryDir dir;
    QString error;
    TournamentInfo info;
    info.name = "NK";
    auto document = TournamentDocument::create(dir.filePath(QStringLiteral("lang.bonaken")), info, &error);
    REQUIRE(document);
    for (const char *name : {"Anna-Maria van der Heijden-Smit", "Bartholomeus Wilhelmus van Oldenbarnevelt",
                             "Cornelia Johanna Petronella de Groot-Verhoeven", "Dirk-Jan van den Berg-Hoogendoorn"})
        REQUIRE(document->store().addPlayer(NewPlayer{name, "", {}, 1}).ok());
    REQUIRE(document->store().setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    document->reload();
    MainWindow window;
    window.setDocument(std::move(document));
    window.show();
    window.tabs()->setCurrentWidget(window.resultsPanel());
    // The bar (Ronde, Tafel with the names, Spel, Volgende tafel) fits beside itself at 1024.
    CHECK(window.resultsPanel()->minimumSizeHint().width() <= 1024);
    CHECK(window.minimumSizeHint().width() <= 1024);
}

TEST_CASE("CSV preview: every column title is shown whole, Categorieën too", "[ui][csv]")
{
    TempTournament tt;
    CsvImportDialog dialog(tt.document.get(), QString());
    dialog.setCsvText("naam,club,categorie\nAnna,Kaag,dame nieuw veteraan jeugd senior\n");
    dialog.show();
    REQUIRE(QTest::qWaitForWindowExposed(&dialog));
    const auto *preview = dialog.findChild<QTableWidget *>();
    REQUIRE(preview != nullptr);
    QHeaderView *header = preview->horizontalHeader();
    for (int c = 0; c + 1 < header->count(); ++c) {
        INFO("column " << preview->horizontalHeaderItem(c)->text().toStdString());
        CHECK(header->sectionSize(c) >= header->sectionSizeHint(c));
        CHECK(header->sectionSize(c) >= static_cast<const QAbstractItemView *>(preview)->sizeHintForColumn(c));
    }
}
