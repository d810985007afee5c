// Token buckets per address (see ratelimit.h).
#include "web/ratelimit.h"

#include <algorithm>
#include <cmath>

namespace nkb::web {

namespace {
// A bucket full again and untouched this long is forgotten: it would allow the same as a new one.
constexpr double kQuietSeconds = 60.0;
} // namespace

bool RateLimit::allow(const std::string &address, double now)
{
    if (now - m_lastSweep >= kQuietSeconds / 2)
        forgetQuiet(now);
    auto it = m_buckets.find(address);
    if (it == m_buckets.end()) {
        if (m_buckets.size() >= m_limits.maxAddresses)
            return false;
        it = m_buckets.emplace(address, Bucket{m_limits.burst, now}).first;
    }
    Bucket &b = it->second;
    b.tokens = std::min(m_limits.burst, b.tokens + std::max(0.0, now - b.at) * m_limits.perSecond);
    b.at = now;
    if (b.tokens < 1.0)
        return false;
    b.tokens -= 1.0;
    return true;
}

int RateLimit::retryAfter(const std::string &address, double now) const
{
    const auto it = m_buckets.find(address);
    if (it == m_buckets.end())
        return 1;
    const double tokens = it->second.tokens + std::max(0.0, now - it->second.at) * m_limits.perSecond;
    const double wait = (1.0 - tokens) / m_limits.perSecond;
    return std::max(1, static_cast<int>(std::ceil(wait)));
}

void RateLimit::forgetQuiet(double now)
{
    m_lastSweep = now;
    for (auto it = m_buckets.begin(); it != m_buckets.end();) {
        const Bucket &b = it->second;
        const double full = b.tokens + std::max(0.0, now - b.at) * m_limits.perSecond;
        if (full >= m_limits.burst && now - b.at >= kQuietSeconds)
            it = m_buckets.erase(it);
        else
            ++it;
    }
}

} // namespace nkb::web
