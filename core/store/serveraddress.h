// A server location as the stations write it (postgresql://user@host[:port]/db?sslmode=…&
// sslrootcert=…; a Unix socket folder as ?host=/path), and what libpq is told of it: TLS as the
// address asks, or as the station's own CA file allows. Used by the PostgreSQL engine only.
#pragma once

#include <QString>

#include <optional>
#include <string>

namespace nkb::store {

struct ServerAddress {
    QString host; // a name, an address, or a socket folder
    int port{-1};
    QString user;
    QString password;
    QString database;
    QString sslmode;     // libpq's: disable, prefer, require, verify-ca, verify-full
    QString sslrootcert; // the venue's CA certificate (scripts/venue-server.sh)
};

// The address of a postgresql:// or postgres:// location; nothing for anything else or a bad one.
[[nodiscard]] std::optional<ServerAddress> parseAddress(const std::string &location);
// libpq's connect options for TLS (sslmode=…;sslrootcert=…).
[[nodiscard]] QString tlsOptions(const ServerAddress &a);
// Where the owner reaches this database on the server laptop itself (for the messages).
[[nodiscard]] std::string ownerAddress(const ServerAddress &a);

} // namespace nkb::store
