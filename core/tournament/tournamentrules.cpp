#include "tournament/tournamentrules.h"

#include <stdexcept>
#include <utility>

namespace nkb {

Result<RuleSet> ruleSetOf(const TournamentInfo &info)
{
    auto rs = RuleSet::fromName(info.rules);
    if (!rs)
        return rs.error();
    RuleSet out = std::move(rs).value();
    out.placePointsThree = info.placesThree;
    return out;
}

RuleSet ruleSetFor(const TournamentInfo &info)
{
    auto rs = ruleSetOf(info);
    if (!rs)
        throw std::invalid_argument(rs.error().message);
    return std::move(rs).value();
}

std::string rulesTitle(const TournamentInfo &info)
{
    const auto rs = RuleSet::fromName(info.rules);
    return rs ? rs->title() : "onbekende spelregels \"" + info.rules + "\"";
}

} // namespace nkb
