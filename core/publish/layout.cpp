// The names of the published site on the host (see layout.h).
#include "publish/layout.h"

#include <algorithm>

namespace nkb::publish::layout {

namespace {

// A generation number as written by generationFolder(): digits, no leading zero, not 0.
std::optional<int> number(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 9 || digits.front() == QLatin1Char('0'))
        return std::nullopt;
    for (const QChar c : digits)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    return digits.toInt();
}

} // namespace

QString normalisedBase(const QString &directory)
{
    QString base = directory.trimmed();
    // SFTP expands no '~': the login folder is where a relative path starts anyway.
    if (base == QLatin1String("~"))
        base.clear();
    else if (base.startsWith(QLatin1String("~/")))
        base.remove(0, 2);
    while (base.size() > 1 && base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return base.isEmpty() ? QStringLiteral(".") : base;
}

QString join(const QString &base, const QString &path)
{
    if (base.isEmpty() || base == QLatin1String("."))
        return path;
    if (base.endsWith(QLatin1Char('/')))
        return base + path;
    return base + QLatin1Char('/') + path;
}

QString generationFolder(const QString &tree, int generation)
{
    return tree + QLatin1Char('-') + QString::number(generation);
}

QString linkTarget(const QString &tree, int generation)
{
    return QLatin1String(kGenerations) + QLatin1Char('/') + generationFolder(tree, generation);
}

std::optional<int> generationOf(const QString &tree, const QString &folderName)
{
    const QString prefix = tree + QLatin1Char('-');
    if (tree.isEmpty() || !folderName.startsWith(prefix))
        return std::nullopt;
    return number(QStringView(folderName).mid(prefix.size()));
}

std::optional<int> generationOfLink(const QString &tree, const QString &target)
{
    const QString folder = QLatin1String(kGenerations) + QLatin1Char('/');
    if (!target.startsWith(folder))
        return std::nullopt;
    return generationOf(tree, target.mid(folder.size()));
}

QString temporaryName(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return path.left(slash + 1) + QLatin1Char('.') + path.mid(slash + 1) + QStringLiteral(".nieuw");
}

QString asideName(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return path.left(slash + 1) + QLatin1Char('.') + path.mid(slash + 1) + QStringLiteral(".oud");
}

std::vector<int> halfWritten(const std::vector<int> &generations, int current)
{
    std::vector<int> out;
    std::copy_if(generations.begin(), generations.end(), std::back_inserter(out),
                 [current](int n) { return n > current; });
    return out;
}

std::vector<int> outdated(const std::vector<int> &generations, int previous, int next)
{
    std::vector<int> out;
    std::copy_if(generations.begin(), generations.end(), std::back_inserter(out),
                 [previous, next](int n) { return n != previous && n != next; });
    return out;
}

} // namespace nkb::publish::layout
