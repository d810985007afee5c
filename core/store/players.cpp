// Players: adding, importing, correcting, removing, check-in, withdrawal and late entry, as the
// decisions of core/tournament/decisions.h allow them; here only their rows and audit entries.
#include "store/storeimpl.h"

#include <algorithm>

namespace nkb {

using namespace store;

// --- writing helpers ---
void TournamentStore::Impl::insertPlayer(const Player &p) const
{
    exec("INSERT INTO players (start_number, name, club, joins_from_round, withdrawn_from_round, present, "
         "person_id, not_published) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
         {p.startNumber, q(p.name), q(p.club), p.joinsFromRound,
          p.withdrawnFromRound ? QVariant(*p.withdrawnFromRound) : QVariant(), p.present ? 1 : 0,
          p.personId.empty() ? QVariant() : QVariant(q(p.personId)),
          p.notPublished ? 1 : 0});
    int pos = 0;
    for (const auto &c : p.categories)
        exec("INSERT INTO player_categories (start_number, position, category) VALUES (?, ?, ?)",
             {p.startNumber, ++pos, q(c)});
}

int TournamentStore::Impl::givePersonIds() const
{
    std::vector<int> without;
    QSqlQuery qy = exec("SELECT start_number FROM players WHERE person_id IS NULL ORDER BY start_number");
    while (qy.next())
        without.push_back(qy.value(0).toInt());
    for (int startNumber : without)
        exec("UPDATE players SET person_id = ? WHERE start_number = ?", {q(newPersonId()), startNumber});
    return static_cast<int>(without.size());
}

// Start numbers are stable: a removed player's number is not given to the next one (it may be
// on a list already), so the highest number ever removed is kept in meta.
int TournamentStore::Impl::nextStartNumber() const
{
    const int highest = scalar("SELECT COALESCE(MAX(start_number), 0) FROM players").toInt();
    const int removed = scalar("SELECT COALESCE(MAX(CAST(value AS INTEGER)), 0) FROM meta WHERE key = "
                               "'removed_start_number'")
                            .toInt();
    return std::max(highest, removed) + 1;
}

// Inside a transaction. With inverseOut the undo snapshot goes there and the caller writes
// the audit entry (one entry for the whole command).
StoreResult<Player> TournamentStore::Impl::addPlayer(const NewPlayer &np, json *inverseOut)
{
    if (auto e = needTournament())
        return *e;
    const Tournament t = load();
    if (auto no = mayAddPlayer(t, np, sameNamed(t.players, np.name)))
        return refused(*no);
    Player p;
    p.startNumber = nextStartNumber();
    p.name = nfc(np.name);
    p.club = np.club;
    p.categories = np.categories;
    p.joinsFromRound = np.joinsFromRound;
    p.personId = newPersonId();
    p.notPublished = np.notPublished.value_or(false);
    json inverse = json::array({snapshot("players", {{"start_number", p.startNumber}}),
                                snapshot("player_categories", {{"start_number", p.startNumber}})});
    insertPlayer(p);
    if (inverseOut) {
        for (auto &scope : inverse)
            inverseOut->push_back(std::move(scope));
        return p;
    }
    audit("Speler toegevoegd: " + std::to_string(p.startNumber) + " " + p.name +
              (p.joinsFromRound > 1 ? " (vanaf ronde " + std::to_string(p.joinsFromRound) + ")" : ""),
          inverse);
    return p;
}

StoreResult<Player> TournamentStore::addPlayer(const NewPlayer &np)
{
    return d->transaction<Player>([&]() -> StoreResult<Player> { return d->addPlayer(np); });
}

StoreResult<Player> TournamentStore::editPlayer(int startNumber, const NewPlayer &changes)
{
    return d->transaction<Player>([&]() -> StoreResult<Player> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        if (auto no = mayEditPlayer(t, startNumber, changes, sameNamed(t.players, changes.name, startNumber)))
            return refused(*no);
        const Player *p = t.player(startNumber);
        Player after = *p;
        after.name = nfc(changes.name);
        after.club = changes.club;
        after.categories = changes.categories;
        after.notPublished = changes.notPublished.value_or(p->notPublished);
        if (auto no = mayChangePlayerTo(*p, after))
            return refused(*no);
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}}),
                                    d->snapshot("player_categories", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET name = ?, club = ?, not_published = ? WHERE start_number = ?",
                {q(after.name), q(after.club), after.notPublished ? 1 : 0, startNumber});
        d->exec("DELETE FROM player_categories WHERE start_number = ?", {startNumber});
        int pos = 0;
        for (const auto &c : after.categories)
            d->exec("INSERT INTO player_categories (start_number, position, category) VALUES (?, ?, ?)",
                    {startNumber, ++pos, q(c)});
        std::string what = "Speler gewijzigd: " + std::to_string(startNumber) + " " + p->name;
        if (after.name != p->name)
            what += " → " + after.name;
        if (after.club != p->club)
            what += "; club \"" + after.club + "\"";
        if (after.categories != p->categories) {
            std::string cats;
            for (const auto &c : after.categories)
                cats += (cats.empty() ? "" : ", ") + c;
            what += "; categorieën \"" + cats + "\"";
        }
        if (after.notPublished != p->notPublished)
            what += after.notPublished ? "; niet publiceren (alleen initialen op de website)" : "; weer publiceren";
        d->audit(what, inverse);
        return after;
    });
}

StoreStatus TournamentStore::removePlayer(int startNumber)
{
    auto r = d->transaction<int>([&]() -> StoreResult<int> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        if (auto no = mayRemovePlayer(t, startNumber))
            return refused(*no);
        const Player *p = t.player(startNumber);
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}}),
                                    d->snapshot("player_categories", {{"start_number", startNumber}})});
        d->exec("DELETE FROM players WHERE start_number = ?", {startNumber}); // categories cascade
        // Not part of the undo snapshot: after an undo the number is his again, and still taken.
        d->exec(
            "INSERT INTO meta (key, value) VALUES ('removed_start_number', ?) ON CONFLICT (key) DO "
            "UPDATE SET value = CASE WHEN CAST(meta.value AS INTEGER) > CAST(excluded.value AS INTEGER) THEN "
            "meta.value ELSE excluded.value END",
            {QString::number(startNumber)});
        d->audit("Speler verwijderd: " + std::to_string(startNumber) + " " + p->name, inverse);
        return startNumber;
    });
    if (!r)
        return r.error();
    return std::nullopt;
}

StoreResult<PlayerChange> TournamentStore::setPresent(int startNumber, bool present)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        auto change = checkInOrOut(t, startNumber, present);
        if (!change)
            return refused(change.error());
        const Player *p = t.player(startNumber);
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET present = ? WHERE start_number = ?", {present ? 1 : 0, startNumber});
        d->audit((present ? "Aangemeld: " : "Afgemeld: ") + std::to_string(startNumber) + " " + p->name,
                 inverse);
        return std::move(change).value();
    });
}

StoreResult<PlayerChange> TournamentStore::withdrawPlayer(const std::string &name, int fromRound)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        auto change = withdrawal(t, name, fromRound);
        if (!change)
            return refused(change.error());
        const Player *p = t.playerByName(name);
        json inverse = json::array({d->snapshot("players", {{"start_number", p->startNumber}})});
        d->exec("UPDATE players SET withdrawn_from_round = ? WHERE start_number = ?",
                {fromRound, p->startNumber});
        d->audit("Teruggetrokken: " + std::to_string(p->startNumber) + " " + name + " vanaf ronde " +
                     std::to_string(fromRound),
                 inverse);
        return std::move(change).value();
    });
}

StoreResult<PlayerChange> TournamentStore::lateEntry(const NewPlayer &np)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.playerByName(np.name);
        json inverse = json::array();
        PlayerChange change;
        if (!p) {
            // A walk-in: a new player who joins from this round.
            auto added = d->addPlayer(np, &inverse);
            if (!added)
                return added.error();
            change.player = added.value();
        } else {
            if (auto no = mayJoinLate(t, *p, np.joinsFromRound))
                return refused(*no);
            // A signed-up player who comes in late is at the door now: he is ticked present in the
            // same change, or the redraw and every later draw would leave him out.
            inverse.push_back(d->snapshot("players", {{"start_number", p->startNumber}}));
            d->exec("UPDATE players SET joins_from_round = ?, present = 1 WHERE start_number = ?",
                    {np.joinsFromRound, p->startNumber});
            change.player = *p;
            change.player.joinsFromRound = np.joinsFromRound;
            change.player.present = true;
        }
        const std::string seated = d->seatLateEntry(t, change.player, inverse);
        // One message for every face (the CLI prints it, the application shows it).
        change.message = std::to_string(change.player.startNumber) + " " + change.player.name +
                         " speelt mee vanaf ronde " + std::to_string(change.player.joinsFromRound) + ": " + seated;
        d->audit("Laat ingestroomd: " + change.message, inverse);
        return change;
    });
}

} // namespace nkb
