// The venue web's answers on the wire (see response.h).
#include "web/response.h"

namespace nkb::web {

namespace {

// Only our own style and script; no inline code, no frames, no forms elsewhere, no other hosts.
const QByteArray kSecurityHeaders =
    "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'\r\n"
    "X-Content-Type-Options: nosniff\r\n"
    "X-Frame-Options: DENY\r\n"
    "Referrer-Policy: no-referrer\r\n";

} // namespace

const char *reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Content";
    case 428: return "Precondition Required";
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

} // namespace nkb::web
