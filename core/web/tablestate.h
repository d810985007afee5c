#pragma once
// The table's own address for entry at the table (docs/table-entry.md): GET /tafel/N/stand signed
// with the table's code (tablesign.h) answers the table of the round being played (its
// names with their seat letters, its games so far) as JSON, for that table only; anything else,
// whatever the reason, the same 403. Never kept in the page cache, never stored by a browser.
#include "web/httprequest.h"
#include "web/response.h"
#include "web/snapshot.h"
#include "web/tablecode.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <string_view>
#include <utility>

namespace nkb::web {

class TableHolders;
class TableNonces;

// The highest table number an address names (/tafel/N and /tafel/N/stand).
inline constexpr int kMaxTableNumber = 9999;

// "/tafel/7/stand" → (7, "stand"): the table and what follows it; nothing for any other form (a
// sign, leading zeros, letters, a number past kMaxTableNumber, no '/' after the number).
[[nodiscard]] std::optional<std::pair<int, std::string_view>> tableAddress(std::string_view path);

// The tables' looks at one snapshot, each made once however many phones ask (a thousand looks
// every 3 s cost one making per table and change): kept until the snapshot changes. One per
// answering thread, like the pages' cache.
class TableLooks {
  public:
    [[nodiscard]] const std::string &look(const Snapshot &snapshot, const TableKey &key);
    // How many looks were made in this process (for the tests that show they are kept).
    [[nodiscard]] static long long built();

  private:
    void setSnapshot(const Snapshot &snapshot);
    std::uint64_t m_version{0};
    std::string m_salt;
    std::map<std::tuple<int, int, int>, std::string> m_looks;
};

// The answer for a /tafel/… address, or nothing when the address is not one. With entry at the
// table on (`holders`), the answer says so ("invoer"), who holds the table for the phone named in
// X-Telefoon ("houder": "jij", "ander" or "niemand"), and gives each game's gifts as stored with the
// engine's verdict on them, so that a reloaded page or another phone goes on where the game is.
// The request is signed with the table's code (tablesign.h); with `nonces`, the answer carries a
// number for the phone's next write in X-Tafelnonce.
[[nodiscard]] std::optional<Response> tableRoute(const Snapshot &snapshot, const Request &request,
                                                 TableLooks &looks, const TableHolders *holders = nullptr,
                                                 TableNonces *nonces = nullptr);

// The one refusal of a code, byte for byte the same for every reason.
[[nodiscard]] Response tableCodeRefused();

} // namespace nkb::web
