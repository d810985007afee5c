// Every name prints as typed. A field of hostile names — "%1" placeholders that a
// chained QString::arg would fill, HTML markup, ampersands and quotes — on every document.
#include "reportfixture.h"

#include "report/dutchname.h"
#include "report/paper.h"
#include "report/report.h"

#include <QTemporaryDir>
#include <QTextDocument>

#include <string>
#include <vector>

using namespace nkb;
using namespace nkb::report;

namespace {

const std::vector<std::string> kHostile = {"Piet %1",      "Henk %5",   "Anna %2",      "%3 Bram",
                                           "Cor <b>x</b>", "Dirk & Zn", "Eef \"Q\"",    "Fem 'q'",
                                           "Gert %9%1",    "Hans %%1",  "Ida <script>", "Joop &amp;",
                                           "Kees %L1",     "Lies %n",   "Mies %10",     "Nel %99"};

Tournament hostileField()
{
    Tournament t = test::sixteenPlayers();
    t.info.name = "NK %1 <b>";
    t.info.venue = "Zaal %2 & co";
    for (std::size_t i = 0; i < t.players.size(); ++i)
        t.players[i].name = kHostile[i];
    t.players[0].club = "Club %5";
    t.players[1].club = "Zwolle %1";
    t.players[2].club = "<i>Club</i>";
    return t;
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString plain(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace

TEST_CASE("Scoresheets print every name and club as typed", "[report][hostile]")
{
    test::ensureGuiApp();
    const Tournament t = hostileField();
    const QString html = scoresheetsHtml(t, 1);
    const QString text = plain(html);
    for (const auto &name : kHostile)
        CHECK(text.contains(q(name)));
    CHECK(text.contains(QStringLiteral("nr. 1 · Club %5")));
    CHECK(text.contains(QStringLiteral("nr. 2 · Zwolle %1")));
    CHECK(text.contains(QStringLiteral("nr. 3 · <i>Club</i>")));
    CHECK(text.contains(QStringLiteral("NK %1 <b>")));
    CHECK(text.contains(QStringLiteral("Zaal %2 & co")));
    CHECK_FALSE(html.contains(QStringLiteral("<script>")));
    CHECK_FALSE(html.contains(QStringLiteral("<b>x</b>")));
}

TEST_CASE("Seating lists and table cards print every name as typed", "[report][hostile]")
{
    test::ensureGuiApp();
    const Tournament t = hostileField();
    // The wall lists are painted: read back from their PDF as the printer gets it.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString tables = dir.filePath(QStringLiteral("tafels.pdf"));
    const QString names = dir.filePath(QStringLiteral("namen.pdf"));
    REQUIRE(writePaperPdf(seatingPaper(t, 1, SeatingList::ByTable), tables));
    REQUIRE(writePaperPdf(seatingPaper(t, 1, SeatingList::Alphabetical), names));
    const QString byTable = test::pdfText(tables, {QStringLiteral("-raw")});
    const QString alphabetical = test::pdfText(names, {QStringLiteral("-raw")});
    CHECK(byTable.contains(QStringLiteral("Ronde 1 · indeling per tafel")));
    CHECK(byTable.contains(QStringLiteral("NK %1 <b>")));
    const QString cards = plain(tableCardsHtml(t, 1));
    for (const auto &name : kHostile) {
        INFO(name);
        CHECK(byTable.contains(q(name)));
        CHECK(cards.contains(q(name)));
        CHECK(alphabetical.contains(splitDutchName(q(name)).listForm()));
    }
    // "Anna %2" sits at table 1: the list shows "%2, Anna" then 1, not a table number inside the name.
    const qsizetype anna = alphabetical.indexOf(QStringLiteral("%2, Anna"));
    REQUIRE(anna >= 0);
    CHECK(alphabetical.mid(anna + 8, 3).simplified() == QStringLiteral("1"));
    CHECK_FALSE(alphabetical.contains(QStringLiteral("1, Anna")));
}

TEST_CASE("The klassement and the final's section print every name as typed", "[report][hostile]")
{
    test::ensureGuiApp();
    Tournament t = hostileField();
    t.info.rounds = 1;
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    test::playFinal(t, {1, 4, 10, 8});

    // The klassement is painted: read back from its PDF as the printer gets it.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    REQUIRE(writePaperPdf(standingsPaper(t), pdf));
    const QString text = test::pdfText(pdf, {QStringLiteral("-raw")});
    REQUIRE(text.contains(QStringLiteral("Finale (R61)")));
    for (const auto &name : kHostile)
        CHECK(text.contains(q(name)));
    // The four finalists are in the final's section and in the klassement, both as typed.
    for (const int sn : {1, 5, 9, 14}) {
        INFO(kHostile[static_cast<std::size_t>(sn - 1)]);
        CHECK(text.count(q(kHostile[static_cast<std::size_t>(sn - 1)])) == 2);
    }
    CHECK_FALSE(text.contains(QStringLiteral("Henk 1")));
    CHECK(text.contains(QStringLiteral("Club %5")));
}
