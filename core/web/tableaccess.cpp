// Which table a code opens (see tableaccess.h).
#include "web/tableaccess.h"

#include "web/tableholders.h"

#include "tournament/progress.h"
#include "tournament/standings.h"

#include <algorithm>

namespace nkb::web {

std::optional<TableKey> tableAccess(const Snapshot &snapshot, int table, const TableSigned &request)
{
    const Tournament &t = snapshot.tournament;
    const int round = currentRound(t);
    const Round *played = t.round(round);
    // The final is one table whose players the standings give (finalTablePlayers), not a drawn round.
    const bool seated = round == kFinalRound ? table == 1 && !finalTablePlayers(t).empty()
                                             : played && played->table(table);
    // A qualifying round stops being the current one when it is complete, so its codes end with
    // it; the final stays the current round, so its codes end when every game of it has a result.
    const bool finalDone = round == kFinalRound && tableComplete(t, kFinalRound, 1);
    const bool open = seated && !finalDone;
    const TableKey key = tableKey(snapshot.tableGenerations, round, table);
    // The HMAC is computed in every case, with a secret of zeros where there is none, so that a
    // table that does not exist answers as late as a wrong code for one that does.
    static const QByteArray kNoSecret(static_cast<qsizetype>(kTableSecretBytes), '\0');
    const bool haveSecret = snapshot.tableSecret.size() == static_cast<qsizetype>(kTableSecretBytes);
    const std::string code = tableCode(haveSecret ? snapshot.tableSecret : kNoSecret, key);
    const bool matches = tableSignatureMatches(code, request);
    const bool shaped = validPhoneId(request.phone) && validNonce(request.nonce);
    if (matches && shaped && haveSecret && open)
        return key;
    return std::nullopt;
}

} // namespace nkb::web
