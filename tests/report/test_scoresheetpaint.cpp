// The painted scoresheets read back as a printer would print them: pdftotext finds the round,
// table, names (as typed) and every column on each page; pdffonts finds DejaVu embedded.
#include "reportfixture.h"

#include "report/paper.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace nkb;

namespace {

QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    REQUIRE(p.waitForStarted(10000));
    REQUIRE(p.waitForFinished(60000));
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString pageText(const QString &pdf, int page)
{
    return tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page),
                                              QStringLiteral("-l"), QString::number(page), pdf, QStringLiteral("-")});
}

QString writeSheets(const QTemporaryDir &dir, const Tournament &t, int round, report::ScoresheetOptions options,
                    int *pages)
{
    const QString pdf = dir.filePath(QStringLiteral("formulieren.pdf"));
    QString error;
    REQUIRE(report::writePaperPdf(report::scoresheetsPaper(t, round, options), pdf, &error, pages));
    CHECK(error.isEmpty());
    return pdf;
}

} // namespace

TEST_CASE("Painted scoresheets: one page per table with the players, every column, fonts embedded",
          "[report][scoresheet][pdf]")
{
    test::ensureGuiApp();
    Tournament t = test::field(160, 1); // 40 tables
    const std::vector<int> &first = t.rounds[0].tables[0].seats;
    t.players[static_cast<std::size_t>(first[0] - 1)].name = "Piet %1";
    t.players[static_cast<std::size_t>(first[1] - 1)].name = "<b>Kees</b> & Zn";
    t.players[static_cast<std::size_t>(first[2] - 1)].name = "Anne-Marie van der Meer-de Boer-Wijnands";
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    int pages = 0;
    const QString pdf = writeSheets(dir, t, 1, {}, &pages);
    CHECK(pages == 40);
    CHECK(test::pdfPageCount(pdf) == 40);

    const QString fonts = tool(QStringLiteral("pdffonts"), {pdf});
    INFO(fonts.toStdString());
    CHECK(fonts.contains(QStringLiteral("DejaVuSans ")));
    CHECK(fonts.contains(QStringLiteral("DejaVuSans-Bold")));
    for (const QString &line : fonts.split(QLatin1Char('\n')).mid(2))
        if (!line.trimmed().isEmpty())
            CHECK(line.contains(QStringLiteral(" yes "))); // embedded

    for (const Table &table : t.rounds[0].tables) {
        if (table.number != 1 && table.number != 40)
            continue;
        const QString text = pageText(pdf, table.number);
        CAPTURE(table.number, text.toStdString());
        CHECK(text.contains(QStringLiteral("Ronde 1 · Tafel ") + QString::number(table.number)));
        // A very long name goes on two lines, whole: compare without the line breaks.
        static const QRegularExpression space(QStringLiteral("\\s+"));
        const QString joined = QString(text).remove(space);
        for (int sn : table.seats)
            CHECK(joined.contains(QString::fromStdString(t.player(sn)->name).remove(space)));
        for (const char *column : {"Gift", "Deler", "Speler", "Bod", "Troef", "Roem", "Gew./verl.", "Plaats", "Punten",
                                   "Spel 1", "Spel 2", "Wedstrijdformulier (R59)", "Ingevuld door"})
            CHECK(text.contains(QString::fromUtf8(column)));
        CHECK(text.contains(QStringLiteral("13")));
        CHECK_FALSE(text.contains(QStringLiteral("14 ")));
    }
    const QString one = pageText(pdf, 1);
    CHECK(one.contains(QStringLiteral("<b>Kees</b> & Zn")));
    CHECK(one.contains(QStringLiteral("Piet %1")));
}

TEST_CASE("Painted scoresheets: a table of three, four games on two pages, the vervolgblad",
          "[report][scoresheet][pdf]")
{
    test::ensureGuiApp();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Tournament t = test::field(7, 1); // one table of four, one of three
    int pages = 0;
    QString pdf = writeSheets(dir, t, 1, {}, &pages);
    CHECK(pages == 2);
    const QString three = pageText(pdf, 2);
    CHECK(three.contains(QStringLiteral("1e 10 · 2e 8 · 3e 4 · erin 0")));
    CHECK_FALSE(three.contains(QStringLiteral(" D ")));

    t.info.gamesPerRound = 4;
    pdf = writeSheets(dir, t, 1, {}, &pages);
    CHECK(pages == 4); // each table's four games on two pages
    CHECK(pageText(pdf, 2).contains(QStringLiteral("Spel 3")));
    CHECK(pageText(pdf, 2).contains(QStringLiteral("Ronde 1 · Tafel 1")));

    t.info.gamesPerRound = 2;
    report::ScoresheetOptions continuation;
    continuation.continuation = true;
    pdf = writeSheets(dir, t, 1, continuation, &pages);
    CHECK(pages == 4);
    const QString vervolg = pageText(pdf, 2);
    CHECK(vervolg.contains(QStringLiteral("Vervolgblad (R59)")));
    CHECK(vervolg.contains(QStringLiteral("Spel 1 (vervolg)")));
    CHECK(vervolg.contains(QStringLiteral("14")));

    pdf = writeSheets(dir, t, 3, {}, &pages);
    CHECK(pages == 1);
    CHECK(pageText(pdf, 1).contains(QStringLiteral("Ronde 3 is nog niet ingedeeld.")));
}
