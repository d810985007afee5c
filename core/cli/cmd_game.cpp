#include "cli/cli.h"

#include "cli/args.h"

#include "gamefile/gamecheck.h"
#include "gamefile/gamejson.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace nkb::cli {

namespace {

std::optional<std::string> readInput(const std::string &path, std::istream &in)
{
    if (path == "-")
        return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    std::ifstream file(utf8Path(path), std::ios::binary);
    if (!file)
        return std::nullopt;
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace

// game check [--rules PRESET] FILE|-: judges one game at one table under a rule set (default
// nk2019). Exit 0 valid, 1 a broken rule, 2 unreadable or not a game.
int cmdGame(Context &ctx)
{
    const Args args(ctx.args, {"--rules"});
    const auto &pos = args.positional();
    if (!args.problem().empty() || pos.size() != 2 || pos[0] != "check") {
        if (!args.problem().empty())
            ctx.io.err << "game: " << args.problem() << "\n";
        ctx.io.err << "Gebruik: nk-bonaken-cli game check [--rules nk2019|hazerswoude[+OPTIE...]] BESTAND.json "
                      "(of - voor standaardinvoer)\n";
        return ExitUnusable;
    }
    const Result<RuleSet> rules = RuleSet::fromName(args.value("--rules").value_or("nk2019"));
    if (!rules) {
        ctx.io.err << "game: " << rules.error().message << "\n";
        return ExitUnusable;
    }
    const auto text = readInput(pos[1], ctx.io.in);
    if (!text) {
        ctx.io.err << "Kan " << pos[1] << " niet lezen.\n";
        return ExitUnusable;
    }
    auto parsed = parseGameJson(*text);
    if (const auto *bad = std::get_if<GameParseError>(&parsed)) {
        ctx.io.out << nlohmann::ordered_json{{"ok", false}, {"error", bad->message}}.dump() << "\n";
        ctx.io.err << "Onleesbaar spel: " << bad->message << "\n";
        return ExitUnusable;
    }
    const GameVerdict verdict = checkGame(std::get<GameRecord>(parsed), *rules);
    ctx.io.out << verdictToJson(verdict).dump(2) << "\n";
    return verdict.ok ? ExitOk : ExitRefused;
}

} // namespace nkb::cli
