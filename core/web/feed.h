#pragma once
// The tournament as the venue web reads it: its own connection, opened to read only, that looks
// twice a second whether any station changed something (the audit's latest number, one indexed
// read) and then reads the whole tournament once for every page. A server out of reach keeps the
// last snapshot on the pages (they say when they were last brought up to date) and is tried again.
#include "web/snapshot.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <string>

namespace nkb {
class TournamentStore;
}

namespace nkb::web {

class TournamentFeed : public QObject {
    Q_OBJECT
  public:
    static constexpr int kLookIntervalMs = 500;

    // Opens `location` (a file, or postgresql://… with the read-only role "kijker" where the venue
    // has one) to read only, and reads it once. Nothing, with the reason in Dutch, when it cannot.
    [[nodiscard]] static std::unique_ptr<TournamentFeed> open(const std::string &location, QString *error);
    ~TournamentFeed() override;

    [[nodiscard]] SnapshotPtr snapshot() const { return m_snapshot; }
    // Looks now (the timer does so by itself); true when the tournament changed and was read again.
    bool look();

  Q_SIGNALS:
    void changed(nkb::web::SnapshotPtr snapshot);
    // The store could not be read (false) or can again (true).
    void reachable(bool reachable);

  private:
    explicit TournamentFeed(std::unique_ptr<TournamentStore> store);
    std::unique_ptr<TournamentStore> m_store;
    SnapshotPtr m_snapshot;
    long long m_seen{-1};
    std::uint64_t m_version{0};
    std::string m_salt;
    bool m_reachable{true};
    QTimer m_timer;
};

} // namespace nkb::web
