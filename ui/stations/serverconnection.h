#pragma once
// The application on a venue server: opening the tournament database on it, and
// moving the open tournament from its file onto an empty server database. Back into a file is
// "Opslaan als kopie…", which on a server copies table by table as well.
#include "ui/stations/serverdialog.h"

#include <QString>

#include <memory>

class QWidget;

namespace nkb::ui {

class TournamentDocument;

// postgresql://user:password@host:port/database (a socket folder as ?host=/path); the password
// stays in memory (the store shows and remembers the address without it).
[[nodiscard]] QString serverLocation(const ServerLogin &login);

// Opens the tournament on the server as station login.fields.station; nullptr with a Dutch
// message in *error. The fields (not the password) are remembered for next time.
[[nodiscard]] std::unique_ptr<TournamentDocument> openServer(const ServerLogin &login, QString *error);

// Copies the tournament of `file` (every table, its audit included) into the empty database of
// login; "" when done, else why not (nothing written then).
[[nodiscard]] QString copyToServer(const QString &file, const ServerLogin &login);

// The menu's "Verbinden met server…": asks (ServerDialog), opens; nullptr when cancelled or failed
// (the failure shown).
[[nodiscard]] std::unique_ptr<TournamentDocument> connectToServer(QWidget *parent);
// The menu's "Naar server kopiëren…" for the open file: asks where, copies, says what happened.
void copyToServerAsked(QWidget *parent, const TournamentDocument &document);

// The main window's title: the tournament, and on a server which server and which station
// ("NK 2026 — server 192.168.1.10 — station Zaal-2 — NK Bonaken"), of a file the file first
// ("NK-2026 hersteld.bonaken — NK 2026 — NK Bonaken"), and whether it only views.
[[nodiscard]] QString windowTitle(const TournamentDocument &document);

} // namespace nkb::ui
