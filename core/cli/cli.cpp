#include "cli/cli.h"
#include "cli/cmd_export.h"
#include "cli/cmd_print.h"
#include "cli/help.h"
#include "cli/printable.h"

#include "rules/textinput.h"
#include "tournament/limits.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QStringList>
#include <QSysInfo>

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace nkb::cli {

namespace {

int dispatch(const std::string &command, Context &ctx);

// Takes --db, --format and --station from a command's own arguments (they were always accepted
// after the command too: "standings --format json"); gives false after saying what is wrong.
bool takeGlobalOptions(std::vector<std::string> &words, Context &ctx)
{
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string &a = words[i];
        auto takeValue = [&](const std::string &name) -> std::optional<std::string> {
            if (a == name) {
                if (i + 1 >= words.size())
                    return std::nullopt;
                return words[++i];
            }
            return a.substr(name.size() + 1); // --name=value
        };
        auto is = [&a](const char *name) { return a == name || a.rfind(std::string(name) + "=", 0) == 0; };
        if (is("--db")) {
            if (auto v = takeValue("--db"))
                ctx.db = *v;
            else
                return ctx.io.err << "Fout: --db mist een bestandsnaam.\n", false;
        } else if (is("--format")) {
            auto v = takeValue("--format");
            if (!v || (*v != "json" && *v != "text"))
                return ctx.io.err << "Fout: --format is json of text.\n", false;
            ctx.json = *v == "json";
        } else if (is("--station")) {
            if (auto v = takeValue("--station"))
                ctx.station = *v;
            else
                return ctx.io.err << "Fout: --station mist een naam.\n", false;
        } else {
            rest.push_back(a);
        }
    }
    words = std::move(rest);
    return true;
}

} // namespace

int cmdCopy(Context &ctx); // cmd_copy.cpp

int run(const std::vector<std::string> &argv, Io io)
{
    if (isCsvExport(argv))
        return cmdExportCsv(argv, io); // cmd_export.cpp reads its own options
    Context ctx{{}, std::nullopt, false, {}, io};
    // The options before the command by QCommandLineParser; from the command word on, every word
    // belongs to the command (its own options are known only to it).
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption db(QStringLiteral("db"), QString(), QStringLiteral("BESTAND"));
    const QCommandLineOption format(QStringLiteral("format"), QString(), QStringLiteral("json|text"));
    const QCommandLineOption station(QStringLiteral("station"), QString(), QStringLiteral("NAAM"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption version(QStringList{QStringLiteral("V"), QStringLiteral("version")});
    parser.addOptions({db, format, station, help, version});
    QStringList words{QStringLiteral("nk-bonaken-cli")};
    for (const std::string &a : argv)
        words << QString::fromStdString(a);
    if (!parser.parse(words)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (unknown.isEmpty())
            io.err << "Fout: een optie mist haar waarde (--db BESTAND, --format json|text, --station NAAM).\n";
        else
            io.err << "Fout: de optie " << (unknown.front().size() == 1 ? "-" : "--") << unknown.front().toStdString()
                   << " bestaat niet (zie nk-bonaken-cli --help).\n";
        return ExitUnusable;
    }
    if (parser.isSet(version)) {
        printVersion(io.out);
        return ExitOk;
    }
    if (parser.isSet(help)) {
        printHelp(io.out);
        return ExitOk;
    }
    if (parser.isSet(db))
        ctx.db = parser.value(db).toStdString();
    if (parser.isSet(format)) {
        const QString f = parser.value(format);
        if (f != QStringLiteral("json") && f != QStringLiteral("text")) {
            io.err << "Fout: --format is json of text.\n";
            return ExitUnusable;
        }
        ctx.json = f == QStringLiteral("json");
    }
    if (parser.isSet(station))
        ctx.station = parser.value(station).toStdString();
    // The command's words as they were typed (bytes, not through QString: invalid UTF-8 is refused below).
    std::vector<std::string> rest(argv.end() - static_cast<std::ptrdiff_t>(parser.positionalArguments().size()),
                                  argv.end());
    if (!rest.empty() && rest.front() == "--")
        rest.erase(rest.begin());
    if (!takeGlobalOptions(rest, ctx))
        return ExitUnusable;
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
    if (!ctx.station.empty()) {
        // Bounded and free of control and invisible characters, like a player's name: a newline
        // would forge a line in undo --list (issue 18).
        if (const auto wrong = checkStationName(ctx.station)) {
            const std::string message = "--station: " + *wrong;
            if (ctx.json)
                io.out << nlohmann::ordered_json{{"ok", false}, {"error", message}}.dump(2) << "\n";
            else
                io.err << "Geweigerd: " << message << "\n";
            return ExitRefused;
        }
    } else {
        // The computer's own name, from the system on every platform: $HOSTNAME is a shell
        // variable that bash does not export and Windows does not set, which made every CLI
        // station "nk-bonaken-cli" (issue 18). A long domain name is cut to the computer's own.
        const std::string host = stationFromHostName(QSysInfo::machineHostName().toStdString());
        ctx.station = host.empty() ? "nk-bonaken-cli" : host;
    }
    if (rest.empty() || rest[0] == "help") {
        printHelp(rest.empty() ? io.err : io.out);
        return rest.empty() ? ExitUnusable : ExitOk;
    }
    if (std::find_if(rest.begin() + 1, rest.end(), [](const std::string &w) { return w == "--help" || w == "-h"; }) !=
        rest.end()) {
        const std::string text = commandHelp(rest[0]);
        (text.empty() ? io.err : io.out) << (text.empty() ? "Onbekende opdracht: " + rest[0] + " (zie --help)\n" : text);
        return text.empty() ? ExitUnusable : ExitOk;
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
        if (command == "copy")
            return cmdCopy(ctx);
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
