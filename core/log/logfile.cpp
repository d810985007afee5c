#include "log/logfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <utility>

namespace nkb::log {

LogFile::LogFile(QString folder, qint64 maxBytes, int files)
    : m_folder(std::move(folder)), m_maxBytes(maxBytes), m_files(files < 1 ? 1 : files)
{
}

QString LogFile::path() const
{
    return numbered(0);
}

QString LogFile::numbered(int n) const
{
    return QDir(m_folder).filePath(n == 0 ? QStringLiteral("nk-bonaken.log")
                                          : QStringLiteral("nk-bonaken.%1.log").arg(n));
}

void LogFile::rotate()
{
    QFile::remove(numbered(m_files - 1));
    for (int n = m_files - 2; n >= 0; --n)
        if (QFileInfo::exists(numbered(n)))
            QFile::rename(numbered(n), numbered(n + 1));
}

bool LogFile::append(const QByteArray &line)
{
    const QMutexLocker lock(&m_mutex);
    if (!QDir().mkpath(m_folder))
        return false;
    // Asked of the file each time: another program may have moved it aside meanwhile.
    const qint64 size = QFileInfo(path()).size();
    if (size > 0 && size + line.size() + 1 > m_maxBytes)
        rotate();
    QFile file(path());
    // Only the user reads it: it names files, servers and stations.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    return file.write(line + '\n') == line.size() + 1;
}

} // namespace nkb::log
