#include "cli/cli.h"

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

// game check FILE|-: judges one game at one table. Exit 0 valid, 1 a broken rule,
// 2 unreadable or not a game.
int cmdGame(Context &ctx)
{
    if (ctx.args.size() != 2 || ctx.args[0] != "check") {
        ctx.io.err << "Gebruik: nk-bonaken-cli game check BESTAND.json (of - voor standaardinvoer)\n";
        return ExitUnusable;
    }
    const auto text = readInput(ctx.args[1], ctx.io.in);
    if (!text) {
        ctx.io.err << "Kan " << ctx.args[1] << " niet lezen.\n";
        return ExitUnusable;
    }
    auto parsed = parseGameJson(*text);
    if (const auto *bad = std::get_if<GameParseError>(&parsed)) {
        ctx.io.out << nlohmann::ordered_json{{"ok", false}, {"error", bad->message}}.dump() << "\n";
        ctx.io.err << "Onleesbaar spel: " << bad->message << "\n";
        return ExitUnusable;
    }
    const GameVerdict verdict = checkGame(std::get<GameRecord>(parsed));
    ctx.io.out << verdictToJson(verdict).dump(2) << "\n";
    return verdict.ok ? ExitOk : ExitRefused;
}

} // namespace nkb::cli
