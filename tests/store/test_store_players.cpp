// The door (docs/nk-day.md): players are added, corrected and removed before the first draw,
// ticked present or absent; each change one transaction, one audit entry, undoable.
#include "storefixture.h"

#include <nlohmann/json.hpp>

using namespace nkb;
using namespace nkbtest;

TEST_CASE("Store players: a misspelt name is fixed, start number and seats stay his", "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    const std::string before = exported(*store);
    auto edited = store->editPlayer(2, NewPlayer{"Bram de Vries", "Leimuiden", {"nieuw"}, 1});
    INFO((edited.ok() ? std::string() : edited.error().message));
    REQUIRE(edited.ok());
    CHECK(edited->startNumber == 2);
    CHECK(edited->name == "Bram de Vries");
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->player(2)->name == "Bram de Vries");
    CHECK(t->player(2)->club == "Leimuiden");
    CHECK(t->player(2)->categories == std::vector<std::string>{"nieuw"});
    CHECK(t->round(1)->tables.front().seats == std::vector<int>{1, 2, 3, 4});
    auto rows = store->standings();
    REQUIRE(rows.ok());
    CHECK(rowOf(rows.value(), "Bram de Vries").ladder.points == 8);
    CHECK(lastAudit(*store).find("P2 → Bram de Vries") != std::string::npos);
    REQUIRE(store->undo().ok());
    CHECK(exported(*store) == before);
}

TEST_CASE("Store players: an edit follows the name rules of adding", "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 3);
    const std::string before = exported(*store);
    const std::size_t entries = store->auditLog()->size();
    for (const char *bad : {"", "P1", " Anna", "Anna,Bram", "Cor=3"}) {
        INFO(bad);
        auto r = store->editPlayer(2, NewPlayer{bad, "", {}, 1});
        REQUIRE_FALSE(r.ok());
        CHECK_FALSE(r.error().unusable());
    }
    CHECK_FALSE(store->editPlayer(99, NewPlayer{"Anna", "", {}, 1}).ok());
    CHECK(exported(*store) == before);
    CHECK(store->auditLog()->size() == entries);
    // Keeping one's own name while changing the club is fine.
    REQUIRE(store->editPlayer(2, NewPlayer{"P2", "Aalsmeer", {}, 1}).ok());
}

TEST_CASE("Store players: removed before the first draw, undo brings him back", "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 0);
    REQUIRE(store->importPlayersCsv("naam,club,categorie\nAnna,X,dame\nBram,Y,\nCor,Z,\n").ok());
    const std::string before = exported(*store);
    REQUIRE_FALSE(store->removePlayer(2).has_value());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->players.size() == 2);
    CHECK(t->player(2) == nullptr);
    CHECK(t->player(3)->name == "Cor"); // start numbers are stable
    CHECK(lastAudit(*store).find("Speler verwijderd: 2 Bram") != std::string::npos);
    REQUIRE(store->undo().ok());
    CHECK(exported(*store) == before);
    // Categories hang on the player: they come back with him.
    REQUIRE_FALSE(store->removePlayer(1).has_value());
    REQUIRE(store->undo().ok());
    CHECK(store->load()->player(1)->categories == std::vector<std::string>{"dame"});
    CHECK(store->removePlayer(99).has_value());
}

TEST_CASE("Store players: a removed player's start number is not given to the next one", "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 3);
    REQUIRE_FALSE(store->removePlayer(3).has_value());
    auto walkIn = store->addPlayer(NewPlayer{"Inloper", "", {}, 1});
    REQUIRE(walkIn.ok());
    CHECK(walkIn->startNumber == 4); // 3 may already be on a printed list
    auto imported = store->importPlayersCsv("naam,club,categorie\nLaat,,\n");
    REQUIRE(imported.ok());
    CHECK(imported->front().startNumber == 5);
}

TEST_CASE("Store players: once seated a player is withdrawn, not removed", "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 5);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    const std::string before = exported(*store);
    auto refusal = store->removePlayer(3);
    REQUIRE(refusal.has_value());
    CHECK_FALSE(refusal->unusable());
    CHECK(refusal->message.find("ronde 1") != std::string::npos);
    CHECK(refusal->message.find("terug") != std::string::npos);
    CHECK(exported(*store) == before);
    // Not seated anywhere: still removable.
    CHECK_FALSE(store->removePlayer(5).has_value());
}

TEST_CASE("Store check-in: new players are present, an absent one is left out of the next draw",
          "[store][players][checkin]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 9);
    auto t = store->load();
    REQUIRE(t.ok());
    for (const auto &p : t->players)
        CHECK(p.present);
    auto out = store->setPresent(9, false);
    REQUIRE(out.ok());
    CHECK_FALSE(out->player.present);
    CHECK(out->warnings.empty());
    CHECK(lastAudit(*store).find("Afgemeld: 9 P9") != std::string::npos);
    CHECK(store->presentPlayers(1).value() == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(store->presentPlayers(3).value() == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
    // A seating of round 1 with him is refused; without him it is complete.
    auto refusedSeat = store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 9}}});
    REQUIRE_FALSE(refusedSeat.ok());
    CHECK(refusedSeat.error().message.find("P9") != std::string::npos);
    auto seated = store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}});
    REQUIRE(seated.ok());
    CHECK(seated->notSeated.empty()); // an absent player is not missing a seat
    // Asking twice is refused and changes nothing.
    CHECK_FALSE(store->setPresent(9, false).ok());
    // Ticked present again he is back for the draw; undo takes the tick back.
    REQUIRE(store->setPresent(9, true).ok());
    CHECK(store->presentPlayers(2).value().size() == 9);
    REQUIRE(store->undo().ok());
    CHECK(store->presentPlayers(2).value().size() == 8);
    CHECK_FALSE(store->setPresent(99, true).ok());
}

TEST_CASE("Store check-in: seats already made stay when a player is ticked absent",
          "[store][players][checkin]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    const std::vector<Table> round1{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}};
    REQUIRE(store->setTables(1, round1).ok());
    auto out = store->setPresent(8, false);
    REQUIRE(out.ok());
    REQUIRE(out->warnings.size() == 1); // still seated in round 1, which has no result yet
    CHECK(out->warnings.front().find("ronde 1") != std::string::npos);
    CHECK(store->tables(1).value() == round1);
    // A swap of two others in round 1 keeps his seat; a round seated after the mark leaves him out.
    const std::vector<Table> swapped{Table{1, {5, 2, 3, 4}}, Table{2, {1, 6, 7, 8}}};
    CHECK(store->setTables(1, swapped).ok());
    CHECK(store->presentPlayers(2).value() == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
    CHECK_FALSE(store->setTables(2, round1).ok());
}

TEST_CASE("Store check-in: presence goes through export and import", "[store][players][checkin][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setPresent(3, false).ok());
    const std::string doc = exported(*store);
    auto copy = TournamentStore::importJson(tempPath(dir, "import.bonaken"), doc);
    REQUIRE(copy.ok());
    CHECK(exported(*copy.value()) == doc);
    CHECK_FALSE(copy.value()->load()->player(3)->present);
}

TEST_CASE("Store check-in: an export from before check-in imports with everybody present",
          "[store][players][checkin][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    nlohmann::json doc = nlohmann::json::parse(exported(*store));
    for (auto &p : doc["players"])
        p.erase("present");
    auto copy = TournamentStore::importJson(tempPath(dir, "old.bonaken"), doc.dump());
    INFO((copy.ok() ? std::string() : copy.error().message));
    REQUIRE(copy.ok());
    CHECK(copy.value()->presentPlayers(1).value() == std::vector<int>{1, 2, 3, 4});
}

TEST_CASE("Store players: a late entry into a drawn round fills a table of three, in one undo step",
          "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 7);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}}).ok());
    auto late = store->lateEntry(NewPlayer{"Walk In", "", {}, 1});
    REQUIRE(late.ok());
    CHECK(late->message.find("tafel 2") != std::string::npos);
    CHECK(late->message.find("tafel van drie") != std::string::npos);
    auto t = store->load().value();
    CHECK(t.round(1)->tables[1].seats == std::vector<int>{5, 6, 7, late->player.startNumber});
    // One change: undo takes back the seat and the player together.
    REQUIRE(store->undo().ok());
    t = store->load().value();
    CHECK(t.round(1)->tables[1].seats == std::vector<int>{5, 6, 7});
    CHECK(t.playerByName("Walk In") == nullptr);
}

TEST_CASE("Store players: a late entry into a drawn round with a result and full tables starts the next round",
          "[store][players]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 8);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    auto late = store->lateEntry(NewPlayer{"Walk In", "", {}, 1});
    REQUIRE(late.ok());
    // One message, and the round in it is the round he really starts in.
    CHECK(late->message == "9 Walk In speelt mee vanaf ronde 2: ronde 1 heeft al uitslagen en geen vrije "
                           "tafel van drie, dus de speler begint in ronde 2.");
    CHECK(late->player.joinsFromRound == 2);
    const auto t = store->load().value();
    CHECK(t.playerByName("Walk In")->joinsFromRound == 2);
    CHECK_FALSE(t.playerByName("Walk In")->presentIn(1));
}

namespace {
int tableOf(const Round &r, int startNumber)
{
    for (const Table &tb : r.tables)
        if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
            return tb.number;
    return 0;
}
} // namespace

TEST_CASE("Store players: a late entry into a drawn round of full tables without results redraws that round with him",
          "[store][players][late]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 8);
    REQUIRE(store->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 77, "1").ok());
    auto late = store->lateEntry(NewPlayer{"Walk In", "", {}, 1});
    REQUIRE(late.ok());
    CHECK(late->player.joinsFromRound == 1);
    auto t = store->load().value();
    const Round &r1 = *t.round(1);
    // Nine players: tables of three, everybody seated exactly once, the latecomer too.
    std::vector<int> seated;
    for (const Table &tb : r1.tables)
        seated.insert(seated.end(), tb.seats.begin(), tb.seats.end());
    std::sort(seated.begin(), seated.end());
    CHECK(seated == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9});
    CHECK(r1.seed == std::optional<std::uint64_t>{77});
    const int table = tableOf(r1, 9);
    REQUIRE(table > 0);
    CHECK(late->message.find("9 Walk In speelt mee vanaf ronde 1: ronde 1 had nog geen uitslagen en is opnieuw geloot") ==
          0);
    CHECK(late->message.find("aan tafel " + std::to_string(table) + ".") != std::string::npos);
    // One change: undo gives back the round as it was drawn, without him.
    REQUIRE(store->undo().ok());
    t = store->load().value();
    CHECK(t.round(1)->tables == std::vector<Table>{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}});
    CHECK(t.playerByName("Walk In") == nullptr);
}

TEST_CASE("Store players: a late entry redraws only his own round, the played round before it stays",
          "[store][players][late]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 8);
    const std::vector<Table> one{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}};
    REQUIRE(store->setTables(1, one).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(store->setTables(2, {Table{1, {1, 5, 2, 6}}, Table{2, {3, 7, 4, 8}}}).ok());
    auto late = store->lateEntry(NewPlayer{"Walk In", "", {}, 2});
    REQUIRE(late.ok());
    const auto t = store->load().value();
    CHECK(t.round(1)->tables == one);
    CHECK(tableOf(*t.round(2), 9) > 0);
    CHECK(t.round(2)->tables.size() == 3);
    CHECK(late->message.find("ronde 2 had nog geen uitslagen en is opnieuw geloot") != std::string::npos);
}

TEST_CASE("Store players: a signed-up latecomer not yet at the door is seated in the drawn round and ticked present",
          "[store][players][late]")
{
    // Issue 35 point 5: signed up (imported, not ticked present), round 1 drawn without him and
    // without results; Laat instromen must seat him there, not say "begint in ronde 2" and leave
    // him absent for every later draw too.
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 9);
    REQUIRE(store->setPresent(9, false).ok());
    REQUIRE(store->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 77, "1").ok());
    auto late = store->lateEntry(NewPlayer{"P9", "", {}, 1});
    REQUIRE(late.ok());
    CHECK(late->player.joinsFromRound == 1);
    CHECK(late->player.present);
    CHECK(late->message.find("ronde 1 had nog geen uitslagen en is opnieuw geloot") != std::string::npos);
    auto t = store->load().value();
    CHECK(tableOf(*t.round(1), 9) > 0);
    CHECK(t.playerByName("P9")->present);
    CHECK(store->presentPlayers(2).value().size() == 9);
    // One change: undo gives him back as signed up, absent, and the round as drawn.
    REQUIRE(store->undo().ok());
    t = store->load().value();
    CHECK_FALSE(t.playerByName("P9")->present);
    CHECK(tableOf(*t.round(1), 9) == 0);
}

TEST_CASE("Store players: a signed-up latecomer into a round not drawn yet is ticked present and drawn with it",
          "[store][players][late]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "T.bonaken"), 9);
    REQUIRE(store->setPresent(9, false).ok());
    auto late = store->lateEntry(NewPlayer{"P9", "", {}, 1});
    REQUIRE(late.ok());
    CHECK(late->player.joinsFromRound == 1);
    CHECK(store->presentPlayers(1).value().size() == 9);
}

TEST_CASE("Re-importing a list with only-new skips the players already present, in any case",
          "[store][players][import]")
{
    QTemporaryDir dir;
    auto owned = newTournament(tempPath(dir, "t.bonaken"), 0);
    auto &store = *owned;
    REQUIRE(store.importPlayersCsv("naam,club\nAnna,X\nBram,Y\n").ok());
    // Refused whole by default: the first known name is named, nothing is added.
    auto refusedAll = store.importPlayersCsv("naam,club\nCor,Z\nanna,X\n");
    REQUIRE_FALSE(refusedAll.ok());
    CHECK(refusedAll.error().message.find("Rij 3") != std::string::npos);
    CHECK(store.load()->players.size() == 2);

    auto added = store.importPlayersCsv("naam,club\nCor,Z\nanna,X\nBRAM,Y\nDirk,W\n",
                                        TournamentStore::KnownNames::Skip);
    REQUIRE(added.ok());
    REQUIRE(added->size() == 2);
    CHECK(added->at(0).name == "Cor");
    CHECK(added->at(1).name == "Dirk");
    CHECK(store.load()->players.size() == 4);

    // Two rows of one new name in the file stay a refusal; all known is a refusal that says so.
    CHECK_FALSE(store.importPlayersCsv("naam\nEva\neva\n", TournamentStore::KnownNames::Skip).ok());
    auto none = store.importPlayersCsv("naam\nCor\nDirk\n", TournamentStore::KnownNames::Skip);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message.find("zijn er al") != std::string::npos);
    CHECK(store.load()->players.size() == 4);
}
