#pragma once
// Double entry: two stations' entries of one game side by side, in the scoresheet's words, for
// the referee who settles a difference. Only the entries' data is compared here; which game and
// which station entered first come from the tournament file.
#include <optional>
#include <string>
#include <vector>

namespace nkb {

// A row per seat's points and per gift.
struct ComparedRow {
    std::string label;  // "Anna" (her points) or "Gift 3"
    std::string first;  // as the first station entered it ("" when it has no such gift)
    std::string second; // as this station entered it
    bool differs{false};
};

struct EntryComparison {
    int round{0}; // which game (GameRef)
    int table{0};
    int game{0};
    std::string firstStation;
    std::string firstAt; // local time HH:mm
    std::vector<ComparedRow> rows;
    [[nodiscard]] bool differs() const;
};

// One entry as compared: its points per seat in seating order and, when entered gift by gift,
// the game's text (the stored JSON with its "giften").
struct ComparedEntry {
    std::vector<int> points;
    std::optional<std::string> giftenJson{};
    bool pointsOnly{true};
};

// The rows of the comparison (which game, station and time left empty). Agree means the same
// points per seat and, where both entries have their gifts, the same gifts; a paper result agrees
// with a game entered gift by gift that gives the same points.
[[nodiscard]] EntryComparison compareEntries(const ComparedEntry &first, const ComparedEntry &second,
                                             const std::vector<std::string> &names);

} // namespace nkb
