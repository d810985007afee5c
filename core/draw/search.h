#pragma once
// Internal: the local search behind planDraw, on dense player numbers 0..players-1.
#include <cstdint>
#include <vector>

namespace nkb::draw::detail {

using DenseTable = std::vector<int>;
using DenseRound = std::vector<DenseTable>;

struct SearchInput {
    int players{0};                        // dense players 0..players-1
    std::vector<DenseRound> fixed;         // rounds that stay (played, published)
    std::vector<std::vector<int>> present; // per round to draw, dense players
    std::vector<int> club;                 // per player, -1 for none (may be empty)
    bool clubsApartInFirst{false};         // the first drawn round is round 1
    int targetRepeats{0};                  // stop once reached (with the other bounds)
    int targetSpread{0};
    std::uint64_t seed{0};
    std::uint64_t effort{0}; // seat-swap evaluations allowed
    // The first turn of tables of three (nobody twice before everybody once) before repeats.
    bool turnFirst{false};
};

struct SearchOutput {
    std::vector<DenseRound> drawn;
    std::uint64_t iterations{0};
    long long repeats{0};
    long long clubs{0};
    int firstTurnBroken{0}; // see ThreeFairness
};

SearchOutput search(const SearchInput &input);

} // namespace nkb::draw::detail
