#include "tournament/outcome.h"

#include "rules/tablegame.h"

#include <string>

namespace nkb {

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
        return ruleSetFor(info).cite(ruleError(54, "de punten " + list +
                                                       " kunnen niet de uitslag van één spel aan een tafel van " +
                                                       std::to_string(players) + " zijn (plaatsen tellen " + places +
                                                       "; erin telt 0)."));
    }
    return std::nullopt;
}

} // namespace nkb
