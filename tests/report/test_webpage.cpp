// The klassement and the seating as web pages: HTML5 in Dutch, names as text, small, and loaded by
// a real browser (headless Chromium) at a phone's 360 px: nothing wider than the screen, the
// screenshots saved under docs/web/ to look at, and printed to PDF by the browser.
#include "reportfixture.h"

#include "report/webpage.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

using namespace nkb;

namespace {

Tournament hostileField()
{
    Tournament t = test::field(200, 3);
    t.players[0].name = "<script>alert(1)</script>";
    t.players[1].name = "Piet %1";
    t.players[2].name = "{{title}} & Zn";
    t.players[3].club = "\"De Klaveren\" <Leiden>";
    return t;
}

QString writePage(const QTemporaryDir &dir, const QString &name, const QString &page)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(page.toUtf8());
    return path;
}

struct Browser {
    QString program = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    QString run(const QStringList &args, const QString &workDir) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), workDir);
        p.setProcessEnvironment(env);
        p.start(program, QStringList{QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
                                     QStringLiteral("--disable-gpu"), QStringLiteral("--hide-scrollbars"),
                                     QStringLiteral("--user-data-dir=") + workDir + QStringLiteral("/chromium")} +
                             args);
        if (!p.waitForFinished(120000))
            p.kill();
        return QString::fromUtf8(p.readAllStandardOutput());
    }
};

// The page in a 360 px frame (a phone's width; headless Chromium's own window is at least 500
// wide), measured as the browser laid it out: the frame's width, the page's scroll width, how many
// scripts it has and the type size of its first cell, as "360 360 0 15px".
QString measureAt360(const Browser &browser, const QTemporaryDir &dir, const QString &page)
{
    const QString frame = QStringLiteral(
        "<!DOCTYPE html><html><body style=\"margin:0\"><iframe id=\"f\" src=\"page.html\" width=\"360\" "
        "height=\"740\" style=\"border:0\"></iframe><script>f.addEventListener('load', () => { "
        "const d = f.contentDocument; document.body.setAttribute('data-measure', f.contentWindow.innerWidth + ' ' "
        "+ d.documentElement.scrollWidth + ' ' + d.scripts.length + ' ' + "
        "getComputedStyle(d.querySelector('td')).fontSize); });</script></body></html>");
    const QString framePath = writePage(dir, QStringLiteral("measure.html"), frame);
    writePage(dir, QStringLiteral("page.html"), page);
    const QString dom = browser.run({QStringLiteral("--allow-file-access-from-files"), QStringLiteral("--dump-dom"),
                                     QUrl::fromLocalFile(framePath).toString()},
                                    dir.path());
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("data-measure=\"(\\d+ \\d+ \\d+ [\\d.]+px)\"")).match(dom);
    return m.hasMatch() ? m.captured(1) : dom;
}

// A screenshot of the page at the phone's width, saved under docs/web/ to look at.
void screenshotAt360(const Browser &browser, const QTemporaryDir &dir, const QString &pagePath, const QString &name)
{
    const QString docs = QStringLiteral(NKB_TEST_DATA_DIR "/../../docs/web");
    QDir().mkpath(docs);
    const QString shot = docs + QLatin1Char('/') + name;
    QFile::remove(shot);
    browser.run({QStringLiteral("--window-size=360,740"), QStringLiteral("--screenshot=") + shot,
                 QUrl::fromLocalFile(pagePath).toString()},
                dir.path());
    const QImage image(shot);
    CAPTURE(shot.toStdString());
    REQUIRE_FALSE(image.isNull());
    CHECK(image.width() == 360);
}

// Sixteen players after round 1 with five level on 10 points across the final cut (two misère
// Spelers jointly first at table 4, R54), the leader's name 40 characters long, three "dames".
Tournament tieAcrossTheCut()
{
    Tournament t = test::sixteenPlayers();
    t.players[0].name = "Johanna Wilhelmina van der Heijden-Smits";
    for (const std::size_t i : {0u, 4u, 9u})
        t.players[i].categories = {"dame"};
    test::enterRoundOne(t, {{10, 8, 4, 1}, {10, 8, 4, 1}, {10, 8, 4, 1}, {10, 10, 4, 1}});
    return t;
}

} // namespace

TEST_CASE("Web page: HTML5 in Dutch with a viewport, names escaped and as typed, no inline styles",
          "[report][web]")
{
    const Tournament t = hostileField();
    const QString page = report::standingsPage(t);
    CHECK(page.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"nl\">")));
    CHECK(page.contains(QStringLiteral("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")));
    CHECK(page.contains(QStringLiteral("<title>Klassement na ronde 3</title>")));
    CHECK(page.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
    CHECK_FALSE(page.contains(QStringLiteral("<script>")));
    CHECK(page.contains(QStringLiteral(">Piet %1<")));
    CHECK(page.contains(QStringLiteral(">{{title}} &amp; Zn<")));
    CHECK(page.contains(QStringLiteral("&quot;De Klaveren&quot; &lt;Leiden&gt;")));
    CHECK_FALSE(page.contains(QStringLiteral("style=\"")));
    CHECK(page.count(QStringLiteral("<tr class=\"cut\">")) == 1);
    CHECK(page.count(QStringLiteral("<tr class=\"f\">")) == 4); // the finalists, in bold
    // A few tens of KB for 200 players (Qt's rich-text dump was 168 KB for 87).
    const qsizetype bytes = page.toUtf8().size();
    INFO(bytes);
    CHECK(bytes < 48 * 1024); // 33.6 KB when written

    const QString seating = report::seatingPage(t, 2);
    CHECK(seating.contains(QStringLiteral("<title>Indeling ronde 2</title>")));
    CHECK(seating.count(QStringLiteral("<section class=\"tafel\">")) == 50);
    CHECK(seating.contains(QStringLiteral("&lt;script&gt;")));
    CHECK(seating.toUtf8().size() < 60 * 1024);
    CHECK(report::seatingPage(t, 5).contains(QStringLiteral("<p>Ronde 5 is nog niet ingedeeld.</p>")));
}

TEST_CASE("Web page: Chromium at 360 px shows the pages without sideways scrolling, and prints them",
          "[report][web][chromium]")
{
    const Browser browser;
    if (browser.program.isEmpty()) {
        WARN("Overgeslagen: Chromium ontbreekt; scripts/setup.sh installeert het Debian-pakket chromium.");
        SUCCEED();
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Tournament t = hostileField();
    const QString standings = report::standingsPage(t);
    const QString seating = report::seatingPage(t, 2);

    for (const QString &page : {standings, seating}) {
        const QStringList m = measureAt360(browser, dir, page).split(QLatin1Char(' '));
        INFO(m.join(QLatin1Char(' ')).toStdString());
        REQUIRE(m.size() == 4);
        CHECK(m[0].toInt() == 360);                 // a phone's width
        CHECK(m[1].toInt() <= 360);                 // nothing sticks out sideways
        CHECK(m[2].toInt() == 0);                   // no script: the name "<script>" stayed text
        CHECK(m[3].chopped(2).toDouble() >= 14.0); // readable type
    }

    // The seating's screenshot to look at (docs/web/), at the phone's width; the klassement's is
    // taken with a tie across the cut (below).
    const QString klassement = writePage(dir, QStringLiteral("klassement.html"), standings);
    screenshotAt360(browser, dir, writePage(dir, QStringLiteral("indeling.html"), seating),
                    QStringLiteral("indeling-360.png"));

    // Printable: the browser's own print to PDF has every player and the table header on each page.
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    browser.run({QStringLiteral("--print-to-pdf=") + pdf, QStringLiteral("--no-pdf-header-footer"),
                 QUrl::fromLocalFile(klassement).toString()},
                dir.path());
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(60000));
    const QString printed = QString::fromUtf8(text.readAllStandardOutput());
    CHECK(printed.contains(QStringLiteral("<script>alert(1)</script>")));
    CHECK(printed.contains(QStringLiteral("Zoë Dekker")));
    const int pagesPrinted = test::pdfPageCount(pdf);
    CHECK(pagesPrinted >= 3);
    CHECK(printed.count(QStringLiteral("Punten")) >= pagesPrinted); // the header repeats on every page
}

TEST_CASE("Web page: a tie across the cut, a 40-character name and a category filter fit 360 px in Chromium",
          "[report][web][chromium]")
{
    const Tournament t = tieAcrossTheCut();
    const QString whole = report::standingsPage(t);
    // The page says what is measured: the banner of a tie at the cut, the long name, the lot tags.
    REQUIRE(whole.contains(QStringLiteral("gelijke stand over de grens: de loting beslist")));
    REQUIRE(whole.contains(QStringLiteral(">Johanna Wilhelmina van der Heijden-Smits <span class=\"tag\">(loting)</span>")));
    report::StandingsReportOptions dames;
    dames.category = "dame";
    const QString category = report::standingsPage(t, dames);
    REQUIRE(category.contains(QStringLiteral("<title>Klassement na ronde 1 · categorie dame</title>")));
    Tournament spaceless = t; // a name the browser cannot break at a space
    spaceless.players[0].name = std::string(40, 'W');

    const Browser browser;
    if (browser.program.isEmpty()) {
        WARN("Overgeslagen: Chromium ontbreekt; scripts/setup.sh installeert het Debian-pakket chromium.");
        SUCCEED();
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const QString &page : {whole, category, report::standingsPage(spaceless)}) {
        const QStringList m = measureAt360(browser, dir, page).split(QLatin1Char(' '));
        INFO(page.section(QStringLiteral("<title>"), 1).section(QStringLiteral("</title>"), 0, 0).toStdString()
             << ": " << m.join(QLatin1Char(' ')).toStdString());
        REQUIRE(m.size() == 4);
        CHECK(m[0].toInt() == 360);
        CHECK(m[1].toInt() <= 360); // the Punten column on the screen, no sideways scrolling
    }
    screenshotAt360(browser, dir, writePage(dir, QStringLiteral("klassement.html"), whole),
                    QStringLiteral("klassement-360.png"));
}
