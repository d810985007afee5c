// The check on open, remembered (checkcache.h).
#include "store/checkcache.h"

#include "nkb_version.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QStandardPaths>
#include <QStringList>
#include <QUuid>

#include <cstdio>

#if defined(NKB_CHECK_CACHE)
#include <sys/stat.h>
#include <zlib.h>
#endif

namespace nkb::store {

namespace {

constexpr int kRemembered = 64;

QString cacheFile()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return folder.isEmpty() ? QString() : folder + QStringLiteral("/nk-bonaken/gecontroleerd");
}

// A newer program may check more: what an older one found clean is checked again.
QByteArray line(const std::string &stamp)
{
    return QByteArray(kVersion) + ' ' + QByteArray::fromStdString(stamp);
}

QList<QByteArray> remembered()
{
    QFile f(cacheFile());
    if (f.fileName().isEmpty() || !f.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = f.read(64 * 1024).split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

} // namespace

std::optional<std::string> fileStamp(const std::string &path)
{
#if defined(NKB_CHECK_CACHE)
    // Size and CRC-32 of one file's bytes; "" when it cannot be read whole.
    const auto contents = [](const std::string &name, const struct stat &s) -> std::string {
        QFile f(QFile::decodeName(name.c_str()));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        uLong crc = crc32(0L, Z_NULL, 0);
        qint64 total = 0;
        char buffer[1 << 16];
        for (qint64 n; (n = f.read(buffer, sizeof buffer)) > 0; total += n)
            crc = crc32(crc, reinterpret_cast<const Bytef *>(buffer), static_cast<uInt>(n));
        if (total != s.st_size)
            return {};
        return std::to_string(s.st_dev) + ':' + std::to_string(s.st_ino) + ':' + std::to_string(total) + ':' +
               std::to_string(crc);
    };
    struct stat file {};
    if (::stat(path.c_str(), &file) != 0 || !S_ISREG(file.st_mode))
        return std::nullopt;
    std::string out = contents(path, file);
    if (out.empty())
        return std::nullopt;
    struct stat wal {};
    const std::string walPath = path + "-wal";
    if (::stat(walPath.c_str(), &wal) == 0 && wal.st_size > 0) {
        const std::string w = contents(walPath, wal);
        if (w.empty())
            return std::nullopt;
        out += '|' + w;
    }
    return out;
#else
    (void)path;
    return std::nullopt;
#endif
}

bool checkedClean(const std::string &stamp)
{
    return remembered().contains(line(stamp));
}

void rememberClean(const std::string &stamp)
{
    const QString name = cacheFile();
    if (name.isEmpty() || !QDir().mkpath(QFileInfo(name).absolutePath()))
        return;
    QList<QByteArray> lines = remembered();
    const QByteArray mine = line(stamp);
    lines.removeAll(mine);
    lines.append(mine);
    while (lines.size() > kRemembered)
        lines.removeFirst();
    // A file of its own, then renamed over the cache: two commands at once never leave half a line.
    const QString temporary = name + QLatin1Char('.') + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QFile f(temporary);
    if (!f.open(QIODevice::WriteOnly) || f.write(lines.join('\n') + '\n') < 0) {
        f.remove();
        return;
    }
    f.close();
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(name).constData()) != 0)
        QFile::remove(temporary);
}

} // namespace nkb::store
