#pragma once
// What the papers say about places and points (internal to core/report): the legend under a
// scoresheet's Punten row and the klassement's order line, both naming how a table of three
// scores (tournament/threescoring.h).
#include "tournament/tournament.h"

#include <QString>

#include <cstddef>

namespace nkb::report {

// "1e 10 · 2e 8 · 3e 4 · 4e 1 · erin 0", at a table of three with the choice's word.
[[nodiscard]] QString placesLegend(const Tournament &t, std::size_t seats);

// The rule set, R60's order and the scoring of a table of three, under the klassement.
[[nodiscard]] QString orderFootnote(const Tournament &t);

} // namespace nkb::report
