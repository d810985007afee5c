// Exactly once through any network fault: every change carries a key made by the
// station (storeimpl.h, transaction), kept in its audit entry. A retry of a change whose first
// try was stored is not carried out again; a COMMIT whose answer was lost is looked up by its key
// before the station says anything.
#include "store/storeimpl.h"

#include "store/migrations.h"

#include <QUuid>

namespace nkb {

using namespace store;

std::string TournamentStore::Impl::takeChangeKey()
{
    std::string key = std::move(pendingKey);
    pendingKey.clear();
    if (key.empty())
        key = s(QUuid::createUuid().toString(QUuid::WithoutBraces));
    return key;
}

std::optional<long long> TournamentStore::Impl::storedChange(const std::string &key) const
{
    if (version < store::kChangeKeyVersion)
        return std::nullopt; // migrations of an older tournament: no keys yet
    QSqlQuery query = exec("SELECT id FROM audit WHERE change_key = ?", {q(key)});
    if (query.next())
        return query.value(0).toLongLong();
    return std::nullopt;
}

std::optional<StoreError> TournamentStore::Impl::lostCommit(const StoreError &lost)
{
    StoreError unknown = unusable(
        "De verbinding met de server viel weg terwijl dit werd opgeslagen; of het is aangekomen is nog niet "
        "bekend. Opnieuw versturen is veilig: het wordt nooit twee keer opgeslagen.");
    unknown.kind = StoreError::Kind::ServerLost;
    unknown.detail = lost.detail;
    if (!keyWritten)
        return unknown; // a command that writes no audit entry cannot be looked up
    try {
        // The write lock first: a COMMIT of the lost session still on its way finishes (or the
        // server ends that session) before the key is looked for.
        beginWrite();
        const std::optional<long long> stored = storedChange(currentKey);
        execDirect(QStringLiteral("ROLLBACK"));
        if (stored) {
            lastEntry = *stored;
            return std::nullopt;
        }
    } catch (const Failure &) {
        return unknown;
    }
    return lost; // not stored: the message says so, and a retry with the same key is safe
}

StoreError store::alreadyStoredNote()
{
    StoreError e = refused("Dit was al opgeslagen (een eerdere poging kwam aan; het antwoord van de server "
                           "ging verloren). Het is niet nog een keer opgeslagen.");
    e.kind = StoreError::Kind::AlreadyStored;
    return e;
}

void TournamentStore::setChangeKey(const std::string &key)
{
    d->pendingKey = key;
}

const std::string &TournamentStore::lastChangeKey() const
{
    return d->currentKey;
}

} // namespace nkb
