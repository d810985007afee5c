#pragma once
// A TCP proxy in a thread of the test, between the uploader and the SFTP test server, that cuts
// every connection (a reset: the cable pulled out at the venue) or freezes them (a link that stops
// carrying anything while both ends stay open) at the moment the test chooses, e.g. from inside
// the upload's progress callback, so the fault lands mid-upload every time.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace nkbtest {

class CutProxy {
  public:
    explicit CutProxy(int targetPort) : m_targetPort(targetPort)
    {
        m_listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof a;
        if (bind(m_listener, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 &&
            listen(m_listener, 16) == 0 &&
            getsockname(m_listener, reinterpret_cast<sockaddr *>(&a), &length) == 0)
            m_port = ntohs(a.sin_port);
        m_thread = std::thread([this] { run(); });
    }
    ~CutProxy()
    {
        m_stop = true;
        m_thread.join();
        for (const Pair &p : m_pairs) {
            ::close(p.client);
            ::close(p.server);
        }
        ::close(m_listener);
    }
    CutProxy(const CutProxy &) = delete;
    CutProxy &operator=(const CutProxy &) = delete;

    [[nodiscard]] int port() const { return m_port; }
    // Every open connection is reset now; when this returns, the uploader's side is cut.
    void cut()
    {
        const std::lock_guard lock(m_mutex);
        for (Pair &p : m_pairs) {
            shutdown(p.client, SHUT_RDWR);
            shutdown(p.server, SHUT_RDWR);
        }
    }
    // Nothing is carried any more in either direction; the connections stay open.
    void freeze() { m_frozen = true; }
    [[nodiscard]] long long bytesCarried() const { return m_bytes; }

  private:
    struct Pair {
        int client{-1};
        int server{-1};
    };

    int connectServer() const
    {
        const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = htons(static_cast<uint16_t>(m_targetPort));
        if (::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
            ::close(fd);
            return -1;
        }
        return fd;
    }

    // Passes what `from` has to `to`; false when either end is gone.
    bool carry(int from, int to)
    {
        char buffer[65536];
        const ssize_t n = read(from, buffer, sizeof buffer);
        if (n <= 0)
            return false;
        m_bytes += n;
        return send(to, buffer, static_cast<size_t>(n), MSG_NOSIGNAL) == n;
    }

    void run()
    {
        while (!m_stop) {
            std::vector<pollfd> fds{{m_listener, POLLIN, 0}};
            {
                const std::lock_guard lock(m_mutex);
                if (!m_frozen)
                    for (const Pair &p : m_pairs) {
                        fds.push_back({p.client, POLLIN, 0});
                        fds.push_back({p.server, POLLIN, 0});
                    }
            }
            if (poll(fds.data(), fds.size(), 50) <= 0)
                continue;
            if (fds[0].revents & POLLIN) {
                const int client = accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC);
                const int server = client >= 0 ? connectServer() : -1;
                const std::lock_guard lock(m_mutex);
                if (server >= 0)
                    m_pairs.push_back({client, server});
                else if (client >= 0)
                    ::close(client);
            }
            const std::lock_guard lock(m_mutex);
            for (std::size_t i = 1; i + 1 < fds.size(); i += 2) {
                Pair &p = m_pairs[(i - 1) / 2];
                const bool fromClient = fds[i].revents & (POLLIN | POLLHUP | POLLERR);
                const bool fromServer = fds[i + 1].revents & (POLLIN | POLLHUP | POLLERR);
                if ((fromClient && !carry(p.client, p.server)) ||
                    (fromServer && !carry(p.server, p.client))) {
                    ::close(p.client);
                    ::close(p.server);
                    p.client = p.server = -1;
                }
            }
            std::erase_if(m_pairs, [](const Pair &p) { return p.client < 0; });
        }
    }

    int m_targetPort;
    int m_listener{-1};
    int m_port{0};
    std::mutex m_mutex;
    std::vector<Pair> m_pairs;
    std::atomic_bool m_stop{false};
    std::atomic_bool m_frozen{false};
    std::atomic<long long> m_bytes{0};
    std::thread m_thread;
};

} // namespace nkbtest
