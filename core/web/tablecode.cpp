// A table's code (see tablecode.h).
#include "web/tablecode.h"

#include <QMessageAuthenticationCode>

namespace nkb::web {

namespace {

std::string base32(const QByteArray &bytes)
{
    static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    std::string out;
    unsigned buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 5) {
            out.push_back(kAlphabet[(buffer >> (bits - 5)) & 31U]);
            bits -= 5;
        }
    }
    if (bits > 0)
        out.push_back(kAlphabet[(buffer << (5 - bits)) & 31U]);
    return out;
}

} // namespace

TableKey tableKey(const std::map<std::pair<int, int>, int> &generations, int round, int table)
{
    const auto g = generations.find({round, table});
    return {round, table, g == generations.end() ? 1 : g->second};
}

std::string tableCode(const QByteArray &secret, const TableKey &key)
{
    if (secret.size() != static_cast<qsizetype>(kTableSecretBytes))
        return {};
    // The purpose and a version first, so that this secret's MACs never serve anything else.
    const QByteArray message = QByteArrayLiteral("nkb-tafelcode/1/") + QByteArray::number(key.round) + '/' +
                               QByteArray::number(key.table) + '/' + QByteArray::number(key.generation);
    const QByteArray mac = QMessageAuthenticationCode::hash(message, secret, QCryptographicHash::Sha256);
    return base32(mac.left(16));
}

bool tableCodeMatches(const QByteArray &secret, const TableKey &key, std::string_view given)
{
    const std::string expected = tableCode(secret, key);
    if (expected.size() != kTableCodeLength)
        return false;
    // Every position is compared, whatever the given length; the difference is gathered, never
    // acted on before the end.
    unsigned difference = given.size() == kTableCodeLength ? 0U : 1U;
    for (std::size_t i = 0; i < kTableCodeLength; ++i) {
        const char g = i < given.size() ? given[i] : '\0';
        difference |= static_cast<unsigned>(static_cast<unsigned char>(g) ^ static_cast<unsigned char>(expected[i]));
    }
    return difference == 0;
}

} // namespace nkb::web
