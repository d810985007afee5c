#pragma once
// Help → "Logboek openen": the folder of the logbook (core/log/log.h) in the desktop's file
// manager, so that a director can read it or copy it onto a USB stick for whoever helps.
class QMenu;
class QWidget;

namespace nkb::ui {

// Adds "Logboek openen" to the Help menu.
void addLogbookAction(QMenu *help, QWidget *window);
// Opens the folder; where the desktop cannot (no file manager), says where it is.
void openLogbook(QWidget *parent);

} // namespace nkb::ui
