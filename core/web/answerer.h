#pragma once
// One answering thread of the venue server: the connections it was handed, each read, answered and
// swept here, with a Site (and its cache of pages) of its own. The server spreads the accepted
// connections over a few of these so that no event loop watches every phone at once (Qt's loop asks
// the system about each of its sockets at every wake-up). What all of them share, the rate limit
// per address, the caps on connections and the counters, is in Shared.
#include "web/ratelimit.h"
#include "web/site.h"
#include "web/snapshot.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <mutex>
#include <unordered_map>

class QTcpSocket;

namespace nkb::web {

class VenueServer;

struct ServerLimits {
    RateLimit::Limits rate;
    int headDeadlineMs{10000}; // from a request's first byte to its last header
    int idleMs{60000};         // a kept-alive connection with nothing asked
    int maxConnections{5000};
    int maxPerAddress{64};
    qint64 maxUnsentBytes{4 * 1024 * 1024}; // a reader that does not read is cut off
};

// Between the answering threads: the limits, the clock, and what is counted across all of them.
struct Shared {
    Shared(const ServerLimits &l, VenueServer *s) : limits(l), server(s), rate(l.rate) { clock.start(); }
    const ServerLimits limits;
    VenueServer *const server; // to say a refusal (its signal, queued to whoever listens)
    QElapsedTimer clock;       // started once, read by every thread

    // Takes a place for a new connection from this address, or says no (over a cap).
    [[nodiscard]] bool admit(const QString &address);
    void release(const QString &address);
    [[nodiscard]] bool allow(const std::string &address, double now, int *retryAfter);

    std::atomic<int> open{0};
    std::atomic<quint64> requests{0}, refused{0}, rateLimited{0}, connections{0};

  private:
    std::mutex m_mutex;
    RateLimit rate;                              // guarded by m_mutex
    std::unordered_map<QString, int> m_perAddress; // guarded by m_mutex
};

class Answerer : public QObject {
    Q_OBJECT
  public:
    explicit Answerer(Shared &shared);
    ~Answerer() override;

    // In this object's thread: take over an accepted connection.
    void adopt(qintptr descriptor);
    void setSnapshot(SnapshotPtr snapshot);
    void closeAll();
    void startSweeping();

  private:
    struct Connection;
    void read(QTcpSocket *socket);
    // Sends an answer; closeAfter closes the connection once it has left.
    void answer(Connection &c, const QByteArray &bytes, bool closeAfter);
    void sweep();
    void drop(QTcpSocket *socket);
    void refuse(int status, const QString &address);

    Shared &m_shared;
    Site m_site;
    QTimer m_sweep;
    std::unordered_map<QTcpSocket *, Connection> m_connections;
    QByteArray m_date;
    qint64 m_dateSecond{-1};
};

} // namespace nkb::web
