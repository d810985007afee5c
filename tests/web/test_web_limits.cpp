// The venue server's own limits, with short deadlines so the test is quick: a request that
// trickles in is cut off, an idle connection is closed, one address cannot hold every
// connection. The server runs in its own thread, as in the application.
#include "httpclient.h"
#include "tablesigner.h"
#include "webfixture.h"

#include "web/tablecode.h"
#include "web/venueserver.h"

#include <QElapsedTimer>

#include <QThread>

namespace {

class ServerThread {
  public:
    explicit ServerThread(const nkb::web::VenueServer::Options &options, nkb::web::SnapshotPtr snapshot = nullptr)
    {
        m_thread.start();
        m_context.moveToThread(&m_thread);
        QMetaObject::invokeMethod(
            &m_context,
            [&] {
                m_server = new nkb::web::VenueServer(options);
                auto s = std::make_shared<nkb::web::Snapshot>();
                s->tournament.info.name = "NK";
                s->version = 1;
                s->salt = "t";
                m_server->setSnapshot(snapshot ? snapshot : s);
                QString error;
                if (m_server->listen(QHostAddress::LocalHost, 0, &error))
                    port = m_server->port();
            },
            Qt::BlockingQueuedConnection);
        REQUIRE(port != 0);
    }
    ~ServerThread()
    {
        QMetaObject::invokeMethod(&m_context, [&] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    int openConnections()
    {
        int n = 0;
        QMetaObject::invokeMethod(&m_context, [&] { n = m_server->openConnections(); }, Qt::BlockingQueuedConnection);
        return n;
    }
    quint64 evicted()
    {
        quint64 n = 0;
        QMetaObject::invokeMethod(&m_context, [&] { n = m_server->counters().evicted; }, Qt::BlockingQueuedConnection);
        return n;
    }
    quint16 port{0};

  private:
    QThread m_thread;
    QObject m_context;
    nkb::web::VenueServer *m_server{nullptr};
};

} // namespace

TEST_CASE("A request that trickles in is cut off at its deadline, and a quick one in the meantime is answered",
          "[web][limits][security]")
{
    nkb::web::VenueServer::Options options;
    options.headDeadlineMs = 600;
    ServerThread server(options);
    nkbtest::HttpClient slow(server.port);
    REQUIRE(slow.connected());
    slow.send("GET / HTTP/1.1\r\nHost: x\r\n"); // and then nothing more
    nkbtest::HttpClient quick(server.port);
    CHECK(quick.get("/")->status == 200);
    CHECK(slow.closedWithin(3000));
}

TEST_CASE("A kept-alive connection with nothing asked is closed when idle", "[web][limits]")
{
    nkb::web::VenueServer::Options options;
    options.idleMs = 700;
    ServerThread server(options);
    nkbtest::HttpClient client(server.port);
    REQUIRE(client.get("/")->status == 200);
    CHECK(client.closedWithin(3000));
}

TEST_CASE("One address cannot hold every connection", "[web][limits][security]")
{
    nkb::web::VenueServer::Options options;
    options.maxPerAddress = 5;
    ServerThread server(options);
    std::vector<std::unique_ptr<nkbtest::HttpClient>> held;
    for (int i = 0; i < 5; ++i) {
        held.push_back(std::make_unique<nkbtest::HttpClient>(server.port));
        REQUIRE(held.back()->get("/")->status == 200);
    }
    nkbtest::HttpClient sixth(server.port);
    CHECK(sixth.closedWithin(3000));
    CHECK(server.openConnections() == 5);
    nkbtest::HttpClient elsewhere(server.port, QHostAddress(QStringLiteral("127.0.0.3")));
    CHECK(elsewhere.get("/")->status == 200);
    held.clear();
}

TEST_CASE("One address is limited as one, whichever answering thread its connections land on",
          "[web][limits][security]")
{
    nkb::web::VenueServer::Options options;
    options.threads = 2;
    options.rate.perSecond = 0.1; // one more token in ten seconds: a slow run earns at most that
    options.rate.burst = 10.0;
    options.maxPerAddress = 4;
    ServerThread server(options);
    // Four connections from one address: the listener hands them out in turn, two to each thread.
    std::vector<std::unique_ptr<nkbtest::HttpClient>> phones;
    for (int i = 0; i < 4; ++i) {
        phones.push_back(std::make_unique<nkbtest::HttpClient>(server.port));
        REQUIRE(phones.back()->connected());
    }
    // Twenty requests in turn over the four: the burst of ten is shared, not ten per thread.
    int answered = 0;
    int limited = 0;
    for (int i = 0; i < 20; ++i) {
        const auto a = phones[static_cast<std::size_t>(i % 4)]->get("/");
        REQUIRE(a);
        if (a->status == 200)
            ++answered;
        else if (a->status == 429)
            ++limited;
    }
    CHECK(answered <= 11); // the burst, and at most one token earned meanwhile
    CHECK(answered >= 10);
    CHECK(limited == 20 - answered);
    // The cap counts across both threads as well: a fifth connection from it is closed at once.
    nkbtest::HttpClient fifth(server.port);
    CHECK(fifth.closedWithin(3000));
    CHECK(server.openConnections() == 4);
    // Another address has a bucket of its own.
    nkbtest::HttpClient elsewhere(server.port, QHostAddress(QStringLiteral("127.0.0.4")));
    CHECK(elsewhere.get("/")->status == 200);
}

TEST_CASE("Idle connections from a few addresses cannot lock the phones out: the idle make room, a table's phone "
          "keeps its connection",
          "[web][limits][security][store]")
{
    QTemporaryDir dir;
    const std::string db = nkbtest::tempPath(dir, "vol.bonaken");
    nkbtest::makeWebTournament(dir, db, 16, 1); // round 2 drawn: a table to look at
    const auto snapshot = nkbtest::snapshotOf(db);
    const std::string code = nkb::web::tableCode(snapshot->tableSecret, {2, 1, 1});
    nkb::web::VenueServer::Options options;
    options.threads = 1;
    options.maxConnections = 30;
    ServerThread server(options, snapshot);
    // Table 1's phone reads its table and keeps the connection.
    nkbtest::HttpClient phone(server.port, QHostAddress(QStringLiteral("127.0.0.20")));
    const QByteArray signedLook = QByteArray::fromStdString(
        nkbtest::signedHeaders(code, "GET", "/tafel/1/stand", nkbtest::kPhone, nkbtest::kLookNonce));
    REQUIRE(phone.get("/tafel/1/stand", signedLook)->status == 200);
    // Three addresses open 40 connections and say nothing (more than the server takes).
    std::vector<std::unique_ptr<nkbtest::HttpClient>> idle;
    for (int i = 0; i < 40; ++i) {
        idle.push_back(std::make_unique<nkbtest::HttpClient>(
            server.port, QHostAddress(QStringLiteral("127.0.1.%1").arg(1 + i % 3))));
        REQUIRE(idle.back()->connected());
    }
    QThread::msleep(300);
    CHECK(server.openConnections() <= 30);
    // A new phone is served within two seconds, and the table's phone on its kept connection.
    QElapsedTimer timer;
    timer.start();
    nkbtest::HttpClient late(server.port, QHostAddress(QStringLiteral("127.0.0.21")));
    const auto page = late.get("/");
    REQUIRE(page);
    CHECK(page->status == 200);
    CHECK(timer.elapsed() < 2000);
    const auto again = phone.get("/tafel/1/stand", signedLook);
    REQUIRE(again);
    CHECK(again->status == 200);
    CHECK(server.evicted() >= 11);
}
