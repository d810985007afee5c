// A website as files (see sitefiles.h).
#include "publish/sitefiles.h"

#include <QStringList>

namespace nkb::publish {

bool isSitePath(const QString &path)
{
    if (path.isEmpty() || path.size() > 200)
        return false;
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..") ||
            part.startsWith(QLatin1Char('.')))
            return false;
        for (const QChar c : part)
            if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-') &&
                c != QLatin1Char('_') && c != QLatin1Char('.'))
                return false;
    }
    return true;
}

} // namespace nkb::publish
