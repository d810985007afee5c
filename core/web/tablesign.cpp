// A table page's signed requests (see tablesign.h).
#include "web/tablesign.h"

#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#include <algorithm>
#include <array>

namespace nkb::web {

namespace {

constexpr std::size_t kSignatureLength = 64;

QByteArray bytes(std::string_view s)
{
    return {s.data(), static_cast<qsizetype>(s.size())};
}

} // namespace

TableSigned tableSigned(const Request &request)
{
    TableSigned s;
    s.method = request.method;
    s.path = request.path;
    s.phone = request.headerView("x-telefoon");
    s.nonce = request.headerView("x-tafelnonce");
    s.body = request.body;
    s.signature = request.headerView("x-tafelteken");
    return s;
}

QByteArray tableSignedMessage(const TableSigned &s)
{
    QByteArray m;
    m.reserve(static_cast<qsizetype>(32 + s.method.size() + s.path.size() + s.phone.size() + s.nonce.size() +
                                      s.body.size()));
    m += "nkb-tafel/1\n";
    m += bytes(s.method) + '\n' + bytes(s.path) + '\n' + bytes(s.phone) + '\n' + bytes(s.nonce) + '\n';
    m += bytes(s.body);
    return m;
}

std::string tableSignature(std::string_view code, const TableSigned &s)
{
    const QByteArray mac =
        QMessageAuthenticationCode::hash(tableSignedMessage(s), bytes(code), QCryptographicHash::Sha256);
    return mac.toHex().toStdString();
}

bool tableSignatureMatches(std::string_view code, const TableSigned &s)
{
    const std::string expected = tableSignature(code, s);
    unsigned difference = s.signature.size() == kSignatureLength ? 0U : 1U;
    for (std::size_t i = 0; i < kSignatureLength; ++i) {
        const char g = i < s.signature.size() ? s.signature[i] : '\0';
        difference |= static_cast<unsigned>(static_cast<unsigned char>(g) ^ static_cast<unsigned char>(expected[i]));
    }
    return difference == 0;
}

bool validNonce(std::string_view nonce)
{
    return nonce.size() >= 16 && nonce.size() <= 64 && std::all_of(nonce.begin(), nonce.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                      c == '_';
           });
}

std::string TableNonces::issue(const TableKey &key, const std::string &phone)
{
    std::array<quint32, 4> random{};
    QRandomGenerator::system()->fillRange(random.data(), random.size());
    const std::string nonce =
        QByteArray(reinterpret_cast<const char *>(random.data()), sizeof random).toHex().toStdString();
    const std::lock_guard lock(m_mutex);
    auto &phones = m_given[{key.round, key.table, key.generation}];
    if (!phones.contains(phone) && phones.size() >= kPhonesPerTable) {
        // The phone that asked longest ago makes room (a table has one scorekeeper, perhaps two tabs).
        const auto oldest = std::min_element(phones.begin(), phones.end(),
                                             [](const auto &a, const auto &b) { return a.second.used < b.second.used; });
        phones.erase(oldest);
    }
    Phone &p = phones[phone];
    p.used = ++m_tick;
    p.nonces.push_back(nonce);
    if (p.nonces.size() > kPerPhone)
        p.nonces.pop_front();
    return nonce;
}

bool TableNonces::take(const TableKey &key, const std::string &phone, std::string_view nonce)
{
    const std::lock_guard lock(m_mutex);
    const auto table = m_given.find({key.round, key.table, key.generation});
    if (table == m_given.end())
        return false;
    const auto p = table->second.find(phone);
    if (p == table->second.end())
        return false;
    auto &nonces = p->second.nonces;
    const auto it = std::find(nonces.begin(), nonces.end(), nonce);
    if (it == nonces.end())
        return false;
    nonces.erase(it);
    return true;
}

} // namespace nkb::web
