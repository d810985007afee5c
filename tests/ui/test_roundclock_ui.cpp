// The round clock in the window: "Ronde 1 starten" on the Indeling tab, pause and five minutes
// more or less there, every step undone through the document's undo stack; the projector shows
// the time left in large figures, amber from 10 minutes, red "Tijd!" at 0:00, ticking by itself;
// a second window on the same file (a restarted program) shows the same clock.
#include "uitestsupport.h"

#include "tournament/roundclock.h"
#include "ui/document/clockcommands.h"
#include "ui/draw/clockbar.h"
#include "ui/draw/drawpanel.h"
#include "ui/standings/projectorwindow.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;

namespace {

// Eight players, round 1 seated at two tables, read into the document.
void seatRoundOne(TournamentDocument &doc)
{
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"})
        REQUIRE(doc.store().addPlayer(NewPlayer{name, "", {}, 1}).ok());
    REQUIRE(doc.store().setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    doc.reload();
}

// "Ronde 1 — 44:59" or "Ronde 1 — 45:00": the clock just started, whichever second it is.
bool justStarted(const QString &text, int minutes)
{
    return text == QStringLiteral("Ronde 1 — %1:00").arg(minutes) ||
           text == QStringLiteral("Ronde 1 — %1:59").arg(minutes - 1) ||
           text == QStringLiteral("Ronde 1 — %1:58").arg(minutes - 1);
}

} // namespace

TEST_CASE("Round clock: started on the Indeling tab, shown on the projector, each step undone",
          "[ui][roundclock]")
{
    test::TempTournament tmp;
    TournamentDocument &doc = *tmp.document;
    seatRoundOne(doc);
    DrawPanel panel;
    panel.setDocument(&doc);
    ClockBar *bar = panel.clockBar();
    REQUIRE(bar->startButton()->text() == QStringLiteral("Ronde 1 &starten"));
    CHECK(bar->startButton()->isEnabled());
    CHECK_FALSE(bar->pauseButton()->isEnabled());
    CHECK(bar->text() == QStringLiteral("Ronde 1 is nog niet gestart."));
    auto *projector = new ProjectorWindow(&doc);
    CHECK_FALSE(projector->clockLabel()->isVisibleTo(projector));

    bar->startButton()->click();
    REQUIRE(doc.tournament().clocks.size() == 1);
    CHECK(doc.undoStack()->undoText() == QStringLiteral("Ronde 1 starten"));
    CHECK_FALSE(bar->startButton()->isEnabled()); // started once
    CHECK(justStarted(bar->text(), 45));
    CHECK(projector->clockLabel()->isVisibleTo(projector));
    CHECK(justStarted(projector->clockLabel()->text(), 45));
    CHECK_FALSE(projector->clockLabel()->styleSheet().contains(QStringLiteral("background"))); // plain

    // It ticks by itself, from the stored clock and the time: no change, no read needed.
    const QString before = projector->clockLabel()->text();
    QTest::qWait(1300);
    CHECK(projector->clockLabel()->text() != before);
    bar->tick(); // each on its own timer: read both at the same moment
    projector->updateClock();
    CHECK(bar->text() == projector->clockLabel()->text());

    SECTION("pause, and its undo")
    {
        bar->pauseButton()->click();
        CHECK(doc.tournament().clocks.front().pausedAt.has_value());
        CHECK(bar->pauseButton()->text() == QStringLiteral("&Verder"));
        projector->updateClock();
        CHECK(projector->clockLabel()->text().endsWith(QStringLiteral(" (pauze)")));
        CHECK(projector->clockLabel()->styleSheet().contains(QStringLiteral("#e6e6e6"))); // grey
        doc.undoStack()->undo();
        CHECK_FALSE(doc.tournament().clocks.front().pausedAt.has_value());
        projector->updateClock();
        CHECK_FALSE(projector->clockLabel()->text().endsWith(QStringLiteral(" (pauze)")));
        doc.undoStack()->redo();
        CHECK(doc.tournament().clocks.front().pausedAt.has_value());
    }
    SECTION("ten minutes left warns, none left is Tijd!, and undo brings the time back")
    {
        for (int i = 0; i < 7; ++i)
            bar->lessButton()->click(); // 45 - 35 = 10 minutes, a second or two gone
        projector->updateClock();
        CHECK(projector->clockLabel()->text().startsWith(QStringLiteral("Ronde 1 — 9:5")));
        CHECK(projector->clockLabel()->styleSheet().contains(QStringLiteral("background: #ffd75e"))); // amber
        bar->lessButton()->click();
        bar->lessButton()->click();
        projector->updateClock();
        CHECK(projector->clockLabel()->text() == QStringLiteral("Ronde 1 — Tijd!"));
        CHECK(projector->clockLabel()->styleSheet().contains(QStringLiteral("background: #c0392b"))); // red
        CHECK(doc.undoStack()->undoText() == QStringLiteral("Klok: 5 minuten eraf"));
        doc.undoStack()->undo();
        projector->updateClock();
        CHECK(projector->clockLabel()->text().startsWith(QStringLiteral("Ronde 1 — 4:5")));
        bar->moreButton()->click();
        projector->updateClock();
        CHECK(projector->clockLabel()->text().startsWith(QStringLiteral("Ronde 1 — 9:5")));
    }
    SECTION("a second window on the file, as after a restart, shows the same clock")
    {
        QString error;
        auto again = TournamentDocument::open(doc.path(), &error);
        REQUIRE(again);
        CHECK(again->tournament().clocks == doc.tournament().clocks);
        auto *other = new ProjectorWindow(again.get());
        CHECK(other->clockLabel()->isVisibleTo(other));
        CHECK(clockAt(again->tournament(), doc.clockNow()) == clockAt(doc.tournament(), doc.clockNow()));
        delete other;
    }
    SECTION("undoing the start takes the clock off the projector")
    {
        while (doc.undoStack()->canUndo() && !doc.tournament().clocks.empty())
            doc.undoStack()->undo();
        CHECK(doc.tournament().clocks.empty());
        CHECK_FALSE(projector->clockLabel()->isVisibleTo(projector));
        CHECK(bar->startButton()->isEnabled());
    }
    delete projector;
}

TEST_CASE("Indeling: the clock shown is the shown round's own, and pause acts only where it runs",
          "[ui][roundclock]")
{
    // Issue 35 point 8: round 2 drawn and shown, the Indeling tab showed round 1's clock.
    test::TempTournament tmp;
    TournamentDocument &doc = *tmp.document;
    seatRoundOne(doc);
    DrawPanel panel;
    panel.setDocument(&doc);
    panel.setRound(1);
    ClockBar *bar = panel.clockBar();
    bar->startButton()->click();
    REQUIRE(doc.tournament().clocks.size() == 1);
    REQUIRE(doc.store().setTables(2, {Table{1, {1, 5, 2, 6}}, Table{2, {3, 7, 4, 8}}}).ok());
    doc.reload();
    panel.setRound(2);
    // Round 1 still runs: round 2 says it has not started, and names what runs meanwhile.
    CHECK(bar->text().startsWith(QStringLiteral("Ronde 2 is nog niet gestart. Nu loopt: Ronde 1 — 4")));
    CHECK(bar->startButton()->text() == QStringLiteral("Ronde 2 &starten"));
    CHECK_FALSE(bar->pauseButton()->isEnabled()); // it would pause round 1, not the round shown
    CHECK_FALSE(bar->moreButton()->isEnabled());
    // Every game of round 1 stored: its clock stopped; round 2 shown says only its own state.
    for (int table : {1, 2})
        for (int game : {1, 2})
            REQUIRE(doc.store()
                        .enterPoints(GameRef{1, table, game}, {{table == 1 ? "Anna" : "Els", 10},
                                                               {table == 1 ? "Bram" : "Fien", 8},
                                                               {table == 1 ? "Cor" : "Gijs", 4},
                                                               {table == 1 ? "Dirk" : "Hans", 1}})
                        .ok());
    doc.reload();
    bar->tick();
    CHECK(bar->text() == QStringLiteral("Ronde 2 is nog niet gestart."));
    panel.setRound(1);
    CHECK(bar->text() == QStringLiteral("Ronde 1 — afgelopen"));
    panel.setRound(2);
    bar->startButton()->click();
    CHECK(justStarted(bar->text().replace(QStringLiteral("Ronde 2"), QStringLiteral("Ronde 1")), 45));
    CHECK(bar->pauseButton()->isEnabled());
    panel.setDocument(nullptr);
}
