// bench_report [OUTDIR]: times the 40 painted scoresheets of a 160-player round (and their HTML
// layout once, which the CLI still writes as .html), the 1,000-player klassement as web page, CSV
// and painted PDF, the 200-player web pages and the 150-player wall lists as PDF; writes the
// documents to OUTDIR (default: a temporary directory) for a look.
#include "report/csvexport.h"
#include "report/paper.h"
#include "report/report.h"
#include "report/webpage.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextDocument>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace nkb;

namespace {

// n players at tables of four (three where needed), one round played with both games entered.
nkb::Tournament makeField(int n)
{
    const std::array<const char *, 15> given{"Jan",    "Piet",  "Kees",  "Anna",       "Ria",
                                             "Henk",   "Truus", "Bas",   "Marie-José", "Wim",
                                             "Gerrit", "Sanne", "Fatma", "Joke",       "Émile"};
    const std::array<const char *, 10> surname{
        "de Vries", "Bakker", "van den Berg",         "Willems", "van 't Hof", "Jansen",
        "Dekker",   "Öztürk", "van der Meer-de Boer", "Zwart"};
    Tournament t;
    t.info.name = "NK Bonaken 2026";
    t.info.date = "2026-11-07";
    t.info.venue = "Partycentrum Keijzer, Leimuiden";
    for (int i = 0; i < n; ++i) {
        Player p;
        p.startNumber = i + 1;
        p.name = std::string(given[static_cast<std::size_t>(i) % given.size()]) + " " +
                 surname[(static_cast<std::size_t>(i) / given.size()) % surname.size()];
        if (i >= 150)
            p.name += " " + std::to_string(i + 1); // one name, one player
        p.club = i % 3 == 0 ? "BC Leimuiden"
                            : (i % 3 == 1 ? "De Troef, Hazerswoude-Rijndijk" : "Kaartclub Roelofarendsveen");
        if (i % 4 == 1)
            p.categories = {"dame"};
        t.players.push_back(p);
    }
    Round r;
    r.number = 1;
    int next = 1;
    const int tables = (n + 3) / 4;
    for (int table = 1; table <= tables; ++table) {
        const int seats = table <= n - 3 * tables ? 4 : 3; // 150 = 36 x 4 + 2 x 3
        Table tb{table, {}};
        for (int s = 0; s < seats; ++s)
            tb.seats.push_back(next++);
        r.tables.push_back(tb);
    }
    t.rounds.push_back(r);
    for (const Table &tb : r.tables)
        for (int game = 1; game <= 2; ++game) {
            GameResult g;
            g.round = 1;
            g.table = tb.number;
            g.game = game;
            // Places rotate from table to table so the klassement has every kind of ladder.
            g.points = tb.seats.size() == 4 ? std::vector<int>{10, 8, 4, 1} : std::vector<int>{10, 8, 4};
            if (game == 2 && tb.number % 3 == 0 && tb.seats.size() == 4)
                g.points = {0, 10, 8, 4}; // one erin: the last one left takes 4 (R57)
            const int shift = game == 1 ? tb.number % static_cast<int>(g.points.size())
                                        : (tb.number / 2) % static_cast<int>(g.points.size());
            std::rotate(g.points.begin(), g.points.begin() + shift, g.points.end());
            t.games.push_back(g);
        }
    return t;
}

bool write(QTextDocument &doc, const QString &path)
{
    QString error;
    if (!report::exportPdf(doc, path, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    std::printf("  %-28s %3d pages  %7lld bytes\n", qPrintable(QFileInfo(path).fileName()), doc.pageCount(),
                QFileInfo(path).size());
    return true;
}

template <typename F> std::pair<double, double> timed(int runs, F &&f)
{
    double best = -1;
    double sum = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        f();
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        sum += ms;
        best = best < 0 ? ms : std::min(best, ms);
    }
    return {best, sum / runs};
}

void line(const char *what, std::pair<double, double> t, const QString &extra = {})
{
    std::printf("  %-52s %8.1f / %8.1f ms  %s\n", what, t.first, t.second, qPrintable(extra));
}

QString kb(qint64 bytes)
{
    return QString::number(static_cast<double>(bytes) / 1024.0, 'f', 1) + QStringLiteral(" KB");
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (const QString problem = report::fontProblem(); !problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return 2;
    }
    QTemporaryDir tmp;
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    constexpr int runs = 5;

    std::printf("Printing (best / mean of %d runs):\n", runs);
    const Tournament t160 = makeField(160); // 40 tables of four
    int pages = 0;
    const QString sheets = dir + QStringLiteral("/scoresheets-40.pdf");
    const auto painted = timed(
        runs, [&] { report::writePaperPdf(report::scoresheetsPaper(t160, 1), sheets, nullptr, &pages); });
    line("40 scoresheets, painted, to PDF", painted,
         QString::number(pages) + QStringLiteral(" pages, ") + kb(QFileInfo(sheets).size()));
    const auto oldLayout = timed(1, [&] {
        QTextDocument doc;
        report::buildScoresheets(doc, t160, 1);
        report::exportPdf(doc, dir + QStringLiteral("/scoresheets-40-html.pdf"));
    });
    line("40 scoresheets, old HTML layout, to PDF (1 run)", oldLayout);

    const Tournament t1000 = makeField(1000);
    QString page;
    const auto page1000 = timed(runs, [&] { page = report::standingsPage(t1000); });
    line("1,000-player standings: HTML page", page1000, kb(page.toUtf8().size()));
    QByteArray csv;
    const auto csv1000 = timed(runs, [&] { csv = report::standingsCsv(t1000); });
    line("1,000-player standings: CSV", csv1000, kb(csv.size()));
    const QString standingsPdf = dir + QStringLiteral("/standings-1000.pdf");
    const auto pdf1000 =
        timed(runs, [&] { report::writePaperPdf(report::standingsPaper(t1000), standingsPdf, nullptr, &pages); });
    line("1,000-player standings: PDF, painted", pdf1000,
         QString::number(pages) + QStringLiteral(" pages, ") + kb(QFileInfo(standingsPdf).size()));
    const Tournament t200 = makeField(200);
    const auto page200 = timed(runs, [&] { page = report::standingsPage(t200); });
    line("200-player standings: HTML page", page200, kb(page.toUtf8().size()));
    const auto seat200 = timed(runs, [&] { page = report::seatingPage(t200, 1); });
    line("200-player seating: HTML page", seat200, kb(page.toUtf8().size()));

    const Tournament t = makeField(150);
    const QString seatingPdf = dir + QStringLiteral("/seating.pdf");
    const auto seat150 = timed(
        runs, [&] { report::writePaperPdf(report::seatingPaper(t, 1), seatingPdf, nullptr, &pages); });
    line("150-player wall lists, painted, to PDF", seat150,
         QString::number(pages) + QStringLiteral(" pages, ") + kb(QFileInfo(seatingPdf).size()));

    QTextDocument cards;
    report::buildTableCards(cards, t, 1);
    std::printf("Documents in %s:\n", qPrintable(dir));
    const bool ok = write(cards, dir + QStringLiteral("/tablecards.pdf")) &&
                    report::writePaperPdf(report::standingsPaper(t), dir + QStringLiteral("/standings.pdf"));
    return ok ? 0 : 1;
}
