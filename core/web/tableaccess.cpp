// Which table a code opens (see tableaccess.h).
#include "web/tableaccess.h"

#include "tournament/progress.h"

#include <algorithm>

namespace nkb::web {

std::optional<TableKey> tableAccess(const Snapshot &snapshot, int table, std::string_view code)
{
    const Tournament &t = snapshot.tournament;
    const int round = currentRound(t);
    const Round *played = t.round(round);
    const bool seated = played && played->table(table);
    // A qualifying round stops being the current one when it is complete, so its codes end with
    // it; the final stays the current round, so its codes end when every game of it has a result.
    const bool finalDone = round == kFinalRound && played &&
                           std::all_of(played->tables.begin(), played->tables.end(),
                                       [&](const Table &x) { return tableComplete(t, round, x.number); });
    const bool open = seated && !finalDone;
    const TableKey key = tableKey(snapshot.tableGenerations, round, table);
    // The HMAC is computed in every case, with a secret of zeros where there is none, so that a
    // table that does not exist answers as late as a wrong code for one that does.
    static const QByteArray kNoSecret(static_cast<qsizetype>(kTableSecretBytes), '\0');
    const bool haveSecret = snapshot.tableSecret.size() == static_cast<qsizetype>(kTableSecretBytes);
    const bool matches = tableCodeMatches(haveSecret ? snapshot.tableSecret : kNoSecret, key, code);
    if (matches && haveSecret && open)
        return key;
    return std::nullopt;
}

} // namespace nkb::web
