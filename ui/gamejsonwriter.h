#pragma once
// The game at one table in the JSON format of `nk-bonaken-cli game check` (issue 2), the inverse
// of core/gamefile's parseGameJson for what the gift entry produces (no card records).
// To move to core/gamefile when its owner takes it.
#include "gamefile/gamerecord.h"

#include <string>

namespace nkb::ui {

[[nodiscard]] std::string writeGameJson(const GameRecord &game);

} // namespace nkb::ui
