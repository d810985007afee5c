// The two inspectors for referees at the desk: `roem` (claimable roem of six cards) and
// `legal` (which cards may be played to a trick). Output: one line of JSON on stdout.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/cli.h"
#include "rules/card.h"
#include "rules/roem.h"
#include "rules/trick.h"

namespace nkb::cli {

namespace {

// "H", "harten", "none"/"geen" (no trump). nullopt when the text is not a trump.
std::optional<Trump> parseTrump(const std::string &text)
{
    std::string lower;
    for (char ch : text)
        lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
    if (lower == "none" || lower == "geen" || lower == "-")
        return std::optional<Trump>(std::in_place, std::nullopt);
    if (auto s = parseSuit(text))
        return std::optional<Trump>(std::in_place, *s);
    return std::nullopt;
}

// Cards separated by commas and/or given as separate words; an empty text is no cards.
bool parseCards(const std::vector<std::string> &words, std::vector<Card> &out, std::string &bad)
{
    for (const std::string &word : words) {
        std::size_t start = 0;
        while (start <= word.size()) {
            const std::size_t comma = std::min(word.find(',', start), word.size());
            const std::string piece = word.substr(start, comma - start);
            if (piece.find_first_not_of(" \t") != std::string::npos) {
                const auto card = parseCard(piece);
                if (!card) {
                    bad = piece;
                    return false;
                }
                out.push_back(*card);
            }
            start = comma + 1;
        }
    }
    return true;
}

std::optional<Card> firstDuplicate(std::vector<Card> cards)
{
    std::sort(cards.begin(), cards.end());
    const auto it = std::adjacent_find(cards.begin(), cards.end());
    return it == cards.end() ? std::nullopt : std::optional<Card>(*it);
}

int unusable(Context &ctx, const std::string &command, const std::string &message)
{
    ctx.io.err << command << ": " << message << "\n";
    return ExitUnusable;
}

std::optional<Trump> trumpOption(Context &ctx, const Args &args, const std::string &command, int &exitCode)
{
    const auto text = args.value("--trump");
    if (!text) {
        exitCode = unusable(ctx, command, "geef de troef met --trump (C, D, H, S of none).");
        return std::nullopt;
    }
    const auto trump = parseTrump(*text);
    if (!trump)
        exitCode = unusable(ctx, command, "onbekende troef '" + *text + "' (gebruik C, D, H, S of none).");
    return trump;
}

// --rules PRESET (default nk2019).
std::optional<RuleSet> rulesOption(Context &ctx, const Args &args, const std::string &command, int &exitCode)
{
    const Result<RuleSet> rules = RuleSet::fromName(args.value("--rules").value_or("nk2019"));
    if (!rules) {
        exitCode = unusable(ctx, command, rules.error().message);
        return std::nullopt;
    }
    return *rules;
}

} // namespace

int cmdRoem(Context &ctx)
{
    const Args args(ctx.args, {"--trump", "--rules"});
    if (!args.problem().empty()) {
        unusable(ctx, "roem", args.problem());
        // A misspelt option is refused like any other bad input.
        return args.unknownOption() ? ExitRefused : ExitUnusable;
    }
    int exitCode = ExitOk;
    const auto trump = trumpOption(ctx, args, "roem", exitCode);
    if (!trump)
        return exitCode;
    const auto rules = rulesOption(ctx, args, "roem", exitCode);
    if (!rules)
        return exitCode;
    std::vector<Card> cards;
    std::string bad;
    if (!parseCards(args.positional(), cards, bad))
        return unusable(ctx, "roem", "'" + bad + "' is geen kaart (voorbeelden: JH, TS, 10S, 7C, BH).");
    if (cards.size() != 6)
        return unusable(ctx, "roem",
                        "geef precies zes kaarten (regel 23, 47), niet " + std::to_string(cards.size()) +
                            ".");
    if (const auto dup = firstDuplicate(cards))
        return unusable(ctx, "roem", "de kaart " + toString(*dup) + " staat er twee keer in.");
    const nlohmann::json out{{"claimable", claimableRoem(cards, *trump, *rules)}};
    ctx.io.out << out.dump() << "\n";
    return ExitOk;
}

int cmdLegal(Context &ctx)
{
    const Args args(ctx.args, {"--trump", "--trick", "--hand", "--rules"});
    if (!args.problem().empty()) {
        unusable(ctx, "legal", args.problem());
        return args.unknownOption() ? ExitRefused : ExitUnusable;
    }
    if (!args.positional().empty())
        return unusable(ctx, "legal",
                        "onverwacht argument '" + args.positional().front() +
                            "' (gebruik --trump, --trick, --hand en --rules).");
    int exitCode = ExitOk;
    const auto trump = trumpOption(ctx, args, "legal", exitCode);
    if (!trump)
        return exitCode;
    const auto rules = rulesOption(ctx, args, "legal", exitCode);
    if (!rules)
        return exitCode;
    std::vector<Card> trick;
    std::vector<Card> hand;
    std::string bad;
    if (!parseCards(args.values("--trick"), trick, bad) || !parseCards(args.values("--hand"), hand, bad))
        return unusable(ctx, "legal", "'" + bad + "' is geen kaart (voorbeelden: JH, TS, 10S, 7C, BH).");
    if (hand.empty())
        return unusable(ctx, "legal", "geef de kaarten in de hand met --hand, bijvoorbeeld --hand 7S,8H,JH.");
    if (hand.size() > 6)
        return unusable(ctx, "legal",
                        "een hand heeft hoogstens zes kaarten, niet " + std::to_string(hand.size()) + ".");
    if (trick.size() > 6)
        return unusable(ctx, "legal",
                        "een slag heeft hoogstens zeven kaarten; er liggen er al " +
                            std::to_string(trick.size()) + ".");
    std::vector<Card> all = hand;
    all.insert(all.end(), trick.begin(), trick.end());
    if (const auto dup = firstDuplicate(all))
        return unusable(ctx, "legal", "de kaart " + toString(*dup) + " staat er twee keer in.");
    nlohmann::json legal = nlohmann::json::array();
    for (Card c : legalCards(hand, trick, *trump, *rules))
        legal.push_back(toString(c));
    ctx.io.out << nlohmann::json{{"legal", legal}}.dump() << "\n";
    return ExitOk;
}

} // namespace nkb::cli
