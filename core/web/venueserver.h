#pragma once
// The venue web's listener: HTTP/1.1 on one address of the venue network, read-only, for every
// player's phone. Built on QTcpServer with the request reader of httprequest.h rather than on Qt
// HTTP Server: that module is not in the Windows build (Debian has no source of it to build from),
// its API changes between Qt 6.4 and 6.8, and 6.4 bounds neither the request's size nor answers
// 405; here every limit of an open Wi-Fi is ours and tested: 8 KB of request head, no bodies,
// GET and HEAD only, a rate limit per address, a cap on connections per address and in all, and
// a deadline for a request that trickles in (a phone that opens a connection and says nothing
// holds nothing for long). This object accepts; the connections are answered in a few threads of
// their own (answerer.h), so that a thousand phones are not all watched by one event loop.
#include "web/answerer.h"
#include "web/snapshot.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QThread;

namespace nkb::web {

class Listener;
class TableWriter;

class VenueServer : public QObject {
    Q_OBJECT
  public:
    struct Options : ServerLimits {
        // Answering threads the connections are spread over (each watches only its own sockets).
        int threads{2};
    };
    struct Counters {
        quint64 requests{0};   // answered, any status
        quint64 refused{0};    // 4xx/5xx other than 404
        quint64 rateLimited{0};
        quint64 evicted{0};     // idle connections closed to make room for a new one
        quint64 connections{0}; // accepted in all
    };

    explicit VenueServer(QObject *parent = nullptr);
    VenueServer(const Options &options, QObject *parent = nullptr);
    ~VenueServer() override;

    // Listens on this address only (QHostAddress::Any for every interface). False with the reason
    // in Dutch: the port in use, an address this computer does not have.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    // How many new connections may wait to be taken (QTcpServer::setListenBacklogSize).
    static constexpr int kListenBacklog = 4096;
    // Stops listening and closes every connection (waits for the answering threads to do so).
    void close();
    [[nodiscard]] bool isListening() const;
    [[nodiscard]] quint16 port() const;
    [[nodiscard]] QHostAddress address() const;
    [[nodiscard]] int openConnections() const { return m_shared.open.load(); }
    [[nodiscard]] Counters counters() const;

    // The tournament as the pages show it from now on.
    void setSnapshot(SnapshotPtr snapshot);
    // Entry at the table (docs/table-entry.md): the table pages' writes go to `writer`, which the
    // server owns from now on. Given before listen(); without it every POST is refused (405).
    void setTableWriter(std::unique_ptr<TableWriter> writer);

  Q_SIGNALS:
    // A refused request, for the log: the status and the address it came from (never its content),
    // and for a table page's request the table it was for (0 for any other).
    // Emitted from an answering thread: connect it with a receiver (queued to the receiver's thread).
    void refused(int status, const QString &address, int table);

  private:
    void dispatch(qintptr descriptor);

    Shared m_shared;
    Listener *m_server{nullptr};
    std::vector<std::unique_ptr<QThread>> m_threads;
    std::vector<Answerer *> m_answerers; // each lives in its thread of m_threads
    std::size_t m_next{0};
    std::unique_ptr<TableWriter> m_writer; // ended before the answerers it answers through
};

} // namespace nkb::web
