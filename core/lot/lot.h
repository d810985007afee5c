#pragma once
// The random source behind every lot: the draw, the lot across the final cut, and the tests'
// random games. std::mt19937_64 is specified bit for bit by the standard, but
// std::uniform_int_distribution and std::shuffle are not (libstdc++, libc++ and MSVC give other
// numbers), so the bounded integer and the shuffle are our own: the same seed gives the same
// tables on every platform and build.
#include <cstdint>
#include <limits>
#include <random>
#include <utility>
#include <vector>

namespace nkb {

class LotRng {
  public:
    explicit LotRng(std::uint64_t seed) : m_engine(seed) {}

    // Uniform in [0, n); n must be > 0. Rejection sampling: a draw is kept only when its whole
    // bucket of n values fits below 2^64, so every remainder is equally likely.
    std::uint64_t below(std::uint64_t n)
    {
        constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
        for (;;) {
            const std::uint64_t x = m_engine();
            const std::uint64_t r = x % n;
            if (x - r <= top - (n - 1))
                return r;
        }
    }

    // Uniform in [lo, hi], lo <= hi.
    int between(int lo, int hi)
    {
        return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1));
    }

    // Fisher-Yates, from the back.
    template <typename T> void shuffle(std::vector<T> &v)
    {
        for (std::size_t i = v.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(v[i - 1], v[j]);
        }
    }

    std::uint64_t raw() { return m_engine(); }

  private:
    std::mt19937_64 m_engine;
};

} // namespace nkb
