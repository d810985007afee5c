#pragma once
// The address each table's QR code opens for entry at the table (docs/table-entry.md): the venue
// web's address, "tafel/N", and the table's code after '#'. A browser never sends the part after
// '#' to the server, so the code is in no request line and no log; the page keeps it for itself.
#include "store/tournamentstore.h"

#include <QString>

#include <map>
#include <string>

namespace nkb::web {

[[nodiscard]] QString tableEntryLink(const QString &webAddress, int table, const std::string &code);

// The links of every table of a seated round, each with the code of its current generation.
[[nodiscard]] StoreResult<std::map<int, QString>> tableEntryLinks(const TournamentStore &store, const Tournament &t,
                                                                  int round, const QString &webAddress);

} // namespace nkb::web
