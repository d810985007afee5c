// What the tournament commands share (cmd_common.h).
#include "cli/cmd_common.h"

#include "tournament/limits.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <ostream>
#include <sstream>

namespace nkb::cli {

// --- output ---

namespace {

// The store speaks to every front end; on the command line the way out is the "new" command.
StoreError withCliHint(StoreError e)
{
    const std::string neutral = "maak eerst een nieuw toernooi aan.";
    if (e.message.size() >= neutral.size() &&
        e.message.compare(e.message.size() - neutral.size(), neutral.size(), neutral) == 0)
        e.message += " Dat gaat met: nk-bonaken-cli --db FILE new --name NAAM";
    if (e.comparison)
        e.message += " Met --replace geldt deze invoer, met --keep-first (zonder uitslag) de eerste.";
    return e;
}

} // namespace

int fail(Context &ctx, const StoreError &error)
{
    const StoreError e = withCliHint(error);
    const int code = e.unusable() ? ExitUnusable : ExitRefused;
    if (!ctx.json || (e.rule == 0 && !e.comparison))
        return refuse(ctx, e.message, code);
    json out{{"ok", false}, {"error", e.message}};
    if (e.rule > 0)
        out["rule"] = e.rule;
    if (e.comparison) {
        // Double entry: both entries side by side, seat by seat and gift by gift.
        json rows = json::array();
        for (const ComparedRow &r : e.comparison->rows)
            rows.push_back(
                {{"what", r.label}, {"first", r.first}, {"this", r.second}, {"differs", r.differs}});
        out["first_station"] = e.comparison->firstStation;
        out["comparison"] = rows;
    }
    printJson(ctx, out);
    return code;
}

int unusableInput(Context &ctx, const std::string &message)
{
    return fail(ctx, unusable(message));
}

void printJson(Context &ctx, const json &j)
{
    // A text that is not UTF-8 (from a file written before names were checked) prints as U+FFFD
    // instead of throwing halfway through the answer.
    ctx.io.out << j.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
}

// --- input ---

// FILE or "-" for standard input; nullopt (with a message printed) when it cannot be read.
std::optional<std::string> readInput(Context &ctx, const std::string &path)
{
    if (path == "-")
        return std::string(std::istreambuf_iterator<char>(ctx.io.in), std::istreambuf_iterator<char>());
    std::ifstream f(utf8Path(path), std::ios::binary);
    if (!f)
        return std::nullopt;
    std::ostringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

namespace {

StoreResult<std::unique_ptr<TournamentStore>> open(Context &ctx, bool create)
{
    OpenOptions options;
    options.create = create;
    options.station = ctx.station;
    // Every command checks every row on open. The remembered check (OpenOptions::rememberCheck,
    // store/checkcache.h) stays off: with it, two commands writing one file at once left a seal
    // without its row in about one run in three (test_cli_tournament.cpp, "two programs writing";
    // issue 39's note).
    auto store = TournamentStore::open(*ctx.db, options);
    // Never as if all were well: whatever a command shows of a tournament that lies says so first
    // (what it would write is refused by the store).
    if (store && !store.value()->findings().empty()) {
        const auto &findings = store.value()->findings();
        ctx.io.err << "Let op: de inhoud van dit toernooi klopt niet (" << findings.size()
                   << (findings.size() == 1 ? " bevinding" : " bevindingen")
                   << "; alles op een rij: nk-bonaken-cli check). " << findings.front().text << "\n";
    }
    return store;
}

int passOn(Context &ctx, const StoreError &e)
{
    return refuse(ctx, e.message, e.unusable() ? ExitUnusable : ExitRefused);
}

int openAndRun(Context &ctx, bool create, const std::function<int(TournamentStore &)> &body)
{
    if (!ctx.db)
        return unusableInput(ctx, "Geef het toernooibestand met --db FILE.");
    auto store = open(ctx, create);
    if (!store)
        return fail(ctx, store.error());
    return body(*store.value());
}

} // namespace

int withStore(Context &ctx, const std::function<int(TournamentStore &)> &body)
{
    return openAndRun(ctx, false, body);
}

int withNewStore(Context &ctx, const std::function<int(TournamentStore &)> &body)
{
    return openAndRun(ctx, true, body);
}

int withTournament(Context &ctx, const std::function<int(const Tournament &)> &body)
{
    return withTournament(ctx, [&](const Tournament &t, const TournamentStore &) { return body(t); });
}

int withTournament(Context &ctx, const std::function<int(const Tournament &, const TournamentStore &)> &body)
{
    if (!ctx.db)
        return refuse(ctx, "Geef het toernooibestand met --db FILE.", ExitUnusable);
    auto store = open(ctx, false);
    if (!store)
        return passOn(ctx, store.error());
    const auto loaded = store.value()->load();
    if (!loaded)
        return passOn(ctx, loaded.error());
    if (auto e = checkInfoBounds(loaded->info))
        return refuse(ctx, "Het toernooibestand klopt niet: " + *e, ExitUnusable);
    return body(loaded.value(), *store.value());
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
        code = refuse(ctx, args.problem());
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
                {"present", p.present},
                {"person_id", p.personId},
                {"not_published", p.notPublished}};
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

std::string textColumn(const std::string &text, std::size_t width)
{
    std::string out;
    std::size_t shown = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        len = std::min(len, text.size() - i);
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1Fu) : len == 3 ? (c & 0x0Fu) : (c & 0x07u);
        for (std::size_t k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
        const bool combining = (cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x1AB0 && cp <= 0x1AFF) ||
                               (cp >= 0x1DC0 && cp <= 0x1DFF) || (cp >= 0x20D0 && cp <= 0x20FF) ||
                               (cp >= 0xFE20 && cp <= 0xFE2F);
        if (!combining && shown == width)
            break;
        out.append(text, i, len);
        if (!combining)
            ++shown;
        i += len;
    }
    return out + std::string(width - shown, ' ');
}

} // namespace nkb::cli
