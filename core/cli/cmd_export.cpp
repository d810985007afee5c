// nk-bonaken-cli --db FILE export standings|seating|players|final --format csv -o FILE.
// Exit 0 written, 1 refused (nothing written), 2 the tournament file or the output is unusable.
#include "cli/cmd_export.h"

#include "cli/cmd_common.h"
#include "cli/cmd_publish.h"
#include "report/csvexport.h"
#include "report/webpage.h"
#include "rules/textinput.h"
#include "tournament/limits.h"

#include <algorithm>
#include <optional>
#include <ostream>

namespace nkb::cli {

namespace {

const std::vector<std::string> kLists{"standings", "seating", "players", "final"};

std::string usage()
{
    return "Gebruik: export standings [--after-round R] [--category C] | seating --round R|finale "
           "[--order tafel|naam] | players | final  --format csv -o FILE.csv";
}

int exportCsv(const std::vector<std::string> &argv, Io &io)
{
    std::vector<std::string> words;
    for (const std::string &a : argv)
        words.push_back(a == "-o" ? std::string("--out") : a);
    Args args(words, {"--db", "--station", "--format", "--out", "--round", "--after-round", "--category", "--order",
                                "--jaar"});
    // Read here, not by run() (which refuses --format csv): its refusals are text, never JSON.
    Context ctx{{}, args.value("--db"), false, args.value("--station").value_or("nk-bonaken-cli"), io};
    if (!args.problem().empty())
        return refuse(ctx, args.problem());
    for (const std::string &w : words)
        if (firstInvalidUtf8(w))
            return refuse(ctx, "Een argument is geen geldige UTF-8-tekst; typ het opnieuw.");
    const std::vector<std::string> &pos = args.positional();
    if (pos.size() == 3 && pos[0] == "export" && pos[1] == "site") {
        if (!ctx.db)
            return refuse(ctx, "Geef het toernooibestand met --db FILE.", ExitUnusable);
        ctx.json = args.value("--format") == std::optional<std::string>("json");
        return exportSite(ctx, pos[2], args.values("--jaar"));
    }
    if (pos.size() != 2 || pos[0] != "export" || std::find(kLists.begin(), kLists.end(), pos[1]) == kLists.end())
        return refuse(ctx, usage());
    const std::string what = pos[1];
    if (const auto f = args.value("--format"); f && *f != "csv")
        return refuse(ctx, "export " + what + " schrijft alleen CSV: --format csv.");
    const auto out = args.value("--out");
    if (!out || out->empty())
        return refuse(ctx, "Geef het uitvoerbestand met -o FILE.csv (of -o - voor de standaarduitvoer).");

    std::optional<int> round;
    if (const auto r = args.value("--round"); r && !(round = roundArgument(*r)))
        return refuse(ctx, "--round verwacht een rondenummer of \"finale\".");
    std::optional<int> afterRound;
    if (const auto r = args.value("--after-round")) {
        const auto n = parseInteger(*r);
        if (!n || *n < 1 || *n > 1000)
            return refuse(ctx, "--after-round verwacht een rondenummer.");
        afterRound = static_cast<int>(*n);
    }
    const auto category = args.value("--category");
    if (category && category->empty())
        return refuse(ctx, "--category verwacht een categorie, bijvoorbeeld --category dame.");
    const std::string order = args.value("--order").value_or("tafel");
    if (order != "tafel" && order != "naam")
        return refuse(ctx, "--order is tafel (per tafel) of naam (naam → tafel).");
    if (what == "seating" && !round)
        return refuse(ctx, "Geef de ronde met --round R (of --round finale).");

    if (!ctx.db)
        return refuse(ctx, "Geef het toernooibestand met --db FILE.", ExitUnusable);
    if (const auto wrong = checkStationName(ctx.station))
        return refuse(ctx, "--station: " + *wrong);
    return withTournament(ctx, [&](const Tournament &t) -> int {
        if (afterRound && *afterRound > t.info.rounds)
            return refuse(ctx, "Ronde " + std::to_string(*afterRound) + " bestaat niet: het toernooi heeft " +
                                   std::to_string(t.info.rounds) + " ronden.");

        QByteArray bytes;
        if (what == "standings") {
            bytes = report::standingsCsv(t, report::StandingsReportOptions{afterRound, category});
        } else if (what == "seating") {
            if (const QString problem = report::roundProblem(t, *round); !problem.isEmpty())
                return refuse(ctx, problem.toStdString());
            bytes = report::seatingCsv(t, *round,
                                       order == "naam" ? report::SeatingList::Alphabetical
                                                       : report::SeatingList::ByTable);
        } else if (what == "players") {
            bytes = report::playersCsv(t);
        } else {
            bytes = report::finalCsv(t);
        }
        const auto rows = bytes.count("\r\n") - 1; // without the header
        if (*out == "-") {
            io.out.write(bytes.constData(), bytes.size());
            return ExitOk;
        }
        QString error;
        if (!report::writeExportFile(QString::fromStdString(*out), bytes, &error))
            return refuse(ctx, error.toStdString(), ExitUnusable);
        io.out << what << ": " << rows << (rows == 1 ? " rij" : " rijen") << " geschreven naar " << *out
               << "\n";
        return ExitOk;
    });
}

} // namespace

std::optional<int> roundArgument(const std::string &text)
{
    if (text == "finale" || text == "final")
        return kFinalRound;
    const auto n = parseInteger(text);
    if (!n || *n < 1 || *n > 1000)
        return std::nullopt;
    return static_cast<int>(*n);
}

int writeWebPage(Context &ctx, const std::string &what, const Tournament &t, int round,
                 std::optional<int> afterRound, const std::optional<std::string> &category, const QString &path)
{
    QString page;
    if (what == "standings") {
        page = report::standingsPage(t, report::StandingsReportOptions{afterRound, category});
    } else {
        page = report::seatingPage(t, round);
    }
    QString error;
    if (!report::writeExportFile(path, page.toUtf8(), &error))
        return refuse(ctx, error.toStdString(), ExitUnusable);
    if (ctx.json)
        ctx.io.out << nlohmann::ordered_json{{"ok", true}, {"document", what}, {"out", path.toStdString()}}.dump(
                          2, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
                   << "\n";
    else
        ctx.io.out << what << ": webpagina geschreven naar " << path.toStdString() << "\n";
    return ExitOk;
}

int cmdExportCsv(const std::vector<std::string> &argv, Io io)
{
    try {
        return exportCsv(argv, io);
    } catch (const std::exception &) {
        io.err << "Interne fout: de opdracht is afgebroken. Meld dit met de opdracht die u gaf.\n";
        return ExitUnusable;
    }
}

} // namespace nkb::cli
