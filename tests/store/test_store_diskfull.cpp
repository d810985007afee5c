// A full disk. The tournament lives on a real, small file system (a 1 MiB tmpfs the
// test mounts; it needs root, as CI here has); a filler file takes the last free space. A write
// is then refused in Dutch ("De schijf is vol"), nothing of it is stored, reading still works,
// and after space is made the same write succeeds. Without root or mount the test says it is
// skipped, and why.
#include "storefixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>

#include <unistd.h>

using namespace nkb;
using namespace nkbtest;

namespace {

struct SmallDisk {
    QTemporaryDir dir;
    QString mountPoint;
    bool mounted{false};
    QString why;

    SmallDisk()
    {
        mountPoint = dir.filePath(QStringLiteral("usb"));
        QDir().mkpath(mountPoint);
        if (::geteuid() != 0) {
            why = QStringLiteral("not root: no small file system can be mounted here");
            return;
        }
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint});
        mounted = mount.waitForFinished(10000) && mount.exitStatus() == QProcess::NormalExit && mount.exitCode() == 0;
        if (!mounted)
            why = QStringLiteral("mount -t tmpfs failed: ") + QString::fromLocal8Bit(mount.readAllStandardError());
    }
    ~SmallDisk()
    {
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mountPoint});
    }
    [[nodiscard]] std::string path(const char *name) const { return QDir(mountPoint).filePath(QString::fromUtf8(name)).toStdString(); }
};

// Fills the file system to the last byte; returns the filler's path.
QString fill(const SmallDisk &disk)
{
    const QString filler = QDir(disk.mountPoint).filePath(QStringLiteral("vulling"));
    QFile f(filler);
    REQUIRE(f.open(QIODevice::WriteOnly));
    const QByteArray block(4096, 'x');
    while (f.write(block) == block.size() && f.flush()) {
    }
    f.close();
    return filler;
}

std::string longCsv(int from, int count)
{
    std::string csv = "naam,club\n";
    for (int i = from; i < from + count; ++i)
        csv += "Speler met een lange naam nummer " + std::to_string(i) + ",Bonaakclub De Lange Tafel " +
               std::to_string(i) + "\n";
    return csv;
}

} // namespace

TEST_CASE("A full disk refuses the write in Dutch, stores none of it, and reading goes on", "[store][disk][sqlite]")
{
    SmallDisk disk;
    if (!disk.mounted) {
        WARN("Skipped: " << disk.why.toStdString());
        return;
    }
    const std::string file = disk.path("NK.bonaken");
    auto store = newTournament(file, 8);
    REQUIRE(store->players()->size() == 8);
    const QString filler = fill(disk);

    // 400 players with long names need far more than the bytes left.
    auto refused = store->importPlayersCsv(longCsv(100, 400));
    REQUIRE_FALSE(refused.ok());
    INFO(refused.error().message);
    CHECK(refused.error().message.find("De schijf is vol") != std::string::npos);
    CHECK(refused.error().message.find("disk") == std::string::npos);
    // Nothing of the import, and the tournament still reads, in this program and a new one.
    REQUIRE(store->players().ok());
    CHECK(store->players()->size() == 8);
    {
        auto reader = TournamentStore::open(file);
        REQUIRE(reader.ok());
        CHECK(reader.value()->players()->size() == 8);
    }

    // Room again: the same import goes through whole.
    REQUIRE(QFile::remove(filler));
    auto stored = store->importPlayersCsv(longCsv(100, 400));
    INFO((stored.ok() ? std::string() : stored.error().message));
    REQUIRE(stored.ok());
    CHECK(store->players()->size() == 408);
    store.reset();
    auto again = TournamentStore::open(file);
    REQUIRE(again.ok());
    CHECK(again.value()->players()->size() == 408);
}
