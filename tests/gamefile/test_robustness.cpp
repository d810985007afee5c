// Bad input never crashes ("No exceptions escape to the user; bad input never
// crashes"): the example games, mutated at random, are parsed, judged and printed without any
// exception; whatever is refused carries a message. Seeded, so the same mutations every run.
#include "gametest.h"
#include "nkrules.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using nkb::test::kNk;

using namespace nkb;
using nkb::test::Rng;

namespace {

std::vector<std::string> exampleTexts()
{
    std::vector<std::string> texts;
    for (const auto &e : std::filesystem::directory_iterator(std::string(NKB_TEST_DATA_DIR) + "/games")) {
        const std::string name = e.path().filename().string();
        if (e.path().extension() != ".json" || name.find(".expected.") != std::string::npos)
            continue;
        std::ifstream f(e.path());
        std::stringstream s;
        s << f.rdbuf();
        texts.push_back(s.str());
    }
    return texts;
}

// Words that keep the JSON valid but change the game.
const std::vector<std::string> kTokens{
    "Anna", "Bram", "Cor", "Dirk", "Eva",    "JH",        "9C",          "7S",
    "AS",   "TH",   "QS",  "pass", "misere", "bonaak",    "bonaak 20",   "zwabber",
    "40",   "145",  "360", "H",    "none",   "verzaking", "vals_roemen", "misere_no_trump",
    "",     "0"};

std::string mutate(std::string text, Rng &rng)
{
    const int edits = 1 + rng.below(3);
    for (int e = 0; e < edits && !text.empty(); ++e) {
        const auto pos = static_cast<std::size_t>(rng.below(static_cast<int>(text.size())));
        switch (rng.below(5)) {
        case 0: // delete a stretch
            text.erase(pos, static_cast<std::size_t>(1 + rng.below(12)));
            break;
        case 1: // duplicate a stretch
            text.insert(pos, text.substr(pos, static_cast<std::size_t>(1 + rng.below(40))));
            break;
        case 2: { // replace the contents of a string by another word
            const auto open = text.find('"', pos);
            if (open == std::string::npos)
                break;
            const auto close = text.find('"', open + 1);
            if (close == std::string::npos)
                break;
            text.replace(open + 1, close - open - 1,
                         kTokens[static_cast<std::size_t>(rng.below(static_cast<int>(kTokens.size())))]);
            break;
        }
        case 3: { // change a digit
            const auto d = text.find_first_of("0123456789", pos);
            if (d != std::string::npos)
                text[d] = static_cast<char>('0' + rng.below(10));
            break;
        }
        default: // swap true and false, or drop a list element
            if (const auto t = text.find("true", pos); t != std::string::npos)
                text.replace(t, 4, "false");
            else if (const auto c = text.find(',', pos); c != std::string::npos)
                text.erase(c, text.find_first_of(",]}", c + 1) - c);
            break;
        }
    }
    return text;
}

} // namespace

TEST_CASE("Issue 2: mutated games never throw or crash, every refusal has a message",
          "[gamefile][robustness]")
{
    const auto texts = exampleTexts();
    REQUIRE_FALSE(texts.empty());
    Rng rng(20261122);
    int parsed = 0;
    int judged = 0;
    for (int i = 0; i < 6000; ++i) {
        const std::string text = mutate(texts[static_cast<std::size_t>(i) % texts.size()], rng);
        try {
            auto result = parseGameJson(text);
            if (const auto *bad = std::get_if<GameParseError>(&result)) {
                if (bad->message.empty())
                    FAIL("empty parse error for: " << text);
                continue;
            }
            ++parsed;
            const GameVerdict v = checkGame(std::get<GameRecord>(result), kNk);
            if (!v.ok && (!v.error || v.error->message.empty()))
                FAIL("refusal without a message for: " << text);
            const std::string out = verdictToJson(v).dump(2);
            if (out.empty())
                FAIL("empty output");
            ++judged;
        } catch (const std::exception &e) {
            FAIL("exception " << e.what() << " for: " << text);
        }
    }
    CHECK(parsed > 500);
    CHECK(judged == parsed);
}
