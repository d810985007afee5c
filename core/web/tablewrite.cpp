// A phone's write for its table (see tablewrite.h).
#include "web/tablewrite.h"

#include "gamefile/gamecheck.h"
#include "services/tableentry.h"
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

// The change key: the same write sent again is the same key, every other write a new one.
std::string changeKey(const TableKey &key, const TableWrite &w)
{
    const QByteArray digest = QCryptographicHash::hash(
        QByteArray::fromStdString(w.giftenJson + (w.finished ? "/klaar" : "/bezig") +
                                  (w.correction ? "/verbetering" : "")),
        QCryptographicHash::Sha256);
    return "tafel/" + std::to_string(key.round) + '/' + std::to_string(key.table) + '/' + std::to_string(w.game) +
           '/' + w.phone + '/' + (w.basis.empty() ? "-" : w.basis) + '/' + digest.toHex().left(32).toStdString();
}

// The game stored now, as every answer about it carries it: its gifts and its basis.
void addStored(nlohmann::ordered_json &out, const TableGameOutcome &o)
{
    out["basis"] = o.storedBasis;
    out["giften"] = nlohmann::ordered_json::parse(o.storedGiften);
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

// "A" to "D" as a seat (0 to 3); -1 for anything else.
int seatLetter(const json &value)
{
    if (!value.is_string())
        return -1;
    const std::string &text = value.get_ref<const std::string &>();
    return text.size() == 1 && text[0] >= 'A' && text[0] <= 'D' ? text[0] - 'A' : -1;
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
    bool haveBasis = false;
    for (const auto &[name, value] : doc.items()) {
        if (name == "telefoon" && value.is_string())
            w.phone = value.get<std::string>();
        else if (name == "spel" && value.is_number_integer())
            w.game = value.get<int>();
        else if (name == "basis" && value.is_string()) {
            w.basis = value.get<std::string>();
            haveBasis = true;
        } else if (name == "giften" && value.is_array())
            w.giftenJson = value.dump();
        else if (name == "klaar" && value.is_boolean())
            w.finished = value.get<bool>();
        else if (name == "verbetering" && value.is_boolean())
            w.correction = value.get<bool>();
        else if ((name == "schrijver" || name == "bevestigd") && seatLetter(value) >= 0)
            (name == "schrijver" ? w.keeper : w.confirmer) = seatLetter(value);
        else
            return "Onbekend of verkeerd veld \"" + name + "\" in het verzoek.";
    }
    if (!validPhoneId(w.phone))
        return std::string("Het verzoek mist de id van de telefoon.");
    if (action == TablePost::Action::TakeOver)
        return doc.size() == 1 ? std::variant<TableWrite, std::string>(w)
                               : std::string("Overnemen vraagt alleen de id van de telefoon.");
    const bool basisShape =
        w.basis.empty() || (w.basis.size() == 16 && std::all_of(w.basis.begin(), w.basis.end(), [](char c) {
                                return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                            }));
    if (w.game < 1 || !haveBasis || !basisShape || w.giftenJson.empty())
        return std::string("Het verzoek mist het spel, de opgeslagen stand waarop het bouwt of de giften.");
    return w;
}

Response writeTableGame(TournamentStore &store, const TableKey &key, const TableWrite &w)
{
    const auto gone = [] {
        return tableMessage(503, "De wedstrijdtafel is even niet bereikbaar; de telefoon bewaart de giften en "
                                 "stuurt ze zo opnieuw.");
    };
    // A code withdrawn since the pages last read the tournament counts no more: the store checks the
    // code's generation inside the write's own transaction (no read of its own).
    TableGameWrite write;
    write.codeGeneration = key.generation;
    write.ref = GameRef{key.round, key.table, w.game};
    write.basis = w.basis;
    write.giftenJson = w.giftenJson;
    write.finished = w.finished;
    write.correction = w.correction;
    write.keeper = w.keeper;
    write.confirmer = w.confirmer;
    store.setChangeKey(changeKey(key, w));
    const TableGameOutcome o = enterTableGame(store, write);

    nlohmann::ordered_json out;
    using Kind = TableGameOutcome::Kind;
    switch (o.kind) {
    case Kind::Stored:
        out["ok"] = true;
        out["wijziging"] = o.change;
        out["spel"] = w.game;
        out["klaar"] = o.counted;
        out["wacht_op_tweede"] = o.waitingForSecond;
        out["oordeel"] = verdictToJson(*o.verdict);
        addStored(out, o);
        return jsonAnswer(200, out);
    case Kind::Conflict:
        out["ok"] = false;
        out["botsing"] = true;
        out["melding"] = o.message;
        addStored(out, o);
        if (o.verdict)
            out["oordeel"] = verdictToJson(*o.verdict);
        return jsonAnswer(409, out);
    case Kind::Refused:
        out["ok"] = false;
        out["melding"] = o.message;
        if (o.verdict && !o.verdict->ok)
            out["oordeel"] = verdictToJson(*o.verdict);
        return jsonAnswer(422, out);
    case Kind::Counted:
    case Kind::NotTheTables:
        return tableMessage(409, o.message);
    case Kind::BadGame:
        return tableMessage(400, o.message);
    case Kind::Withdrawn:
        return tableCodeRefused();
    case Kind::Unreachable:
        break;
    }
    return gone();
}

} // namespace nkb::web
