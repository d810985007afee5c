#pragma once
// The venue web's addresses and answers, without a socket: a request in, the status, headers and
// body out. Only the pages in pages.h, the style and the script exist; every answer carries the
// same safety headers. A page made once per version of the tournament is kept until the next
// version, so a thousand phones asking for the klassement cost one rendering.
#include "web/httprequest.h"
#include "web/response.h"
#include "web/snapshot.h"
#include "web/tablestate.h"

#include <QByteArray>

#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace nkb::web {

class TableHolders;
class TableNonces;

class Site {
  public:
    void setSnapshot(SnapshotPtr snapshot);
    [[nodiscard]] const SnapshotPtr &snapshot() const { return m_snapshot; }
    // Entry at the table is on: a table's look (GET /tafel/N/stand) says so, who holds it, and
    // gives the phone a number for its next write.
    void setTableEntry(const TableHolders *holders, TableNonces *nonces)
    {
        m_holders = holders;
        m_nonces = nonces;
    }
    // A GET or HEAD request (the reader refused everything else).
    [[nodiscard]] Response respond(const Request &request);

  private:
    [[nodiscard]] Response page(const Request &request);
    SnapshotPtr m_snapshot;
    const TableHolders *m_holders{nullptr}; // with entry at the table
    TableNonces *m_nonces{nullptr};         // with entry at the table
    TableLooks m_looks;                     // the tables' looks at this snapshot
    // Pages of the current version, by address (bounded: only known addresses are kept).
    std::unordered_map<std::string, Response> m_cache;
};

} // namespace nkb::web
