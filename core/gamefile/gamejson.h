#pragma once
// Reading a game at one table from JSON (the format of `nk-bonaken-cli game check`).
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

// The inverse of parseGameJson: the game in the same format, compact (what the store keeps and
// the entry screen hands to the store).
[[nodiscard]] std::string writeGameJson(const GameRecord &game);
// The text a store keeps of a game: as writeGameJson, with the keys in name order (as every
// stored game has had them since the first version, so that two entries compare as text).
[[nodiscard]] std::string storedGameJson(const GameRecord &game);

// "verzaking", "vals_roemen", … as in the file format.
[[nodiscard]] const char *irregularityName(IrregularityKind kind);

} // namespace nkb
