// Uploads through faults: a visitor reading all through 20 uploads sees only whole versions; the
// connection cut or frozen mid-upload ends quickly and leaves the old site; a full disk is refused
// in Dutch and leaves the old site (a host not there or silent: test_publish_reach.cpp). The cases
// need scripts/sftp-test-server.sh (skipped without it).
#include "cutproxy.h"
#include "sftpserver.h"

#include <QElapsedTimer>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <set>
#include <string>
#include <thread>

using namespace nkb::publish;
using namespace nkbtest;

namespace {

// A visitor reading the tree over and over through its symlink: the folder opened once per pass
// (as a web server resolves a path once), then both pages from that folder. Each page must be a
// whole "versie N" file, both of the same N.
class Visitor {
  public:
    Visitor(const QString &tree, int lines) : m_tree(tree.toStdString()), m_lines(lines)
    {
        m_thread = std::thread([this] { run(); });
    }
    ~Visitor() { stop(); }
    void stop()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    long reads() const { return m_reads; }
    long failures() const { return m_failures; }
    const std::string &firstFailure() const { return m_firstFailure; }
    const std::set<int> &versionsSeen() const { return m_versions; }

  private:
    static QByteArray readAt(int dir, const char *name, int &error)
    {
        const int fd = openat(dir, name, O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            error = errno;
            return {};
        }
        QByteArray out;
        char buffer[65536];
        for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;)
            out.append(buffer, n);
        close(fd);
        return out;
    }

    // N of a whole file of version N, else -1.
    static int versionOf(const QByteArray &text, int lines)
    {
        const qsizetype end = text.indexOf('\n');
        if (end < 0 || !text.startsWith("versie "))
            return -1;
        bool ok = false;
        const int n = text.mid(7, end - 7).toInt(&ok);
        return ok && text == versionText(n, lines) ? n : -1;
    }

    void fail(const std::string &what)
    {
        if (m_failures++ == 0)
            m_firstFailure = what;
    }

    void run()
    {
        while (!m_stop) {
            const int dir = open(m_tree.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (dir < 0) {
                fail("the tree: " + std::string(std::strerror(errno)));
                continue;
            }
            int error = 0;
            const QByteArray index = readAt(dir, "index.html", error);
            const QByteArray page = readAt(dir, "sub/x.html", error);
            close(dir);
            ++m_reads;
            if (error != 0) {
                fail("a page: " + std::string(std::strerror(error)));
                continue;
            }
            const int a = versionOf(index, m_lines);
            const int b = versionOf(page, m_lines + 1);
            if (a < 0 || a != b)
                fail("index.html of version " + std::to_string(a) + ", sub/x.html of version " +
                     std::to_string(b) + " (" + std::to_string(index.size()) + " and " +
                     std::to_string(page.size()) + " bytes)");
            else
                m_versions.insert(a);
        }
    }

    std::string m_tree;
    int m_lines;
    std::atomic_bool m_stop{false};
    std::atomic<long> m_reads{0};
    std::atomic<long> m_failures{0};
    std::string m_firstFailure;
    std::set<int> m_versions;
    std::thread m_thread;
};

void checkStands(const QString &base, const Upload &site)
{
    for (const SiteFile &file : site.treeFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(local(base + QStringLiteral("/2026/") + file.path)) == file.bytes);
    }
    for (const SiteFile &file : site.rootFiles)
        CHECK(readLocal(local(base + QLatin1Char('/') + file.path)) == file.bytes);
}

} // namespace

TEST_CASE("Publish: a visitor reading throughout 20 uploads only ever sees one whole version",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    constexpr int kLines = 5000; // about 50 KB a page: several SFTP writes each
    REQUIRE(upload(target(base), password(), smallSite(0, kLines)).ok());

    Visitor visitor(local(base + QStringLiteral("/2026")), kLines);
    for (int version = 1; version <= 20; ++version) {
        const UploadResult result = upload(target(base), password(), smallSite(version, kLines));
        INFO(result.message.toStdString());
        REQUIRE(result.ok());
        REQUIRE(result.atomicSwitch);
    }
    visitor.stop();
    INFO("first failure: " << visitor.firstFailure() << "; reads: " << visitor.reads());
    CHECK(visitor.failures() == 0);
    // The visitor really read while the site changed under it.
    CHECK(visitor.reads() > 100);
    CHECK(visitor.versionsSeen().size() >= 5);
    CHECK(linkText(local(base + QStringLiteral("/2026"))) == QStringLiteral(".nkb/2026-21"));
}

TEST_CASE(
    "Publish: the connection cut mid-upload ends at once, the old site stands, the next upload clears the "
    "half-sent one",
    "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    const Upload first = smallSite(1);
    REQUIRE(upload(target(base), password(), first).ok());

    CutProxy proxy(sftpServer().port);
    REQUIRE(proxy.port() > 0);
    PublishTarget through = target(base);
    through.port = proxy.port();
    QElapsedTimer sinceCut;
    const auto progress = [&](int files, int, qint64, qint64) {
        if (files == 100) {
            proxy.cut();
            sinceCut.start();
        }
    };
    // A tournament's site: 260 pages, about 2 MB.
    const UploadResult result = upload(through, password(), bigSite(2, 260, 8000), progress);
    INFO(result.message.toStdString());
    REQUIRE(sinceCut.isValid());
    CHECK(sinceCut.elapsed() < 5000);
    CHECK(result.error == UploadError::ConnectionLost);
    CHECK(result.message ==
          QStringLiteral("De verbinding met 127.0.0.1 is verbroken. Controleer de internetverbinding "
                         "en probeer het opnieuw. De vorige versie van de website blijft staan."));
    // Answers already read when the cable went count: a few files more at most, never all.
    CHECK(result.files >= 100);
    CHECK(result.files < 260);
    checkStands(base, first);
    CHECK(linkText(local(base + QStringLiteral("/2026"))) == QStringLiteral(".nkb/2026-1"));
    // The half-sent generation is still there: the cut left no way to remove it.
    CHECK(entries(local(base + QStringLiteral("/.nkb"))) ==
          QStringList{QStringLiteral("2026-1"), QStringLiteral("2026-2")});

    // The next upload, direct: it removes the half-sent one first and arrives whole.
    const Upload third = smallSite(3);
    REQUIRE(upload(target(base), password(), third).ok());
    checkStands(base, third);
    CHECK(linkText(local(base + QStringLiteral("/2026"))) == QStringLiteral(".nkb/2026-2"));
    CHECK(entries(local(base + QStringLiteral("/.nkb/2026-2"))) ==
          QStringList{QStringLiteral("index.html"), QStringLiteral("sub")});
}

TEST_CASE("Publish: a connection that freezes mid-upload ends with Timeout within the bound, not a hang",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    const Upload first = smallSite(1);
    REQUIRE(upload(target(base), password(), first).ok());

    CutProxy proxy(sftpServer().port);
    PublishTarget through = target(base);
    through.port = proxy.port();
    through.timeoutSeconds = 2;
    QElapsedTimer sinceFreeze;
    const auto progress = [&](int files, int, qint64, qint64) {
        if (files == 50) {
            proxy.freeze();
            sinceFreeze.start();
        }
    };
    const UploadResult result = upload(through, password(), bigSite(2, 260, 8000), progress);
    INFO(result.message.toStdString());
    REQUIRE(sinceFreeze.isValid());
    CHECK(result.error == UploadError::Timeout);
    CHECK(
        result.message.startsWith(QStringLiteral("De server 127.0.0.1 antwoordt niet (2 seconden gewacht)")));
    CHECK(sinceFreeze.elapsed() >= 1500);
    CHECK(sinceFreeze.elapsed() < 6000);
    checkStands(base, first);
}

TEST_CASE(
    "Publish: a full disk on the host is refused in Dutch, the old site stands and the half-sent one goes",
    "[publish][server]")
{
    if (sftpServer().small.isEmpty()) {
        std::fprintf(stderr, "No small tmpfs on the SFTP test server (NKB_TEST_SFTP_SMALL): skipped\n");
        std::exit(kSkipped);
    }
    const QString base = sftpServer().small + QStringLiteral("/t%1").arg(::getpid());
    const Upload first = smallSite(1);
    REQUIRE(upload(target(base), password(), first).ok());

    // 40 pages of 8 KB: more than the 256 KiB the disk holds.
    UploadResult result = upload(target(base), password(), bigSite(2, 40, 8000));
    INFO(result.message.toStdString());
    CHECK(result.error == UploadError::ServerRefused);
    CHECK(result.message.startsWith(
        QStringLiteral("De server kan niet schrijven: schijf vol of geen rechten (")));
    CHECK(result.message.endsWith(QStringLiteral("De vorige versie van de website blijft staan.")));
    checkStands(base, first);
    // The half-sent generation went at once, so the room is back.
    CHECK(entries(local(base + QStringLiteral("/.nkb"))) == QStringList{QStringLiteral("2026-1")});
    const Upload third = smallSite(3);
    CHECK(upload(target(base), password(), third).ok());
    checkStands(base, third);

    // No permission: the chroot's own root belongs to root.
    result = upload(target(QStringLiteral("/verboden")), password(), first);
    CHECK(result.error == UploadError::ServerRefused);
    CHECK(result.message.contains(QStringLiteral("(/verboden)")));
}
