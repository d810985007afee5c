#pragma once
// One HTTP/1.1 request as the venue web takes it from a phone on an open Wi-Fi: the request line
// and the headers only, within 8 KB, GET or HEAD, no body. Everything else is refused with the
// status that says why, and the connection is closed after it. Plain C++ so that the refusals are
// tested without a socket.
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nkb::web {

// The request line and every header together; a phone sends well under 1 KB.
inline constexpr std::size_t kMaxRequestHead = 8 * 1024;

struct Request {
    std::string method; // "GET" or "HEAD"
    std::string path;   // percent-decoded, e.g. "/speler/12"
    std::vector<std::pair<std::string, std::string>> query; // decoded, in order
    std::vector<std::pair<std::string, std::string>> headers; // names in lower case
    bool keepAlive{true};

    [[nodiscard]] bool head() const { return method == "HEAD"; }
    // The first header of that (lower-case) name, or empty.
    [[nodiscard]] std::string header(std::string_view name) const;
    // The first query value of that name, or empty.
    [[nodiscard]] std::string queryValue(std::string_view name) const;
};

struct Parsed {
    enum class State { NeedMore, Complete, Refused };
    State state{State::NeedMore};
    int status{0};           // with Refused: 400, 405, 413, 414, 431 or 505
    std::size_t consumed{0}; // with Complete: the bytes of this request (the next may follow)
    Request request;
};

// Reads the request at the start of `buffer` (which may hold more, or not all of it yet).
[[nodiscard]] Parsed parseRequest(std::string_view buffer);

// "%C3%A9" → "é"; "+" stays (a path) unless plusIsSpace (a query). Empty optional-like result:
// ok false on a broken escape or a NUL.
struct Decoded {
    bool ok{false};
    std::string text;
};
[[nodiscard]] Decoded percentDecode(std::string_view text, bool plusIsSpace);

} // namespace nkb::web
