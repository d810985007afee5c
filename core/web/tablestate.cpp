// The table's own address (see tablestate.h).
#include "web/tablestate.h"

#include "gamefile/gamecheck.h"
#include "gamefile/gamejson.h"
#include "report/html.h"
#include "tournament/outcome.h"
#include "tournament/standings.h"
#include "web/tableaccess.h"
#include "web/tableholders.h"

#include <nlohmann/json.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nkb::web {

namespace {

Response json(const QJsonObject &object)
{
    Response r;
    r.contentType = "application/json; charset=utf-8";
    r.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    r.noStore = true;
    return r;
}

// A stored game's gifts and the engine's verdict on them, as the page shows them.
void addGifts(QJsonObject &game, const Tournament &t, const GameResult &result)
{
    if (!result.giftenJson || result.pointsOnly)
        return;
    auto parsed = parseGameJson(*result.giftenJson);
    if (!std::holds_alternative<GameRecord>(parsed))
        return;
    const GameRecord &record = std::get<GameRecord>(parsed);
    const QByteArray verdict = QByteArray::fromStdString(verdictToJson(checkGame(record, ruleSetFor(t.info))).dump());
    const QByteArray gifts = QByteArray::fromStdString(nlohmann::json::parse(*result.giftenJson)["giften"].dump());
    game.insert(QStringLiteral("giften"), QJsonDocument::fromJson(gifts).array());
    game.insert(QStringLiteral("oordeel"), QJsonDocument::fromJson(verdict).object());
    game.insert(QStringLiteral("station"), QString::fromStdString(result.station));
}

QJsonObject tableJson(const Snapshot &s, const TableKey &key)
{
    const Tournament &t = s.tournament;
    // tableAccess gave the key: the round and the table are there (the final's players from the
    // standings).
    const std::vector<int> players =
        key.round == kFinalRound ? finalTablePlayers(t) : t.round(key.round)->table(key.table)->seats;
    QJsonArray seats;
    for (std::size_t i = 0; i < players.size(); ++i)
        seats.append(QJsonObject{{QStringLiteral("letter"), report::html::seatLetter(i)},
                                 {QStringLiteral("naam"), QString::fromStdString(report::html::nameOf(t, players[i]))}});
    const int games = key.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    QJsonArray played;
    for (int g = 1; g <= games; ++g) {
        const GameResult *result = t.game(key.round, key.table, g);
        QJsonArray points;
        if (result && result->finished)
            for (const int p : result->points)
                points.append(p);
        QJsonObject game{{QStringLiteral("spel"), g},
                         {QStringLiteral("stand"), result ? (result->finished ? QStringLiteral("klaar")
                                                                              : QStringLiteral("bezig"))
                                                   : s.firstEntries.count({key.round, key.table, g})
                                                       ? QStringLiteral("eerste")
                                                       : QStringLiteral("open")},
                         {QStringLiteral("punten"), points}};
        if (result)
            addGifts(game, t, *result);
        played.append(game);
    }
    return {{QStringLiteral("ronde"), key.round},
            {QStringLiteral("tafel"), key.table},
            {QStringLiteral("spelers"), seats},
            {QStringLiteral("spellen"), played}};
}

} // namespace

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

std::optional<Response> tableRoute(const Snapshot &snapshot, const Request &request, const TableHolders *holders)
{
    if (!request.path.starts_with("/tafel/"))
        return std::nullopt;
    const auto address = tableAddress(request.path);
    const std::optional<int> table =
        address && address->second == "stand" ? std::optional(address->first) : std::nullopt;
    if (!table)
        return std::nullopt; // not an address of ours: 404 as any other
    const auto key = tableAccess(snapshot, *table, request.header("x-tafelcode"));
    if (!key)
        return tableCodeRefused();
    QJsonObject answer = tableJson(snapshot, *key);
    answer.insert(QStringLiteral("invoer"), holders != nullptr);
    // The latest change this look has seen: a phone that wrote a later one keeps its own gifts.
    answer.insert(QStringLiteral("wijziging"), static_cast<qint64>(snapshot.changeId));
    if (holders) {
        const std::string phone = request.header("x-telefoon");
        const auto holder = validPhoneId(phone) ? holders->holder(*key, phone) : TableHolders::Holder::Nobody;
        const auto held = holders->holder(*key, std::string());
        answer.insert(QStringLiteral("houder"), holder == TableHolders::Holder::This ? QStringLiteral("jij")
                                                : held == TableHolders::Holder::Nobody ? QStringLiteral("niemand")
                                                                                       : QStringLiteral("ander"));
    }
    return json(answer);
}

} // namespace nkb::web
