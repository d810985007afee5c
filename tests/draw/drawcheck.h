#pragma once
// Checks shared by the draw tests, computed from the tables themselves (not from the draw's own
// counts), so a wrong count in the draw cannot hide a wrong draw.
#include "draw/draw.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

namespace drawcheck {

using nkb::draw::PlayerId;
using nkb::draw::Round;

inline std::vector<PlayerId> numbered(int n, int first = 1)
{
    std::vector<PlayerId> v(static_cast<std::size_t>(n));
    std::iota(v.begin(), v.end(), first);
    return v;
}

inline std::vector<PlayerId> seated(const Round &round)
{
    std::vector<PlayerId> ids;
    for (const auto &t : round)
        ids.insert(ids.end(), t.begin(), t.end());
    std::sort(ids.begin(), ids.end());
    return ids;
}

// Sum over pairs of max(0, times met - 1).
inline int repeats(const std::vector<Round> &rounds)
{
    std::map<std::pair<PlayerId, PlayerId>, int> met;
    for (const auto &round : rounds)
        for (const auto &t : round)
            for (std::size_t i = 0; i < t.size(); ++i)
                for (std::size_t j = i + 1; j < t.size(); ++j)
                    ++met[std::minmax(t[i], t[j])];
    int sum = 0;
    for (const auto &[pair, times] : met)
        sum += std::max(0, times - 1);
    return sum;
}

// Seats at a table of three per player.
inline std::map<PlayerId, int> threeSeats(const std::vector<Round> &rounds)
{
    std::map<PlayerId, int> seats;
    for (const auto &round : rounds)
        for (const auto &t : round)
            if (t.size() == 3)
                for (PlayerId p : t)
                    ++seats[p];
    return seats;
}

// Table sizes of a round, largest first.
inline std::vector<int> sizes(const Round &round)
{
    std::vector<int> s;
    for (const auto &t : round)
        s.push_back(static_cast<int>(t.size()));
    std::sort(s.rbegin(), s.rend());
    return s;
}

} // namespace drawcheck
