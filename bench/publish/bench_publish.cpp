// bench_publish: a tournament's website (260 pages, about 2 MB, as core/web's static site makes for
// 250 players) sent to the SFTP test server: the first upload to an empty folder (cold), then the
// next ones (warm: each also removes the generation before the one it replaces). Then the same
// through a proxy that holds every chunk back for DELAY ms each way (a slow link: round trip
// 2 x DELAY), since on a real line the round trips per file, not the bytes, take the time.
// Run: scripts/sftp-test-server.sh run build/bench/publish/bench_publish [--delay 20] [--runs 3]
// FTPS: scripts/ftps-test-server.sh run build/bench/publish/bench_publish [--delay 20] [--runs 3]
#include "ftpdelayproxy.h"
#include "publish/publish.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

using namespace nkb::publish;

namespace {

using Clock = std::chrono::steady_clock;

// Forwards one connection at a time between a local port and the server, each chunk delivered
// `delay` after it arrived (in order), in both directions.
class DelayProxy {
  public:
    DelayProxy(int targetPort, std::chrono::milliseconds delay) : m_target(targetPort), m_delay(delay)
    {
        m_listener = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof a;
        if (bind(m_listener, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 || listen(m_listener, 4) != 0 ||
            getsockname(m_listener, reinterpret_cast<sockaddr *>(&a), &length) != 0) {
            std::perror("proxy");
            std::exit(1);
        }
        m_port = ntohs(a.sin_port);
        m_thread = std::thread([this] { run(); });
    }
    ~DelayProxy()
    {
        m_stop = true;
        m_thread.join();
        close(m_listener);
    }
    int port() const { return m_port; }

  private:
    struct Chunk {
        Clock::time_point due;
        QByteArray bytes;
    };

    void run()
    {
        while (!m_stop) {
            pollfd p{m_listener, POLLIN, 0};
            if (poll(&p, 1, 100) <= 0)
                continue;
            const int client = accept(m_listener, nullptr, nullptr);
            const int server = socket(AF_INET, SOCK_STREAM, 0);
            sockaddr_in a{};
            a.sin_family = AF_INET;
            a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            a.sin_port = htons(static_cast<uint16_t>(m_target));
            if (connect(server, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
                close(client);
                close(server);
                continue;
            }
            carry(client, server);
            close(client);
            close(server);
        }
    }

    // Both directions until either side closes.
    void carry(int client, int server)
    {
        std::deque<Chunk> toServer, toClient;
        char buffer[65536];
        for (;;) {
            const auto now = Clock::now();
            int wait = 100;
            for (const auto *queue : {&toServer, &toClient})
                if (!queue->empty())
                    wait = std::min<int>(
                        wait, static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                   queue->front().due - now)
                                                   .count()) +
                                  1);
            pollfd fds[2] = {{client, POLLIN, 0}, {server, POLLIN, 0}};
            if (poll(fds, 2, std::max(wait, 0)) < 0)
                return;
            for (int i = 0; i < 2; ++i)
                if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) {
                    const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
                    if (n <= 0)
                        return;
                    (i == 0 ? toServer : toClient).push_back({Clock::now() + m_delay, QByteArray(buffer, n)});
                }
            for (auto [queue, fd] : {std::pair{&toServer, server}, std::pair{&toClient, client}})
                while (!queue->empty() && queue->front().due <= Clock::now()) {
                    const QByteArray &bytes = queue->front().bytes;
                    if (send(fd, bytes.constData(), static_cast<size_t>(bytes.size()), MSG_NOSIGNAL) !=
                        bytes.size())
                        return;
                    queue->pop_front();
                }
            if (m_stop)
                return;
        }
    }

    int m_target;
    std::chrono::milliseconds m_delay;
    int m_listener{-1};
    int m_port{0};
    std::atomic_bool m_stop{false};
    std::thread m_thread;
};

Upload tournamentSite(int version)
{
    Upload site;
    site.tree = QStringLiteral("2026");
    const QByteArray line = QByteArray("<tr><td>versie ") + QByteArray::number(version) + "</td></tr>\n";
    for (int i = 0; i < 256; ++i) // a page per player, in four folders
        site.treeFiles.push_back({QStringLiteral("speler/%1/%2.html").arg(i % 4).arg(i), line.repeated(300)});
    for (const char *page : {"index.html", "klassement.html", "ronde-1.html", "ronde-2.html"})
        site.treeFiles.push_back({QString::fromLatin1(page), line.repeated(600)});
    site.rootFiles = {{QStringLiteral("index.html"), line}};
    return site;
}

void runs(const char *title, PublishTarget target, int count)
{
    static int folder = 0;
    target.directory = QStringLiteral("/www/bench-%1-%2").arg(getpid()).arg(++folder);
    Credentials credentials;
    credentials.password = qEnvironmentVariable(target.protocol == Protocol::Sftp ? "NKB_TEST_SFTP_PASSWORD"
                                                                                  : "NKB_TEST_FTPS_PASSWORD");
    for (int run = 1; run <= count; ++run) {
        const Upload site = tournamentSite(run);
        const UploadResult result = upload(target, credentials, site);
        if (!result.ok()) {
            std::printf("%s: %s\n", title, qPrintable(result.message));
            std::exit(1);
        }
        std::printf("%-34s %-5s %3d files %7.2f MB  %6.2f s\n", title, run == 1 ? "cold" : "warm",
                    result.files, static_cast<double>(result.bytes) / 1e6, result.seconds);
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char **argv)
{
    int delay = 20;
    int count = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--delay") == 0)
            delay = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--runs") == 0)
            count = std::atoi(argv[i + 1]);
    }
    if (!qEnvironmentVariableIsEmpty("NKB_TEST_FTPS_PORT")) {
        // FTPS to the local vsftpd, then through FtpDelayProxy (data connections too).
        PublishTarget ftps;
        ftps.protocol = Protocol::Ftps;
        ftps.host = QStringLiteral("127.0.0.1");
        ftps.port = qEnvironmentVariableIntValue("NKB_TEST_FTPS_PORT");
        ftps.user = qEnvironmentVariable("NKB_TEST_FTPS_USER");
        ftps.hostKey = qEnvironmentVariable("NKB_TEST_FTPS_PIN");
        runs("FTPS local (127.0.0.1)", ftps, count);
        // The slow link: the control port and every passive port through the delay.
        const QStringList pasv = qEnvironmentVariable("NKB_TEST_FTPS_PASV").split(QLatin1Char('-'));
        if (delay > 0 && pasv.size() == 2) {
            std::vector<int> ports{ftps.port};
            for (int p = pasv.at(0).toInt(); p > 0 && p <= pasv.at(1).toInt(); ++p)
                ports.push_back(p);
            FtpDelayProxy proxy(ports, std::chrono::milliseconds(delay));
            ftps.host = QStringLiteral("127.0.0.2");
            const QString title = QStringLiteral("FTPS through %1 ms each way").arg(delay);
            runs(qPrintable(title), ftps, count);
        }
    }
    if (qEnvironmentVariableIsEmpty("NKB_TEST_SFTP_PORT")) {
        if (!qEnvironmentVariableIsEmpty("NKB_TEST_FTPS_PORT"))
            return 0;
        std::fprintf(stderr, "Needs the SFTP test server: scripts/sftp-test-server.sh run %s\n"
                             "or the FTPS one: scripts/ftps-test-server.sh run %s\n",
                     argv[0], argv[0]);
        return 2;
    }
    PublishTarget target;
    target.host = QStringLiteral("127.0.0.1");
    target.port = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT");
    target.user = qEnvironmentVariable("NKB_TEST_SFTP_USER");
    target.hostKey = qEnvironmentVariable("NKB_TEST_SFTP_HOSTKEY");
    runs("local (127.0.0.1)", target, count);
    if (delay > 0) {
        DelayProxy proxy(target.port, std::chrono::milliseconds(delay));
        target.port = proxy.port();
        const QString title = QStringLiteral("through %1 ms each way").arg(delay);
        runs(qPrintable(title), target, count);
    }
    return 0;
}
