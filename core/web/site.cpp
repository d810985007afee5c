// The venue web's addresses (see site.h).
#include "web/site.h"

#include "web/layout.h"
#include "web/pages.h"
#include "web/tablepage.h"
#include "web/tablestate.h"

#include <QCryptographicHash>
#include <QList>

#include <charconv>

namespace nkb::web {

namespace {

// Only our own style and script; no inline code, no frames, no forms elsewhere, no other hosts.
const QByteArray kSecurityHeaders =
    "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'\r\n"
    "X-Content-Type-Options: nosniff\r\n"
    "X-Frame-Options: DENY\r\n"
    "Referrer-Policy: no-referrer\r\n";

const QByteArray kHtml = "text/html; charset=utf-8";

Response htmlResponse(int status, const QString &html, const std::string &etag)
{
    Response r;
    r.status = status;
    r.contentType = kHtml;
    r.body = html.toUtf8();
    r.etag = QByteArray::fromStdString(etag);
    return r;
}

Response asset(const QByteArray &contentType, const QByteArray &body)
{
    Response r;
    r.contentType = contentType;
    r.body = body;
    r.etag = '"' + QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex().left(16) + '"';
    return r;
}

bool matches(const QByteArray &ifNoneMatch, const QByteArray &etag)
{
    if (etag.isEmpty() || ifNoneMatch.isEmpty())
        return false;
    if (ifNoneMatch.trimmed() == "*")
        return true;
    const QList<QByteArray> tags = ifNoneMatch.split(',');
    for (QByteArray tag : tags) {
        tag = tag.trimmed();
        if (tag.startsWith("W/"))
            tag = tag.mid(2);
        if (tag == etag)
            return true;
    }
    return false;
}

} // namespace

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

const char *reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    default: return "Error";
    }
}

Response refusal(int status)
{
    Response r;
    r.status = status;
    r.contentType = "text/plain; charset=utf-8";
    r.close = status != 429;
    switch (status) {
    case 405:
        r.body = "Deze pagina's kun je alleen bekijken.\n";
        r.headers.emplace_back("Allow", "GET, HEAD");
        break;
    case 413: r.body = "Een verzoek aan deze pagina's heeft geen inhoud.\n"; break;
    case 414:
    case 431: r.body = "Dit verzoek is te lang.\n"; break;
    case 429: r.body = "Te veel verzoeken; probeer het over een paar seconden opnieuw.\n"; break;
    case 503: r.body = "De pagina's zijn nog niet klaar; probeer het zo opnieuw.\n"; break;
    default: r.body = "Dit verzoek wordt niet begrepen.\n"; break;
    }
    return r;
}

QByteArray serialise(const Response &r, bool head, bool keepAlive, const QByteArray &date)
{
    QByteArray out;
    const bool withBody = !head && r.status != 304;
    out.reserve(512 + (withBody ? r.body.size() : 0));
    out += "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reasonPhrase(r.status) + "\r\n";
    out += "Date: " + date + "\r\n";
    if (r.status != 304 && !r.contentType.isEmpty())
        out += "Content-Type: " + r.contentType + "\r\n";
    if (r.status != 304)
        out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    if (!r.etag.isEmpty())
        out += "ETag: " + r.etag + "\r\n";
    out += r.noStore ? "Cache-Control: no-store\r\n" : "Cache-Control: no-cache\r\n";
    out += kSecurityHeaders;
    for (const auto &[name, value] : r.headers)
        out += name + ": " + value + "\r\n";
    out += keepAlive && !r.close ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    out += "\r\n";
    if (withBody)
        out += r.body;
    return out;
}

void Site::setSnapshot(SnapshotPtr snapshot)
{
    if (m_snapshot && snapshot && m_snapshot->version == snapshot->version)
        return;
    m_snapshot = std::move(snapshot);
    m_cache.clear();
}

Response Site::respond(const Request &request)
{
    Response r;
    if (request.path == "/nkb.css") {
        static const Response css = asset("text/css; charset=utf-8", styleSheet());
        r = css;
    } else if (request.path == "/nkb.js") {
        static const Response js = asset("text/javascript; charset=utf-8", script());
        r = js;
    } else if (request.path == "/tafel.js") {
        static const Response js = asset("text/javascript; charset=utf-8", tableScript());
        r = js;
    } else if (request.path == "/favicon.svg") {
        static const Response svg = asset("image/svg+xml", icon());
        r = svg;
    } else if (!m_snapshot) {
        return refusal(503);
    } else if (auto table = tableRoute(*m_snapshot, request, m_holders)) {
        return *table; // a table's own: never kept, never 304
    } else {
        r = page(request);
    }
    if (r.status == 200 && matches(QByteArray::fromStdString(request.header("if-none-match")), r.etag)) {
        Response notModified;
        notModified.status = 304;
        notModified.etag = r.etag;
        return notModified;
    }
    return r;
}

Response Site::page(const Request &request)
{
    const Snapshot &s = *m_snapshot;
    const std::string etag = etagOf(s);
    const std::string &path = request.path;
    // A search is not kept: its address is whatever was typed.
    if (path == "/" && !request.queryValue("naam").empty())
        return htmlResponse(200, homePage(s, request.queryValue("naam")), etag);

    std::string key = path;
    const std::string category = request.queryValue("categorie");
    if (path == "/klassement" && !category.empty())
        key += "?categorie=" + category;
    if (const auto it = m_cache.find(key); it != m_cache.end())
        return it->second;

    std::optional<QString> html;
    if (path == "/")
        html = homePage(s, {});
    else if (path == "/klassement")
        html = standingsPage(s, category);
    else if (path == "/indeling")
        html = seatingPage(s, std::nullopt);
    else if (path == "/finale")
        html = finalPage(s);
    else if (path.rfind("/ronde/", 0) == 0) {
        if (const auto n = pathNumber(std::string_view(path).substr(7)); n && *n >= 1)
            html = seatingPage(s, *n);
    } else if (path.rfind("/speler/", 0) == 0) {
        if (const auto n = pathNumber(std::string_view(path).substr(8)))
            html = playerPage(s, *n);
    } else if (path.rfind("/tafel/", 0) == 0) {
        if (const auto n = pathNumber(std::string_view(path).substr(7)); n && *n >= 1 && *n <= kMaxTableNumber)
            html = tablePage(s, *n);
    }
    if (!html)
        return htmlResponse(404, notFoundPage(s), {});
    Response r = htmlResponse(200, *html, etag);
    m_cache.emplace(std::move(key), r);
    return r;
}

} // namespace nkb::web
