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

} // namespace

TEST_CASE(
    "Publish: a host that is not there is Unreachable at once, one that never answers is a Timeout within "
    "the bound",
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

    // Something that answers, but not as an SSH server (a web server on the wrong port): a listener
    // of its own thread, without an event loop.
    std::promise<int> webPort;
    std::thread web([&webPort] {
        QTcpServer server;
        webPort.set_value(server.listen(QHostAddress::LocalHost) ? server.serverPort() : 0);
        if (!server.waitForNewConnection(20000))
            return;
        QTcpSocket *client = server.nextPendingConnection();
        client->write("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
        client->waitForBytesWritten(5000);
        client->disconnectFromHost();
        if (client->state() != QAbstractSocket::UnconnectedState)
            client->waitForDisconnected(5000);
    });
    const int port = webPort.get_future().get();
    if (port > 0)
        result = upload(nowhere(port), {}, smallSite(1));
    web.join();
    REQUIRE(port > 0);
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.startsWith(
        QStringLiteral("Op 127.0.0.1 poort %1 antwoordt geen SFTP-server").arg(port)));
#else
    CHECK(result.error == UploadError::NotSupported);
    CHECK(result.message == QStringLiteral("Publiceren over SFTP zit niet in deze uitgave."));
#endif
}
