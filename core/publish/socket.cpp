// A TCP connection with a bound on the wait (see socket.h).
#include "publish/socket.h"

#include <QElapsedTimer>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace nkb::publish {

namespace {

// The reason in Dutch, for the few a user meets (the rest by the system's own words).
QString reasonOf(int error)
{
    switch (error) {
    case ECONNREFUSED:
        return QStringLiteral("verbinding geweigerd");
    case ENETUNREACH:
    case EHOSTUNREACH:
        return QStringLiteral("geen route naar de server");
    case ETIMEDOUT:
        return QStringLiteral("geen antwoord");
    default:
        return QString::fromLocal8Bit(std::strerror(error));
    }
}

bool setBlocking(int fd, bool blocking)
{
    const int flags = fcntl(fd, F_GETFL, 0);
    if (flags < 0)
        return false;
    return fcntl(fd, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK) == 0;
}

} // namespace

Connected connectTcp(const QString &host, int port, int timeoutMs)
{
    Connected out;
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_ADDRCONFIG;
    addrinfo *found = nullptr;
    const QByteArray service = QByteArray::number(port);
    const int looked = getaddrinfo(host.toUtf8().constData(), service.constData(), &hints, &found);
    if (looked != 0) {
        out.problem = QStringLiteral("de naam is niet gevonden");
        return out;
    }
    QElapsedTimer clock;
    clock.start();
    int lastError = ECONNREFUSED;
    for (const addrinfo *a = found; a && out.socket == kNoSocket; a = a->ai_next) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            lastError = ETIMEDOUT;
            break;
        }
        const int fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0) {
            lastError = errno;
            continue;
        }
        // Non-blocking for the connect only, so poll() bounds the wait; libssh2 sets its own mode.
        int error = 0;
        if (!setBlocking(fd, false)) {
            error = errno;
        } else if (connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
            error = errno;
            if (error == EINPROGRESS) {
                pollfd p{fd, POLLOUT, 0};
                int ready = 0;
                do
                    ready = poll(&p, 1, static_cast<int>(left));
                while (ready < 0 && errno == EINTR);
                socklen_t length = sizeof error;
                if (ready == 0)
                    error = ETIMEDOUT;
                else if (ready < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0)
                    error = errno;
            }
        }
        if (error == 0 && setBlocking(fd, true)) {
            // Many small requests in flight (batch.h): each goes at once, not held back until the
            // server has acknowledged the ones before it (Nagle), which costs a round trip more.
            const int on = 1;
            (void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
            out.socket = fd;
        } else {
            lastError = error != 0 ? error : errno;
            ::close(fd);
        }
    }
    freeaddrinfo(found);
    if (out.socket == kNoSocket) {
        out.timedOut = lastError == ETIMEDOUT;
        out.problem = reasonOf(lastError);
    }
    return out;
}

void shutdownSocket(libssh2_socket_t socket)
{
    if (socket != kNoSocket)
        ::shutdown(socket, SHUT_RDWR);
}

void closeSocket(libssh2_socket_t socket)
{
    if (socket != kNoSocket)
        ::close(socket);
}

} // namespace nkb::publish
