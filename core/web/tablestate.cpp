// The table's own address (see tablestate.h).
#include "web/tablestate.h"

#include "gamefile/gamecheck.h"
#include "gamefile/gamejson.h"
#include "rules/bid.h"
#include "report/html.h"
#include "tournament/entries.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"
#include "tournament/standings.h"
#include "web/tableaccess.h"
#include "web/tableholders.h"

#include <nlohmann/json.hpp>

#include <atomic>

namespace nkb::web {

namespace {

using ojson = nlohmann::ordered_json;

std::atomic<long long> g_looksBuilt{0};

// A stored game's gifts and the engine's verdict on them, as the page shows them, with the stored
// state a write builds on.
void addGifts(ojson &game, const Tournament &t, const GameResult &result)
{
    game["basis"] = gameBasis(&result);
    if (!result.giftenJson || result.pointsOnly)
        return;
    auto parsed = parseGameJson(*result.giftenJson);
    if (!std::holds_alternative<GameRecord>(parsed))
        return;
    const GameRecord &record = std::get<GameRecord>(parsed);
    game["giften"] = ojson::parse(*result.giftenJson)["giften"];
    game["oordeel"] = verdictToJson(checkGame(record, ruleSetFor(t.info)));
    game["station"] = result.station;
}

// The rule set for the table page: its name and title, where it differs from the NK, the bids it
// offers (the page's buttons) and whether it has penalties for irregularities (the page's list).
ojson rulesJson(const TournamentInfo &info)
{
    ojson out{{"naam", info.rules}, {"titel", rulesTitle(info)}, {"anders", ojson::array()},
              {"biedingen", ojson::array()}, {"onregelmatigheden", true}};
    if (const auto rules = RuleSet::fromName(info.rules)) {
        for (const std::string &line : rules->differencesFromNk())
            out["anders"].push_back(line);
        for (const std::string &bid : offeredBids(*rules))
            out["biedingen"].push_back(bid);
        out["onregelmatigheden"] = rules->irregularities;
    }
    return out;
}

// The table's look without what depends on the phone asking: the same for every look at this
// snapshot, so it is made once (TableLooks).
std::string tableJson(const Snapshot &s, const TableKey &key)
{
    ++g_looksBuilt;
    const Tournament &t = s.tournament;
    // tableAccess gave the key: the round and the table are there (the final's players from the
    // standings).
    const std::vector<int> players =
        key.round == kFinalRound ? finalTablePlayers(t) : t.round(key.round)->table(key.table)->seats;
    ojson seats = ojson::array();
    for (std::size_t i = 0; i < players.size(); ++i)
        seats.push_back(ojson{{"letter", report::html::seatLetter(i).toStdString()},
                              {"naam", report::html::nameOf(t, players[i])}});
    const int games = key.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    ojson played = ojson::array();
    for (int g = 1; g <= games; ++g) {
        const GameResult *result = t.game(key.round, key.table, g);
        ojson points = ojson::array();
        if (result && result->finished)
            for (const int p : result->points)
                points.push_back(p);
        const char *state = result ? (result->finished ? "klaar" : "bezig")
                            : s.firstEntries.count({key.round, key.table, g}) ? "eerste"
                                                                              : "open";
        ojson game{{"spel", g}, {"stand", state}, {"punten", points}, {"basis", ""}};
        if (result)
            addGifts(game, t, *result);
        played.push_back(std::move(game));
    }
    ojson out{{"ronde", key.round},
              {"tafel", key.table},
              {"spellen_per_ronde", games},
              {"spelers", seats},
              {"spellen", played},
              // The rule set the engine judges by, and where it differs from the NK (empty for the NK).
              {"spelregels", rulesJson(t.info)},
              // The latest change this look has seen: a phone that wrote a later one keeps its own gifts.
              {"wijziging", s.changeId}};
    return out.dump();
}

} // namespace

long long TableLooks::built()
{
    return g_looksBuilt.load();
}

void TableLooks::setSnapshot(const Snapshot &snapshot)
{
    // By its version, not its address: a new snapshot may be made where an old one was freed.
    if (snapshot.version != m_version || snapshot.salt != m_salt) {
        m_looks.clear();
        m_version = snapshot.version;
        m_salt = snapshot.salt;
    }
}

const std::string &TableLooks::look(const Snapshot &snapshot, const TableKey &key)
{
    setSnapshot(snapshot);
    const auto id = std::make_tuple(key.round, key.table, key.generation);
    auto it = m_looks.find(id);
    if (it == m_looks.end())
        it = m_looks.emplace(id, tableJson(snapshot, key)).first;
    return it->second;
}

std::optional<std::pair<int, std::string_view>> tableAddress(std::string_view path)
{
    constexpr std::string_view kPrefix = "/tafel/";
    if (!path.starts_with(kPrefix))
        return std::nullopt;
    path.remove_prefix(kPrefix.size());
    const auto slash = path.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    const auto n = pathNumber(path.substr(0, slash));
    if (!n || *n < 1 || *n > kMaxTableNumber)
        return std::nullopt;
    return std::pair{*n, path.substr(slash + 1)};
}

Response tableCodeRefused()
{
    Response r;
    r.status = 403;
    r.contentType = "text/plain; charset=utf-8";
    r.body = "Deze tafelcode geldt niet (meer). Scan de QR-code op het wedstrijdformulier van deze ronde, of "
             "vraag de wedstrijdleiding om een nieuw formulier.\n";
    r.noStore = true;
    return r;
}

std::optional<Response> tableRoute(const Snapshot &snapshot, const Request &request, TableLooks &looks,
                                   const TableHolders *holders, TableNonces *nonces)
{
    if (!request.path.starts_with("/tafel/"))
        return std::nullopt;
    const auto address = tableAddress(request.path);
    const std::optional<int> table =
        address && address->second == "stand" ? std::optional(address->first) : std::nullopt;
    if (!table)
        return std::nullopt; // not an address of ours: 404 as any other
    const TableSigned signedRequest = tableSigned(request);
    const auto key = tableAccess(snapshot, *table, signedRequest);
    if (!key)
        return tableCodeRefused();
    // The snapshot's look, closed with what this phone is told: whether entry at the table is on
    // and who holds the table.
    std::string body = looks.look(snapshot, *key);
    body.pop_back(); // its closing brace
    body += std::string(",\"invoer\":") + (holders ? "true" : "false");
    const std::string phone(signedRequest.phone); // its shape checked with the signature
    if (holders) {
        const auto holder = holders->holder(*key, phone);
        const auto held = holders->holder(*key, std::string());
        body += std::string(",\"houder\":\"") +
                (holder == TableHolders::Holder::This     ? "jij"
                 : held == TableHolders::Holder::Nobody ? "niemand"
                                                        : "ander") +
                '"';
    }
    body += '}';
    Response r;
    r.contentType = "application/json; charset=utf-8";
    r.body = QByteArray::fromStdString(body);
    r.noStore = true;
    if (holders && nonces) // a number for this phone's next write
        r.headers.emplace_back("X-Tafelnonce", QByteArray::fromStdString(nonces->issue(*key, phone)));
    return r;
}

} // namespace nkb::web
