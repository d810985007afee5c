// A TCP connection with a bound on the wait (see socket.h): BSD sockets, and Winsock's names for
// the same few calls on Windows.
#include "publish/socket.h"

#include <QElapsedTimer>

#include <cerrno>
#include <cstring>

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>

#include <mutex>
#else
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace nkb::publish {

namespace {

#ifdef _WIN32
constexpr int kRefused = WSAECONNREFUSED;
constexpr int kNetUnreachable = WSAENETUNREACH;
constexpr int kHostUnreachable = WSAEHOSTUNREACH;
constexpr int kTimedOut = WSAETIMEDOUT;
constexpr int kInProgress = WSAEWOULDBLOCK;

int lastError()
{
    return WSAGetLastError();
}

QString systemWords(int error)
{
    return qt_error_string(error); // FormatMessage, which knows Winsock's codes
}

// Winsock is started once for the program and left running (it ends with the process).
void startWinsock()
{
    static std::once_flag once;
    std::call_once(once, [] {
        WSADATA data;
        (void)WSAStartup(MAKEWORD(2, 2), &data);
    });
}

libssh2_socket_t openSocket(const addrinfo *a)
{
    // Not inherited by a program the application starts (as SOCK_CLOEXEC on POSIX).
    return WSASocketW(a->ai_family, a->ai_socktype, a->ai_protocol, nullptr, 0,
                      WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
}

bool setBlocking(libssh2_socket_t fd, bool blocking)
{
    u_long nonBlocking = blocking ? 0 : 1;
    return ioctlsocket(fd, FIONBIO, &nonBlocking) == 0;
}

// Until the connection is made or refused, at most `ms`: 1 made, 0 timed out, -1 failed (select:
// WSAPoll of Windows before 10 version 2004 never reports a refused connection).
int waitConnected(libssh2_socket_t fd, int ms)
{
    fd_set writable;
    fd_set failed;
    FD_ZERO(&writable);
    FD_ZERO(&failed);
    FD_SET(fd, &writable);
    FD_SET(fd, &failed);
    timeval wait{ms / 1000, (ms % 1000) * 1000};
    const int ready = select(0, nullptr, &writable, &failed, &wait);
    return ready == 0 ? 0 : (ready < 0 ? -1 : 1);
}

void closeNow(libssh2_socket_t fd)
{
    ::closesocket(fd);
}
#else
constexpr int kRefused = ECONNREFUSED;
constexpr int kNetUnreachable = ENETUNREACH;
constexpr int kHostUnreachable = EHOSTUNREACH;
constexpr int kTimedOut = ETIMEDOUT;
constexpr int kInProgress = EINPROGRESS;

int lastError()
{
    return errno;
}

QString systemWords(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

void startWinsock() {}

libssh2_socket_t openSocket(const addrinfo *a)
{
    return socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
}

bool setBlocking(libssh2_socket_t fd, bool blocking)
{
    const int flags = fcntl(fd, F_GETFL, 0);
    if (flags < 0)
        return false;
    return fcntl(fd, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK) == 0;
}

int waitConnected(libssh2_socket_t fd, int ms)
{
    pollfd p{fd, POLLOUT, 0};
    int ready = 0;
    do
        ready = poll(&p, 1, ms);
    while (ready < 0 && errno == EINTR);
    return ready == 0 ? 0 : (ready < 0 ? -1 : 1);
}

void closeNow(libssh2_socket_t fd)
{
    ::close(fd);
}
#endif

// The reason in Dutch, for the few a user meets (the rest by the system's own words).
QString reasonOf(int error)
{
    switch (error) {
    case kRefused:
        return QStringLiteral("verbinding geweigerd");
    case kNetUnreachable:
    case kHostUnreachable:
        return QStringLiteral("geen route naar de server");
    case kTimedOut:
        return QStringLiteral("geen antwoord");
    default:
        return systemWords(error);
    }
}

} // namespace

Connected connectTcp(const QString &host, int port, int timeoutMs)
{
    startWinsock();
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
    int lastFailure = kRefused;
    for (const addrinfo *a = found; a && out.socket == kNoSocket; a = a->ai_next) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            lastFailure = kTimedOut;
            break;
        }
        const libssh2_socket_t fd = openSocket(a);
        if (fd == kNoSocket) {
            lastFailure = lastError();
            continue;
        }
        // Non-blocking for the connect only, so the wait is bounded; libssh2 sets its own mode.
        int error = 0;
        if (!setBlocking(fd, false)) {
            error = lastError();
        } else if (connect(fd, a->ai_addr, static_cast<int>(a->ai_addrlen)) != 0) {
            error = lastError();
            if (error == kInProgress) {
                const int ready = waitConnected(fd, static_cast<int>(left));
                socklen_t length = sizeof error;
                if (ready == 0)
                    error = kTimedOut;
                else if (ready < 0 ||
                         getsockopt(fd, SOL_SOCKET, SO_ERROR, reinterpret_cast<char *>(&error), &length) != 0)
                    error = lastError();
            }
        }
        if (error == 0 && setBlocking(fd, true)) {
            // Many small requests in flight (batch.h): each goes at once, not held back until the
            // server has acknowledged the ones before it (Nagle), which costs a round trip more.
            const int on = 1;
            (void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char *>(&on), sizeof on);
            out.socket = fd;
        } else {
            lastFailure = error != 0 ? error : lastError();
            closeNow(fd);
        }
    }
    freeaddrinfo(found);
    if (out.socket == kNoSocket) {
        out.timedOut = lastFailure == kTimedOut;
        out.problem = reasonOf(lastFailure);
    }
    return out;
}

void shutdownSocket(libssh2_socket_t socket)
{
#ifdef _WIN32
    if (socket != kNoSocket)
        ::shutdown(socket, SD_BOTH);
#else
    if (socket != kNoSocket)
        ::shutdown(socket, SHUT_RDWR);
#endif
}

void closeSocket(libssh2_socket_t socket)
{
    if (socket != kNoSocket)
        closeNow(socket);
}

} // namespace nkb::publish
