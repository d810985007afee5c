#pragma once
// The venue web's listener: HTTP/1.1 on one address of the venue network, read-only, for every
// player's phone. Built on QTcpServer with the request reader of httprequest.h rather than on Qt
// HTTP Server: that module is not in the Windows build (Debian has no source of it to build from),
// its API changes between Qt 6.4 and 6.8, and 6.4 bounds neither the request's size nor answers
// 405; here every limit of an open Wi-Fi is ours and tested: 8 KB of request head, no bodies,
// GET and HEAD only, a rate limit per address, a cap on connections per address and in all, and
// a deadline for a request that trickles in (a phone that opens a connection and says nothing
// holds nothing for long).
#include "web/ratelimit.h"
#include "web/site.h"
#include "web/snapshot.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QTimer>

#include <unordered_map>

class QTcpServer;
class QTcpSocket;

namespace nkb::web {

class VenueServer : public QObject {
    Q_OBJECT
  public:
    struct Options {
        RateLimit::Limits rate;
        int headDeadlineMs{10000}; // from a request's first byte to its last header
        int idleMs{60000};         // a kept-alive connection with nothing asked
        int maxConnections{5000};
        int maxPerAddress{64};
        qint64 maxUnsentBytes{4 * 1024 * 1024}; // a reader that does not read is cut off
    };
    struct Counters {
        quint64 requests{0};   // answered, any status
        quint64 refused{0};    // 4xx/5xx other than 404
        quint64 rateLimited{0};
        quint64 connections{0}; // accepted in all
    };

    explicit VenueServer(QObject *parent = nullptr);
    VenueServer(const Options &options, QObject *parent = nullptr);
    ~VenueServer() override;

    // Listens on this address only (QHostAddress::Any for every interface). False with the reason
    // in Dutch: the port in use, an address this computer does not have.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    void close();
    [[nodiscard]] bool isListening() const;
    [[nodiscard]] quint16 port() const;
    [[nodiscard]] QHostAddress address() const;
    [[nodiscard]] int openConnections() const { return static_cast<int>(m_connections.size()); }
    [[nodiscard]] const Counters &counters() const { return m_counters; }

    // The tournament as the pages show it from now on.
    void setSnapshot(SnapshotPtr snapshot);

  Q_SIGNALS:
    // A refused request, for the log: the status and the address it came from (never its content).
    void refused(int status, const QString &address);

  private:
    struct Connection;
    void accept();
    void read(QTcpSocket *socket);
    void answer(Connection &c, const QByteArray &bytes, bool closeAfter);
    void sweep();
    void drop(QTcpSocket *socket);

    Options m_options;
    QTcpServer *m_server{nullptr};
    Site m_site;
    RateLimit m_rate;
    QElapsedTimer m_clock;
    QTimer m_sweep;
    std::unordered_map<QTcpSocket *, Connection> m_connections;
    std::unordered_map<QString, int> m_perAddress;
    Counters m_counters;
    QByteArray m_date;
    qint64 m_dateSecond{-1};
};

} // namespace nkb::web
