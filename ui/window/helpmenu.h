#pragma once
// The Help menu (Handleiding, Voorbeeldtoernooi, Over nk-bonaken) and the backup actions of the
// Bestand menu, kept out of mainwindow.cpp so the main window only assembles.
#include <QString>

class QMenu;
class QWidget;

namespace nkb::ui {

class MainWindow;
class TournamentDocument;

// Read-only data installed with the program (share/nk-bonaken beside bin/, or the build tree):
// the full path of `relative`, or "" when it is not there.
[[nodiscard]] QString dataFile(const QString &relative);

void addHelpMenu(MainWindow *window);
// "Herstellen uit back-up…" and "Back-upmap kiezen…" after the other file actions.
void addBackupActions(QMenu *file, MainWindow *window);
// Starts the automatic backups of a newly opened tournament; failures reach the status bar.
void startAutoBackup(TournamentDocument *document, MainWindow *window);

// The sample tournament copied to `folder` (a new, writable file) and opened; gives the refusal.
QString openSampleCopy(MainWindow *window, const QString &folder);
// A backup copied to target and opened there; gives the refusal.
QString openRestored(MainWindow *window, const QString &backup, const QString &target);
// The About text: version, licence, Qt version.
[[nodiscard]] QString aboutText();
// The Handleiding in a window of its own (a text browser showing the walkthrough with its pictures).
QWidget *showManual(QWidget *parent);

} // namespace nkb::ui
