#pragma once
// Swapping two players by hand in a drawn round, and who would meet again because of it.
#include "tournament/tournament.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace nkb::ui {

// The round's tables with start numbers a and b exchanged; nullopt when either is not seated.
[[nodiscard]] std::optional<std::vector<Table>> swapSeats(const std::vector<Table> &tables, int a, int b);

// Meetings that the new seating creates with players met in an earlier round, for a and b only
// ("Anna treft Bram opnieuw (ook in ronde 1)").
[[nodiscard]] QStringList newRepeats(const Tournament &t, int round, const std::vector<Table> &tables, int a, int b);

} // namespace nkb::ui
