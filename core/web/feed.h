#pragma once
// The tournament as the venue web reads it: its own connection, opened to read only, in a thread
// of its own, that looks twice a second whether any station changed something (the audit's latest
// number, one indexed read) and then reads the whole tournament once for every page. The reading
// never holds up the thread that answers the phones: it is handed the new snapshot when ready. A
// server out of reach keeps the last snapshot on the pages (they say when they were last brought up
// to date) and is tried again.
#include "web/snapshot.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <memory>
#include <string>

namespace nkb::web {

class TournamentFeed : public QObject {
    Q_OBJECT
  public:
    static constexpr int kLookIntervalMs = 500;

    // Opens `location` (a file, or postgresql://… with the read-only role "kijker" where the venue
    // has one) to read only, and reads it once. Nothing, with the reason in Dutch, when it cannot.
    // The feed tells its signals on the thread that opened it, which needs an event loop.
    [[nodiscard]] static std::unique_ptr<TournamentFeed> open(const std::string &location, QString *error);
    ~TournamentFeed() override;

    [[nodiscard]] SnapshotPtr snapshot() const { return m_snapshot; }

  Q_SIGNALS:
    void changed(nkb::web::SnapshotPtr snapshot);
    // The store could not be read (false) or can again (true).
    void reachable(bool reachable);

  private:
    struct Reader;
    TournamentFeed();
    void take(SnapshotPtr snapshot);
    void tell(bool canRead);
    QThread m_thread;
    std::unique_ptr<Reader> m_reader; // lives on m_thread
    SnapshotPtr m_snapshot;
};

} // namespace nkb::web
