// A table's own address (docs/table-entry.md): GET /tafel/N/stand signed with the table's code
// (web/tablesign.h; the code itself never travels) shows that table of the round being played and
// nothing else; every other code (10,000 random ones, another table's, a withdrawn one, a finished
// round's, none at all, the code itself sent in the clear, a signature made for another address)
// gets the very same answer, byte for byte. The codes are made here from the stored secret with the
// function whose known answers tests/web/test_web_tablecode.cpp checks against Python's HMAC.
#include "tablesigner.h"
#include "webfixture.h"

#include "web/site.h"
#include "web/tablecode.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

using namespace nkb;
using namespace nkbtest;

namespace {

// A look signed with `code` (for `signedFor`, when given: a signature made for another address).
web::Request tableRequest(const std::string &path, const std::optional<std::string> &code,
                          const std::string &signedFor = {})
{
    std::string raw = "GET " + path + " HTTP/1.1\r\nHost: 192.168.1.10:8080\r\n";
    if (code)
        raw += signedHeaders(*code, "GET", signedFor.empty() ? path : signedFor, kPhone, kLookNonce);
    raw += "\r\n";
    const web::Parsed p = web::parseRequest(raw);
    REQUIRE(p.state == web::Parsed::State::Complete);
    return p.request;
}

QByteArray answer(web::Site &site, const std::string &path, const std::optional<std::string> &code,
                  const std::string &signedFor = {})
{
    // The date is fixed: the bytes of two answers are compared.
    return web::serialise(site.respond(tableRequest(path, code, signedFor)), false, true,
                          "Sat, 28 Nov 2026 12:00:00 GMT");
}

// The code itself in a header, as the first pages sent it: it travels in the clear, so it opens nothing.
QByteArray answerToCleartext(web::Site &site, const std::string &path, const std::string &code)
{
    const web::Parsed p = web::parseRequest("GET " + path + " HTTP/1.1\r\nHost: 192.168.1.10:8080\r\nX-Tafelcode: " +
                                            code + "\r\nX-Telefoon: " + kPhone + "\r\n\r\n");
    REQUIRE(p.state == web::Parsed::State::Complete);
    return web::serialise(site.respond(p.request), false, true, "Sat, 28 Nov 2026 12:00:00 GMT");
}

std::string randomCode()
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    std::string code;
    for (std::size_t i = 0; i < web::kTableCodeLength; ++i)
        code.push_back(kAlphabet[QRandomGenerator::global()->bounded(32)]);
    return code;
}

struct Tables {
    QTemporaryDir dir;
    std::string db = filePath(dir, "tafels.bonaken");
    Tables() { makeWebTournament(dir, db, 16, 1); } // round 1 played, round 2 drawn: 4 tables
    std::string code(int round, int table, int generation = 1) const
    {
        auto store = reopen(db);
        return web::tableCode(store->tableSecret().value(), {round, table, generation});
    }
};

} // namespace

TEST_CASE("Table page: a table's code shows that table of the round being played, and is never stored",
          "[web][tablecode][store]")
{
    const Tables f;
    web::Site site;
    site.setSnapshot(snapshotOf(f.db));
    const web::Response r = site.respond(tableRequest("/tafel/3/stand", f.code(2, 3)));
    REQUIRE(r.status == 200);
    CHECK(r.etag.isEmpty());
    const QByteArray bytes = web::serialise(r, false, true, "Sat, 28 Nov 2026 12:00:00 GMT");
    CHECK(bytes.contains("Cache-Control: no-store\r\n"));
    const QJsonObject j = QJsonDocument::fromJson(r.body).object();
    CHECK(j.value(QStringLiteral("ronde")).toInt() == 2);
    CHECK(j.value(QStringLiteral("tafel")).toInt() == 3);
    // The names and seat letters as the table's own seating says (the CLI's view of round 2).
    const nlohmann::json tables = cliJson(f.db, {"tables", "--round", "2"});
    nlohmann::json three;
    for (const auto &t : tables)
        if (t["table"] == 3)
            three = t;
    const QJsonArray seats = j.value(QStringLiteral("spelers")).toArray();
    REQUIRE(seats.size() == static_cast<qsizetype>(three["players"].size()));
    for (qsizetype i = 0; i < seats.size(); ++i) {
        CHECK(seats[i].toObject().value(QStringLiteral("letter")).toString() == QString(QChar(static_cast<char16_t>(u'A' + i))));
        CHECK(seats[i].toObject().value(QStringLiteral("naam")).toString().toStdString() ==
              three["players"][static_cast<std::size_t>(i)].get<std::string>());
    }
    const QJsonArray games = j.value(QStringLiteral("spellen")).toArray();
    REQUIRE(games.size() == 2);
    CHECK(games[0].toObject().value(QStringLiteral("stand")).toString() == QStringLiteral("open"));
    // Never a 304: a phone always gets the table as it is now.
    web::Request again = tableRequest("/tafel/3/stand", f.code(2, 3));
    CHECK(site.respond(again).status == 200);
}

TEST_CASE("Table page: 10,000 random codes, other tables', a withdrawn, a finished round's and none get one answer",
          "[web][tablecode][security][store]")
{
    const Tables f;
    {
        auto store = reopen(f.db);
        REQUIRE(store->withdrawTableCode(2, 4).ok()); // table 4's first code is withdrawn
    }
    web::Site site;
    site.setSnapshot(snapshotOf(f.db));
    const QByteArray refused = answer(site, "/tafel/1/stand", std::nullopt);
    REQUIRE(refused.startsWith("HTTP/1.1 403 Forbidden\r\n"));
    CHECK(refused.contains("Cache-Control: no-store\r\n"));
    CHECK(refused.contains("Deze tafelcode geldt niet (meer)"));

    // The right codes open their own table: the refusals below are not a server that refuses all.
    REQUIRE(answer(site, "/tafel/1/stand", f.code(2, 1)).startsWith("HTTP/1.1 200 OK"));
    REQUIRE(answer(site, "/tafel/4/stand", f.code(2, 4, 2)).startsWith("HTTP/1.1 200 OK"));

    const std::vector<std::pair<std::string, std::string>> wrong{
        {"/tafel/1/stand", f.code(2, 2)},                  // another table's code
        {"/tafel/2/stand", f.code(2, 1)},                  // and the other way round
        {"/tafel/4/stand", f.code(2, 4, 1)},               // withdrawn (generation 1, now 2)
        {"/tafel/4/stand", f.code(2, 4, 3)},               // not yet given out
        {"/tafel/1/stand", f.code(1, 1)},                  // round 1's: that round is finished
        {"/tafel/1/stand", f.code(3, 1)},                  // a round not drawn yet
        {"/tafel/5/stand", f.code(2, 5)},                  // a table that round 2 does not have
        {"/tafel/99/stand", f.code(2, 99)},
        {"/tafel/1/stand", ""},                            // empty
        {"/tafel/1/stand", f.code(2, 1).substr(0, 25)},    // one character short
        {"/tafel/1/stand", f.code(2, 1) + "A"},            // one too many
        {"/tafel/1/stand", QString::fromStdString(f.code(2, 1)).toLower().toStdString()},
    };
    for (const auto &[path, code] : wrong) {
        CAPTURE(path, code);
        CHECK(answer(site, path, code) == refused);
    }
    // The right code, but sent in the clear, or a signature recorded on table 1's address sent to
    // table 2's.
    CHECK(answerToCleartext(site, "/tafel/1/stand", f.code(2, 1)) == refused);
    CHECK(answer(site, "/tafel/2/stand", f.code(2, 1), "/tafel/1/stand") == refused);
    CHECK(answer(site, "/tafel/1/stand", f.code(2, 1), "/tafel/1/spel") == refused);
    int different = 0;
    for (int i = 0; i < 10'000; ++i) {
        const int table = 1 + i % 4;
        if (answer(site, "/tafel/" + std::to_string(table) + "/stand", randomCode()) != refused)
            ++different;
    }
    CHECK(different == 0);
}

TEST_CASE("Table page: a projector's feed without the secret opens no table, and odd addresses are not tables",
          "[web][tablecode][security]")
{
    const Tables f;
    auto snapshot = snapshotOf(f.db);
    const std::string right = f.code(2, 1);
    {
        auto blind = std::make_shared<web::Snapshot>(*snapshot);
        blind->tableSecret.clear(); // what kijker reads on a server
        web::Site site;
        site.setSnapshot(blind);
        CHECK(site.respond(tableRequest("/tafel/1/stand", right)).status == 403);
        // Not even the code a secret of zeros gives.
        const std::string zeros = web::tableCode(QByteArray(32, '\0'), {2, 1, 1});
        CHECK(site.respond(tableRequest("/tafel/1/stand", zeros)).status == 403);
    }
    web::Site site;
    site.setSnapshot(snapshot);
    for (const char *path : {"/tafel/01/stand", "/tafel/-1/stand", "/tafel/0/stand", "/tafel/1/stand/", "/tafel//stand",
                             "/tafel/1/standen", "/tafel/10000/stand", "/tafel/1x/stand"}) {
        CAPTURE(path);
        CHECK(site.respond(tableRequest(path, right)).status == 404);
    }
}

TEST_CASE("Table page: /tafel/N is one page for every phone, with no name of the table in it, and its own script",
          "[web][tablecode]")
{
    const Tables f;
    web::Site site;
    site.setSnapshot(snapshotOf(f.db));
    const web::Response page = site.respond(tableRequest("/tafel/3", std::nullopt));
    REQUIRE(page.status == 200);
    const QString html = QString::fromUtf8(page.body);
    CHECK(html.contains(QStringLiteral("<h1>Tafel 3</h1>")));
    CHECK(html.contains(QStringLiteral("<script src=\"/tafelteken.js\" defer></script>\n<script src=\"/tafelbevestig.js\" defer></script>\n<script src=\"/tafel.js\" defer></script>")));
    CHECK_FALSE(html.contains(QStringLiteral("/nkb.js"))); // the pages' poller would replace what the script shows
    // What the table holds comes only with its code: none of round 2's names is on the page.
    const nlohmann::json tables = cliJson(f.db, {"tables", "--round", "2"});
    for (const auto &t : tables)
        for (const auto &name : t["players"])
            CHECK_FALSE(html.contains(QString::fromStdString(name.get<std::string>())));
    // With a code in the header it is still the same page.
    CHECK(site.respond(tableRequest("/tafel/3", f.code(2, 3))).body == page.body);
    const web::Response script = site.respond(tableRequest("/tafel.js", std::nullopt));
    CHECK(script.status == 200);
    CHECK(script.contentType.startsWith("text/javascript"));
    CHECK_FALSE(script.body.contains("X-Tafelcode")); // the code never travels
    CHECK(script.body.contains("nkbTafel.fetch"));     // every request signed
    CHECK(script.body.contains("history.replaceState")); // the code leaves the address bar
    const web::Response signing = site.respond(tableRequest("/tafelteken.js", std::nullopt));
    CHECK(signing.status == 200);
    CHECK(signing.contentType.startsWith("text/javascript"));
    CHECK(signing.body.contains("X-Tafelteken"));
    CHECK_FALSE(script.body.contains("innerHTML"));      // names go in as text
}
