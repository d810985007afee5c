// The real `nk-bonaken-cli serve` on a tournament file (and on the PostgreSQL test server in the
// second run): the pages over a real socket, 304, the refusals an open Wi-Fi may provoke, the rate
// limit, only the chosen interface, and a result entered with the CLI on a page within 5 s.
#include "httpclient.h"
#include "serveprocess.h"
#include "tablesigner.h"
#include "webfixture.h"

#include "web/tablecode.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

#ifdef NKB_CLI_EXE

namespace {

struct Fixture {
    QTemporaryDir dir;
    std::string db;
    Fixture()
    {
        REQUIRE(dir.isValid());
        db = nkbtest::tempPath(dir, "serve.bonaken");
        nkbtest::makeWebTournament(dir, db, 16, 1);
    }
};

} // namespace

using nkbtest::Serve;

TEST_CASE("serve: every page over a real socket, with its safety headers, HEAD, 304 for an unchanged page",
          "[web][serve][store]")
{
    Fixture f;
    Serve serve(f.db);
    CHECK(serve.urls[0].get<std::string>() == "http://127.0.0.1:" + std::to_string(serve.port) + "/");
    nkbtest::HttpClient client(serve.port);
    REQUIRE(client.connected());
    for (const char *path : {"/", "/klassement", "/indeling", "/ronde/1", "/speler/4", "/finale", "/nkb.css", "/nkb.js",
                             "/?naam=jose", "/klassement?categorie=dame"}) {
        INFO(path);
        const auto a = client.get(path);
        REQUIRE(a);
        CHECK(a->status == 200);
        CHECK(a->header("X-Content-Type-Options") == "nosniff");
        CHECK(a->header("Content-Security-Policy").startsWith("default-src 'none'"));
        CHECK(!a->closed); // one connection for all of them
    }
    const auto page = client.get("/klassement");
    REQUIRE(page);
    CHECK(page->header("Content-Type") == "text/html; charset=utf-8");
    CHECK(page->body.contains("&lt;script&gt;"));
    const QByteArray etag = page->header("ETag");
    REQUIRE(!etag.isEmpty());
    const auto same = client.get("/klassement", "If-None-Match: " + etag + "\r\n");
    REQUIRE(same);
    CHECK(same->status == 304);
    CHECK(same->body.isEmpty());
    const auto head = client.get("/klassement", {}, "HEAD");
    REQUIRE(head);
    CHECK(head->status == 200);
    CHECK(head->body.isEmpty());
    CHECK(head->header("Content-Length") == page->header("Content-Length"));
    CHECK(client.get("/speler/999")->status == 404);
    CHECK(client.get("/../../etc/passwd")->status == 404);
    CHECK(serve.stop() == 0);
}

TEST_CASE("serve refuses what is not a reading: 405, 413, 400, 414, 431, and closes the connection",
          "[web][serve][store][security]")
{
    Fixture f;
    Serve serve(f.db);
    const auto refusedWith = [&](const QByteArray &bytes) {
        nkbtest::HttpClient client(serve.port);
        REQUIRE(client.connected());
        client.send(bytes);
        const auto a = client.read();
        REQUIRE(a);
        CHECK(a->closed);
        CHECK(a->header("X-Content-Type-Options") == "nosniff");
        CHECK(client.closedWithin(3000));
        return a->status;
    };
    CHECK(refusedWith("POST /klassement HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nabcd") == 405);
    CHECK(refusedWith("DELETE / HTTP/1.1\r\nHost: x\r\n\r\n") == 405);
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n") == 413);
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhallo\r\n0\r\n\r\n") == 413);
    CHECK(refusedWith("HALLO\r\n\r\n") == 400);
    CHECK(refusedWith("GET /" + QByteArray(9000, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n") == 414);
    CHECK(refusedWith("GET / HTTP/1.1\r\nHost: x\r\nCookie: " + QByteArray(9000, 'c') + "\r\n\r\n") == 431);
    // After all that the server still answers.
    nkbtest::HttpClient after(serve.port);
    CHECK(after.get("/")->status == 200);
}

TEST_CASE("serve limits the requests per address: 429 with Retry-After, another address goes on",
          "[web][serve][security]")
{
    Fixture f;
    Serve serve(f.db);
    nkbtest::HttpClient greedy(serve.port);
    REQUIRE(greedy.connected());
    int ok = 0;
    int limited = 0;
    QByteArray retry;
    // Pipelined without pause: far more than a phone asks.
    QByteArray burst;
    for (int i = 0; i < 120; ++i)
        burst += "GET /nkb.css HTTP/1.1\r\nHost: x\r\n\r\n";
    greedy.send(burst);
    for (int i = 0; i < 120; ++i) {
        const auto a = greedy.read();
        REQUIRE(a);
        if (a->status == 200)
            ++ok;
        if (a->status == 429) {
            ++limited;
            retry = a->header("Retry-After");
        }
    }
    CHECK(ok >= 40);
    CHECK(ok < 60);
    CHECK(limited == 120 - ok);
    CHECK(retry.toInt() >= 1);
    nkbtest::HttpClient other(serve.port, QHostAddress(QStringLiteral("127.0.0.2")));
    REQUIRE(other.connected());
    CHECK(other.get("/nkb.css")->status == 200);
}

TEST_CASE("serve listens on the chosen address only", "[web][serve][security]")
{
    Fixture f;
    Serve serve(f.db, QStringLiteral("127.0.0.1:0"));
    nkbtest::HttpClient elsewhere(serve.port, {}, QHostAddress(QStringLiteral("127.0.0.2")));
    CHECK_FALSE(elsewhere.connected());
    nkbtest::HttpClient here(serve.port);
    CHECK(here.connected());
}

// With entry at the table the server holds a second connection, to write: opening it once read the
// file's header through a descriptor of its own, and closing that dropped the process's locks, so
// the pages went on showing the tournament as it was (fileprobe.h: holdFile).
TEST_CASE("serve: a result entered with the CLI is on the page within 5 seconds", "[web][serve][store]")
{
    Fixture f;
    const bool tableEntry = GENERATE(false, true);
    INFO("--table-entry: " << tableEntry);
    Serve serve(f.db, QStringLiteral("127.0.0.1:0"),
                tableEntry ? QStringList{QStringLiteral("--table-entry")} : QStringList{});
    nkbtest::HttpClient client(serve.port);
    const auto before = client.get("/klassement");
    REQUIRE(before);
    const QByteArray etag = before->header("ETag");
    const nlohmann::json tables = nkbtest::cliJson(f.db, {"tables", "--round", "2"});
    const auto &table = (tables.contains("tables") ? tables["tables"] : tables)[0];
    std::string points;
    const int scores[] = {10, 8, 4, 0};
    for (std::size_t i = 0; i < 4; ++i)
        points += (i ? "," : "") + table["players"][i].get<std::string>() + "=" + std::to_string(scores[i]);
    QElapsedTimer timer;
    timer.start();
    REQUIRE(runCliOn(f.db, {"result", "--round", "2", "--table", std::to_string(table["table"].get<int>()), "--game", "1",
                            "--points", points})
                .code == 0);
    std::optional<nkbtest::HttpAnswer> changed;
    while (timer.elapsed() < 5000) {
        auto a = client.get("/klassement", "If-None-Match: " + etag + "\r\n");
        REQUIRE(a);
        if (a->status == 200) {
            changed = a;
            break;
        }
        QThread::msleep(100);
    }
    INFO("waited " << timer.elapsed() << " ms");
    REQUIRE(changed);
    CHECK(timer.elapsed() < 5000);
    CHECK(changed->body != before->body);
    CHECK(changed->header("ETag") != etag);
}

TEST_CASE("serve: the director's announcement is on every page within 5 seconds, as text, and gone when withdrawn",
          "[web][serve][store]")
{
    // Issue 40: nk-bonaken-cli announce, as Bewerken → Mededeling… does it.
    Fixture f;
    Serve serve(f.db);
    nkbtest::HttpClient client(serve.port);
    REQUIRE(client.connected());
    const auto waitFor = [&client](const char *path, const QByteArray &text, bool present) {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 5000) {
            const auto a = client.get(path);
            REQUIRE(a);
            if (a->body.contains(text) == present)
                return timer.elapsed();
            QThread::msleep(100);
        }
        return timer.elapsed();
    };
    REQUIRE(runCliOn(f.db, {"announce", "De finale begint over 10 minuten <b>&</b>"}).code == 0);
    const QByteArray shown = "<p class=\"mededeling\" role=\"status\">De finale begint over 10 minuten "
                             "&lt;b&gt;&amp;&lt;/b&gt;</p>";
    CHECK(waitFor("/", shown, true) < 5000);
    for (const char *path : {"/klassement", "/indeling", "/ronde/1", "/speler/4", "/finale"}) {
        INFO(path);
        const auto page = client.get(path);
        REQUIRE(page);
        CHECK(page->body.contains(shown));
        CHECK_FALSE(page->body.contains("<b>&</b>"));
    }
    REQUIRE(runCliOn(f.db, {"announce", "--withdraw"}).code == 0);
    CHECK(waitFor("/klassement", "class=\"mededeling\"", false) < 5000);
    CHECK(serve.stop() == 0);
}

#endif

TEST_CASE("serve: a table's code in its header opens that table over a real socket, a wrong one is 403 and "
          "logged without the code",
          "[web][serve][store][security][tablecode]")
{
    Fixture f;
    std::string right;
    std::string other;
    {
        auto store = nkbtest::reopen(f.db);
        const QByteArray secret = store->tableSecret().value();
        right = nkb::web::tableCode(secret, {2, 1, 1});
        other = nkb::web::tableCode(secret, {2, 2, 1});
    }
    Serve serve(f.db);
    nkbtest::HttpClient client(serve.port);
    REQUIRE(client.connected());
    const auto look = [&](const std::string &code) {
        return client.get("/tafel/1/stand", QByteArray::fromStdString(nkbtest::signedHeaders(
                                                code, "GET", "/tafel/1/stand", nkbtest::kPhone, nkbtest::kLookNonce)));
    };
    const auto opened = look(right);
    REQUIRE(opened);
    CHECK(opened->status == 200);
    CHECK(opened->header("Cache-Control") == "no-store");
    CHECK(opened->header("Content-Type") == "application/json; charset=utf-8");
    CHECK(opened->body.contains("\"tafel\":1"));
    const auto refused = look(other);
    REQUIRE(refused);
    CHECK(refused->status == 403);
    CHECK(refused->header("Cache-Control") == "no-store");
    CHECK_FALSE(refused->body.contains(QByteArray::fromStdString(other)));
    const QByteArray log = serve.said();
    CHECK(log.contains("Geweigerd (403) van 127.0.0.1: tafel 1, verzoek zonder geldige tafelcode"));
    CHECK_FALSE(log.contains(QByteArray::fromStdString(other)));
    CHECK_FALSE(log.contains(QByteArray::fromStdString(right)));
    CHECK(serve.stop() == 0);
}

#ifdef NKB_CLI_EXE
TEST_CASE("serve: a tournament file changed beside the program says so on every page and shows no klassement",
          "[web][serve][sqlite]")
{
    // Issue 39: a result changed with the sqlite3 tool is found when serve opens the file; the
    // phones are not shown standings computed from it as if all were well.
    Fixture f;
    nkbtest::rawSql(f.db, {"UPDATE game_points SET points = 99 WHERE round = 1 AND table_number = 1 AND game = 1 "
                           "AND seat = 1"});
    Serve serve(f.db);
    nkbtest::HttpClient client(serve.port);
    REQUIRE(client.connected());
    for (const char *path : {"/", "/klassement", "/indeling", "/ronde/1", "/speler/4", "/finale"}) {
        INFO(path);
        const auto page = client.get(path);
        REQUIRE(page);
        CHECK(page->status == 200);
        CHECK(page->body.contains("Let op: de inhoud van dit toernooi klopt niet."));
        // The first finding named (the points no game can give, rule 54), and that there is more.
        CHECK(page->body.contains("Spel 1 van tafel 1, ronde 1: Regel 54"));
        CHECK(page->body.contains("Daarnaast nog 1 bevinding."));
    }
    const auto standings = client.get("/klassement");
    REQUIRE(standings);
    CHECK_FALSE(standings->body.contains("<table"));
    CHECK(serve.stop() == 0);
}
#endif
