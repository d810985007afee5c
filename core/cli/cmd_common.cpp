// What the tournament commands share (cmd_common.h).
#include "cli/cmd_common.h"

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
    return e;
}

} // namespace

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

int refuse(Context &ctx, const std::string &message, int rule)
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

std::unique_ptr<TournamentStore> openStore(Context &ctx, int &code, bool create)
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

} // namespace nkb::cli
