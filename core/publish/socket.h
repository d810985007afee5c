#pragma once
// A TCP connection to the web host with a bound on the wait, in plain BSD sockets (Qt Network
// would want an event loop; libssh2 wants the socket itself). POSIX now; a Windows port needs
// winsock's names for the same few calls in socket.cpp (closesocket, ioctlsocket, WSAPoll,
// WSAStartup once) and nothing else.
#include <QString>

#include <libssh2.h>

namespace nkb::publish {

inline constexpr libssh2_socket_t kNoSocket = LIBSSH2_INVALID_SOCKET;

struct Connected {
    libssh2_socket_t socket{kNoSocket};
    bool timedOut{false}; // no answer within the bound (else refused, unknown host, no route)
    QString problem;      // Dutch, when socket is kNoSocket: why not ("verbinding geweigerd")
};

// Tries each address of `host` until one answers, all within `timeoutMs` together.
[[nodiscard]] Connected connectTcp(const QString &host, int port, int timeoutMs);
// Stops all traffic now, so whatever waits on the socket returns at once (the socket stays open).
void shutdownSocket(libssh2_socket_t socket);
void closeSocket(libssh2_socket_t socket);

} // namespace nkb::publish
