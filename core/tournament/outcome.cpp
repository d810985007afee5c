#include "tournament/outcome.h"

#include "rules/tablegame.h"

#include <stdexcept>
#include <string>
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

Verdict checkPointsOutcome(const std::vector<int> &points, const TournamentInfo &info)
{
    const int players = static_cast<int>(points.size());
    if (players < 3 || players > 4)
        return ruleError(0, "Een tafel heeft 3 of 4 spelers, niet " + std::to_string(players) + ".");
    if (!isReachableOutcome(points, players, ruleSetFor(info))) {
        std::string list;
        for (int p : points)
            list += (list.empty() ? "" : "/") + std::to_string(p);
        std::string places;
        for (int p : defaultPlacePoints(players, ruleSetFor(info)))
            places += (places.empty() ? "" : ", ") + std::to_string(p);
        return ruleError(54, "de punten " + list + " kunnen niet de uitslag van één spel aan een tafel van " +
                                 std::to_string(players) + " zijn (plaatsen tellen " + places +
                                 "; erin telt 0).");
    }
    return std::nullopt;
}

} // namespace nkb
