#pragma once
// The whole tournament as one JSON document (export), and back (import). The round trip is exact:
// exporting an imported document gives the same document.
#include "rules/ruleerror.h"
#include "tournament/tournament.h"

#include <string>

namespace nkb {

inline constexpr const char *kTournamentFormat = "nk-bonaken-toernooi";
inline constexpr int kTournamentFormatVersion = 1;

[[nodiscard]] std::string tournamentToJson(const Tournament &t);
// Refuses (rule 0, Dutch message naming the place) a document that is not such an export.
[[nodiscard]] Result<Tournament> tournamentFromJson(const std::string &text);

} // namespace nkb
