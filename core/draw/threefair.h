#pragma once
// Internal to the draw's search: how fairly the seats at tables of three fall, round by round.
// Nobody sits at a table of three twice before everybody has sat at one once.
//
// Each player has, after every round, a fair share of table-of-three seats: the sum over the
// rounds he played so far of (seats at tables of three) / (players seated) in that round. A
// player whose count after a round lies outside [floor(share), ceil(share)] costs one per round
// and seat away from it. With the same players every round a cost of zero means exactly "the
// fewest seats first" in every round, so nobody reaches k + 1 before everybody has k.
// The issue's own words, the first turn, weigh extra (firstTurnWeight): a second seat while
// others may still have none, or none while others must have had one.
#include <vector>

namespace nkb::draw::detail::searching {

class ThreeFairness {
  public:
    // players: dense numbers 0..players-1; fixed: per fixed round, each player's seats at a
    // table of three (0 or 1; -1 for absent); planned: per round to draw, the players present
    // and the number of seats at tables of three.
    void init(int players, const std::vector<std::vector<int>> &fixed,
              const std::vector<std::vector<int>> &presentPerRound, const std::vector<int> &seatsPerRound,
              long long firstTurnWeight);

    // Sets who sits at a table of three in each planned round (atThree[r][p] is 0 or 1) and
    // recomputes everything. Returns the total cost.
    long long rebuild(const std::vector<std::vector<int>> &atThree);

    // Change in cost when player p joins (leaves) a table of three in planned round r.
    [[nodiscard]] long long joinGain(int r, int p) const { return m_join[at(r, p)]; }
    [[nodiscard]] long long leaveGain(int r, int p) const { return m_leave[at(r, p)]; }

    // After planned round r, p's seats at tables of three lie outside his fair share.
    [[nodiscard]] bool off(int r, int p) const { return penalty(r, p, m_count[at(r, p)]) > 0; }

    // p joins and q leaves a table of three in round r. Returns the change in cost.
    long long swap(int r, int joins, int leaves);

    [[nodiscard]] long long cost() const { return m_cost; }
    // Players and rounds where the first turn is broken (see above).
    [[nodiscard]] int firstTurnBroken() const;
    // A cost the seats could reach if the tables allowed it: the fewest seats first, round by
    // round (the lot ignored); a target to stop at, not a proven minimum.
    [[nodiscard]] long long target() const { return m_target; }

  private:
    [[nodiscard]] std::size_t at(int r, int p) const
    {
        return static_cast<std::size_t>(r) * static_cast<std::size_t>(m_p) + static_cast<std::size_t>(p);
    }
    [[nodiscard]] long long penalty(int r, int p, int count) const;
    [[nodiscard]] bool breaksFirstTurn(int r, int p, int count) const;
    void gainsFor(int p);

    int m_p{0};
    int m_rounds{0};
    long long m_firstTurn{1};
    std::vector<int> m_base;  // seats at tables of three in the fixed rounds
    std::vector<int> m_lo;    // per planned round and player: floor of the fair share so far
    std::vector<int> m_hi;    // ceil of it
    std::vector<int> m_count; // seats so far, this round included
    std::vector<long long> m_join;
    std::vector<long long> m_leave;
    long long m_cost{0};
    long long m_target{0};
};

} // namespace nkb::draw::detail::searching
