#pragma once
// The venue web inside the application: the pages served from a thread of their own with their
// own read-only connection to the tournament, so a thousand phones never hold up the results desk
// (the desk's thread neither renders a page nor waits for a socket).
#include "web/listen.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <map>

#include <string>

namespace nkb::web {

class TournamentFeed;
class VenueServer;

class VenueWeb : public QObject {
    Q_OBJECT
  public:
    explicit VenueWeb(QObject *parent = nullptr);
    ~VenueWeb() override;

    // Serves the tournament at `location` (a file, or a server address with its password, kept in
    // memory only) on `listen`; empty when it runs, else why not in Dutch.
    [[nodiscard]] QString start(const std::string &location, const ListenAddress &listen);
    // The same with entry at the table (docs/table-entry.md): the tables' phones write their games
    // through a connection of their own.
    [[nodiscard]] QString start(const std::string &location, const ListenAddress &listen, bool tableEntry);
    // Running with entry at the table.
    [[nodiscard]] bool tableEntry() const { return m_server != nullptr && m_tableEntry; }
    void stop();
    [[nodiscard]] bool running() const { return m_server != nullptr; }
    // What a phone types: "http://192.168.1.10:8080/" (listen.h); empty when not running.
    [[nodiscard]] QStringList addresses() const { return m_addresses; }
    // Requests refused on a table page's address since the start, by table: someone without the
    // table's code (or with a recorded request) tried it. Shown at the desk, and in the logbook.
    [[nodiscard]] const std::map<int, int> &tableRefusals() const { return m_tableRefusals; }

  Q_SIGNALS:
    // Told on this object's thread: a refused request (status, address, the table it was for or 0),
    // the tournament unreadable.
    void refused(int status, const QString &address, int table);
    void reachable(bool reachable);
    // Started or stopped (the projector shows the address while the pages run).
    void runningChanged();

  private:
    QThread m_thread;
    QObject m_context; // lives on m_thread: what runs there runs through it
    TournamentFeed *m_feed{nullptr};
    VenueServer *m_server{nullptr};
    QStringList m_addresses;
    bool m_tableEntry{false};
    std::map<int, int> m_tableRefusals;
};

} // namespace nkb::web
