// nk-bonaken-cli --db FILE print …: builds a document from the stored tournament (core/report) and
// writes it as PDF or HTML. Exit 0 written, 1 refused input (nothing written), 2 file or fonts unusable.
#include "cli/cmd_print.h"

#include "cli/application.h"
#include "cli/cmd_common.h"
#include "cli/cmd_export.h"
#include "report/paper.h"
#include "report/report.h"
#include "web/tablelinks.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextDocument>

#include <algorithm>
#include <memory>
#include <ostream>

namespace nkb::cli {

namespace {

std::string usage()
{
    return "Gebruik: print scoresheets|tablecards|seating|standings [--round R|finale] [--after-round R] "
           "[--table N] [--category C] [--vervolgblad] [--qr ADRES [--tafelcodes]] --out FILE.pdf|FILE.html";
}

int written(Context &ctx, const std::string &what, const std::string &out, int pages);

} // namespace

int cmdPrint(Context &ctx)
{
    Args args(ctx.args, {"--round", "--after-round", "--category", "--out", "--qr", "--table"}, {"--vervolgblad", "--tafelcodes"});
    if (!args.problem().empty())
        return refuse(ctx, args.problem());
    if (args.positional().size() != 1)
        return refuse(ctx, usage());
    const std::string what = args.positional()[0];
    if (what != "scoresheets" && what != "tablecards" && what != "seating" && what != "standings")
        return refuse(ctx, "Onbekend document \"" + what + "\". " + usage());
    const auto out = args.value("--out");
    if (!out || out->empty())
        return refuse(ctx, "Geef het uitvoerbestand met --out FILE.pdf of FILE.html.");
    const QString outPath = QString::fromStdString(*out);
    const QString suffix = QFileInfo(outPath).suffix().toLower();
    if (suffix != QStringLiteral("pdf") && suffix != QStringLiteral("html") &&
        suffix != QStringLiteral("htm"))
        return refuse(ctx, "Het uitvoerbestand eindigt op .pdf of .html.");

    // The venue web's address for the QR code on the wall lists and table cards, printed before
    // the day: what a phone opens, so only a plain web address.
    QString qr;
    // --tafelcodes: each scoresheet and table card gets its table's entry code (docs/table-entry.md),
    // for serve --table-entry.
    const bool tableCodes = args.flag("--tafelcodes");
    if (tableCodes &&
        ((what != "scoresheets" && what != "tablecards") || !args.value("--qr") || suffix != QStringLiteral("pdf")))
        return refuse(ctx, "--tafelcodes hoort bij print scoresheets of tablecards --qr ADRES --out FILE.pdf: de "
                           "code van iedere tafel komt als QR-code op haar wedstrijdformulier en tafelkaart.");
    if (const auto q = args.value("--qr")) {
        if (what != "seating" && what != "tablecards" && !tableCodes)
            return refuse(ctx, "--qr hoort bij seating en tablecards: de QR-code van de webpagina's staat op de "
                               "indelingslijsten en de tafelkaarten.");
        if (what == "seating" && suffix != QStringLiteral("pdf"))
            return refuse(ctx, "--qr: de indelingslijsten krijgen de QR-code alleen als PDF (--out FILE.pdf).");
        qr = QString::fromStdString(*q);
        const bool web = qr.startsWith(QStringLiteral("http://")) || qr.startsWith(QStringLiteral("https://"));
        const bool plain = std::none_of(qr.begin(), qr.end(), [](QChar c) { return c.isSpace() || c.unicode() < 32; });
        if (!web || !plain || qr.size() > 200 || qr.size() < 12)
            return refuse(ctx, "--qr verwacht het adres van de webpagina's zoals een telefoon het opent, "
                               "bijvoorbeeld --qr http://192.168.1.10:8080/ (hoogstens 200 tekens, geen spaties).");
    }

    std::optional<int> round;
    if (const auto r = args.value("--round")) {
        round = roundArgument(*r);
        if (!round)
            return refuse(ctx, "--round verwacht een rondenummer of \"finale\".");
    }
    std::optional<int> afterRound;
    if (const auto r = args.value("--after-round")) {
        const auto n = parseInteger(*r);
        if (!n || *n < 1 || *n > 1000)
            return refuse(ctx, "--after-round verwacht een rondenummer.");
        afterRound = static_cast<int>(*n);
    }
    if (const auto c = args.value("--category"); c && c->empty())
        return refuse(ctx, "--category verwacht een categorie, bijvoorbeeld --category dame.");
    if (what != "standings" && !round)
        return refuse(ctx, "Geef de ronde met --round R.");
    // --table N: one table's papers printed again (a withdrawn table code, a torn sheet).
    std::optional<int> onlyTable;
    if (const auto n = args.value("--table")) {
        const auto number = parseInteger(*n);
        if (what != "scoresheets" && what != "tablecards")
            return refuse(ctx, "--table hoort bij scoresheets en tablecards: het wedstrijdformulier of de "
                               "tafelkaart van één tafel opnieuw afdrukken.");
        if (!number || *number < 1 || *number > 1000)
            return refuse(ctx, "--table verwacht een tafelnummer, bijvoorbeeld --table 3.");
        onlyTable = static_cast<int>(*number);
    }

    return withTournament(ctx, [&](const Tournament &whole, const TournamentStore &store) -> int {
        std::optional<Tournament> one;
        if (onlyTable) {
            QString why;
            one = report::oneTable(whole, *round, *onlyTable, &why);
            if (!one)
                return refuse(ctx, why.toStdString());
        }
        const Tournament &t = one ? *one : whole;
        // Made by run() for this command; here when print is called without it.
        const auto app = application(true);
        if (const QString problem = report::fontProblem(); !problem.isEmpty())
            return refuse(ctx, problem.toStdString(), ExitUnusable);

        if (round) {
            if (const QString problem = report::roundProblem(t, *round);
                !problem.isEmpty() && what != "standings")
                return refuse(ctx, problem.toStdString());
        }
        if (afterRound && *afterRound > t.info.rounds)
            return refuse(ctx, "Ronde " + std::to_string(*afterRound) + " bestaat niet: het toernooi heeft " +
                                   std::to_string(t.info.rounds) + " ronden.");

        // The klassement and the seating as HTML are the web pages (report/webpage.h), never laid out.
        if (suffix != QStringLiteral("pdf") && (what == "standings" || what == "seating"))
            return writeWebPage(ctx, what, t, round.value_or(0), afterRound, args.value("--category"),
                                outPath);
        // The scoresheets, the wall lists and the klassement are painted directly (report/paper.h): 40
        // tables or 1,000 players in a fraction of a second.
        std::map<int, QString> tableLinks;
        if (tableCodes) {
            auto links = web::tableEntryLinks(store, t, *round, qr);
            if (!links)
                return fail(ctx, links.error());
            tableLinks = std::move(links).value();
        }
        if (what != "tablecards" && suffix == QStringLiteral("pdf")) {
            report::ScoresheetOptions so;
            so.continuation = args.flag("--vervolgblad");
            so.tableLinks = tableLinks;
            report::StandingsReportOptions ro;
            ro.afterRound = afterRound;
            ro.category = args.value("--category");
            QString error;
            int pages = 0;
            const report::Paper paper = what == "seating" ? report::seatingPaper(t, *round, report::SeatingList::Both, qr)
                                        : what == "standings" ? report::standingsPaper(t, ro)
                                                              : report::scoresheetsPaper(t, *round, so);
            if (!report::writePaperPdf(paper, outPath, &error, &pages))
                return refuse(ctx, error.toStdString(), ExitUnusable);
            return written(ctx, what, *out, pages);
        }
        // What is left goes through the text layout: the table cards, and the scoresheets as HTML.
        QTextDocument doc;
        if (what == "scoresheets")
            report::buildScoresheets(doc, t, *round);
        else
            report::buildTableCards(doc, t, *round, qr, tableLinks);

        QString error;
        const bool ok = suffix == QStringLiteral("pdf") ? report::exportPdf(doc, outPath, &error)
                                                        : report::exportHtml(doc, outPath, &error);
        if (!ok)
            return refuse(ctx, error.toStdString(), ExitUnusable);
        // HTML is never laid out in pages; the PDF's pages are counted after writing it.
        return written(ctx, what, *out, suffix == QStringLiteral("pdf") ? doc.pageCount() : 0);
    });
}

namespace {

int written(Context &ctx, const std::string &what, const std::string &out, int pages)
{
    if (ctx.json && pages == 0)
        ctx.io.out << json{{"ok", true}, {"document", what}, {"out", out}}.dump(2, ' ', false,
                                                                             json::error_handler_t::replace)
                   << "\n";
    else if (ctx.json)
        ctx.io.out << json{{"ok", true}, {"document", what}, {"out", out}, {"pages", pages}}.dump(
                          2, ' ', false, json::error_handler_t::replace)
                   << "\n";
    else if (pages == 0)
        ctx.io.out << what << ": geschreven naar " << out << "\n";
    else
        ctx.io.out << what << ": " << pages << (pages == 1 ? " pagina" : " pagina's") << " geschreven naar "
                   << out << "\n";
    return ExitOk;
}

} // namespace

} // namespace nkb::cli
