#pragma once
// Entry at the table (docs/table-entry.md): the page a scorekeeper's phone opens from the QR code on
// the table's scoresheet, "/tafel/N", and its script "/tafel.js". The page is the same for every
// phone and holds nothing of the table; what it shows comes from /tafel/N/stand with the code.
#include "web/snapshot.h"

#include <QByteArray>
#include <QString>

namespace nkb::web {

[[nodiscard]] QString tablePage(const Snapshot &s, int table);
[[nodiscard]] const QByteArray &tableScript();
// /tafelteken.js: how the table page signs its requests with the code (web/tablesign.h).
[[nodiscard]] const QByteArray &tableSigningScript();
// /tafelbevestig.js: "Spel klaar" confirmed by a player of another seat.
[[nodiscard]] const QByteArray &tableConfirmScript();

} // namespace nkb::web
