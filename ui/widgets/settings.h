#pragma once
// Typed settings with their defaults, in one place.
#include <QString>
#include <QStringList>

namespace nkb::ui::settings {

inline constexpr int kMaxRecentFiles = 8;

[[nodiscard]] QStringList recentFiles();
void addRecentFile(const QString &path);
[[nodiscard]] QString lastDirectory();
// The tournament file open now, kept while it is open and cleared when the window closes as it
// should: still there at the next start, it was open when the program stopped without closing
// (a crash, a power cut), and the start page offers "Verder met <toernooi>".
struct OpenFile {
    QString path; // "" when none
    QString name; // the tournament's name
};
[[nodiscard]] OpenFile openFile();
void setOpenFile(const OpenFile &file);
// Cleared only when it still names `path` (another window may have opened another file since).
void clearOpenFile(const QString &path);
void setLastDirectory(const QString &dir);
// Where the automatic backups go (may be a USB stick); default: the user's data folder, "back-ups".
[[nodiscard]] QString backupDirectory();
void setBackupDirectory(const QString &dir);
// Imported players are ticked present at once; default off: they start "aangemeld" and are ticked
// present at the door.
[[nodiscard]] bool importPresent();
void setImportPresent(bool present);
// The folder the PDF dialog saved in last; default: the tournament file's folder (empty here).
[[nodiscard]] QString pdfDirectory();
void setPdfDirectory(const QString &dir);

// The server a station connected to last (ui/stations/serverdialog.h); never its password.
struct ServerFields {
    QString host;
    int port{5433}; // the venue cluster of scripts/venue-server.sh
    QString database;
    QString user;
    QString station; // this station's name in the audit ("Zaal-2"); the computer's name when empty
    // The venue's own certificate authority (nkbonaken-ca.crt from the server laptop): the server's
    // certificate is checked against it (sslmode verify-full); empty: ~/.postgresql/root.crt if
    // there is one, else encrypted without that check.
    QString caFile;
};
[[nodiscard]] ServerFields lastServer();
// A station connected to a server before (the start page offers to connect again).
[[nodiscard]] bool hasLastServer();
void setLastServer(const ServerFields &fields);

} // namespace nkb::ui::settings
