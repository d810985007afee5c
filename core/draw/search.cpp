#include "draw/search.h"
#include "draw/searchstate.h"

#include "draw/draw.h"

#include <algorithm>

namespace nkb::draw::detail {

namespace searching {

void Search::addTable(const int *players, int size, int sign)
{
    for (int i = 0; i < size; ++i)
        for (int j = i + 1; j < size; ++j)
            meetAdd(players[i], players[j], sign);
    if (size == 3)
        for (int i = 0; i < size; ++i)
            m_three[players[i]] += sign;
}

// Greedy start, round by round: the players with the fewest table-of-three seats fill the tables
// of three; then each table is filled seat by seat with the player who adds the least cost,
// the lot deciding between equals.
void Search::greedyRound(int r)
{
    PlanRound &pr = m_rounds[r];
    std::vector<int> order = m_in.present[r];
    m_lot.shuffle(order);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return m_three[a] < m_three[b]; });
    const int tables = static_cast<int>(pr.size.size());
    int firstThree = tables;
    while (firstThree > 0 && pr.size[firstThree - 1] == 3)
        --firstThree;
    const auto k3 = 3 * static_cast<std::ptrdiff_t>(tables - firstThree);
    std::vector<int> threes(order.begin(), order.begin() + k3);
    std::vector<int> fours(order.begin() + k3, order.end());
    m_lot.shuffle(threes);
    m_lot.shuffle(fours);
    fillTables(r, std::move(fours), 0, firstThree);
    fillTables(r, std::move(threes), firstThree, tables);
    for (int t = 0; t < tables; ++t)
        addTable(&pr.seat[pr.start[t]], pr.size[t], +1);
}

void Search::fillTables(int r, std::vector<int> pool, int firstTable, int lastTable)
{
    PlanRound &pr = m_rounds[r];
    for (int t = firstTable; t < lastTable; ++t) {
        int *seats = &pr.seat[pr.start[t]];
        seats[0] = pool.front();
        pool.erase(pool.begin());
        for (int s = 1; s < pr.size[t]; ++s) {
            std::size_t best = 0;
            Cost bestCost = 0;
            for (std::size_t c = 0; c < pool.size(); ++c) {
                Cost cost = 0;
                for (int k = 0; k < s; ++k) {
                    cost += m_inc[meet(pool[c], seats[k])];
                    if (r == m_clubRound && sameClub(pool[c], seats[k]))
                        cost += kClub;
                }
                if (c == 0 || cost < bestCost) {
                    best = c;
                    bestCost = cost;
                    if (cost == 0)
                        break;
                }
            }
            seats[s] = pool[best];
            pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
        }
    }
}

Totals Search::computeTotals() const
{
    Totals t;
    for (int p = 0; p < m_p; ++p) {
        for (int q = p + 1; q < m_p; ++q) {
            const int m = meet(p, q);
            t.repeats += std::max(0, m - 1);
            t.spread += std::max(0, m - 2);
        }
    }
    t.three = m_fair.cost();
    // Before the greedy start the seats are still empty (-1): no club pairs yet.
    if (m_clubRound >= 0 && !m_rounds[m_clubRound].seat.empty() && m_rounds[m_clubRound].seat[0] >= 0) {
        const PlanRound &pr = m_rounds[m_clubRound];
        for (std::size_t t2 = 0; t2 < pr.size.size(); ++t2)
            for (int i = 0; i < pr.size[t2]; ++i)
                for (int j = i + 1; j < pr.size[t2]; ++j)
                    t.clubs += sameClub(pr.seat[pr.start[t2] + i], pr.seat[pr.start[t2] + j]) ? 1 : 0;
    }
    return t;
}

Cost Search::swapDelta(int r, int sa, int sb) const
{
    const PlanRound &pr = m_rounds[r];
    const int a = pr.seat[sa];
    const int b = pr.seat[sb];
    const int ta = pr.slotTable[sa];
    const int tb = pr.slotTable[sb];
    const std::uint8_t *ma = &m_meet[idx(a, 0)];
    const std::uint8_t *mb = &m_meet[idx(b, 0)];
    Cost d = 0;
    const int *A = &pr.seat[pr.start[ta]];
    const int *B = &pr.seat[pr.start[tb]];
    for (int i = 0; i < pr.size[ta]; ++i) {
        const int x = A[i];
        if (x != a)
            d += m_dec[ma[x]] + m_inc[mb[x]];
    }
    for (int i = 0; i < pr.size[tb]; ++i) {
        const int y = B[i];
        if (y != b)
            d += m_dec[mb[y]] + m_inc[ma[y]];
    }
    if (r == m_clubRound) {
        int c = 0;
        for (int i = 0; i < pr.size[ta]; ++i)
            if (A[i] != a)
                c += (sameClub(b, A[i]) ? 1 : 0) - (sameClub(a, A[i]) ? 1 : 0);
        for (int i = 0; i < pr.size[tb]; ++i)
            if (B[i] != b)
                c += (sameClub(a, B[i]) ? 1 : 0) - (sameClub(b, B[i]) ? 1 : 0);
        d += kClub * c;
    }
    if (pr.size[ta] != pr.size[tb]) {
        const int leaves = pr.size[ta] == 3 ? a : b;
        const int joins = pr.size[ta] == 3 ? b : a;
        d += kThree * (m_fair.joinGain(r, joins) + m_fair.leaveGain(r, leaves));
    }
    return d;
}

void Search::applySwap(int r, int sa, int sb)
{
    PlanRound &pr = m_rounds[r];
    const int a = pr.seat[sa];
    const int b = pr.seat[sb];
    const int ta = pr.slotTable[sa];
    const int tb = pr.slotTable[sb];
    auto meetLess = [&](int p, int q) { // pair (p,q) loses one meeting
        const int m = meet(p, q);
        m_totals.repeats -= m >= 2 ? 1 : 0;
        m_totals.spread -= m >= 3 ? 1 : 0;
        meetAdd(p, q, -1);
    };
    auto meetMore = [&](int p, int q) { // pair (p,q) gains one meeting
        const int m = meet(p, q);
        m_totals.repeats += m >= 1 ? 1 : 0;
        m_totals.spread += m >= 2 ? 1 : 0;
        meetAdd(p, q, +1);
    };
    for (int i = 0; i < pr.size[ta]; ++i) {
        const int x = pr.seat[pr.start[ta] + i];
        if (x == a)
            continue;
        meetLess(a, x);
        meetMore(b, x);
        if (r == m_clubRound)
            m_totals.clubs += (sameClub(b, x) ? 1 : 0) - (sameClub(a, x) ? 1 : 0);
    }
    for (int i = 0; i < pr.size[tb]; ++i) {
        const int y = pr.seat[pr.start[tb] + i];
        if (y == b)
            continue;
        meetLess(b, y);
        meetMore(a, y);
        if (r == m_clubRound)
            m_totals.clubs += (sameClub(a, y) ? 1 : 0) - (sameClub(b, y) ? 1 : 0);
    }
    if (pr.size[ta] != pr.size[tb]) {
        const int leaves = pr.size[ta] == 3 ? a : b;
        const int joins = pr.size[ta] == 3 ? b : a;
        m_totals.three += m_fair.swap(r, joins, leaves);
        m_three[joins] += 1;
        m_three[leaves] -= 1;
    }
    std::swap(pr.seat[sa], pr.seat[sb]);
}

// Conflicts: players who meet someone at their table again, or a clubmate in round 1. Once the
// repeats are down to their target, also the players whose seat at a table of three (or four)
// puts them off their fair share of table-of-three seats (threefair.h).
void Search::collectConflicts(std::vector<Conflict> &out)
{
    out.clear();
    for (int r = 0; r < static_cast<int>(m_rounds.size()); ++r) {
        const PlanRound &pr = m_rounds[r];
        for (std::size_t t = 0; t < pr.size.size(); ++t) {
            const int first = pr.start[t];
            const int n = pr.size[t];
            unsigned marked = 0;
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j) {
                    const int p = pr.seat[first + i];
                    const int q = pr.seat[first + j];
                    if (meet(p, q) >= 2 || (r == m_clubRound && sameClub(p, q)))
                        marked |= (1U << i) | (1U << j);
                }
            for (int i = 0; i < n; ++i)
                if (marked & (1U << i))
                    out.push_back({r, first + i});
        }
    }
    if (m_totals.three <= m_targetThree || m_totals.repeats > m_targetRepeats)
        return;
    for (int r = 0; r < static_cast<int>(m_rounds.size()); ++r) {
        const PlanRound &pr = m_rounds[r];
        for (int slot = 0; slot < static_cast<int>(pr.seat.size()); ++slot) {
            const int p = pr.seat[slot];
            const bool three = pr.size[pr.slotTable[slot]] == 3;
            if (m_fair.off(r, p) || (three && m_fair.leaveGain(r, p) < 0) ||
                (!three && m_fair.joinGain(r, p) < 0))
                out.push_back({r, slot});
        }
    }
}

void Search::restore(const std::vector<std::vector<int>> &seats, const Totals &totals)
{
    for (PlanRound &pr : m_rounds)
        for (std::size_t t = 0; t < pr.size.size(); ++t)
            addTable(&pr.seat[pr.start[t]], pr.size[t], -1);
    for (std::size_t r = 0; r < m_rounds.size(); ++r) {
        PlanRound &pr = m_rounds[r];
        pr.seat = seats[r];
        for (std::size_t t = 0; t < pr.size.size(); ++t)
            addTable(&pr.seat[pr.start[t]], pr.size[t], +1);
    }
    rebuildFairness();
    m_totals = totals;
}

// Who sits at a table of three in each planned round, handed to the fairness count.
void Search::rebuildFairness()
{
    std::vector<std::vector<int>> atThree;
    for (const PlanRound &pr : m_rounds) {
        std::vector<int> row(static_cast<std::size_t>(m_p), 0);
        for (std::size_t slot = 0; slot < pr.seat.size(); ++slot)
            if (pr.size[pr.slotTable[slot]] == 3 && pr.seat[slot] >= 0)
                row[pr.seat[slot]] = 1;
        atThree.push_back(std::move(row));
    }
    m_fair.rebuild(atThree);
}

SearchOutput Search::run()
{
    SearchOutput out;
    for (const DenseRound &round : m_in.fixed)
        for (const DenseTable &table : round)
            addTable(table.data(), static_cast<int>(table.size()), +1);

    const int planned = static_cast<int>(m_in.present.size());
    m_rounds.resize(static_cast<std::size_t>(planned));
    for (int r = 0; r < planned; ++r) {
        PlanRound &pr = m_rounds[r];
        pr.size = tableSizes(static_cast<int>(m_in.present[r].size()));
        int slot = 0;
        for (std::size_t t = 0; t < pr.size.size(); ++t) {
            pr.start.push_back(slot);
            for (int s = 0; s < pr.size[t]; ++s)
                pr.slotTable.push_back(static_cast<int>(t));
            slot += pr.size[t];
        }
        pr.seat.assign(static_cast<std::size_t>(slot), -1);
    }
    {
        std::vector<std::vector<int>> fixedSeats;
        for (const DenseRound &round : m_in.fixed) {
            std::vector<int> row(static_cast<std::size_t>(m_p), -1);
            for (const DenseTable &table : round)
                for (int p : table)
                    row[p] = table.size() == 3 ? 1 : 0;
            fixedSeats.push_back(std::move(row));
        }
        std::vector<int> seats;
        for (const PlanRound &pr : m_rounds)
            seats.push_back(3 * static_cast<int>(std::count(pr.size.begin(), pr.size.end(), 3)));
        m_fair.init(m_p, fixedSeats, m_in.present, seats, m_in.turnFirst ? kFirstTurnFirst : kFirstTurn);
        m_targetThree = m_fair.target();
    }
    {
        // Repeats among the fixed rounds themselves cannot be undone.
        const Totals fixedOnly = computeTotals();
        m_targetRepeats = std::max<Cost>(m_in.targetRepeats, fixedOnly.repeats);
        m_targetSpread = std::max<Cost>(m_in.targetSpread, fixedOnly.spread);
    }
    for (int r = 0; r < planned; ++r)
        greedyRound(r);
    rebuildFairness();
    m_totals = computeTotals();

    std::vector<std::vector<int>> bestSeats;
    for (const PlanRound &pr : m_rounds)
        bestSeats.push_back(pr.seat);
    Totals bestTotals = m_totals;
    Cost bestCost = m_totals.cost();

    std::vector<std::uint64_t> tabuUntil(static_cast<std::size_t>(planned) * static_cast<std::size_t>(m_p),
                                         0);
    std::vector<Conflict> conflicts;
    std::uint64_t work = 0;
    std::uint64_t iteration = 0;
    std::uint64_t sinceBest = 0;        // since the best improved or the search was shaken
    std::uint64_t sinceImprovement = 0; // since the best improved
    int largest = 0;
    for (const PlanRound &pr : m_rounds)
        largest = std::max(largest, static_cast<int>(pr.seat.size()));
    // Tuned on 8..200 players; changing them changes the draw (kDrawAlgorithmVersion).
    const std::uint64_t stallLimit = 400 + 4 * static_cast<std::uint64_t>(largest);
    constexpr int tenureMin = 2;
    const int tenureMax = std::max(6, largest / 4);
    constexpr std::size_t kSample = 16;
    // Once the repeats are down to their target, the lesser objectives (tables of three, spread)
    // get this many moves without improvement: their bounds are not always reachable, and
    // small fields would otherwise spend the whole effort proving nothing.
    const std::uint64_t polishLimit = 8 * stallLimit;

    while (work < m_in.effort && !atTarget()) {
        if (bestTotals.repeats <= m_targetRepeats && bestTotals.clubs == 0 && sinceImprovement > polishLimit)
            break;
        collectConflicts(conflicts);
        if (conflicts.empty())
            break;
        ++iteration;
        // Dotu & Van Hentenryck take the best swap over every conflict; with many conflicts
        // (a large field early on) a sample of them does as well for less work.
        if (conflicts.size() > kSample) {
            for (std::size_t i = 0; i < kSample; ++i)
                std::swap(conflicts[i], conflicts[i + m_lot.below(conflicts.size() - i)]);
            conflicts.resize(kSample);
        }
        const Cost now = m_totals.cost();
        Conflict bestConflict{-1, -1};
        int bestSlot = -1;
        Cost bestDelta = 0;
        std::uint64_t ties = 0;
        for (const Conflict &c : conflicts) {
            const PlanRound &cr = m_rounds[c.round];
            const int n = static_cast<int>(cr.seat.size());
            const int ta = cr.slotTable[c.slot];
            const std::size_t tabuBase = static_cast<std::size_t>(c.round) * static_cast<std::size_t>(m_p);
            const bool aTabu = tabuUntil[tabuBase + cr.seat[c.slot]] > iteration;
            for (int sb = 0; sb < n; ++sb) {
                if (cr.slotTable[sb] == ta)
                    continue;
                const Cost d = swapDelta(c.round, c.slot, sb);
                const bool tabu = aTabu || tabuUntil[tabuBase + cr.seat[sb]] > iteration;
                if (tabu && now + d >= bestCost)
                    continue; // aspiration: a tabu move is allowed only when it beats the best so far
                if (bestSlot < 0 || d < bestDelta) {
                    bestConflict = c;
                    bestSlot = sb;
                    bestDelta = d;
                    ties = 1;
                } else if (d == bestDelta && m_lot.below(++ties) == 0) {
                    bestConflict = c;
                    bestSlot = sb;
                }
            }
            work += static_cast<std::uint64_t>(n);
        }
        if (bestSlot < 0) {
            ++sinceBest;
            ++sinceImprovement;
            continue;
        }
        const Conflict c = bestConflict;
        PlanRound &pr = m_rounds[c.round];
        const int a = pr.seat[c.slot];
        const std::size_t tabuBase = static_cast<std::size_t>(c.round) * static_cast<std::size_t>(m_p);
        const int b = pr.seat[bestSlot];
        applySwap(c.round, c.slot, bestSlot);
        tabuUntil[tabuBase + a] = iteration + static_cast<std::uint64_t>(m_lot.between(tenureMin, tenureMax));
        tabuUntil[tabuBase + b] = iteration + static_cast<std::uint64_t>(m_lot.between(tenureMin, tenureMax));
        const Cost cost = m_totals.cost();
        if (cost < bestCost) {
            bestCost = cost;
            bestTotals = m_totals;
            for (std::size_t r = 0; r < m_rounds.size(); ++r)
                bestSeats[r] = m_rounds[r].seat;
            sinceBest = 0;
            sinceImprovement = 0;
        } else if (++sinceImprovement, ++sinceBest > stallLimit) {
            // Stagnation: back to the best schedule, shaken by a few random swaps.
            restore(bestSeats, bestTotals);
            const int kicks = 1 + static_cast<int>(m_lot.below(3));
            for (int k = 0; k < kicks; ++k) {
                const int r = static_cast<int>(m_lot.below(static_cast<std::uint64_t>(planned)));
                PlanRound &kr = m_rounds[r];
                const auto size = static_cast<std::uint64_t>(kr.seat.size());
                const int s1 = static_cast<int>(m_lot.below(size));
                const int s2 = static_cast<int>(m_lot.below(size));
                if (kr.slotTable[s1] != kr.slotTable[s2])
                    applySwap(r, s1, s2);
            }
            std::fill(tabuUntil.begin(), tabuUntil.end(), 0);
            sinceBest = 0;
        }
    }
    if (m_totals.cost() > bestCost)
        restore(bestSeats, bestTotals);
    out.iterations = iteration;
    out.repeats = m_totals.repeats;
    out.clubs = m_totals.clubs;
    out.firstTurnBroken = m_fair.firstTurnBroken();
    for (const PlanRound &pr : m_rounds) {
        DenseRound round;
        for (std::size_t t = 0; t < pr.size.size(); ++t)
            round.emplace_back(pr.seat.begin() + pr.start[t], pr.seat.begin() + pr.start[t] + pr.size[t]);
        out.drawn.push_back(std::move(round));
    }
    return out;
}

} // namespace searching

// Repeats first. Where that leaves the first turn of tables of three broken (small fields), a
// second search puts the turn first; it is taken when it costs no repeat and no club pair.
SearchOutput search(const SearchInput &input)
{
    SearchOutput first = searching::Search(input).run();
    if (first.firstTurnBroken == 0)
        return first;
    SearchInput turn = input;
    turn.turnFirst = true;
    turn.effort = input.effort / 4; // where it works (18 players) it needs far less
    SearchOutput second = searching::Search(turn).run();
    second.iterations += first.iterations;
    if (second.repeats <= first.repeats && second.clubs <= first.clubs &&
        second.firstTurnBroken < first.firstTurnBroken)
        return second;
    first.iterations = second.iterations;
    return first;
}

} // namespace nkb::draw::detail
