#pragma once
// Reading a game at one table from JSON (the format of `nk-bonaken-cli game check`, see issue 2).
#include "gamefile/gamerecord.h"

#include <string>
#include <string_view>
#include <variant>

namespace nkb {

// The text is not JSON, or not a game in our format: a Dutch sentence naming the place.
struct GameParseError {
    std::string message;
};

[[nodiscard]] std::variant<GameRecord, GameParseError> parseGameJson(std::string_view text);

} // namespace nkb
