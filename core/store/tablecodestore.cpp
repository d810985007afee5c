// Entry at the table (docs/table-entry.md): the tournament's secret the table codes are made from,
// and each table's generation, raised by "Tafelcode intrekken". The secret is written once, by the
// migration that makes its table (connection.cpp); here it is only read. Withdrawing a code is one
// change in the audit, undone like any other (the old code then counts again).
#include "store/storeimpl.h"

#include "store/migrations.h"

namespace nkb {

using namespace store;

namespace {

std::string tableName(int round, int table)
{
    return "tafel " + std::to_string(table) + " van " +
           (round == kFinalRound ? std::string("de finale") : "ronde " + std::to_string(round));
}

} // namespace

StoreResult<QByteArray> TournamentStore::tableSecret() const
{
    return reading<QByteArray>(*d, [&]() -> StoreResult<QByteArray> {
        QSqlQuery query = d->exec("SELECT secret FROM table_secret WHERE id = 1");
        const QByteArray secret = query.next() ? query.value(0).toByteArray() : QByteArray();
        if (secret.size() != kTableSecretBytes)
            return unusable("Dit toernooi heeft geen geheim voor de tafelcodes; open het met de eigenaar of "
                            "het bestand zelf, zodat het wordt bijgewerkt.");
        return secret;
    });
}

StoreResult<std::map<std::pair<int, int>, int>> TournamentStore::tableCodeGenerations() const
{
    using Generations = std::map<std::pair<int, int>, int>;
    return reading<Generations>(*d, [&]() -> StoreResult<Generations> {
        Generations out;
        QSqlQuery query = d->exec("SELECT round, table_number, generation FROM table_codes");
        while (query.next())
            out[{query.value(0).toInt(), query.value(1).toInt()}] = query.value(2).toInt();
        return out;
    });
}

StoreResult<int> TournamentStore::withdrawTableCode(int round, int table)
{
    return d->transaction<int>([&]() -> StoreResult<int> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Round *seated = t.round(round);
        if (!seated || !seated->table(table))
            return refused("Er is geen " + tableName(round, table) + "; een tafelcode hoort bij een tafel "
                           "van een ingedeelde ronde.");
        QSqlQuery query =
            d->exec("SELECT generation FROM table_codes WHERE round = ? AND table_number = ?", {round, table});
        const int generation = (query.next() ? query.value(0).toInt() : 1) + 1;
        const json inverse =
            json::array({d->snapshot("table_codes", {{"round", round}, {"table_number", table}})});
        d->exec("DELETE FROM table_codes WHERE round = ? AND table_number = ?", {round, table});
        d->exec("INSERT INTO table_codes (round, table_number, generation) VALUES (?, ?, ?)",
                {round, table, generation});
        d->audit("Tafelcode van " + tableName(round, table) + " ingetrokken; de nieuwe staat op een nieuw "
                 "afgedrukt formulier",
                 inverse);
        return generation;
    });
}

std::optional<StoreError> TournamentStore::Impl::codeWithdrawn(const GameRef &ref, int generation) const
{
    if (generation <= 0)
        return std::nullopt;
    QSqlQuery query = exec("SELECT generation FROM table_codes WHERE round = ? AND table_number = ?",
                           {ref.round, ref.table});
    const int now = query.next() ? query.value(0).toInt() : 1;
    if (now == generation)
        return std::nullopt;
    StoreError e = refused("De tafelcode van " + tableName(ref.round, ref.table) + " is ingetrokken; er is niets opgeslagen.");
    e.kind = StoreError::Kind::Withdrawn;
    return e;
}

StoreResult<bool> TournamentStore::tableCodeWithdrawn(const GameRef &ref, int generation) const
{
    return reading<bool>(*d, [&]() -> StoreResult<bool> { return d->codeWithdrawn(ref, generation).has_value(); });
}

} // namespace nkb
