// The venue web's listener (see venueserver.h): accepts here, answers in the answering threads.
#include "web/venueserver.h"

#include "web/tablewriter.h"

#include <QTcpServer>
#include <QThread>

#include <algorithm>
#include <functional>

namespace nkb::web {

// Hands each accepted connection's descriptor on instead of making a socket here: the socket is
// made in the thread that answers it.
class Listener : public QTcpServer {
  public:
    Listener(std::function<void(qintptr)> onConnection, QObject *parent)
        : QTcpServer(parent), m_onConnection(std::move(onConnection))
    {
    }

  protected:
    void incomingConnection(qintptr descriptor) override { m_onConnection(descriptor); }

  private:
    std::function<void(qintptr)> m_onConnection;
};

VenueServer::VenueServer(QObject *parent) : VenueServer(Options{}, parent) {}

VenueServer::VenueServer(const Options &options, QObject *parent)
    : QObject(parent), m_shared(options, this),
      m_server(new Listener([this](qintptr d) { dispatch(d); }, this))
{
    m_server->setMaxPendingConnections(256);
    const int threads = std::clamp(options.threads, 1, 16);
    for (int i = 0; i < threads; ++i) {
        auto thread = std::make_unique<QThread>();
        thread->setObjectName(QStringLiteral("nkb-web-%1").arg(i + 1));
        auto *answerer = new Answerer(m_shared);
        answerer->moveToThread(thread.get());
        thread->start();
        m_answerers.push_back(answerer);
        m_threads.push_back(std::move(thread));
    }
}

VenueServer::~VenueServer()
{
    // No connection is left, so no answerer is handing a write over while the writer ends.
    close();
    // The writes handed over are done and their answers queued to the answerers, which are still
    // there; an answerer deleted below drops what was queued to it.
    m_shared.writer = nullptr;
    m_writer.reset();
    for (std::size_t i = 0; i < m_answerers.size(); ++i) {
        Answerer *a = m_answerers[i];
        QMetaObject::invokeMethod(a, [a] { delete a; }, Qt::BlockingQueuedConnection);
        m_threads[i]->quit();
        m_threads[i]->wait();
    }
}

bool VenueServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    // A hall's worth of phones connecting at once ("ronde 2 is geloot"): Qt's default queue of 50
    // drops the rest, and a dropped connection waits the system's one-second retry. The system caps
    // it at its own limit (net.core.somaxconn, 4096 on Debian 12).
    m_server->setListenBacklogSize(kListenBacklog);
    if (m_server->listen(address, port)) {
        for (Answerer *a : m_answerers)
            QMetaObject::invokeMethod(a, [a] { a->startSweeping(); }, Qt::QueuedConnection);
        return true;
    }
    if (error) {
        if (m_server->serverError() == QAbstractSocket::AddressInUseError)
            *error = QStringLiteral("Poort %1 is al in gebruik op %2; kies een andere poort.")
                         .arg(port)
                         .arg(address.toString());
        else
            *error = QStringLiteral("Kan niet luisteren op %1 poort %2: %3")
                         .arg(address.toString())
                         .arg(port)
                         .arg(m_server->errorString());
    }
    return false;
}

void VenueServer::close()
{
    m_server->close();
    // Connections handed over before this are adopted first (their thread takes its events in order).
    for (Answerer *a : m_answerers)
        QMetaObject::invokeMethod(a, [a] { a->closeAll(); }, Qt::BlockingQueuedConnection);
}

bool VenueServer::isListening() const
{
    return m_server->isListening();
}

quint16 VenueServer::port() const
{
    return m_server->serverPort();
}

QHostAddress VenueServer::address() const
{
    return m_server->serverAddress();
}

VenueServer::Counters VenueServer::counters() const
{
    Counters n;
    n.requests = m_shared.requests.load();
    n.refused = m_shared.refused.load();
    n.rateLimited = m_shared.rateLimited.load();
    n.evicted = m_shared.evicted.load();
    n.connections = m_shared.connections.load();
    return n;
}

void VenueServer::setSnapshot(SnapshotPtr snapshot)
{
    for (Answerer *a : m_answerers)
        QMetaObject::invokeMethod(a, [a, snapshot] { a->setSnapshot(snapshot); }, Qt::QueuedConnection);
}

void VenueServer::setTableWriter(std::unique_ptr<TableWriter> writer)
{
    m_writer = std::move(writer);
    m_shared.writer = m_writer.get();
    for (Answerer *a : m_answerers)
        QMetaObject::invokeMethod(a, [a] { a->enableTableEntry(); }, Qt::BlockingQueuedConnection);
}

void VenueServer::dispatch(qintptr descriptor)
{
    Answerer *a = m_answerers[m_next++ % m_answerers.size()];
    QMetaObject::invokeMethod(a, [a, descriptor] { a->adopt(descriptor); }, Qt::QueuedConnection);
}

} // namespace nkb::web
