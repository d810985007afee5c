// A TCP proxy for network faults between a results station and the PostgreSQL server,
// a real process between two real peers:
//   nkb-faultproxy TARGET        TARGET: a Unix socket path, or HOST:PORT
// It listens on 127.0.0.1 (a free port, printed as "poort N" on standard output) and forwards
// every connection to TARGET. Commands on standard input, one a line, each answered "ok":
//   drop-commit   the next answer to COMMIT from the server is not passed on: the connection is
//                 cut after the server committed and before the station hears it (a lost answer)
//   cut           every open connection is cut now (a reset)
// Stopping the process with SIGSTOP freezes every connection without closing it (a silent drop:
// the kernel still accepts what the station sends, nothing comes back) until SIGCONT.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Pair {
    int station{-1};
    int server{-1};
};

int connectTarget(const std::string &target)
{
    if (target.find('/') != std::string::npos) {
        const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::snprintf(a.sun_path, sizeof a.sun_path, "%s", target.c_str());
        if (connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
            close(fd);
            return -1;
        }
        return fd;
    }
    const auto colon = target.rfind(':');
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(std::stoi(target.substr(colon + 1))));
    inet_pton(AF_INET, target.substr(0, colon).c_str(), &a.sin_addr);
    if (connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

void cutPair(Pair &p)
{
    if (p.station >= 0) {
        shutdown(p.station, SHUT_RDWR);
        close(p.station);
    }
    if (p.server >= 0)
        close(p.server);
    p.station = p.server = -1;
}

// The server's CommandComplete for COMMIT: 'C', a four-byte length, "COMMIT\0".
bool holdsCommitAnswer(const char *data, ssize_t n)
{
    static const char tag[] = "COMMIT";
    const std::string chunk(data, static_cast<std::size_t>(n));
    for (std::size_t at = chunk.find(tag); at != std::string::npos; at = chunk.find(tag, at + 1))
        if (at >= 5 && chunk[at - 5] == 'C' && at + 6 < chunk.size() && chunk[at + 6] == '\0')
            return true;
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "gebruik: nkb-faultproxy DOEL (Unix-socket of HOST:POORT)\n");
        return 2;
    }
    std::signal(SIGPIPE, SIG_IGN);
    const std::string target = argv[1];
    const int listener = socket(AF_INET, SOCK_STREAM, 0);
    const int one = 1;
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(listener, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 || listen(listener, 64) != 0) {
        std::perror("nkb-faultproxy");
        return 1;
    }
    socklen_t len = sizeof a;
    getsockname(listener, reinterpret_cast<sockaddr *>(&a), &len);
    std::printf("poort %d\n", ntohs(a.sin_port));
    std::fflush(stdout);

    std::vector<Pair> pairs;
    bool dropCommit = false;
    std::string command;
    char buffer[65536];
    for (;;) {
        std::vector<pollfd> fds{{listener, POLLIN, 0}, {STDIN_FILENO, POLLIN, 0}};
        for (const Pair &p : pairs) {
            fds.push_back({p.station, POLLIN, 0});
            fds.push_back({p.server, POLLIN, 0});
        }
        if (poll(fds.data(), fds.size(), -1) < 0)
            continue; // a signal (SIGCONT)
        if (fds[0].revents & POLLIN) {
            const int station = accept(listener, nullptr, nullptr);
            const int server = station >= 0 ? connectTarget(target) : -1;
            if (server >= 0)
                pairs.push_back({station, server});
            else if (station >= 0)
                close(station);
        }
        if (fds[1].revents & (POLLIN | POLLHUP)) {
            const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0)
                return 0; // the test is gone
            command.append(buffer, static_cast<std::size_t>(n));
            for (auto nl = command.find('\n'); nl != std::string::npos; nl = command.find('\n')) {
                const std::string line = command.substr(0, nl);
                command.erase(0, nl + 1);
                if (line == "drop-commit")
                    dropCommit = true;
                else if (line == "cut")
                    for (Pair &p : pairs)
                        cutPair(p);
                std::printf("ok\n");
                std::fflush(stdout);
            }
        }
        // Only the pairs polled this time: one accepted above has no entry in fds yet.
        const std::size_t polled = (fds.size() - 2) / 2;
        for (std::size_t i = 0; i < polled; ++i) {
            Pair &p = pairs[i];
            const pollfd &fromStation = fds[2 + 2 * i];
            const pollfd &fromServer = fds[3 + 2 * i];
            if (p.station < 0 || fromStation.fd != p.station)
                continue;
            if (fromStation.revents & (POLLIN | POLLHUP | POLLERR)) {
                const ssize_t n = read(p.station, buffer, sizeof buffer);
                if (n <= 0 || write(p.server, buffer, static_cast<std::size_t>(n)) != n) {
                    cutPair(p);
                    continue;
                }
            }
            if (fromServer.revents & (POLLIN | POLLHUP | POLLERR)) {
                const ssize_t n = read(p.server, buffer, sizeof buffer);
                if (n > 0 && dropCommit && holdsCommitAnswer(buffer, n)) {
                    dropCommit = false;
                    cutPair(p); // the server has committed; the station never hears it
                    continue;
                }
                if (n <= 0 || write(p.station, buffer, static_cast<std::size_t>(n)) != n)
                    cutPair(p);
            }
        }
        std::erase_if(pairs, [](const Pair &p) { return p.station < 0; });
    }
}
