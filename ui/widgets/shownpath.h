#pragma once
// Every file or folder path the person sees goes through shownPath(): on Windows with backslashes
// (C:\Users\Anke\Documenten\NK-2026.bonaken), as Explorer and every other program show it; Qt
// itself hands out C:/Users/... Labels, messages, status bar, tooltips, lists and path fields all
// use it; what a person types into a path field comes back through typedPath().
#include <QChar>
#include <QString>

namespace nkb::ui {

[[nodiscard]] QString shownPath(const QString &path);
// A path as shown or typed (C:\Toernooien\NK.bonaken on Windows) in Qt's own form (C:/...).
[[nodiscard]] QString typedPath(const QString &shown);

// The separator shown for '/': QDir::separator() unless a test on Linux asks for Windows' '\'
// to check that a place shows its path through shownPath().
void setShownSeparator(QChar separator);

} // namespace nkb::ui
