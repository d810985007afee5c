// nk-bonaken-cli --db FILE new, undo, export, import: the tournament file as a whole.
#include "cli/cmd_common.h"

#include "rules/ruleset.h"
#include "store/engine.h"
#include "tournament/limits.h"

#include <QFileInfo>

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <utility>

namespace nkb::cli {

// --- new ---

int cmdNew(Context &ctx)
{
    Args args(ctx.args, {"--name", "--date", "--venue", "--rounds", "--games-per-round", "--final-games", "--rules"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    TournamentInfo info;
    info.name = args.value("--name").value_or("");
    info.date = args.value("--date").value_or("");
    info.venue = args.value("--venue").value_or("");
    std::optional<long long> rounds;
    std::optional<long long> games;
    std::optional<long long> finalGames;
    if (!intOption(ctx, args, "--rounds", rounds, code) ||
        !intOption(ctx, args, "--games-per-round", games, code) ||
        !intOption(ctx, args, "--final-games", finalGames, code))
        return code;
    if (rounds)
        info.rounds = static_cast<int>(*rounds);
    if (games)
        info.gamesPerRound = static_cast<int>(*games);
    if (finalGames)
        info.finalGames = static_cast<int>(*finalGames);
    if (info.name.empty())
        return refuse(ctx, "Geef de naam van het toernooi met --name.");
    // Stored by its one name, whatever spelling was typed ("Hazerswoude + BOD25").
    RuleSet rules = RuleSet::nk2019();
    if (const auto given = args.value("--rules")) {
        auto named = RuleSet::fromName(*given);
        if (!named)
            return refuse(ctx, "--rules: " + named.error().message);
        rules = std::move(named).value();
    }
    info.rules = rules.name();
    // A file made here and left without its tournament (a full disk) is removed again.
    const bool madeHere =
        ctx.db && !store::isServerLocation(*ctx.db) && !QFileInfo::exists(QString::fromStdString(*ctx.db));
    bool removeFile = false;
    code = withNewStore(ctx, [&](TournamentStore &store) -> int {
        if (auto e = store.createTournament(info)) {
            removeFile = madeHere;
            return fail(ctx, *e);
        }
        if (ctx.json)
            printJson(ctx, {{"ok", true},
                            {"tournament",
                             {{"name", info.name},
                              {"date", info.date},
                              {"venue", info.venue},
                              {"rounds", info.rounds},
                              {"games_per_round", info.gamesPerRound},
                              {"rules", info.rules},
                              {"rules_title", rules.title()}}}});
        else
            ctx.io.out << "Toernooi \"" << info.name << "\" aangemaakt in " << *ctx.db << " (" << info.rounds
                       << " ronden, " << info.gamesPerRound << " spellen per ronde; spelregels: " << rules.title()
                       << ").\n";
        return ExitOk;
    });
    // Once the store has closed it: an open file cannot be removed on Windows.
    if (removeFile)
        removeTournamentFile(*ctx.db);
    return code;
}

// --- undo ---

int cmdUndo(Context &ctx)
{
    // undo: this station's own last change. undo --list: the recent changes of every station,
    // with their numbers. undo --entry N: one change by its number, also another station's
    // (said in the answer), refused when a later change touched the same rows.
    Args args(ctx.args, {"--entry"}, {"--list"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> entry;
    if (!intOption(ctx, args, "--entry", entry, code))
        return code;
    if (!args.positional().empty() || (entry && args.flag("--list")))
        return refuse(ctx, "Gebruik: undo [--entry N | --list]");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        if (args.flag("--list")) {
            auto log = store.auditLog();
            if (!log)
                return fail(ctx, log.error());
            auto entries = std::move(log).value();
            const std::size_t shown = std::min<std::size_t>(entries.size(), 30);
            std::vector<AuditEntry> last(entries.end() - static_cast<std::ptrdiff_t>(shown), entries.end());
            if (ctx.json) {
                json out = json::array();
                for (const auto &e : last)
                    out.push_back({{"entry", e.id},
                                   {"at", e.at},
                                   {"station", e.station},
                                   {"what", e.what},
                                   {"undoable", e.undoable},
                                   {"undone", e.undone}});
                printJson(ctx, out);
            } else {
                // One line per change, whatever an older file holds: a newline in a station's name
                // (stored before names were checked) would forge a line.
                for (const auto &e : last)
                    ctx.io.out << std::setw(6) << e.id << "  " << oneLine(e.at) << "  " << oneLine(e.station)
                               << "  " << oneLine(e.what)
                               << (e.undone     ? "  (ongedaan)"
                                   : e.undoable ? ""
                                                : "  (niet ongedaan te maken)")
                               << "\n";
            }
            return ExitOk;
        }
        // Another station's change is named as such: never taken back without saying so.
        std::string otherStation;
        if (entry)
            if (auto log = store.auditLog(); log.ok())
                for (const auto &e : log.value())
                    if (e.id == *entry && e.station != ctx.station)
                        otherStation = e.station;
        auto what = entry ? store.undoEntry(*entry) : store.undo();
        if (!what)
            return fail(ctx, what.error());
        if (ctx.json)
            printJson(ctx, {{"ok", true}, {"undone", what.value()}, {"station", otherStation}});
        else
            ctx.io.out << "Ongedaan gemaakt: " << what.value()
                       << (otherStation.empty() ? std::string()
                                                : " (een wijziging van station " + otherStation + ")")
                       << "\n";
        return ExitOk;
    });
}

// --- export / import ---

int cmdExport(Context &ctx)
{
    if (!ctx.args.empty())
        return refuse(ctx, "Gebruik: export");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        auto doc = store.exportJson();
        if (!doc)
            return fail(ctx, doc.error());
        ctx.io.out << doc.value() << "\n";
        return ExitOk;
    });
}

int cmdImport(Context &ctx)
{
    if (ctx.args.size() != 1)
        return refuse(ctx, "Gebruik: --db NIEUW.bonaken import FILE.json");
    if (!ctx.db)
        return unusableInput(ctx, "Geef het nieuwe toernooibestand met --db FILE.");
    const auto text = readInput(ctx, ctx.args.front());
    if (!text)
        return unusableInput(ctx, "Het bestand \"" + ctx.args.front() + "\" kan niet gelezen worden.");
    OpenOptions options;
    options.station = ctx.station;
    auto store = TournamentStore::importJson(*ctx.db, *text, options);
    if (!store)
        return fail(ctx, store.error());
    auto t = store.value()->load();
    if (!t)
        return fail(ctx, t.error());
    if (ctx.json)
        printJson(ctx, {{"ok", true},
                        {"name", t->info.name},
                        {"players", t->players.size()},
                        {"games", t->games.size()}});
    else
        ctx.io.out << "Toernooi \"" << t->info.name << "\" geïmporteerd in " << *ctx.db << " ("
                   << t->players.size() << " spelers, " << t->games.size() << " spellen).\n";
    return ExitOk;
}

} // namespace nkb::cli
