// A table page's signed requests (web/tablesign.h): the server's signature against Python's
// hmac.new(code, message, sha256) for the same three requests tests/web/lint/tafelteken.test.js
// signs with the page's own script; a changed word anywhere refuses; the numbers for writes are
// taken once, by their own phone at their own table, and a server started anew knows none.
#include "tablesigner.h"
#include "webfixture.h"

#include "web/tablesign.h"

#include <set>

using nkb::web::TableNonces;
using nkb::web::TableSigned;

namespace {

const std::string kCode = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const std::string kWrite = R"({"telefoon":"0123456789abcdef0123456789abcdef","spel":1,"basis":"","giften":[],"klaar":false})";

TableSigned parts(std::string_view method, std::string_view path, std::string_view phone, std::string_view nonce,
                  std::string_view body)
{
    return {method, path, phone, nonce, body, {}};
}

} // namespace

TEST_CASE("Table signature: the server signs as Python's hmac does, and refuses a signature over other words",
          "[web][tablesign][security]")
{
    // Python: hmac.new(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ", message.encode(), hashlib.sha256).hexdigest()
    CHECK(nkb::web::tableSignature(kCode, parts("POST", "/tafel/7/spel", nkbtest::kPhone,
                                                "00112233445566778899aabbccddeeff", kWrite)) ==
          "2160551893870d377b8dd023ae3f2036d3e21745de8faab6e21afd65992132a1");
    CHECK(nkb::web::tableSignature(kCode, parts("GET", "/tafel/7/stand", nkbtest::kPhone, "look-1", "")) ==
          "2cff2ea8b7a171561a6d0789ef5f5b77a2f3994e31abccb557995c85a95e6ec2");
    CHECK(nkb::web::tableSignature(kCode, parts("POST", "/tafel/1/spel", "phone-phone-phone-1", "n",
                                                "{\"naam\":\"\xC3\x8B" "lla \xC4\xB2sbrand\"}")) ==
          "640ac5d55b54a2cadd9712bc07ddccbc3d77039d4f085986511c22269f5fe3c2");
    // The tests' own signer (tablesigner.h) agrees.
    CHECK(nkbtest::tableSign(kCode, "GET", "/tafel/7/stand", nkbtest::kPhone, "look-1", "") ==
          "2cff2ea8b7a171561a6d0789ef5f5b77a2f3994e31abccb557995c85a95e6ec2");

    const std::string nonce = "00112233445566778899aabbccddeeff";
    const std::string right = nkbtest::tableSign(kCode, "POST", "/tafel/7/spel", nkbtest::kPhone, nonce, kWrite);
    TableSigned s = parts("POST", "/tafel/7/spel", nkbtest::kPhone, nonce, kWrite);
    s.signature = right;
    REQUIRE(nkb::web::tableSignatureMatches(kCode, s));
    // What a listener could change with the signature it recorded: each is refused.
    const std::string otherBody = R"({"telefoon":"0123456789abcdef0123456789abcdef","spel":1,"basis":"","giften":[],"klaar":true})";
    const std::string otherPhone = "fedcba9876543210fedcba9876543210";
    const std::vector<TableSigned> changed{
        parts("POST", "/tafel/7/spel", nkbtest::kPhone, nonce, otherBody),
        parts("POST", "/tafel/8/spel", nkbtest::kPhone, nonce, kWrite),
        parts("POST", "/tafel/7/overnemen", nkbtest::kPhone, nonce, kWrite),
        parts("POST", "/tafel/7/spel", otherPhone, nonce, kWrite),
        parts("POST", "/tafel/7/spel", nkbtest::kPhone, "ffffffffffffffffffffffffffffffff", kWrite),
        parts("GET", "/tafel/7/spel", nkbtest::kPhone, nonce, kWrite),
    };
    for (TableSigned c : changed) {
        c.signature = right;
        CHECK_FALSE(nkb::web::tableSignatureMatches(kCode, c));
    }
    // Another code, a signature cut short or in capitals.
    CHECK_FALSE(nkb::web::tableSignatureMatches("ABCDEFGHIJKLMNOPQRSTUVWXYA", s));
    TableSigned shortened = s;
    const std::string cut = right.substr(0, 63);
    shortened.signature = cut;
    CHECK_FALSE(nkb::web::tableSignatureMatches(kCode, shortened));
    TableSigned upper = s;
    const std::string capitals = QString::fromStdString(right).toUpper().toStdString();
    upper.signature = capitals;
    CHECK_FALSE(nkb::web::tableSignatureMatches(kCode, upper));
}

TEST_CASE("Table signature: a write's number is taken once, by its own phone at its own table, and a new server "
          "knows none",
          "[web][tablesign][security]")
{
    const nkb::web::TableKey table{2, 7, 1};
    TableNonces nonces;
    const std::string a = nonces.issue(table, nkbtest::kPhone);
    const std::string b = nonces.issue(table, nkbtest::kPhone);
    CHECK(a.size() == 32);
    CHECK(a != b);
    CHECK(nkb::web::validNonce(a));
    // Not another phone's, not another table's or generation's.
    CHECK_FALSE(nonces.take(table, nkbtest::kOtherPhone, a));
    CHECK_FALSE(nonces.take({2, 8, 1}, nkbtest::kPhone, a));
    CHECK_FALSE(nonces.take({2, 7, 2}, nkbtest::kPhone, a));
    // Once.
    CHECK(nonces.take(table, nkbtest::kPhone, a));
    CHECK_FALSE(nonces.take(table, nkbtest::kPhone, a));
    CHECK(nonces.take(table, nkbtest::kPhone, b));
    // A phone keeps its latest 16; the oldest is forgotten.
    std::vector<std::string> given;
    for (int i = 0; i < 17; ++i)
        given.push_back(nonces.issue(table, nkbtest::kPhone));
    CHECK_FALSE(nonces.take(table, nkbtest::kPhone, given.front()));
    CHECK(nonces.take(table, nkbtest::kPhone, given.back()));
    CHECK(nonces.take(table, nkbtest::kPhone, given[1]));
    // 10,000 numbers, none twice.
    std::set<std::string> seen;
    for (int i = 0; i < 10'000; ++i)
        seen.insert(nonces.issue(table, nkbtest::kPhone));
    CHECK(seen.size() == 10'000);
    // A server started anew (a new TableNonces) knows none of the old numbers.
    TableNonces restarted;
    CHECK_FALSE(restarted.take(table, nkbtest::kPhone, given.back()));
}
