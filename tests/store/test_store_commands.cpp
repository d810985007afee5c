// The director's commands on the file: seating, results and corrections, withdrawals and late
// entries, tables of three, the final, undo, refused input that changes nothing, export/import.
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

std::size_t auditSize(const TournamentStore &store)
{
    auto log = store.auditLog();
    REQUIRE(log.ok());
    return log->size();
}

void points(TournamentStore &store, int round, int table, int game,
            std::vector<std::pair<std::string, int>> pts)
{
    auto r = store.enterPoints(GameRef{round, table, game}, pts);
    INFO((r.ok() ? std::string() : r.error().message));
    REQUIRE(r.ok());
}

} // namespace

TEST_CASE("Store: a result needs the table's players, each once, and a reachable outcome (R54)",
          "[store][R54]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    const std::string before = exported(*store);
    const std::size_t auditBefore = auditSize(*store);
    auto unknown = store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"Zed", 1}});
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().message.find("Zed") != std::string::npos);
    auto missing = store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}});
    REQUIRE_FALSE(missing.ok());
    auto impossible = store->enterPoints({1, 1, 1}, {{"P1", 10}, {"P2", 10}, {"P3", 10}, {"P4", 4}});
    REQUIRE_FALSE(impossible.ok());
    CHECK(impossible.error().rule == 54);
    CHECK_FALSE(impossible.error().unusable());
    auto noGame3 = store->enterPoints({1, 1, 3}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE_FALSE(noGame3.ok());
    CHECK(noGame3.error().rule == 60);
    auto noTable = store->enterPoints({1, 2, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE_FALSE(noTable.ok());
    auto unseated = store->enterPoints({2, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE_FALSE(unseated.ok());
    // Refused commands change nothing, not even the audit trail.
    CHECK(exported(*store) == before);
    CHECK(auditSize(*store) == auditBefore);
}

TEST_CASE("Store: a correction to an earlier round changes the standings after every later round",
          "[store][R60]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    REQUIRE(store->setTables(2, {Table{1, {4, 3, 2, 1}}}).ok());
    points(*store, 1, 1, 1, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    points(*store, 1, 1, 2, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    points(*store, 2, 1, 1, {{"P2", 10}, {"P1", 8}, {"P3", 4}, {"P4", 1}});
    points(*store, 2, 1, 2, {{"P2", 10}, {"P1", 8}, {"P3", 4}, {"P4", 1}});
    // P1: 10+10+8+8 = 36, P2: 8+8+10+10 = 36, level on points; P1 and P2 both have two 10s and two 8s.
    auto rows = store->standings();
    REQUIRE(rows.ok());
    CHECK(rowOf(rows.value(), "P1").rank == 1);
    CHECK(rowOf(rows.value(), "P2").rank == 1);
    // The referee typed round 1 game 2 wrongly: P3 won it, P1 was third.
    auto corr = store->enterPoints({1, 1, 2}, {{"P1", 4}, {"P2", 8}, {"P3", 10}, {"P4", 1}});
    REQUIRE(corr.ok());
    CHECK(corr->correction);
    REQUIRE(corr->previous.has_value());
    CHECK(corr->previous->points == std::vector<int>{10, 8, 4, 1});
    // After round 1: P1 10+4 = 14, P2 16, P3 14 (one 10, one 4 each: level), P4 2.
    auto after1 = store->standings({1, std::nullopt});
    REQUIRE(after1.ok());
    CHECK(rowOf(after1.value(), "P2").rank == 1);
    CHECK(rowOf(after1.value(), "P1").rank == 2);
    CHECK(rowOf(after1.value(), "P3").rank == 2);
    CHECK(rowOf(after1.value(), "P1").ladder.points == 14);
    // After round 2: P1 10+4+8+8 = 30, P2 8+8+10+10 = 36, P3 4+10+4+4 = 22, P4 4.
    auto after2 = store->standings();
    REQUIRE(after2.ok());
    CHECK(rowOf(after2.value(), "P2").rank == 1);
    CHECK(rowOf(after2.value(), "P1").rank == 2);
    CHECK(rowOf(after2.value(), "P1").ladder.points == 30);
    CHECK(rowOf(after2.value(), "P3").ladder.points == 22);
    // Nothing edited silently: the audit trail names the correction and the old points.
    auto log = store->auditLog();
    REQUIRE(log.ok());
    CHECK(log->back().what.find("Correctie") != std::string::npos);
    CHECK(log->back().what.find("10/8/4/1") != std::string::npos);
    CHECK(log->back().station == "test");
}

TEST_CASE("Store: undo reverts the last change, one at a time", "[store][undo]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    points(*store, 1, 1, 1, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    const std::string afterFirst = exported(*store);
    points(*store, 1, 1, 1, {{"P1", 1}, {"P2", 8}, {"P3", 4}, {"P4", 10}}); // a correction
    auto what = store->undo();
    REQUIRE(what.ok());
    CHECK(what->find("Correctie") != std::string::npos);
    CHECK(exported(*store) == afterFirst); // the original result is back
    REQUIRE(store->undo().ok());           // the result itself
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK(t->games.empty());
    REQUIRE(store->undo().ok()); // the seating
    t = store->load();
    REQUIRE(t.ok());
    CHECK(t->rounds.empty());
    REQUIRE(store->undo().ok()); // player P4
    t = store->load();
    CHECK(t->players.size() == 3);
    // The undo steps are in the audit trail too, and cannot themselves be undone.
    auto log = store->auditLog();
    REQUIRE(log.ok());
    CHECK(log->back().what.rfind("Ongedaan gemaakt", 0) == 0);
    CHECK_FALSE(log->back().undoable);
}

TEST_CASE("Store: undo with nothing to undo is refused", "[store][undo]")
{
    QTemporaryDir dir;
    OpenOptions o;
    o.create = true;
    auto store = TournamentStore::open(tempPath(dir, "t.bonaken"), o);
    REQUIRE(store.ok());
    auto r = store.value()->undo();
    REQUIRE_FALSE(r.ok());
    CHECK_FALSE(r.error().unusable());
}

TEST_CASE("Store: undo of a withdrawal, an import and a lot", "[store][undo]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 0);
    REQUIRE(store->importPlayersCsv("naam,club,categorie\nAnna,X,dame\nBram,Y,\n").ok());
    REQUIRE(store->withdrawPlayer("Anna", 3).ok());
    REQUIRE(store->undo().ok());
    auto t = store->load();
    REQUIRE(t.ok());
    CHECK_FALSE(t->players[0].withdrawnFromRound.has_value());
    CHECK(t->players[0].categories == std::vector<std::string>{"dame"});
    REQUIRE(store->undo().ok());
    t = store->load();
    CHECK(t->players.empty());
}

TEST_CASE("Store: a refused CSV names the row and writes nothing", "[store][csv]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 1);
    const std::string before = exported(*store);
    const std::size_t auditBefore = auditSize(*store);
    SECTION("an empty name")
    {
        auto r = store->importPlayersCsv("naam;club;categorie\nAnna;X;\nBram;Y;\n;Z;dame\nCor;;\n");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find("Rij 4") != std::string::npos);
    }
    SECTION("a name already in the tournament")
    {
        auto r = store->importPlayersCsv("naam,club\nAnna,X\nP1,Y\n");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.find("Rij 3") != std::string::npos);
        CHECK(r.error().message.find("P1") != std::string::npos);
    }
    CHECK(exported(*store) == before);
    CHECK(auditSize(*store) == auditBefore);
}

TEST_CASE("Store: seating is checked: sizes 3 or 4, each player once, present players only", "[store]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    CHECK_FALSE(store->setTables(1, {Table{1, {1, 2, 3, 4, 5}}}).ok());
    CHECK_FALSE(store->setTables(1, {Table{1, {1, 2}}}).ok());
    CHECK_FALSE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {4, 5, 6, 7}}}).ok());
    CHECK_FALSE(store->setTables(1, {Table{2, {1, 2, 3, 4}}}).ok());
    CHECK_FALSE(store->setTables(6, {Table{1, {1, 2, 3, 4}}}).ok());
    auto ok = store->setTablesCsv(1, "tafel,naam\n1,P1\n1,P2\n1,P3\n1,P4\n2,P5\n2,P6\n2,P7\n");
    REQUIRE(ok.ok());
    CHECK(ok->notSeated == std::vector<int>{8});
    auto bad = store->setTablesCsv(2, "tafel,naam\n1,P1\n1,Nobody\n");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("Rij 3") != std::string::npos);
    // A played round is not reseated.
    points(*store, 1, 2, 1, {{"P5", 10}, {"P6", 8}, {"P7", 4}});
    CHECK_FALSE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
}

TEST_CASE("Store: tables of three score 10, 8, 4 and count in the ladder", "[store][R57]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 7);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}}).ok());
    auto refusedOne = store->enterPoints({1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 1}});
    REQUIRE_FALSE(refusedOne.ok());
    CHECK(refusedOne.error().rule == 54);
    points(*store, 1, 2, 1, {{"P5", 10}, {"P6", 8}, {"P7", 4}});
    points(*store, 1, 2, 2, {{"P5", 4}, {"P6", 8}, {"P7", 10}});
    auto rows = store->standings();
    REQUIRE(rows.ok());
    // P6 16 (two 8s), P5 and P7 14 each (one 10, one 4): level, shared second place.
    CHECK(rowOf(rows.value(), "P6").rank == 1);
    CHECK(rowOf(rows.value(), "P5").rank == 2);
    CHECK(rowOf(rows.value(), "P7").rank == 2);
    CHECK(rowOf(rows.value(), "P6").ladder.eights == 2);
    CHECK(rowOf(rows.value(), "P5").ladder.games == 2);
}

TEST_CASE("Store: a withdrawn player keeps his points, is not present later and not a finalist",
          "[store][R61]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 5);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    points(*store, 1, 1, 1, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    points(*store, 1, 1, 2, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    // Round 1 is played: a withdrawal from round 1 is refused, from round 2 accepted.
    CHECK_FALSE(store->withdrawPlayer("P1", 1).ok());
    auto w = store->withdrawPlayer("P1", 2);
    REQUIRE(w.ok());
    CHECK(w->player.withdrawnFromRound == 2);
    auto present1 = store->presentPlayers(1);
    auto present2 = store->presentPlayers(2);
    REQUIRE(present1.ok());
    REQUIRE(present2.ok());
    CHECK(present1.value() == std::vector<int>{1, 2, 3, 4, 5});
    CHECK(present2.value() == std::vector<int>{2, 3, 4, 5});
    CHECK_FALSE(store->setTables(2, {Table{1, {1, 2, 3, 4}}}).ok());
    auto rows = store->standings();
    REQUIRE(rows.ok());
    CHECK(rowOf(rows.value(), "P1").rank == 1);
    CHECK(rowOf(rows.value(), "P1").ladder.points == 20);
    CHECK(rowOf(rows.value(), "P1").withdrawn);
    auto fin = store->finalists();
    REQUIRE(fin.ok());
    CHECK(fin->finalists == std::vector<int>{2, 3, 4, 5});
    CHECK_FALSE(fin->tie.has_value());
}

TEST_CASE("Store: a late entry joins from its round, a walk-in is added", "[store]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 4);
    auto late = store->lateEntry(NewPlayer{"P4", "", {}, 2});
    REQUIRE(late.ok());
    auto walkIn = store->lateEntry(NewPlayer{"Eef", "Leiden", {"nieuw"}, 3});
    REQUIRE(walkIn.ok());
    CHECK(walkIn->player.startNumber == 5);
    CHECK(store->presentPlayers(1).value() == std::vector<int>{1, 2, 3});
    CHECK(store->presentPlayers(2).value() == std::vector<int>{1, 2, 3, 4});
    CHECK(store->presentPlayers(3).value() == std::vector<int>{1, 2, 3, 4, 5});
    auto early = store->setTables(1, {Table{1, {1, 2, 3, 4}}});
    REQUIRE_FALSE(early.ok());
    CHECK(early.error().message.find("vanaf ronde 2") != std::string::npos);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3}}}).ok());
    // Seated in round 1 already: cannot be made a late entry from round 2.
    CHECK_FALSE(store->lateEntry(NewPlayer{"P1", "", {}, 2}).ok());
}

TEST_CASE("Store: the draw's needs: seated rounds with seed and algorithm, rounds with results",
          "[store][draw]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 8);
    REQUIRE(store
                ->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}},
                                  18446744073709551615ULL, "sgp-1")
                .ok());
    points(*store, 1, 1, 1, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE(store->storeDrawnRound(2, {Table{1, {1, 5, 2, 6}}, Table{2, {3, 7, 4, 8}}}, 7, "sgp-1").ok());
    auto rounds = store->seatedRounds();
    REQUIRE(rounds.ok());
    REQUIRE(rounds->size() == 2);
    CHECK(rounds.value()[0].seed == 18446744073709551615ULL);
    CHECK(rounds.value()[0].algorithm == "sgp-1");
    CHECK(rounds.value()[1].tables[1].seats == std::vector<int>{3, 7, 4, 8});
    CHECK(store->roundsWithResults().value() == std::vector<int>{1});
    // An unplayed round can be redrawn; a played one cannot.
    CHECK(store->storeDrawnRound(2, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 8, "sgp-1").ok());
    CHECK_FALSE(store->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 8, "sgp-1").ok());
}

TEST_CASE("Store: the final: a tie across the cut, a recorded lot, the final's own ranking",
          "[store][R60][R61]")
{
    QTemporaryDir dir;
    TournamentInfo info;
    info.name = "Finale";
    info.rounds = 1;
    info.gamesPerRound = 1;
    auto store = newTournament(tempPath(dir, "t.bonaken"), 12, info);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}, Table{3, {9, 10, 11, 12}}})
                .ok());
    for (int t = 0; t < 3; ++t) {
        const int b = 4 * t;
        points(*store, 1, t + 1, 1,
               {{"P" + std::to_string(b + 1), 10},
                {"P" + std::to_string(b + 2), 8},
                {"P" + std::to_string(b + 3), 4},
                {"P" + std::to_string(b + 4), 1}});
    }
    // Three 10s share rank 1; three 8s share rank 4 for the one place left: a tie across the cut.
    auto fin = store->finalists();
    REQUIRE(fin.ok());
    REQUIRE(fin->tie.has_value());
    CHECK(fin->undecided());
    CHECK(fin->tie->rank == 4);
    CHECK(fin->tie->places == 1);
    CHECK(fin->tie->players == std::vector<int>{2, 6, 10});
    CHECK(fin->finalists == std::vector<int>{1, 5, 9});
    auto rows = store->standings();
    REQUIRE(rows.ok());
    CHECK(rowOf(rows.value(), "P6").tieAtCut);
    CHECK_FALSE(rowOf(rows.value(), "P5").tieAtCut);
    // The final cannot start before the lot.
    auto early = store->enterPoints({kFinalRound, 1, 1}, {{"P1", 10}, {"P5", 8}, {"P9", 4}, {"P2", 1}});
    REQUIRE_FALSE(early.ok());
    CHECK(early.error().rule == 60);
    // The lot, undone and drawn again with the same seed, falls the same way.
    auto lot = store->resolveFinalistsByLot(42);
    REQUIRE(lot.ok());
    REQUIRE(lot->lot.has_value());
    const std::vector<int> order = lot->lot->order;
    CHECK(order == drawLotOrder({2, 6, 10}, 42));
    CHECK_FALSE(store->resolveFinalistsByLot(43).ok()); // settled: no second draw
    REQUIRE(store->undo().ok());
    CHECK(store->finalists()->undecided());
    lot = store->resolveFinalistsByLot(42);
    REQUIRE(lot.ok());
    CHECK(lot->lot->order == order);
    const int w = order.front();
    CHECK(lot->finalists == std::vector<int>{1, 5, 9, w});
    const std::string wn = "P" + std::to_string(w);
    // Final game 1: P1 10, P5 8, P9 4, winner 1. Game 2: winner 10, P9 8, P5 4, P1 1.
    points(*store, kFinalRound, 1, 1, {{"P1", 10}, {"P5", 8}, {"P9", 4}, {wn, 1}});
    points(*store, kFinalRound, 1, 2, {{wn, 10}, {"P9", 8}, {"P5", 4}, {"P1", 1}});
    CHECK_FALSE(store->enterPoints({kFinalRound, 1, 3}, {{wn, 10}, {"P9", 8}, {"P5", 4}, {"P1", 1}}).ok());
    // P5 and P9: 12 each with one 8 and one 4: they share the title rank. P1 and the lot winner:
    // 11 each with one 10 and one 1: level too, both "3=" (the qualifying rank, P1 1st
    // and the winner 4th, is no tie-break; P1 comes first by start number).
    auto final = store->finalRanking();
    REQUIRE(final.ok());
    REQUIRE(final->size() == 4);
    CHECK(final.value()[0].rank == 1);
    CHECK(final.value()[1].rank == 1);
    CHECK(final.value()[0].ladder.points == 12);
    CHECK(final.value()[2].startNumber == 1);
    CHECK(final.value()[2].rank == 3);
    CHECK(final.value()[3].startNumber == w);
    CHECK(final.value()[3].rank == 3);
    CHECK(final.value()[3].sharedRank);
    CHECK(final.value()[3].qualifyingRank == 4);
    // The final does not count in the qualifying standings.
    CHECK(rowOf(store->standings().value(), "P1").ladder.points == 10);
    // The tie for the title waits for the director; by default a deciding game, whose
    // winner he names. A lot instead, set beforehand: one change each, undone one by one.
    CHECK_FALSE(store->settleFinalTie(std::nullopt, 0).ok());
    REQUIRE(store->setFinalTieRule(FinalTieRule::Lot).ok());
    auto settled = store->settleFinalTie(std::nullopt, 7);
    REQUIRE(settled.ok());
    CHECK(settled->order == drawLotOrder({5, 9}, 7));
    CHECK(store->load()->finalDecision == settled.value());
    CHECK(store->finalRanking()->front().startNumber == settled->order.front());
    REQUIRE(store->undo().ok());
    CHECK_FALSE(store->load()->finalDecision.has_value());
    REQUIRE(store->undo().ok());
    CHECK(store->load()->info.finalTieRule == FinalTieRule::DecidingGame);
}

TEST_CASE("Store: export and import into a new file give the same document", "[store][json]")
{
    QTemporaryDir dir;
    const std::string first = tempPath(dir, "a.bonaken");
    auto store = newTournament(first, 5);
    REQUIRE(store->withdrawPlayer("P5", 2).ok());
    REQUIRE(store->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}}, 99, "sgp-1").ok());
    points(*store, 1, 1, 1, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}});
    REQUIRE(store->enterGame({1, 1, 2}, GameEntry{{}, std::string(R"({"giften":[]})"), false, false}).ok());
    const std::string doc = exported(*store);
    auto copy = TournamentStore::importJson(tempPath(dir, "b.bonaken"), doc);
    REQUIRE(copy.ok());
    CHECK(exported(*copy.value()) == doc);
    // Import goes into a new file only.
    auto again = TournamentStore::importJson(first, doc);
    REQUIRE_FALSE(again.ok());
    // A document that does not hold together is refused and leaves no file behind.
    const std::string third = tempPath(dir, "c.bonaken");
    auto broken =
        TournamentStore::importJson(third, "{\"format\": \"nk-bonaken-toernooi\", \"version\": 1}");
    REQUIRE_FALSE(broken.ok());
    if (onPostgres())
        CHECK_FALSE(TournamentStore::open(third).ok()); // the database holds no tournament
    else
        CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("c.bonaken"))));
}
