// The painted klassement read back from its PDF as the printer gets it (pdftotext -raw reads a row
// as one line: rank, start number, name, club, points, 10, 8, 4, 1, games).
#include "reportfixture.h"

#include "report/paper.h"
#include "report/webpage.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

using namespace nkb;

namespace {

struct Printed {
    QString text;
    int pages{0};
};

Printed paint(const Tournament &t, const report::StandingsReportOptions &options = {})
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    Printed out;
    REQUIRE(report::writePaperPdf(report::standingsPaper(t, options), pdf, nullptr, &out.pages));
    CHECK(test::pdfPageCount(pdf) == out.pages);
    out.text = test::pdfText(pdf, {QStringLiteral("-raw")});
    return out;
}

// Start number -> the rank printed in front of it, from the klassement's rows.
std::map<int, QString> ranks(const QString &text)
{
    static const QRegularExpression row(QStringLiteral("(?m)^(\\d+=?) (\\d+) \\D"));
    std::map<int, QString> out;
    for (auto it = row.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out[m.captured(2).toInt()] = m.captured(1);
    }
    return out;
}

} // namespace

TEST_CASE("Painted klassement: the R60 columns, shared ranks as 3=, the cut below the finalists",
          "[report][standings][pdf][R60][R61]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    // Each table's first place scores 10, so four players are level on one 10 (R54): rank 1 shared.
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    const Printed p = paint(t);
    CAPTURE(p.text.toStdString());
    CHECK(p.pages == 1);
    CHECK(p.text.contains(QStringLiteral("Klassement na ronde 1")));
    CHECK(p.text.contains(QStringLiteral("Pl. Nr. Naam Club Punten 10 8 4 1 Sp.")));
    const auto r = ranks(p.text);
    REQUIRE(r.size() == 16);
    for (int sn : {1, 5, 9, 14})
        CHECK(r.at(sn) == QStringLiteral("1="));
    for (int sn : {2, 7, 10, 15})
        CHECK(r.at(sn) == QStringLiteral("5="));
    for (int sn : {4, 12})
        CHECK(r.at(sn) == QStringLiteral("13="));
    // Jan de Vries (1): one 10 in one game, so 10 points, one 10, no 8, 4 or 1, one game.
    CHECK(p.text.contains(
        QRegularExpression(QStringLiteral("(?m)^1= 1 Jan de Vries BC Leimuiden 10 1 0 0 0 1$"))));
    const qsizetype cut = p.text.indexOf(QStringLiteral("Finalegrens"));
    REQUIRE(cut >= 0);
    CHECK(cut > p.text.lastIndexOf(QStringLiteral("\n1= ")));
    CHECK(cut < p.text.indexOf(QStringLiteral("\n5= ")));
    CHECK(p.text.contains(QStringLiteral("Volgorde (R60)")));
}

TEST_CASE("Painted klassement: the final's ranking on top, names as typed", "[report][standings][pdf][R61]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    t.info.rounds = 1;
    t.players[8].name = "Bas %1 <b>Dekker</b> & Zn";
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    test::playFinal(t, {1, 4, 10, 8}); // Bas (9) wins the final game
    const QString text = paint(t).text;
    CAPTURE(text.toStdString());
    const qsizetype finale = text.indexOf(QStringLiteral("Finale (R61)"));
    REQUIRE(finale >= 0);
    CHECK(text.contains(QStringLiteral("Pl. Nr. Naam Punten 10 8 4 1 Sp. Kwalificatie")));
    // Points in the final decide: 9 (10), 14 (8), 5 (4), 1 (1); then the klassement.
    const qsizetype bas =
        text.indexOf(QStringLiteral("\n1 9 Bas %1 <b>Dekker</b> & Zn 10 1 0 0 0 1 1\n"), finale);
    const qsizetype fatma = text.indexOf(QStringLiteral("\n2 14 Fatma Öztürk 8"), finale);
    const qsizetype emile = text.indexOf(QStringLiteral("\n3 5 Émile Zegers 4"), finale);
    const qsizetype jan = text.indexOf(QStringLiteral("\n4 1 Jan de Vries 1"), finale);
    CHECK(finale < bas);
    CHECK(bas < fatma);
    CHECK(fatma < emile);
    CHECK(emile < jan);
    CHECK(jan < text.indexOf(QStringLiteral("Pl. Nr. Naam Club"), jan));
    CHECK(text.count(QStringLiteral("Bas %1 <b>Dekker</b> & Zn")) == 2);
}

TEST_CASE("Painted klassement of 1,000 players: every player once, about 50 a page",
          "[report][standings][pdf]")
{
    test::ensureGuiApp();
    const Tournament t = test::field(1000, 1);
    const Printed p = paint(t);
    CHECK(ranks(p.text).size() == 1000);
    CHECK(p.pages >= 18);
    CHECK(p.pages <= 22);
    CHECK(p.text.count(QStringLiteral("Pl. Nr. Naam Club Punten")) == p.pages); // the titles on every page
    CHECK(p.text.count(QStringLiteral("Klassement · pagina ")) == p.pages);
}

TEST_CASE("Painted klassement before any game: everybody 1=, no cut, nobody marked for the lot",
          "[report][standings][pdf][R61]")
{
    test::ensureGuiApp();
    const Tournament t = test::sixteenPlayers(); // seated, nothing entered
    const Printed p = paint(t);
    CAPTURE(p.text.toStdString());
    const auto r = ranks(p.text);
    REQUIRE(r.size() == 16);
    for (const auto &[sn, rank] : r)
        CHECK(rank == QStringLiteral("1="));
    CHECK_FALSE(p.text.contains(QStringLiteral("loting")));
    CHECK_FALSE(p.text.contains(QStringLiteral("Finalegrens")));
}

TEST_CASE("R60: the printed klassement shows shared ranks as the standings have them",
          "[report][standings][R60]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    // Each table's first place scores 10, so four players are level on one 10 (R54): rank 1 shared.
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    const QString text = paint(t).text;
    const auto rank = ranks(text);
    REQUIRE(rank.size() == 16);
    for (int sn : {1, 5, 9, 14})
        CHECK(rank.at(sn) == QStringLiteral("1="));
    for (int sn : {2, 7, 10, 15})
        CHECK(rank.at(sn) == QStringLiteral("5="));
    for (int sn : {3, 8, 11, 16})
        CHECK(rank.at(sn) == QStringLiteral("9="));
    for (int sn : {4, 12})
        CHECK(rank.at(sn) == QStringLiteral("13="));
    for (int sn : {6, 13})
        CHECK(rank.at(sn) == QStringLiteral("15="));
    CHECK(text.contains(QStringLiteral("Klassement na ronde 1")));

    // R61: the cut lies below the four finalists, above the 8-point players.
    const qsizetype cut = text.indexOf(QStringLiteral("Finalegrens"));
    REQUIRE(cut >= 0);
    CHECK(cut > text.lastIndexOf(QStringLiteral("\n1= ")));
    CHECK(cut < text.indexOf(QStringLiteral("\n5= ")));
    CHECK_FALSE(text.contains(QStringLiteral("(loting)")));
}

TEST_CASE("R60: a tie across the final cut is marked for the lot", "[report][standings][R60][R61]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    // Table 4: two misère Spelers jointly first score 10 each (R54): five players on 10.
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 8, 4, 1}, {10, 8, 4, 1}, {10, 10, 4, 1}});
    const QString text = paint(t).text;
    const auto rank = ranks(text);
    for (int sn : {1, 5, 9, 13, 14})
        CHECK(rank.at(sn) == QStringLiteral("1="));
    CHECK(text.count(QStringLiteral("(loting)")) == 5);
    const qsizetype cut = text.indexOf(QStringLiteral("de loting beslist"));
    REQUIRE(cut >= 0);
    CHECK(cut > text.lastIndexOf(QStringLiteral("\n1= ")));
}

TEST_CASE("Klassement per category: only the tagged players, ranked among themselves, no cut",
          "[report][standings]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    t.players[2].categories = {"dame"}; // Anna van den Berg: 4 points
    t.players[4].categories = {"dame"}; // Émile Zegers: 10 points
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    report::StandingsReportOptions options;
    options.category = "dame";
    const QString text = paint(t, options).text;
    const auto rank = ranks(text);
    REQUIRE(rank.size() == 2);
    CHECK(rank.at(5) == QStringLiteral("1"));
    CHECK(rank.at(3) == QStringLiteral("2"));
    CHECK(text.contains(QStringLiteral("categorie dame")));
    CHECK_FALSE(text.contains(QStringLiteral("Finalegrens")));
}

TEST_CASE("R61: after the final the klassement leads with the final's ranking", "[report][standings][R61]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    t.info.rounds = 1; // one qualifying round keeps the test small
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    test::playFinal(t, {1, 4, 10, 8}); // Bas Dekker (9) wins the final game

    const QString text = paint(t).text;
    const qsizetype finale = text.indexOf(QStringLiteral("Finale (R61)"));
    REQUIRE(finale >= 0);
    // Points in the final decide: 9 (10), 14 (8), 5 (4), 1 (1); listed before the klassement.
    const qsizetype bas = text.indexOf(QStringLiteral("Bas Dekker"), finale);
    const qsizetype fatma = text.indexOf(QStringLiteral("Fatma Öztürk"), finale);
    const qsizetype emile = text.indexOf(QStringLiteral("Émile Zegers"), finale);
    const qsizetype jan = text.indexOf(QStringLiteral("Jan de Vries"), finale);
    CHECK(finale < bas);
    CHECK(bas < fatma);
    CHECK(fatma < emile);
    CHECK(emile < jan);
    CHECK(jan < text.indexOf(QStringLiteral("Finalegrens")));
}

TEST_CASE("Klassement on paper and on the web page: who played fewer rounds is marked beside his name",
          "[report][standings][pdf]")
{
    // Issue 35 point 8: a withdrawn player and a late entry sat below the real last place with no
    // word of why; the mark says who played fewer rounds (the zwabber is the prize-giving's call).
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 8, 4, 1}, {0, 10, 8, 4}});
    t.players[3].withdrawnFromRound = 2;
    t.players[6].joinsFromRound = 2;
    const QString withdrawn = QString::fromStdString(t.players[3].name);
    const QString late = QString::fromStdString(t.players[6].name);
    const QString other = QString::fromStdString(t.players[7].name);
    const Printed p = paint(t);
    CAPTURE(p.text.toStdString());
    CHECK(p.text.contains(withdrawn + QStringLiteral(" (teruggetrokken vanaf ronde 2)")));
    CHECK(p.text.contains(late + QStringLiteral(" (vanaf ronde 2)")));
    CHECK_FALSE(p.text.contains(other + QStringLiteral(" (")));
    const QString page = report::standingsPage(t);
    CHECK(page.contains(QStringLiteral("(teruggetrokken vanaf ronde 2)")));
    CHECK(page.contains(QStringLiteral("(vanaf ronde 2)")));
}
