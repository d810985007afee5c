#pragma once
// Where the venue web listens and what address a phone types (or scans): "--listen" as the
// director writes it, and the addresses of this computer on the venue network.
#include <QHostAddress>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace nkb::web {

inline constexpr quint16 kDefaultPort = 8080;

struct ListenAddress {
    QHostAddress address{QHostAddress::AnyIPv4};
    quint16 port{kDefaultPort};
};

// "192.168.1.10:8080", "0.0.0.0:8080", "[::1]:8080", ":8080", "8080" or "192.168.1.10" (port
// 8080); port 0 takes any free port (tests). Nothing for anything else (a host name, a port out
// of range).
[[nodiscard]] std::optional<ListenAddress> parseListen(const std::string &text);

// "http://192.168.1.10:8080/" for each address a phone can reach the pages on: the address
// listened on, or every non-loopback IPv4 address of this computer when listening on all of them
// (the loopback address only when there is nothing else).
[[nodiscard]] QStringList pageAddresses(const QHostAddress &listening, quint16 port);

} // namespace nkb::web
