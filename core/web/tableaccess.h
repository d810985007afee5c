#pragma once
// Which table a phone's code opens (docs/table-entry.md): a code counts for its own table of the
// round being played, in the generation the table has now, and for nothing else. Every refusal (a
// random code, another table's, a withdrawn one, a finished round's, a table that does not exist)
// does the same work and gets the same answer, so trying codes teaches nothing.
#include "web/snapshot.h"
#include "web/tablecode.h"

#include <optional>
#include <string_view>

namespace nkb::web {

[[nodiscard]] std::optional<TableKey> tableAccess(const Snapshot &snapshot, int table, std::string_view code);

} // namespace nkb::web
