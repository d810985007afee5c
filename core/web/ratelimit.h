#pragma once
// Per address, a phone may ask a few pages a second and a burst when a page loads; a script that
// asks faster gets 429 until it slows down. A token bucket per address, in plain C++ with the time
// given, so that tests need no clock. The table is bounded: addresses quiet for a minute go, and
// when it is full a new address is refused rather than the memory growing.
#include <cstddef>
#include <string>
#include <unordered_map>

namespace nkb::web {

class RateLimit {
  public:
    struct Limits {
        double perSecond{10.0}; // sustained requests per second per address
        double burst{40.0};     // what a page load with its style and script may ask at once
        std::size_t maxAddresses{20000};
    };
    RateLimit() = default;
    explicit RateLimit(Limits limits) : m_limits(limits) {}

    // Takes one request from the address's bucket at `now` (seconds, any monotonic origin).
    [[nodiscard]] bool allow(const std::string &address, double now);
    // Seconds until the address may ask again (for Retry-After), at least 1.
    [[nodiscard]] int retryAfter(const std::string &address, double now) const;
    [[nodiscard]] std::size_t addresses() const { return m_buckets.size(); }

  private:
    struct Bucket {
        double tokens{0};
        double at{0};
    };
    void forgetQuiet(double now);

    Limits m_limits;
    std::unordered_map<std::string, Bucket> m_buckets;
    double m_lastSweep{0};
};

} // namespace nkb::web
