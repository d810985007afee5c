// Whether the tournament's rule set may change (issue 36): before the first result only.
#include "tournament/decisions.h"

#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

#include <string>

namespace nkb {

Result<RuleSet> rulesChange(const Tournament &t, std::string_view name, std::size_t firstEntries)
{
    auto wanted = RuleSet::fromName(name);
    if (!wanted)
        return wanted.error();
    const std::string now = rulesTitle(t.info);
    if (wanted->name() == t.info.rules)
        return RuleError{0, "De spelregels zijn al " + now + "."};
    const std::size_t results = t.games.size() + firstEntries;
    if (results > 0) {
        std::string which;
        if (!t.games.empty()) {
            const GameResult &g = t.games.front();
            which = gameLabel({g.round, g.table, g.game});
            if (results > 1)
                which += " en nog " + std::to_string(results - 1);
        } else {
            which = std::to_string(firstEntries) + (firstEntries == 1 ? " eerste invoer" : " eerste invoeren");
        }
        return RuleError{0, "De spelregels kunnen niet meer veranderen: er staan al uitslagen (" + which +
                                "); die zijn onder " + now + " beoordeeld."};
    }
    return wanted;
}

} // namespace nkb
