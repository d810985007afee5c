#pragma once
// The whole tournament as one JSON document (export), and back (import). The round trip is exact:
// exporting an imported document gives the same document.
#include "rules/ruleerror.h"
#include "tournament/tournament.h"

#include <string>

namespace nkb {

inline constexpr const char *kTournamentFormat = "nk-bonaken-toernooi";
// 2: the tournament's rule set ("rules"). An export of a tournament played by the NK reglement
// is written as version 1, which every version reads (it plays by that reglement); one under
// another rule set as 2, so that a version without rule sets refuses it instead of judging its
// games by the NK reglement.
inline constexpr int kTournamentFormatVersion = 2;
// Each player's "person_id" (a UUID, the same person across tournaments) and "not_published" (the
// published website shows his initials only) are optional keys within either version: an older
// version reads past them, and an export without them (from before) gives every player a new
// person id when it is imported and nobody marked.


[[nodiscard]] std::string tournamentToJson(const Tournament &t);
// Refuses (rule 0, Dutch message naming the place) a document that is not such an export.
[[nodiscard]] Result<Tournament> tournamentFromJson(const std::string &text);

} // namespace nkb
