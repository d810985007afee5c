#include "tournament/gameindex.h"

#include <algorithm>

namespace nkb {

GameIndex::GameIndex(const Tournament &t)
{
    m_sorted.reserve(t.games.size());
    for (const GameResult &g : t.games)
        m_sorted.emplace_back(Key{g.round, g.table, g.game}, &g);
    // Stable: of two rows with one key (never from the store), the first wins, as Tournament::game.
    std::stable_sort(m_sorted.begin(), m_sorted.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
}

const GameResult *GameIndex::game(int round, int table, int game) const
{
    const Key key{round, table, game};
    const auto it = std::lower_bound(m_sorted.begin(), m_sorted.end(), key,
                                     [](const auto &entry, const Key &k) { return entry.first < k; });
    return it != m_sorted.end() && it->first == key ? it->second : nullptr;
}

} // namespace nkb
