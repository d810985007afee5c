#include "ui/widgets/appicon.h"

#include <QDir>
#include <QGuiApplication>

namespace nkb::ui {

QIcon applicationIcon()
{
    QIcon icon;
    // Each size as drawn for it (rsvg-convert renders the SVG at that size), not one scaled.
    const QStringList files =
        QDir(QStringLiteral(":/nkb/icons")).entryList({QStringLiteral("nk-bonaken-*.png")});
    for (const QString &file : files)
        icon.addFile(QStringLiteral(":/nkb/icons/") + file);
    return icon;
}

void setApplicationIcon()
{
    QGuiApplication::setWindowIcon(applicationIcon());
}

} // namespace nkb::ui
