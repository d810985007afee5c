#pragma once
// How a table's phone shows it has the table's code without ever sending it (docs/table-entry.md,
// "A caught code forges nothing"). The venue Wi-Fi is open and the pages are plain HTTP, so
// whatever travels can be read by anyone in the hall; the code is the one secret the phone and
// the server share (printed on the sheet, 128 bits, so it cannot be guessed from what travels).
// Every request of a table page carries, instead of the code:
//   X-Telefoon    the page's id (tableholders.h: validPhoneId)
//   X-Tafelnonce  for a write, a number the server gave out and takes once; for a look, any
//                 16 to 64 letters and digits the page chooses
//   X-Tafelteken  HMAC-SHA256 with the code as key over tableSignedMessage(), in lower-case hex
// A recorded request is of no use for anything else: another body, address or phone needs a new
// signature, and a write sent again finds its number used (428, which gives a fresh number only
// to whoever can sign with it). The numbers live in the server's memory: after a restart every
// old one is unknown, so a phone's first write then costs one 428 more, and a replay stays refused.
#include "web/httprequest.h"
#include "web/tablecode.h"

#include <QByteArray>

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>

namespace nkb::web {

// A table request's signed parts, as they arrived.
struct TableSigned {
    std::string_view method;
    std::string_view path;
    std::string_view phone;
    std::string_view nonce;
    std::string_view body;
    std::string_view signature; // 64 hex digits
};

// The parts of `request` (its headers X-Telefoon, X-Tafelnonce, X-Tafelteken); views into it.
[[nodiscard]] TableSigned tableSigned(const Request &request);

// What is signed: "nkb-tafel/1\n" METHOD "\n" path "\n" phone "\n" nonce "\n" body.
[[nodiscard]] QByteArray tableSignedMessage(const TableSigned &s);

// The signature of `s` with `code` as the key (64 lower-case hex digits).
[[nodiscard]] std::string tableSignature(std::string_view code, const TableSigned &s);

// Whether `s` is signed with `code`: the same work wherever a wrong signature differs and
// whatever its length (up to a bound).
[[nodiscard]] bool tableSignatureMatches(std::string_view code, const TableSigned &s);

// Whether a nonce has the shape any request may carry (16 to 64 of A-Z, a-z, 0-9, '-', '_').
[[nodiscard]] bool validNonce(std::string_view nonce);

// The numbers the server gives out for writes: a few per phone and table (the latest kept, the
// oldest forgotten), each taken once. Shared by the answering threads.
class TableNonces {
  public:
    static constexpr std::size_t kPerPhone = 16;
    static constexpr std::size_t kPhonesPerTable = 32;
    // A fresh number for this phone at this table (32 hex digits from the system's random source).
    [[nodiscard]] std::string issue(const TableKey &key, const std::string &phone);
    // Takes `nonce` if it was given to this phone at this table and not yet taken.
    [[nodiscard]] bool take(const TableKey &key, const std::string &phone, std::string_view nonce);

  private:
    struct Phone {
        std::deque<std::string> nonces;
        std::uint64_t used{0};
    };
    using Key = std::tuple<int, int, int>;
    std::mutex m_mutex;
    std::uint64_t m_tick{0};                          // guarded by m_mutex
    std::map<Key, std::map<std::string, Phone>> m_given; // guarded by m_mutex
};

} // namespace nkb::web
