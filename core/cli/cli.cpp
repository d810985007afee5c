#include "cli/cli.h"
#include "cli/application.h"
#include "cli/commands.h"
#include "cli/help.h"
#include "cli/printable.h"

#include "rules/textinput.h"
#include "tournament/limits.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QSysInfo>

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace nkb::cli {

namespace {

int dispatch(const Command &command, Context &ctx);

bool isGlobalOption(const std::string &a)
{
    return a == "--db" || a == "--station" || a == "--format";
}

// The command that reads the whole command line itself (a CSV list), decided on the words as
// typed: the command word (the first that is no option or an option's value) names one with
// runCsv, and --format csv or more words follow. Nothing for COMMAND --help.
const Command *csvCommand(const std::vector<std::string> &argv)
{
    bool csv = false;
    std::optional<std::size_t> word;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (a == "--help" || a == "-h")
            return nullptr;
        if (a == "--format=csv" || (a == "--format" && i + 1 < argv.size() && argv[i + 1] == "csv"))
            csv = true;
        if (isGlobalOption(a)) {
            ++i;
            continue;
        }
        if (!word && a.rfind("--", 0) != 0)
            word = i;
    }
    if (!word)
        return nullptr;
    const Command *command = findCommand(argv[*word]);
    return command && command->runCsv && (csv || *word + 1 < argv.size()) ? command : nullptr;
}

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

int refuse(Context &ctx, const std::string &message, int code)
{
    if (ctx.json)
        ctx.io.out << nlohmann::ordered_json{{"ok", false}, {"error", message}}.dump(
                          ctx.jsonLine ? -1 : 2, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
                   << "\n";
    else
        ctx.io.err << (code == ExitUnusable ? "Fout: " : "Geweigerd: ") << message << "\n";
    return code;
}

int run(const std::vector<std::string> &argv, Io io)
{
    // For the whole command (the SQL drivers need it); the printing command lays out text in fonts.
    const auto app = application(std::find(argv.begin(), argv.end(), "print") != argv.end());
    if (const Command *csv = csvCommand(argv))
        return csv->runCsv(argv, io);
    Context ctx{{}, std::nullopt, false, {}, io};
    // The options before the command by QCommandLineParser; from the command word on, every word
    // belongs to the command (its own options are known only to it).
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption db(QStringLiteral("db"), QString(), QStringLiteral("BESTAND"));
    const QCommandLineOption format(QStringLiteral("format"), QString(), QStringLiteral("json|text"));
    const QCommandLineOption station(QStringLiteral("station"), QString(), QStringLiteral("NAAM"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    // -V as in nk-bonaken; -v too, which means nothing else here (both programs take both).
    const QCommandLineOption version(QStringList{QStringLiteral("V"), QStringLiteral("v"), QStringLiteral("version")});
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
        // would forge a line in undo --list.
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
        // station "nk-bonaken-cli". A long domain name is cut to the computer's own.
        const std::string host = stationFromHostName(QSysInfo::machineHostName().toStdString());
        ctx.station = host.empty() ? "nk-bonaken-cli" : host;
    }
    if (rest.size() == 2 && rest[0] == "help" && rest[1] == "--man") {
        printManPage(io.out);
        return ExitOk;
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
    const Command *command = findCommand(rest[0]);
    ctx.args.assign(rest.begin() + 1, rest.end());
    // No control character reaches the terminal (a name from an older file); the export is the
    // data itself, already escaped as JSON, and is written as it is.
    PrintableBuf outFilter(io.out.rdbuf());
    PrintableBuf errFilter(io.err.rdbuf());
    std::ostream printableOut(&outFilter);
    std::ostream printableErr(&errFilter);
    Context shown{ctx.args, ctx.db, ctx.json, ctx.station,
                  Io{io.in, command && command->rawOutput ? io.out : printableOut, printableErr}};
    if (!command) {
        shown.io.err << "Onbekende opdracht: " << rest[0] << " (zie --help)\n";
        return ExitUnusable;
    }
    return dispatch(*command, shown);
}

namespace {

int dispatch(const Command &command, Context &ctx)
{
    try {
        return command.run(ctx);
    } catch (const std::exception &) {
        // Last line of defence: no exception reaches the user as a crash, and no library's own
        // text (e.what()) reaches him either.
        ctx.io.err << "Interne fout: de opdracht is afgebroken. Meld dit met de opdracht die u gaf.\n";
        return ExitUnusable;
    }
}

} // namespace

} // namespace nkb::cli
