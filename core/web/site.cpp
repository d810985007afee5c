// The venue web's addresses (see site.h).
#include "web/site.h"

#include "web/layout.h"
#include "web/pages.h"
#include "web/tablepage.h"
#include "web/tablestate.h"

#include <QCryptographicHash>
#include <QList>


namespace nkb::web {

namespace {

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
    } else if (request.path == "/tafelteken.js") {
        static const Response js = asset("text/javascript; charset=utf-8", tableSigningScript());
        r = js;
    } else if (request.path == "/tafelbevestig.js") {
        static const Response js = asset("text/javascript; charset=utf-8", tableConfirmScript());
        r = js;
    } else if (request.path == "/favicon.svg") {
        static const Response svg = asset("image/svg+xml", icon());
        r = svg;
    } else if (!m_snapshot) {
        return refusal(503);
    } else if (auto table = tableRoute(*m_snapshot, request, m_looks, m_holders, m_nonces)) {
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
