#pragma once
// A paper result: the points per player of one game, checked against what one game can give.
#include "rules/ruleerror.h"
#include "rules/ruleset.h"
#include "tournament/tournament.h"
#include "tournament/tournamentrules.h"

#include <vector>

namespace nkb {

// R54–R57: the points per seat must be a reachable outcome of one game at a table of that size
// (10/8/4/1, 10/10/4/1, 10/8/4/0, 10/8/0/0, …). Refusals name rule 54.
[[nodiscard]] Verdict checkPointsOutcome(const std::vector<int> &points, const TournamentInfo &info);

} // namespace nkb
