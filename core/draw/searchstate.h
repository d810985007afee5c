#pragma once
// Internal to search.cpp: the state of the draw's local search (who met whom, the cost of a
// plan in its objectives' order) and the steps on it. Only search.cpp includes it.
#include "draw/search.h"
#include "draw/threefair.h"
#include "lot/lot.h"

#include <array>
#include <cstdint>
#include <vector>

namespace nkb::draw::detail::searching {

using Cost = std::int64_t;

// The objectives in order, as weights large enough that one swap can never trade a higher
// objective for a lower one: a swap changes at most 12 pair counts, 6 club pairs and two
// players' table-of-three counts (each costs at most 1 + kFirstTurn per round; 50 rounds at most).
// With SearchInput::turnFirst the first turn of tables of three weighs above repeats instead.
constexpr Cost kRepeat = Cost{1} << 22;
constexpr Cost kClub = Cost{1} << 15;
constexpr Cost kThree = Cost{1} << 4;
constexpr Cost kFirstTurn = 7;
constexpr Cost kFirstTurnFirst = Cost{1} << 36; // times kThree: above kRepeat
// spread weighs 1

constexpr int kMaxMeet = 255;

struct PlanRound {
    std::vector<int> seat;      // player per slot
    std::vector<int> slotTable; // table per slot
    std::vector<int> start;     // first slot per table
    std::vector<int> size;      // seats per table
};

struct Totals {
    Cost repeats{0}; // sum max(0, m-1)
    Cost spread{0};  // sum max(0, m-2)
    Cost clubs{0};   // same-club pairs at a table in round 1
    Cost three{0};   // seats at tables of three away from the fair share (ThreeFairness)
    [[nodiscard]] Cost cost() const { return kRepeat * repeats + kClub * clubs + kThree * three + spread; }
};

struct Conflict {
    int round;
    int slot;
};

class Search {
  public:
    explicit Search(const SearchInput &in)
        : m_in(in), m_p(in.players),
          m_meet(static_cast<std::size_t>(in.players) * static_cast<std::size_t>(in.players), 0),
          m_three(static_cast<std::size_t>(in.players), 0), m_lot(in.seed)
    {
        for (int m = 0; m <= kMaxMeet; ++m) {
            m_inc[m] = (m >= 1 ? kRepeat : 0) + (m >= 2 ? 1 : 0);
            m_dec[m] = -((m >= 2 ? kRepeat : 0) + (m >= 3 ? 1 : 0));
        }
        m_club = in.club;
        if (m_club.size() != static_cast<std::size_t>(m_p))
            m_club.assign(static_cast<std::size_t>(m_p), -1);
        m_clubRound = in.clubsApartInFirst && !in.present.empty() ? 0 : -1;
    }

    SearchOutput run();

  private:
    [[nodiscard]] int meet(int p, int q) const { return m_meet[idx(p, q)]; }
    [[nodiscard]] std::size_t idx(int p, int q) const
    {
        return static_cast<std::size_t>(p) * static_cast<std::size_t>(m_p) + static_cast<std::size_t>(q);
    }
    [[nodiscard]] bool sameClub(int p, int q) const { return m_club[p] >= 0 && m_club[p] == m_club[q]; }
    void meetAdd(int p, int q, int d)
    {
        m_meet[idx(p, q)] = static_cast<std::uint8_t>(m_meet[idx(p, q)] + d);
        m_meet[idx(q, p)] = m_meet[idx(p, q)];
    }
    void addTable(const int *players, int size, int sign);
    void greedyRound(int r);
    void fillTables(int r, std::vector<int> pool, int firstTable, int lastTable);
    [[nodiscard]] Totals computeTotals() const;
    [[nodiscard]] Cost swapDelta(int r, int sa, int sb) const;
    void applySwap(int r, int sa, int sb);
    void collectConflicts(std::vector<Conflict> &out);
    void restore(const std::vector<std::vector<int>> &seats, const Totals &totals);
    [[nodiscard]] bool atTarget() const
    {
        return m_totals.repeats <= m_targetRepeats && m_totals.clubs == 0 &&
               m_totals.three <= m_targetThree && m_totals.spread <= m_targetSpread;
    }
    void rebuildFairness();

    const SearchInput &m_in;
    int m_p;
    std::vector<std::uint8_t> m_meet;
    std::vector<int> m_three; // seats at tables of three so far (fixed and planned rounds)
    ThreeFairness m_fair;
    std::vector<int> m_club;
    int m_clubRound{-1};
    std::vector<PlanRound> m_rounds;
    std::array<Cost, kMaxMeet + 1> m_inc{};
    std::array<Cost, kMaxMeet + 1> m_dec{};
    Totals m_totals;
    Cost m_targetRepeats{0};
    Cost m_targetSpread{0};
    Cost m_targetThree{0};
    LotRng m_lot;
};


} // namespace nkb::draw::detail::searching
