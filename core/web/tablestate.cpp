// The table's own address (see tablestate.h).
#include "web/tablestate.h"

#include "report/html.h"
#include "web/tableaccess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nkb::web {

namespace {

// "/tafel/7/stand" → 7; nothing for any other form (a sign, leading zeros, letters, too long).
std::optional<int> tableOf(std::string_view path)
{
    constexpr std::string_view kPrefix = "/tafel/";
    constexpr std::string_view kSuffix = "/stand";
    if (!path.starts_with(kPrefix) || !path.ends_with(kSuffix) || path.size() <= kPrefix.size() + kSuffix.size())
        return std::nullopt;
    const auto n = pathNumber(path.substr(kPrefix.size(), path.size() - kPrefix.size() - kSuffix.size()));
    if (!n || *n < 1 || *n > kMaxTableNumber)
        return std::nullopt;
    return n;
}

Response json(const QJsonObject &object)
{
    Response r;
    r.contentType = "application/json; charset=utf-8";
    r.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    r.noStore = true;
    return r;
}

QJsonObject tableJson(const Tournament &t, const TableKey &key)
{
    // tableAccess gave the key: the round and the table are there.
    const Table *table = t.round(key.round)->table(key.table);
    QJsonArray seats;
    for (std::size_t i = 0; i < table->seats.size(); ++i)
        seats.append(QJsonObject{{QStringLiteral("letter"), report::html::seatLetter(i)},
                                 {QStringLiteral("naam"), QString::fromStdString(report::html::nameOf(t, table->seats[i]))}});
    const int games = key.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    QJsonArray played;
    for (int g = 1; g <= games; ++g) {
        const GameResult *result = t.game(key.round, key.table, g);
        QJsonArray points;
        if (result && result->finished)
            for (const int p : result->points)
                points.append(p);
        played.append(QJsonObject{
            {QStringLiteral("spel"), g},
            {QStringLiteral("stand"), !result ? QStringLiteral("open")
                                      : result->finished ? QStringLiteral("klaar")
                                                         : QStringLiteral("bezig")},
            {QStringLiteral("punten"), points}});
    }
    return {{QStringLiteral("ronde"), key.round},
            {QStringLiteral("tafel"), key.table},
            {QStringLiteral("spelers"), seats},
            {QStringLiteral("spellen"), played}};
}

} // namespace

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

std::optional<Response> tableRoute(const Snapshot &snapshot, const Request &request)
{
    if (!request.path.starts_with("/tafel/"))
        return std::nullopt;
    const auto table = tableOf(request.path);
    if (!table)
        return std::nullopt; // not an address of ours: 404 as any other
    const auto key = tableAccess(snapshot, *table, request.header("x-tafelcode"));
    if (!key)
        return tableCodeRefused();
    return json(tableJson(snapshot.tournament, *key));
}

} // namespace nkb::web
