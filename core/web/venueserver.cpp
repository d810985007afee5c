// The venue web's listener (see venueserver.h).
#include "web/venueserver.h"

#include "web/httprequest.h"

#include <QDateTime>
#include <QTimeZone>
#include <QLocale>
#include <QTcpServer>
#include <QTcpSocket>

namespace nkb::web {

struct VenueServer::Connection {
    QTcpSocket *socket{nullptr};
    QByteArray buffer;
    QString address;
    std::string rateKey; // the address for the rate limit
    qint64 firstByteAt{-1}; // of the request being read; -1 between requests
    qint64 lastActivity{0};
    bool closing{false};
};

VenueServer::VenueServer(QObject *parent) : VenueServer(Options{}, parent) {}

VenueServer::VenueServer(const Options &options, QObject *parent)
    : QObject(parent), m_options(options), m_server(new QTcpServer(this)), m_rate(options.rate), m_sweep(this)
{
    m_clock.start();
    m_server->setMaxPendingConnections(256);
    connect(m_server, &QTcpServer::newConnection, this, &VenueServer::accept);
    m_sweep.setInterval(1000);
    connect(&m_sweep, &QTimer::timeout, this, &VenueServer::sweep);
}

VenueServer::~VenueServer()
{
    close();
}

bool VenueServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_server->listen(address, port)) {
        m_sweep.start();
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
    m_sweep.stop();
    m_server->close();
    while (!m_connections.empty())
        drop(m_connections.begin()->first);
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

void VenueServer::setSnapshot(SnapshotPtr snapshot)
{
    m_site.setSnapshot(std::move(snapshot));
}

void VenueServer::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        const QString address = socket->peerAddress().toString();
        int &count = m_perAddress[address];
        if (static_cast<int>(m_connections.size()) >= m_options.maxConnections || count >= m_options.maxPerAddress) {
            if (count == 0)
                m_perAddress.erase(address);
            ++m_counters.refused;
            Q_EMIT refused(503, address);
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++count;
        ++m_counters.connections;
        Connection c;
        c.socket = socket;
        c.address = address;
        c.rateKey = address.toStdString();
        c.lastActivity = m_clock.elapsed();
        m_connections.emplace(socket, std::move(c));
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { drop(socket); });
    }
}

void VenueServer::read(QTcpSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    Connection &c = it->second;
    const qint64 now = m_clock.elapsed();
    c.lastActivity = now;
    // Never hold more than one request head and a little: what comes after it is the next request.
    c.buffer += socket->read(static_cast<qint64>(kMaxRequestHead) + 8 - c.buffer.size() + 1);
    if (c.closing) {
        c.buffer.clear();
        return;
    }
    const qint64 second = QDateTime::currentSecsSinceEpoch();
    if (second != m_dateSecond) {
        m_dateSecond = second;
        m_date = QLocale::c()
                     .toString(QDateTime::fromSecsSinceEpoch(second, QTimeZone::utc()),
                               QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
                     .toLatin1();
    }
    while (!c.buffer.isEmpty() && !c.closing) {
        if (c.firstByteAt < 0)
            c.firstByteAt = now;
        const Parsed p = parseRequest(std::string_view(c.buffer.constData(), static_cast<std::size_t>(c.buffer.size())));
        if (p.state == Parsed::State::NeedMore)
            break;
        c.firstByteAt = -1;
        if (p.state == Parsed::State::Refused) {
            ++m_counters.requests;
            ++m_counters.refused;
            Q_EMIT refused(p.status, c.address);
            answer(c, serialise(refusal(p.status), false, false, m_date), true);
            socket->disconnectFromHost();
            break;
        }
        c.buffer.remove(0, static_cast<qsizetype>(p.consumed));
        ++m_counters.requests;
        const double seconds = static_cast<double>(now) / 1000.0;
        if (!m_rate.allow(c.rateKey, seconds)) {
            ++m_counters.rateLimited;
            Q_EMIT refused(429, c.address);
            Response r = refusal(429);
            r.headers.emplace_back("Retry-After", QByteArray::number(m_rate.retryAfter(c.rateKey, seconds)));
            answer(c, serialise(r, p.request.head(), p.request.keepAlive, m_date), false);
            continue;
        }
        const Response r = m_site.respond(p.request);
        const bool keep = p.request.keepAlive && !r.close;
        answer(c, serialise(r, p.request.head(), keep, m_date), !keep);
        if (!keep)
            socket->disconnectFromHost();
    }
    if (!c.closing && socket->bytesToWrite() > m_options.maxUnsentBytes)
        socket->abort();
    else if (!c.closing && socket->bytesAvailable() > 0 && c.buffer.size() <= static_cast<qsizetype>(kMaxRequestHead))
        QMetaObject::invokeMethod(this, [this, socket] { read(socket); }, Qt::QueuedConnection);
}

void VenueServer::answer(Connection &c, const QByteArray &bytes, bool closeAfter)
{
    c.socket->write(bytes);
    if (closeAfter)
        c.closing = true;
}

void VenueServer::sweep()
{
    const qint64 now = m_clock.elapsed();
    std::vector<QTcpSocket *> late;
    for (const auto &[socket, c] : m_connections) {
        const bool trickling = c.firstByteAt >= 0 && now - c.firstByteAt > m_options.headDeadlineMs;
        const bool idle = now - c.lastActivity > m_options.idleMs;
        if (trickling || idle)
            late.push_back(socket);
    }
    for (QTcpSocket *socket : late) {
        socket->abort();
        drop(socket);
    }
}

void VenueServer::drop(QTcpSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    if (const auto a = m_perAddress.find(it->second.address); a != m_perAddress.end() && --a->second <= 0)
        m_perAddress.erase(a);
    m_connections.erase(it);
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

} // namespace nkb::web
