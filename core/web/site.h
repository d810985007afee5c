#pragma once
// The venue web's addresses and answers, without a socket: a request in, the status, headers and
// body out. Only the pages in pages.h, the style and the script exist; every answer carries the
// same safety headers. A page made once per version of the tournament is kept until the next
// version, so a thousand phones asking for the klassement cost one rendering.
#include "web/httprequest.h"
#include "web/snapshot.h"

#include <QByteArray>

#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace nkb::web {

class TableHolders;

struct Response {
    int status{200};
    QByteArray contentType;
    QByteArray body;
    QByteArray etag; // empty: none
    std::vector<std::pair<QByteArray, QByteArray>> headers; // besides the usual ones (Allow, Retry-After)
    bool close{false}; // close the connection after this answer
    bool noStore{false}; // Cache-Control: no-store (a table's own answers), else no-cache
};

// "HTTP/1.1 200 OK\r\n...\r\n\r\n" and the body (none for HEAD and 304), with the safety headers and
// the date given (an RFC 9110 IMF-fixdate).
[[nodiscard]] QByteArray serialise(const Response &r, bool head, bool keepAlive, const QByteArray &date);
// A refusal from the request reader or the rate limit (400, 405, 413, 414, 429, 431, 505), in Dutch.
[[nodiscard]] Response refusal(int status);
[[nodiscard]] const char *reasonPhrase(int status);
// The number in an address ("/speler/12" → 12 from "12"); nothing for a sign, leading zeros,
// letters or more than six digits.
[[nodiscard]] std::optional<int> pathNumber(std::string_view text);

class Site {
  public:
    void setSnapshot(SnapshotPtr snapshot);
    [[nodiscard]] const SnapshotPtr &snapshot() const { return m_snapshot; }
    // Entry at the table is on: a table's look (GET /tafel/N/stand) says so, and who holds it.
    void setTableEntry(const TableHolders *holders) { m_holders = holders; }
    // A GET or HEAD request (the reader refused everything else).
    [[nodiscard]] Response respond(const Request &request);

  private:
    [[nodiscard]] Response page(const Request &request);
    SnapshotPtr m_snapshot;
    const TableHolders *m_holders{nullptr}; // with entry at the table
    // Pages of the current version, by address (bounded: only known addresses are kept).
    std::unordered_map<std::string, Response> m_cache;
};

} // namespace nkb::web
