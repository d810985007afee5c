#pragma once
// The logbook: what the program did, for the director or a volunteer who has to understand a
// problem at the venue afterwards (the audit says what changed in the tournament; the logbook says
// what happened around it: a file opened, a server lost and back, a backup that failed, a change
// refused, an unexpected error).
//
// One QLoggingCategory per room. They are silent until start() opens the logbook: then their info,
// warnings and errors go to a rotating file in the user's data folder, and Qt's own warnings (an
// unexpected error anywhere) with them. Without a logbook (the command line, the tests) nothing is
// printed, so a command's output and its Dutch refusal stay the only words on the terminal;
// QT_LOGGING_RULES="nkb.*=true" shows them there for a developer (nk-bonaken-cli: with
// NKB_QT_MESSAGES=1).
//
// Levels: info for what happened as it should (opened, closed, backup made, connection back, a
// refusal the user was told about); warning for what went wrong and may need a look (connection
// lost, backup failed); critical for what should never happen. Never a password, and of the
// tournament no more than the audit shows (names and results as the audit words them).
#include <QLoggingCategory>
#include <QString>

namespace nkb::log {

Q_DECLARE_LOGGING_CATEGORY(store)    // nkb.store: the tournament opened, closed, a change refused
Q_DECLARE_LOGGING_CATEGORY(stations) // nkb.stations: the server connection lost, back, slow
Q_DECLARE_LOGGING_CATEGORY(backups)  // nkb.backups: a backup made or failed, a restore
Q_DECLARE_LOGGING_CATEGORY(web)      // nkb.web: the venue web server
Q_DECLARE_LOGGING_CATEGORY(ui)       // nkb.ui: the program started and ended, the window's own events
Q_DECLARE_LOGGING_CATEGORY(publish)  // nkb.publish: the website sent to the web host, or why not

struct Options {
    QString folder;               // where the files go; defaultFolder() when empty
    qint64 maxBytes{1024 * 1024}; // a file is moved aside before it grows past this
    int files{5};                 // nk-bonaken.log and nk-bonaken.1.log … nk-bonaken.4.log
};

// The user's own data folder for this computer (QStandardPaths::AppLocalDataLocation) + "/log":
// ~/.local/share/Stichting Bonaken Nederland/nk-bonaken/log on Linux, %LOCALAPPDATA%\…\log on
// Windows (beside the backups, not in a roaming profile). Needs the application's name set.
[[nodiscard]] QString defaultFolder();

// Opens the logbook and installs the message handler (once per program; a second start moves it).
// False when the folder cannot be made: the program runs on without a logbook.
bool start(const Options &options = {});
// Closes it again (the tests): the categories fall silent, Qt's own handler is back.
void stop();
// The file being written now; "" when no logbook is open.
[[nodiscard]] QString currentFile();

// The text with every password taken out: the password of an address
// (postgresql://user:secret@host/db → postgresql://user@host/db) and password=… of a connection
// string or an address's query. Every line goes through it before it is written.
[[nodiscard]] QString withoutPasswords(QString text);

} // namespace nkb::log
