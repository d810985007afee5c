#pragma once
// The venue web's answers as they go on the wire: a status, headers and body, written out as
// HTTP/1.1 with the same safety headers on every one. The transport's own room: the pages, the
// table's look and the phones' writes make a Response; only the answerers write it to a socket.
#include <QByteArray>

#include <utility>
#include <vector>

namespace nkb::web {

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
} // namespace nkb::web
