#pragma once
// Small helpers for the game checker tests: judge a game given as JSON text and look things up
// in the verdict.
#include "gamefile/gamecheck.h"
#include "nkrules.h"
#include "gamefile/gamejson.h"
#include "lot/lot.h"

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

namespace nkb::test {

// Random choices for generated games: the project's own lot, the same on every platform.
class Rng : public LotRng {
  public:
    using LotRng::LotRng;
    int below(int n) { return static_cast<int>(LotRng::below(static_cast<std::uint64_t>(n))); }
    bool percent(int p) { return below(100) < p; }
    template <typename T> const T &pick(const std::vector<T> &v)
    {
        return v[static_cast<std::size_t>(below(static_cast<int>(v.size())))];
    }
};

// The text of an example game in tests/data/games (worked out by hand in its README.md).
inline std::string readExampleGame(const std::string &name)
{
    std::ifstream f(std::string(NKB_TEST_DATA_DIR) + "/games/" + name);
    REQUIRE(f.good());
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

// Parses and judges; a parse error fails the test (these games are all well-formed JSON).
inline GameVerdict judge(const std::string &json)
{
    auto parsed = parseGameJson(json);
    if (const auto *bad = std::get_if<GameParseError>(&parsed))
        FAIL("parse error: " << bad->message);
    return checkGame(std::get<GameRecord>(parsed), kNk);
}

inline const PlayerOutcome &player(const GameVerdict &v, const std::string &name)
{
    for (const PlayerOutcome &p : v.result)
        if (p.name == name)
            return p;
    FAIL("no player " << name);
    return v.result.front();
}

inline Status statusOf(const GameVerdict &v, const std::string &name)
{
    return player(v, name).status;
}

// The stated result of a Speler in gift `index` (1-based); fails when he is no Speler there.
inline bool wonIn(const GameVerdict &v, int index, const std::string &name)
{
    REQUIRE(index >= 1);
    REQUIRE(static_cast<std::size_t>(index) <= v.giften.size());
    for (const auto &[n, w] : v.giften[static_cast<std::size_t>(index - 1)].won)
        if (n == name)
            return w;
    FAIL(name << " is no Speler in gift " << index);
    return false;
}

// The names of a gift's vals roemers, in the verdict's order.
inline std::vector<std::string> valsNames(const GiftVerdict &g)
{
    std::vector<std::string> names;
    for (const ValsRoemer &r : g.valsRoemers)
        names.push_back(r.name);
    return names;
}

inline int errorRule(const GameVerdict &v)
{
    return v.error ? v.error->rule : -1;
}

inline bool anyWarningWith(const GiftVerdict &g, const std::string &text)
{
    for (const std::string &w : g.warnings)
        if (w.find(text) != std::string::npos)
            return true;
    return false;
}

// A game of four (Anna, Bram, Cor, Dirk) with the given giften (a JSON array body).
inline std::string four(const std::string &giften)
{
    return R"({"players": ["Anna", "Bram", "Cor", "Dirk"], "giften": [)" + giften + "]}";
}

} // namespace nkb::test
