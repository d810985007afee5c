// The tournament commands of nk-bonaken-cli (--db FILE): parse, call core/store, print JSON or
// readable Dutch text. Exit 0 done, 1 refused (nothing changed), 2 file unusable.
#include "cli/args.h"
#include "cli/cli.h"

#include "services/drawround.h"
#include "services/gameentry.h"
#include "store/tournamentstore.h"
#include "tournament/standings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iterator>
#include <memory>
#include <ostream>
#include <sstream>

namespace nkb::cli {

using json = nlohmann::ordered_json;

namespace {

// --- output ---

// The store speaks to every front end; on the command line the way out is the "new" command.
StoreError withCliHint(StoreError e)
{
    const std::string neutral = "maak eerst een nieuw toernooi aan.";
    if (e.message.size() >= neutral.size() &&
        e.message.compare(e.message.size() - neutral.size(), neutral.size(), neutral) == 0)
        e.message += " Dat gaat met: nk-bonaken-cli --db FILE new --name NAAM";
    return e;
}

int fail(Context &ctx, const StoreError &error)
{
    const StoreError e = withCliHint(error);
    const int code = e.unusable() ? ExitUnusable : ExitRefused;
    if (ctx.json) {
        json out{{"ok", false}, {"error", e.message}};
        if (e.rule > 0)
            out["rule"] = e.rule;
        ctx.io.out << out.dump(2) << "\n";
    } else {
        ctx.io.err << (e.unusable() ? "Fout: " : "Geweigerd: ") << e.message << "\n";
    }
    return code;
}

int refuse(Context &ctx, const std::string &message, int rule = 0)
{
    return fail(ctx, refused(message, rule));
}

int unusableInput(Context &ctx, const std::string &message)
{
    return fail(ctx, unusable(message));
}

void printJson(Context &ctx, const json &j)
{
    ctx.io.out << j.dump(2) << "\n";
}

// --- input ---

// FILE or "-" for standard input; nullopt (with a message printed) when it cannot be read.
std::optional<std::string> readInput(Context &ctx, const std::string &path)
{
    if (path == "-")
        return std::string(std::istreambuf_iterator<char>(ctx.io.in), std::istreambuf_iterator<char>());
    std::ifstream f(path, std::ios::binary);
    if (!f)
        return std::nullopt;
    std::ostringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

std::unique_ptr<TournamentStore> openStore(Context &ctx, int &code, bool create = false)
{
    if (!ctx.db) {
        code = unusableInput(ctx, "Geef het toernooibestand met --db FILE.");
        return nullptr;
    }
    OpenOptions options;
    options.create = create;
    options.station = ctx.station;
    auto store = TournamentStore::open(*ctx.db, options);
    if (!store) {
        code = fail(ctx, store.error());
        return nullptr;
    }
    return std::move(store).value();
}

// Reads an integer option; prints a refusal and sets code when it is not a number.
bool intOption(Context &ctx, const Args &args, const std::string &name, std::optional<long long> &out,
               int &code)
{
    bool ok = true;
    out = args.integer(name, ok);
    if (!ok || (out && (*out < -1000000 || *out > 1000000))) {
        code = refuse(ctx, name + " verwacht een geheel getal.");
        return false;
    }
    return true;
}

bool checkArgs(Context &ctx, const Args &args, int &code)
{
    if (!args.problem().empty()) {
        code = refuse(ctx, "Optie " + args.problem().substr(6));
        return false;
    }
    return true;
}

// --- JSON of domain values ---

json playerJson(const Player &p)
{
    return json{{"start_number", p.startNumber},
                {"name", p.name},
                {"club", p.club},
                {"categories", p.categories},
                {"joins_from_round", p.joinsFromRound},
                {"withdrawn_from_round", p.withdrawnFromRound ? json(*p.withdrawnFromRound) : json(nullptr)},
                {"present", p.present}};
}

std::string nameOf(const Tournament &t, int startNumber)
{
    const Player *p = t.player(startNumber);
    return p ? p->name : "#" + std::to_string(startNumber);
}

json namesJson(const Tournament &t, const std::vector<int> &startNumbers)
{
    json out = json::array();
    for (int sn : startNumbers)
        out.push_back(nameOf(t, sn));
    return out;
}

std::string namesText(const Tournament &t, const std::vector<int> &startNumbers)
{
    std::string out;
    for (int sn : startNumbers)
        out += (out.empty() ? "" : ", ") + nameOf(t, sn);
    return out;
}

json tablesJson(const Tournament &t, const std::vector<Table> &tables)
{
    json out = json::array();
    for (const auto &tb : tables)
        out.push_back({{"table", tb.number}, {"players", namesJson(t, tb.seats)}});
    return out;
}

void printTablesText(Context &ctx, const Tournament &t, const std::vector<Table> &tables)
{
    for (const auto &tb : tables)
        ctx.io.out << "Tafel " << tb.number << ": " << namesText(t, tb.seats) << "\n";
}

// --- new ---

int cmdNew(Context &ctx)
{
    Args args(ctx.args);
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
    auto store = openStore(ctx, code, true);
    if (!store)
        return code;
    if (auto e = store->createTournament(info))
        return fail(ctx, *e);
    if (ctx.json)
        printJson(ctx, {{"ok", true},
                        {"tournament",
                         {{"name", info.name},
                          {"date", info.date},
                          {"venue", info.venue},
                          {"rounds", info.rounds},
                          {"games_per_round", info.gamesPerRound}}}});
    else
        ctx.io.out << "Toernooi \"" << info.name << "\" aangemaakt in " << *ctx.db << " (" << info.rounds
                   << " ronden, " << info.gamesPerRound << " spellen per ronde).\n";
    return ExitOk;
}

// --- players ---

int cmdPlayers(Context &ctx)
{
    if (ctx.args.empty())
        return refuse(ctx, "Gebruik: players add|import|list|edit|remove|checkin|checkout|withdraw|late ...");
    const std::string sub = ctx.args.front();
    Args args(std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()), {"--no-categories"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> fromRound;
    if (!intOption(ctx, args, "--from-round", fromRound, code))
        return code;
    if (sub == "list") {
        auto store = openStore(ctx, code);
        if (!store)
            return code;
        auto players = store->players();
        if (!players)
            return fail(ctx, players.error());
        if (ctx.json) {
            json out = json::array();
            for (const auto &p : players.value())
                out.push_back(playerJson(p));
            printJson(ctx, out);
        } else {
            for (const auto &p : players.value()) {
                ctx.io.out << std::setw(4) << p.startNumber << "  " << p.name;
                if (!p.club.empty())
                    ctx.io.out << " (" << p.club << ")";
                for (const auto &c : p.categories)
                    ctx.io.out << " [" << c << "]";
                if (p.joinsFromRound > 1)
                    ctx.io.out << " vanaf ronde " << p.joinsFromRound;
                if (p.withdrawnFromRound)
                    ctx.io.out << " teruggetrokken vanaf ronde " << *p.withdrawnFromRound;
                if (!p.present)
                    ctx.io.out << " — afgemeld";
                ctx.io.out << "\n";
            }
            const auto present =
                std::count_if(players->begin(), players->end(), [](const Player &p) { return p.present; });
            ctx.io.out << players->size() << " spelers, " << present << " aanwezig\n";
        }
        return ExitOk;
    }
    if (sub == "import") {
        if (args.positional().size() != 1)
            return refuse(ctx, "Gebruik: players import FILE.csv");
        const auto text = readInput(ctx, args.positional().front());
        if (!text)
            return unusableInput(ctx, "Het bestand \"" + args.positional().front() +
                                          "\" kan niet gelezen worden.");
        auto store = openStore(ctx, code);
        if (!store)
            return code;
        auto added = store->importPlayersCsv(*text);
        if (!added)
            return fail(ctx, added.error());
        if (ctx.json) {
            json list = json::array();
            for (const auto &p : added.value())
                list.push_back(playerJson(p));
            printJson(ctx, {{"ok", true}, {"added", added->size()}, {"players", list}});
        } else {
            ctx.io.out << added->size() << " spelers toegevoegd (startnummers " << added->front().startNumber
                       << " tot en met " << added->back().startNumber << ").\n";
        }
        return ExitOk;
    }
    if (sub == "add" || sub == "late" || sub == "withdraw") {
        if (args.positional().size() != 1)
            return refuse(ctx, "Gebruik: players " + sub + " NAAM" +
                                   (sub == "add" ? " [--club C] [--category K]" : " --from-round R"));
        const std::string name = args.positional().front();
        auto store = openStore(ctx, code);
        if (!store)
            return code;
        NewPlayer np;
        np.name = name;
        np.club = args.value("--club").value_or("");
        np.categories = args.values("--category");
        std::optional<PlayerChange> change;
        if (sub == "add") {
            if (fromRound)
                np.joinsFromRound = static_cast<int>(*fromRound);
            auto p = store->addPlayer(np);
            if (!p)
                return fail(ctx, p.error());
            change = PlayerChange{p.value(), {}};
        } else {
            if (!fromRound)
                return refuse(ctx, "Geef de ronde met --from-round R.");
            auto c = sub == "late" ? store->lateEntry(NewPlayer{np.name, np.club, np.categories,
                                                                static_cast<int>(*fromRound)})
                                   : store->withdrawPlayer(name, static_cast<int>(*fromRound));
            if (!c)
                return fail(ctx, c.error());
            change = c.value();
        }
        if (ctx.json) {
            printJson(ctx,
                      {{"ok", true}, {"player", playerJson(change->player)}, {"warnings", change->warnings}});
        } else {
            const Player &p = change->player;
            if (sub == "add")
                ctx.io.out << "Speler " << p.startNumber << " " << p.name << " toegevoegd.\n";
            else if (sub == "late")
                ctx.io.out << p.startNumber << " " << p.name << " speelt mee vanaf ronde " << p.joinsFromRound
                           << ".\n";
            else
                ctx.io.out << p.startNumber << " " << p.name << " is teruggetrokken vanaf ronde "
                           << *p.withdrawnFromRound << "; de punten blijven staan.\n";
            for (const auto &w : change->warnings)
                ctx.io.out << "Let op: " << w << "\n";
        }
        return ExitOk;
    }
    if (sub == "edit" || sub == "remove" || sub == "checkin" || sub == "checkout") {
        if (args.positional().size() != 1)
            return refuse(
                ctx,
                "Gebruik: players " + sub + " NAAM" +
                    (sub == "edit" ? " [--name NIEUW] [--club C] [--category K]… [--no-categories]" : ""));
        const std::string name = args.positional().front();
        auto store = openStore(ctx, code);
        if (!store)
            return code;
        auto players = store->players();
        if (!players)
            return fail(ctx, players.error());
        const auto found =
            std::find_if(players->begin(), players->end(), [&](const Player &p) { return p.name == name; });
        if (found == players->end())
            return refuse(ctx, "Er is geen speler \"" + name + "\".");
        const Player before = *found;
        if (sub == "remove") {
            if (auto refusal = store->removePlayer(before.startNumber))
                return fail(ctx, *refusal);
            if (ctx.json)
                printJson(ctx, {{"ok", true}, {"removed", playerJson(before)}});
            else
                ctx.io.out << "Speler " << before.startNumber << " " << before.name << " verwijderd.\n";
            return ExitOk;
        }
        PlayerChange change;
        if (sub == "edit") {
            NewPlayer np{args.value("--name").value_or(before.name),
                         args.value("--club").value_or(before.club), before.categories,
                         before.joinsFromRound};
            if (args.flag("--no-categories"))
                np.categories.clear();
            if (!args.values("--category").empty())
                np.categories = args.values("--category");
            auto p = store->editPlayer(before.startNumber, np);
            if (!p)
                return fail(ctx, p.error());
            change.player = p.value();
        } else {
            auto c = store->setPresent(before.startNumber, sub == "checkin");
            if (!c)
                return fail(ctx, c.error());
            change = c.value();
        }
        if (ctx.json) {
            printJson(ctx,
                      {{"ok", true}, {"player", playerJson(change.player)}, {"warnings", change.warnings}});
        } else {
            const Player &p = change.player;
            if (sub == "edit")
                ctx.io.out << "Speler " << p.startNumber << " gewijzigd: " << p.name
                           << (p.club.empty() ? std::string() : " (" + p.club + ")") << ".\n";
            else
                ctx.io.out << p.startNumber << " " << p.name
                           << (p.present
                                   ? " is aangemeld (aanwezig).\n"
                                   : " is afgemeld: niet ingedeeld in rondes die hierna worden geloot.\n");
            for (const auto &w : change.warnings)
                ctx.io.out << "Let op: " << w << "\n";
        }
        return ExitOk;
    }
    return refuse(ctx, "Onbekende opdracht: players " + sub +
                           " (add, import, list, edit, remove, checkin, checkout, withdraw, late).");
}

// --- tables ---

int cmdTables(Context &ctx)
{
    const bool set = !ctx.args.empty() && ctx.args.front() == "set";
    Args args(set ? std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()) : ctx.args);
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> round;
    if (!intOption(ctx, args, "--round", round, code))
        return code;
    if (!round)
        return refuse(ctx, set ? "Gebruik: tables set --round R FILE.csv" : "Gebruik: tables --round R");
    const int r = static_cast<int>(*round);
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    if (set) {
        if (args.positional().size() != 1)
            return refuse(ctx, "Gebruik: tables set --round R FILE.csv");
        const auto text = readInput(ctx, args.positional().front());
        if (!text)
            return unusableInput(ctx, "Het bestand \"" + args.positional().front() +
                                          "\" kan niet gelezen worden.");
        auto report = store->setTablesCsv(r, *text);
        if (!report)
            return fail(ctx, report.error());
        auto t = store->load();
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
                ctx.io.out << "Let op, niet ingedeeld: " << namesText(t.value(), report->notSeated) << "\n";
        }
        return ExitOk;
    }
    if (!args.positional().empty())
        return refuse(ctx, "Gebruik: tables --round R (of tables set --round R FILE.csv)");
    auto t = store->load();
    if (!t)
        return fail(ctx, t.error());
    const Round *rd = t->round(r);
    const std::vector<Table> tables = rd ? rd->tables : std::vector<Table>{};
    if (ctx.json) {
        printJson(ctx, tablesJson(t.value(), tables));
    } else {
        if (tables.empty())
            ctx.io.out << "Ronde " << r << " is nog niet ingedeeld.\n";
        printTablesText(ctx, t.value(), tables);
    }
    return ExitOk;
}

// --- result ---

// What was stored for a game: its points per player (and the earlier result on a correction).
void printEntered(Context &ctx, const GameRef &ref, const EnteredGame &g, const std::vector<std::string> &warnings)
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
        if (!warnings.empty())
            out["warnings"] = warnings;
        printJson(ctx, out);
    } else {
        ctx.io.out << (g.correction ? "Correctie opgeslagen: " : "Uitslag opgeslagen: ")
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
int enterGameFile(Context &ctx, TournamentStore &store, const GameRef &ref, const std::string &path)
{
    const auto text = readInput(ctx, path);
    if (!text)
        return unusableInput(ctx, "Kan " + path + " niet lezen.");
    auto judged = enterGameJson(store, ref, *text);
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

int cmdResult(Context &ctx)
{
    Args args(ctx.args, {"--final"});
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
                           "FILE.json), of result --final --game G ...");
    GameRef ref{final ? kFinalRound : static_cast<int>(*round), final ? 1 : static_cast<int>(*table),
                static_cast<int>(*game)};
    if (final && table && *table != 1)
        return refuse(ctx, "De finale is één tafel (tafel 1).");
    const auto pointsText = args.value("--points");
    if (pointsText.has_value() == !args.positional().empty() || args.positional().size() > 1)
        return refuse(ctx, "Geef de uitslag met --points \"Anna=10,Bram=8,Cor=4,Dirk=1\" of als één "
                           "spelbestand (FILE.json).");
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    if (!pointsText)
        return enterGameFile(ctx, *store, ref, args.positional().front());
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
    auto entered = store->enterPoints(ref, points);
    if (!entered)
        return fail(ctx, entered.error());
    printEntered(ctx, ref, entered.value(), {});
    return ExitOk;
}

// --- undo ---

int cmdUndo(Context &ctx)
{
    int code = ExitOk;
    if (!ctx.args.empty())
        return refuse(ctx, "Gebruik: undo");
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    auto what = store->undo();
    if (!what)
        return fail(ctx, what.error());
    if (ctx.json)
        printJson(ctx, {{"ok", true}, {"undone", what.value()}});
    else
        ctx.io.out << "Ongedaan gemaakt: " << what.value() << "\n";
    return ExitOk;
}

// --- standings ---

int cmdStandings(Context &ctx)
{
    Args args(ctx.args);
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
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    auto rows = store->standings(options);
    if (!rows)
        return fail(ctx, rows.error());
    if (ctx.json) {
        json out = json::array();
        for (const auto &r : rows.value())
            out.push_back({{"rank", r.rank},
                           {"start_number", r.startNumber},
                           {"name", r.name},
                           {"club", r.club},
                           {"points", r.ladder.points},
                           {"tens", r.ladder.tens},
                           {"eights", r.ladder.eights},
                           {"fours", r.ladder.fours},
                           {"ones", r.ladder.ones},
                           {"zeros", r.ladder.zeros},
                           {"games", r.ladder.games},
                           {"shared", r.sharedRank},
                           {"withdrawn", r.withdrawn},
                           {"tie_at_cut", r.tieAtCut}});
        printJson(ctx, out);
        return ExitOk;
    }
    ctx.io.out << "Klassement" << (after ? " na ronde " + std::to_string(*after) : std::string())
               << (options.category ? " (" + *options.category + ")" : std::string())
               << "\n  Pl.  Nr  Naam                      Ptn  10  8  4  1  0  Sp\n";
    for (const auto &r : rows.value()) {
        std::string rank = std::to_string(r.rank) + (r.sharedRank ? "=" : ".");
        ctx.io.out << std::setw(5) << rank << std::setw(4) << r.startNumber << "  " << std::left
                   << std::setw(24) << r.name.substr(0, 24) << std::right << std::setw(5) << r.ladder.points
                   << std::setw(4) << r.ladder.tens << std::setw(3) << r.ladder.eights << std::setw(3)
                   << r.ladder.fours << std::setw(3) << r.ladder.ones << std::setw(3) << r.ladder.zeros
                   << std::setw(4) << r.ladder.games << (r.withdrawn ? "  teruggetrokken" : "")
                   << (r.tieAtCut ? "  gelijk over de finalegrens: loting" : "") << "\n";
    }
    return ExitOk;
}

// --- finalists ---

int cmdFinalists(Context &ctx)
{
    Args args(ctx.args, {"--resolve-by-lot"});
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
    if (resolve && !seed)
        return refuse(ctx, "Een loting is pas na te rekenen met een zaad: geef --seed S.");
    if (!resolve && seed)
        return refuse(ctx, "--seed hoort bij --resolve-by-lot.");
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    auto view = resolve ? store->resolveFinalistsByLot(*seed) : store->finalists();
    if (!view)
        return fail(ctx, view.error());
    auto t = store->load();
    if (!t)
        return fail(ctx, t.error());
    auto final = store->finalRanking();
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
                                {"name", r.name},
                                {"points", r.ladder.points},
                                {"tens", r.ladder.tens},
                                {"eights", r.ladder.eights},
                                {"fours", r.ladder.fours},
                                {"ones", r.ladder.ones},
                                {"games", r.ladder.games},
                                {"qualifying_rank", r.qualifyingRank}});
        out["final"] = rows;
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
            ctx.io.out << std::setw(3) << r.rank << ". " << r.name << " " << r.ladder.points << " punten\n";
    }
    return ExitOk;
}

// --- export / import ---

int cmdExport(Context &ctx)
{
    int code = ExitOk;
    if (!ctx.args.empty())
        return refuse(ctx, "Gebruik: export");
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    auto doc = store->exportJson();
    if (!doc)
        return fail(ctx, doc.error());
    ctx.io.out << doc.value() << "\n";
    return ExitOk;
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

// draw --round R [--seed S]: draws the round for the players present (core/services).
int cmdDrawRound(Context &ctx)
{
    Args args(ctx.args);
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
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    auto drawn = drawRound(*store, static_cast<int>(*round), seed);
    if (!drawn)
        return fail(ctx, drawn.error());
    const DrawnRound &d = drawn.value();
    auto loaded = store->load();
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
                        {"known_minimum", d.knownMinimum}});
    } else {
        ctx.io.out << "Ronde " << d.round << " geloot (lot " << d.seed << ", algoritme " << d.algorithmVersion
                   << "):\n";
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
        if (d.knownMinimum > 0)
            ctx.io.out << "Bij dit aantal spelers zijn minstens " << d.knownMinimum
                       << " herhalingen over alle ronden onvermijdelijk.\n";
    }
    return ExitOk;
}

} // namespace

bool isTournamentCommand(const std::string &command)
{
    return command == "new" || command == "players" || command == "tables" || command == "draw" ||
           command == "result" || command == "undo" || command == "standings" || command == "finalists" ||
           command == "export" || command == "import";
}

int cmdTournament(const std::string &command, Context &ctx)
{
    if (command == "new")
        return cmdNew(ctx);
    if (command == "players")
        return cmdPlayers(ctx);
    if (command == "tables")
        return cmdTables(ctx);
    if (command == "result")
        return cmdResult(ctx);
    if (command == "undo")
        return cmdUndo(ctx);
    if (command == "standings")
        return cmdStandings(ctx);
    if (command == "finalists")
        return cmdFinalists(ctx);
    if (command == "export")
        return cmdExport(ctx);
    if (command == "import")
        return cmdImport(ctx);
    if (command == "draw")
        return cmdDrawRound(ctx);
    return unusableInput(ctx, "Onbekende opdracht: " + command);
}

} // namespace nkb::cli
