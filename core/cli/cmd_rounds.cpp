// nk-bonaken-cli --db FILE tables, draw --round R: the seating of a round.
#include "cli/cmd_common.h"

#include "services/drawround.h"

#include <ostream>

namespace nkb::cli {

// --- tables withdraw-code --round R --table T ---

namespace {

// "Tafelcode intrekken" (docs/table-entry.md): a lost phone's code stops counting; the table's
// scoresheet printed again carries the new one.
int withdrawCode(Context &ctx)
{
    Args args(std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()), {"--round", "--table"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> round;
    std::optional<long long> table;
    if (!intOption(ctx, args, "--round", round, code) || !intOption(ctx, args, "--table", table, code))
        return code;
    if (!round || !table || !args.positional().empty() || *round < 0 || *round > 1000 || *table < 1 ||
        *table > 10000)
        return refuse(ctx, "Gebruik: tables withdraw-code --round R --table T");
    const int r = static_cast<int>(*round);
    const int t = static_cast<int>(*table);
    return withStore(ctx, [&](TournamentStore &store) -> int {
        const auto generation = store.withdrawTableCode(r, t);
        if (!generation)
            return fail(ctx, generation.error());
        if (ctx.json)
            printJson(ctx, {{"ok", true}, {"round", r}, {"table", t}, {"generation", generation.value()}});
        else
            ctx.io.out << "Tafelcode van tafel " << t << " (ronde " << r
                       << ") ingetrokken: de oude code werkt niet meer. Druk het wedstrijdformulier van "
                          "die tafel opnieuw af voor de nieuwe.\n";
        return ExitOk;
    });
}

} // namespace

// --- tables ---

int cmdTables(Context &ctx)
{
    if (!ctx.args.empty() && ctx.args.front() == "withdraw-code")
        return withdrawCode(ctx);
    const bool set = !ctx.args.empty() && ctx.args.front() == "set";
    Args args(set ? std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()) : ctx.args, {"--round"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> round;
    // The final's table is shown too ("--round finale"), seated by the store once the finalists
    // are known; it is never set by hand.
    const bool final = !set && args.value("--round") == std::optional<std::string>("finale");
    if (final)
        round = kFinalRound;
    else if (!intOption(ctx, args, "--round", round, code))
        return code;
    if (!round)
        return refuse(ctx, set ? "Gebruik: tables set --round R FILE.csv" : "Gebruik: tables --round R");
    const int r = static_cast<int>(*round);
    return withStore(ctx, [&](TournamentStore &store) -> int {
        if (set) {
            if (args.positional().size() != 1)
                return refuse(ctx, "Gebruik: tables set --round R FILE.csv");
            const auto text = readInput(ctx, args.positional().front());
            if (!text)
                return unusableInput(ctx, "Het bestand \"" + args.positional().front() +
                                              "\" kan niet gelezen worden.");
            auto report = store.setTablesCsv(r, *text);
            if (!report)
                return fail(ctx, report.error());
            auto t = store.load();
            if (!t)
                return fail(ctx, t.error());
            if (ctx.json) {
                printJson(ctx, {{"ok", true},
                                {"round", r},
                                {"tables", tablesJson(t.value(), report->tables)},
                                {"not_seated", namesJson(t.value(), report->notSeated)}});
            } else {
                ctx.io.out << "Ronde " << r << " ingedeeld:\n";
                printTablesText(ctx, t.value(), report->tables);
                if (!report->notSeated.empty())
                    ctx.io.out << "Let op, niet ingedeeld: " << namesText(t.value(), report->notSeated)
                               << "\n";
            }
            return ExitOk;
        }
        if (!args.positional().empty())
            return refuse(ctx, "Gebruik: tables --round R (of tables set --round R FILE.csv)");
        auto t = store.load();
        if (!t)
            return fail(ctx, t.error());
        const Round *rd = t->round(r);
        const std::vector<Table> tables = rd ? rd->tables : std::vector<Table>{};
        if (ctx.json) {
            printJson(ctx, tablesJson(t.value(), tables));
        } else {
            if (tables.empty())
                ctx.io.out << (final ? std::string("De finale is nog niet ingedeeld: de finalisten staan nog niet vast.")
                                     : "Ronde " + std::to_string(r) + " is nog niet ingedeeld.")
                           << "\n";
            printTablesText(ctx, t.value(), tables);
        }
        return ExitOk;
    });
}

// --- draw --round R ---

int cmdDrawRound(Context &ctx)
{
    Args args(ctx.args, {"--round", "--seed"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> round;
    if (!intOption(ctx, args, "--round", round, code))
        return code;
    if (!round || !args.positional().empty())
        return refuse(ctx, "Gebruik: draw --round R [--seed S]");
    std::optional<std::uint64_t> seed;
    if (const auto s = args.value("--seed")) {
        const auto v = parseInteger(*s);
        if (!v || *v < 0)
            return refuse(ctx, "--seed verwacht een geheel getal van 0 of meer.");
        seed = static_cast<std::uint64_t>(*v);
    }
    return withStore(ctx, [&](TournamentStore &store) -> int {
        auto drawn = drawRound(store, static_cast<int>(*round), seed);
        if (!drawn)
            return fail(ctx, drawn.error());
        const DrawnRound &d = drawn.value();
        auto loaded = store.load();
        auto nameOf = [&](int startNumber) {
            const Player *p = loaded ? loaded->player(startNumber) : nullptr;
            return p ? p->name : "#" + std::to_string(startNumber);
        };
        if (ctx.json) {
            json tables = json::array();
            for (const Table &t : d.tables) {
                json names = json::array();
                for (const int s : t.seats)
                    names.push_back(nameOf(s));
                tables.push_back({{"table", t.number}, {"players", names}});
            }
            json repeats = json::array();
            for (const NamedRepeat &r : d.repeats)
                repeats.push_back({{"players", {r.a, r.b}}, {"times", r.times}});
            printJson(ctx, {{"ok", true},
                            {"round", d.round},
                            {"seed", d.seed},
                            {"algorithm_version", d.algorithmVersion},
                            {"tables", tables},
                            {"repeats", repeats},
                            {"three_seats", d.threeSeats},
                            {"three_seats_repeated", d.threeSeatsRepeated},
                            {"three_seats_early", d.threeSeatsEarly},
                            {"known_minimum", d.knownMinimum}});
        } else {
            ctx.io.out << "Ronde " << d.round << " geloot (lot " << d.seed << ", algoritme "
                       << d.algorithmVersion << "):\n";
            for (const Table &t : d.tables) {
                ctx.io.out << "  Tafel " << t.number << ":";
                for (std::size_t i = 0; i < t.seats.size(); ++i)
                    ctx.io.out << (i ? ", " : " ") << nameOf(t.seats[i]);
                ctx.io.out << "\n";
            }
            if (d.repeats.empty())
                ctx.io.out << "Niemand treft iemand die hij al eerder trof.\n";
            for (const NamedRepeat &r : d.repeats)
                ctx.io.out << "  Herhaling: " << r.a << " en " << r.b << " (" << r.times << "e keer)\n";
            if (!d.threeSeatsEarly.empty()) {
                ctx.io.out << "Voor hun beurt aan een tafel van drie:";
                for (std::size_t i = 0; i < d.threeSeatsEarly.size(); ++i)
                    ctx.io.out << (i ? ", " : " ") << d.threeSeatsEarly[i];
                ctx.io.out << "\n";
            }
            if (d.knownMinimum > 0)
                ctx.io.out << "Bij dit aantal spelers zijn minstens " << d.knownMinimum
                           << " herhalingen over alle ronden onvermijdelijk.\n";
        }
        return ExitOk;
    });
}

} // namespace nkb::cli
