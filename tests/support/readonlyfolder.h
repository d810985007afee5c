#pragma once
// A folder made read-only for this process, also for root (tests of read-only tournaments).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

#include <unistd.h>

// Makes `dir` read-only for this process, also for root: a read-only bind mount where root may
// mount; else chmod, which binds only a user other than root. Says which, or "" when neither.
struct ReadOnlyFolder {
    QString dir;
    QString how;
    explicit ReadOnlyFolder(const QString &folder) : dir(folder)
    {
        if (::geteuid() == 0) {
            if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("--bind"), dir, dir}) == 0) {
                if (QProcess::execute(QStringLiteral("mount"),
                                      {QStringLiteral("-o"), QStringLiteral("remount,ro,bind"), dir}) == 0)
                    how = QStringLiteral("read-only bind mount");
                else
                    QProcess::execute(QStringLiteral("umount"), {dir});
            }
        } else {
            const auto files = QDir(dir).entryList(QDir::Files);
            for (const QString &f : files)
                QFile::setPermissions(dir + QLatin1Char('/') + f, QFile::ReadOwner | QFile::ReadGroup);
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner);
            how = QStringLiteral("chmod");
        }
    }
    ~ReadOnlyFolder()
    {
        if (how == QLatin1String("read-only bind mount"))
            QProcess::execute(QStringLiteral("umount"), {dir});
        else if (how == QLatin1String("chmod"))
            QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    ReadOnlyFolder(const ReadOnlyFolder &) = delete;
    ReadOnlyFolder &operator=(const ReadOnlyFolder &) = delete;
};
