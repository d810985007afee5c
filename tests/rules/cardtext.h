#pragma once
// Cards written as in the rule text ("KD QD JD TD 7S 8S"), for the rules tests.
#include "rules/card.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace nkb::test {

inline std::vector<Card> cards(const std::string &text)
{
    std::vector<Card> out;
    std::istringstream in(text);
    std::string word;
    while (in >> word) {
        const auto c = parseCard(word);
        REQUIRE(c);
        out.push_back(*c);
    }
    return out;
}

} // namespace nkb::test
