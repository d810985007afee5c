#include "gamefile/gamejson.h"

#include "rules/textinput.h"

#include <nlohmann/json.hpp>

namespace nkb {

namespace {

using nlohmann::json;

struct Bad {
    std::string message;
};

[[noreturn]] void fail(const std::string &where, const std::string &what)
{
    throw Bad{where + ": " + what};
}

std::string str(const json &j, const std::string &where)
{
    if (!j.is_string())
        fail(where, "hier hoort tekst");
    return j.get<std::string>();
}

int integer(const json &j, const std::string &where)
{
    if (!j.is_number_integer())
        fail(where, "hier hoort een geheel getal");
    const auto v = j.get<long long>();
    if (v < -1000000 || v > 1000000)
        fail(where, "getal buiten bereik");
    return static_cast<int>(v);
}

Card card(const json &j, const std::string &where)
{
    const std::string s = str(j, where);
    const auto c = parseCard(s);
    if (!c)
        fail(where, "'" + s + "' is geen kaart (schrijf bijvoorbeeld JH, TS, 10S, 7C of BH)");
    return *c;
}

std::vector<Card> cards(const json &j, const std::string &where)
{
    if (j.is_string()) // a single card, e.g. "blind": "7S"
        return {card(j, where)};
    if (!j.is_array())
        fail(where, "hier hoort een lijst kaarten");
    std::vector<Card> out;
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(card(j[i], where + "[" + std::to_string(i + 1) + "]"));
    return out;
}

std::map<std::string, std::vector<Card>> cardsPerPlayer(const json &j, const std::string &where)
{
    if (!j.is_object())
        fail(where, "hier hoort per speler een lijst kaarten");
    std::map<std::string, std::vector<Card>> out;
    for (const auto &[name, list] : j.items())
        out[name] = cards(list, where + "." + name);
    return out;
}

constexpr IrregularityKind kIrregularities[] = {IrregularityKind::Verzaking,      IrregularityKind::ValsRoemen,
                                               IrregularityKind::WrongCardCount, IrregularityKind::OutOfTurn,
                                               IrregularityKind::Revealing,      IrregularityKind::MisereNoTrump};

IrregularityKind irregularityKind(const std::string &s, const std::string &where)
{
    for (const IrregularityKind k : kIrregularities)
        if (s == irregularityName(k))
            return k;
    fail(where, "onbekende onregelmatigheid '" + s +
                    "' (verzaking, vals_roemen, wrong_card_count, out_of_turn, revealing, misere_no_trump)");
}

Irregularity irregularity(const json &v, const std::string &at)
{
    if (!v.is_object() || !v.contains("kind") || !v.contains("by"))
        fail(at, "hier hoort {\"kind\": …, \"by\": naam}");
    for (const auto &[ik, iv] : v.items()) {
        (void)iv;
        if (ik != "kind" && ik != "by")
            fail(at + "." + ik, "onbekend veld");
    }
    return Irregularity{irregularityKind(str(v["kind"], at + ".kind"), at + ".kind"),
                        str(v["by"], at + ".by")};
}

GiftRecord gift(const json &j, const std::string &where)
{
    if (!j.is_object())
        fail(where, "een gift is een object");
    GiftRecord g;
    for (const auto &[key, v] : j.items()) {
        const std::string at = where + "." + key;
        if (key == "redeal") {
            if (!v.is_boolean())
                fail(at, "hier hoort true of false");
            g.redeal = v.get<bool>();
        } else if (key == "dealer") {
            g.dealer = str(v, at);
        } else if (key == "bids") {
            if (!v.is_array())
                fail(at, "hier hoort een lijst van [naam, bod]");
            std::vector<std::pair<std::string, std::string>> bids;
            for (std::size_t i = 0; i < v.size(); ++i) {
                const std::string bi = at + "[" + std::to_string(i + 1) + "]";
                if (!v[i].is_array() || v[i].size() != 2)
                    fail(bi, "hier hoort [naam, bod]");
                const json &call = v[i][1];
                bids.emplace_back(str(v[i][0], bi), call.is_number_integer()
                                                        ? std::to_string(call.get<long long>())
                                                        : str(call, bi));
            }
            g.bids = std::move(bids);
        } else if (key == "spelers") {
            if (!v.is_array())
                fail(at, "hier hoort een lijst namen");
            std::vector<std::string> names;
            for (std::size_t i = 0; i < v.size(); ++i)
                names.push_back(str(v[i], at));
            g.spelers = std::move(names);
        } else if (key == "contract") {
            g.contract = v.is_number_integer() ? std::to_string(v.get<long long>()) : str(v, at);
        } else if (key == "trump") {
            g.trump = v.is_null() ? std::string("none") : str(v, at);
        } else if (key == "roem") {
            g.roem = integer(v, at);
        } else if (key == "points") {
            g.points = integer(v, at);
        } else if (key == "tricks") {
            if (!v.is_object())
                fail(at, "hier hoort per Speler het aantal slagen");
            std::map<std::string, int> t;
            for (const auto &[name, n] : v.items())
                t[name] = integer(n, at + "." + name);
            g.tricks = std::move(t);
        } else if (key == "won") {
            if (v.is_boolean()) {
                g.wonAll = v.get<bool>();
            } else if (v.is_object()) {
                std::map<std::string, bool> w;
                for (const auto &[name, b] : v.items()) {
                    if (!b.is_boolean())
                        fail(at + "." + name, "hier hoort true of false");
                    w[name] = b.get<bool>();
                }
                g.wonPer = std::move(w);
            } else {
                fail(at, "hier hoort true, false of per Speler true/false");
            }
        } else if (key == "irregularity" || key == "irregularities") {
            if (j.contains("irregularity") && j.contains("irregularities"))
                fail(where,
                     "een gift heeft \"irregularity\" (één) of \"irregularities\" (een lijst), niet allebei");
            if (key == "irregularity") {
                g.irregularities.push_back(irregularity(v, at));
            } else {
                if (!v.is_array() || v.empty())
                    fail(at, "hier hoort een lijst van {\"kind\": …, \"by\": naam}, in de volgorde waarin ze "
                             "gebeurden");
                for (std::size_t i = 0; i < v.size(); ++i)
                    g.irregularities.push_back(irregularity(v[i], at + "[" + std::to_string(i + 1) + "]"));
            }
        } else if (key == "cards") {
            if (!v.is_object())
                fail(at, "hier hoort het kaartverloop (hands, open, blind, discard, tricks)");
            CardRecord r;
            for (const auto &[ck, cv] : v.items()) {
                const std::string cat = at + "." + ck;
                if (ck == "hands")
                    r.hands = cardsPerPlayer(cv, cat);
                else if (ck == "open")
                    r.open = cards(cv, cat);
                else if (ck == "blind")
                    r.blind = cards(cv, cat);
                else if (ck == "discard")
                    r.discard = cardsPerPlayer(cv, cat);
                else if (ck == "trump")
                    g.trump = cv.is_null() ? std::string("none") : str(cv, cat);
                else if (ck == "tricks") {
                    if (!cv.is_array())
                        fail(cat, "hier hoort een lijst slagen");
                    for (std::size_t i = 0; i < cv.size(); ++i)
                        r.tricks.push_back(cards(cv[i], cat + "[" + std::to_string(i + 1) + "]"));
                } else
                    fail(cat, "onbekend veld");
            }
            g.cards = std::move(r);
        } else {
            fail(at, "onbekend veld");
        }
    }
    return g;
}

using ordered = nlohmann::ordered_json;

ordered cardsJson(const std::vector<Card> &cards)
{
    ordered list = ordered::array();
    for (const Card c : cards)
        list.push_back(toString(c));
    return list;
}

ordered cardsPerPlayerJson(const std::map<std::string, std::vector<Card>> &perPlayer)
{
    ordered j = ordered::object();
    for (const auto &[name, cards] : perPlayer)
        j[name] = cardsJson(cards);
    return j;
}

ordered giftJson(const GiftRecord &g)
{
    ordered j = ordered::object();
    if (g.dealer)
        j["dealer"] = *g.dealer;
    if (g.redeal)
        j["redeal"] = true;
    if (g.bids) {
        ordered bids = ordered::array();
        for (const auto &[name, call] : *g.bids)
            bids.push_back(ordered::array({name, call}));
        j["bids"] = bids;
    }
    if (g.spelers)
        j["spelers"] = *g.spelers;
    if (g.contract)
        j["contract"] = *g.contract;
    if (g.trump)
        j["trump"] = *g.trump;
    if (g.roem)
        j["roem"] = *g.roem;
    if (g.points)
        j["points"] = *g.points;
    if (g.tricks) {
        ordered t = ordered::object();
        for (const auto &[name, n] : *g.tricks)
            t[name] = n;
        j["tricks"] = t;
    }
    if (g.wonAll) {
        j["won"] = *g.wonAll;
    } else if (g.wonPer) {
        ordered w = ordered::object();
        for (const auto &[name, b] : *g.wonPer)
            w[name] = b;
        j["won"] = w;
    }
    // One irregularity in the single-object form older readers know; more as a list.
    auto irregularityJson = [](const Irregularity &irr) {
        return ordered{{"kind", irregularityName(irr.kind)}, {"by", irr.by}};
    };
    if (g.irregularities.size() == 1) {
        j["irregularity"] = irregularityJson(g.irregularities.front());
    } else if (g.irregularities.size() > 1) {
        ordered list = ordered::array();
        for (const Irregularity &irr : g.irregularities)
            list.push_back(irregularityJson(irr));
        j["irregularities"] = list;
    }
    if (g.cards) {
        const CardRecord &r = *g.cards;
        ordered tricks = ordered::array();
        for (const auto &trick : r.tricks)
            tricks.push_back(cardsJson(trick));
        j["cards"] = ordered{{"hands", cardsPerPlayerJson(r.hands)},
                             {"open", cardsJson(r.open)},
                             {"blind", cardsJson(r.blind)},
                             {"discard", cardsPerPlayerJson(r.discard)},
                             {"tricks", tricks}};
    }
    return j;
}

} // namespace

const char *irregularityName(IrregularityKind kind)
{
    switch (kind) {
    case IrregularityKind::Verzaking: return "verzaking";
    case IrregularityKind::ValsRoemen: return "vals_roemen";
    case IrregularityKind::WrongCardCount: return "wrong_card_count";
    case IrregularityKind::OutOfTurn: return "out_of_turn";
    case IrregularityKind::Revealing: return "revealing";
    case IrregularityKind::MisereNoTrump: return "misere_no_trump";
    }
    return "verzaking";
}

namespace {

ordered gameObject(const GameRecord &game)
{
    ordered j = ordered::object();
    j["players"] = game.players;
    if (game.placesOfThree)
        j["table_of_three_places"] = *game.placesOfThree;
    ordered giften = ordered::array();
    for (const GiftRecord &g : game.giften)
        giften.push_back(giftJson(g));
    j["giften"] = giften;
    return j;
}

} // namespace

std::string writeGameJson(const GameRecord &game) { return gameObject(game).dump(); }

std::string storedGameJson(const GameRecord &game) { return nlohmann::json(gameObject(game)).dump(); }

std::variant<GameRecord, GameParseError> parseGameJson(std::string_view text)
{
    if (!jsonNestingWithin(text))
        return GameParseError{jsonTooDeepMessage()};
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        return GameParseError{std::string("Geen geldige JSON (positie ") + std::to_string(e.byte) + ")."};
    } catch (const json::exception &) {
        // e.g. a number too large for any game ("1e999"): the library's own text is not for a referee.
        return GameParseError{"Het bestand bevat een getal dat te groot is."};
    }
    try {
        if (!j.is_object())
            fail("spel", "het bestand moet een JSON-object zijn");
        GameRecord game;
        if (!j.contains("players") || !j["players"].is_array())
            fail("players", "de lijst spelers ontbreekt");
        for (std::size_t i = 0; i < j["players"].size(); ++i)
            game.players.push_back(str(j["players"][i], "players[" + std::to_string(i + 1) + "]"));
        for (const auto &[key, v] : j.items()) {
            if (key == "players")
                continue;
            if (key == "table_of_three_places") {
                if (!v.is_array())
                    fail(key, "hier hoort een lijst punten, bijvoorbeeld [10, 8, 4]");
                std::vector<int> places;
                for (std::size_t i = 0; i < v.size(); ++i)
                    places.push_back(integer(v[i], key));
                game.placesOfThree = std::move(places);
            } else if (key == "giften") {
                if (!v.is_array())
                    fail(key, "hier hoort een lijst giften");
                for (std::size_t i = 0; i < v.size(); ++i)
                    game.giften.push_back(gift(v[i], "gift " + std::to_string(i + 1)));
            } else {
                fail(key, "onbekend veld");
            }
        }
        return game;
    } catch (const Bad &b) {
        return GameParseError{b.message};
    } catch (const nlohmann::json::exception &) {
        return GameParseError{"Onleesbaar spel: het bestand heeft niet de vorm van een spel."};
    }
}

} // namespace nkb
