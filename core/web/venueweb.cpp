// The venue web in a thread of its own (see venueweb.h).
#include "web/venueweb.h"

#include "log/log.h"
#include "web/feed.h"
#include "web/tablewriter.h"
#include "web/venueserver.h"

namespace nkb::web {

VenueWeb::VenueWeb(QObject *parent) : QObject(parent)
{
    // A table page's request refused: counted by table and said in the logbook (the first few of
    // each table, then every tenth, so that a script trying codes does not fill it).
    connect(this, &VenueWeb::refused, this, [this](int status, const QString &address, int table) {
        if (table <= 0)
            return;
        const int n = ++m_tableRefusals[table];
        if (n <= 5 || n % 10 == 0)
            qCWarning(log::web).noquote() << QStringLiteral("Tafel %1: verzoek zonder geldige tafelcode geweigerd (%2) "
                                                            "van %3; %4 keer sinds de start.")
                                                 .arg(table)
                                                 .arg(status)
                                                 .arg(address)
                                                 .arg(n);
    });
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
    return start(location, listen, false);
}

QString VenueWeb::start(const std::string &location, const ListenAddress &listen, bool tableEntry)
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
            if (tableEntry) {
                std::unique_ptr<TableWriter> writer = TableWriter::open(location, &error);
                if (!writer)
                    return;
                server->setTableWriter(std::move(writer));
            }
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
    m_tableEntry = tableEntry;
    m_tableRefusals.clear();
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
            // The pages' read-only connection first: the tables' writer, closing last, checkpoints.
            delete m_feed;
            delete m_server;
        },
        Qt::BlockingQueuedConnection);
    m_server = nullptr;
    m_feed = nullptr;
    m_addresses.clear();
    Q_EMIT runningChanged();
}

} // namespace nkb::web
