// bench_draw [N...]: a five-round draw from scratch for each field size (default: 8..40, then
// steps to 200, and 1,000), with its repeat meetings, repeated table-of-three seats and time.
// Not a test: the figures go into the README.
#include "draw/draw.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <vector>

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
    std::printf("%6s %8s %8s %12s %10s %10s\n", "N", "repeats", "minimum", "three-rep", "moves", "ms");
    for (int n : sizes) {
        std::vector<nkb::draw::PlayerId> players(static_cast<std::size_t>(n));
        std::iota(players.begin(), players.end(), 1);
        const auto request = nkb::draw::DrawRequest::samePlayers(players, 5, 20260321);
        const auto t0 = std::chrono::steady_clock::now();
        const auto outcome = nkb::draw::planDraw(request);
        const auto t1 = std::chrono::steady_clock::now();
        if (!outcome) {
            std::printf("%6d  %s\n", n, outcome.error().c_str());
            continue;
        }
        const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        std::printf("%6d %8d %8d %12d %10llu %10.1f\n", n, outcome->repeats,
                    nkb::draw::knownMinimumRepeats(n, 5), outcome->threeSeatsRepeated,
                    static_cast<unsigned long long>(outcome->iterations), ms);
        std::fflush(stdout);
    }
    return 0;
}
