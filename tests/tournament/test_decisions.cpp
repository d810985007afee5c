// The decisions on a tournament (core/tournament/decisions.h), without a database: what may
// change and the Dutch refusal why not, from the reglement (docs/rules.md: R54–R57 a game's
// places, R60 two games a round and the standings, R61 the four highest play the final) and
// the director's rules for players and seatings. Expected texts are written by hand.
#include "tournament/decisions.h"
#include "tournament/limits.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace nkb;

namespace {

Player player(int sn, std::string name)
{
    Player p;
    p.startNumber = sn;
    p.name = std::move(name);
    return p;
}

// Eight players, five rounds of two games (R60), round 1 drawn as two tables of four.
Tournament eight()
{
    Tournament t;
    t.info.name = "NK";
    for (int sn = 1; sn <= 8; ++sn)
        t.players.push_back(player(sn, "Speler" + std::to_string(sn)));
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, std::nullopt, "hand"});
    return t;
}

GameResult played(int round, int table, int game, std::vector<int> points)
{
    GameResult g;
    g.round = round;
    g.table = table;
    g.game = game;
    g.finished = true;
    g.points = std::move(points);
    g.station = "Zaal-2";
    return g;
}

std::string refusal(const Verdict &v) { return v ? v->message : std::string("(toegestaan)"); }

} // namespace

TEST_CASE("Players: a name once, a round that exists, removal only before a seat", "[tournament][decisions]")
{
    const Tournament t = eight();
    CHECK_FALSE(mayAddPlayer(t, NewPlayer{"Nieuw", "", {}, 1}, nullptr));
    CHECK(refusal(mayAddPlayer(t, NewPlayer{"Speler3", "", {}, 1}, t.player(3))) ==
          "Er is al een speler \"Speler3\" (startnummer 3).");
    CHECK(refusal(mayAddPlayer(t, NewPlayer{"Nieuw", "", {}, 6}, nullptr)) == "Ronde 6 bestaat niet.");
    CHECK(refusal(mayAddPlayer(t, NewPlayer{"", "", {}, 1}, nullptr)) != "(toegestaan)");

    CHECK(refusal(mayEditPlayer(t, 99, NewPlayer{"X", "", {}, 1}, nullptr)) ==
          "Er is geen speler met startnummer 99.");
    CHECK(refusal(mayChangePlayerTo(*t.player(2), *t.player(2))) == "Er is niets gewijzigd aan Speler2.");

    // Seats come before results: a seated player is withdrawn, not removed.
    CHECK(refusal(mayRemovePlayer(t, 5)) ==
          "Speler5 is al ingedeeld in ronde 1 en kan niet meer verwijderd worden; trek de speler terug.");
    Tournament withNew = t;
    withNew.players.push_back(player(9, "Laat"));
    CHECK_FALSE(mayRemovePlayer(withNew, 9));
}

TEST_CASE("Players: a full tournament takes nobody more", "[tournament][decisions]")
{
    Tournament t;
    for (int sn = 1; sn <= limits::kMaxPlayers; ++sn)
        t.players.push_back(player(sn, "S" + std::to_string(sn)));
    CHECK(mayAddPlayer(t, NewPlayer{"Nog een", "", {}, 1}, nullptr).has_value());
    t.players.pop_back();
    CHECK_FALSE(mayAddPlayer(t, NewPlayer{"Nog een", "", {}, 1}, nullptr));
}

TEST_CASE("Check-out warns for a seat at a table that has not started", "[tournament][decisions]")
{
    Tournament t = eight();
    auto out = checkInOrOut(t, 2, false);
    REQUIRE(out);
    CHECK_FALSE(out->player.present);
    CHECK(out->warnings ==
          std::vector<std::string>{"Speler2 zit nog ingedeeld in ronde 1 aan tafel 1; deel die ronde opnieuw in."});
    // His table has played its first game: nothing to draw again there.
    t.games.push_back(played(1, 1, 1, {10, 8, 4, 1}));
    CHECK(checkInOrOut(t, 2, false)->warnings.empty());
    t.players[1].present = false;
    auto again = checkInOrOut(t, 2, false);
    REQUIRE_FALSE(again);
    CHECK(again.error().message == "Speler2 staat al op niet aanwezig.");
}

TEST_CASE("Withdrawal: from a round without his result, up to after the last round", "[tournament][decisions]")
{
    Tournament t = eight();
    CHECK(withdrawal(t, "Niemand", 2).error().message == "Er is geen speler \"Niemand\".");
    // R60: five rounds, so round 6 means after the last round (not in the final).
    CHECK(withdrawal(t, "Speler1", 7).error().message ==
          "Terugtrekken kan vanaf ronde 1 tot en met 6 (na de laatste ronde: niet in de finale).");
    auto w = withdrawal(t, "Speler1", 1);
    REQUIRE(w);
    CHECK(w->player.withdrawnFromRound == 1);
    CHECK(w->warnings.size() == 1);
    t.games.push_back(played(1, 1, 1, {10, 8, 4, 1}));
    CHECK(withdrawal(t, "Speler1", 1).error().message ==
          "Speler1 heeft in ronde 1 al gespeeld; terugtrekken kan pas vanaf een ronde zonder uitslag.");
    CHECK(withdrawal(t, "Speler1", 2));
}

TEST_CASE("Late entry of a known player: not withdrawn by then, no earlier seat", "[tournament][decisions]")
{
    Tournament t = eight();
    CHECK(refusal(mayJoinLate(t, *t.player(1), 2)) ==
          "Speler1 zit al ingedeeld in ronde 1 (tafel 1); pas eerst die indeling aan.");
    t.players.push_back(player(9, "Laat"));
    CHECK_FALSE(mayJoinLate(t, *t.player(9), 2));
    t.players.back().withdrawnFromRound = 3;
    CHECK(refusal(mayJoinLate(t, *t.player(9), 3)) == "Laat is teruggetrokken vanaf ronde 3.");
    CHECK(refusal(mayJoinLate(t, *t.player(9), 0)) == "Ronde 0 bestaat niet.");
}

TEST_CASE("Seating: tables of three or four, each player once, none after a result", "[tournament][decisions]")
{
    Tournament t = eight();
    const std::vector<Table> two{Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}};
    CHECK_FALSE(maySeat(t, 2, two, false));
    CHECK(refusal(maySeat(t, 2, {}, false)) == "De indeling is leeg.");
    CHECK(refusal(maySeat(t, 2, {Table{1, {1, 2}}}, false)) ==
          "Tafel 1 heeft 2 spelers; een tafel heeft er 3 of 4.");
    CHECK(refusal(maySeat(t, 2, {Table{1, {1, 2, 3}}, Table{3, {4, 5, 6}}}, false)) ==
          "De tafels moeten 1 tot en met 2 genummerd zijn (tafel 2 ontbreekt).");
    CHECK(refusal(maySeat(t, 2, {Table{1, {1, 2, 1}}}, false)) == "Speler1 zit twee keer in de indeling van ronde 2.");
    CHECK(refusal(maySeat(t, 2, {Table{1, {1, 2, 42}}}, false)) == "Tafel 1: startnummer 42 bestaat niet.");
    CHECK(refusal(maySeat(t, 2, two, true)) ==
          "Ronde 2 heeft al eerste invoeren (dubbele invoer); een gespeelde ronde wordt niet opnieuw ingedeeld "
          "(maak die invoeren eerst ongedaan).");
    t.games.push_back(played(1, 2, 1, {10, 8, 4, 1}));
    CHECK(refusal(maySeat(t, 1, two, false)) ==
          "Ronde 1 heeft al uitslagen; een gespeelde ronde wordt niet opnieuw ingedeeld (maak de uitslagen "
          "eerst ongedaan).");
    // Checked out at the door: his seat in this round stays, a new one is refused.
    t.players[7].present = false;
    CHECK(refusal(maySeat(t, 2, two, false)) == "Speler8 is niet aanwezig; vink hem eerst aanwezig.");
    t.players[7].present = true;
    t.players[7].withdrawnFromRound = 2;
    CHECK(refusal(maySeat(t, 2, two, false)) == "Speler8 is teruggetrokken vanaf ronde 2.");
}

TEST_CASE("A late entry takes a table of three, else the round is drawn again, else the next round",
          "[tournament][decisions]")
{
    Tournament t;
    for (int sn = 1; sn <= 7; ++sn)
        t.players.push_back(player(sn, "S" + std::to_string(sn)));
    Player late = player(8, "Laat");
    late.joinsFromRound = 1;
    t.players.push_back(late);
    CHECK(placeLateEntry(t, late, {}).kind == LateSeat::Kind::RoundNotDrawn);
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7}}}, 5, "1"});
    LateSeat seat = placeLateEntry(t, late, {});
    CHECK(seat.kind == LateSeat::Kind::TableOfThree);
    CHECK(seat.table == 2);
    CHECK(seat.words == "aan tafel 2 (een tafel van drie, die er nu vier heeft); de rest van de indeling blijft.");
    // The table of three has started, the other has not: the round is not drawn again.
    seat = placeLateEntry(t, late, {2});
    CHECK(seat.kind == LateSeat::Kind::NextRound);
    CHECK(seat.words == "ronde 1 heeft al uitslagen en geen vrije tafel van drie, dus de speler begint in ronde 2.");
    t.rounds[0].tables = {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 1}}};
    CHECK(placeLateEntry(t, late, {}).kind == LateSeat::Kind::Redraw);
    // R60: five rounds; in the last one he cannot play any more.
    late.joinsFromRound = 5;
    CHECK(lateSeatWithoutRedraw(t, late, false).words ==
          "ronde 5 kon niet opnieuw geloot worden met deze speler erbij, en het is de laatste ronde: de speler staat op de "
          "lijst maar speelt niet meer mee.");
}

TEST_CASE("Entering a game: R60 two games a table, R61 the final after the last round", "[tournament][decisions]")
{
    Tournament t = eight();
    CHECK(seatsForGame(t, GameRef{1, 2, 1})->seats == std::vector<int>{5, 6, 7, 8});
    auto third = seatsForGame(t, GameRef{1, 1, 3});
    REQUIRE_FALSE(third);
    CHECK(third.error().rule == 60);
    CHECK(third.error().message == "Spel 3 bestaat niet; aan een tafel worden 2 spellen gespeeld (R60).");
    CHECK(seatsForGame(t, GameRef{6, 1, 1}).error().message == "Ronde 6 bestaat niet (dit toernooi heeft 5 ronden).");
    CHECK(seatsForGame(t, GameRef{2, 1, 1}).error().message == "Ronde 2 is nog niet ingedeeld.");
    CHECK(seatsForGame(t, GameRef{1, 3, 1}).error().message == "Ronde 1 heeft geen tafel 3 (tafels 1 tot en met 2).");
    auto final = seatsForGame(t, GameRef{kFinalRound, 1, 1});
    REQUIRE_FALSE(final);
    CHECK(final.error().rule == 61);
    CHECK(final.error().message.rfind("De finale kan pas ingevoerd worden als alle ronden gespeeld zijn: ", 0) == 0);
    CHECK(seatsForGame(t, GameRef{kFinalRound, 2, 1}).error().message == "De finale is één tafel (tafel 1).");
}

TEST_CASE("R61: the four highest are seated at the final once every round is played", "[tournament][decisions]")
{
    Tournament t;
    t.info.rounds = 1;
    t.info.gamesPerRound = 1;
    for (int sn = 1; sn <= 8; ++sn)
        t.players.push_back(player(sn, "S" + std::to_string(sn)));
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, std::nullopt, "hand"});
    t.games.push_back(played(1, 1, 1, {10, 8, 4, 1}));
    t.games.push_back(played(1, 2, 1, {1, 4, 8, 10}));
    // 10 and 10 share the lead, 8 and 8 follow: the four finalists are 1, 8, 2, 7.
    auto final = seatsForGame(t, GameRef{kFinalRound, 1, 1});
    REQUIRE(final);
    CHECK(final->seatFinal);
    CHECK(final->seats.size() == 4);
    CHECK(std::is_permutation(final->seats.begin(), final->seats.end(), std::vector<int>{1, 2, 7, 8}.begin()));
    // No tie across the cut (fourth place has 8 points, fifth 4): nothing to draw by lot.
    CHECK(finalLotTie(t).error().message ==
          "Er is geen gelijke stand over de finaleplaatsen; er valt niets te loten.");
}

TEST_CASE("R54–R57: a result gives every seat points one game can give", "[tournament][decisions]")
{
    const Tournament t = eight();
    const std::vector<int> seats{1, 2, 3, 4};
    GameEntry ok;
    ok.pointsPerSeat = {10, 0, 8, 4}; // docs/rules.md's first worked example
    CHECK_FALSE(mayEnterGame(t, seats, ok));
    GameEntry joint;
    joint.pointsPerSeat = {10, 10, 0, 4}; // the second: A and B eruit together
    CHECK_FALSE(mayEnterGame(t, seats, joint));
    GameEntry impossible;
    impossible.pointsPerSeat = {10, 10, 10, 10};
    auto v = mayEnterGame(t, seats, impossible);
    REQUIRE(v);
    CHECK(v->rule == 54);
    GameEntry short_;
    short_.pointsPerSeat = {10, 8, 4};
    CHECK(refusal(mayEnterGame(t, seats, short_)) ==
          "Een uitslag geeft de punten van alle 4 spelers aan tafel (Speler1, Speler2, Speler3, Speler4).");
    GameEntry unfinished;
    unfinished.finished = false;
    CHECK(refusal(mayEnterGame(t, seats, unfinished)) == "Een spel dat nog niet af is, wordt met zijn giften ingevoerd.");
}

TEST_CASE("A paper result by names: everybody at the table once", "[tournament][decisions]")
{
    const Tournament t = eight();
    const std::vector<int> seats{1, 2, 3, 4};
    const GameRef ref{1, 1, 1};
    auto points = pointsBySeat(t, ref, seats, {{"Speler3", 8}, {"Speler1", 10}, {"Speler4", 4}, {"Speler2", 0}});
    REQUIRE(points);
    CHECK(*points == std::vector<int>{10, 0, 8, 4});
    CHECK(pointsBySeat(t, ref, seats, {{"Speler5", 10}}).error().message ==
          "Speler5 zit niet aan deze tafel (ronde 1 tafel 1 spel 1: Speler1, Speler2, Speler3, Speler4).");
    CHECK(pointsBySeat(t, ref, seats, {{"Speler1", 10}, {"Speler1", 8}}).error().message ==
          "Speler1 staat twee keer in de uitslag.");
    CHECK(pointsBySeat(t, ref, seats, {{"Speler1", 10}, {"Speler2", 8}, {"Speler3", 4}}).error().message ==
          "De punten van Speler4 ontbreken (ronde 1 tafel 1 spel 1: Speler1, Speler2, Speler3, Speler4).");
}

TEST_CASE("Another station's entry says who, when and what", "[tournament][decisions]")
{
    const GameResult prev = played(1, 3, 1, {10, 8, 4, 1});
    CHECK(takenElsewhereWords(GameRef{1, 3, 1}, prev, "14:32") ==
          "Tafel 3, spel 1: ingevoerd door station Zaal-2 om 14:32 (10/8/4/1). Vergelijk met het scoreblad; "
          "vervang het alleen als dat zo bedoeld is.");
    GameResult busy = prev;
    busy.finished = false;
    busy.station.clear();
    CHECK(takenElsewhereWords(GameRef{kFinalRound, 1, 2}, busy, "") ==
          "Finale, spel 2: wordt ingevoerd door station (onbekend). Vergelijk met het scoreblad; vervang het "
          "alleen als dat zo bedoeld is.");
}
