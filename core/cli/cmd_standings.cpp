// nk-bonaken-cli --db FILE standings and finalists: the klassement (R60) and the final (R61).
#include "cli/cmd_common.h"

#include "tournament/finaltie.h"
#include "tournament/progress.h"
#include "tournament/standings.h"
#include "tournament/standingsjson.h"
#include "tournament/standingscolumns.h"

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace nkb::cli {

namespace {

// What the commands show of the opened store, once their options are read.
int showStandings(Context &ctx, TournamentStore &store, const StandingsOptions &options,
                  std::optional<long long> after);
int showFinalists(Context &ctx, TournamentStore &store, bool resolve, bool settle, std::optional<int> winner,
                  std::optional<std::uint64_t> seed);

} // namespace

// --- standings ---

int cmdStandings(Context &ctx)
{
    Args args(ctx.args, {"--after-round", "--category"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> after;
    if (!intOption(ctx, args, "--after-round", after, code))
        return code;
    if (!args.positional().empty())
        return refuse(ctx, "Gebruik: standings [--after-round R] [--category K]");
    StandingsOptions options;
    if (after)
        options.afterRound = static_cast<int>(*after);
    options.category = args.value("--category");
    if (options.category && options.category->empty())
        return refuse(ctx, "--category verwacht een categorie, bijvoorbeeld --category dame.");
    return withStore(ctx, [&](TournamentStore &store) { return showStandings(ctx, store, options, after); });
}

namespace {

int showStandings(Context &ctx, TournamentStore &store, const StandingsOptions &options,
                  std::optional<long long> after)
{
    auto t = store.load();
    if (!t)
        return fail(ctx, t.error());
    // Before the last qualifying round is complete a tie at the cut is only "now"; the lot of
    // rule 60 waits for the last table (the Klassement tab says the same).
    const bool complete = qualifyingComplete(t.value());
    if (after) {
        if (*after < 1 || *after > t->info.rounds)
            return refuse(ctx, "--after-round: ronde " + std::to_string(*after) +
                                   " bestaat niet (dit toernooi heeft " + std::to_string(t->info.rounds) +
                                   " ronden).");
    }
    auto rows = store.standings(options);
    if (!rows)
        return fail(ctx, rows.error());
    if (ctx.json) {
        printJson(ctx, json::parse(standingsJson(rows.value())));
        return ExitOk;
    }
    ctx.io.out << "Klassement" << (after ? " na ronde " + std::to_string(*after) : std::string())
               << (options.category ? " (" + *options.category + ")" : std::string()) << "\n";
    // The shared columns (standingscolumns.h), the zeros (erin) too; text is left-aligned after a
    // gap of two, numbers right-aligned in their width.
    constexpr StandingsField kTerminalColumns[] = {
        StandingsField::Rank,  StandingsField::StartNumber, StandingsField::Name,  StandingsField::Points,
        StandingsField::Tens,  StandingsField::Eights,      StandingsField::Fours, StandingsField::Ones,
        StandingsField::Zeros, StandingsField::Games};
    const auto cell = [&ctx](const StandingsColumn &c, const std::string &text) {
        if (c.align == ColumnAlign::Left)
            ctx.io.out << "  " << std::left << textColumn(text, static_cast<std::size_t>(c.terminalWidth))
                       << std::right;
        else
            ctx.io.out << std::setw(c.terminalWidth) << text;
    };
    for (const StandingsField f : kTerminalColumns)
        cell(standingsColumn(f), standingsColumn(f).terminalHeader);
    ctx.io.out << "\n";
    for (const auto &r : rows.value()) {
        const StandingsLine line = standingsLine(r);
        for (const StandingsField f : kTerminalColumns)
            cell(standingsColumn(f),
                 f == StandingsField::Rank ? rankText(r.rank, r.sharedRank, ".") : standingsText(f, line));
        ctx.io.out << (r.withdrawn ? "  teruggetrokken" : "")
                   << (r.tieAtCut ? (complete ? "  gelijk over de finalegrens: loting (regel 60)"
                                           : "  nu gelijk over de finalegrens")
                               : "") << "\n";
    }
    return ExitOk;
}

} // namespace

// --- finalists ---

int cmdFinalists(Context &ctx)
{
    Args args(ctx.args, {"--seed", "--winner"}, {"--resolve-by-lot", "--settle-final-tie"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    const bool resolve = args.flag("--resolve-by-lot");
    const auto seedText = args.value("--seed");
    std::optional<std::uint64_t> seed;
    if (seedText) {
        std::uint64_t v = 0;
        std::istringstream in(*seedText);
        if (seedText->empty() || seedText->front() == '-' || !(in >> v) || !in.eof())
            return refuse(ctx, "--seed verwacht een getal van 0 tot 2^64.");
        seed = v;
    }
    const bool settle = args.flag("--settle-final-tie");
    std::optional<int> winner;
    if (const auto w = args.value("--winner")) {
        if (!settle)
            return refuse(ctx, "--winner hoort bij --settle-final-tie.");
        try {
            winner = std::stoi(*w);
        } catch (const std::exception &) {
            return refuse(ctx, "--winner verwacht het startnummer van de winnaar van het beslissingsspel.");
        }
    }
    if (resolve && !seed)
        return refuse(ctx, "Een loting is pas na te rekenen met een zaad: geef --seed S.");
    if (!resolve && !settle && seed)
        return refuse(ctx, "--seed hoort bij --resolve-by-lot of --settle-final-tie.");
    if (resolve && settle)
        return refuse(ctx, "--resolve-by-lot en --settle-final-tie zijn twee beslissingen: één tegelijk.");
    return withStore(ctx, [&](TournamentStore &store) {
        return showFinalists(ctx, store, resolve, settle, winner, seed);
    });
}

namespace {

int showFinalists(Context &ctx, TournamentStore &store, bool resolve, bool settle, std::optional<int> winner,
                  std::optional<std::uint64_t> seed)
{
    if (settle) {
        auto before = store.load();
        if (!before)
            return fail(ctx, before.error());
        if (before->info.finalTieRule == FinalTieRule::Lot && !seed)
            return refuse(ctx, "Een loting is pas na te rekenen met een zaad: geef --seed S.");
        auto decided = store.settleFinalTie(winner, seed.value_or(0));
        if (!decided)
            return fail(ctx, decided.error());
    }
    auto view = resolve ? store.resolveFinalistsByLot(*seed) : store.finalists();
    if (!view)
        return fail(ctx, view.error());
    auto t = store.load();
    if (!t)
        return fail(ctx, t.error());
    auto final = store.finalRanking();
    if (!final)
        return fail(ctx, final.error());
    const bool finalPlayed = std::any_of(t->games.begin(), t->games.end(),
                                         [](const GameResult &g) { return g.round == kFinalRound; });
    if (ctx.json) {
        json out{{"finalists", namesJson(t.value(), view->finalists)}, {"tie", nullptr}};
        if (view->tie) {
            out["tie"] = {{"rank", view->tie->rank},
                          {"places", view->tie->places},
                          {"players", namesJson(t.value(), view->tie->players)}};
            if (view->lot)
                out["tie"]["lot"] = {{"seed", std::to_string(view->lot->seed)},
                                     {"order", namesJson(t.value(), view->lot->order)},
                                     {"drawn_at", view->lot->drawnAt}};
            else
                out["tie"]["lot"] = nullptr;
        }
        json rows = json::array();
        if (finalPlayed)
            for (const auto &r : final.value())
                rows.push_back({{"rank", r.rank},
                                {"shared_rank", r.sharedRank},
                                {"name", r.name},
                                {"points", r.ladder.points},
                                {"tens", r.ladder.tens},
                                {"eights", r.ladder.eights},
                                {"fours", r.ladder.fours},
                                {"ones", r.ladder.ones},
                                {"games", r.ladder.games},
                                {"qualifying_rank", r.qualifyingRank}});
        out["final"] = rows;
        const FinalState state = finalState(t.value());
        out["final_tie_rule"] = finalTieRuleKey(t->info.finalTieRule);
        out["final_tie"] = finalTieText(t.value(), state);
        out["champion"] = state.champion ? json(t->player(*state.champion)->name) : json(nullptr);
        printJson(ctx, out);
        return ExitOk;
    }
    ctx.io.out << "Finalisten: "
               << (view->finalists.empty() ? std::string("nog geen") : namesText(t.value(), view->finalists))
               << "\n";
    if (view->tie) {
        ctx.io.out << "Gelijke stand op plaats " << view->tie->rank << " (" << view->tie->places << " plaats"
                   << (view->tie->places == 1 ? "" : "en")
                   << "): " << namesText(t.value(), view->tie->players) << "\n";
        if (view->lot)
            ctx.io.out << "Beslist door loting (zaad " << view->lot->seed
                       << "): " << namesText(t.value(), view->lot->order) << "\n";
        else
            ctx.io.out << "Nog niet beslist: finalists --resolve-by-lot --seed S\n";
    }
    if (finalPlayed) {
        ctx.io.out << "Finale:\n";
        for (const auto &r : final.value())
            ctx.io.out << std::setw(4) << rankText(r.rank, r.sharedRank, ".") << " " << r.name << " "
                       << r.ladder.points << " punten\n";
        const FinalState state = finalState(t.value());
        if (const std::string tie = finalTieText(t.value(), state); !tie.empty())
            ctx.io.out << tie << "\n";
        if (state.tieOpen())
            ctx.io.out << "Beslissen: finalists --settle-final-tie "
                       << (t->info.finalTieRule == FinalTieRule::DecidingGame ? "--winner NR" : "--seed S") << "\n";
        if (state.champion)
            ctx.io.out << "Nederlands kampioen Bonaken: " << t->player(*state.champion)->name << "\n";
    }
    return ExitOk;
}

} // namespace

} // namespace nkb::cli
