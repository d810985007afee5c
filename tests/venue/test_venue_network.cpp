// The venue's server on the network: TLS on every session, a wrong certificate, an
// address not in it, a server without TLS refused in Dutch; a full server; a silent station's
// transaction ended by the server. Runs after test_venue.cpp (venue-test.sh, one process).
#include "store/migrations.h"
#include "venuefixture.h"

#include <QDir>
#include <QElapsedTimer>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <thread>

using namespace nkb;
using namespace nkbtest;
using namespace nkbtest::venue;

TEST_CASE("Venue: every session is encrypted, and a connection without TLS is refused")
{
    requireTournament();
    auto station = openAs("station");
    auto projector = openAs("kijker");
    const Session other("station");
    CHECK(other.value(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).toBool());
    // Every session of the role, the store's included (a role sees its own sessions).
    CHECK(other
              .value(QStringLiteral("SELECT COUNT(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) "
                                    "WHERE a.usename = 'station' AND s.ssl"))
              .toInt() >= 2);
    CHECK(other
              .value(QStringLiteral("SELECT COUNT(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) "
                                    "WHERE a.usename = 'station' AND NOT s.ssl"))
              .toInt() == 0);
    const Session viewer("kijker");
    CHECK(viewer
              .value(QStringLiteral("SELECT bool_and(s.ssl) AND COUNT(*) >= 2 FROM pg_stat_ssl s "
                                    "JOIN pg_stat_activity a USING (pid) WHERE a.usename = 'kijker'"))
              .toBool());
    // ?sslmode=require is honoured (it connects, encrypted, without checking the certificate).
    auto required = openAs("station", QStringLiteral("sslmode=require"));
    CHECK_FALSE(required->readOnly());
    // Without TLS: pg_hba has hostssl lines only.
    const std::string plain = refusedOpen(venueUrl("station", QStringLiteral("sslmode=disable")));
    CHECK(plain.find("alleen versleutelde verbindingen") != std::string::npos);
}

TEST_CASE("Venue: a station that knows another CA, or an address not in the certificate, is refused")
{
    requireTournament();
    const std::string otherCa = refusedOpen(
        venueUrl("station", QStringLiteral("sslmode=verify-full&sslrootcert=") + env("NKB_VENUE_OTHER_CA")));
    CHECK(otherCa.find("niet te vertrouwen") != std::string::npos);
    CHECK(otherCa.find("certificate") == std::string::npos);
    // 127.0.0.2 reaches the same server (the loopback network), but is not in its certificate.
    const std::string wrongName = refusedOpen(venueUrl("station", QString(), "127.0.0.2"));
    CHECK(wrongName.find("hoort niet bij het adres") != std::string::npos);
    const std::string missing = refusedOpen(venueUrl(
        "station", QStringLiteral("sslrootcert=") + QDir::tempPath() + QStringLiteral("/geen-ca.crt")));
    CHECK(missing.find("ontbreekt of is onleesbaar") != std::string::npos);
    // The same server with the venue's CA: verify-full by default, and it connects.
    auto station = openAs("station");
    CHECK_FALSE(station->readOnly());
}

TEST_CASE("Venue: a role at its connection limit is told the server is full, not that it is unreachable")
{
    requireTournament();
    std::vector<std::unique_ptr<Session>> sessions;
    for (int i = 0; i < 30; ++i) {
        auto session = std::make_unique<Session>("kijker");
        if (!session->db().isOpen())
            break;
        sessions.push_back(std::move(session));
    }
    CHECK(sessions.size() == 20); // kijker's CONNECTION LIMIT (scripts/venue-lib.sh)
    const std::string full = refusedOpen(venueUrl("kijker"));
    CHECK(full.find("De server van") != std::string::npos);
    CHECK(full.find("is vol") != std::string::npos);
    CHECK(full.find("niet bereikbaar") == std::string::npos);
    sessions.clear();
    // Room again once the windows are closed (the server ends their sessions a moment later).
    bool room = false;
    for (int i = 0; i < 50 && !room; ++i) {
        room = Session("kijker").db().isOpen();
        if (!room)
            QThread::msleep(100);
    }
    REQUIRE(room);
    auto projector = openAs("kijker");
    CHECK(projector->readOnly());
}

namespace {

// A server that answers libpq's SSLRequest with 'N' (no TLS), as a PostgreSQL with ssl = off
// does: enough to see what a station that asked for TLS is told.
class ServerWithoutTls {
  public:
    ServerWithoutTls()
    {
        fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
        REQUIRE(fd_ >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        REQUIRE(::bind(fd_, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0);
        socklen_t length = sizeof address;
        REQUIRE(::getsockname(fd_, reinterpret_cast<sockaddr *>(&address), &length) == 0);
        port_ = ntohs(address.sin_port);
        REQUIRE(::listen(fd_, 4) == 0);
        thread_ = std::thread([fd = fd_] {
            const int client = ::accept(fd, nullptr, nullptr);
            if (client < 0)
                return;
            char request[8];
            if (::recv(client, request, sizeof request, MSG_WAITALL) == sizeof request)
                (void)::send(client, "N", 1, 0);
            char rest[256];
            while (::recv(client, rest, sizeof rest, 0) > 0) {
            }
            ::close(client);
        });
    }
    ~ServerWithoutTls()
    {
        ::shutdown(fd_, SHUT_RDWR);
        ::close(fd_);
        thread_.join();
    }
    ServerWithoutTls(const ServerWithoutTls &) = delete;
    ServerWithoutTls &operator=(const ServerWithoutTls &) = delete;
    [[nodiscard]] int port() const { return port_; }

  private:
    int fd_{-1};
    int port_{0};
    std::thread thread_;
};

} // namespace

TEST_CASE("Venue: a station that asks for TLS from a server without it is told so in Dutch")
{
    for (const char *query : {"sslmode=require", "sslrootcert=CA"}) {
        ServerWithoutTls server;
        QString q = QString::fromLatin1(query);
        q.replace(QStringLiteral("CA"), env("NKB_VENUE_CA"));
        const std::string url = QStringLiteral("postgresql://station@127.0.0.1:%1/nkvenue?%2")
                                    .arg(server.port())
                                    .arg(q)
                                    .toStdString();
        INFO(url);
        const std::string message = refusedOpen(url);
        CHECK(message.find("versleutelt de verbinding niet") != std::string::npos);
    }
}

TEST_CASE("Venue: a station gone silent mid-command loses the writer's lock within seconds, another enters")
{
    requireTournament();
    Session silent("station");
    REQUIRE(silent.db().isOpen());
    QSqlQuery hold(silent.db());
    REQUIRE(hold.exec(QStringLiteral("BEGIN")));
    REQUIRE(hold.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(store::kApplicationId)));
    // The station's Wi-Fi is gone: it sends nothing more. The server ends the session after
    // idle_in_transaction_session_timeout (10 s), and with it the lock.
    QThread::msleep(11000);
    auto other = openAs("station");
    QElapsedTimer timer;
    timer.start();
    auto stored = other->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}});
    INFO((stored.ok() ? std::string() : stored.error().message));
    REQUIRE(stored.ok());
    CHECK(timer.elapsed() < 2000);
    QSqlQuery late(silent.db());
    CHECK_FALSE(late.exec(QStringLiteral("SELECT 1")));
    REQUIRE(other->undo().ok());
}
