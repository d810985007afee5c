// The klassement as JSON (see standingsjson.h).
#include "tournament/standingsjson.h"

#include <nlohmann/json.hpp>

namespace nkb {

std::string standingsJson(const std::vector<StandingRow> &rows, int indent)
{
    nlohmann::json out = nlohmann::json::array();
    for (const StandingRow &r : rows)
        out.push_back({{"rank", r.rank},
                       {"start_number", r.startNumber},
                       {"name", r.name},
                       {"club", r.club},
                       {"points", r.ladder.points},
                       {"tens", r.ladder.tens},
                       {"eights", r.ladder.eights},
                       {"fours", r.ladder.fours},
                       {"ones", r.ladder.ones},
                       {"zeros", r.ladder.zeros},
                       {"games", r.ladder.games},
                       {"shared", r.sharedRank},
                       {"withdrawn", r.withdrawn},
                       {"tie_at_cut", r.tieAtCut}});
    return out.dump(indent);
}

} // namespace nkb
