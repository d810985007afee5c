// Entry at the table, continued (test_web_tableentry.cpp): the final's table, and the table's
// look made once per snapshot.
#include "tableentryfixture.h"

#include "tournament/standings.h"
#include "web/tablelinks.h"

using namespace tableentrytest;
using nkbtest::kPhone;

TEST_CASE("Entry at the table in the final: the final table's code opens it and its phone's game is stored",
          "[web][tableentry][store]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = nkbtest::tempPath(dir, "finale.bonaken");
    nkbtest::makeWebTournament(dir, db, 16, 5);
    const CliRun lot = runCliOn(db, {"finalists", "--resolve-by-lot", "--seed", "7"});
    INFO(lot.out << lot.err);
    auto store = nkbtest::reopen(db);
    const nkb::Tournament t = store->load().value();
    const std::vector<int> finalists = nkb::finalTablePlayers(t);
    REQUIRE(finalists.size() == 4);
    // The final's table as the pages read it: its code opens it, another's does not.
    const auto snapshot = nkbtest::snapshotOf(db);
    const TableKey key = nkb::web::tableKey(snapshot->tableGenerations, nkb::kFinalRound, 1);
    const std::string code = nkb::web::tableCode(snapshot->tableSecret, key);
    REQUIRE(opens(*snapshot, 1, code));
    CHECK_FALSE(opens(*snapshot, 1, nkb::web::tableCode(snapshot->tableSecret, {5, 1, 1})));
    // The final's scoresheet carries that code.
    const auto links = nkb::web::tableEntryLinks(*store, t, nkb::kFinalRound, QStringLiteral("http://10.0.0.1:8080/"));
    REQUIRE(links);
    REQUIRE(links->size() == 1);
    CHECK(links->at(1) == QStringLiteral("http://10.0.0.1:8080/tafel/1#") + QString::fromStdString(code));
    // Its phone writes the final's first game.
    TableWrite w;
    w.phone = kPhone;
    w.game = 1;
    w.giftenJson = json::array({{{"spelers", {t.player(finalists[0])->name}}, {"contract", "40"}, {"won", true}}}).dump();
    const auto r = nkb::web::writeTableGame(*store, *opens(*snapshot, 1, code), w);
    INFO(r.body.toStdString());
    CHECK(r.status == 200);
    const nkb::Tournament after = store->load().value();
    const nkb::GameResult *game = after.game(nkb::kFinalRound, 1, 1);
    REQUIRE(game);
    CHECK(game->station == "Tafel 1");
    // The table's look names the four finalists.
    const nkb::web::Request look = nkbtest::signedLook("/tafel/1/stand", code, kPhone);
    nkb::web::TableLooks looks;
    const auto stand = nkb::web::tableRoute(*nkbtest::snapshotOf(db), look, looks);
    REQUIRE(stand);
    REQUIRE(stand->status == 200);
    const json seen = json::parse(stand->body.toStdString());
    CHECK(seen["ronde"] == nkb::kFinalRound);
    REQUIRE(seen["spelers"].size() == 4);
    CHECK(seen["spelers"][0]["naam"] == t.player(finalists[0])->name);
    CHECK(seen["spellen"][0]["stand"] == "bezig");
}

TEST_CASE("Entry at the table: a table's look is made once per snapshot however many phones ask, and anew when the "
          "tournament changes, each game with the stored state a write builds on",
          "[web][tableentry][store]")
{
    Table t;
    REQUIRE(t.writeOn("", json::array({t.gift('A', true)})).status == 200);
    const std::string stored = t.basis;
    nkb::web::Snapshot s;
    s.tournament = t.store->load().value();
    s.tableSecret = t.store->tableSecret().value();
    s.version = 1;
    const nkb::web::Request look =
        nkbtest::signedLook("/tafel/2/stand", nkb::web::tableCode(s.tableSecret, t.key), kPhone);
    nkb::web::TableLooks looks;
    const long long before = nkb::web::TableLooks::built();
    std::string first;
    for (int i = 0; i < 200; ++i) {
        const auto answer = nkb::web::tableRoute(s, look, looks);
        REQUIRE(answer);
        REQUIRE(answer->status == 200);
        if (i == 0)
            first = answer->body.toStdString();
        else
            CHECK(answer->body.toStdString() == first);
    }
    CHECK(nkb::web::TableLooks::built() - before == 1);
    const json seen = json::parse(first);
    CHECK(seen["spellen"][0]["basis"] == stored);
    CHECK(seen["spellen"][1]["basis"] == "");
    CHECK(seen["spellen_per_ronde"] == 2);
    // The tournament changes: the next snapshot's look is made anew, with the new basis.
    REQUIRE(t.write(json::array({t.gift('A', true), t.gift('B', false)})).status == 200);
    s.tournament = t.store->load().value();
    s.version = 2;
    const auto again = nkb::web::tableRoute(s, look, looks);
    REQUIRE(again);
    CHECK(nkb::web::TableLooks::built() - before == 2);
    CHECK(json::parse(again->body.toStdString())["spellen"][0]["basis"] == t.basis);
    CHECK(t.basis != stored);
}
