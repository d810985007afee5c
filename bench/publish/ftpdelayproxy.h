#pragma once
// A slow link for FTP: the control port and every passive port of the server, listened to on
// 127.0.0.2 and forwarded to the same port on 127.0.0.1, each chunk delivered `delay` after it
// arrived, in both directions, any number of connections at once (the control connection stays
// while each file's data connection comes and goes). The client connects its data connections to
// the control connection's address (curl ignores the address in a PASV answer; EPSV names only a
// port), so they come here too. A connection's first bytes wait one round trip more: the TCP
// handshake the kernel here completes at once. Not a test: bench_publish measures with it.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QByteArray>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <list>
#include <thread>
#include <vector>

class FtpDelayProxy {
  public:
    using Clock = std::chrono::steady_clock;

    FtpDelayProxy(const std::vector<int> &ports, std::chrono::milliseconds delay) : m_delay(delay)
    {
        for (const int port : ports) {
            const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            const int on = 1;
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
            const sockaddr_in a = address(kProxyHost, port);
            if (bind(fd, reinterpret_cast<const sockaddr *>(&a), sizeof a) != 0 || listen(fd, 8) != 0) {
                std::perror("ftp proxy");
                std::exit(1);
            }
            m_listeners.push_back({fd, port});
        }
        m_thread = std::thread([this] { run(); });
    }
    ~FtpDelayProxy()
    {
        m_stop = true;
        m_thread.join();
        for (const Listener &l : m_listeners)
            close(l.fd);
        for (const Pair &p : m_pairs) {
            close(p.side[0].fd);
            close(p.side[1].fd);
        }
    }
    FtpDelayProxy(const FtpDelayProxy &) = delete;
    FtpDelayProxy &operator=(const FtpDelayProxy &) = delete;

    static constexpr uint32_t kProxyHost = 0x7f000002; // 127.0.0.2

  private:
    struct Listener {
        int fd;
        int port;
    };
    struct Chunk {
        Clock::time_point due;
        QByteArray bytes;
    };
    // side[0] the client, side[1] the server; `out` is what waits to be written to that side.
    struct Side {
        int fd{-1};
        std::deque<Chunk> out;
        bool ended{false};    // read its end of file
        bool shutDown{false}; // its end of file passed on to the other side
    };
    struct Pair {
        Side side[2];
        bool first{true}; // nothing from the client yet
        bool broken{false};
    };

    static sockaddr_in address(uint32_t host, int port)
    {
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(host);
        a.sin_port = htons(static_cast<uint16_t>(port));
        return a;
    }

    void accept(const Listener &l)
    {
        const int client = accept4(l.fd, nullptr, nullptr, SOCK_CLOEXEC);
        if (client < 0)
            return;
        const int server = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        const sockaddr_in a = address(INADDR_LOOPBACK, l.port);
        if (connect(server, reinterpret_cast<const sockaddr *>(&a), sizeof a) != 0) {
            close(client);
            close(server);
            return;
        }
        Pair p;
        p.side[0].fd = client;
        p.side[1].fd = server;
        m_pairs.push_back(std::move(p));
    }

    void run()
    {
        char buffer[65536];
        while (!m_stop) {
            std::vector<pollfd> fds;
            for (const Listener &l : m_listeners)
                fds.push_back({l.fd, POLLIN, 0});
            std::vector<std::pair<Pair *, int>> owners;
            int wait = 50;
            const auto now = Clock::now();
            for (Pair &p : m_pairs)
                for (int s = 0; s < 2; ++s) {
                    if (!p.side[s].ended) {
                        fds.push_back({p.side[s].fd, POLLIN, 0});
                        owners.push_back({&p, s});
                    }
                    if (!p.side[s].out.empty())
                        wait = std::min<int>(wait, static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                                        p.side[s].out.front().due - now)
                                                                        .count()) +
                                                       1);
                }
            if (poll(fds.data(), fds.size(), std::max(wait, 0)) < 0)
                continue;
            for (std::size_t i = 0; i < m_listeners.size(); ++i)
                if (fds[i].revents & POLLIN)
                    accept(m_listeners[i]);
            for (std::size_t i = 0; i < owners.size(); ++i) {
                if (!(fds[m_listeners.size() + i].revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                auto [p, s] = owners[i];
                const ssize_t n = read(p->side[s].fd, buffer, sizeof buffer);
                if (n < 0) {
                    p->broken = true;
                    continue;
                }
                if (n == 0) {
                    p->side[s].ended = true;
                    continue;
                }
                auto due = Clock::now() + m_delay;
                if (s == 0 && p->first)
                    due += 2 * m_delay; // the TCP handshake's round trip
                if (s == 0)
                    p->first = false;
                p->side[1 - s].out.push_back({due, QByteArray(buffer, n)});
            }
            for (Pair &p : m_pairs)
                for (int s = 0; s < 2; ++s) {
                    Side &to = p.side[s];
                    while (!to.out.empty() && to.out.front().due <= Clock::now()) {
                        const QByteArray &bytes = to.out.front().bytes;
                        if (send(to.fd, bytes.constData(), static_cast<size_t>(bytes.size()), MSG_NOSIGNAL) !=
                            bytes.size()) {
                            p.broken = true;
                            break;
                        }
                        to.out.pop_front();
                    }
                    // The other side's end of file, once all it sent before it is delivered.
                    if (p.side[1 - s].ended && to.out.empty() && !to.shutDown) {
                        shutdown(to.fd, SHUT_WR);
                        to.shutDown = true;
                    }
                }
            m_pairs.remove_if([](const Pair &p) {
                const bool done = p.broken || (p.side[0].shutDown && p.side[1].shutDown);
                if (done) {
                    close(p.side[0].fd);
                    close(p.side[1].fd);
                }
                return done;
            });
        }
    }

    std::chrono::milliseconds m_delay;
    std::vector<Listener> m_listeners;
    std::list<Pair> m_pairs;
    std::atomic_bool m_stop{false};
    std::thread m_thread;
};
