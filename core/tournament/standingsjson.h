#pragma once
// The klassement (R60) as JSON, one object per player in rank order: what `nk-bonaken-cli standings
// --json` prints and the published site's klassement.json holds, so both say the same.
#include "tournament/standings.h"

#include <string>
#include <vector>

namespace nkb {

// [{"rank", "start_number", "name", "club", "points", "tens", "eights", "fours", "ones", "zeros",
//   "games", "shared", "withdrawn", "tie_at_cut"}, …]; `indent` as nlohmann's dump (-1: one line).
[[nodiscard]] std::string standingsJson(const std::vector<StandingRow> &rows, int indent = -1);

} // namespace nkb
