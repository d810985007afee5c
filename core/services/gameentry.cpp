#include "services/gameentry.h"

#include "gamefile/gamejson.h"
#include "store/tournamentstore.h"
#include "tournament/tournamentrules.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

namespace nkb {

StoreResult<std::vector<std::string>> tableNames(const Tournament &t, int round, int table)
{
    std::vector<int> seats;
    if (round == kFinalRound) {
        seats = finalTablePlayers(t);
        if (seats.empty())
            return refused("De finalisten staan nog niet vast.");
    } else {
        const Round *r = t.round(round);
        if (!r)
            return refused("Ronde " + std::to_string(round) + " is nog niet ingedeeld.");
        const Table *tb = r->table(table);
        if (!tb)
            return refused("Ronde " + std::to_string(round) + " heeft geen tafel " + std::to_string(table) + ".");
        seats = tb->seats;
    }
    std::vector<std::string> names;
    for (const int s : seats) {
        const Player *p = t.player(s);
        names.push_back(p ? p->name : "#" + std::to_string(s));
    }
    return names;
}

namespace {

// Stores a judged game for a table whose seating `part` holds (read once, by TournamentStore::
// forGame): the game's players are the table's players, the verdict allows what `mode` asks.
// `text` is what the store keeps of the game.
StoreResult<JudgedEntry> enterRead(TournamentStore &store, const GameRef &ref, const Tournament &part,
                                   const GameRecord &game, const GameVerdict &verdict, std::string text,
                                   EntryMode mode, OtherStation otherStation, const EntryGuard &guard = {})
{
    auto names = tableNames(part, ref.round, ref.table);
    if (!names)
        return names.error();
    // The game's players are the table's players (any order: the points are mapped to the seats
    // by name).
    const std::vector<std::string> &seats = *names;
    auto sortedGame = game.players;
    auto sortedTable = seats;
    std::sort(sortedGame.begin(), sortedGame.end());
    std::sort(sortedTable.begin(), sortedTable.end());
    if (sortedGame != sortedTable) {
        std::string list;
        for (const auto &n : seats)
            list += (list.empty() ? "" : ", ") + n;
        return refused("De spelers in het spel zijn niet de spelers aan deze tafel (" + list + ").");
    }
    if (mode == EntryMode::InProgress && game.giften.empty()) {
        // A game whose every gift was taken back is no game in progress any more; it
        // is wiped (one step in the audit), so the table is "open" again, not "bezig" with 0 gifts.
        auto wiped = store.deleteGame(ref, otherStation, guard.basis, guard.codeGeneration);
        if (!wiped)
            return wiped.error();
        EnteredGame entered;
        entered.result = std::move(wiped).value();
        entered.names = seats;
        return JudgedEntry{std::move(entered), GameVerdict{}};
    }
    if (!verdict.ok && mode != EntryMode::InProgress) {
        const RuleError &e = *verdict.error;
        return refused((verdict.errorGift > 0 ? "Gift " + std::to_string(verdict.errorGift) + ": " : std::string()) +
                           e.message,
                       e.rule);
    }
    if (mode == EntryMode::Result && !verdict.finished)
        return refused("Het spel is nog niet afgelopen: er is nog geen uitslag om op te slaan.");
    GameEntry entry;
    entry.otherStation = otherStation;
    entry.pointsOnly = false;
    entry.finished = verdict.ok && verdict.finished && mode != EntryMode::InProgress;
    if (entry.finished) {
        const auto points = finalPoints(verdict);
        for (const std::string &name : seats) {
            const auto it = std::find(game.players.begin(), game.players.end(), name);
            entry.pointsPerSeat.push_back((*points)[static_cast<std::size_t>(it - game.players.begin())]);
        }
    }
    entry.giftenJson = std::move(text);
    entry.basis = guard.basis;
    entry.note = guard.note;
    entry.codeGeneration = guard.codeGeneration;
    auto entered = store.enterGame(ref, entry);
    if (!entered)
        return entered.error();
    return JudgedEntry{*entered, verdict};
}

} // namespace

StoreResult<JudgedEntry> enterGame(TournamentStore &store, const GameRef &ref, const JudgedGame &judged,
                                   EntryMode mode, OtherStation otherStation)
{
    auto part = store.forGame(ref);
    if (!part)
        return part.error();
    // Judged under other rules than the tournament's now (its table of three changed meanwhile):
    // the engine judges it once more, under the tournament's.
    const RuleSet rules = ruleSetFor(part->info);
    const std::optional<JudgedGame> again =
        judged.rules() == rules ? std::nullopt : std::optional(judge(judged.game(), rules));
    const JudgedGame &game = again ? *again : judged;
    return enterRead(store, ref, *part, game.game(), game.verdict(), storedGameJson(game.game()), mode,
                     otherStation);
}

StoreResult<JudgedEntry> enterReadGame(TournamentStore &store, const GameRef &ref, const Tournament &part,
                                       const JudgedGame &game, EntryMode mode, const EntryGuard &guard)
{
    return enterRead(store, ref, part, game.game(), game.verdict(), storedGameJson(game.game()), mode,
                     OtherStation::Refuse, guard);
}

StoreResult<JudgedEntry> enterGameJson(TournamentStore &store, const GameRef &ref, const std::string &jsonText,
                                       EntryMode mode, OtherStation otherStation)
{
    auto parsed = parseGameJson(jsonText);
    if (const auto *bad = std::get_if<GameParseError>(&parsed))
        return unusable("Onleesbaar spel: " + bad->message);
    GameRecord game = std::get<GameRecord>(std::move(parsed));
    auto part = store.forGame(ref);
    if (!part)
        return part.error();
    if (game.players.size() == 3 && !game.placesOfThree)
        game.placesOfThree = part->info.placesThree;
    const GameVerdict verdict = checkGame(game, ruleSetFor(part->info));
    // Kept as the file gave it, in a normalised form (the keys in name order).
    return enterRead(store, ref, *part, game, verdict, nlohmann::json::parse(jsonText).dump(), mode, otherStation);
}

} // namespace nkb
