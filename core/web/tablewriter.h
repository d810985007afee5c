#pragma once
// The venue web's writing for entry at the table (docs/table-entry.md, piece 3): a connection of
// its own to the tournament, opened to write, in a thread of its own, so that a write waiting for
// the file or the server never holds up the threads that answer the phones, and the pages' own
// connection stays read-only. Writes are done one at a time, in the order they came.
#include "web/response.h"
#include "web/tablewrite.h"

#include <QObject>
#include <QString>
#include <QThread>

#include <functional>
#include <memory>
#include <string>

namespace nkb {
class TournamentStore;
}

namespace nkb::web {

class TableWriter {
  public:
    // Opens `location` to write (a file, or postgresql://… with a station's role); nothing, with
    // the reason in Dutch, when it cannot or may only read.
    [[nodiscard]] static std::unique_ptr<TableWriter> open(const std::string &location, QString *error);
    ~TableWriter();
    TableWriter(const TableWriter &) = delete;
    TableWriter &operator=(const TableWriter &) = delete;

    // From any thread: the write is done in the writer's thread, which then calls `done` with the
    // answer (done hands it on to the thread that owns the connection).
    void submit(const TableKey &key, TableWrite write, std::function<void(Response)> done);

  private:
    TableWriter();
    QThread m_thread;
    QObject m_context; // on m_thread: what runs there runs through it
    std::unique_ptr<TournamentStore> m_store; // used on m_thread only
};

} // namespace nkb::web
