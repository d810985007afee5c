#pragma once
// Drawing a round of a stored tournament: the rounds already seated before it stay as
// they were, the round and every later one are planned together, and the round is stored with
// its seed and the algorithm version.
#include "draw/draw.h"
#include "store/storeresult.h"
#include "tournament/tournament.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nkb {

class TournamentStore;

struct NamedRepeat {
    std::string a;
    std::string b;
    int times{0}; // meetings up to and including this round
};

struct DrawnRound {
    int round{0};
    std::vector<Table> tables;
    std::uint64_t seed{0};
    int algorithmVersion{draw::kDrawAlgorithmVersion};
    std::vector<NamedRepeat> repeats;           // pairs meeting again in this round
    std::vector<std::string> threeSeats;        // players at a table of three
    std::vector<std::string> threeSeatsRepeated;// of those, who sat at a table of three before
    std::vector<std::string> threeSeatsEarly;   // of those, who sat there more often than someone
                                                // at a table of four now (out of turn)
    int knownMinimum{0};                        // known minimum total of repeats for this field
    int plannedRepeatsTotal{0};                 // repeats over all rounds of the plan
};

// A fresh seed for a director who gives none (shown and stored with the round).
[[nodiscard]] std::uint64_t freshSeed();

// Draws `round` (1..rounds). Refused: a round with results (it can no longer be redrawn), a
// round before which a round is not seated, fewer than three players present.
[[nodiscard]] StoreResult<DrawnRound> drawRound(TournamentStore &store, int round,
                                                std::optional<std::uint64_t> seed = std::nullopt);

} // namespace nkb
