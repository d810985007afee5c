#pragma once
// The refusal of a second entry that differs from the first (double entry), in words for the
// referee who settles it.
#include "gamefile/entrycomparison.h"

#include <string>

namespace nkb {

// "<game>: deze invoer verschilt van de eerste invoer door station <first> om HH:mm:" and each
// differing row with both entries' values; game is "Tafel 3, spel 1" or "Finale, spel 2".
[[nodiscard]] std::string differenceWords(const EntryComparison &c, const std::string &game,
                                          const std::string &firstStation);

} // namespace nkb
