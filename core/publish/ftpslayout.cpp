// The names of the site on an FTPS host (see ftpslayout.h).
#include "publish/ftpslayout.h"

#include "publish/layout.h"

#include <QList>
#include <QUrl>

#include <algorithm>

namespace nkb::publish::ftps {

namespace {

std::optional<Entry> parseLine(const QString &line)
{
    const QStringList fields = line.simplified().split(QLatin1Char(' '));
    Entry entry;
    qsizetype nameField = 0;
    // drwxr-xr-x 2 owner group 4096 Nov 29 13:36 name   (links: "name -> target")
    if (fields.size() >= 9 && fields.front().size() >= 10 && QStringLiteral("-dlbcps").contains(fields.front().front())) {
        entry.folder = fields.front().front() == QLatin1Char('d');
        nameField = 8;
    } else if (fields.size() >= 4 && fields.at(0).count(QLatin1Char('-')) == 2 && fields.at(1).contains(QLatin1Char(':'))) {
        // 11-29-26  01:36PM       <DIR>          name
        entry.folder = fields.at(2) == QLatin1String("<DIR>");
        nameField = 3;
    } else {
        return std::nullopt;
    }
    entry.name = fields.mid(nameField).join(QLatin1Char(' '));
    if (const qsizetype arrow = entry.name.indexOf(QLatin1String(" -> ")); arrow >= 0)
        entry.name.truncate(arrow);
    if (entry.name.isEmpty() || entry.name == QLatin1String(".") || entry.name == QLatin1String(".."))
        return std::nullopt;
    return entry;
}

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

std::vector<Entry> parseList(const QByteArray &listing)
{
    std::vector<Entry> out;
    for (const QByteArray &line : listing.split('\n'))
        if (auto entry = parseLine(QString::fromUtf8(line).trimmed()))
            out.push_back(*entry);
    return out;
}

QString asideFolder(const QString &tree, int generation)
{
    return tree + QStringLiteral("-old-") + QString::number(generation);
}

std::optional<int> asideOf(const QString &tree, const QString &folderName)
{
    const QString prefix = tree + QStringLiteral("-old-");
    if (tree.isEmpty() || !folderName.startsWith(prefix))
        return std::nullopt;
    return number(QStringView(folderName).mid(prefix.size()));
}

QByteArray markText(int generation)
{
    return QByteArrayLiteral("nk-bonaken\ngeneratie ") + QByteArray::number(generation) + '\n';
}

std::optional<int> generationInMark(const QByteArray &mark)
{
    const QList<QByteArray> lines = mark.split('\n');
    if (lines.isEmpty() || lines.front().trimmed() != "nk-bonaken")
        return std::nullopt;
    for (const QByteArray &line : lines)
        if (line.startsWith("generatie "))
            return number(QString::fromLatin1(line.mid(10).trimmed())).value_or(0);
    return 0;
}

int nextGeneration(int current, const std::vector<int> &written, const std::vector<int> &aside)
{
    int highest = current;
    for (const int n : written)
        highest = std::max(highest, n);
    for (const int n : aside)
        highest = std::max(highest, n + 1);
    return highest + 1;
}

QString absoluteBase(const QString &entryPath, const QString &base)
{
    if (base.contains(QLatin1Char('\n')) || base.contains(QLatin1Char('\r')) || entryPath.contains(QLatin1Char('\n')))
        return {};
    const QString normal = layout::normalisedBase(base);
    QString path = normal.startsWith(QLatin1Char('/')) ? normal : layout::join(entryPath, normal);
    if (normal == QLatin1String("."))
        path = entryPath;
    if (!path.startsWith(QLatin1Char('/')))
        path.prepend(QLatin1Char('/'));
    while (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

QByteArray urlPath(const QString &absolutePath)
{
    QByteArray out = "/%2F";
    const QStringList parts = absolutePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return out + '/';
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += '/';
        out += QUrl::toPercentEncoding(parts.at(i));
    }
    if (absolutePath.endsWith(QLatin1Char('/')) && !parts.isEmpty())
        out += '/';
    return out;
}

} // namespace nkb::publish::ftps
