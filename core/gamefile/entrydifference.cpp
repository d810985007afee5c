#include "gamefile/entrydifference.h"

namespace nkb {

std::string differenceWords(const EntryComparison &c, const std::string &game, const std::string &firstStation)
{
    std::string msg = game + ": deze invoer verschilt van de eerste invoer door station " + firstStation +
                      (c.firstAt.empty() ? "" : " om " + c.firstAt) + ":";
    for (const ComparedRow &r : c.rows)
        if (r.differs)
            msg += "\n  " + r.label + ": " + (r.first.empty() ? "-" : r.first) + " (eerste), " +
                   (r.second.empty() ? "-" : r.second) + " (deze)";
    return msg + "\nEen scheidsrechter beslist welke invoer geldt.";
}

} // namespace nkb
