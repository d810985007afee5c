#include "tournament/tournamentjson.h"

#include "rules/ruleset.h"
#include "rules/textinput.h"
#include "tournament/limits.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <unordered_map>

namespace nkb {

using nlohmann::json;

namespace {

json optInt(const std::optional<int> &v)
{
    return v ? json(*v) : json(nullptr);
}

} // namespace

std::string tournamentToJson(const Tournament &t)
{
    json doc;
    doc["format"] = kTournamentFormat;
    doc["version"] = t.info.rules == "nk2019" ? 1 : kTournamentFormatVersion;
    doc["tournament"] = {{"name", t.info.name},
                         {"date", t.info.date},
                         {"venue", t.info.venue},
                         {"rounds", t.info.rounds},
                         {"games_per_round", t.info.gamesPerRound},
                         {"table_of_three_places", t.info.placesThree},
                         {"final_tables", t.info.finalTables},
                         {"final_games", t.info.finalGames},
                         {"double_entry", t.info.doubleEntry},
                         {"round_minutes", t.info.roundMinutes},
                         {"rules", t.info.rules}};
    json players = json::array();
    for (const auto &p : t.players)
        players.push_back({{"start_number", p.startNumber},
                           {"name", p.name},
                           {"club", p.club},
                           {"categories", p.categories},
                           {"joins_from_round", p.joinsFromRound},
                           {"withdrawn_from_round", optInt(p.withdrawnFromRound)},
                           {"present", p.present},
                           {"person_id", p.personId},
                           {"not_published", p.notPublished}});
    doc["players"] = players;
    json rounds = json::array();
    for (const auto &r : t.rounds) {
        json tables = json::array();
        for (const auto &tb : r.tables)
            tables.push_back({{"table", tb.number}, {"seats", tb.seats}});
        // Seeds as text: a 64-bit number does not survive every JSON reader.
        rounds.push_back({{"round", r.number},
                          {"seed", r.seed ? json(std::to_string(*r.seed)) : json(nullptr)},
                          {"algorithm", r.algorithm},
                          {"tables", tables}});
    }
    doc["rounds"] = rounds;
    json games = json::array();
    for (const auto &g : t.games) {
        json giften = nullptr;
        if (g.giftenJson) {
            giften = json::parse(*g.giftenJson, nullptr, false);
            if (giften.is_discarded())
                giften = *g.giftenJson;
        }
        games.push_back({{"round", g.round},
                         {"table", g.table},
                         {"game", g.game},
                         {"finished", g.finished},
                         {"points", g.points},
                         {"points_only", g.pointsOnly},
                         {"station", g.station},
                         {"entered_at", g.enteredAt},
                         {"game_record", giften}});
    }
    doc["games"] = games;
    json lots = json::array();
    for (const auto &l : t.lots)
        lots.push_back({{"rank", l.rank},
                        {"places", l.places},
                        {"seed", std::to_string(l.seed)},
                        {"players", l.players},
                        {"order", l.order},
                        {"drawn_at", l.drawnAt}});
    doc["lots"] = lots;
    json clocks = json::array();
    for (const auto &c : t.clocks)
        clocks.push_back({{"round", c.round},
                          {"started_at", c.startedAt},
                          {"duration_seconds", c.durationSeconds},
                          {"paused_at", c.pausedAt ? json(*c.pausedAt) : json(nullptr)},
                          {"paused_seconds", c.pausedSeconds}});
    doc["round_clocks"] = clocks;
    return doc.dump(2);
}

namespace {

struct Bad {
    std::string where;
};

const json &need(const json &o, const char *key, const std::string &where)
{
    if (!o.is_object() || !o.contains(key))
        throw Bad{where + ": \"" + key + "\" ontbreekt"};
    return o.at(key);
}

int intOf(const json &o, const char *key, const std::string &where)
{
    const json &v = need(o, key, where);
    if (!v.is_number_integer())
        throw Bad{where + ": \"" + key + "\" moet een geheel getal zijn"};
    return v.get<int>();
}

std::string strOf(const json &o, const char *key, const std::string &where)
{
    const json &v = need(o, key, where);
    if (!v.is_string())
        throw Bad{where + ": \"" + key + "\" moet tekst zijn"};
    return v.get<std::string>();
}

std::vector<int> intsOf(const json &o, const char *key, const std::string &where)
{
    const json &v = need(o, key, where);
    if (!v.is_array())
        throw Bad{where + ": \"" + key + "\" moet een lijst zijn"};
    std::vector<int> out;
    for (const auto &x : v) {
        if (!x.is_number_integer())
            throw Bad{where + ": \"" + key + "\" bevat iets anders dan gehele getallen"};
        out.push_back(x.get<int>());
    }
    return out;
}

// A moment as Unix seconds (the round clock).
std::int64_t secondsOf(const json &o, const char *key, const std::string &where)
{
    const json &v = need(o, key, where);
    if (!v.is_number_integer())
        throw Bad{where + ": \"" + key + "\" moet een geheel getal zijn"};
    // Beyond year 9999 or before 1970 is no moment of a tournament (and no overflow later on).
    if (!v.is_number_unsigned() || v.get<std::uint64_t>() > 253402300799ULL)
        throw Bad{where + ": \"" + key + "\" is geen tijdstip"};
    return v.get<std::int64_t>();
}

std::uint64_t seedOf(const json &v, const std::string &where)
{
    if (!v.is_string())
        throw Bad{where + ": het zaad (seed) moet als tekst staan"};
    const auto s = v.get<std::string>();
    std::uint64_t out = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (s.empty() || ec != std::errc{} || ptr != s.data() + s.size())
        throw Bad{where + ": \"" + s + "\" is geen zaad (seed)"};
    return out;
}

} // namespace

Result<Tournament> tournamentFromJson(const std::string &text)
{
    if (!jsonNestingWithin(text))
        return ruleError(0, jsonTooDeepMessage());
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error &) {
        return ruleError(0, "Dit is geen geldige export: het bestand is onleesbaar of afgebroken.");
    } catch (const json::exception &) { // a number beyond any double ("1e999")
        return ruleError(0, "De export bevat een getal dat te groot is.");
    }
    try {
        if (!doc.is_object() || doc.value("format", std::string{}) != kTournamentFormat)
            return ruleError(
                0, "Dit is geen export van een nk-bonaken-toernooi (\"format\" ontbreekt of klopt niet).");
        const int version = intOf(doc, "version", "document");
        if (version > kTournamentFormatVersion)
            return ruleError(0, "Deze export komt uit een nieuwere versie van nk-bonaken (formaat " +
                                    std::to_string(version) + ").");
        Tournament t;
        // A named string, not a temporary: g++ 14 (Debian 13) warns that need()'s reference might
        // outlive a temporary "where" (-Wdangling-reference).
        const std::string document = "document";
        const json &ti = need(doc, "tournament", document);
        t.info.name = strOf(ti, "name", "tournament");
        t.info.date = strOf(ti, "date", "tournament");
        t.info.venue = strOf(ti, "venue", "tournament");
        t.info.rounds = intOf(ti, "rounds", "tournament");
        t.info.gamesPerRound = intOf(ti, "games_per_round", "tournament");
        t.info.placesThree = intsOf(ti, "table_of_three_places", "tournament");
        t.info.finalTables = intOf(ti, "final_tables", "tournament");
        t.info.finalGames = intOf(ti, "final_games", "tournament");
        // Exports written before double entry existed have no such setting: it was off.
        if (ti.contains("double_entry")) {
            if (!ti["double_entry"].is_boolean())
                return ruleError(0, "De export klopt niet: \"double_entry\" is geen true of false.");
            t.info.doubleEntry = ti["double_entry"].get<bool>();
        }
        // Exports written before the round clock have neither the setting nor clocks.
        if (ti.contains("round_minutes"))
            t.info.roundMinutes = intOf(ti, "round_minutes", "tournament");
        // Exports written before the rule set (issue 36) have none: they were played by the NK
        // reglement. A name this version does not know is no reason to judge by another one.
        if (ti.contains("rules")) {
            const std::string name = strOf(ti, "rules", "tournament");
            const auto rules = RuleSet::fromName(name);
            if (!rules)
                return ruleError(0, "Deze export wordt gespeeld volgens spelregels die deze versie van nk-bonaken "
                                    "niet kent: " + rules.error().message +
                                    " Werk het programma bij; er is niets geïmporteerd.");
            t.info.rules = rules->name();
        }
        if (auto e = checkInfoBounds(t.info))
            return ruleError(0, "De export klopt niet: " + *e);
        const int rounds = t.info.rounds;
        auto roundInRange = [rounds](int r, bool finalToo) {
            return (finalToo && r == kFinalRound) || (r >= 1 && r <= rounds);
        };
        int i = 0;
        std::unordered_map<std::string, int> personIds; // person id -> start number
        for (const auto &pj : need(doc, "players", document)) {
            const std::string where = "speler " + std::to_string(++i);
            Player p;
            p.startNumber = intOf(pj, "start_number", where);
            p.name = strOf(pj, "name", where);
            p.club = strOf(pj, "club", where);
            for (const auto &c : need(pj, "categories", where)) {
                if (!c.is_string())
                    throw Bad{where + ": een categorie moet tekst zijn"};
                p.categories.push_back(c.get<std::string>());
            }
            p.joinsFromRound = intOf(pj, "joins_from_round", where);
            const json &w = need(pj, "withdrawn_from_round", where);
            if (!w.is_null())
                p.withdrawnFromRound = intOf(pj, "withdrawn_from_round", where);
            if (auto e = checkPlayerFields(p.name, p.club, p.categories, false))
                throw Bad{where + ": " + *e};
            if (!roundInRange(p.joinsFromRound, false))
                throw Bad{where + ": een ronde buiten 1 tot en met " + std::to_string(rounds)};
            // Withdrawn after the last round (not in the final) is round rounds + 1 (withdrawal()).
            if (p.withdrawnFromRound && (*p.withdrawnFromRound < 1 || *p.withdrawnFromRound > rounds + 1))
                throw Bad{where + ": teruggetrokken vanaf een ronde buiten 1 tot en met " +
                          std::to_string(rounds + 1) + " (na de laatste ronde: niet in de finale)"};
            // Exports from before the check-in (schema 1) have no "present": everybody was.
            if (pj.contains("present")) {
                if (!pj["present"].is_boolean())
                    throw Bad{where + ": \"present\" moet true of false zijn"};
                p.present = pj["present"].get<bool>();
            }
            // Exports from before schema 9 have neither: the store gives each player a new person id
            // ("" here), and nobody was marked.
            if (pj.contains("person_id")) {
                p.personId = strOf(pj, "person_id", where);
                if (!p.personId.empty() && !isPersonId(p.personId))
                    throw Bad{where + ": \"person_id\" is geen persoonsnummer (een UUID)"};
                if (!p.personId.empty())
                    if (const auto [at, added] = personIds.emplace(p.personId, p.startNumber); !added)
                        throw Bad{where + " heeft hetzelfde persoonsnummer als startnummer " +
                                  std::to_string(at->second)};
            }
            if (pj.contains("not_published")) {
                if (!pj["not_published"].is_boolean())
                    throw Bad{where + ": \"not_published\" moet true of false zijn"};
                p.notPublished = pj["not_published"].get<bool>();
            }
            t.players.push_back(std::move(p));
        }
        i = 0;
        for (const auto &rj : need(doc, "rounds", document)) {
            const std::string where = "ronde " + std::to_string(++i);
            Round r;
            r.number = intOf(rj, "round", where);
            if (!roundInRange(r.number, true))
                throw Bad{where + ": ronde " + std::to_string(r.number) + " bestaat niet in dit toernooi"};
            const json &s = need(rj, "seed", where);
            if (!s.is_null())
                r.seed = seedOf(s, where);
            r.algorithm = strOf(rj, "algorithm", where);
            for (const auto &tj : need(rj, "tables", where))
                r.tables.push_back(Table{intOf(tj, "table", where), intsOf(tj, "seats", where)});
            t.rounds.push_back(std::move(r));
        }
        i = 0;
        for (const auto &gj : need(doc, "games", document)) {
            const std::string where = "spel " + std::to_string(++i);
            GameResult g;
            g.round = intOf(gj, "round", where);
            g.table = intOf(gj, "table", where);
            g.game = intOf(gj, "game", where);
            const int games = g.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
            if (!roundInRange(g.round, true) || g.game < 1 || g.game > games)
                throw Bad{where + ": een spel dat in dit toernooi niet bestaat"};
            const json &f = need(gj, "finished", where);
            const json &po = need(gj, "points_only", where);
            if (!f.is_boolean() || !po.is_boolean())
                throw Bad{where + ": \"finished\" en \"points_only\" zijn true of false"};
            g.finished = f.get<bool>();
            g.pointsOnly = po.get<bool>();
            g.points = intsOf(gj, "points", where);
            const json &rec = need(gj, "game_record", where);
            if (!rec.is_null())
                g.giftenJson = rec.is_string() ? rec.get<std::string>() : rec.dump();
            // Written since schema 3; older exports have neither.
            if (gj.contains("station"))
                g.station = strOf(gj, "station", where);
            if (gj.contains("entered_at"))
                g.enteredAt = strOf(gj, "entered_at", where);
            t.games.push_back(std::move(g));
        }
        i = 0;
        if (doc.contains("lots")) {
            for (const auto &lj : doc.at("lots")) {
                const std::string where = "loting " + std::to_string(++i);
                Lot l;
                l.rank = intOf(lj, "rank", where);
                l.places = intOf(lj, "places", where);
                l.seed = seedOf(need(lj, "seed", where), where);
                l.players = intsOf(lj, "players", where);
                l.order = intsOf(lj, "order", where);
                l.drawnAt = strOf(lj, "drawn_at", where);
                t.lots.push_back(std::move(l));
            }
        }
        i = 0;
        if (doc.contains("round_clocks")) {
            for (const auto &cj : doc.at("round_clocks")) {
                const std::string where = "klok " + std::to_string(++i);
                RoundClock c;
                c.round = intOf(cj, "round", where);
                if (!roundInRange(c.round, true))
                    throw Bad{where + ": ronde " + std::to_string(c.round) + " bestaat niet in dit toernooi"};
                if (clockOf(t, c.round))
                    throw Bad{where + ": ronde " + std::to_string(c.round) + " heeft al een klok"};
                c.startedAt = secondsOf(cj, "started_at", where);
                c.durationSeconds = intOf(cj, "duration_seconds", where);
                const json &paused = need(cj, "paused_at", where);
                if (!paused.is_null())
                    c.pausedAt = secondsOf(cj, "paused_at", where);
                c.pausedSeconds = intOf(cj, "paused_seconds", where);
                if (c.durationSeconds < 0 || c.pausedSeconds < 0)
                    throw Bad{where + ": een duur kan niet negatief zijn"};
                t.clocks.push_back(c);
            }
        }
        return t;
    } catch (const Bad &bad) {
        const bool sentence = !bad.where.empty() && bad.where.back() == '.';
        return ruleError(0, "De export klopt niet: " + bad.where + (sentence ? "" : "."));
    } catch (const std::exception &) {
        // The library's own words (type names, codes) are not for the director.
        return ruleError(0, "De export klopt niet: een waarde heeft niet de verwachte soort.");
    }
}

} // namespace nkb
