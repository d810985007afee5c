// The stored state a write builds on (see entries.h: gameBasis).
#include "tournament/entries.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace nkb {

namespace {

// FNV-1a, 64 bits: the same figure on every platform and in every process, so a phone's basis read
// from one server is the basis any other process computes for the same stored game.
class Fnv {
  public:
    void add(std::string_view text)
    {
        for (const char c : text) {
            m_hash ^= static_cast<unsigned char>(c);
            m_hash *= 0x100000001b3ULL;
        }
        // A separator that no text holds, so ("ab", "c") and ("a", "bc") differ.
        m_hash ^= 0xffU;
        m_hash *= 0x100000001b3ULL;
    }
    [[nodiscard]] std::string hex() const
    {
        static const char kDigits[] = "0123456789abcdef";
        std::string out(16, '0');
        std::uint64_t h = m_hash;
        for (int i = 15; i >= 0; --i, h >>= 4)
            out[static_cast<std::size_t>(i)] = kDigits[h & 0xfU];
        return out;
    }

  private:
    std::uint64_t m_hash{0xcbf29ce484222325ULL};
};

} // namespace

std::string gameBasis(const GameResult *stored)
{
    if (!stored)
        return {};
    Fnv h;
    h.add(stored->finished ? "klaar" : "bezig");
    h.add(stored->pointsOnly ? "punten" : "giften");
    h.add(stored->giftenJson ? *stored->giftenJson : std::string("-"));
    std::string points;
    for (const int p : stored->points)
        points += std::to_string(p) + ',';
    h.add(points);
    h.add(stored->station);
    return h.hex();
}

} // namespace nkb
