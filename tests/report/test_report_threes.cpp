// The scoring chosen for a table of three is printed on its scoresheet
// and under the klassement, so players and director see which it is.
#include "reportfixture.h"

#include "report/paper.h"
#include "report/report.h"

#include <QTemporaryDir>
#include <QTextDocument>

using namespace nkb;
using namespace nkb::report;
using nkb::test::ensureGuiApp;

namespace {

// 15 players: three tables of four and one of three in round 1.
Tournament fifteen(std::vector<int> placesThree)
{
    Tournament t = test::sixteenPlayers();
    t.players.pop_back();
    t.rounds[0].tables[3].seats = {13, 14, 15};
    t.info.placesThree = std::move(placesThree);
    return t;
}

} // namespace

TEST_CASE("Scoresheet of a table of three: R57 read literally is printed as 3e 1 and named",
          "[report][scoresheet][three]")
{
    ensureGuiApp();
    const QString html = scoresheetsHtml(fifteen({10, 8, 1}), 1);
    CHECK(html.contains(QStringLiteral("1e 10 · 2e 8 · 3e 1 · erin 0; letterlijk")));
    // The tables of four keep their own places.
    CHECK(html.contains(QStringLiteral("1e 10 · 2e 8 · 3e 4 · 4e 1 · erin 0")));
    CHECK(scoresheetsHtml(fifteen({10, 8, 4}), 1).contains(QStringLiteral("3e 4 · erin 0; standaard")));
    CHECK(scoresheetsHtml(fifteen({10, 8, 2}), 1).contains(QStringLiteral("3e 2 · erin 0; eigen keuze")));
}

TEST_CASE("Klassement: the order line names places (R60) and the scoring of a table of three",
          "[report][standings][three]")
{
    ensureGuiApp();
    const Tournament t = fifteen({8, 7, 3});
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    REQUIRE(writePaperPdf(standingsPaper(t, {}), pdf, nullptr, nullptr));
    const QString text = test::pdfText(pdf).simplified();
    CHECK(text.contains(QStringLiteral("Tafel van drie: 8/7/3 (geschaald")));
    CHECK(text.contains(QStringLiteral("tweede, derde en vierde plaatsen")));
}
