// FTPS uploads through faults: a visitor reading all through 20 uploads sees only whole versions
// (and now and then, for the one round trip between the two renames, no tree at all); a
// connection that freezes ends within the bound and leaves the old site, and the next upload
// clears what it left; a full disk is refused in Dutch; a cancelled upload leaves the old site; a
// server that is not there, never answers or is no FTP server ends within the bound. The cases
// with a server need scripts/ftps-test-server.sh (skipped without it).
#include "cutproxy.h"
#include "ftpsserver.h"

#include <QElapsedTimer>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <set>
#include <string>
#include <thread>

using namespace nkb::publish;
using namespace nkbtest;

namespace {

// A visitor reading the tree over and over, as a web server does: the folder opened once per pass,
// then both pages from it, 10 ms apart. Each page must be a whole "versie N" file, both of the same N. A tree
// that is not there (between the two renames) is counted, not a failure.
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
    // The times the tree was not there, the longest, and all of them together (ms), of the run.
    int gaps() const { return m_gaps; }
    double longestGapMs() const { return m_longestGap.count(); }
    double allGapsMs() const { return m_allGaps.count(); }
    double runMs() const { return m_run.count(); }
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
        using Clock = std::chrono::steady_clock;
        const auto started = Clock::now();
        std::optional<Clock::time_point> gapSince;
        while (!m_stop) {
            const int dir = open(m_tree.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            ++m_reads;
            if (dir < 0) {
                if (errno != ENOENT)
                    fail("the tree: " + std::string(std::strerror(errno)));
                else if (!gapSince)
                    gapSince = Clock::now();
                std::this_thread::sleep_for(std::chrono::microseconds(100));
                continue;
            }
            if (gapSince) {
                const std::chrono::duration<double, std::milli> gap = Clock::now() - *gapSince;
                ++m_gaps;
                m_allGaps += gap;
                m_longestGap = std::max(m_longestGap, gap);
                gapSince.reset();
            }
            int error = 0;
            const QByteArray index = readAt(dir, "index.html", error);
            // A web server serving one page after another: the folder stays open a moment, so
            // a generation removed right after it was replaced would be caught here.
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            const QByteArray page = readAt(dir, "sub/x.html", error);
            close(dir);
            if (error != 0) {
                fail("a page: " + std::string(std::strerror(error)));
                continue;
            }
            const int a = versionOf(index, m_lines);
            const int b = versionOf(page, m_lines + 1);
            if (a < 0 || a != b)
                fail("index.html of version " + std::to_string(a) + ", sub/x.html of version " + std::to_string(b));
            else
                m_versions.insert(a);
        }
        m_run = Clock::now() - started;
    }

    std::string m_tree;
    int m_lines;
    std::atomic_bool m_stop{false};
    std::atomic<long> m_reads{0};
    int m_gaps{0};
    std::chrono::duration<double, std::milli> m_longestGap{0};
    std::chrono::duration<double, std::milli> m_allGaps{0};
    std::chrono::duration<double, std::milli> m_run{0};
    std::atomic<long> m_failures{0};
    std::string m_firstFailure;
    std::set<int> m_versions;
    std::thread m_thread;
};

// A listening socket on 127.0.0.1 that accepts nothing: connected, then never a word.
struct SilentListener {
    int fd{-1};
    int port{0};
    SilentListener()
    {
        fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof a;
        if (bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 && listen(fd, 4) == 0 &&
            getsockname(fd, reinterpret_cast<sockaddr *>(&a), &length) == 0)
            port = ntohs(a.sin_port);
    }
    ~SilentListener() { close(fd); }
};

PublishTarget nowhere(int port)
{
    PublishTarget t;
    t.protocol = Protocol::Ftps;
    t.host = QStringLiteral("127.0.0.1");
    t.port = port;
    t.user = QStringLiteral("iemand");
    t.hostKey = QStringLiteral("sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    t.directory = QStringLiteral("/www");
    return t;
}

void checkStands(const QString &base, const Upload &site)
{
    for (const SiteFile &file : site.treeFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(ftpsLocal(base + QStringLiteral("/2026/") + file.path)) == file.bytes);
    }
    for (const SiteFile &file : site.rootFiles)
        CHECK(readLocal(ftpsLocal(base + QLatin1Char('/') + file.path)) == file.bytes);
}

} // namespace

TEST_CASE("FTPS: a visitor reading throughout 20 uploads sees whole versions only, and no tree only briefly",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();
    constexpr int kLines = 5000; // about 50 KB a page
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), smallSite(0, kLines)).ok());

    Visitor visitor(ftpsLocal(base + QStringLiteral("/2026")), kLines);
    for (int version = 1; version <= 20; ++version) {
        const UploadResult result = upload(ftpsTarget(base), ftpsPassword(), smallSite(version, kLines));
        INFO(result.message.toStdString());
        REQUIRE(result.ok());
    }
    visitor.stop();
    INFO("first failure: " << visitor.firstFailure() << "; reads: " << visitor.reads() << "; no tree "
                           << visitor.gaps() << " times, longest " << visitor.longestGapMs() << " ms, together "
                           << visitor.allGapsMs() << " of " << visitor.runMs() << " ms");
    CHECK(visitor.failures() == 0);
    CHECK(visitor.reads() > 100);
    CHECK(visitor.versionsSeen().size() >= 5);
    // Between the two renames of each switch (one round trip here) the tree is gone: at most once
    // a switch, briefly, and a small part of the time.
    CHECK(visitor.gaps() <= 20);
    CHECK(visitor.longestGapMs() < 500);
    CHECK(visitor.allGapsMs() * 20 < visitor.runMs());
    WARN("no tree " << visitor.gaps() << " times in 20 switches, longest " << visitor.longestGapMs()
                    << " ms, together " << visitor.allGapsMs() << " of " << visitor.runMs() << " ms; "
                    << visitor.reads() << " reads");
    checkStands(base, smallSite(20, kLines));
}

TEST_CASE("FTPS: a connection that freezes mid-upload ends with Timeout within the bound, and the next upload "
          "clears what it left",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();
    const Upload first = smallSite(1);
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), first).ok());

    CutProxy proxy(ftpsServer().port);
    PublishTarget through = ftpsTarget(base);
    through.port = proxy.port();
    through.timeoutSeconds = 2;
    QElapsedTimer sinceFreeze;
    const auto progress = [&](int files, int, qint64, qint64) {
        if (files == 50) {
            proxy.freeze();
            sinceFreeze.start();
        }
    };
    const UploadResult result = upload(through, ftpsPassword(), bigSite(2, 260, 8000), progress);
    INFO(result.message.toStdString());
    REQUIRE(sinceFreeze.isValid());
    CHECK(result.error == UploadError::Timeout);
    CHECK(result.message ==
          QStringLiteral("De server 127.0.0.1 antwoordt niet (2 seconden gewacht). Controleer de internetverbinding "
                         "en probeer het opnieuw. De vorige versie van de website blijft staan."));
    CHECK(sinceFreeze.elapsed() >= 1500);
    CHECK(sinceFreeze.elapsed() < 6000);
    CHECK(result.files == 50);
    checkStands(base, first);
    // The half-sent generation is still there: the frozen connection left no way to remove it.
    CHECK(entries(ftpsLocal(base + QStringLiteral("/.nkb"))) == QStringList{QStringLiteral("2026-2")});

    // The next upload, direct: it removes the half-sent one first and arrives whole.
    const Upload third = smallSite(3);
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), third).ok());
    checkStands(base, third);
    CHECK(readLocal(ftpsLocal(base + QStringLiteral("/2026/.nk-bonaken-site"))) == "nk-bonaken\ngeneratie 3\n");
    CHECK(entries(ftpsLocal(base + QStringLiteral("/.nkb"))) == QStringList{QStringLiteral("2026-old-2")});
}

TEST_CASE("FTPS: the control connection reset between files: curl connects again (the key checked again) "
          "and the upload arrives whole",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), smallSite(1)).ok());
    CutProxy proxy(ftpsServer().port);
    PublishTarget through = ftpsTarget(base);
    through.port = proxy.port();
    const auto progress = [&](int files, int, qint64, qint64) {
        if (files == 20)
            proxy.cut();
    };
    const Upload second = bigSite(2, 60, 2000);
    const UploadResult result = upload(through, ftpsPassword(), second, progress);
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    CHECK(result.files == 61);
    checkStands(base, second);
}

TEST_CASE("FTPS: a full disk on the host is refused in Dutch, the old site stands and the half-sent one goes",
          "[publish][ftps][server]")
{
    if (ftpsServer().small.isEmpty()) {
        std::fprintf(stderr, "No small tmpfs on the FTPS test server (NKB_TEST_FTPS_SMALL): skipped\n");
        std::exit(kSkipped);
    }
    const QString base = ftpsServer().small + QStringLiteral("/f%1").arg(::getpid());
    const Upload first = smallSite(1);
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), first).ok());

    // 40 pages of 8 KB: more than the 256 KiB the disk holds.
    UploadResult result = upload(ftpsTarget(base), ftpsPassword(), bigSite(2, 40, 8000));
    INFO(result.message.toStdString());
    CHECK(result.error == UploadError::ServerRefused);
    CHECK(result.message.startsWith(QStringLiteral("De server kan niet schrijven: schijf vol of geen rechten (")));
    CHECK(result.message.endsWith(QStringLiteral("De vorige versie van de website blijft staan.")));
    checkStands(base, first);
    // The half-sent generation went at once, so the room is back.
    CHECK(entries(ftpsLocal(base + QStringLiteral("/.nkb"))).isEmpty());
    const Upload third = smallSite(3);
    CHECK(upload(ftpsTarget(base), ftpsPassword(), third).ok());
    checkStands(base, third);

    // No permission: the chroot's own root belongs to root.
    result = upload(ftpsTarget(QStringLiteral("/verboden")), ftpsPassword(), first);
    CHECK(result.error == UploadError::ServerRefused);
    CHECK(result.message.contains(QStringLiteral("(/verboden/")));
}

TEST_CASE("FTPS: cancelled between files, the old site stands and the half-sent one is gone",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();
    const Upload first = smallSite(1);
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), first).ok());
    std::atomic_bool cancel{false};
    const auto progress = [&cancel](int files, int, qint64, qint64) {
        if (files == 5)
            cancel = true;
    };
    const UploadResult result = upload(ftpsTarget(base), ftpsPassword(), bigSite(2, 20, 1000), progress, &cancel);
    CHECK(result.error == UploadError::Cancelled);
    CHECK(result.message == QStringLiteral("Het publiceren is afgebroken. De vorige versie van de website blijft staan."));
    CHECK(result.files == 5);
    checkStands(base, first);
    CHECK(entries(ftpsLocal(base + QStringLiteral("/.nkb"))).isEmpty());
}

TEST_CASE("FTPS: a host that is not there is Unreachable at once, one that never answers is a Timeout within "
          "the bound, one that is no FTP server says so",
          "[publish][ftps]")
{
#ifndef NKB_PUBLISH_HAS_FTPS
    std::fprintf(stderr, "Built without libcurl: skipped\n");
    std::exit(kSkipped);
#endif
    int closedPort = 0;
    {
        SilentListener taken;
        closedPort = taken.port;
    }
    QElapsedTimer clock;
    clock.start();
    UploadResult result = upload(nowhere(closedPort), {}, smallSite(1));
    CHECK(clock.elapsed() < 2000);
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message == QStringLiteral("De server 127.0.0.1 (poort %1) is niet bereikbaar: verbinding geweigerd. "
                                           "Controleer de naam van de server, de poort en de internetverbinding.")
                                .arg(closedPort));
    PublishTarget unknown = nowhere(21);
    unknown.host = QStringLiteral("nkb-bestaat-niet.invalid");
    result = upload(unknown, {}, smallSite(1));
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.contains(QStringLiteral("de naam is niet gevonden")));

    // Connected, then silence: the greeting is waited for the bound and no longer.
    SilentListener silent;
    PublishTarget hanging = nowhere(silent.port);
    hanging.timeoutSeconds = 2;
    clock.restart();
    result = upload(hanging, {}, smallSite(1));
    CHECK(result.error == UploadError::Timeout);
    CHECK(result.message.startsWith(QStringLiteral("De server 127.0.0.1 antwoordt niet (2 seconden gewacht)")));
    CHECK(clock.elapsed() >= 1500);
    CHECK(clock.elapsed() < 6000);
    clock.restart();
    CHECK(hostKeyOf(QStringLiteral("127.0.0.1"), silent.port, 2, Protocol::Ftps).error == UploadError::Timeout);
    CHECK(clock.elapsed() < 6000);

    // Something that answers, but not as an FTP server (a web server on the wrong port).
    SilentListener web;
    std::thread answer([&web] {
        const int client = accept(web.fd, nullptr, nullptr);
        const char reply[] = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
        if (write(client, reply, sizeof reply - 1) < 0)
            std::perror("write");
        close(client);
    });
    result = upload(nowhere(web.port), {}, smallSite(1));
    answer.join();
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.startsWith(QStringLiteral("Op 127.0.0.1 poort %1 antwoordt geen FTPS-server").arg(web.port)));
}
