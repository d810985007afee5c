// Simulated phones (see phones.h).
#include "phones.h"

#include <QHostAddress>
#include <QTcpSocket>

struct Phones::Phone {
    int index{0};
    QTcpSocket *socket{nullptr};
    QByteArray buffer;
    QByteArray etag;
    qint64 nextAt{0};
    qint64 sentAt{-1}; // ns on the clock; -1: nothing outstanding
};

namespace {
constexpr qint64 kTimeoutNs = 5'000'000'000;
}

Phones::Phones(int count, quint16 port, QByteArray path, int intervalMs, QObject *parent)
    : QObject(parent), m_port(port), m_path(std::move(path)), m_interval(intervalMs), m_timer(this)
{
    for (int i = 0; i < count; ++i) {
        auto *p = new Phone;
        p->index = i;
        // Spread over the interval, as phones that opened the page at different moments.
        p->nextAt = static_cast<qint64>(i) * intervalMs / count;
        m_phones.push_back(p);
    }
    m_timer.setInterval(5);
    connect(&m_timer, &QTimer::timeout, this, &Phones::tick);
}

Phones::~Phones()
{
    for (Phone *p : m_phones)
        delete p;
}

void Phones::connectPhone(Phone &p)
{
    p.socket = new QTcpSocket(this);
    // 127.0.1.1 … 127.0.4.250: one address per phone, as on the venue Wi-Fi.
    p.socket->bind(QHostAddress(QStringLiteral("127.0.%1.%2").arg(1 + p.index / 250).arg(1 + p.index % 250)));
    p.socket->connectToHost(QHostAddress::LocalHost, m_port);
    connect(p.socket, &QTcpSocket::readyRead, this, [this, &p] { read(p); });
    connect(p.socket, &QTcpSocket::disconnected, this, [this, &p] {
        // An answer cut off by the end of the run is not the server's error.
        if (p.sentAt >= 0 && m_running) {
            ++m_figures.errors;
            p.sentAt = -1;
        }
        p.socket->deleteLater();
        p.socket = nullptr;
        p.buffer.clear();
    });
}

void Phones::start()
{
    m_running = true;
    m_clock.start();
    for (Phone *p : m_phones)
        connectPhone(*p);
    m_timer.start();
}

void Phones::stop()
{
    m_running = false;
    m_timer.stop();
    for (Phone *p : m_phones)
        if (p->socket)
            p->socket->abort();
}

void Phones::tick()
{
    const qint64 now = m_clock.elapsed();
    for (Phone *p : m_phones) {
        if (p->sentAt >= 0 && m_clock.nsecsElapsed() - p->sentAt > kTimeoutNs) {
            ++m_figures.errors;
            p->sentAt = -1;
            if (p->socket)
                p->socket->abort();
        }
        if (p->sentAt < 0 && now >= p->nextAt) {
            if (!p->socket)
                connectPhone(*p);
            send(*p);
            p->nextAt += m_interval;
        }
    }
}

void Phones::send(Phone &p)
{
    QByteArray request = "GET " + m_path + " HTTP/1.1\r\nHost: nk.test\r\nUser-Agent: bench_web\r\n";
    if (!p.etag.isEmpty())
        request += "If-None-Match: " + p.etag + "\r\n";
    request += "\r\n";
    p.sentAt = m_clock.nsecsElapsed();
    p.socket->write(request);
    ++m_figures.requests;
}

void Phones::read(Phone &p)
{
    p.buffer += p.socket->readAll();
    const qsizetype end = p.buffer.indexOf("\r\n\r\n");
    if (end < 0 || p.sentAt < 0)
        return;
    const QByteArray head = p.buffer.left(end);
    const int status = head.mid(9, 3).toInt();
    qsizetype length = 0;
    QByteArray etag;
    for (const QByteArray &line : head.split('\n')) {
        const QByteArray lower = line.toLower();
        if (lower.startsWith("content-length:"))
            length = line.mid(15).trimmed().toLongLong();
        else if (lower.startsWith("etag:"))
            etag = line.mid(5).trimmed();
    }
    if (status == 304)
        length = 0;
    if (p.buffer.size() < end + 4 + length)
        return;
    p.buffer.remove(0, end + 4 + length);
    m_figures.latenciesMs.push_back(static_cast<double>(m_clock.nsecsElapsed() - p.sentAt) / 1e6);
    p.sentAt = -1;
    if (status == 200) {
        ++m_figures.ok;
        p.etag = etag;
    } else if (status == 304) {
        ++m_figures.notModified;
    } else {
        ++m_figures.errors;
    }
}
