// Players: adding, importing, correcting, removing, check-in, withdrawal and late entry.
#include "store/storeimpl.h"

#include "tournament/csv.h"
#include "tournament/limits.h"

#include <algorithm>

namespace nkb {

using namespace store;

namespace {

// "ronde 3", or "de finale".
std::string roundWords(int round)
{
    return round == kFinalRound ? std::string("de finale") : "ronde " + std::to_string(round);
}

// The warning when a player who no longer plays still has a seat in a drawn round.
std::string stillSeated(const std::string &name, int round, int table)
{
    return name + " zit nog ingedeeld in " + roundWords(round) + " aan tafel " + std::to_string(table) +
           "; deel die ronde opnieuw in.";
}

} // namespace

// --- writing helpers ---
void TournamentStore::Impl::insertPlayer(const Player &p) const
{
    exec("INSERT INTO players (start_number, name, club, joins_from_round, withdrawn_from_round, present) "
         "VALUES (?, ?, ?, ?, ?, ?)",
         {p.startNumber, q(p.name), q(p.club), p.joinsFromRound,
          p.withdrawnFromRound ? QVariant(*p.withdrawnFromRound) : QVariant(), p.present ? 1 : 0});
    int pos = 0;
    for (const auto &c : p.categories)
        exec("INSERT INTO player_categories (start_number, position, category) VALUES (?, ?, ?)",
             {p.startNumber, ++pos, q(c)});
}

std::optional<StoreError> TournamentStore::Impl::checkName(const std::string &name) const
{
    if (auto e = checkPlayerName(name))
        return refused(*e);
    return std::nullopt;
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
    if (auto e = checkPlayerFields(np.name, np.club, np.categories))
        return refused(*e);
    const Tournament t = load();
    if (const Player *same = sameNamed(t.players, np.name))
        return refused("Er is al een speler \"" + same->name + "\" (startnummer " +
                       std::to_string(same->startNumber) + ").");
    if (np.joinsFromRound < 1 || np.joinsFromRound > t.info.rounds)
        return refused("Ronde " + std::to_string(np.joinsFromRound) + " bestaat niet.");
    if (auto e = checkPlayerCount(t.players.size(), 1))
        return refused(*e);
    Player p;
    p.startNumber = nextStartNumber();
    p.name = nfc(np.name);
    p.club = np.club;
    p.categories = np.categories;
    p.joinsFromRound = np.joinsFromRound;
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
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        if (auto e = checkPlayerFields(changes.name, changes.club, changes.categories))
            return refused(*e);
        if (const Player *other = sameNamed(t.players, changes.name, startNumber))
            return refused("Er is al een speler \"" + other->name + "\" (startnummer " +
                           std::to_string(other->startNumber) + ").");
        Player after = *p;
        after.name = nfc(changes.name);
        after.club = changes.club;
        after.categories = changes.categories;
        if (after == *p)
            return refused("Er is niets gewijzigd aan " + p->name + ".");
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}}),
                                    d->snapshot("player_categories", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET name = ?, club = ? WHERE start_number = ?",
                {q(after.name), q(after.club), startNumber});
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
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        // Seats come before results, so a player without seats has no result either.
        for (const auto &round : t.rounds)
            for (const auto &tb : round.tables)
                if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
                    return refused(p->name + " is al ingedeeld in " + roundWords(round.number) +
                                   " en kan niet meer verwijderd worden; trek de speler terug.");
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
        const Player *p = t.player(startNumber);
        if (!p)
            return noSuchPlayer(startNumber);
        if (p->present == present)
            return refused(p->name + (present ? " is al aangemeld." : " is al afgemeld."));
        PlayerChange change;
        change.player = *p;
        change.player.present = present;
        if (!present)
            for (const auto &r : t.rounds)
                for (const auto &tb : r.tables)
                    if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end() &&
                        !t.game(r.number, tb.number, 1))
                        change.warnings.push_back(stillSeated(p->name, r.number, tb.number));
        json inverse = json::array({d->snapshot("players", {{"start_number", startNumber}})});
        d->exec("UPDATE players SET present = ? WHERE start_number = ?", {present ? 1 : 0, startNumber});
        d->audit((present ? "Aangemeld: " : "Afgemeld: ") + std::to_string(startNumber) + " " + p->name,
                 inverse);
        return change;
    });
}

StoreResult<PlayerChange> TournamentStore::withdrawPlayer(const std::string &name, int fromRound)
{
    return d->transaction<PlayerChange>([&]() -> StoreResult<PlayerChange> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const Player *p = t.playerByName(name);
        if (!p)
            return refused("Er is geen speler \"" + name + "\".");
        if (fromRound < 1 || fromRound > t.info.rounds + 1)
            return refused("Terugtrekken kan vanaf ronde 1 tot en met " + std::to_string(t.info.rounds + 1) +
                           " (na de laatste ronde: niet in de finale).");
        if (fromRound <= p->joinsFromRound && p->joinsFromRound > 1)
            return refused(name + " speelt pas mee vanaf ronde " + std::to_string(p->joinsFromRound) + ".");
        PlayerChange change;
        for (const auto &r : t.rounds) {
            if (r.number < fromRound)
                continue;
            for (const auto &tb : r.tables) {
                if (std::find(tb.seats.begin(), tb.seats.end(), p->startNumber) == tb.seats.end())
                    continue;
                for (const auto &g : t.games)
                    if (g.round == r.number && g.table == tb.number)
                        return refused(name + " heeft in " + roundWords(r.number) +
                                       " al gespeeld; terugtrekken kan pas vanaf een ronde zonder uitslag.");
                change.warnings.push_back(stillSeated(name, r.number, tb.number));
            }
        }
        json inverse = json::array({d->snapshot("players", {{"start_number", p->startNumber}})});
        d->exec("UPDATE players SET withdrawn_from_round = ? WHERE start_number = ?",
                {fromRound, p->startNumber});
        d->audit("Teruggetrokken: " + std::to_string(p->startNumber) + " " + name + " vanaf ronde " +
                     std::to_string(fromRound),
                 inverse);
        change.player = *p;
        change.player.withdrawnFromRound = fromRound;
        return change;
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
            if (np.joinsFromRound < 1 || np.joinsFromRound > t.info.rounds)
                return refused("Ronde " + std::to_string(np.joinsFromRound) + " bestaat niet.");
            if (p->withdrawnFromRound && *p->withdrawnFromRound <= np.joinsFromRound)
                return refused(np.name + " is teruggetrokken vanaf ronde " +
                               std::to_string(*p->withdrawnFromRound) + ".");
            for (const auto &r : t.rounds)
                if (r.number >= 1 && r.number < np.joinsFromRound)
                    for (const auto &tb : r.tables)
                        if (std::find(tb.seats.begin(), tb.seats.end(), p->startNumber) != tb.seats.end())
                            return refused(np.name + " zit al ingedeeld in ronde " +
                                           std::to_string(r.number) + " (tafel " + std::to_string(tb.number) +
                                           "); pas eerst die indeling aan.");
            inverse.push_back(d->snapshot("players", {{"start_number", p->startNumber}}));
            d->exec("UPDATE players SET joins_from_round = ? WHERE start_number = ?",
                    {np.joinsFromRound, p->startNumber});
            change.player = *p;
            change.player.joinsFromRound = np.joinsFromRound;
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
