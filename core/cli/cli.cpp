#include "cli/cli.h"
#include "cli/cmd_print.h"
#include "cli/printable.h"

#include "rules/textinput.h"

#include "nkb_version.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>

namespace nkb::cli {

namespace {

void printHelp(std::ostream &out)
{
    out << "nk-bonaken-cli: het NK Bonaken vanaf de opdrachtregel\n"
           "\n"
           "Spelregels (zonder database):\n"
           "  game check FILE|-                      een spel aan een tafel controleren (JSON)\n"
           "  roem --trump H|none KAART...           welke roem een hand kan melden\n"
           "  legal --trump H --trick AS,KH --hand 7S,8H,JH   welke kaarten bijgespeeld mogen worden\n"
           "  draw plan --players N [--rounds 5] [--seed S] [--fixed FILE.json]\n"
           "\n"
           "Toernooi (--db FILE):\n"
           "  new, players, tables, draw, result, undo, standings, finalists, export, import\n"
           "  print scoresheets|tablecards|seating|standings --round R --out FILE.pdf|FILE.html\n"
           "\n"
           "Algemene opties: --db FILE, --format json|text, --station NAAM\n"
           "  --help                                 deze hulp\n"
           "  --version                              het versienummer\n"
           "\n"
           "Uitgangscode: 0 gelukt, 1 geweigerd (een regel), 2 bestand of opdracht onbruikbaar.\n";
}

int dispatch(const std::string &command, Context &ctx);

} // namespace

int run(const std::vector<std::string> &argv, Io io)
{
    Context ctx{{}, std::nullopt, false, {}, io};
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        auto takeValue = [&](const std::string &name) -> std::optional<std::string> {
            if (a == name) {
                if (i + 1 >= argv.size())
                    return std::nullopt;
                return argv[++i];
            }
            return a.substr(name.size() + 1); // --name=value
        };
        if (a == "--db" || a.rfind("--db=", 0) == 0) {
            auto v = takeValue("--db");
            if (!v) {
                io.err << "Fout: --db mist een bestandsnaam.\n";
                return ExitUnusable;
            }
            ctx.db = *v;
        } else if (a == "--format" || a.rfind("--format=", 0) == 0) {
            auto v = takeValue("--format");
            if (!v || (*v != "json" && *v != "text")) {
                io.err << "Fout: --format is json of text.\n";
                return ExitUnusable;
            }
            ctx.json = *v == "json";
        } else if (a == "--station" || a.rfind("--station=", 0) == 0) {
            auto v = takeValue("--station");
            if (!v) {
                io.err << "Fout: --station mist een naam.\n";
                return ExitUnusable;
            }
            ctx.station = *v;
        } else {
            rest.push_back(a);
        }
    }
    // Names and texts from the command line are refused as the CSV import refuses them: invalid
    // UTF-8 would be stored as "Piet \uFFFD" or break the JSON answer. The --db path is the
    // system's business and is not checked.
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (!firstInvalidUtf8(rest[i]) && !firstInvalidUtf8(ctx.station))
            continue;
        const std::string message =
            "Argument " + std::to_string(i + 1) +
            " is geen geldige UTF-8-tekst; typ het opnieuw (of zet de terminal op UTF-8).";
        if (ctx.json)
            io.out << nlohmann::ordered_json{{"ok", false}, {"error", message}}.dump(2) << "\n";
        else
            io.err << "Geweigerd: " << message << "\n";
        return ExitRefused;
    }
    if (ctx.station.empty()) {
        const char *host = std::getenv("HOSTNAME");
        ctx.station = host && *host ? host : "nk-bonaken-cli";
    }
    if (!rest.empty() && (rest[0] == "--version" || rest[0] == "-V")) {
        io.out << "nk-bonaken-cli " << kVersion << "\n"
               << "Licentie GPL-3.0-of-later: <https://gnu.org/licenses/gpl.html>\n";
        return ExitOk;
    }
    if (rest.empty() || rest[0] == "--help" || rest[0] == "-h" || rest[0] == "help") {
        printHelp(rest.empty() ? io.err : io.out);
        return rest.empty() ? ExitUnusable : ExitOk;
    }
    const std::string command = rest[0];
    ctx.args.assign(rest.begin() + 1, rest.end());
    // No control character reaches the terminal (a name from an older file); the export is the
    // data itself, already escaped as JSON, and is written as it is.
    PrintableBuf outFilter(io.out.rdbuf());
    PrintableBuf errFilter(io.err.rdbuf());
    std::ostream printableOut(&outFilter);
    std::ostream printableErr(&errFilter);
    Context shown{ctx.args, ctx.db, ctx.json, ctx.station,
                  Io{io.in, command == "export" ? io.out : printableOut, printableErr}};
    return dispatch(command, shown);
}

namespace {

int dispatch(const std::string &command, Context &ctx)
{
    const Io &io = ctx.io;
    try {
        if (command == "roem")
            return cmdRoem(ctx);
        if (command == "legal")
            return cmdLegal(ctx);
        if (command == "game")
            return cmdGame(ctx);
        if (command == "draw" && !ctx.db)
            return cmdDraw(ctx);
        if (command == "print")
            return cmdPrint(ctx);
        if (isTournamentCommand(command))
            return cmdTournament(command, ctx);
    } catch (const std::exception &) {
        // Last line of defence: no exception reaches the user as a crash, and no library's own
        // text (e.what()) reaches him either.
        io.err << "Interne fout: de opdracht is afgebroken. Meld dit met de opdracht die u gaf.\n";
        return ExitUnusable;
    }
    io.err << "Onbekende opdracht: " << command << " (zie --help)\n";
    return ExitUnusable;
}

} // namespace

} // namespace nkb::cli
