#pragma once
// One answering thread of the venue server: the connections it was handed, each read, answered and
// swept here, with a Site (and its cache of pages) of its own. The server spreads the accepted
// connections over a few of these so that no event loop watches every phone at once (Qt's loop asks
// the system about each of its sockets at every wake-up). What all of them share, the rate limit
// per address, the caps on connections and the counters, is in Shared.
#include "web/ratelimit.h"
#include "web/site.h"
#include "web/snapshot.h"
#include "web/tableholders.h"
#include "web/tablesign.h"

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
class TableWriter;

struct ServerLimits {
    RateLimit::Limits rate;
    // Per table code, for its writes (entry at the table): a gift every few seconds at most, and a
    // phone back on the Wi-Fi sends its whole game in one write.
    RateLimit::Limits codeRate{2.0, 20.0, 20000};
    int headDeadlineMs{10000}; // from a request's first byte to its last header
    int idleMs{60000};         // a kept-alive connection with nothing asked
    int idleUnderPressureMs{5000}; // the same while four fifths of maxConnections are taken
    int maxConnections{5000};
    int maxPerAddress{64};
    qint64 maxUnsentBytes{4 * 1024 * 1024}; // a reader that does not read is cut off
};

// Between the answering threads: the limits, the clock, and what is counted across all of them.
struct Shared {
    Shared(const ServerLimits &l, VenueServer *s) : limits(l), server(s), rate(l.rate), codeRate(l.codeRate)
    {
        clock.start();
    }
    const ServerLimits limits;
    VenueServer *const server; // to say a refusal (its signal, queued to whoever listens)
    QElapsedTimer clock;       // started once, read by every thread

    // Takes a place for a new connection from this address, or says which cap is reached.
    enum class Admitted { Yes, ServerFull, AddressFull };
    [[nodiscard]] Admitted admit(const QString &address);
    // Four fifths of the connections are taken: idle ones are closed sooner.
    [[nodiscard]] bool underPressure() const;
    void release(const QString &address);
    [[nodiscard]] bool allow(const std::string &address, double now, int *retryAfter)
    {
        return take(rate, address, now, retryAfter);
    }
    // The same for a table code's writes, keyed by the table (never by the code itself).
    [[nodiscard]] bool allowCode(const std::string &table, double now, int *retryAfter)
    {
        return take(codeRate, table, now, retryAfter);
    }

    // Entry at the table: where the table pages' writes go (set before listening; none: every
    // POST is refused as before), and which phone holds each table.
    std::atomic<TableWriter *> writer{nullptr};
    TableHolders holders;
    TableNonces nonces; // the numbers given out for the table pages' writes

    std::atomic<int> open{0};
    std::atomic<quint64> requests{0}, refused{0}, rateLimited{0}, connections{0};
    std::atomic<quint64> evicted{0}; // idle connections closed to make room for a new one

  private:
    [[nodiscard]] bool take(RateLimit &limit, const std::string &key, double now, int *retryAfter);
    std::mutex m_mutex;
    RateLimit rate;                              // guarded by m_mutex
    RateLimit codeRate;                          // guarded by m_mutex
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
    // Entry at the table is on: the table's look says who holds it (Shared::holders).
    void enableTableEntry();

  private:
    struct Connection;
    void read(QTcpSocket *socket);
    // Sends an answer; closeAfter closes the connection once it has left.
    void answer(Connection &c, const QByteArray &bytes, bool closeAfter);
    void sweep();
    // The server is full: closes one idle connection of this thread that holds no table (never
    // asked anything first, then the longest idle); false when there is none.
    bool evictIdle();
    void drop(QTcpSocket *socket);
    // Said to the server's listeners; `table` names the table a table page's request was for (0: none).
    void refuse(int status, const QString &address, int table = 0);
    // A table page's write (POST): answered at once when refused, else handed to the writer, and
    // the connection waits (reads no further request) until the writer's answer comes back.
    void post(Connection &c, const Request &request);
    void answered(QTcpSocket *socket, quint64 serial, const Response &r, bool keepAlive, int table);
    void refreshDate();
    // 429 with Retry-After, counted and said with the address.
    [[nodiscard]] Response tooFast(const QString &address, int retryAfter);

    Shared &m_shared;
    Site m_site;
    QTimer m_sweep;
    std::unordered_map<QTcpSocket *, Connection> m_connections;
    quint64 m_serial{0}; // numbers the connections, so a late answer finds only its own
    QByteArray m_date;
    qint64 m_dateSecond{-1};
};

} // namespace nkb::web
