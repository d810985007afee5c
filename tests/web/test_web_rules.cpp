// The rule set on the venue web (issue 36): every page's head names it, the table page too, and a
// table's look (the JSON its phone reads) carries it with the rules where it differs from the NK.
#include "webfixture.h"

#include "web/site.h"
#include "web/tablestate.h"

using nkb::web::Request;
using nkb::web::Site;
using nlohmann::json;

namespace {

// Four players at one table of round 1, under the rule set `rules` (empty: none asked).
std::string drawnTournament(const QTemporaryDir &dir, const std::string &rules)
{
    const std::string db = nkbtest::tempPath(dir, "regels.bonaken");
    std::vector<std::string> made{"new", "--name", "Kroegtoernooi"};
    if (!rules.empty())
        made.insert(made.end(), {"--rules", rules});
    REQUIRE(runCliOn(db, made).code == 0);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk"})
        REQUIRE(runCliOn(db, {"players", "add", name}).code == 0);
    REQUIRE(runCliOn(db, {"draw", "--round", "1", "--seed", "1"}).code == 0);
    return db;
}

QString page(Site &site, const std::string &path)
{
    Request r;
    r.method = "GET";
    r.path = path;
    const auto answer = site.respond(r);
    REQUIRE(answer.status == 200);
    return QString::fromUtf8(answer.body);
}

} // namespace

TEST_CASE("Venue web: every page names the rule set, and a table's look carries where it differs from the NK",
          "[web][pages][store][rules]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = drawnTournament(dir, "hazerswoude+bod25");
    const auto snapshot = nkbtest::snapshotOf(db);
    Site site;
    site.setSnapshot(snapshot);
    const QString head = QStringLiteral(
        "<span class=\"regels\">Spelregels: Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25</span></header>");
    for (const char *path : {"/", "/klassement", "/indeling", "/finale", "/speler/1", "/tafel/1"}) {
        INFO(path);
        CHECK(page(site, path).contains(head));
    }
    nkb::web::TableLooks looks;
    const json look = json::parse(looks.look(*snapshot, nkb::web::TableKey{1, 1, 1}));
    const json &rules = look.at("spelregels");
    CHECK(rules.at("naam") == "hazerswoude+bod25");
    CHECK(rules.at("titel") == "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    const auto lines = rules.at("anders").get<std::vector<std::string>>();
    CHECK(std::find(lines.begin(), lines.end(), "De beurt om te delen gaat naar links.") != lines.end());
    // The page offers the rule set's bids and no irregularities (the pagat game has no penalties).
    CHECK(rules.at("biedingen") == json({"40", "misere", "zwabber", "bonaak", "bonaak 50"}));
    CHECK(rules.at("onregelmatigheden") == false);
}

TEST_CASE("Venue web: an NK tournament's pages say so, and its tables list no differences",
          "[web][pages][store][rules]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto snapshot = nkbtest::snapshotOf(drawnTournament(dir, ""));
    Site site;
    site.setSnapshot(snapshot);
    CHECK(page(site, "/klassement").contains(QStringLiteral("<span class=\"regels\">Spelregels: NK-reglement 2019</span>")));
    nkb::web::TableLooks looks;
    const json look = json::parse(looks.look(*snapshot, nkb::web::TableKey{1, 1, 1}));
    CHECK(look.at("spelregels").at("titel") == "NK-reglement 2019");
    CHECK(look.at("spelregels").at("anders").empty());
    CHECK(look.at("spelregels").at("onregelmatigheden") == true);
}
