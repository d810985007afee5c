// The venue web in a thread of its own (see venueweb.h).
#include "web/venueweb.h"

#include "web/feed.h"
#include "web/venueserver.h"

namespace nkb::web {

VenueWeb::VenueWeb(QObject *parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("venue web"));
    m_context.moveToThread(&m_thread);
    m_thread.start();
}

VenueWeb::~VenueWeb()
{
    stop();
    m_thread.quit();
    m_thread.wait();
}

QString VenueWeb::start(const std::string &location, const ListenAddress &listen)
{
    stop();
    QString error;
    // The store's connection belongs to the thread that opened it: everything is made there.
    QMetaObject::invokeMethod(
        &m_context,
        [&] {
            std::unique_ptr<TournamentFeed> feed = TournamentFeed::open(location, &error);
            if (!feed)
                return;
            auto server = std::make_unique<VenueServer>();
            server->setSnapshot(feed->snapshot());
            if (!server->listen(listen.address, listen.port, &error))
                return;
            connect(feed.get(), &TournamentFeed::changed, server.get(), &VenueServer::setSnapshot);
            connect(feed.get(), &TournamentFeed::reachable, this, &VenueWeb::reachable, Qt::QueuedConnection);
            connect(server.get(), &VenueServer::refused, this, &VenueWeb::refused, Qt::QueuedConnection);
            m_addresses = pageAddresses(listen.address, server->port());
            m_feed = feed.release();
            m_server = server.release();
        },
        Qt::BlockingQueuedConnection);
    if (m_server)
        Q_EMIT runningChanged();
    return m_server ? QString() : error;
}

void VenueWeb::stop()
{
    if (!m_server && !m_feed)
        return;
    QMetaObject::invokeMethod(
        &m_context,
        [this] {
            delete m_server;
            delete m_feed;
        },
        Qt::BlockingQueuedConnection);
    m_server = nullptr;
    m_feed = nullptr;
    m_addresses.clear();
    Q_EMIT runningChanged();
}

} // namespace nkb::web
