// bench_report [OUTDIR]: builds a 150-player tournament (round 1 at 36 tables of four and 2 of
// three, results entered), times building and writing the 38 scoresheets as PDF, and writes every
// document of the day to OUTDIR (default: a temporary directory) for a look.
#include "report/report.h"

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

nkb::Tournament make150()
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
    for (int i = 0; i < 150; ++i) {
        Player p;
        p.startNumber = i + 1;
        p.name = std::string(given[static_cast<std::size_t>(i) % given.size()]) + " " +
                 surname[static_cast<std::size_t>(i) / given.size()];
        p.club = i % 3 == 0 ? "BC Leimuiden"
                            : (i % 3 == 1 ? "De Troef, Hazerswoude-Rijndijk" : "Kaartclub Roelofarendsveen");
        if (i % 4 == 1)
            p.categories = {"dame"};
        t.players.push_back(p);
    }
    Round r;
    r.number = 1;
    int next = 1;
    for (int table = 1; table <= 38; ++table) {
        const int seats = table <= 36 ? 4 : 3; // 150 = 36 x 4 + 2 x 3
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
    const Tournament t = make150();

    // Three phases: the HTML string, QTextDocument parsing and layout (pageCount), the PDF.
    constexpr int runs = 5;
    qint64 best[4] = {-1, -1, -1, -1};
    qint64 sum[4] = {0, 0, 0, 0};
    int pages = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const QString html = report::scoresheetsHtml(t, 1);
        const qint64 tHtml = timer.elapsed();
        QTextDocument doc;
        report::buildScoresheets(doc, t, 1);
        pages = doc.pageCount();
        const qint64 tLayout = timer.elapsed() - tHtml;
        QString error;
        if (!report::exportPdf(doc, dir + QStringLiteral("/scoresheets.pdf"), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        const qint64 tTotal = timer.elapsed();
        const qint64 phase[4] = {tHtml, tLayout, tTotal - tHtml - tLayout, tTotal};
        for (int i = 0; i < 4; ++i) {
            sum[i] += phase[i];
            best[i] = best[i] < 0 ? phase[i] : std::min(best[i], phase[i]);
        }
    }
    std::printf("150 players, 38 tables: %d scoresheet pages (%d runs, best / mean ms)\n", pages, runs);
    const char *names[4] = {"HTML string", "document + layout", "PDF written", "total"};
    for (int i = 0; i < 4; ++i)
        std::printf("  %-18s %6lld / %6lld\n", names[i], best[i], sum[i] / runs);

    QTextDocument sheets;
    report::buildScoresheets(sheets, t, 1);
    QTextDocument cards;
    report::buildTableCards(cards, t, 1);
    QTextDocument seating;
    report::buildSeating(seating, t, 1);
    QTextDocument standings;
    report::buildStandings(standings, t);
    std::printf("Documents in %s:\n", qPrintable(dir));
    const bool ok = write(sheets, dir + QStringLiteral("/scoresheets.pdf")) &&
                    write(cards, dir + QStringLiteral("/tablecards.pdf")) &&
                    write(seating, dir + QStringLiteral("/seating.pdf")) &&
                    write(standings, dir + QStringLiteral("/standings.pdf"));
    return ok ? 0 : 1;
}
