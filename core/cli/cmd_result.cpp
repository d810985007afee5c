// nk-bonaken-cli --db FILE result: a game's result, as points or as the whole game (JSON), a
// double entry settled, or a game moved from the wrong table or wiped.
#include "cli/cmd_common.h"

#include "services/gameentry.h"
#include "services/gamemove.h"

#include <ostream>
#include <sstream>

namespace nkb::cli {

namespace {

// What was stored for a game: its points per player (and the earlier result on a correction).
void printEntered(Context &ctx, const GameRef &ref, const EnteredGame &g,
                  const std::vector<std::string> &warnings)
{
    const bool final = ref.round == kFinalRound;
    if (ctx.json) {
        json pts = json::object();
        for (std::size_t i = 0; i < g.names.size() && i < g.result.points.size(); ++i)
            pts[g.names[i]] = g.result.points[i];
        json out{{"ok", true},       {"final", final}, {"table", ref.table},
                 {"game", ref.game}, {"points", pts},  {"correction", g.correction}};
        out["round"] = final ? json(nullptr) : json(ref.round);
        if (g.previous && g.previous->finished) {
            json prev = json::object();
            for (std::size_t i = 0; i < g.names.size() && i < g.previous->points.size(); ++i)
                prev[g.names[i]] = g.previous->points[i];
            out["previous"] = prev;
        }
        if (!g.result.finished)
            out["finished"] = false;
        if (g.waitingForSecond)
            out["waiting_for_second_entry"] = true;
        if (g.secondTo)
            out["second_entry_to"] = *g.secondTo;
        if (!warnings.empty())
            out["warnings"] = warnings;
        printJson(ctx, out);
    } else if (g.waitingForSecond) {
        // Double entry: kept, not counted yet.
        ctx.io.out << (g.correction ? "Eerste invoer gecorrigeerd" : "Eerste invoer opgeslagen")
                   << "; wacht op de tweede invoer door een ander station.\n";
    } else {
        ctx.io.out << (g.correction ? "Correctie opgeslagen" : "Uitslag opgeslagen")
                   << (g.secondTo ? " (tweede invoer; de eerste was van station " + *g.secondTo + ")" : "") << ": "
                   << (final ? std::string("finale")
                             : "ronde " + std::to_string(ref.round) + " tafel " + std::to_string(ref.table))
                   << " spel " << ref.game << ": ";
        for (std::size_t i = 0; i < g.names.size() && i < g.result.points.size(); ++i)
            ctx.io.out << (i ? ", " : "") << g.names[i] << " " << g.result.points[i];
        ctx.io.out << (g.result.finished ? "" : "nog niet afgelopen") << "\n";
        for (const std::string &w : warnings)
            ctx.io.out << "  Let op: " << w << "\n";
    }
}

// A full game with its giften: judged by the rules engine, then stored (core/services).
int enterGameFile(Context &ctx, TournamentStore &store, const GameRef &ref, const std::string &path,
                  OtherStation otherStation)
{
    const auto text = readInput(ctx, path);
    if (!text)
        return unusableInput(ctx, "Kan " + path + " niet lezen.");
    auto judged = enterGameJson(store, ref, *text, EntryMode::Auto, otherStation);
    if (!judged)
        return fail(ctx, judged.error());
    std::vector<std::string> warnings;
    for (const GiftVerdict &gift : judged->verdict.giften)
        for (const std::string &w : gift.warnings)
            warnings.push_back("gift " + std::to_string(gift.index) + ": " + w);
    printEntered(ctx, ref, judged->entered, warnings);
    return ExitOk;
}

std::string trimmed(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// A game typed at the wrong table: --move-to-table T2 [--to-game G2], or --delete.
int moveOrDelete(Context &ctx, const Args &args, const GameRef &ref, int &code)
{
    std::optional<long long> toTable;
    std::optional<long long> toGame;
    if (!intOption(ctx, args, "--move-to-table", toTable, code) || !intOption(ctx, args, "--to-game", toGame, code))
        return code;
    if (args.value("--points") || !args.positional().empty() || args.flag("--keep-first") ||
        (args.flag("--delete") && (toTable || toGame)))
        return refuse(ctx, "Gebruik: result --round R --table T --game G --move-to-table T2 [--to-game G2], of "
                           "result --round R --table T --game G --delete [--replace]");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        const OtherStation otherStation = args.flag("--replace") ? OtherStation::Replace : OtherStation::Refuse;
        if (args.flag("--delete")) {
            auto wiped = store.deleteGame(ref, otherStation);
            if (!wiped)
                return fail(ctx, wiped.error());
            if (ctx.json)
                printJson(ctx, {{"ok", true}, {"deleted", {{"round", ref.round}, {"table", ref.table}, {"game", ref.game}}}});
            else
                ctx.io.out << "Gewist: "
                           << (ref.round == kFinalRound ? std::string("finale")
                                                        : "ronde " + std::to_string(ref.round) + " tafel " +
                                                              std::to_string(ref.table))
                           << " spel " << ref.game << ".\n";
            return ExitOk;
        }
        if (!toTable)
            return refuse(ctx, "--to-game hoort bij --move-to-table T2.");
        const GameRef to{ref.round, static_cast<int>(*toTable), static_cast<int>(toGame.value_or(ref.game))};
        auto moved = moveGame(store, ref, to, otherStation);
        if (!moved)
            return fail(ctx, moved.error());
        if (ctx.json)
            printJson(ctx, {{"ok", true},
                            {"moved", {{"round", ref.round}, {"table", ref.table}, {"game", ref.game}}},
                            {"to", {{"round", to.round}, {"table", to.table}, {"game", to.game}}}});
        else
            ctx.io.out << "Verplaatst: ronde " << ref.round << " tafel " << ref.table << " spel " << ref.game
                       << " naar tafel " << to.table << " spel " << to.game << ".\n";
        return ExitOk;
    });
}

} // namespace

int cmdResult(Context &ctx)
{
    Args args(ctx.args, {"--round", "--table", "--game", "--points", "--move-to-table", "--to-game"},
              {"--final", "--replace", "--keep-first", "--delete"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> round;
    std::optional<long long> table;
    std::optional<long long> game;
    if (!intOption(ctx, args, "--round", round, code) || !intOption(ctx, args, "--table", table, code) ||
        !intOption(ctx, args, "--game", game, code))
        return code;
    const bool final = args.flag("--final");
    if (final && round)
        return refuse(ctx, "Geef --final of --round, niet allebei.");
    if (!game || (!final && (!round || !table)))
        return refuse(ctx, "Gebruik: result --round R --table T --game G (--points \"Anna=10,...\" | "
                           "FILE.json) [--replace], of result --final --game G ...");
    GameRef ref{final ? kFinalRound : static_cast<int>(*round), final ? 1 : static_cast<int>(*table),
                static_cast<int>(*game)};
    if (final && table && *table != 1)
        return refuse(ctx, "De finale is één tafel (tafel 1).");
    if (args.flag("--delete") || args.value("--move-to-table") || args.value("--to-game"))
        return moveOrDelete(ctx, args, ref, code);
    const auto pointsText = args.value("--points");
    if (args.flag("--keep-first")) {
        // Double entry: the referee lets the first station's entry stand.
        if (pointsText || !args.positional().empty() || args.flag("--replace"))
            return refuse(ctx, "--keep-first laat de eerste invoer gelden; geef er geen uitslag of --replace bij.");
        return withStore(ctx, [&](TournamentStore &store) -> int {
            auto kept = store.acceptFirstEntry(ref);
            if (!kept)
                return fail(ctx, kept.error());
            printEntered(ctx, ref, kept.value(), {});
            return ExitOk;
        });
    }
    if (pointsText.has_value() == !args.positional().empty() || args.positional().size() > 1)
        return refuse(ctx, "Geef de uitslag met --points \"Anna=10,Bram=8,Cor=4,Dirk=1\" of als één "
                           "spelbestand (FILE.json).");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        // Another station's entry of this game is replaced only when asked.
        const OtherStation otherStation = args.flag("--replace") ? OtherStation::Replace : OtherStation::Refuse;
        if (!pointsText)
            return enterGameFile(ctx, store, ref, args.positional().front(), otherStation);
        std::vector<std::pair<std::string, int>> points;
        std::stringstream ss(*pointsText);
        std::string item;
        while (std::getline(ss, item, ',')) {
            const auto eq = item.find('=');
            const std::string name = trimmed(item.substr(0, eq));
            const auto value =
                eq == std::string::npos ? std::nullopt : parseInteger(trimmed(item.substr(eq + 1)));
            if (name.empty() || !value || *value < 0 || *value > 10)
                return refuse(ctx, "\"" + item + "\" is geen NAAM=PUNTEN (bijvoorbeeld Anna=10).");
            points.emplace_back(name, static_cast<int>(*value));
        }
        auto entered = store.enterPoints(ref, points, otherStation);
        if (!entered)
            return fail(ctx, entered.error());
        printEntered(ctx, ref, entered.value(), {});
        return ExitOk;
    });
}

} // namespace nkb::cli
