// Bestand → Exporteren als CSV…: the menu entry, and the lists the dialog offers.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/window/csvexportdialog.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("The Bestand menu offers Exporteren als CSV", "[ui][csv]")
{
    app();
    MainWindow window;
    QStringList texts;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                texts << a->text();
    CHECK(texts.contains(QStringLiteral("&Exporteren als CSV…")));
}

TEST_CASE("The CSV dialog writes the list chosen: per category, naam → tafel, deelnemers", "[ui][csv]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(12))).done());
    CsvExportDialog dialog(doc.tournament());
    QString problem;

    dialog.choose(CsvExportDialog::SeatingByName, 1);
    CHECK(dialog.csv(&problem).isEmpty());
    CHECK(problem == QStringLiteral("Er is nog geen ronde ingedeeld."));

    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 5)).done());
    CsvExportDialog drawn(doc.tournament());
    problem.clear();
    drawn.choose(CsvExportDialog::CategoryStandings, 1, QStringLiteral("dame"));
    const QByteArray ladies = drawn.csv(&problem);
    CHECK(problem.isEmpty());
    CHECK(ladies.count("\r\n") == 1 + 4); // Speler03, 06, 09, 12
    CHECK(ladies.contains(";Speler09;"));
    CHECK_FALSE(ladies.contains(";Speler01;"));
    CHECK(drawn.suggestedFileName() == QStringLiteral("Klassement dame Test NK.csv"));

    drawn.choose(CsvExportDialog::SeatingByName, 1);
    const QByteArray byName = drawn.csv(&problem);
    CHECK(byName.startsWith("\xEF\xBB\xBF" "Naam;Tafel;Stoel;Nr.;Club;Sorteernaam\r\nSpeler01;"));
    CHECK(drawn.suggestedFileName() == QStringLiteral("Indeling ronde 1 naam-tafel Test NK.csv"));

    drawn.choose(CsvExportDialog::Players);
    CHECK(drawn.csv(&problem).count("\r\n") == 13);
}

TEST_CASE("The CSV dialog shows only what belongs to the list chosen, and only lists this tournament has",
          "[ui][csv]")
{
    // Issue 35 point 8: greyed leftovers ("Finale", "dame") read as choices.
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, "naam\nA\nB\nC\nD\nE\nF\nG\nH\n")).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 5)).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 2, 6)).done());
    CsvExportDialog plain(doc.tournament());
    CHECK(plain.lists() == QStringList{QStringLiteral("Klassement"), QStringLiteral("Indeling per tafel"),
                                       QStringLiteral("Indeling naam → tafel"), QStringLiteral("Deelnemers")});
    plain.choose(CsvExportDialog::Standings);
    CHECK_FALSE(plain.roundShown());
    CHECK_FALSE(plain.categoryShown());
    plain.choose(CsvExportDialog::SeatingByTable);
    CHECK(plain.roundShown());
    CHECK_FALSE(plain.categoryShown());
    // The latest round is the one offered first.
    CHECK(plain.suggestedFileName() == QStringLiteral("Indeling ronde 2 per tafel Test NK.csv"));

    TempTournament withLadies;
    TournamentDocument &ladies = *withLadies.document;
    REQUIRE(ladies.execute(new ImportPlayersCommand(&ladies, playersCsv(8))).done());
    CsvExportDialog categories(ladies.tournament());
    CHECK(categories.lists().contains(QStringLiteral("Klassement van één categorie")));
    categories.choose(CsvExportDialog::CategoryStandings, 1, QStringLiteral("dame"));
    CHECK(categories.categoryShown());
    CHECK_FALSE(categories.roundShown());
}
