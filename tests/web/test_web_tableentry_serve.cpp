// Entry at the table over a real socket: `nk-bonaken-cli serve --table-entry` on a file (and on the
// PostgreSQL test server in the second run). A phone writes only with its own table's code, in a
// bounded body; a connection cut after the write was sent stores the gift once when the phone sends
// it again; two phones on one code take over cleanly; without --table-entry nothing is written.
#include "faultproxy.h"
#include "httpclient.h"
#include "tablesigner.h"
#include "serveprocess.h"
#include "webfixture.h"

#include "store/tournamentstore.h"
#include "web/tablecode.h"

#include <QFileInfo>
#include <QHostAddress>
#include <QThread>

#ifdef NKB_CLI_EXE

using nkbtest::HttpAnswer;
using nkbtest::HttpClient;
using nkbtest::Serve;
using nlohmann::json;

namespace {

using nkbtest::kOtherPhone;
using nkbtest::kPhone;

struct Venue {
    QTemporaryDir dir;
    std::string db;
    std::string code1; // table 1 of round 2
    std::string code2;
    std::vector<std::string> names; // table 1's, seats A–D
    Venue()
    {
        REQUIRE(dir.isValid());
        db = nkbtest::tempPath(dir, "venue.bonaken");
        nkbtest::makeWebTournament(dir, db, 16, 1);
        auto store = nkbtest::reopen(db);
        const QByteArray secret = store->tableSecret().value();
        code1 = nkb::web::tableCode(secret, {2, 1, 1});
        code2 = nkb::web::tableCode(secret, {2, 2, 1});
        const json tables = nkbtest::cliJson(db, {"tables", "--round", "2"});
        for (const auto &t : tables.contains("tables") ? tables["tables"] : tables)
            if (t["table"] == 1)
                names = t["players"].get<std::vector<std::string>>();
    }
    long long changes() const { return nkbtest::reopen(db)->latestChangeId().value(); }
    std::optional<nkb::GameResult> game(int table, int g) const
    {
        const nkb::Tournament t = nkbtest::reopen(db)->load().value();
        const nkb::GameResult *r = t.game(2, table, g);
        return r ? std::optional(*r) : std::nullopt;
    }
    std::string gifts(int n) const
    {
        json giften = json::array();
        for (int i = 0; i < n; ++i)
            giften.push_back({{"spelers", {names[static_cast<std::size_t>(i % 4)]}}, {"contract", "40"}, {"won", true}});
        return giften.dump();
    }
};

// A table page's write: signed with `code` by the phone its body names (tablesigner.h), with the
// number the server gave that phone last.
struct Post {
    std::string path;
    std::string code;
    std::string body;
};

Post post(const std::string &path, const std::string &code, const std::string &body)
{
    return {path, code, body};
}

nkbtest::TablePhone &phoneOf(const Post &p)
{
    static std::map<std::string, nkbtest::TablePhone> phones; // by code and phone, as each page keeps its number
    const json j = json::parse(p.body, nullptr, false);
    const std::string phone =
        j.is_object() && j.contains("telefoon") && j["telefoon"].is_string() ? j["telefoon"].get<std::string>() : kPhone;
    return phones.try_emplace(p.code + '/' + phone, p.code, phone).first->second;
}

// The request's bytes now (the number it carries is then spent, as on the page).
QByteArray bytes(const Post &p)
{
    return phoneOf(p).postBytes(p.path, p.body);
}

// Table 1's look for `phone`, signed.
std::optional<HttpAnswer> lookAt(HttpClient &client, const std::string &code, const std::string &phone = kPhone)
{
    nkbtest::TablePhone asking(code, phone);
    return asking.look(client, "/tafel/1/stand");
}

// A write that adds after everything stored: it builds on nothing ("basis": "") and removes nothing.
std::string write(const std::string &phone, const std::string &gifts, int game = 1)
{
    return R"({"telefoon":")" + phone + R"(","spel":)" + std::to_string(game) + R"(,"basis":"","giften":)" + gifts +
           R"(,"klaar":false})";
}

std::optional<HttpAnswer> ask(HttpClient &client, const QByteArray &request)
{
    client.send(request);
    return client.read();
}

// A write as the page sends it: once more with a fresh number after a 428.
std::optional<HttpAnswer> ask(HttpClient &client, const Post &p)
{
    return phoneOf(p).post(client, p.path, p.body);
}

} // namespace

TEST_CASE("serve --table-entry: only a table's own code writes that table, in a bounded body, and a refusal is "
          "logged without the code",
          "[web][serve][store][security][tableentry]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    const long long before = v.changes();
    HttpClient client(serve.port);
    REQUIRE(client.connected());
    // Wrong codes: random, another table's, lower case, none. The same 403, nothing written.
    const std::string lower = QString::fromStdString(v.code1).toLower().toStdString();
    for (const std::string &code : {std::string("AAAAAAAAAAAAAAAAAAAAAAAAAA"), v.code2, lower, std::string()}) {
        HttpClient c(serve.port);
        const auto a = ask(c, post("/tafel/1/spel", code, write(kPhone, v.gifts(1))));
        REQUIRE(a);
        CHECK(a->status == 403);
        CHECK(a->header("Cache-Control") == "no-store");
    }
    // Table 1's code on table 2's address, and to take table 2 over.
    const auto other = ask(client, post("/tafel/2/spel", v.code1, write(kPhone, v.gifts(1))));
    REQUIRE(other);
    CHECK(other->status == 403);
    const auto takeOver = ask(client, post("/tafel/2/overnemen", v.code1, R"({"telefoon":")" + kPhone + "\"}"));
    REQUIRE(takeOver);
    CHECK(takeOver->status == 403);
    CHECK(v.changes() == before);
    CHECK_FALSE(v.game(2, 1));
    // A body above 16 KB is refused before it is read; the connection is closed.
    {
        HttpClient big(serve.port);
        const auto a = ask(big, post("/tafel/1/spel", v.code1, std::string(17 * 1024, ' ')));
        REQUIRE(a);
        CHECK(a->status == 413);
        CHECK(big.closedWithin(2000));
    }
    // Not a write of ours: 404 with the code, 405 elsewhere.
    const auto nowhere = ask(client, post("/tafel/1/stand", v.code1, "{}"));
    REQUIRE(nowhere);
    CHECK(nowhere->status == 404);
    {
        HttpClient c(serve.port);
        const auto a = ask(c, post("/klassement", v.code1, "{}"));
        REQUIRE(a);
        CHECK(a->status == 405);
    }
    const QByteArray log = serve.said();
    CHECK(log.contains("Geweigerd (403) van 127.0.0.1"));
    for (const std::string &code : {v.code1, v.code2})
        CHECK_FALSE(log.contains(QByteArray::fromStdString(code)));
    // The right code writes.
    const auto written = ask(client, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(1))));
    REQUIRE(written);
    INFO(written->body.toStdString());
    CHECK(written->status == 200);
    const auto stored = v.game(1, 1);
    REQUIRE(stored);
    CHECK(stored->station == "Tafel 1");
    CHECK(serve.stop() == 0);
    // Stopped, the file holds it by itself: no -wal beside it for a copy of the bare file to miss.
    if (!nkbtest::onPostgres()) {
        CHECK_FALSE(QFileInfo::exists(QString::fromStdString(v.db + "-wal")));
        CHECK_FALSE(QFileInfo::exists(QString::fromStdString(v.db + "-shm")));
    }
}

TEST_CASE("serve --table-entry: a connection cut after the gift was sent stores it once when the phone sends it "
          "again, and the table's look gives the game back",
          "[web][serve][store][tableentry]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    {
        HttpClient first(serve.port);
        REQUIRE(ask(first, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(1))))->status == 200);
    }
    const long long before = v.changes();
    {
        // The Wi-Fi goes while the answer is on its way: the request left, the phone never reads.
        HttpClient cut(serve.port);
        cut.send(bytes(post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(2)))));
        cut.socket().abort();
    }
    QThread::msleep(500);
    HttpClient again(serve.port);
    const auto a = ask(again, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(2))));
    REQUIRE(a);
    CHECK(a->status == 200);
    CHECK(v.changes() == before + 1); // one change for gift 2, whether or not the cut one got through
    const auto stored = v.game(1, 1);
    REQUIRE(stored);
    CHECK(json::parse(*stored->giftenJson)["giften"].size() == 2);
    // A reloaded page, or another phone, goes on where the game is.
    std::optional<HttpAnswer> look;
    for (int i = 0; i < 30; ++i) {
        look = lookAt(again, v.code1);
        REQUIRE(look);
        if (json::parse(look->body.toStdString())["spellen"][0].contains("giften"))
            break;
        QThread::msleep(100);
    }
    const json stand = json::parse(look->body.toStdString());
    CHECK(stand["invoer"] == true);
    CHECK(stand["houder"] == "jij");
    CHECK(stand["spellen"][0]["stand"] == "bezig");
    CHECK(stand["spellen"][0]["giften"].size() == 2);
    CHECK(stand["spellen"][0]["oordeel"]["ok"] == true);
    CHECK(stand["spellen"][0]["station"] == "Tafel 1");
    // The look has seen the change that stored gift 2 (the page keeps its own gifts until it has).
    const long long written = json::parse(a->body.toStdString())["wijziging"].get<long long>();
    CHECK(written > 0);
    CHECK(stand["wijziging"].get<long long>() >= written);
}

TEST_CASE("serve --table-entry: the Wi-Fi stalls mid-gift (a real proxy frozen), the phone sends the gift again, "
          "and when the network is back it is stored once",
          "[web][serve][store][tableentry]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    nkbtest::FaultProxy wifi(QStringLiteral("127.0.0.1:%1").arg(serve.port));
    HttpClient phone(static_cast<quint16>(wifi.port));
    REQUIRE(phone.connected());
    REQUIRE(ask(phone, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(1))))->status == 200);
    const long long before = v.changes();
    // Gift 2 leaves the phone and the network stalls: no answer.
    wifi.freeze();
    phone.send(bytes(post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(2)))));
    CHECK_FALSE(phone.read(false, 1500));
    // The page tries again on a new connection, still into the stalled network (its number was
    // spent on the first try: the server answers 428 with a fresh one, and the page signs again).
    HttpClient retry(static_cast<quint16>(wifi.port));
    const Post again = post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(2)));
    retry.send(bytes(again));
    CHECK_FALSE(retry.read(false, 1000));
    CHECK(v.changes() == before); // nothing reached the server
    // The network is back: both tries arrive, gift 2 is stored once, both are answered 200.
    wifi.thaw();
    const auto first = phone.read(false, 10000);
    auto second = retry.read(false, 10000);
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->status == 200);
    CHECK(second->status == 428);
    const QByteArray fresh = second->header("X-Tafelnonce");
    REQUIRE_FALSE(fresh.isEmpty());
    phoneOf(again).nonce = fresh.toStdString();
    second = ask(retry, again);
    REQUIRE(second);
    CHECK(second->status == 200);
    CHECK(v.changes() == before + 1);
    CHECK(json::parse(*v.game(1, 1)->giftenJson)["giften"].size() == 2);
}

TEST_CASE("serve --table-entry: a second phone on the same code is asked to take over, and after it does the first "
          "writes nothing more",
          "[web][serve][store][tableentry][security]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    HttpClient first(serve.port);
    HttpClient second(serve.port);
    REQUIRE(ask(first, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(1))))->status == 200);
    const auto asked = ask(second, post("/tafel/1/spel", v.code1, write(kOtherPhone, v.gifts(2))));
    REQUIRE(asked);
    CHECK(asked->status == 409);
    CHECK(json::parse(asked->body.toStdString())["houder"] == "ander");
    CHECK(json::parse(*v.game(1, 1)->giftenJson)["giften"].size() == 1);
    const auto took = ask(second, post("/tafel/1/overnemen", v.code1, R"({"telefoon":")" + kOtherPhone + "\"}"));
    REQUIRE(took);
    CHECK(took->status == 200);
    REQUIRE(ask(second, post("/tafel/1/spel", v.code1, write(kOtherPhone, v.gifts(2))))->status == 200);
    const long long before = v.changes();
    const auto told = ask(first, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(3))));
    REQUIRE(told);
    CHECK(told->status == 409);
    CHECK(json::parse(told->body.toStdString())["houder"] == "ander");
    CHECK(v.changes() == before);
    const auto look = lookAt(first, v.code1);
    REQUIRE(look);
    CHECK(json::parse(look->body.toStdString())["houder"] == "ander");
}

TEST_CASE("serve --table-entry: one code's writes are limited per code, from however many addresses they come",
          "[web][serve][tableentry][security]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    // 30 writes with table 1's code at once, three from each of ten addresses (each far below the
    // per-address limit): past the code's burst of 20 they are 429 with Retry-After.
    int refused = 0;
    int limited = 0;
    for (int i = 0; i < 30; ++i) {
        HttpClient c(serve.port, QHostAddress(QStringLiteral("127.0.9.%1").arg(1 + i % 10)));
        REQUIRE(c.connected());
        // Signed, with a number never given: past the limit, 428.
        const auto a = ask(c, nkbtest::signedPost("/tafel/1/spel", v.code1, kPhone, "never-given-0123", "{}"));
        REQUIRE(a);
        if (a->status == 429) {
            ++limited;
            CHECK_FALSE(a->header("Retry-After").isEmpty());
        } else {
            CHECK(a->status == 428);
            ++refused;
        }
    }
    CHECK(refused >= 19);
    CHECK(refused <= 22);
    CHECK(limited >= 8);
    // Table 2's code is another bucket: it still writes.
    HttpClient other(serve.port, QHostAddress(QStringLiteral("127.0.9.99")));
    const auto a = ask(other, nkbtest::signedPost("/tafel/2/spel", v.code2, kPhone, "never-given-0123", "{}"));
    REQUIRE(a);
    CHECK(a->status == 428);
}

TEST_CASE("serve without --table-entry writes nothing: every POST is 405, the table's look says entry is off",
          "[web][serve][store][tableentry][security]")
{
    Venue v;
    Serve serve(v.db);
    HttpClient client(serve.port);
    const auto a = ask(client, post("/tafel/1/spel", v.code1, write(kPhone, v.gifts(1))));
    REQUIRE(a);
    CHECK(a->status == 405);
    CHECK_FALSE(v.game(1, 1));
    HttpClient again(serve.port);
    const auto look = lookAt(again, v.code1);
    REQUIRE(look);
    CHECK(json::parse(look->body.toStdString())["invoer"] == false);
}

TEST_CASE("serve --table-entry: a write must say it is JSON (text/plain, a form or no Content-Type is 415, nothing "
          "stored), and every status line names its reason (409 Conflict, 422 Unprocessable Content)",
          "[web][serve][store][tableentry][security]")
{
    Venue v;
    Serve serve(v.db, QStringLiteral("127.0.0.1:0"), {QStringLiteral("--table-entry")});
    const std::string body = write(kPhone, v.gifts(1));
    for (const std::string &type : {std::string("text/plain"), std::string("application/x-www-form-urlencoded"),
                                   std::string("application/jsonp"), std::string()}) {
        HttpClient c(serve.port);
        std::string request = "POST /tafel/1/spel HTTP/1.1\r\nHost: nk.test\r\n" +
                              nkbtest::signedHeaders(v.code1, "POST", "/tafel/1/spel", kPhone, "never-given-0123", body);
        if (!type.empty())
            request += "Content-Type: " + type + "\r\n";
        request += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
        const auto a = ask(c, QByteArray::fromStdString(request));
        REQUIRE(a);
        INFO(type);
        CHECK(a->status == 415);
        CHECK(a->head.startsWith("HTTP/1.1 415 Unsupported Media Type"));
    }
    CHECK_FALSE(v.game(1, 1));
    HttpClient client(serve.port);
    nkbtest::TablePhone page(v.code1, kPhone);
    REQUIRE(page.look(client, "/tafel/1/stand"));
    REQUIRE_FALSE(page.nonce.empty()); // the look gives the number for the next write
    std::string request = "POST /tafel/1/spel HTTP/1.1\r\nHost: nk.test\r\n" +
                          nkbtest::signedHeaders(v.code1, "POST", "/tafel/1/spel", kPhone, page.nonce, body) +
                          "Content-Type: Application/JSON; charset=utf-8\r\nContent-Length: " +
                          std::to_string(body.size()) + "\r\n\r\n" + body;
    const auto taken = ask(client, QByteArray::fromStdString(request));
    REQUIRE(taken);
    CHECK(taken->status == 200);
    // Gift 1 lost instead of won, built on nothing stored: it would change the stored gift, 409.
    json changed = json::parse(v.gifts(1));
    changed[0]["won"] = false;
    const auto wrong = ask(client, post("/tafel/1/spel", v.code1, write(kPhone, changed.dump())));
    REQUIRE(wrong);
    CHECK(wrong->head.startsWith("HTTP/1.1 409 Conflict"));
    // A bid of 41 after the stored gift: the engine refuses it (R12), 422.
    json bad = json::parse(v.gifts(1));
    bad.push_back(bad[0]);
    bad[1]["contract"] = "41";
    const auto refusedBid = ask(client, post("/tafel/1/spel", v.code1, write(kPhone, bad.dump())));
    REQUIRE(refusedBid);
    CHECK(refusedBid->head.startsWith("HTTP/1.1 422 Unprocessable Content"));
    CHECK(json::parse(wrong->body.toStdString())["botsing"] == true);
}

#endif
