#pragma once
// One writer per table (docs/table-entry.md, piece 5): the phone that enters a table's games now.
// A phone is known by the random id its page made (kept in the browser); the first to write holds
// the table, a second phone with the same code is asked to take over, and the one taken over from
// is told at its next look or write. Kept in memory by the venue server, shared by its answering
// threads; a withdrawn code's new generation starts without a holder.
#include "web/tablecode.h"

#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>

namespace nkb::web {

// A phone's id as its page makes it: 16 to 64 letters, digits, '-' or '_'.
[[nodiscard]] bool validPhoneId(std::string_view id);

class TableHolders {
  public:
    enum class Holder { Nobody, This, Other };
    // Who holds the table for `phone` (asked by the table's look, GET /tafel/N/stand).
    [[nodiscard]] Holder holder(const TableKey &key, const std::string &phone) const;
    // Before a write: the table is this phone's (taken when nobody holds it), or another's.
    [[nodiscard]] bool claim(const TableKey &key, const std::string &phone);
    // "Overnemen": the table is this phone's from now on.
    void takeOver(const TableKey &key, const std::string &phone);

  private:
    using Key = std::tuple<int, int, int>;
    mutable std::mutex m_mutex;
    std::map<Key, std::string> m_holders; // guarded by m_mutex
};

} // namespace nkb::web
