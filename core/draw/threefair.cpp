#include "draw/threefair.h"

#include <algorithm>
#include <cmath>

namespace nkb::draw::detail::searching {

void ThreeFairness::init(int players, const std::vector<std::vector<int>> &fixed,
                         const std::vector<std::vector<int>> &presentPerRound,
                         const std::vector<int> &seatsPerRound, long long firstTurnWeight)
{
    m_p = players;
    m_firstTurn = firstTurnWeight;
    m_rounds = static_cast<int>(presentPerRound.size());
    const auto cells = static_cast<std::size_t>(m_rounds) * static_cast<std::size_t>(m_p);
    m_base.assign(static_cast<std::size_t>(m_p), 0);
    std::vector<double> share(static_cast<std::size_t>(m_p), 0.0);
    for (const auto &round : fixed) {
        const auto seated = std::count_if(round.begin(), round.end(), [](int s) { return s >= 0; });
        const auto seats = std::count(round.begin(), round.end(), 1);
        for (int p = 0; p < m_p && static_cast<std::size_t>(p) < round.size(); ++p)
            if (round[p] >= 0) {
                m_base[p] += round[p];
                share[p] += static_cast<double>(seats) / static_cast<double>(seated);
            }
    }
    m_lo.assign(cells, 0);
    m_hi.assign(cells, 0);
    // The target: the fewest seats first, every round, ties by player number.
    std::vector<int> count = m_base;
    m_target = 0;
    for (int r = 0; r < m_rounds; ++r) {
        const auto &present = presentPerRound[r];
        if (!present.empty())
            for (int p : present)
                share[p] += static_cast<double>(seatsPerRound[r]) / static_cast<double>(present.size());
        for (int p = 0; p < m_p; ++p) {
            // Shares are sums of a few fractions: a tolerance keeps 2/3 + 1/3 an integer.
            m_lo[at(r, p)] = static_cast<int>(std::floor(share[p] + 1e-9));
            m_hi[at(r, p)] = static_cast<int>(std::ceil(share[p] - 1e-9));
        }
        std::vector<int> order = present;
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return count[a] < count[b]; });
        for (std::size_t i = 0; i < order.size() && i < static_cast<std::size_t>(seatsPerRound[r]); ++i)
            ++count[order[i]];
        for (int p = 0; p < m_p; ++p)
            m_target += penalty(r, p, count[p]);
    }
    m_count.assign(cells, 0);
    m_join.assign(cells, 0);
    m_leave.assign(cells, 0);
}

long long ThreeFairness::penalty(int r, int p, int count) const
{
    const std::size_t i = at(r, p);
    return std::max(0, count - m_hi[i]) + std::max(0, m_lo[i] - count) +
           (breaksFirstTurn(r, p, count) ? m_firstTurn : 0);
}

// A second seat while others may still have none (lo == 0), or none while others must have had
// one (lo >= 1).
bool ThreeFairness::breaksFirstTurn(int r, int p, int count) const
{
    const std::size_t i = at(r, p);
    return (count >= 2 && m_lo[i] == 0 && count > m_hi[i]) || (count == 0 && m_lo[i] >= 1);
}

int ThreeFairness::firstTurnBroken() const
{
    int n = 0;
    for (int r = 0; r < m_rounds; ++r)
        for (int p = 0; p < m_p; ++p)
            n += breaksFirstTurn(r, p, m_count[at(r, p)]) ? 1 : 0;
    return n;
}

void ThreeFairness::gainsFor(int p)
{
    long long join = 0;
    long long leave = 0;
    for (int r = m_rounds - 1; r >= 0; --r) {
        const int c = m_count[at(r, p)];
        const long long now = penalty(r, p, c);
        join += penalty(r, p, c + 1) - now;
        leave += penalty(r, p, c - 1) - now;
        m_join[at(r, p)] = join;
        m_leave[at(r, p)] = leave;
    }
}

long long ThreeFairness::rebuild(const std::vector<std::vector<int>> &atThree)
{
    m_cost = 0;
    for (int p = 0; p < m_p; ++p) {
        int c = m_base[p];
        for (int r = 0; r < m_rounds; ++r) {
            c += atThree[r][p];
            m_count[at(r, p)] = c;
            m_cost += penalty(r, p, c);
        }
        gainsFor(p);
    }
    return m_cost;
}

long long ThreeFairness::swap(int r, int joins, int leaves)
{
    const long long delta = m_join[at(r, joins)] + m_leave[at(r, leaves)];
    for (int i = r; i < m_rounds; ++i) {
        ++m_count[at(i, joins)];
        --m_count[at(i, leaves)];
    }
    gainsFor(joins);
    gainsFor(leaves);
    m_cost += delta;
    return delta;
}

} // namespace nkb::draw::detail::searching
