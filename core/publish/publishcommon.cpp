// What every build of publish.h has, with or without libssh2.
#include "publish/messages.h"
#include "publish/publish.h"

#include <QByteArray>

#include <set>

namespace nkb::publish {

QString fingerprintText(const QByteArray &sha256)
{
    QByteArray text = sha256.toBase64(QByteArray::OmitTrailingEquals);
    return QStringLiteral("SHA256:") + QString::fromLatin1(text);
}

QString uploadProblem(const Upload &site)
{
    if (!isSitePath(site.tree) || site.tree.contains(QLatin1Char('/')))
        return text::badPath(site.tree);
    std::set<QString> seen;
    for (const SiteFile &file : site.treeFiles) {
        if (!isSitePath(file.path) || !seen.insert(site.tree + QLatin1Char('/') + file.path).second)
            return text::badPath(file.path);
    }
    for (const SiteFile &file : site.rootFiles) {
        // A root file inside the tree would be written into the generation visitors read now.
        if (file.path == site.tree || file.path.startsWith(site.tree + QLatin1Char('/')))
            return text::rootFileInTree(file.path, site.tree);
        if (!isSitePath(file.path) || !seen.insert(file.path).second)
            return text::badPath(file.path);
    }
    return {};
}

} // namespace nkb::publish
