#pragma once
// A table page's signed requests as the tests send them. Written from the scheme in
// core/web/tablesign.h with QMessageAuthenticationCode, not with the server's own functions, so
// that a mistake in the server's signing does not pass unseen; test_web_tablesign.cpp pins both
// against Python's hmac.
#include "httpclient.h"
#include "web/httprequest.h"

#include <QByteArray>
#include <QMessageAuthenticationCode>

#include <optional>
#include <string>

namespace nkbtest {

inline const std::string kLookNonce = "look-0123456789abcdef";

inline std::string tableSign(const std::string &code, const std::string &method, const std::string &path,
                             const std::string &phone, const std::string &nonce, const std::string &body)
{
    const std::string message = "nkb-tafel/1\n" + method + '\n' + path + '\n' + phone + '\n' + nonce + '\n' + body;
    return QMessageAuthenticationCode::hash(QByteArray::fromStdString(message), QByteArray::fromStdString(code),
                                            QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

// The three headers of a signed request, each ending in CRLF.
inline std::string signedHeaders(const std::string &code, const std::string &method, const std::string &path,
                                 const std::string &phone, const std::string &nonce, const std::string &body = {})
{
    return "X-Telefoon: " + phone + "\r\nX-Tafelnonce: " + nonce +
           "\r\nX-Tafelteken: " + tableSign(code, method, path, phone, nonce, body) + "\r\n";
}

// A whole POST of JSON to `path`, signed.
inline QByteArray signedPost(const std::string &path, const std::string &code, const std::string &phone,
                             const std::string &nonce, const std::string &body)
{
    return QByteArray::fromStdString("POST " + path + " HTTP/1.1\r\nHost: nk.test\r\n" +
                                     signedHeaders(code, "POST", path, phone, nonce, body) +
                                     "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                                     "\r\n\r\n" + body);
}

// A table's look (GET) as a Request, for the tests without a socket.
inline nkb::web::Request signedLook(const std::string &path, const std::string &code, const std::string &phone,
                                    const std::string &nonce = kLookNonce)
{
    nkb::web::Request r;
    r.method = "GET";
    r.path = path;
    r.headers.emplace_back("x-telefoon", phone);
    r.headers.emplace_back("x-tafelnonce", nonce);
    r.headers.emplace_back("x-tafelteken", tableSign(code, "GET", path, phone, nonce, {}));
    return r;
}

// One phone's requests over a client, as the page makes them: a look signed with a number of its
// own; a write with the server's latest number, and once more with the fresh one a 428 gives.
class TablePhone {
  public:
    TablePhone(std::string code, std::string phone) : m_code(std::move(code)), m_phone(std::move(phone)) {}
    [[nodiscard]] const std::string &phone() const { return m_phone; }
    std::string nonce; // the server's latest number for this phone

    std::optional<HttpAnswer> look(HttpClient &client, const std::string &path)
    {
        const auto a = client.get(QByteArray::fromStdString(path),
                                  QByteArray::fromStdString(signedHeaders(m_code, "GET", path, m_phone, kLookNonce)));
        keep(a);
        return a;
    }
    std::optional<HttpAnswer> post(HttpClient &client, const std::string &path, const std::string &body)
    {
        auto a = once(client, path, body);
        if (a && a->status == 428 && !nonce.empty())
            a = once(client, path, body);
        return a;
    }
    // The request bytes a write sends now (the number it uses is then spent).
    QByteArray postBytes(const std::string &path, const std::string &body)
    {
        const std::string n = nonce.empty() ? std::string("none-0123456789ab") : nonce;
        nonce.clear();
        return signedPost(path, m_code, m_phone, n, body);
    }

  private:
    std::optional<HttpAnswer> once(HttpClient &client, const std::string &path, const std::string &body)
    {
        client.send(postBytes(path, body));
        auto a = client.read();
        keep(a);
        return a;
    }
    void keep(const std::optional<HttpAnswer> &a)
    {
        if (a && !a->header("X-Tafelnonce").isEmpty())
            nonce = a->header("X-Tafelnonce").toStdString();
    }
    std::string m_code;
    std::string m_phone;
};

} // namespace nkbtest
