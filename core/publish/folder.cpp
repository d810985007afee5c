// The website written into a folder (see folder.h).
#include "publish/folder.h"

#include "publish/publish.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace nkb::publish {

namespace {

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = QStringLiteral("De map %1 kan niet worden gemaakt.").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = QStringLiteral("%1 kan niet worden geschreven: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

FolderResult refused(const QString &message)
{
    return FolderResult{false, message, 0, 0};
}

} // namespace

FolderResult writeFolder(const QString &dirPath, const Upload &site)
{
    if (const QString problem = uploadProblem(site); !problem.isEmpty())
        return refused(problem);
    const QDir dir(dirPath);
    if (!QDir().mkpath(dir.absolutePath()))
        return refused(QStringLiteral("De map %1 kan niet worden gemaakt: geen toegang, of een bestand met die naam.")
                           .arg(QDir::toNativeSeparators(dir.absolutePath())));
    const QString tree = dir.filePath(site.tree);
    const QFileInfo treeInfo(tree);
    if (treeInfo.exists() && (!treeInfo.isDir() || treeInfo.isSymLink() || !QFileInfo::exists(tree + QLatin1Char('/') + QLatin1String(kTreeMark))))
        return refused(QStringLiteral("In %1 staat al een map of bestand \"%2\" dat niet door NK Bonaken is gemaakt; "
                                      "er is niets geschreven. Kies een andere map of haal het weg.")
                           .arg(QDir::toNativeSeparators(dir.absolutePath()), site.tree));
    for (const SiteFile &f : site.rootFiles)
        if (QFileInfo(dir.filePath(f.path)).isDir())
            return refused(QStringLiteral("In %1 is \"%2\" een map; er is niets geschreven.")
                               .arg(QDir::toNativeSeparators(dir.absolutePath()), f.path));

    // The new tree beside the old one, whole, then in its place.
    const QString fresh = dir.filePath(QLatin1Char('.') + site.tree + QStringLiteral(".nieuw"));
    const QString old = dir.filePath(QLatin1Char('.') + site.tree + QStringLiteral(".oud"));
    QDir(fresh).removeRecursively();
    QDir(old).removeRecursively();
    FolderResult result{true, {}, 0, 0};
    QString error;
    const auto written = [&](const QString &path, const QByteArray &bytes) {
        if (!writeFile(path, bytes, &error))
            return false;
        ++result.files;
        result.bytes += bytes.size();
        return true;
    };
    for (const SiteFile &f : site.treeFiles)
        if (!written(fresh + QLatin1Char('/') + f.path, f.bytes)) {
            QDir(fresh).removeRecursively();
            return refused(error + QStringLiteral(" Er is niets vervangen."));
        }
    if (!written(fresh + QLatin1Char('/') + QLatin1String(kTreeMark), QByteArrayLiteral("nk-bonaken\n"))) {
        QDir(fresh).removeRecursively();
        return refused(error);
    }
    if (treeInfo.exists() && !QDir().rename(tree, old)) {
        QDir(fresh).removeRecursively();
        return refused(QStringLiteral("De map %1 kan niet worden vervangen (is een bestand erin geopend?); er is niets vervangen.")
                           .arg(QDir::toNativeSeparators(tree)));
    }
    if (!QDir().rename(fresh, tree)) {
        QDir().rename(old, tree);
        QDir(fresh).removeRecursively();
        return refused(QStringLiteral("De nieuwe map %1 kan niet op haar plaats worden gezet; de oude staat er nog.")
                           .arg(QDir::toNativeSeparators(tree)));
    }
    QDir(old).removeRecursively();
    for (const SiteFile &f : site.rootFiles)
        if (!written(dir.filePath(f.path), f.bytes))
            return refused(error);
    result.message = QStringLiteral("%1 bestanden (%2 kB) geschreven in %3.")
                         .arg(result.files)
                         .arg((result.bytes + 1023) / 1024)
                         .arg(QDir::toNativeSeparators(dir.absolutePath()));
    return result;
}

} // namespace nkb::publish
