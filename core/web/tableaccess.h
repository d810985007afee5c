#pragma once
// Which table a phone's signed request opens (docs/table-entry.md): a request signed with a table's
// code (tablesign.h) counts for that table of the round being played, in the generation the table
// has now, and for nothing else. Every refusal (a random code, another table's, a withdrawn one, a
// finished round's, a table that does not exist, a signature over other words) does the same work
// and gets the same answer, so trying codes teaches nothing.
#include "web/snapshot.h"
#include "web/tablecode.h"
#include "web/tablesign.h"

#include <optional>
#include <string_view>

namespace nkb::web {

[[nodiscard]] std::optional<TableKey> tableAccess(const Snapshot &snapshot, int table, const TableSigned &request);

} // namespace nkb::web
