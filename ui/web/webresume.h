#pragma once
// The venue web comes back by itself (issue 35): when the director started the player pages (and
// entry at the table) for a tournament, the program remembers it until he stops them; when it opens
// that tournament again (after a crash, a power cut, or the next morning) it starts them again on
// the same network and port and says so in the status bar. Every phone at every table goes on
// without anyone thinking of Beeld → Webpagina's.
#include <QString>

namespace nkb::web {
class VenueWeb;
}

namespace nkb::ui {

class TournamentDocument;

// After a start by the director: the tournament's pages run on `network`:`port` (entry at the
// table or not, as `web` runs now).
void rememberServing(const TournamentDocument &document, const web::VenueWeb &web, const QString &network, int port);
// After a stop by the director: not started again.
void forgetServing(const TournamentDocument &document);
// On opening a tournament: starts the pages again when they ran for it. What to say in the status
// bar (they run again, at which address; or why they could not), empty when there was nothing.
[[nodiscard]] QString resumeServing(web::VenueWeb &web, const TournamentDocument &document);

} // namespace nkb::ui
