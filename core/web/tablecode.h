#pragma once
// A table's code for entry at the table (docs/table-entry.md): the capability a scorekeeper's phone
// holds to enter that table's games of that round and nothing else. 128 bits, made from the
// tournament's secret with HMAC-SHA256 over the round, the table and the table's generation (raised
// when the director withdraws a code), written in 26 characters of RFC 4648 base32 for the QR code.
// Nothing per code is stored: reprinting a sheet gives the same code, a withdrawal a new one.
#include "store/migrations.h"

#include <QByteArray>

#include <map>
#include <string>
#include <utility>
#include <string_view>

namespace nkb::web {

struct TableKey {
    int round{0};
    int table{0};
    int generation{1};
};

inline constexpr std::size_t kTableCodeLength = 26;   // 128 bits in base32 letters and digits
// The tournament's secret, as the store makes it (store::newTableSecret).
inline constexpr auto kTableSecretBytes = static_cast<std::size_t>(store::kTableSecretBytes);

// The key of a table's code now: its generation from the store's list of withdrawn tables
// (TournamentStore::tableCodeGenerations), 1 for a table not in it.
[[nodiscard]] TableKey tableKey(const std::map<std::pair<int, int>, int> &generations, int round, int table);

// The table's code ("A-Z2-7", kTableCodeLength characters); empty when the secret is not
// kTableSecretBytes long.
[[nodiscard]] std::string tableCode(const QByteArray &secret, const TableKey &key);

// Whether `given` is the table's code. Takes the same time wherever a wrong code differs and
// whatever its length (up to a bound), so that trying codes teaches nothing.
[[nodiscard]] bool tableCodeMatches(const QByteArray &secret, const TableKey &key, std::string_view given);

} // namespace nkb::web
