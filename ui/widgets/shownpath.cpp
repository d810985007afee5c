#include "ui/widgets/shownpath.h"

#include <QDir>

namespace nkb::ui {

namespace {

QChar &shownSeparator()
{
    static QChar separator = QDir::separator();
    return separator;
}

} // namespace

QString shownPath(const QString &path)
{
    if (shownSeparator() == QDir::separator())
        return QDir::toNativeSeparators(path);
    QString shown = path;
    return shown.replace(QLatin1Char('/'), shownSeparator());
}

QString typedPath(const QString &shown)
{
    if (shownSeparator() == QDir::separator())
        return QDir::fromNativeSeparators(shown);
    QString path = shown;
    return path.replace(shownSeparator(), QLatin1Char('/'));
}

void setShownSeparator(QChar separator) { shownSeparator() = separator; }

} // namespace nkb::ui
