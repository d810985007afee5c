// The panels' papers reach a PDF through core/report (print preview shares its render()).
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/widgets/printing.h"
#include "ui/document/roundcommands.h"
#include "ui/standings/standingspanel.h"

#include <QFileInfo>
#include <QFontDatabase>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("Papers of a round and the klassement are written as PDF", "[ui][print]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE_FALSE(QFontDatabase::families().isEmpty());  // docs/toolchain.md pitfall 7
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(9))).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 2)).done());
    for (RoundPaper paper : {RoundPaper::Scoresheets, RoundPaper::TableCards, RoundPaper::Seating}) {
        const QString path = tt.dir.filePath(roundPaperName(paper) + QStringLiteral(".pdf"));
        INFO(roundPaperName(paper).toStdString());
        CHECK(writePdf(roundPaper(doc.tournament(), 1, paper), path).isEmpty());
        CHECK(QFileInfo(path).size() > 1000);
    }
    StandingsPanel panel;
    panel.setDocument(&doc);
    const QString path = tt.dir.filePath(QStringLiteral("klassement.pdf"));
    CHECK(writePdf(panel.standingsPaper(), path).isEmpty());
    CHECK(QFileInfo(path).size() > 1000);
    panel.setDocument(nullptr);
}
