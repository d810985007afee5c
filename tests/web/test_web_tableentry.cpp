// Entry at the table (docs/table-entry.md): a phone's write for its table, judged by the engine
// and stored as the station "Tafel N" (writeTableGame, on a file and on the PostgreSQL test server
// in the second run); what a write must carry; one phone per table. The game is RULES.md's first
// worked example: "A wins, A wins (A eruit: 10). B loses, B loses (B erin: 0). C wins, D wins, C loses
// (C wip), C wins (C eruit: place 2, 8). Only D is left: place 3, 4. Result A 10, B 0, C 8, D 4."
#include "tableentryfixture.h"

using namespace tableentrytest;
using nkbtest::kOtherPhone;
using nkbtest::kPhone;


TEST_CASE("Entry at the table: a whole game typed on the phone is stored gift by gift as station \"Tafel 2\", "
          "and \"Spel klaar\" counts the worked example's places",
          "[web][tableentry][store]")
{
    Table t;
    json giften = json::array();
    // A wins, A wins; B loses, B loses; C wins, D wins, C loses, C wins.
    const std::vector<std::pair<char, bool>> game{{'A', true}, {'A', true}, {'B', false}, {'B', false},
                                                  {'C', true}, {'D', true}, {'C', false}, {'C', true}};
    for (const auto &[seat, won] : game) {
        giften.push_back(t.gift(seat, won));
        const auto r = t.write(giften);
        INFO(r.body.toStdString());
        REQUIRE(r.status == 200);
        const nkb::GameResult *stored = t.game();
        REQUIRE(stored);
        CHECK_FALSE(stored->finished); // a game in progress counts for nothing yet
        CHECK(stored->station == "Tafel 2");
        CHECK(json::parse(*stored->giftenJson)["giften"].size() == giften.size());
    }
    const long long before = t.changes();
    const json answer = body(t.write(giften)); // the same game again: the answer only
    CHECK(t.changes() == before);
    CHECK(answer["oordeel"]["finished"] == true);
    CHECK(answer["basis"] == t.basis);
    // "Spel klaar" counts only when a player of another seat confirmed the places on the phone.
    for (const auto &[keeper, confirmer] : {std::pair{0, -1}, std::pair{-1, 2}, std::pair{1, 1}, std::pair{0, 4}}) {
        t.keeper = keeper;
        t.confirmer = confirmer;
        const auto unconfirmed = t.write(giften, true);
        CHECK(unconfirmed.status == 422);
        CHECK(body(unconfirmed)["melding"].get<std::string>().find("medespeler") != std::string::npos);
        CHECK_FALSE(t.game()->finished);
    }
    t.keeper = 0;
    t.confirmer = 2;
    const auto done = t.write(giften, true);
    INFO(done.body.toStdString());
    REQUIRE(done.status == 200);
    CHECK(body(done)["klaar"] == true);
    const nkb::GameResult *counted = t.game();
    REQUIRE(counted);
    CHECK(counted->finished);
    CHECK(counted->points == std::vector<int>{10, 0, 8, 4});
    CHECK(counted->station == "Tafel 2");
    const auto audit = t.store->auditLog().value();
    CHECK(audit.back().station == "Tafel 2");
    // The audit names the seat that kept the score and the seat that confirmed.
    CHECK(audit.back().what.find("ingevoerd door A (" + t.names[0] + "), bevestigd door C (" + t.names[2] + ")") !=
          std::string::npos);
}

TEST_CASE("Entry at the table: a gift sent again is stored once, and a write built on an older stored state "
          "never removes or changes a stored gift (a late write, a second tab, a reopened store)",
          "[web][tableentry][store][security]")
{
    Table t;
    const json one = json::array({t.gift('A', true)});
    const json two = json::array({t.gift('A', true), t.gift('B', false)});
    REQUIRE(t.writeOn("", one).status == 200);
    const std::string seenOne = t.basis;
    CHECK(seenOne.size() == 16);
    REQUIRE(t.write(two).status == 200);
    const std::string seenTwo = t.basis;
    CHECK(seenTwo != seenOne);
    const long long before = t.changes();
    // The answer was lost and the phone sends the same write again: stored once.
    CHECK(t.writeOn(seenOne, two).status == 200);
    CHECK(t.changes() == before);
    // The first write, sent before the second, arrives last: it would drop gift 2. Refused with the
    // game stored now, so the phone can show it.
    const auto late = t.writeOn(seenOne, one);
    CHECK(late.status == 409);
    const json conflict = body(late);
    CHECK(conflict["botsing"] == true);
    CHECK(conflict["basis"] == seenTwo);
    CHECK(conflict["giften"].size() == 2);
    CHECK(conflict["melding"].get<std::string>().find("iets anders opgeslagen") != std::string::npos);
    CHECK(t.changes() == before);
    CHECK(t.storedGifts() == 2);
    // Two tabs: tab A stores gift 3 (D 40 won); tab B, which also saw two gifts, saves another gift 3.
    json tabA = two;
    tabA.push_back(t.gift('D', true));
    REQUIRE(t.writeOn(seenTwo, tabA).status == 200);
    json tabB = two;
    tabB.push_back(t.gift('C', true));
    const auto second = t.writeOn(seenTwo, tabB);
    CHECK(second.status == 409);
    CHECK(body(second)["giften"] == json::parse(*t.game()->giftenJson)["giften"]);
    CHECK(json::parse(*t.game()->giftenJson)["giften"][2]["spelers"][0] == t.names[3]); // tab A's gift 3 stays
    // The basis lives in the store: a store opened anew (serve restarted) refuses the same.
    t.store = nkbtest::reopen(t.db);
    CHECK(t.writeOn(seenTwo, two).status == 409);
    CHECK(t.writeOn(seenOne, one).status == 409);
    CHECK(t.storedGifts() == 3);
    // A page that saw an older state but only adds after everything stored (a reload on a look read a
    // moment before the last write) removes nothing: stored.
    json more = tabA;
    more.push_back(t.gift('D', true));
    CHECK(t.writeOn(seenOne, more).status == 200);
    CHECK(t.storedGifts() == 4);
}

TEST_CASE("Entry at the table: taking back or changing a stored gift is an explicit correction, named in the audit",
          "[web][tableentry][store]")
{
    Table t;
    const json two = json::array({t.gift('A', true), t.gift('B', false)});
    REQUIRE(t.writeOn("", two).status == 200);
    const json one = json::array({t.gift('A', true)});
    // Without saying so, a write that drops a stored gift is refused, even on the state it saw.
    CHECK(t.write(one).status == 409);
    CHECK(t.storedGifts() == 2);
    // As a correction on the state stored now: taken back, and the audit says so.
    const std::string seen = t.basis;
    const auto back = t.writeOn(seen, one, false, kPhone, 1, true);
    INFO(back.body.toStdString());
    REQUIRE(back.status == 200);
    CHECK(t.storedGifts() == 1);
    CHECK(t.store->auditLog().value().back().what.find("verbetering aan tafel: gift 2 teruggenomen") !=
          std::string::npos);
    // A correction built on an older state is a conflict like any other write.
    CHECK(t.writeOn(seen, json::array({t.gift('B', true)}), false, kPhone, 1, true).status == 409);
    // Changing gift 1 as a correction on the current state.
    const auto changed = t.writeOn(t.basis, json::array({t.gift('B', true)}), false, kPhone, 1, true);
    REQUIRE(changed.status == 200);
    CHECK(t.store->auditLog().value().back().what.find("verbetering aan tafel: gift 1 veranderd") !=
          std::string::npos);
}

TEST_CASE("Entry at the table: a gift that breaks a rule is refused with its gift and rule, and nothing is stored",
          "[web][tableentry][store]")
{
    Table t;
    json giften = json::array({t.gift('A', true), t.gift('A', true)}); // A eruit
    REQUIRE(t.write(giften).status == 200);
    const long long before = t.changes();
    giften.push_back(t.gift('A', false)); // R53: a player who is eruit no longer plays
    const auto r = t.write(giften);
    REQUIRE(r.status == 422);
    const json answer = body(r);
    CHECK(answer["ok"] == false);
    CHECK(answer["melding"].get<std::string>().rfind("Gift 3: Regel 53:", 0) == 0);
    CHECK(answer["oordeel"]["rule"] == 53);
    CHECK(answer["oordeel"]["gift"] == 3);
    CHECK(t.changes() == before);
    CHECK(json::parse(*t.game()->giftenJson)["giften"].size() == 2);
    // "Spel klaar" before the game is over is refused too.
    giften.erase(giften.end() - 1);
    CHECK(t.write(giften, true).status == 422);
    CHECK_FALSE(t.game()->finished);
}

TEST_CASE("Entry at the table: a withdrawn code writes nothing, even before the pages have seen the withdrawal",
          "[web][tableentry][store][security]")
{
    Table t;
    REQUIRE(t.write(json::array({t.gift('A', true)})).status == 200);
    auto director = nkbtest::reopen(t.db);
    REQUIRE(director->withdrawTableCode(2, 2));
    const long long before = t.changes();
    const auto r = t.write(json::array({t.gift('A', true), t.gift('B', true)}));
    CHECK(r.status == 403);
    CHECK(r.body == nkb::web::tableCodeRefused().body);
    CHECK(t.changes() == before);
    // The stored game sent again (nothing to write): refused the same, never "stored".
    const auto again = t.write(json::array({t.gift('A', true)}));
    CHECK(again.status == 403);
    // Taking every gift back (the game wiped) with the withdrawn code: refused the same, kept.
    const auto wipe = t.writeOn(t.basis, json::array(), false, kPhone, 1, true);
    CHECK(wipe.status == 403);
    CHECK(t.changes() == before);
    CHECK(t.storedGifts() == 1);
}

TEST_CASE("Entry at the table: a phone's write reads the store once and judges the game once",
          "[web][tableentry][store]")
{
    Table t;
    REQUIRE(t.write(json::array({t.gift('A', true)})).status == 200);
    // A gift added, a correction, "Spel klaar": each one read (the table's game), then the write,
    // whose own transaction checks the code's generation and the stored state.
    const json two = json::array({t.gift('A', true), t.gift('B', false)});
    for (const json &giften : {two, json::array({t.gift('A', true)})}) {
        const long long reads = t.store->readsDone();
        const bool correction = giften.size() < 2;
        const auto r = t.writeOn(t.basis, giften, false, kPhone, 1, correction);
        INFO(r.body.toStdString());
        REQUIRE(r.status == 200);
        CHECK(t.store->readsDone() - reads == 1);
    }
}

TEST_CASE("Entry at the table: a counted game is the desk's to correct, a game the desk has in progress is not "
          "overwritten",
          "[web][tableentry][store]")
{
    Table t;
    const json won = json::array({t.gift('A', true), t.gift('A', true), t.gift('B', true), t.gift('B', true),
                                  t.gift('C', true), t.gift('C', true)});
    REQUIRE(t.write(won, true).status == 200);
    REQUIRE(t.game()->finished);
    const long long before = t.changes();
    CHECK(t.write(won, true).status == 200); // "Spel klaar" again: answered, not stored again
    const auto changed = t.write(json::array({t.gift('A', false)}));
    CHECK(changed.status == 409);
    CHECK(body(changed)["melding"].get<std::string>().find("wedstrijdtafel") != std::string::npos);
    CHECK(t.changes() == before);

    // Game 2 typed at the desk first: the phone does not overwrite it.
    std::string points;
    const int scores[] = {10, 8, 4, 0};
    for (std::size_t i = 0; i < 4; ++i)
        points += (i ? "," : "") + t.names[i] + "=" + std::to_string(scores[i]);
    REQUIRE(runCliOn(t.db, {"--station", "Zaal-1", "result", "--round", "2", "--table", "2", "--game", "2", "--points",
                            points})
                .code == 0);
    const auto desk = t.writeOn("", json::array({t.gift('A', true)}), false, kPhone, 2);
    CHECK(desk.status == 409);
    CHECK(t.game(2)->points == std::vector<int>{10, 8, 4, 0});
}

TEST_CASE("Entry at the table: what a write must carry, and the addresses it may go to", "[web][tableentry][security]")
{
    using nkb::web::parseTableWrite;
    using nkb::web::TablePost;
    const auto refused = [](std::string_view b, TablePost::Action a = TablePost::Action::Game) {
        return std::holds_alternative<std::string>(parseTableWrite(b, a));
    };
    const std::string good = R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"00ff00ff00ff00ff","giften":[],"klaar":false})";
    REQUIRE_FALSE(refused(good));
    const auto w = std::get<TableWrite>(parseTableWrite(good));
    CHECK(w.phone == kPhone);
    CHECK(w.game == 1);
    CHECK(w.basis == "00ff00ff00ff00ff");
    CHECK_FALSE(w.correction);
    CHECK(w.giftenJson == "[]");
    CHECK(refused("not json"));
    CHECK(refused("[1,2]"));
    CHECK(refused(R"({"telefoon":"kort","spel":1,"basis":"","giften":[]})"));
    CHECK(refused(R"({"telefoon":"0123456789abcdef<script>","spel":1,"basis":"","giften":[]})"));
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":0,"basis":"","giften":[]})"));
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"XYZ","giften":[]})"));
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"giften":[]})")); // no basis named
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"","versie":1,"giften":[]})"));
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"","giften":{}})"));
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"","giften":[],"station":"Zaal-1"})"));
    // Nested deeper than a game (a game is 4 deep): refused before anything walks it.
    CHECK(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"","giften":)" + std::string(5000, '[') +
                  std::string(5000, ']') + "}"));
    CHECK_FALSE(refused(R"({"telefoon":")" + kPhone + R"(","spel":1,"basis":"","giften":[{"spelers":["[[[[[[[[[["],"irregularity":{"kind":"verzaking","by":"x"}}]})"));
    CHECK_FALSE(refused(R"({"telefoon":")" + kPhone + R"("})", TablePost::Action::TakeOver));
    CHECK(refused(good, TablePost::Action::TakeOver));

    CHECK(nkb::web::tablePost("/tafel/7/spel")->table == 7);
    CHECK(nkb::web::tablePost("/tafel/7/overnemen")->action == TablePost::Action::TakeOver);
    for (const char *path : {"/tafel/7", "/tafel/7/stand", "/tafel/07/spel", "/tafel/-7/spel", "/tafel/0/spel",
                             "/tafel/10000/spel", "/tafel//spel", "/tafel/7/spel/", "/klassement"})
        CHECK_FALSE(nkb::web::tablePost(path));
}

TEST_CASE("Entry at the table: one phone writes per table, a second takes over, and a new code starts afresh",
          "[web][tableentry][security]")
{
    nkb::web::TableHolders holders;
    using Holder = nkb::web::TableHolders::Holder;
    const TableKey seven{2, 7, 1};
    CHECK(holders.holder(seven, kPhone) == Holder::Nobody);
    CHECK(holders.claim(seven, kPhone));
    CHECK(holders.claim(seven, kPhone));
    CHECK(holders.holder(seven, kPhone) == Holder::This);
    CHECK_FALSE(holders.claim(seven, kOtherPhone));
    CHECK(holders.holder(seven, kOtherPhone) == Holder::Other);
    holders.takeOver(seven, kOtherPhone);
    CHECK_FALSE(holders.claim(seven, kPhone));
    CHECK(holders.holder(seven, kPhone) == Holder::Other);
    CHECK(holders.claim(TableKey{2, 8, 1}, kPhone)); // another table is another matter
    CHECK(holders.claim(TableKey{2, 7, 2}, kPhone)); // the withdrawn code's successor
    CHECK(nkb::web::holderAnswer(Holder::Other).status == 409);
    CHECK(body(nkb::web::holderAnswer(Holder::Other))["houder"] == "ander");
}

TEST_CASE("Entry at the table with double entry: the phone's game is the first entry, the referee's typing of the "
          "paper sheet the second, and the table's look sends the phone on to game 2",
          "[web][tableentry][store]")
{
    Table t;
    REQUIRE(runCliOn(t.db, {"settings", "--double-entry", "on"}).code == 0);
    json giften = json::array();
    for (const auto &[seat, won] : std::vector<std::pair<char, bool>>{{'A', true}, {'A', true}, {'B', false},
                                                                     {'B', false}, {'C', true}, {'D', true},
                                                                     {'C', false}, {'C', true}})
        giften.push_back(t.gift(seat, won));
    REQUIRE(t.write(giften).status == 200);
    const auto done = t.write(giften, true);
    INFO(done.body.toStdString());
    REQUIRE(done.status == 200);
    CHECK(body(done)["wacht_op_tweede"] == true);
    CHECK_FALSE(t.game()); // not counted until the second entry agrees
    // The table's look: game 1 waits for the desk, so the phone goes on with game 2.
    {
        nkb::web::Snapshot s;
        s.tournament = t.store->load().value();
        s.tableSecret = t.store->tableSecret().value();
        const auto first = t.store->firstEntries();
        REQUIRE(first);
        REQUIRE(first->size() == 1);
        s.firstEntries.emplace(first->front().round, first->front().table, first->front().game);
        const nkb::web::Request look =
            nkbtest::signedLook("/tafel/2/stand", nkb::web::tableCode(s.tableSecret, t.key), kPhone);
        nkb::web::TableLooks looks;
        const auto answer = nkb::web::tableRoute(s, look, looks);
        REQUIRE(answer);
        REQUIRE(answer->status == 200);
        const json stand = json::parse(answer->body.toStdString());
        CHECK(stand["spellen"][0]["stand"] == "eerste");
        CHECK(stand["spellen"][1]["stand"] == "open");
    }
    // The referee types the paper sheet at the desk: the same points, and the game counts.
    std::string points;
    const int scores[] = {10, 0, 8, 4};
    for (std::size_t i = 0; i < 4; ++i)
        points += (i ? "," : "") + t.names[i] + "=" + std::to_string(scores[i]);
    const auto desk = runCliOn(t.db, {"--station", "Zaal-1", "result", "--round", "2", "--table", "2", "--game", "1",
                                      "--points", points});
    INFO(desk.out << desk.err);
    REQUIRE(desk.code == 0);
    const nkb::GameResult *counted = t.game();
    REQUIRE(counted);
    CHECK(counted->finished);
    CHECK(counted->points == std::vector<int>{10, 0, 8, 4});
}
