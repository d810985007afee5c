// A tournament file that lies is caught (issue 39, core/tournament/contentcheck.h): rounds,
// tables, games and their points. The correct tournament (contentfixture.h) has no finding; each
// damage on a copy gives exactly the finding written here by hand, naming its place and the rule
// it breaks.
#include "contentfixture.h"

using namespace nkb;
using namespace nkbtest;

TEST_CASE("A correct five-round tournament has no finding", "[tournament][contentcheck]")
{
    const Tournament t = correct();
    REQUIRE(t.games.size() == 32);
    CHECK(contentFindings(t) == Findings{});
}

TEST_CASE("R54–R57: points no game gives are caught at their game", "[tournament][contentcheck]")
{
    Tournament t = correct();
    SECTION("negative points")
    {
        gameOf(t, 3, 2, 2).points = {10, 8, 4, -1};
        CHECK(
            contentFindings(t) ==
            Findings{
                {"Spel 2 van tafel 2, ronde 3: Regel 54: de punten 10/8/4/-1 kunnen niet de uitslag van één "
                 "spel aan een tafel van 4 zijn (plaatsen tellen 10, 8, 4, 1; erin telt 0).",
                 54}});
    }
    SECTION("99 points at a table of three")
    {
        gameOf(t, 1, 2, 1).points = {99, 8, 4};
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van tafel 2, ronde 1: Regel 54: de punten 99/8/4 kunnen niet de uitslag van "
                        "één spel "
                        "aan een tafel van 3 zijn (plaatsen tellen 10, 8, 4; erin telt 0).",
                        54}});
    }
    SECTION("two firsts and a second cannot be: 10/10/8/1")
    {
        gameOf(t, kFinalRound, 1, 1).points = {10, 10, 8, 1};
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van de finale: Regel 54: de punten 10/10/8/1 kunnen niet de uitslag van één "
                        "spel aan "
                        "een tafel van 4 zijn (plaatsen tellen 10, 8, 4, 1; erin telt 0).",
                        54}});
    }
    SECTION("four points at a table of three")
    {
        gameOf(t, 2, 3, 1).points = {10, 8, 4, 1};
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van tafel 3, ronde 2: Een uitslag geeft de punten van alle 3 "
                        "spelers aan tafel (Carla Visser, Dirk Smit, Gerda Bos).",
                        0}});
    }
    SECTION("a game in progress has no points")
    {
        gameOf(t, kFinalRound, 1, 2).points = {10, 8, 4, 1};
        CHECK(contentFindings(t) ==
              Findings{{"Spel 2 van de finale: Een spel dat nog niet af is heeft nog geen punten.", 0}});
    }
}

TEST_CASE("A game where none is played: round, table and game number", "[tournament][contentcheck]")
{
    Tournament t = correct();
    SECTION("a third game in a round (R60: two games a round)")
    {
        t.games.push_back(game(4, 1, 3, {10, 8, 4, 1}));
        CHECK(
            contentFindings(t) ==
            Findings{
                {"Spel 3 van tafel 1, ronde 4: Regel 60: aan een tafel worden per ronde 2 spellen gespeeld.",
                 60}});
    }
    SECTION("a third game of the final")
    {
        t.games.push_back(game(kFinalRound, 1, 3, {10, 8, 4, 1}));
        CHECK(contentFindings(t) == Findings{{"Spel 3 van de finale: de finale heeft 2 spellen.", 0}});
    }
    SECTION("a table the round does not have")
    {
        t.games.push_back(game(3, 9, 1, {10, 8, 4, 1}));
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van tafel 9, ronde 3: ronde 3 heeft geen tafel 9.", 0}});
    }
    SECTION("a round the tournament does not have")
    {
        t.games.push_back(game(7, 1, 1, {10, 8, 4, 1}));
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van tafel 1, ronde 7: ronde 7 bestaat niet in dit toernooi (5 "
                        "ronden en een finale).",
                        0}});
    }
    SECTION("the final's games without its table")
    {
        t.rounds.erase(t.rounds.begin()); // the final, first by number
        CHECK(contentFindings(t) == Findings{{"Spel 1 van de finale: de finale is niet ingedeeld.", 0},
                                             {"Spel 2 van de finale: de finale is niet ingedeeld.", 0}});
    }
    SECTION("one game twice")
    {
        t.games.push_back(game(5, 2, 1, {1, 4, 8, 10}));
        CHECK(contentFindings(t) ==
              Findings{{"Spel 1 van tafel 2, ronde 5: dit spel staat twee keer in het bestand.", 0}});
    }
}

TEST_CASE("R1, R61: tables of four (three where needed), one final table of the four highest",
          "[tournament][contentcheck]")
{
    Tournament t = correct();
    SECTION("a table of one: its games are not judged again")
    {
        roundOf(t, 2).tables[2].seats = {3};
        CHECK(contentFindings(t) ==
              Findings{{"Tafel 3, ronde 2: Regel 1: een tafel heeft 4 spelers (of 3), deze heeft er 1.", 1}});
    }
    SECTION("a table of five")
    {
        roundOf(t, 1).tables[0].seats.push_back(11);
        CHECK(contentFindings(t) ==
              Findings{{"Tafel 1, ronde 1: Regel 1: een tafel heeft 4 spelers (of 3), deze heeft er 5.", 1}});
    }
    SECTION("a seat of a player who does not exist")
    {
        roundOf(t, 4).tables[0].seats[2] = 99;
        CHECK(contentFindings(t) == Findings{{"Tafel 1, ronde 4: startnummer 99 bestaat niet.", 0}});
    }
    SECTION("a player seated twice in one round")
    {
        roundOf(t, 1).tables[2].seats = {8, 9, 1};
        CHECK(contentFindings(t) ==
              Findings{
                  {"Ronde 1: Anna de Boer (nr. 1) zit twee keer in de indeling (tafel 1 en tafel 3).", 0}});
    }
    SECTION("tables numbered with a gap (their games moved along)")
    {
        roundOf(t, 5).tables[2].number = 4;
        gameOf(t, 5, 3, 1).table = 4;
        gameOf(t, 5, 3, 2).table = 4;
        CHECK(contentFindings(t) ==
              Findings{{"Ronde 5: tafel 3 ontbreekt; de tafels zijn 1 tot en met 3 genummerd.", 0}});
    }
    SECTION("a table numbered 0 (its games moved along)")
    {
        roundOf(t, 3).tables[2].number = 0;
        gameOf(t, 3, 3, 1).table = 0;
        gameOf(t, 3, 3, 2).table = 0;
        CHECK(contentFindings(t) ==
              Findings{{"Tafel 0, ronde 3: de tafels van een ronde zijn genummerd vanaf 1.", 0}});
    }
    SECTION("one table number twice: the games of the other number have no table")
    {
        roundOf(t, 3).tables[2].number = 2;
        CHECK(contentFindings(t) ==
              Findings{{"Tafel 2, ronde 3: deze tafel staat twee keer in de indeling.", 0},
                       {"Spel 1 van tafel 3, ronde 3: ronde 3 heeft geen tafel 3.", 0},
                       {"Spel 2 van tafel 3, ronde 3: ronde 3 heeft geen tafel 3.", 0}});
    }
    SECTION("one round twice")
    {
        t.rounds.push_back(roundOf(t, 2));
        CHECK(contentFindings(t) == Findings{{"Ronde 2: deze ronde staat twee keer in het bestand.", 0}});
    }
    SECTION("a round the tournament does not have")
    {
        Round extra = roundOf(t, 5);
        extra.number = 7;
        t.rounds.push_back(extra);
        CHECK(contentFindings(t) == Findings{{"Ronde 7: dit toernooi heeft 5 ronden en een finale.", 0}});
    }
    SECTION("a final of three while four may play")
    {
        roundOf(t, kFinalRound).tables[0].seats = {1, 2, 3};
        CHECK(contentFindings(t) ==
              Findings{{"Tafel 1 van de finale: Regel 61: de vier hoogst geplaatste spelers "
                        "spelen de finale; aan deze tafel zitten er 3.",
                        61}});
    }
    SECTION("a final of three when nobody else is left")
    {
        for (int sn = 4; sn <= 11; ++sn)
            playerOf(t, sn).withdrawnFromRound = 6;
        roundOf(t, kFinalRound).tables[0].seats = {1, 2, 3};
        gameOf(t, kFinalRound, 1, 1).points = {10, 0, 8};
        CHECK(contentFindings(t) == Findings{});
    }
    SECTION("two final tables")
    {
        roundOf(t, kFinalRound).tables.push_back(Table{2, {5, 6, 7, 8}});
        CHECK(contentFindings(t) ==
              Findings{
                  {"De finale: Regel 61: de vier hoogsten spelen de finale aan één tafel, niet aan 2.", 61},
                  {"Tafel 2 van de finale: de finale wordt aan tafel 1 gespeeld.", 0}});
    }
}

TEST_CASE("Every finding is collected, in the order settings, players, rounds, games, lots",
          "[tournament][contentcheck]")
{
    Tournament t = correct();
    t.lots.front().order = {7, 7, 7};
    gameOf(t, 3, 1, 1).points = {10, 8, 4, -5};
    roundOf(t, 4).tables[1].seats = {3};
    playerOf(t, 8).name = "\xFF";
    t.info.venue = std::string(201, 'v');
    CHECK(
        contentFindings(t) ==
        Findings{
            {"Instellingen: De plaats van het toernooi is te lang (201 tekens; hoogstens 200).", 0},
            {"Speler nr. 8: De naam is geen geldige UTF-8-tekst (typ hem opnieuw, of sla het bestand op als "
             "UTF-8).",
             0},
            {"Tafel 2, ronde 4: Regel 1: een tafel heeft 4 spelers (of 3), deze heeft er 1.", 1},
            {"Spel 1 van tafel 1, ronde 3: Regel 54: de punten 10/8/4/-5 kunnen niet de uitslag van één spel "
             "aan een tafel van 4 zijn (plaatsen tellen 10, 8, 4, 1; erin telt 0).",
             54},
            {"Loting 1 (plaats 4): Regel 60: de uitkomst (7, 7, 7) is geen volgorde van de gelote spelers "
             "(5, "
             "6, 7).",
             60}});
}

TEST_CASE("250 players, five rounds, 630 games: no finding", "[tournament][contentcheck]")
{
    Tournament t;
    t.info.name = "Groot";
    constexpr int players = 252; // 63 tables of four
    for (int sn = 1; sn <= players; ++sn)
        t.players.push_back(player(sn, "Speler " + std::to_string(sn)));
    const int steps[] = {1, 5, 11, 13, 17}; // coprime to 252: each round seats everybody once
    for (int r = 1; r <= 5; ++r) {
        Round round{r, {}, std::nullopt, "hand"};
        for (int table = 1; table <= players / 4; ++table) {
            std::vector<int> seats;
            for (int k = 0; k < 4; ++k)
                seats.push_back(((table - 1) * 4 + k) * steps[r - 1] % players + 1);
            round.tables.push_back(Table{table, seats});
            t.games.push_back(game(r, table, 1, {10, 8, 4, 1}));
            t.games.push_back(game(r, table, 2, {4, 10, 0, 8}));
        }
        t.rounds.push_back(round);
    }
    REQUIRE(t.games.size() == 630);
    CHECK(contentFindings(t) == Findings{});
    roundOf(t, 5).tables[62].seats[3] = 253;
    CHECK(contentFindings(t) == Findings{{"Tafel 63, ronde 5: startnummer 253 bestaat niet.", 0}});
}
