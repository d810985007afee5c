#pragma once
// The venue web's pages as HTML (internal to core/web): each a plain function of one snapshot, so a
// page is the same for every phone that asks for the same version. Every name and club is escaped;
// nothing is shown that does not hang on the wall (no station names, no audit, no e-mail).
#include "web/snapshot.h"

#include <QString>

#include <optional>
#include <set>
#include <string>

namespace nkb::web {

// The round whose seating a phone looks for now: the round being played when it is drawn, else the
// last round drawn before it; the final once it is seated. Nothing before the first draw.
[[nodiscard]] std::optional<int> seatingRound(const Tournament &t);

// Every category a player has ("dame", "nieuw"): the klassement's filters and the published site's pages.
[[nodiscard]] std::set<std::string> categoriesOf(const Tournament &t);

// "Ronde 3 wordt gespeeld: 12 van 38 tafels klaar.", "De finale is gespeeld.", …
[[nodiscard]] QString progressLine(const Tournament &t);

// "/": the round being played, "Waar zit ik?" (every name with its table and seat, filtered by
// `search`, accents ignored), links to the rest.
[[nodiscard]] QString homePage(const Snapshot &s, const std::string &search);
// "/klassement": the qualifying klassement (R60) with the final cut (R61); `category` filters
// ("dame"); nullopt for a category no player has.
[[nodiscard]] std::optional<QString> standingsPage(const Snapshot &s, const std::string &category);
// "/indeling" (round empty: seatingRound) and "/ronde/N"; nullopt for a round that is not seated.
[[nodiscard]] std::optional<QString> seatingPage(const Snapshot &s, std::optional<int> round);
// "/speler/N": every game with table, tablemates and points, the total and the rank after each
// round; nullopt for an unknown start number.
[[nodiscard]] std::optional<QString> playerPage(const Snapshot &s, int startNumber);
// "/finale": the finalists, the final's games as entered, the champion.
[[nodiscard]] QString finalPage(const Snapshot &s);
// Any other address.
[[nodiscard]] QString notFoundPage(const Snapshot &s);

} // namespace nkb::web
