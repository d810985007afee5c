// bench_draw [N...]: a five-round draw from scratch for each field size (default: every size from
// 8 to 40, then steps to 200, and 1,000) with its repeat meetings against the known minimum,
// repeated table-of-three seats against the forced minimum, search moves and time; for
// comparison the repeats of a fresh shuffle every round (what shuffling cards gives); then the
// issue's redraw cases. Not a test: the figures go into the README.
#include "draw/draw.h"
#include "lot/lot.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <numeric>
#include <string>
#include <vector>

namespace {

using namespace nkb::draw;

std::vector<PlayerId> numbered(int n)
{
    std::vector<PlayerId> v(static_cast<std::size_t>(n));
    std::iota(v.begin(), v.end(), 1);
    return v;
}

// Five independent shuffles, seated in order: the director with a pack of cards.
int shuffledRepeats(int n, std::uint64_t seed)
{
    nkb::LotRng lot(seed);
    std::vector<Round> rounds;
    for (int r = 0; r < 5; ++r) {
        auto players = numbered(n);
        lot.shuffle(players);
        Round round;
        std::size_t at = 0;
        for (int size : tableSizes(n)) {
            round.emplace_back(players.begin() + static_cast<std::ptrdiff_t>(at),
                               players.begin() + static_cast<std::ptrdiff_t>(at) + size);
            at += static_cast<std::size_t>(size);
        }
        rounds.push_back(std::move(round));
    }
    return evaluateSchedule(rounds, 5).repeats;
}

int forcedThreeRepeats(int n)
{
    const auto sizes = tableSizes(n);
    const int seats = 5 * 3 * static_cast<int>(std::count(sizes.begin(), sizes.end(), 3));
    return std::max(0, seats - n);
}

double msSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty()) {
        for (int n = 8; n <= 40; ++n)
            sizes.push_back(n);
        for (int n : {48, 50, 63, 64, 65, 66, 67, 80, 99, 100, 101, 128, 150, 197, 198, 199, 200, 1000})
            sizes.push_back(n);
    }
    constexpr std::uint64_t seed = 20260321;
    std::printf("Five rounds drawn from scratch (seed %llu, algorithm version %d)\n",
                static_cast<unsigned long long>(seed), kDrawAlgorithmVersion);
    std::printf("%6s %8s %8s %10s %10s %11s %8s %10s %9s\n", "N", "repeats", "minimum", "three-rep",
                "three-min", "three-early", "moves", "ms", "shuffled");
    for (int n : sizes) {
        const auto request = DrawRequest::samePlayers(numbered(n), 5, seed);
        const auto t0 = std::chrono::steady_clock::now();
        const auto outcome = planDraw(request);
        const double ms = msSince(t0);
        if (!outcome) {
            std::printf("%6d  %s\n", n, outcome.error().c_str());
            continue;
        }
        std::printf("%6d %8d %8d %10d %10d %11d %8llu %10.1f %9d\n", n, outcome->repeats,
                    knownMinimumRepeats(n, 5), outcome->threeSeatsRepeated, forcedThreeRepeats(n),
                    outcome->threeSeatsEarly, static_cast<unsigned long long>(outcome->iterations), ms,
                    shuffledRepeats(n, seed));
        std::fflush(stdout);
    }

    if (argc > 1)
        return 0;
    std::printf("\nRedraws: the field changes after some rounds, the rest is drawn again\n");
    std::printf("%-24s %8s %8s %10s\n", "case", "repeats", "moves", "ms");
    struct Case {
        int players;
        int played;
        int change; // -1: player 7 withdraws, +1: a late entry
    };
    for (const Case c :
         {Case{16, 2, -1}, Case{20, 1, +1}, Case{32, 3, +1}, Case{200, 3, -1}, Case{1000, 3, -1}}) {
        const auto first = planDraw(DrawRequest::samePlayers(numbered(c.players), 5, seed));
        std::vector<Round> played(first->rounds.begin(), first->rounds.begin() + c.played);
        auto present = numbered(c.players);
        if (c.change < 0)
            present.erase(present.begin() + 6);
        else
            present.push_back(c.players + 1);
        const auto t0 = std::chrono::steady_clock::now();
        const auto again = planDraw(DrawRequest::samePlayers(present, 5, seed + 1, played));
        const double ms = msSince(t0);
        const std::string name = std::to_string(c.players) + " -> " + std::to_string(c.players + c.change) +
                                 " after round " + std::to_string(c.played);
        std::printf("%-24s %8d %8llu %10.1f\n", name.c_str(), again->repeats,
                    static_cast<unsigned long long>(again->iterations), ms);
    }
    return 0;
}
