#include "ui/window/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace nkb::ui::settings {

namespace {
const QString kRecent = QStringLiteral("bestand/recent");
const QString kLastDir = QStringLiteral("bestand/map");
} // namespace

QStringList recentFiles() { return QSettings().value(kRecent).toStringList(); }

void addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecent, list);
    setLastDirectory(QFileInfo(absolute).absolutePath());
}

QString lastDirectory() { return QSettings().value(kLastDir, QDir::homePath()).toString(); }

void setLastDirectory(const QString &dir) { QSettings().setValue(kLastDir, dir); }

} // namespace nkb::ui::settings
