#pragma once
// Typed settings with their defaults, in one place.
#include <QStringList>

namespace nkb::ui::settings {

inline constexpr int kMaxRecentFiles = 8;

[[nodiscard]] QStringList recentFiles();
void addRecentFile(const QString &path);
[[nodiscard]] QString lastDirectory();
void setLastDirectory(const QString &dir);
// Where the automatic backups go (may be a USB stick); default: the user's data folder, "back-ups".
[[nodiscard]] QString backupDirectory();
void setBackupDirectory(const QString &dir);

} // namespace nkb::ui::settings
