#pragma once
// The program's icon (installer/nk-bonaken.svg as PNGs of 16 to 256 px, compiled in), on every
// window: the main window, its dialogs, the projector and the Handleiding.
#include <QIcon>

namespace nkb::ui {

// Every size of the icon; null when the build had no rsvg-convert to make them.
[[nodiscard]] QIcon applicationIcon();
// Makes it the icon of every window of the application (QGuiApplication::setWindowIcon).
void setApplicationIcon();

} // namespace nkb::ui
