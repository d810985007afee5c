// One answering thread of the venue server (see answerer.h).
#include "web/answerer.h"

#include "web/httprequest.h"
#include "web/tableaccess.h"
#include "web/tablestate.h"
#include "web/tablewrite.h"
#include "web/tablewriter.h"
#include "web/venueserver.h"

#include <QDateTime>
#include <QLocale>
#include <QTcpSocket>
#include <QTimeZone>

#include <algorithm>
#include <utility>

namespace nkb::web {

Shared::Admitted Shared::admit(const QString &address)
{
    const std::lock_guard lock(m_mutex);
    int &count = m_perAddress[address];
    const bool addressFull = count >= limits.maxPerAddress;
    if (open.load() >= limits.maxConnections || addressFull) {
        if (count == 0)
            m_perAddress.erase(address);
        return addressFull ? Admitted::AddressFull : Admitted::ServerFull;
    }
    ++count;
    ++open;
    ++connections;
    return Admitted::Yes;
}

bool Shared::underPressure() const
{
    return open.load() * 5 >= limits.maxConnections * 4; // four fifths of the connections taken
}

void Shared::release(const QString &address)
{
    const std::lock_guard lock(m_mutex);
    --open;
    if (const auto a = m_perAddress.find(address); a != m_perAddress.end() && --a->second <= 0)
        m_perAddress.erase(a);
}

bool Shared::take(RateLimit &limit, const std::string &key, double now, int *retryAfter)
{
    const std::lock_guard lock(m_mutex);
    if (limit.allow(key, now))
        return true;
    *retryAfter = limit.retryAfter(key, now);
    return false;
}

struct Answerer::Connection {
    QTcpSocket *socket{nullptr};
    QByteArray buffer;
    QString address;
    std::string rateKey;    // the address for the rate limit
    qint64 firstByteAt{-1}; // of the request being read; -1 between requests
    qint64 lastActivity{0};
    bool closing{false};
    bool waiting{false}; // a table write is with the writer: its answer comes first
    bool asked{false};   // has made a request
    bool table{false};   // a table's phone (a signed table request was taken)
    quint64 serial{0};
};

Answerer::Answerer(Shared &shared) : m_shared(shared), m_sweep(this)
{
    m_sweep.setInterval(1000);
    connect(&m_sweep, &QTimer::timeout, this, &Answerer::sweep);
}

Answerer::~Answerer()
{
    closeAll();
}

void Answerer::startSweeping()
{
    m_sweep.start();
}

void Answerer::enableTableEntry()
{
    m_site.setTableEntry(&m_shared.holders, &m_shared.nonces);
}

void Answerer::setSnapshot(SnapshotPtr snapshot)
{
    m_site.setSnapshot(std::move(snapshot));
}

void Answerer::refuse(int status, const QString &address, int table)
{
    Q_EMIT m_shared.server->refused(status, address, table);
}

void Answerer::adopt(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) { // not a socket any more: nothing to answer
        delete socket;
        return;
    }
    const QString address = socket->peerAddress().toString();
    Shared::Admitted admitted = m_shared.admit(address);
    // The server is full: an idle connection makes room, so that a few addresses holding idle
    // connections cannot lock the phones out (one address stays limited as before).
    if (admitted == Shared::Admitted::ServerFull && evictIdle())
        admitted = m_shared.admit(address);
    if (admitted != Shared::Admitted::Yes) {
        ++m_shared.refused;
        refuse(503, address);
        socket->abort();
        socket->deleteLater();
        return;
    }
    Connection c;
    c.socket = socket;
    c.address = address;
    c.rateKey = address.toStdString();
    c.serial = ++m_serial;
    c.lastActivity = m_shared.clock.elapsed();
    m_connections.emplace(socket, std::move(c));
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
    // Dropped after the event that closed it, never inside it: a flush that meets a closed peer, or
    // disconnectFromHost with nothing left to send, says "disconnected" at once, in the middle of
    // read() (which still holds the connection). Posted to the socket, so that it goes with it.
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        QMetaObject::invokeMethod(socket, [this, socket] { drop(socket); }, Qt::QueuedConnection);
    });
    if (socket->bytesAvailable() > 0) // the request may have come with the connection
        read(socket);
}

void Answerer::read(QTcpSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    Connection &c = it->second;
    const qint64 now = m_shared.clock.elapsed();
    c.lastActivity = now;
    // Never hold more than one request (its head, and a table write's body) and a little: what comes
    // after it is the next request.
    const BodyRule bodies = m_shared.writer ? BodyRule{"/tafel/", kMaxTableBody} : BodyRule{};
    const qsizetype bound = static_cast<qsizetype>(kMaxRequestHead + bodies.maxBody) + 8;
    c.buffer += socket->read(static_cast<qint64>(bound - c.buffer.size() + 1));
    if (c.closing) {
        c.buffer.clear();
        return;
    }
    if (c.waiting)
        return; // read on when the write's answer has gone
    refreshDate();
    while (!c.buffer.isEmpty() && !c.closing && !c.waiting) {
        if (c.firstByteAt < 0)
            c.firstByteAt = now;
        const Parsed p =
            parseRequest(std::string_view(c.buffer.constData(), static_cast<std::size_t>(c.buffer.size())), bodies);
        if (p.state == Parsed::State::NeedMore)
            break;
        c.firstByteAt = -1;
        if (p.state == Parsed::State::Refused) {
            ++m_shared.requests;
            ++m_shared.refused;
            refuse(p.status, c.address);
            answer(c, serialise(refusal(p.status), false, false, m_date), true);
            break;
        }
        c.buffer.remove(0, static_cast<qsizetype>(p.consumed));
        c.asked = true;
        ++m_shared.requests;
        const double seconds = static_cast<double>(now) / 1000.0;
        if (int retryAfter = 1; !m_shared.allow(c.rateKey, seconds, &retryAfter)) {
            answer(c, serialise(tooFast(c.address, retryAfter), p.request.head(), p.request.keepAlive, m_date), false);
            continue;
        }
        if (p.request.method == "POST") {
            post(c, p.request);
            continue;
        }
        const Response r = m_site.respond(p.request);
        if (r.status == 200 && p.request.path.starts_with("/tafel/") && p.request.path.ends_with("/stand"))
            c.table = true; // a table's phone: kept when idle connections make room
        if (r.status == 403) { // a table code refused: logged with the address, never the code
            ++m_shared.refused;
            const auto table = tableAddress(p.request.path);
            refuse(403, c.address, table ? table->first : 0);
        }
        const bool keep = p.request.keepAlive && !r.close;
        answer(c, serialise(r, p.request.head(), keep, m_date), !keep);
    }
    if (!c.closing && socket->bytesToWrite() > m_shared.limits.maxUnsentBytes)
        socket->abort();
    else if (!c.closing && !c.waiting && socket->bytesAvailable() > 0 && c.buffer.size() <= bound)
        QMetaObject::invokeMethod(socket, [this, socket] { read(socket); }, Qt::QueuedConnection);
}

Response Answerer::tooFast(const QString &address, int retryAfter)
{
    ++m_shared.rateLimited;
    refuse(429, address);
    Response r = refusal(429);
    r.headers.emplace_back("Retry-After", QByteArray::number(retryAfter));
    return r;
}

void Answerer::refreshDate()
{
    const qint64 second = QDateTime::currentSecsSinceEpoch();
    if (second == m_dateSecond)
        return;
    m_dateSecond = second;
    m_date = QLocale::c()
                 .toString(QDateTime::fromSecsSinceEpoch(second, QTimeZone::utc()),
                           QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
                 .toLatin1();
}

void Answerer::post(Connection &c, const Request &request)
{
    const std::optional<TablePost> target = tablePost(request.path);
    const int tableNumber = target ? target->table : 0;
    const auto reply = [&](const Response &r) {
        if (r.status == 403) { // a table code refused: logged with the address, never the code
            ++m_shared.refused;
            refuse(403, c.address, tableNumber);
        }
        const bool keep = request.keepAlive && !r.close;
        answer(c, serialise(r, false, keep, m_date), !keep);
    };
    TableWriter *writer = m_shared.writer.load();
    if (!writer) // the server is stopping
        return reply(refusal(503));
    if (!target)
        return reply(tableMessage(404, "Dit adres neemt niets aan."));
    // Only JSON, said as such: a form or plain text another page could send is not taken.
    if (!isJsonType(request.header("content-type")))
        return reply(tableMessage(415, "Een tafel schrijft alleen JSON (Content-Type: application/json)."));
    const SnapshotPtr &snapshot = m_site.snapshot();
    if (!snapshot)
        return reply(refusal(503));
    const TableSigned signedRequest = tableSigned(request);
    const std::optional<TableKey> key = tableAccess(*snapshot, target->table, signedRequest);
    if (!key)
        return reply(tableCodeRefused());
    c.table = true; // a table's phone: kept when idle connections make room
    const double seconds = static_cast<double>(m_shared.clock.elapsed()) / 1000.0;
    const std::string table = std::to_string(key->round) + '/' + std::to_string(key->table) + '/' +
                              std::to_string(key->generation);
    if (int retryAfter = 1; !m_shared.allowCode(table, seconds, &retryAfter))
        return reply(tooFast(c.address, retryAfter));
    // From here on the phone has shown the code: every answer gives it a number for its next write.
    const std::string phone(signedRequest.phone);
    const auto replyOn = [&](Response r) {
        r.headers.emplace_back("X-Tafelnonce", QByteArray::fromStdString(m_shared.nonces.issue(*key, phone)));
        reply(r);
    };
    // A write takes a number this server gave the phone, once: a recorded write sent again finds its
    // number taken, and one from before a restart finds it unknown.
    if (!m_shared.nonces.take(*key, phone, signedRequest.nonce))
        return replyOn(tableMessage(428, "Dit verzoek had geen geldig volgnummer; de pagina stuurt het opnieuw."));
    auto parsed = parseTableWrite(request.body, target->action);
    if (const auto *bad = std::get_if<std::string>(&parsed))
        return replyOn(tableMessage(400, *bad));
    TableWrite write = std::get<TableWrite>(std::move(parsed));
    if (write.phone != phone)
        return replyOn(tableMessage(400, "De telefoon in de gegevens is niet de telefoon die het verzoek tekende."));
    if (target->action == TablePost::Action::TakeOver) {
        m_shared.holders.takeOver(*key, write.phone);
        return replyOn(holderAnswer(TableHolders::Holder::This));
    }
    if (!m_shared.holders.claim(*key, write.phone))
        return replyOn(holderAnswer(TableHolders::Holder::Other));
    c.waiting = true;
    QTcpSocket *socket = c.socket;
    const quint64 serial = c.serial;
    const bool keepAlive = request.keepAlive;
    // The answerers outlive the writer (VenueServer ends the writer first), so `this` is there.
    writer->submit(*key, std::move(write),
                   [this, socket, serial, keepAlive, key = *key, phone, tableNumber](Response r) {
                       r.headers.emplace_back("X-Tafelnonce",
                                              QByteArray::fromStdString(m_shared.nonces.issue(key, phone)));
                       QMetaObject::invokeMethod(
                           this,
                           [this, socket, serial, keepAlive, tableNumber, r = std::move(r)] {
                               answered(socket, serial, r, keepAlive, tableNumber);
                           },
                           Qt::QueuedConnection);
                   });
}

void Answerer::answered(QTcpSocket *socket, quint64 serial, const Response &r, bool keepAlive, int table)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end() || it->second.serial != serial)
        return; // the phone went away meanwhile: what was written stays written
    Connection &c = it->second;
    c.waiting = false;
    refreshDate();
    if (r.status == 403) {
        ++m_shared.refused;
        refuse(403, c.address, table);
    }
    const bool keep = keepAlive && !r.close;
    answer(c, serialise(r, false, keep, m_date), !keep);
    if (!c.closing && (!c.buffer.isEmpty() || socket->bytesAvailable() > 0))
        read(socket);
}

void Answerer::answer(Connection &c, const QByteArray &bytes, bool closeAfter)
{
    if (c.socket->state() != QAbstractSocket::ConnectedState) {
        c.closing = true; // the phone went away meanwhile (its drop is on its way): nothing to send
        return;
    }
    c.socket->write(bytes);
    // Sent now rather than at the event loop's next pass over every socket: the answer leaves at once
    // (what the system does not take now is sent when the socket can take more).
    c.socket->flush();
    if (closeAfter) {
        c.closing = true;
        c.socket->disconnectFromHost(); // once what was written has left
    }
}

bool Answerer::evictIdle()
{
    // Between requests and not waiting for a write: first one that never asked anything, then one
    // that holds no table, the longest idle first. A table's phone is never put out for another.
    QTcpSocket *chosen = nullptr;
    std::pair<bool, qint64> best{true, 0};
    for (const auto &[socket, c] : m_connections) {
        if (c.closing || c.waiting || c.firstByteAt >= 0 || !c.buffer.isEmpty() || c.table)
            continue;
        const std::pair<bool, qint64> rank{c.asked, c.lastActivity};
        if (!chosen || rank < best) {
            chosen = socket;
            best = rank;
        }
    }
    if (!chosen)
        return false;
    ++m_shared.evicted;
    chosen->abort();
    drop(chosen);
    return true;
}

void Answerer::sweep()
{
    const qint64 now = m_shared.clock.elapsed();
    // Under pressure an idle connection is closed sooner (a phone opens a new one in a moment).
    const qint64 idleMs = m_shared.underPressure()
                              ? std::min<qint64>(m_shared.limits.idleMs, m_shared.limits.idleUnderPressureMs)
                              : m_shared.limits.idleMs;
    std::vector<QTcpSocket *> late;
    for (const auto &[socket, c] : m_connections) {
        const bool trickling = c.firstByteAt >= 0 && now - c.firstByteAt > m_shared.limits.headDeadlineMs;
        const bool idle = now - c.lastActivity > idleMs;
        if (trickling || idle)
            late.push_back(socket);
    }
    for (QTcpSocket *socket : late) {
        socket->abort();
        drop(socket);
    }
}

void Answerer::closeAll()
{
    m_sweep.stop();
    while (!m_connections.empty())
        drop(m_connections.begin()->first);
}

void Answerer::drop(QTcpSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    m_shared.release(it->second.address);
    m_connections.erase(it);
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

} // namespace nkb::web
