#pragma once
// One scoresheet line typed in a few keys at the results desk: the Speler's
// seat letter(s), the bid and + (won) or - (lost), without Tab or chord: "a40+", "c mis-",
// "b bonaak+", "ac mis-" (two misère Spelers). Plain text in, seats and a bid out; the game
// engine judges the gift as it judges the fields (the dealer follows from the rules, R5, R52).
#include "rules/bid.h"
#include "rules/ruleerror.h"
#include "rules/ruleset.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace nkb {

struct CompactGift {
    std::vector<std::size_t> seats; // 0-based (A = 0), in the order typed
    Bid bid;
    bool won{false};
    friend bool operator==(const CompactGift &, const CompactGift &) = default;
};

// The sign that ends a compact line: '+' won, '-' or the minus sign U+2212 lost.
[[nodiscard]] bool isCompactSign(std::string_view text);

// Reads "<seats><bid><sign>" for a table of `tableSize` players. Seats are letters A-D (either
// case) up to the first space or digit; a word bid ("mis", "misère", "zw", "zwabber", "bonaak",
// "bonaak 100") needs a space after the letters, a point bid may follow at once. A bid the rules
// refuse gives their message ("Regel 12: …"); pass is no gift (all passed: the fields).
[[nodiscard]] Result<CompactGift> parseCompactGift(std::string_view text, std::size_t tableSize,
                                                   const RuleSet &rs);

} // namespace nkb
