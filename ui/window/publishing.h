#pragma once
// Publishing from the window (issue 37): Bestand → Publiceren… and, while a tournament is open, its
// SitePublisher (ui/publish) with the "Website: …" line in the status bar.
class QMenu;

namespace nkb::ui {

class MainWindow;
class TournamentDocument;

void addPublishAction(QMenu *file, MainWindow *window);
// A publisher for the open tournament with the settings of this computer's user; the status bar
// says when the site was last brought up to date, or why not.
void startPublishing(TournamentDocument *document, MainWindow *window);

} // namespace nkb::ui
