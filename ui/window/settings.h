#pragma once
// Typed settings with their defaults, in one place.
#include <QStringList>

namespace nkb::ui::settings {

inline constexpr int kMaxRecentFiles = 8;

[[nodiscard]] QStringList recentFiles();
void addRecentFile(const QString &path);
[[nodiscard]] QString lastDirectory();
void setLastDirectory(const QString &dir);

} // namespace nkb::ui::settings
