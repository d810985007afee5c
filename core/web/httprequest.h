#pragma once
// One HTTP/1.1 request as the venue web takes it from a phone on an open Wi-Fi: the request line
// and the headers, within 8 KB, GET or HEAD without a body; a POST with a bounded body only where
// the caller's BodyRule allows one (the table pages of entry at the table, docs/table-entry.md).
// Everything else is refused with the status that says why, and the connection is closed after
// it. Plain C++ so that the refusals are tested without a socket.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nkb::web {

// The request line and every header together; a phone sends well under 1 KB.
inline constexpr std::size_t kMaxRequestHead = 8 * 1024;

// Where a request may carry a body: a POST to a path that starts with `postPrefix`, with one
// Content-Length of at most `maxBody` bytes and no Transfer-Encoding. The default: nowhere.
struct BodyRule {
    std::string_view postPrefix;
    std::size_t maxBody{0};
};
// A table page's gift or game: a whole game of 30 gifts is about 3 KB of JSON.
inline constexpr std::size_t kMaxTableBody = 16 * 1024;

struct Request {
    std::string method; // "GET" or "HEAD", or "POST" where a BodyRule allows it
    std::string path;   // percent-decoded, e.g. "/speler/12"
    std::vector<std::pair<std::string, std::string>> query; // decoded, in order
    std::vector<std::pair<std::string, std::string>> headers; // names in lower case
    bool keepAlive{true};
    std::string body; // a POST's, exactly Content-Length bytes

    [[nodiscard]] bool head() const { return method == "HEAD"; }
    // The first header of that (lower-case) name, or empty.
    [[nodiscard]] std::string header(std::string_view name) const;
    // The same without a copy, valid while the request is.
    [[nodiscard]] std::string_view headerView(std::string_view name) const;
    // The first query value of that name, or empty.
    [[nodiscard]] std::string queryValue(std::string_view name) const;
};

struct Parsed {
    enum class State { NeedMore, Complete, Refused };
    State state{State::NeedMore};
    int status{0};           // with Refused: 400, 405, 411, 413, 414, 431 or 505
    std::size_t consumed{0}; // with Complete: the bytes of this request (the next may follow)
    Request request;
};

// Reads the request at the start of `buffer` (which may hold more, or not all of it yet).
[[nodiscard]] Parsed parseRequest(std::string_view buffer, const BodyRule &bodies = {});

// "%C3%A9" → "é"; "+" stays (a path) unless plusIsSpace (a query). Empty optional-like result:
// ok false on a broken escape or a NUL.
struct Decoded {
    bool ok{false};
    std::string text;
};
[[nodiscard]] Decoded percentDecode(std::string_view text, bool plusIsSpace);

// The number in an address ("/speler/12" → 12 from "12"); nothing for a sign, leading zeros,
// letters or more than six digits.
[[nodiscard]] std::optional<int> pathNumber(std::string_view text);

// "application/json", with or without parameters ("; charset=utf-8"), in any case.
[[nodiscard]] bool isJsonType(std::string_view contentType);

} // namespace nkb::web
