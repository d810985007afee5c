// nk-bonaken-cli draw plan: the table draw without a database.
//   draw plan --players N|1-14,16-20 [--rounds 5] [--seed S] [--fixed FILE.json]
// Prints {"rounds": [...], "repeats": 0, "three_seats_repeated": 0, "three_seats_early": 0, "seed": S,
// "algorithm_version": V}; all rounds, the fixed ones first and unchanged.
#include "cli/args.h"
#include "cli/cli.h"
#include "draw/draw.h"
#include "rules/textinput.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

namespace nkb::cli {

namespace {

using Json = nlohmann::ordered_json;
using draw::PlayerId;
using draw::Round;

constexpr long long kMaxPlayerNumber = 100000;

std::optional<std::uint64_t> parseSeed(const std::string &text)
{
    std::uint64_t v = 0;
    const char *end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc{} || ptr != end)
        return std::nullopt;
    return v;
}

// "N" means players 1..N; otherwise a list of numbers and ranges: "1-14,16-20".
std::optional<std::vector<PlayerId>> parsePlayers(const std::string &text, std::string &error)
{
    std::vector<PlayerId> players;
    if (auto n = parseInteger(text)) {
        if (*n < 1 || *n > kMaxPlayerNumber) {
            error = "--players: het aantal spelers moet tussen 1 en " + std::to_string(kMaxPlayerNumber) +
                    " liggen.";
            return std::nullopt;
        }
        for (long long p = 1; p <= *n; ++p)
            players.push_back(static_cast<PlayerId>(p));
        return players;
    }
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        const auto dash = part.find('-');
        const auto from = parseInteger(part.substr(0, dash));
        const auto to = dash == std::string::npos ? from : parseInteger(part.substr(dash + 1));
        if (!from || !to || *from < 1 || *to < *from || *to > kMaxPlayerNumber) {
            error = "--players: '" + part + "' is geen speler of reeks spelers (bijvoorbeeld 1-14,16-20).";
            return std::nullopt;
        }
        for (long long p = *from; p <= *to; ++p)
            players.push_back(static_cast<PlayerId>(p));
    }
    if (players.empty()) {
        error = "--players: geen spelers opgegeven.";
        return std::nullopt;
    }
    return players;
}

// Rounds as printed by draw plan: [[[1,2,3,4],[5,6,7]], ...] or {"rounds": [...]}.
std::optional<std::vector<Round>> readRounds(const Json &doc, std::string &error)
{
    const Json *rounds = &doc;
    if (doc.is_object()) {
        if (!doc.contains("rounds")) {
            error = "Het bestand met gespeelde rondes mist \"rounds\".";
            return std::nullopt;
        }
        rounds = &doc["rounds"];
    }
    if (!rounds->is_array()) {
        error = "De gespeelde rondes moeten een lijst van rondes zijn.";
        return std::nullopt;
    }
    std::vector<Round> out;
    for (std::size_t r = 0; r < rounds->size(); ++r) {
        const Json &round = (*rounds)[r];
        const std::string where = "ronde " + std::to_string(r + 1);
        if (!round.is_array()) {
            error = "In het bestand is " + where + " geen lijst van tafels.";
            return std::nullopt;
        }
        Round parsed;
        for (const Json &table : round) {
            if (!table.is_array()) {
                error = "In het bestand heeft " + where + " een tafel die geen lijst van spelers is.";
                return std::nullopt;
            }
            draw::Table t;
            for (const Json &p : table) {
                if (!p.is_number_integer() || p.get<long long>() < 1 ||
                    p.get<long long>() > kMaxPlayerNumber) {
                    // The value itself is not repeated: it may be anything, of any size.
                    error = "In het bestand staat in " + where + " een speler die geen startnummer is.";
                    return std::nullopt;
                }
                t.push_back(p.get<PlayerId>());
            }
            parsed.push_back(std::move(t));
        }
        out.push_back(std::move(parsed));
    }
    return out;
}

} // namespace

int cmdDraw(Context &ctx)
{
    // The plan is for programs: every answer, a refusal too, is one line of JSON.
    ctx.json = ctx.jsonLine = true;
    const Args args(ctx.args, {"--players", "--rounds", "--seed", "--fixed"});
    if (!args.problem().empty())
        return refuse(ctx, args.problem());
    if (args.positional().size() != 1 || args.positional()[0] != "plan")
        return refuse(
            ctx, "Gebruik: draw plan --players N|1-14,16-20 [--rounds 5] [--seed S] [--fixed BESTAND.json]"
                 " (loten in een toernooi: --db BESTAND draw --round R).");

    bool ok = true;
    const auto rounds = args.integer("--rounds", ok);
    if (!ok || (rounds && (*rounds < 1 || *rounds > 50)))
        return refuse(ctx, "--rounds moet een geheel getal van 1 tot en met 50 zijn.");
    std::uint64_t seed = 0;
    if (const auto s = args.value("--seed")) {
        const auto parsed = parseSeed(*s);
        if (!parsed)
            return refuse(ctx, "--seed moet een geheel getal van 0 of meer zijn.");
        seed = *parsed;
    }

    std::vector<Round> fixed;
    if (const auto file = args.value("--fixed")) {
        std::ifstream in(utf8Path(*file), std::ios::binary);
        if (!in)
            return refuse(ctx, "Kan het bestand " + *file + " niet lezen.", ExitUnusable);
        std::ostringstream text;
        text << in.rdbuf();
        if (!jsonNestingWithin(text.str()))
            return refuse(ctx, "Het bestand " + *file + ": " + jsonTooDeepMessage(), ExitUnusable);
        Json doc;
        try {
            doc = Json::parse(text.str(), nullptr, false);
        } catch (const Json::exception &) { // a number beyond any double ("1e999")
            doc = Json(Json::value_t::discarded);
        }
        if (doc.is_discarded())
            return refuse(ctx, "Het bestand " + *file + " is geen geldige JSON.", ExitUnusable);
        std::string error;
        auto parsed = readRounds(doc, error);
        if (!parsed)
            return refuse(ctx, error);
        fixed = std::move(*parsed);
    }

    std::vector<PlayerId> players;
    if (const auto spec = args.value("--players")) {
        std::string error;
        auto parsed = parsePlayers(*spec, error);
        if (!parsed)
            return refuse(ctx, error);
        players = std::move(*parsed);
    } else if (!fixed.empty()) {
        for (const auto &table : fixed.back())
            players.insert(players.end(), table.begin(), table.end());
    } else {
        return refuse(ctx, "--players ontbreekt: het aantal spelers (16) of hun startnummers (1-14,16-20).");
    }

    const int total = rounds ? static_cast<int>(*rounds) : 5;
    if (fixed.size() > static_cast<std::size_t>(total))
        return refuse(ctx, "Het bestand bevat " + std::to_string(fixed.size()) + " rondes, meer dan de " +
                               std::to_string(total) + " van het toernooi.");
    const auto outcome = draw::planDraw(draw::DrawRequest::samePlayers(players, total, seed, fixed));
    if (!outcome)
        return refuse(ctx, outcome.error());

    Json out;
    out["rounds"] = outcome->rounds;
    out["repeats"] = outcome->repeats;
    out["three_seats_repeated"] = outcome->threeSeatsRepeated;
    out["three_seats_early"] = outcome->threeSeatsEarly; // out of turn
    out["seed"] = outcome->seed;
    out["algorithm_version"] = outcome->algorithmVersion;
    ctx.io.out << out.dump() << "\n";
    return ExitOk;
}

} // namespace nkb::cli
