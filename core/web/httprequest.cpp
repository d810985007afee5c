// The venue web's request reader (see httprequest.h). Strict where a lenient reader would let a
// request smuggle something past it: no folded headers, no space before a colon, one
// Content-Length at most (0 but where a BodyRule allows a POST), no Transfer-Encoding, origin-form
// targets only.
#include "web/httprequest.h"

#include <charconv>

#include <algorithm>
#include <array>
#include <cctype>

namespace nkb::web {

namespace {

bool isTokenChar(char c)
{
    static constexpr std::string_view kExtra = "!#$%&'*+-.^_`|~";
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || kExtra.find(c) != std::string_view::npos;
}

bool isToken(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), isTokenChar);
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
    return out;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// A header value may hold visible characters, spaces, tabs and UTF-8 bytes; no control characters.
bool isFieldValue(std::string_view s)
{
    return std::none_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\t') || u == 0x7f;
    });
}

// The target's characters (RFC 3986: unreserved, reserved, '%'); anything else is refused.
bool isTargetChar(char c)
{
    static constexpr std::string_view kAllowed = "-._~:/?#[]@!$&'()*+,;=%";
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || kAllowed.find(c) != std::string_view::npos;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

Parsed refused(int status)
{
    Parsed p;
    p.state = Parsed::State::Refused;
    p.status = status;
    return p;
}

bool parseQuery(std::string_view query, std::vector<std::pair<std::string, std::string>> &out)
{
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view part = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
        if (part.empty())
            continue;
        const std::size_t eq = part.find('=');
        const Decoded key = percentDecode(part.substr(0, eq), true);
        const Decoded value =
            percentDecode(eq == std::string_view::npos ? std::string_view{} : part.substr(eq + 1), true);
        if (!key.ok || !value.ok)
            return false;
        out.emplace_back(key.text, value.text);
    }
    return true;
}

} // namespace

std::string Request::header(std::string_view name) const
{
    return std::string(headerView(name));
}

std::string_view Request::headerView(std::string_view name) const
{
    for (const auto &[key, value] : headers)
        if (key == name)
            return value;
    return {};
}

std::string Request::queryValue(std::string_view name) const
{
    for (const auto &[key, value] : query)
        if (key == name)
            return value;
    return {};
}

Decoded percentDecode(std::string_view text, bool plusIsSpace)
{
    Decoded d;
    d.text.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '%') {
            const int hi = i + 1 < text.size() ? hexValue(text[i + 1]) : -1;
            const int lo = i + 2 < text.size() ? hexValue(text[i + 2]) : -1;
            if (hi < 0 || lo < 0)
                return {};
            c = static_cast<char>(hi * 16 + lo);
            i += 2;
        } else if (c == '+' && plusIsSpace) {
            c = ' ';
        }
        if (c == '\0')
            return {};
        d.text.push_back(c);
    }
    d.ok = true;
    return d;
}

Parsed parseRequest(std::string_view buffer, const BodyRule &bodies)
{
    // A phone may open with an empty line left from a previous request (RFC 9112 2.2).
    std::size_t start = 0;
    while (start + 1 < buffer.size() && buffer[start] == '\r' && buffer[start + 1] == '\n')
        start += 2;
    const std::size_t end = buffer.find("\r\n\r\n", start);
    if (end == std::string_view::npos) {
        if (buffer.size() - start > kMaxRequestHead) {
            // The request line alone too long is a URI too long; else the headers are.
            const std::size_t lineEnd = buffer.find("\r\n", start);
            return refused(lineEnd == std::string_view::npos ? 414 : 431);
        }
        return {};
    }
    if (end + 4 - start > kMaxRequestHead)
        return refused(431);

    const std::string_view head = buffer.substr(start, end - start);
    const std::size_t lineEnd = head.find("\r\n");
    const std::string_view line = head.substr(0, lineEnd);

    // METHOD SP target SP HTTP/1.x, single spaces.
    const std::size_t sp1 = line.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
    if (sp2 == std::string_view::npos || line.find(' ', sp2 + 1) != std::string_view::npos)
        return refused(400);
    const std::string_view method = line.substr(0, sp1);
    const std::string_view target = line.substr(sp1 + 1, sp2 - sp1 - 1);
    const std::string_view version = line.substr(sp2 + 1);
    if (!isToken(method))
        return refused(400);
    if (version.size() != 8 || version.substr(0, 7) != "HTTP/1.")
        return version.substr(0, 5) == "HTTP/" ? refused(505) : refused(400);
    if (version[7] != '0' && version[7] != '1')
        return refused(505);
    if (target.empty() || target.front() != '/' || !std::all_of(target.begin(), target.end(), isTargetChar))
        return refused(400);

    Parsed p;
    Request &r = p.request;
    r.method = std::string(method);

    std::string_view rest = lineEnd == std::string_view::npos ? std::string_view{} : head.substr(lineEnd + 2);
    int contentLengths = 0;
    bool transferEncoding = false;
    std::string_view contentLength;
    while (!rest.empty()) {
        const std::size_t e = rest.find("\r\n");
        const std::string_view field = rest.substr(0, e);
        rest = e == std::string_view::npos ? std::string_view{} : rest.substr(e + 2);
        if (field.empty() || field.front() == ' ' || field.front() == '\t') // obs-fold
            return refused(400);
        const std::size_t colon = field.find(':');
        if (colon == std::string_view::npos || !isToken(field.substr(0, colon)))
            return refused(400);
        const std::string_view value = trim(field.substr(colon + 1));
        if (!isFieldValue(value))
            return refused(400);
        std::string name = lower(field.substr(0, colon));
        if (name == "content-length") {
            ++contentLengths;
            contentLength = value;
            if (value.empty() || !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
                return refused(400);
        }
        if (name == "transfer-encoding")
            transferEncoding = true;
        r.headers.emplace_back(std::move(name), std::string(value));
    }
    if (contentLengths > 1)
        return refused(400);
    const bool http11 = version[7] == '1';
    if (http11 && r.header("host").empty())
        return refused(400);
    const std::string_view withoutFragment = target.substr(0, target.find('#'));
    const std::size_t q = withoutFragment.find('?');
    const Decoded path = percentDecode(withoutFragment.substr(0, q), false);
    if (!path.ok)
        return refused(400);

    // Reading, and a POST only where the rule allows one; a method we do not serve is refused
    // before its body matters.
    const bool post = method == "POST" && !bodies.postPrefix.empty() &&
                      std::string_view(path.text).starts_with(bodies.postPrefix);
    std::size_t bodyLength = 0;
    if (post) {
        if (transferEncoding && contentLengths > 0)
            return refused(400); // both: the classic way to smuggle a second request
        if (contentLengths == 0)
            return refused(411); // no chunked bodies: the length first
        if (contentLength.size() > 9)
            return refused(413);
        bodyLength = static_cast<std::size_t>(std::stoul(std::string(contentLength)));
        if (bodyLength > bodies.maxBody)
            return refused(413);
        if (buffer.size() - (end + 4) < bodyLength)
            return {}; // the body is still on its way
        r.body = std::string(buffer.substr(end + 4, bodyLength));
    } else {
        if (method != "GET" && method != "HEAD")
            return refused(405);
        if (transferEncoding || (contentLengths > 0 && contentLength != "0"))
            return refused(413);
    }
    r.path = path.text;
    if (q != std::string_view::npos && !parseQuery(withoutFragment.substr(q + 1), r.query))
        return refused(400);

    const std::string connection = lower(r.header("connection"));
    r.keepAlive = http11 ? connection.find("close") == std::string::npos
                         : connection.find("keep-alive") != std::string::npos;
    p.state = Parsed::State::Complete;
    p.consumed = end + 4 + bodyLength;
    return p;
}

std::optional<int> pathNumber(std::string_view text)
{
    if (text.empty() || text.size() > 6 || (text.size() > 1 && text.front() == '0'))
        return std::nullopt;
    int n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return n;
}

bool isJsonType(std::string_view contentType)
{
    const std::string_view type = contentType.substr(0, contentType.find(';'));
    constexpr std::string_view kJson = "application/json";
    std::size_t end = type.size();
    while (end > 0 && (type[end - 1] == ' ' || type[end - 1] == '\t'))
        --end;
    if (end != kJson.size())
        return false;
    for (std::size_t i = 0; i < end; ++i)
        if (std::tolower(static_cast<unsigned char>(type[i])) != kJson[i])
            return false;
    return true;
}

} // namespace nkb::web
