// What a table's phone may write (see tableentry.h).
#include "services/tableentry.h"

#include "gamefile/gamejson.h"
#include "services/gameentry.h"
#include "store/tournamentstore.h"
#include "tournament/decisions.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace nkb {

namespace {

using json = nlohmann::json;
using Kind = TableGameOutcome::Kind;

TableGameOutcome outcome(Kind kind, std::string message, int rule = 0)
{
    TableGameOutcome out;
    out.kind = kind;
    out.message = std::move(message);
    out.rule = rule;
    return out;
}

// The gifts of a stored game as a JSON array (none for a paper result).
json storedGifts(const GameResult *stored)
{
    if (!stored || !stored->giftenJson)
        return json::array();
    const json game = json::parse(*stored->giftenJson, nullptr, false);
    return game.is_object() && game.contains("giften") && game["giften"].is_array() ? game["giften"]
                                                                                     : json::array();
}

// The game stored now, as a conflict's answer shows it: its gifts, its basis and the engine's verdict.
TableGameOutcome conflict(const Tournament &part, const GameResult *stored, std::string message)
{
    TableGameOutcome out = outcome(Kind::Conflict, std::move(message));
    const json gifts = storedGifts(stored);
    out.storedGiften = gifts.dump();
    out.storedBasis = gameBasis(stored);
    if (stored && stored->giftenJson) {
        auto parsed = parseGameJson(*stored->giftenJson);
        if (const auto *game = std::get_if<GameRecord>(&parsed))
            out.verdict = checkGame(*game, ruleSetFor(part.info));
    }
    return out;
}

// What a correction at the table changed, for the audit: "gift 4 teruggenomen", "gift 3 veranderd".
std::string correctionNote(const json &before, const json &after)
{
    std::size_t same = 0;
    while (same < before.size() && same < after.size() && before[same] == after[same])
        ++same;
    const std::string first = std::to_string(same + 1);
    if (same == after.size()) {
        const std::string last = std::to_string(before.size());
        return "verbetering aan tafel: gift " + (first == last ? first : first + "–" + last) + " teruggenomen";
    }
    return "verbetering aan tafel: gift " + first + " veranderd";
}

bool startsWith(const json &all, const json &start)
{
    return start.size() <= all.size() && std::equal(start.begin(), start.end(), all.begin());
}

} // namespace

TableGameOutcome enterTableGame(TournamentStore &store, const TableGameWrite &w)
{
    const GameRef &ref = w.ref;
    auto part = store.forGame(ref);
    if (!part)
        return outcome(part.error().unusable() ? Kind::Unreachable : Kind::NotTheTables, part.error().message);
    const Tournament &t = *part;
    const int games = ref.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    if (ref.game < 1 || ref.game > games)
        return outcome(Kind::BadGame, "Deze ronde heeft " + std::to_string(games) + " spellen.");
    auto names = tableNames(t, ref.round, ref.table);
    if (!names)
        return outcome(Kind::NotTheTables, names.error().message);
    const json written = json::parse(w.giftenJson, nullptr, false);
    if (!written.is_array())
        return outcome(Kind::BadGame, "Onleesbaar spel: de giften zijn geen lijst.");
    auto parsed = parseGameJson(json{{"players", *names}, {"giften", written}}.dump());
    if (const auto *bad = std::get_if<GameParseError>(&parsed))
        return outcome(Kind::BadGame, "Onleesbaar spel: " + bad->message);
    GameRecord record = std::get<GameRecord>(std::move(parsed));
    if (record.players.size() == 3)
        record.placesOfThree = t.info.placesThree;
    // The one judgement: the game comes back with each gift's dealer, as the desk writes it.
    const JudgedGame judged = judge(std::move(record), ruleSetFor(t.info));
    const std::string text = storedGameJson(judged.game());
    const json gifts = json::parse(text)["giften"];

    const GameResult *stored = t.game(ref.round, ref.table, ref.game);
    const std::string basis = gameBasis(stored);
    TableGameOutcome out;
    out.verdict = judged.verdict();
    // A write that writes has its code checked inside its transaction; one answered without writing
    // (sent again) asks the store here, so that a withdrawn code is never told "stored".
    const auto withdrawn = [&] {
        if (w.codeGeneration <= 0)
            return false;
        const auto gone = store.tableCodeWithdrawn(ref, w.codeGeneration);
        return !gone || *gone; // unknown: said as not stored; the phone sends it again
    };
    if (stored && stored->finished) {
        // A counted game is the desk's to correct; only the same "Spel klaar" sent again is answered.
        if (w.finished && stored->giftenJson == text) {
            if (withdrawn())
                return outcome(Kind::Withdrawn, "De tafelcode is ingetrokken.");
            out.counted = true;
            out.storedGiften = gifts.dump();
            out.storedBasis = basis;
            return out;
        }
        return outcome(Kind::Counted,
                       "Spel " + std::to_string(ref.game) + " telt al; een verbetering gaat via de wedstrijdtafel.");
    }
    if (stored && stored->station != phoneStation(ref.table)) // the desk's entry: the phone writes nothing
        return outcome(Kind::NotTheTables, takenElsewhereWords(ref, *stored, ""));
    const json before = storedGifts(stored);
    if (stored && !w.finished && stored->giftenJson == text) {
        if (withdrawn())
            return outcome(Kind::Withdrawn, "De tafelcode is ingetrokken.");
        out.storedGiften = gifts.dump(); // the same game as stored: nothing to write
        out.storedBasis = basis;
        // The latest change is at least the one that stored it: a look older than that is not taken.
        const auto latest = store.latestChangeId();
        out.change = latest ? *latest : 0;
        return out;
    }
    const bool keepsStored = startsWith(gifts, before);
    if (w.basis != basis && !keepsStored)
        return conflict(t, stored,
                        "Op deze tafel is intussen iets anders opgeslagen dan deze telefoon liet zien (een ander "
                        "tabblad of een andere telefoon). Hieronder staan de opgeslagen giften, met de giften van "
                        "deze telefoon die nog niet zijn opgeslagen erachter.");
    if (!keepsStored && !w.correction)
        return conflict(t, stored, "Een opgeslagen gift veranderen of terugnemen kan alleen als verbetering.");

    const GameVerdict &verdict = judged.verdict();
    if (!verdict.ok) {
        const RuleError &e = *verdict.error;
        TableGameOutcome refusedOut = outcome(
            Kind::Refused,
            (verdict.errorGift > 0 ? "Gift " + std::to_string(verdict.errorGift) + ": " : std::string()) + e.message,
            e.rule);
        refusedOut.verdict = verdict;
        return refusedOut;
    }
    if (w.finished && !verdict.finished)
        return outcome(Kind::Refused, "Het spel is nog niet afgelopen: er is nog geen uitslag om op te slaan.");

    EntryGuard guard;
    guard.basis = basis; // checked again inside the store's transaction
    guard.codeGeneration = w.codeGeneration;
    if (!keepsStored)
        guard.note = correctionNote(before, gifts);
    if (w.finished) {
        // The places are checked on the phone by a player of another seat before the game counts.
        const int seats = static_cast<int>(names->size());
        const auto seat = [&](int s) {
            return std::string(1, static_cast<char>('A' + s)) + " (" + (*names)[static_cast<std::size_t>(s)] + ")";
        };
        if (w.keeper < 0 || w.keeper >= seats || w.confirmer < 0 || w.confirmer >= seats || w.keeper == w.confirmer)
            return outcome(Kind::Refused, "Laat een medespeler (niet wie de score bijhoudt) de uitslag op de telefoon "
                                          "controleren en bevestigen; pas dan telt het spel.");
        guard.note += (guard.note.empty() ? "" : "; ") + std::string("uitslag aan tafel ingevoerd door ") +
                      seat(w.keeper) + ", bevestigd door " + seat(w.confirmer);
    }
    store.setStation(phoneStation(ref.table));
    auto entered = enterReadGame(store, ref, t, judged, w.finished ? EntryMode::Result : EntryMode::InProgress, guard);
    if (!entered) {
        const StoreError &e = entered.error();
        if (e.alreadyStored()) {
            out.counted = w.finished;
            out.storedGiften = gifts.dump();
            out.change = store.lastChangeId();
            return out; // its basis: the page reads it with the next look
        }
        if (e.kind == StoreError::Kind::Conflict) // changed between the read and the write
            return outcome(Kind::Conflict, e.message);
        if (e.kind == StoreError::Kind::Withdrawn)
            return outcome(Kind::Withdrawn, e.message);
        if (e.unusable())
            return outcome(Kind::Unreachable, e.message);
        return outcome(e.kind == StoreError::Kind::Refused && e.rule > 0 ? Kind::Refused : Kind::NotTheTables,
                       e.message, e.rule);
    }
    out.counted = entered->entered.result.finished;
    out.waitingForSecond = entered->entered.waitingForSecond;
    out.change = store.lastChangeId();
    out.storedGiften = gifts.dump();
    const GameResult &now = entered->entered.result;
    // Nothing stored after it: every gift taken back (the game wiped), or double entry's first entry.
    const bool nothing = gifts.empty() || out.waitingForSecond;
    out.storedBasis = nothing ? std::string() : gameBasis(&now);
    return out;
}

} // namespace nkb
