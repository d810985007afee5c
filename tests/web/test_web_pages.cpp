// The venue web's pages checked against the store: the klassement's ranks and ladder columns equal
// `standings --format json`, names escaped, the name search with and without accents, a player's
// page, 404 for every address that is not a page, 304 for a page that did not change.
#include "webfixture.h"

#include "web/site.h"

#include <QRegularExpression>

using nkb::web::Request;
using nkb::web::Response;
using nkb::web::Site;

namespace {

Request get(const std::string &path, std::vector<std::pair<std::string, std::string>> query = {},
            const std::string &ifNoneMatch = {})
{
    Request r;
    r.method = "GET";
    r.path = path;
    r.query = std::move(query);
    if (!ifNoneMatch.empty())
        r.headers.emplace_back("if-none-match", ifNoneMatch);
    return r;
}

QString body(const Response &r)
{
    return QString::fromUtf8(r.body);
}

// The cells of the klassement's rows (not the cut's banner), as HTML.
std::vector<QStringList> standingsRows(const QString &html)
{
    std::vector<QStringList> rows;
    const qsizetype start = html.indexOf(QStringLiteral("<table class=\"standings\">"));
    const qsizetype end = html.indexOf(QStringLiteral("</table>"), start);
    REQUIRE(start >= 0);
    const QString table = html.mid(start, end - start);
    static const QRegularExpression row(QStringLiteral("<tr( class=\"f\")?>(.*?)</tr>"));
    static const QRegularExpression cell(QStringLiteral("<td>(.*?)</td>"));
    auto it = row.globalMatch(table);
    while (it.hasNext()) {
        const QString inner = it.next().captured(2);
        if (inner.contains(QStringLiteral("<th>")))
            continue;
        QStringList cells;
        auto c = cell.globalMatch(inner);
        while (c.hasNext())
            cells << c.next().captured(1);
        rows.push_back(cells);
    }
    return rows;
}

struct Fixture {
    QTemporaryDir dir;
    std::string db;
    Fixture(int players, int played)
    {
        REQUIRE(dir.isValid());
        db = nkbtest::tempPath(dir, "web.bonaken");
        nkbtest::makeWebTournament(dir, db, players, played);
    }
};

} // namespace

TEST_CASE("The klassement page shows every player with the ranks and ladder columns of standings --format json",
          "[web][pages][store]")
{
    Fixture f(24, 2);
    Site site;
    site.setSnapshot(nkbtest::snapshotOf(f.db));
    const Response r = site.respond(get("/klassement"));
    REQUIRE(r.status == 200);
    const QString html = body(r);
    const nlohmann::json expected = nkbtest::cliJson(f.db, {"standings"});
    const std::vector<QStringList> rows = standingsRows(html);
    REQUIRE(rows.size() == expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const nlohmann::json &e = expected[i];
        const QStringList &cells = rows[i];
        INFO(i << ": " << cells.join(QStringLiteral(" | ")).toStdString());
        REQUIRE(cells.size() == 9);
        CHECK(cells[0] == QString::number(e["rank"].get<int>()) + (e["shared"].get<bool>() ? QStringLiteral("=") : QString()));
        CHECK(cells[1] == QString::number(e["start_number"].get<int>()));
        // The name leads to the player's own page.
        CHECK(cells[2].startsWith(QStringLiteral("<a href=\"/speler/%1\">").arg(e["start_number"].get<int>()) +
                                  QString::fromStdString(e["name"].get<std::string>()).toHtmlEscaped() +
                                  QStringLiteral("</a>")));
        CHECK(cells[3] == QString::number(e["points"].get<int>()));
        CHECK(cells[4] == QString::number(e["tens"].get<int>()));
        CHECK(cells[5] == QString::number(e["eights"].get<int>()));
        CHECK(cells[6] == QString::number(e["fours"].get<int>()));
        CHECK(cells[7] == QString::number(e["ones"].get<int>()));
        CHECK(cells[8] == QString::number(e["games"].get<int>()));
    }
    // R61: the cut under the finalists.
    CHECK(html.contains(QStringLiteral("<tr class=\"cut\">")));
    // The name that tries to be a script is text.
    CHECK_FALSE(html.contains(QStringLiteral("<script>alert")));
    CHECK(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;")));
    // Only our own script, never inline.
    CHECK(html.count(QStringLiteral("<script")) == 1);
    CHECK(html.contains(QStringLiteral("<script src=\"/nkb.js\" defer></script>")));
}

TEST_CASE("The klassement filters by category, and an unknown category is 404", "[web][pages][store]")
{
    Fixture f(24, 1);
    Site site;
    site.setSnapshot(nkbtest::snapshotOf(f.db));
    const Response dames = site.respond(get("/klassement", {{"categorie", "dame"}}));
    REQUIRE(dames.status == 200);
    const nlohmann::json expected = nkbtest::cliJson(f.db, {"standings", "--category", "dame"});
    CHECK(standingsRows(body(dames)).size() == expected.size());
    CHECK(expected.size() == 8);
    CHECK(body(dames).contains(QStringLiteral("aria-current=\"true\">dame</a>")));
    CHECK(site.respond(get("/klassement", {{"categorie", "heren"}})).status == 404);
    CHECK(site.respond(get("/klassement", {{"categorie", "<b>"}})).status == 404);
}

TEST_CASE("Waar zit ik: a name finds its table and seat, with and without accents", "[web][pages][store]")
{
    Fixture f(24, 1);
    Site site;
    auto snapshot = nkbtest::snapshotOf(f.db);
    site.setSnapshot(snapshot);
    // José's seat in round 2 (the round drawn and not played).
    int table = 0;
    char seat = 0;
    for (const nkb::Table &t : snapshot->tournament.round(2)->tables)
        for (std::size_t i = 0; i < t.seats.size(); ++i)
            if (snapshot->tournament.player(t.seats[i])->name == nkbtest::kAccentedName) {
                table = t.number;
                seat = static_cast<char>('A' + i);
            }
    REQUIRE(table > 0);
    const QString expectedCell = QStringLiteral("<b>Tafel %1</b> · %2").arg(table).arg(QChar::fromLatin1(seat));
    for (const char *typed : {"jose", "José", "JOSE VAN", "ijsselstein", "Ĳsselstein"}) {
        INFO(typed);
        const QString html = body(site.respond(get("/", {{"naam", typed}})));
        static const QRegularExpression visible(QStringLiteral("<tr data-naam=\"([^\"]*)\">"));
        QStringList shown;
        auto it = visible.globalMatch(html);
        while (it.hasNext())
            shown << it.next().captured(1);
        CHECK(shown == QStringList{QString::fromStdString(nkbtest::kAccentedName)});
        CHECK(html.contains(expectedCell));
        CHECK(html.contains(QStringLiteral("Indeling ronde 2")));
    }
    const QString none = body(site.respond(get("/", {{"naam", "Zwabber"}})));
    CHECK(none.contains(QStringLiteral("<p id=\"geen\">Geen speler gevonden")));
    // What was typed comes back escaped in the search box.
    const QString typed = body(site.respond(get("/", {{"naam", "\"><script>x</script>"}})));
    CHECK_FALSE(typed.contains(QStringLiteral("<script>x")));
}

TEST_CASE("A player's page: every game with table, tablemates and points, total and rank per round",
          "[web][pages][store]")
{
    Fixture f(24, 2);
    Site site;
    auto snapshot = nkbtest::snapshotOf(f.db);
    site.setSnapshot(snapshot);
    const nkb::Tournament &t = snapshot->tournament;
    const nlohmann::json standings = nkbtest::cliJson(f.db, {"standings"});
    const nlohmann::json &leader = standings[0];
    const int sn = leader["start_number"].get<int>();
    const Response r = site.respond(get("/speler/" + std::to_string(sn)));
    REQUIRE(r.status == 200);
    const QString html = body(r);
    CHECK(html.contains(QStringLiteral("Plaats %1").arg(leader["rank"].get<int>())));
    CHECK(html.contains(QStringLiteral("%1 punten uit 4 spellen").arg(leader["points"].get<int>())));
    // Round 1: his table, the three others by name, both games' points as stored.
    for (const nkb::Table &table : t.round(1)->tables) {
        const auto at = std::find(table.seats.begin(), table.seats.end(), sn);
        if (at == table.seats.end())
            continue;
        const auto seat = static_cast<std::size_t>(at - table.seats.begin());
        CHECK(html.contains(QStringLiteral("<td><b>%1</b> · %2</td>").arg(table.number).arg(QChar::fromLatin1(static_cast<char>('A' + seat)))));
        for (int other : table.seats)
            if (other != sn)
                CHECK(html.contains(QString::fromStdString(t.player(other)->name).toHtmlEscaped()));
        for (int g = 1; g <= 2; ++g)
            CHECK(html.contains(QStringLiteral("<td>%1</td>").arg(t.game(1, table.number, g)->points[seat])));
    }
    // Round 2 drawn? It is played here: the rank after round 2 is the klassement's.
    CHECK(html.contains(QStringLiteral("<td>%1</td><td>%2</td></tr>")
                            .arg(leader["points"].get<int>())
                            .arg(QString::number(leader["rank"].get<int>()) + (leader["shared"].get<bool>() ? QStringLiteral("=") : QString()))));
}

TEST_CASE("Only the pages exist: anything else is 404 and reaches no file", "[web][pages][store][security]")
{
    Fixture f(24, 1);
    Site site;
    site.setSnapshot(nkbtest::snapshotOf(f.db));
    for (const char *path : {"/", "/klassement", "/indeling", "/ronde/1", "/ronde/2", "/speler/1", "/finale", "/nkb.css",
                             "/nkb.js", "/favicon.svg"}) {
        INFO(path);
        CHECK(site.respond(get(path)).status == 200);
    }
    for (const char *path : {"/ronde/3", "/ronde/0", "/ronde/01", "/ronde/-1", "/ronde/1x", "/speler/999", "/speler/",
                             "/speler/1/../../etc/passwd", "/../etc/passwd", "/etc/passwd", "/index.html",
                             "/klassement/", "//klassement", "/favicon.ico", "/nkb.css/..", "/audit", "/api/players"}) {
        INFO(path);
        const Response r = site.respond(get(path));
        CHECK(r.status == 404);
        CHECK_FALSE(r.body.contains("root:"));
    }
}

TEST_CASE("An unchanged page is 304 for its ETag, and a new version of the tournament is a new page",
          "[web][pages][store]")
{
    Fixture f(24, 1);
    Site site;
    site.setSnapshot(nkbtest::snapshotOf(f.db, 1));
    const Response first = site.respond(get("/klassement"));
    REQUIRE(!first.etag.isEmpty());
    const std::string etag = first.etag.toStdString();
    CHECK(site.respond(get("/klassement", {}, etag)).status == 304);
    CHECK(site.respond(get("/klassement", {}, "\"x\", W/" + etag)).status == 304);
    CHECK(site.respond(get("/klassement", {}, "\"other\"")).status == 200);
    nkbtest::playRound(f.db, 2);
    site.setSnapshot(nkbtest::snapshotOf(f.db, 2));
    const Response after = site.respond(get("/klassement", {}, etag));
    CHECK(after.status == 200);
    CHECK(after.etag != first.etag);
    CHECK(after.body != first.body);
}

TEST_CASE("Every answer carries the safety headers, and HEAD and 304 carry no body", "[web][pages][security]")
{
    Response r;
    r.contentType = "text/html; charset=utf-8";
    r.body = "<p>x</p>";
    r.etag = "\"1-a\"";
    const QByteArray full = nkb::web::serialise(r, false, true, "Sat, 28 Nov 2026 10:00:00 GMT");
    for (const char *header : {"Content-Security-Policy: default-src 'none'; script-src 'self'",
                               "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy: no-referrer",
                               "Content-Length: 8", "ETag: \"1-a\"", "Connection: keep-alive"}) {
        INFO(header);
        CHECK(full.contains(header));
    }
    CHECK(full.endsWith("\r\n\r\n<p>x</p>"));
    CHECK(nkb::web::serialise(r, true, true, "d").endsWith("\r\n\r\n"));
    const Response refused = nkb::web::refusal(405);
    const QByteArray answer = nkb::web::serialise(refused, false, true, "d");
    CHECK(answer.startsWith("HTTP/1.1 405 Method Not Allowed\r\n"));
    CHECK(answer.contains("Allow: GET, HEAD\r\n"));
    CHECK(answer.contains("Connection: close\r\n"));
    CHECK(answer.contains("X-Content-Type-Options: nosniff"));
}

TEST_CASE("The round clock on every page: when the round ends, paused with the time left, hidden before a start",
          "[web][pages][store][clock]")
{
    Fixture f(24, 1);
    Site site;
    site.setSnapshot(nkbtest::snapshotOf(f.db, 1));
    CHECK(body(site.respond(get("/"))).contains(QStringLiteral("<div id=\"klok\" class=\"klok\" hidden></div>")));

    REQUIRE(runCliOn(f.db, {"clock", "start", "--round", "2", "--minutes", "45"}).code == 0);
    auto running = nkbtest::snapshotOf(f.db, 2);
    site.setSnapshot(running);
    REQUIRE(running->tournament.clocks.size() == 1);
    // Started with 45 minutes and never paused: the time is up 45 minutes after the start.
    const std::int64_t end = running->tournament.clocks.front().startedAt + 45 * 60;
    for (const char *path : {"/", "/klassement", "/indeling", "/speler/1", "/finale"}) {
        INFO(path);
        const QString html = body(site.respond(get(path)));
        CHECK(html.contains(QStringLiteral("data-state=\"loopt\" data-ronde=\"Ronde 2\" data-einde=\"%1\"").arg(end)));
        CHECK(html.contains(QStringLiteral("Ronde 2 · eindigt om ")));
    }

    REQUIRE(runCliOn(f.db, {"clock", "pause"}).code == 0);
    REQUIRE(runCliOn(f.db, {"clock", "adjust", "--minutes", "+5"}).code == 0);
    site.setSnapshot(nkbtest::snapshotOf(f.db, 3));
    const QString paused = body(site.respond(get("/klassement")));
    CHECK(paused.contains(QStringLiteral("data-state=\"gepauzeerd\"")));
    // Paused within a few seconds of the start, five minutes added: 49:5x or 50:00 left.
    static const QRegularExpression left(QStringLiteral("Ronde 2 · klok gepauzeerd, nog (49:5\\d|50:00)</div>"));
    CHECK(left.match(paused).hasMatch());
    CHECK_FALSE(paused.contains(QStringLiteral("data-einde")));
}
