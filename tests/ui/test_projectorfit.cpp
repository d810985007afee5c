// The projector at a laptop's 1280×800 (issue 35 point 8: "Johan ..." and "De ..."): every name and
// club whole, no column past the screen's edge, and the top row never half under the header.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/standings/projectorwindow.h"
#include "ui/standings/standingsmodel.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("Projector at 1280x800: long names and clubs are shown whole, every column on the screen",
          "[ui][projector]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    std::string csv = "naam,club\n";
    const char *first[] = {"Johan", "Marie-José", "Hendrikus", "Wilhelmina", "Cornelis"};
    const char *last[] = {"van der Heijden-Vermeulen", "de Bruijn-Zwetsloot", "Oudshoorn", "van Leeuwen", "Zandvliet"};
    for (int i = 0; i < 30; ++i)
        csv += std::string(first[i % 5]) + " " + last[(i / 5) % 5] + " " + std::to_string(i) +
               ",De Gouden Leeuw Hazerswoude-Rijndijk " + std::to_string(i % 3) + "\n";
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, csv)).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 9)).done());

    auto *projector = new ProjectorWindow(&doc);
    projector->resize(1280, 800);
    projector->show();
    QCoreApplication::processEvents();
    QTableView *view = projector->standingsView();
    const QFontMetrics metrics(view->font());
    int widestName = 0;
    int widestClub = 0;
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        widestName = std::max(widestName, metrics.horizontalAdvance(
                                              view->model()->index(r, StandingsModel::Name).data().toString()));
        widestClub = std::max(widestClub, metrics.horizontalAdvance(
                                              view->model()->index(r, StandingsModel::Club).data().toString()));
    }
    INFO("letter " << view->font().pixelSize() << " px, name column " << view->columnWidth(StandingsModel::Name)
                   << " for " << widestName << ", club column " << view->columnWidth(StandingsModel::Club) << " for "
                   << widestClub);
    CHECK(view->columnWidth(StandingsModel::Name) >= widestName);
    CHECK(view->columnWidth(StandingsModel::Club) >= widestClub);
    // Every column within the window (no horizontal scrolling on a projector).
    const QHeaderView *header = view->horizontalHeader();
    CHECK(header->length() <= view->viewport()->width());
    // Readable still: no smaller than two thirds of a fortieth of the screen.
    CHECK(view->font().pixelSize() >= 16);
    // Scrolling a row at a time, to the very end: the top row starts right under the header, and
    // the last row ends at the bottom (the view is a whole number of rows high).
    for (int value : {3, view->verticalScrollBar()->maximum()}) {
        view->verticalScrollBar()->setValue(value);
        QCoreApplication::processEvents();
        INFO("scrolled to " << value << " of " << view->verticalScrollBar()->maximum());
        CHECK(view->rowViewportPosition(view->rowAt(0)) == 0);
    }
    const int lastRow = view->model()->rowCount() - 1;
    CHECK(view->rowViewportPosition(lastRow) + view->rowHeight(lastRow) == view->viewport()->height());
    delete projector;
}
