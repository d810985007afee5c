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

    // The page in a 360 px frame (a phone's width; headless Chromium's own window is at least 500
    // wide), measured as the browser laid it out.
    const QString frame = QStringLiteral(
        "<!DOCTYPE html><html><body style=\"margin:0\"><iframe id=\"f\" src=\"page.html\" width=\"360\" "
        "height=\"740\" style=\"border:0\"></iframe><script>f.addEventListener('load', () => { "
        "const d = f.contentDocument; document.body.setAttribute('data-measure', f.contentWindow.innerWidth + ' ' "
        "+ d.documentElement.scrollWidth + ' ' + d.scripts.length + ' ' + "
        "getComputedStyle(d.querySelector('td')).fontSize); });</script></body></html>");
    const QString framePath = writePage(dir, QStringLiteral("measure.html"), frame);
    for (const QString &page : {standings, seating}) {
        writePage(dir, QStringLiteral("page.html"), page);
        const QString dom = browser.run({QStringLiteral("--allow-file-access-from-files"), QStringLiteral("--dump-dom"),
                                         QUrl::fromLocalFile(framePath).toString()},
                                        dir.path());
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("data-measure=\"(\\d+) (\\d+) (\\d+) ([\\d.]+)px\"")).match(dom);
        INFO(dom.toStdString());
        REQUIRE(m.hasMatch());
        CHECK(m.captured(1).toInt() == 360);     // a phone's width
        CHECK(m.captured(2).toInt() <= 360);     // nothing sticks out sideways
        CHECK(m.captured(3).toInt() == 0);       // no script: the name "<script>" stayed text
        CHECK(m.captured(4).toDouble() >= 14.0); // readable type
    }

    // Screenshots to look at (docs/web/), at the phone's width.
    const QString docs = QStringLiteral(NKB_TEST_DATA_DIR "/../../docs/web");
    QDir().mkpath(docs);
    const QStringList shots{QStringLiteral("klassement-360.png"), QStringLiteral("indeling-360.png")};
    const QStringList pages{writePage(dir, QStringLiteral("klassement.html"), standings),
                            writePage(dir, QStringLiteral("indeling.html"), seating)};
    for (int i = 0; i < 2; ++i) {
        const QString shot = docs + QLatin1Char('/') + shots[i];
        QFile::remove(shot);
        browser.run({QStringLiteral("--window-size=360,740"), QStringLiteral("--screenshot=") + shot,
                     QUrl::fromLocalFile(pages[i]).toString()},
                    dir.path());
        const QImage image(shot);
        CAPTURE(shot.toStdString());
        REQUIRE_FALSE(image.isNull());
        CHECK(image.width() == 360);
    }

    // Printable: the browser's own print to PDF has every player and the table header on each page.
    const QString pdf = dir.filePath(QStringLiteral("klassement.pdf"));
    browser.run({QStringLiteral("--print-to-pdf=") + pdf, QStringLiteral("--no-pdf-header-footer"),
                 QUrl::fromLocalFile(pages[0]).toString()},
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
