// A phone's write for its table (see tablewrite.h).
#include "web/tablewrite.h"

#include "gamefile/gamejson.h"
#include "services/gameentry.h"
#include "store/tournamentstore.h"
#include "web/tablestate.h"

#include <QCryptographicHash>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace nkb::web {

namespace {

using json = nlohmann::json;

Response jsonAnswer(int status, const nlohmann::ordered_json &body)
{
    Response r;
    r.status = status;
    r.contentType = "application/json; charset=utf-8";
    r.body = QByteArray::fromStdString(body.dump());
    r.noStore = true;
    return r;
}

// The change key: the same write sent again is the same key, every new version a new one. The
// gifts' digest keeps a page that lost its memory (and starts its versions again) from meeting an
// old key with other gifts.
std::string changeKey(const TableKey &key, const TableWrite &w)
{
    const QByteArray digest = QCryptographicHash::hash(
        QByteArray::fromStdString(w.giftenJson + (w.finished ? "/klaar" : "/bezig")), QCryptographicHash::Sha256);
    return "tafel/" + std::to_string(key.round) + '/' + std::to_string(key.table) + '/' + std::to_string(w.game) +
           '/' + w.phone + '/' + std::to_string(w.version) + '/' + digest.toHex().left(32).toStdString();
}

// `change`: the audit number of the change that stored it (0: unknown), which the page compares with
// the table's look so that a look read before this write does not take the gift back off the phone.
Response stored(const TableWrite &w, const GameVerdict &verdict, bool counted, bool waiting, long long change)
{
    nlohmann::ordered_json out;
    out["ok"] = true;
    out["wijziging"] = change;
    out["spel"] = w.game;
    out["versie"] = w.version;
    out["klaar"] = counted;
    out["wacht_op_tweede"] = waiting;
    out["oordeel"] = verdictToJson(verdict);
    return jsonAnswer(200, out);
}

} // namespace

Response tableMessage(int status, const std::string &message)
{
    nlohmann::ordered_json out;
    out["ok"] = false;
    out["melding"] = message;
    return jsonAnswer(status, out);
}

std::optional<TablePost> tablePost(std::string_view path)
{
    const auto address = tableAddress(path);
    if (address && address->second == "spel")
        return TablePost{address->first, TablePost::Action::Game};
    if (address && address->second == "overnemen")
        return TablePost{address->first, TablePost::Action::TakeOver};
    return std::nullopt;
}

Response holderAnswer(TableHolders::Holder holder)
{
    nlohmann::ordered_json out;
    const bool mine = holder == TableHolders::Holder::This;
    out["ok"] = mine;
    out["houder"] = mine ? "jij" : "ander";
    if (!mine)
        out["melding"] = "Een andere telefoon voert deze tafel nu in.";
    return jsonAnswer(mine ? 200 : 409, out);
}

namespace {

// How deep the body's arrays and objects go (strings skipped): a game is 4 deep; a body of 16 KB
// of brackets would make every later walk over it (dump, judge) recurse 8,000 times, too deep for a
// thread's stack on Windows.
int nesting(std::string_view body)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

} // namespace

std::variant<TableWrite, std::string> parseTableWrite(std::string_view body, TablePost::Action action)
{
    if (nesting(body) > 8)
        return std::string("Het verzoek is dieper genest dan een spel.");
    const json doc = json::parse(body, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return std::string("Het verzoek is geen JSON-object.");
    TableWrite w;
    for (const auto &[name, value] : doc.items()) {
        if (name == "telefoon" && value.is_string())
            w.phone = value.get<std::string>();
        else if (name == "spel" && value.is_number_integer())
            w.game = value.get<int>();
        else if (name == "versie" && value.is_number_integer())
            w.version = value.get<long long>();
        else if (name == "giften" && value.is_array())
            w.giftenJson = value.dump();
        else if (name == "klaar" && value.is_boolean())
            w.finished = value.get<bool>();
        else
            return "Onbekend of verkeerd veld \"" + name + "\" in het verzoek.";
    }
    if (!validPhoneId(w.phone))
        return std::string("Het verzoek mist de id van de telefoon.");
    if (action == TablePost::Action::TakeOver)
        return doc.size() == 1 ? std::variant<TableWrite, std::string>(w)
                               : std::string("Overnemen vraagt alleen de id van de telefoon.");
    if (w.game < 1 || w.version < 1 || w.giftenJson.empty())
        return std::string("Het verzoek mist het spel, de versie of de giften.");
    return w;
}

Response writeTableGame(TournamentStore &store, TableWriteLog &log, const TableKey &key, const TableWrite &w)
{
    const auto gone = [] {
        return tableMessage(503, "De wedstrijdtafel is even niet bereikbaar; de telefoon bewaart de giften en "
                                 "stuurt ze zo opnieuw.");
    };
    // A code withdrawn since the pages last read the tournament counts no more: the store is asked.
    const auto generations = store.tableCodeGenerations();
    if (!generations)
        return gone();
    if (tableKey(*generations, key.round, key.table).generation != key.generation)
        return tableCodeRefused();
    long long &newest = log.versions[{key.round, key.table, w.game, w.phone}];
    if (w.version < newest) // sent before a newer version that is stored already
        return tableMessage(409, "Een nieuwere versie van dit spel is al opgeslagen.");

    const GameRef ref{key.round, key.table, w.game};
    auto part = store.forGame(ref);
    if (!part)
        return part.error().unusable() ? gone() : tableMessage(409, part.error().message);
    const int games = key.round == kFinalRound ? part->info.finalGames : part->info.gamesPerRound;
    if (w.game > games)
        return tableMessage(400, "Deze ronde heeft " + std::to_string(games) + " spellen.");
    auto names = tableNames(*part, key.round, key.table);
    if (!names)
        return tableMessage(409, names.error().message);
    json text{{"players", *names}, {"giften", json::parse(w.giftenJson)}};
    auto parsed = parseGameJson(text.dump());
    if (const auto *bad = std::get_if<GameParseError>(&parsed))
        return tableMessage(400, "Onleesbaar spel: " + bad->message);
    GameRecord game = std::get<GameRecord>(std::move(parsed));
    if (game.players.size() == 3)
        game.placesOfThree = part->info.placesThree;
    JudgedGame judged = judge(game, ruleSetFor(part->info));
    // Each gift's dealer as the engine judged it, written in as the desk writes it (its Gever field):
    // with double entry the phone's game and the referee's typing of the sheet then compare alike.
    if (judged.verdict().ok) {
        bool filled = false;
        for (std::size_t i = 0; i < game.giften.size() && i < judged.verdict().giften.size(); ++i)
            if (!game.giften[i].dealer) {
                game.giften[i].dealer = judged.verdict().giften[i].dealer;
                filled = true;
            }
        if (filled)
            judged = judge(std::move(game), ruleSetFor(part->info));
    }
    const GameVerdict &verdict = judged.verdict();

    if (const GameResult *now = part->game(key.round, key.table, w.game); now && now->finished) {
        // A counted game is the desk's to correct; only the same "Spel klaar" sent again is answered.
        if (w.finished && now->giftenJson == storedGameJson(judged.game()))
            return stored(w, verdict, true, false, 0);
        return tableMessage(409, "Spel " + std::to_string(w.game) +
                                     " telt al; een verbetering gaat via de wedstrijdtafel.");
    }
    if (!verdict.ok) {
        nlohmann::ordered_json out;
        out["ok"] = false;
        const RuleError &e = *verdict.error;
        out["melding"] = (verdict.errorGift > 0 ? "Gift " + std::to_string(verdict.errorGift) + ": " : std::string()) +
                         e.message;
        out["oordeel"] = verdictToJson(verdict);
        return jsonAnswer(422, out);
    }
    if (w.finished && !verdict.finished)
        return tableMessage(422, "Het spel is nog niet afgelopen: er is nog geen uitslag om op te slaan.");

    store.setStation(phoneStation(key.table));
    store.setChangeKey(changeKey(key, w));
    auto entered = enterGame(store, ref, judged, w.finished ? EntryMode::Result : EntryMode::InProgress);
    if (!entered) {
        const StoreError &e = entered.error();
        if (e.alreadyStored()) {
            newest = std::max(newest, w.version);
            return stored(w, verdict, w.finished, false, store.lastChangeId());
        }
        if (e.unusable())
            return gone();
        return tableMessage(e.kind == StoreError::Kind::Refused && e.rule > 0 ? 422 : 409, e.message);
    }
    newest = std::max(newest, w.version);
    return stored(w, verdict, entered->entered.result.finished, entered->entered.waitingForSecond,
                  store.lastChangeId());
}

} // namespace nkb::web
