#pragma once
// Playing gifts into a TableGame for the tests of rules/tablegame.h: a Speler who wins or loses,
// misère Spelers, and the places so far.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rules/tablegame.h"

namespace nkb::test {

enum Seat { A = 0, B = 1, C = 2, D = 3 };

inline void win(TableGame &g, int seat)
{
    const Verdict v = g.applyGift({seat}, {true});
    INFO("stoel " << seat + 1 << " wint: " << (v ? v->message : std::string("ok")));
    REQUIRE_FALSE(v);
}

inline void lose(TableGame &g, int seat)
{
    const Verdict v = g.applyGift({seat}, {false});
    INFO("stoel " << seat + 1 << " verliest: " << (v ? v->message : std::string("ok")));
    REQUIRE_FALSE(v);
}

inline void misere(TableGame &g, const std::vector<int> &seats, const std::vector<bool> &won)
{
    const Verdict v = g.applyGift(seats, won);
    INFO("misère: " << (v ? v->message : std::string("ok")));
    REQUIRE_FALSE(v);
}

// The rule number of a refusal, or -1 when there is none.
inline int ruleOf(const Verdict &v)
{
    return v ? v->rule : -1;
}

inline std::vector<int> allPoints(const TableGame &g)
{
    std::vector<int> p;
    for (int s = 0; s < g.players(); ++s)
        p.push_back(g.points(s).value_or(-1));
    return p;
}

} // namespace nkb::test
