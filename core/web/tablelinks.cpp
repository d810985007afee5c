// The tables' entry links (see tablelinks.h).
#include "web/tablelinks.h"

#include "tournament/standings.h"
#include "web/tablecode.h"

namespace nkb::web {

QString tableEntryLink(const QString &webAddress, int table, const std::string &code)
{
    QString base = webAddress;
    if (!base.endsWith(QLatin1Char('/')))
        base += QLatin1Char('/');
    return base + QStringLiteral("tafel/") + QString::number(table) + QLatin1Char('#') + QString::fromStdString(code);
}

StoreResult<std::map<int, QString>> tableEntryLinks(const TournamentStore &store, const Tournament &t, int round,
                                                    const QString &webAddress)
{
    std::map<int, QString> links;
    const Round *r = t.round(round);
    // The final is one table of the players the standings give, not a drawn round.
    std::vector<int> tables;
    if (round == kFinalRound && !finalTablePlayers(t).empty())
        tables.push_back(1);
    else if (r)
        for (const Table &table : r->tables)
            tables.push_back(table.number);
    if (tables.empty())
        return links;
    const auto secret = store.tableSecret();
    if (!secret)
        return secret.error();
    const auto generations = store.tableCodeGenerations(); // one read for every table
    if (!generations)
        return generations.error();
    for (const int table : tables)
        links[table] = tableEntryLink(webAddress, table, tableCode(secret.value(), tableKey(*generations, round, table)));
    return links;
}

} // namespace nkb::web
