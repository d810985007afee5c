// The Indeling tab's report of a round: who sits at a table of three stays said after a redraw,
// after looking at another round, and after reopening (issue 35 point 8), and the round clock
// shown is the shown round's own.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/draw/drawpanel.h"

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// The names at the round's tables of three, as the report lists them.
QStringList threeSeated(const Tournament &t, int round)
{
    QStringList names;
    for (const Table &tb : t.round(round)->tables)
        if (tb.seats.size() == 3)
            for (int sn : tb.seats)
                names << QString::fromStdString(t.player(sn)->name);
    return names;
}

void checkSaysThrees(const DrawPanel &panel, const Tournament &t, int round)
{
    const QString report = panel.reportText();
    INFO(report.toStdString());
    CHECK(report.contains(QStringLiteral("Aan een tafel van drie")));
    const QStringList names = threeSeated(t, round);
    CHECK(names.size() == 6);
    for (const QString &name : names)
        CHECK(report.contains(name));
}

} // namespace

TEST_CASE("Indeling: who sits at a table of three stays said after a redraw and after looking at another round",
          "[ui][draw]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(10))).done()); // 4 + 3 + 3
    DrawPanel panel;
    panel.setDocument(&doc);
    panel.setRound(1);
    REQUIRE(panel.drawCurrentRound(false).isEmpty());
    checkSaysThrees(panel, doc.tournament(), 1);
    // Drawn again ("Opnieuw loten").
    REQUIRE(panel.drawCurrentRound(false).isEmpty());
    checkSaysThrees(panel, doc.tournament(), 1);
    // Another round looked at, then back.
    panel.setRound(2);
    panel.setRound(1);
    checkSaysThrees(panel, doc.tournament(), 1);
    // The tab opened afresh on the file (the application reopened).
    DrawPanel reopened;
    reopened.setDocument(&doc);
    reopened.setRound(1);
    checkSaysThrees(reopened, doc.tournament(), 1);
    panel.setDocument(nullptr);
    reopened.setDocument(nullptr);
}
