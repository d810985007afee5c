#pragma once
// The games of a tournament found by round, table and game without scanning them all. Built in
// one pass where a loop over every table would otherwise scan every game once per table (at
// 1,000 players the desk's refresh was quadratic: 250 tables × 2,500 games, ten times over).
#include "tournament/tournament.h"

#include <tuple>
#include <vector>

namespace nkb {

class GameIndex {
public:
    explicit GameIndex(const Tournament &t);
    [[nodiscard]] const GameResult *game(int round, int table, int game) const;

private:
    using Key = std::tuple<int, int, int>;
    std::vector<std::pair<Key, const GameResult *>> m_sorted;
};

} // namespace nkb
