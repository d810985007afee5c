// `new` on a full disk said "er is niets veranderd" and left an empty file behind.
// A real, small file system (a 1 MiB tmpfs; needs root, as CI here has) filled to the last byte.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <unistd.h>

TEST_CASE("new on a full disk is refused in Dutch and leaves no file behind", "[cli][disk]")
{
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("usb"));
    REQUIRE(QDir().mkpath(mountPoint));
    if (::geteuid() != 0) {
        WARN("Skipped: not root, no small file system can be mounted here");
        return;
    }
    QProcess mount;
    mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint});
    if (!mount.waitForFinished(10000) || mount.exitCode() != 0) {
        WARN("Skipped: mount -t tmpfs failed: " << QString::fromLocal8Bit(mount.readAllStandardError()).toStdString());
        return;
    }
    struct Unmount {
        QString at;
        ~Unmount() { QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), at}); }
    } unmount{mountPoint};
    {
        QFile filler(QDir(mountPoint).filePath(QStringLiteral("vulling")));
        REQUIRE(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
    }
    const QString file = QDir(mountPoint).filePath(QStringLiteral("NK.bonaken"));
    const CliRun r = runCli({"--db", file.toStdString(), "new", "--name", "NK"});
    INFO(r.out << r.err);
    CHECK(r.code != 0);
    CHECK((r.out + r.err).find("De schijf is vol") != std::string::npos);
    CHECK_FALSE(QFileInfo::exists(file));
    CHECK_FALSE(QFileInfo::exists(file + QStringLiteral("-wal")));
    CHECK_FALSE(QFileInfo::exists(file + QStringLiteral("-shm")));
}
