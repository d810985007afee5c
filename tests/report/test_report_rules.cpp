// The rule set on the papers (issue 36): the scoresheet's head names it, and under another rule set
// than the NK's its foot gives the title and every rule in which it differs from the NK (the NK's
// dealer sentence then left out); the klassement says under which rule set it was played.
#include "reportfixture.h"

#include "report/paper.h"
#include "report/report.h"
#include "rules/ruleset.h"

#include <QRegularExpression>
#include <QTemporaryDir>

using namespace nkb;

namespace {

// The text of a PDF on one line: pdftotext breaks the foot's sentences where the page does (and
// reads DejaVu's ff ligature as one letter).
QString flat(const QString &text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return QString(text).replace(space, QStringLiteral(" ")).replace(QChar(0xFB00), QStringLiteral("ff"));
}

QString sheetsText(const Tournament &t)
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("formulieren.pdf"));
    int pages = 0;
    QString error;
    REQUIRE(report::writePaperPdf(report::scoresheetsPaper(t, 1, {}), pdf, &error, &pages));
    CHECK(error.isEmpty());
    CHECK(pages == 2); // the foot takes rows, never a page more
    return flat(test::pdfText(pdf, {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1")}));
}

} // namespace

TEST_CASE("Scoresheet under Hazerswoude: the title in the head, the title and the differences at the foot",
          "[report][scoresheet][pdf][rules]")
{
    test::ensureGuiApp();
    Tournament t = test::field(8, 1);
    t.info.rules = "hazerswoude+bod25+zeskaart100";
    const QString text = sheetsText(t);
    CAPTURE(text.toStdString());
    CHECK(text.contains(QStringLiteral("Wedstrijdformulier (R59) · Hazerswoude-Rijndijk (pagat)")));
    CHECK(text.contains(QStringLiteral(
        "Spelregels: Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25; Zeskaart 100 roem. Anders dan het "
        "NK-reglement 2019:")));
    const auto rules = RuleSet::fromName(t.info.rules);
    REQUIRE(rules.ok());
    REQUIRE_FALSE(rules->differencesFromNk().empty());
    for (const std::string &line : rules->differencesFromNk()) {
        INFO(line);
        CHECK(text.contains(QString::fromStdString(line)));
    }
    // Its dealer is not the NK's: the NK's sentence would say the opposite of the foot.
    CHECK_FALSE(text.contains(QStringLiteral("Deler: gift 1 door loting")));
    CHECK(text.contains(QStringLiteral("De beurt om te delen gaat naar links.")));
    // The grid is all there.
    for (const char *column : {"Gift", "Deler", "Speler", "Bod", "Plaats", "Punten", "Spel 1", "Spel 2", "Ingevuld door"})
        CHECK(text.contains(QString::fromUtf8(column)));
    // The same on the HTML scoresheets.
    const QString html = report::scoresheetsHtml(t, 1);
    CHECK(html.contains(QStringLiteral("Wedstrijdformulier (R59) · Hazerswoude-Rijndijk (pagat)")));
    CHECK(html.contains(QStringLiteral("Anders dan het NK-reglement 2019: ")));
    CHECK_FALSE(html.contains(QStringLiteral("Deler: gift 1 door loting")));
}

TEST_CASE("Scoresheet under the NK reglement: its title in the head, its own foot", "[report][scoresheet][pdf][rules]")
{
    test::ensureGuiApp();
    const Tournament t = test::field(8, 1);
    REQUIRE(t.info.rules == "nk2019");
    const QString text = sheetsText(t);
    CAPTURE(text.toStdString());
    CHECK(text.contains(QStringLiteral("Wedstrijdformulier (R59) · NK-reglement 2019")));
    CHECK(text.contains(QStringLiteral("Deler: gift 1 door loting (R5)")));
    CHECK_FALSE(text.contains(QStringLiteral("Anders dan het")));
    CHECK_FALSE(report::scoresheetsHtml(t, 1).contains(QStringLiteral("Anders dan het")));
}

TEST_CASE("The klassement names the rule set its games were judged by", "[report][standings][pdf][rules]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 8, 4, 1}, {10, 8, 4, 1}, {10, 8, 4, 1}});
    t.info.rules = "hazerswoude+zwabberroem";
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    REQUIRE(report::writePaperPdf(report::standingsPaper(t, {}), pdf, nullptr, nullptr));
    const QString text = flat(test::pdfText(pdf));
    CAPTURE(text.toStdString());
    CHECK(text.contains(QStringLiteral("Spelregels: Hazerswoude-Rijndijk (pagat), met: Zwabber met roem. Volgorde (R60)")));
}
