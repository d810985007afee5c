// The final on the Indeling tab (issue 35, point 1): after the last round the tab steps on to
// "Finale" and says why the final is not seated yet (rounds to play, a lot to draw); once the
// finalists are known it shows the four of them, its sheet can be printed and its clock started
// before anyone plays, and it is never drawn. Before: Indeling stopped at the last round and the
// final was seated only by its first game.
#include "uitestsupport.h"

#include "tournament/standings.h"
#include "ui/document/roundcommands.h"
#include "ui/draw/clockbar.h"
#include "ui/draw/drawpanel.h"
#include "ui/tools/sampletournament.h"

#include <QAbstractItemModel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>

using namespace nkb;
using namespace nkb::ui;

namespace {

QPushButton *button(QWidget &panel, const QString &text)
{
    for (QPushButton *b : panel.findChildren<QPushButton *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

} // namespace

TEST_CASE("Indeling: the final is shown, printable and timed once its finalists are known, never drawn",
          "[ui][final]")
{
    test::TempTournament tmp(2);
    TournamentDocument &doc = *tmp.document;
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
        REQUIRE(doc.store().addPlayer(NewPlayer{name, "", {}, 1}).ok());
    doc.reload();
    REQUIRE(sample::playRound(doc, 1).isEmpty());
    REQUIRE(sample::playRound(doc, 2, 1).isEmpty()); // round 2: one table of two played
    DrawPanel panel;
    panel.setDocument(&doc);
    auto *spin = panel.findChild<QSpinBox *>();
    REQUIRE(spin);
    QPushButton *print = button(panel, QStringLiteral("&Afdrukken"));
    QPushButton *draw = button(panel, QStringLiteral("Ronde l&oten"));
    REQUIRE(print);
    REQUIRE(draw);
    // The steps: Ronde 1, Ronde 2, Finale.
    CHECK(spin->maximum() == 3);
    panel.setRound(kFinalRound);
    CHECK(panel.round() == kFinalRound);
    CHECK(spin->text() == QStringLiteral("Finale"));
    CHECK(panel.reportText().contains(QStringLiteral("zodra alle ronden gespeeld zijn")));
    CHECK_FALSE(print->isEnabled());
    CHECK_FALSE(draw->isEnabled());

    // Round 2 finished: the finalists are known (after a lot when the cut is tied), the final is
    // seated, and the tab shows it.
    REQUIRE(sample::playRound(doc, 2).isEmpty());
    if (computeFinalists(doc.tournament()).undecided()) {
        panel.setRound(kFinalRound);
        CHECK(panel.reportText().contains(QStringLiteral("na de loting")));
        CHECK_FALSE(print->isEnabled());
        REQUIRE(doc.execute(new FinalLotCommand(&doc, 7)).text().isEmpty());
    }
    const Round *final = doc.tournament().round(kFinalRound);
    REQUIRE(final);
    REQUIRE(final->tables.size() == 1);
    CHECK(final->tables.front().seats == computeFinalists(doc.tournament()).finalists);
    CHECK(panel.round() == kFinalRound); // the tab follows the day to the final
    for (int sn : final->tables.front().seats)
        CHECK(panel.reportText().contains(QString::fromStdString(doc.tournament().player(sn)->name)));
    CHECK(print->isEnabled());
    CHECK_FALSE(draw->isEnabled()); // the final is never drawn
    const auto *view = panel.findChild<QTableView *>();
    REQUIRE(view);
    CHECK(view->model()->rowCount() >= 1);
    ClockBar *bar = panel.clockBar();
    CHECK(bar->startButton()->text() == QStringLiteral("Finale &starten"));
    CHECK(bar->startButton()->isEnabled());
    bar->startButton()->click();
    REQUIRE(doc.tournament().clocks.size() == 1);
    CHECK(doc.tournament().clocks.front().round == kFinalRound);
    // The final played: its clock stops.
    REQUIRE(sample::playFinal(doc).isEmpty());
    panel.setRound(kFinalRound);
    bar->tick();
    CHECK(bar->text() == QStringLiteral("Finale — afgelopen"));
    panel.setRound(1);
    panel.setRound(kFinalRound); // refreshed: the stopped clock offers nothing to pause or adjust
    CHECK_FALSE(bar->pauseButton()->isEnabled());
    CHECK_FALSE(bar->moreButton()->isEnabled());
}
