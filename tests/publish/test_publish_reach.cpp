// A host that is not there, not known, silent or not an SSH server: upload() ends at once or within
// its bound, with the Dutch reason. No test server needed; listeners of Qt Network, so the same
// case runs in the Windows build under Wine (scripts/windows-publish-test.sh, Winsock's connect).
#include "sftpserver.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

#include <future>
#include <thread>

using namespace nkb::publish;
using namespace nkbtest;

namespace {

PublishTarget nowhere(int port)
{
    PublishTarget t;
    t.host = QStringLiteral("127.0.0.1");
    t.port = port;
    t.user = QStringLiteral("iemand");
    t.hostKey = QStringLiteral("SHA256:AAAA");
    t.directory = QStringLiteral("/www");
    return t;
}

#ifdef NKB_PUBLISH_HAS_SSH
// A listener in a thread of its own (no event loop) that takes one connection, sends `reply` and
// waits for the other side to hang up.
class OneAnswer {
  public:
    explicit OneAnswer(QByteArray reply)
    {
        std::promise<int> port;
        m_port = port.get_future();
        m_thread = std::thread([reply = std::move(reply), port = std::move(port)]() mutable {
            QTcpServer server;
            port.set_value(server.listen(QHostAddress::LocalHost) ? server.serverPort() : 0);
            if (!server.waitForNewConnection(20000))
                return;
            QTcpSocket *client = server.nextPendingConnection();
            client->write(reply);
            client->waitForBytesWritten(5000);
            while (client->state() == QAbstractSocket::ConnectedState && client->waitForReadyRead(5000))
                client->readAll();
        });
    }
    ~OneAnswer() { m_thread.join(); }
    OneAnswer(const OneAnswer &) = delete;
    OneAnswer &operator=(const OneAnswer &) = delete;
    int port() { return m_port.valid() ? (m_portValue = m_port.get()) : m_portValue; }

  private:
    std::future<int> m_port;
    int m_portValue{0};
    std::thread m_thread;
};

// An SSH server's first words (RFC 4253): its version line and an SSH_MSG_KEXINIT whose methods
// no client has, unencrypted.
QByteArray sshWithNothingInCommon()
{
    const auto u32 = [](quint32 v) {
        QByteArray out(4, '\0');
        for (int i = 0; i < 4; ++i)
            out[i] = static_cast<char>((v >> (24 - 8 * i)) & 0xff);
        return out;
    };
    const auto list = [&u32](const QByteArray &names) {
        return u32(static_cast<quint32>(names.size())) + names;
    };
    QByteArray payload = QByteArray(1, char(20)) + QByteArray(16, 'c');
    for (const char *names : {"nep-kex@nkb", "nep-sleutel@nkb", "nep-cipher@nkb", "nep-cipher@nkb",
                              "nep-mac@nkb", "nep-mac@nkb", "none", "none", "", ""})
        payload += list(names);
    payload += QByteArray(1, '\0') + u32(0);
    qsizetype padding = 8 - (4 + 1 + payload.size()) % 8;
    if (padding < 4)
        padding += 8;
    const QByteArray packet = u32(static_cast<quint32>(1 + payload.size() + padding)) +
                              QByteArray(1, static_cast<char>(padding)) + payload + QByteArray(padding, '\0');
    return QByteArray("SSH-2.0-nep_1.0\r\n") + packet;
}
#endif

} // namespace

TEST_CASE("Publish: a host that is not there or not SSH is Unreachable at once, one that never answers is a "
          "Timeout "
          "within the bound",
          "[publish]")
{
    // A port nobody listens on: one a listener had a moment ago.
    int closedPort = 0;
    {
        QTcpServer taken;
        REQUIRE(taken.listen(QHostAddress::LocalHost));
        closedPort = taken.serverPort();
    }
    QElapsedTimer clock;
    clock.start();
    UploadResult result = upload(nowhere(closedPort), {}, smallSite(1));
    CHECK(clock.elapsed() < 2000);
#ifdef NKB_PUBLISH_HAS_SSH
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message ==
          QStringLiteral(
              "De server 127.0.0.1 (poort %1) is niet bereikbaar: verbinding geweigerd. Controleer de "
              "naam van de server, de poort en de internetverbinding.")
              .arg(closedPort));

    PublishTarget unknown = nowhere(22);
    unknown.host = QStringLiteral("nkb-bestaat-niet.invalid");
    result = upload(unknown, {}, smallSite(1));
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.contains(QStringLiteral("de naam is niet gevonden")));

    // Connected, then silence: a listener that never takes the connection (the system completes
    // it), so the handshake waits for the bound and no longer.
    QTcpServer silent;
    REQUIRE(silent.listen(QHostAddress::LocalHost));
    PublishTarget hanging = nowhere(silent.serverPort());
    hanging.timeoutSeconds = 2;
    clock.restart();
    result = upload(hanging, {}, smallSite(1));
    CHECK(result.error == UploadError::Timeout);
    CHECK(
        result.message.startsWith(QStringLiteral("De server 127.0.0.1 antwoordt niet (2 seconden gewacht)")));
    CHECK(clock.elapsed() >= 1500);
    CHECK(clock.elapsed() < 6000);
    clock.restart();
    CHECK(hostKeyOf(QStringLiteral("127.0.0.1"), silent.serverPort(), 2).error == UploadError::Timeout);
    CHECK(clock.elapsed() < 6000);

    // Something that answers, but not as an SSH server (a web server on the wrong port).
    {
        OneAnswer web("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
        REQUIRE(web.port() > 0);
        result = upload(nowhere(web.port()), {}, smallSite(1));
        CHECK(result.error == UploadError::Unreachable);
        CHECK(result.message.startsWith(
            QStringLiteral("Op 127.0.0.1 poort %1 antwoordt geen SFTP-server").arg(web.port())));
    }
    // An SSH server with nothing in common (on Windows: one with an ed25519 host key only).
    OneAnswer ssh(sshWithNothingInCommon());
    REQUIRE(ssh.port() > 0);
    result = upload(nowhere(ssh.port()), {}, smallSite(1));
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.startsWith(
        QStringLiteral(
            "De server 127.0.0.1 (poort %1) antwoordt als SSH-server, maar biedt geen sleutelsoort")
            .arg(ssh.port())));
#else
    CHECK(result.error == UploadError::NotSupported);
    CHECK(result.message == QStringLiteral("Publiceren over SFTP zit niet in deze uitgave."));
#endif
}
