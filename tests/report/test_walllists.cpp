// The seating list for the wall, read back from the PDF: names at 14 pt at least (readable from two
// metres, measured with pdftotext -bbox) and spread evenly over the pages (no page with a handful).
#include "reportfixture.h"

#include "report/paper.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace nkb;

namespace {

QString tool(const QStringList &args)
{
    QProcess p;
    p.start(args.front(), args.mid(1));
    REQUIRE(p.waitForFinished(60000));
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

TEST_CASE("Wall list naam -> tafel: names of 14 pt, the pages evenly filled", "[report][seating][pdf]")
{
    test::ensureGuiApp();
    for (const int players : {81, 130, 250}) {
        const Tournament t = test::field(players, 1);
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        const QString pdf = dir.filePath(QStringLiteral("namen.pdf"));
        int painted = 0;
        REQUIRE(report::writePaperPdf(report::seatingPaper(t, 1, report::SeatingList::Alphabetical), pdf,
                                      nullptr, &painted));
        const int pages = test::pdfPageCount(pdf);
        CHECK(painted == pages);
        CAPTURE(players, pages);
        CHECK(pages == (players + 55) / 56); // at most 56 names a page, and no page more than needed

        int fewest = players;
        int most = 0;
        for (int page = 1; page <= pages; ++page) {
            const QString text = tool({QStringLiteral("pdftotext"), QStringLiteral("-layout"),
                                       QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                       QString::number(page), pdf, QStringLiteral("-")});
            const int names = static_cast<int>(text.count(QStringLiteral(", ")));
            fewest = std::min(fewest, names);
            most = std::max(most, names);
        }
        CHECK(fewest * 10 >= most * 9); // within 10 % of each other

        // The height of a name's words in points (pdftotext -bbox): 14 pt type is about 16 pt high.
        const QString bbox =
            tool({QStringLiteral("pdftotext"), QStringLiteral("-bbox"), QStringLiteral("-f"),
                  QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
        static const QRegularExpression word(
            QStringLiteral("yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" yMax=\"([\\d.]+)\">(Bakker|Dekker|Zwart),"));
        int measured = 0;
        for (auto it = word.globalMatch(bbox); it.hasNext();) {
            const auto m = it.next();
            CHECK(m.captured(2).toDouble() - m.captured(1).toDouble() >= 14.0);
            ++measured;
        }
        CHECK(measured > 0);
    }
}

TEST_CASE("Wall list per tafel: tables spread evenly over the pages, none split", "[report][seating][pdf]")
{
    test::ensureGuiApp();
    const Tournament t = test::field(150, 1); // 38 tables
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("tafels.pdf"));
    REQUIRE(report::writePaperPdf(report::seatingPaper(t, 1, report::SeatingList::ByTable), pdf));
    REQUIRE(test::pdfPageCount(pdf) == 2);
    for (int page = 1; page <= 2; ++page) {
        const QString text = tool({QStringLiteral("pdftotext"), QStringLiteral("-layout"),
                                   QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                   QString::number(page), pdf, QStringLiteral("-")});
        CAPTURE(page, text.toStdString());
        CHECK(text.contains(QStringLiteral("indeling per tafel")));
        // Tables 1-19 on the first page, 20-38 on the second.
        static const QRegularExpression tableNumber(QStringLiteral("(?m)^\\s*(\\d+)\\s+\\S"));
        QList<int> numbers;
        for (auto it = tableNumber.globalMatch(text); it.hasNext();)
            numbers << it.next().captured(1).toInt();
        CHECK(numbers.size() == 19);
        if (!numbers.isEmpty())
            CHECK(numbers.front() == (page == 1 ? 1 : 20));
    }
}

TEST_CASE("Wall lists: a long name is printed whole, never cut", "[report][seating][pdf]")
{
    test::ensureGuiApp();
    Tournament t = test::field(16, 1);
    const QString longName =
        QStringLiteral("Anna Maria Wilhelmina van der Valk-Bouwmeester de Groot-Hoogenboezem");
    const QString oneWord =
        QStringLiteral("Xaverius") + QString(40, QLatin1Char('x')) + QStringLiteral("Zwart");
    t.players[0].name = longName.toStdString();
    t.players[5].name = oneWord.toStdString();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("indeling.pdf"));
    REQUIRE(report::writePaperPdf(report::seatingPaper(t, 1), pdf));
    // Without spaces and line ends: a name on two lines reads as one.
    QString text = test::pdfText(pdf, {QStringLiteral("-raw")});
    CHECK_FALSE(text.contains(QChar(0x2026))); // no "…"
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    auto squeezed = [](QString s) { return s.remove(QLatin1Char(' ')); };
    CHECK(text.count(squeezed(longName)) == 1); // by table, as typed
    CHECK(text.count(squeezed(
              QStringLiteral("Groot-Hoogenboezem, Anna Maria Wilhelmina van der Valk-Bouwmeester de"))) +
              text.count(squeezed(
                  QStringLiteral("Valk-Bouwmeester de Groot-Hoogenboezem, Anna Maria Wilhelmina van der"))) ==
          1); // naam → tafel, surname first
    CHECK(text.count(oneWord) == 2);
}

TEST_CASE("Wall lists with the venue web's address: every page carries its QR code, and a phone reads it",
          "[report][seating][pdf][web]")
{
    test::ensureGuiApp();
    const Tournament t = test::field(120, 1);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString address = QStringLiteral("http://192.168.1.10:8080/");
    const QString pdf = dir.filePath(QStringLiteral("indeling.pdf"));
    int pages = 0;
    REQUIRE(report::writePaperPdf(report::seatingPaper(t, 1, report::SeatingList::Both, address), pdf, nullptr, &pages));
    REQUIRE(pages >= 2);
    const QString text = test::pdfText(pdf);
    CHECK(text.count(QStringLiteral("scan de code of ga naar http://192.168.1.10:8080/")) == pages);
    // Every name is still on the lists: the rows made room for the code.
    for (const Player &p : t.players)
        CHECK(text.contains(QString::fromStdString(p.name).split(QLatin1Char(' ')).back()));
    // What a phone's camera reads on the first page.
    const auto read = test::pdfQrText(pdf, 1);
    if (!read) {
        WARN("zbarimg ontbreekt: de QR-code is niet gelezen");
        return;
    }
    CHECK(*read == address);
}
