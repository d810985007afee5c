// A table's code for entry at the table: 128 bits from the tournament's secret (HMAC-SHA256, RFC
// 2104, in base32, RFC 4648), one per table, round and generation; any other code is refused.
#include "web/tablecode.h"

#include <catch2/catch.hpp>

#include <QRandomGenerator>

#include <cctype>
#include <set>
#include <string>
#include <string_view>

using nkb::web::kTableCodeLength;
using nkb::web::TableKey;
using nkb::web::tableCode;
using nkb::web::tableCodeMatches;

namespace {

QByteArray counting()
{
    QByteArray s;
    for (int i = 0; i < 32; ++i)
        s.append(static_cast<char>(i));
    return s;
}

} // namespace

TEST_CASE("A table's code is HMAC-SHA256 of its round, table and generation, 128 bits in base32",
          "[web][tablecode]")
{
    // Expected values computed with Python's hmac and base64 modules (an implementation of its own):
    // hmac.new(bytes(range(32)), b"nkb-tafelcode/1/1/7/1", sha256).digest()[:16], b32encode.
    CHECK(tableCode(counting(), {1, 7, 1}) == "22MGYSH6RTWHVCYORMCA2VDNRE");
    CHECK(tableCode(counting(), {3, 12, 2}) == "X3MV2ACZOIXV5V2X3PHFQB4Q4U");
    // A secret of the wrong size gives no code at all, and matches nothing.
    CHECK(tableCode(QByteArray(16, 'x'), {1, 7, 1}).empty());
    CHECK_FALSE(tableCodeMatches(QByteArray(16, 'x'), {1, 7, 1}, ""));
}

TEST_CASE("Every table, round and generation has its own code, and only its own code opens it",
          "[web][tablecode][security]")
{
    const QByteArray secret = nkb::store::newTableSecret();
    REQUIRE(secret.size() == 32);
    CHECK(secret != nkb::store::newTableSecret());
    std::set<std::string> codes;
    for (int round = 1; round <= 5; ++round)
        for (int table = 1; table <= 63; ++table)
            for (int generation = 1; generation <= 2; ++generation) {
                const std::string code = tableCode(secret, {round, table, generation});
                REQUIRE(code.size() == kTableCodeLength);
                REQUIRE(code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == std::string::npos);
                codes.insert(code);
            }
    CHECK(codes.size() == 5U * 63U * 2U);

    const TableKey seven{3, 7, 2};
    const std::string mine = tableCode(secret, seven);
    CHECK(tableCodeMatches(secret, seven, mine));
    // Another table's, another round's, the withdrawn generation's, another tournament's.
    CHECK_FALSE(tableCodeMatches(secret, seven, tableCode(secret, {3, 8, 2})));
    CHECK_FALSE(tableCodeMatches(secret, seven, tableCode(secret, {2, 7, 2})));
    CHECK_FALSE(tableCodeMatches(secret, seven, tableCode(secret, {3, 7, 1})));
    CHECK_FALSE(tableCodeMatches(secret, seven, tableCode(nkb::store::newTableSecret(), seven)));
    // Cut short, one too long, lower case, empty.
    CHECK_FALSE(tableCodeMatches(secret, seven, mine.substr(0, kTableCodeLength - 1)));
    CHECK_FALSE(tableCodeMatches(secret, seven, mine + "A"));
    std::string lower = mine;
    for (char &c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower != mine)
        CHECK_FALSE(tableCodeMatches(secret, seven, lower));
    CHECK_FALSE(tableCodeMatches(secret, seven, ""));
    // One character changed anywhere.
    for (std::size_t i = 0; i < kTableCodeLength; ++i) {
        std::string wrong = mine;
        wrong[i] = wrong[i] == 'A' ? 'B' : 'A';
        CHECK_FALSE(tableCodeMatches(secret, seven, wrong));
    }
}

TEST_CASE("10,000 random codes are all refused", "[web][tablecode][security]")
{
    const QByteArray secret = nkb::store::newTableSecret();
    static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    auto *random = QRandomGenerator::global();
    int accepted = 0;
    for (int i = 0; i < 10000; ++i) {
        std::string guess(kTableCodeLength, 'A');
        for (char &c : guess)
            c = kAlphabet[random->bounded(32U)];
        if (tableCodeMatches(secret, {1, 1 + static_cast<int>(random->bounded(40U)), 1}, guess))
            ++accepted;
    }
    CHECK(accepted == 0);
}
