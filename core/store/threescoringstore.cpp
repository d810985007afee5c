// The scoring of a table of three, a tournament setting in the tournament
// row's places_three (no migration: the column has been there since schema 1).
#include "store/storeimpl.h"

#include "tournament/limits.h"
#include "tournament/threescoring.h"

namespace nkb {

using namespace store;

StoreResult<std::vector<int>> TournamentStore::setPlacesThree(const std::vector<int> &places)
{
    return d->transaction<std::vector<int>>([&]() -> StoreResult<std::vector<int>> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        if (t.info.placesThree == places)
            return refused("Een tafel van drie telt al " + threeScoringText(places) + ".");
        TournamentInfo wanted = t.info;
        wanted.placesThree = places;
        if (auto e = checkInfoBounds(wanted))
            return refused(*e);
        if (places[0] < places[1] || places[1] < places[2])
            return refused("De punten aan een tafel van drie lopen af van de eerste naar de derde plaats.");
        if (auto e = threeScoringChangeRefusal(t))
            return refused(*e);
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("UPDATE tournament SET places_three = ?", {q(joinInts(places))});
        d->audit("Tafel van drie telt " + threeScoringText(places) + " (was " +
                     joinInts(t.info.placesThree, "/") + ")",
                 inverse);
        return places;
    });
}

} // namespace nkb
