// A game typed at the wrong table: moved to the right one, or wiped. Each is one
// transaction and one audit entry with the rows as they were, so undo puts everything back.
#include "store/storeimpl.h"

#include <algorithm>

namespace nkb {

using namespace store;

namespace {

const char *kWhereGame = " WHERE round = ? AND table_number = ? AND game = ?";

std::vector<std::pair<std::string, QVariant>> gameScope(const GameRef &ref)
{
    return {{"round", ref.round}, {"table_number", ref.table}, {"game", ref.game}};
}

std::vector<QVariant> gameKey(const GameRef &ref) { return {ref.round, ref.table, ref.game}; }

std::string tableWords(const GameRef &ref)
{
    return ref.round == kFinalRound ? "De finale, spel " + std::to_string(ref.game)
                                    : "Tafel " + std::to_string(ref.table) + ", spel " + std::to_string(ref.game);
}

// "(10/8/4/1)", "(bezig)", "(eerste invoer van station Zaal-2)": what the audit says was there.
std::string whatWasThere(const std::optional<GameResult> &game, const std::optional<GameResult> &first)
{
    if (game)
        return game->finished ? "(" + joinInts(game->points, "/") + ")" : std::string("(bezig)");
    if (first)
        return "(eerste invoer van station " + first->station + ")";
    return {};
}

const Table *tableOf(const Tournament &t, int round, int table)
{
    const Round *r = t.round(round);
    return r ? r->table(table) : nullptr;
}

std::optional<GameResult> gameIn(const Tournament &t, const GameRef &ref)
{
    const GameResult *g = t.game(ref.round, ref.table, ref.game);
    return g ? std::optional(*g) : std::nullopt;
}

} // namespace

StoreResult<GameResult> TournamentStore::moveGame(const GameRef &from, const GameRef &to, const RenameGame &rename,
                                                  OtherStation otherStation)
{
    return d->transaction<GameResult>([&]() -> StoreResult<GameResult> {
        if (auto e = d->needTournament())
            return *e;
        if (from.round == kFinalRound || to.round == kFinalRound)
            return refused("De finale heeft één tafel: een spel van de finale kan niet verplaatst worden.");
        if (to.round != from.round)
            return refused("Een spel gaat alleen naar een andere tafel van dezelfde ronde.");
        if (to.table == from.table && to.game == from.game)
            return refused("Het spel staat al aan tafel " + std::to_string(to.table) + ".");
        const Tournament t = d->load();
        if (to.game < 1 || to.game > t.info.gamesPerRound)
            return refused("Spel " + std::to_string(to.game) + " bestaat niet; aan een tafel worden " +
                               std::to_string(t.info.gamesPerRound) + " spellen gespeeld (R60).",
                           60);
        const Table *source = tableOf(t, from.round, from.table);
        const Table *target = tableOf(t, to.round, to.table);
        if (!source || !target)
            return refused("Ronde " + std::to_string(from.round) + " heeft geen tafel " +
                           std::to_string(source ? to.table : from.table) + ".");
        const std::optional<GameResult> game = gameIn(t, from);
        const std::optional<GameResult> first = d->firstEntry(from);
        if (!game && !first)
            return refused(tableWords(from) + " (ronde " + std::to_string(from.round) +
                           ") heeft nog niets om te verplaatsen.");
        if (game && game->station != d->station && otherStation == OtherStation::Refuse)
            return takenElsewhere(from, *game);
        if (source->seats.size() != target->seats.size())
            return refused("Tafel " + std::to_string(from.table) + " heeft " + std::to_string(source->seats.size()) +
                           " spelers, tafel " + std::to_string(to.table) + " heeft er " +
                           std::to_string(target->seats.size()) + ": het spel past daar niet stoel voor stoel.");
        if (gameIn(t, to) || d->firstEntry(to))
            return refused(tableWords(to) + " heeft al " + whatWasThere(gameIn(t, to), d->firstEntry(to)) +
                           "; wis dat eerst, of kies een ander spel.");
        std::vector<std::pair<std::string, std::string>> names;
        for (std::size_t i = 0; i < source->seats.size(); ++i)
            names.emplace_back(playerList(t, {source->seats[i]}), playerList(t, {target->seats[i]}));
        const auto renamed = [&](const std::optional<std::string> &text) -> std::optional<std::optional<std::string>> {
            if (!text)
                return std::optional<std::string>{};
            auto out = rename(*text, names);
            if (!out)
                return std::nullopt;
            return out;
        };
        json inverse = json::array();
        for (const GameRef &ref : {from, to}) {
            inverse.push_back(d->snapshot("games", gameScope(ref)));
            inverse.push_back(d->snapshot("game_points", gameScope(ref)));
            inverse.push_back(d->snapshot("first_entries", gameScope(ref)));
        }
        GameResult moved;
        if (game) {
            const auto giften = renamed(game->giftenJson);
            if (!giften)
                return unusable("De giften van dit spel zijn onleesbaar; het is niet verplaatst.");
            moved = *game;
            moved.table = to.table;
            moved.game = to.game;
            moved.giftenJson = *giften;
            d->insertGame(moved);
            d->exec(QStringLiteral("DELETE FROM games") + QLatin1String(kWhereGame), gameKey(from));
        }
        if (first) {
            const auto giften = renamed(first->giftenJson);
            if (!giften)
                return unusable("De giften van de eerste invoer zijn onleesbaar; het spel is niet verplaatst.");
            d->exec(QStringLiteral("UPDATE first_entries SET table_number = ?, game = ?, giften = ?") +
                        QLatin1String(kWhereGame),
                    {to.table, to.game, *giften ? QVariant(q(**giften)) : QVariant(), from.round, from.table,
                     from.game});
            if (!game) {
                moved = *first;
                moved.table = to.table;
                moved.game = to.game;
            }
        }
        std::string who;
        for (const auto &[old, now] : names)
            who += (who.empty() ? "" : ", ") + old + " → " + now;
        d->audit("Spel verplaatst: " + gameLabel(from) + " naar tafel " + std::to_string(to.table) + " spel " +
                     std::to_string(to.game) + " " + whatWasThere(game, first) + "; " + who,
                 inverse);
        return moved;
    });
}

StoreResult<GameResult> TournamentStore::deleteGame(const GameRef &ref, OtherStation otherStation,
                                                    const std::optional<std::string> &basis, int codeGeneration)
{
    return d->transaction<GameResult>([&]() -> StoreResult<GameResult> {
        if (auto e = d->needTournament())
            return *e;
        if (auto withdrawn = d->codeWithdrawn(ref, codeGeneration))
            return *withdrawn;
        const Tournament t = ref.round == kFinalRound ? d->load() : d->partial(ref);
        const std::optional<GameResult> game = gameIn(t, ref);
        const std::optional<GameResult> first = d->firstEntry(ref);
        if (basis && gameBasis(game ? &*game : nullptr) != *basis)
            return conflict(ref);
        if (!game && !first)
            return refused(tableWords(ref) + " heeft nog niets om te wissen.");
        if (game && game->station != d->station && otherStation == OtherStation::Refuse)
            return takenElsewhere(ref, *game);
        json inverse = json::array({d->snapshot("games", gameScope(ref)), d->snapshot("game_points", gameScope(ref)),
                                    d->snapshot("first_entries", gameScope(ref))});
        d->exec(QStringLiteral("DELETE FROM first_entries") + QLatin1String(kWhereGame), gameKey(ref));
        d->exec(QStringLiteral("DELETE FROM games") + QLatin1String(kWhereGame), gameKey(ref));
        d->audit("Spel gewist: " + gameLabel(ref) + " " + whatWasThere(game, first), inverse);
        return game ? *game : *first;
    });
}

} // namespace nkb
