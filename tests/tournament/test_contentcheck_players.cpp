// A tournament file that lies is caught (issue 39, core/tournament/contentcheck.h): the settings,
// the players and the recorded lots. Each damage on a copy of the correct tournament
// (contentfixture.h) gives exactly the finding written here by hand, naming its place and, where
// one is broken, the rule.
#include "contentfixture.h"

#include "tournament/limits.h"

using namespace nkb;
using namespace nkbtest;

TEST_CASE("A player's fields as the program writes them", "[tournament][contentcheck]")
{
    Tournament t = correct();
    SECTION("a name of invalid UTF-8")
    {
        playerOf(t, 3).name = "Carla \xC3\x28Visser";
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 3: De naam is geen geldige UTF-8-tekst (typ hem opnieuw, "
                        "of sla het bestand op als UTF-8).",
                        0}});
    }
    SECTION("a name of a megabyte, not repeated")
    {
        playerOf(t, 3).name = std::string(1 << 20, 'x');
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 3: De naam is te lang (1048576 tekens; hoogstens 100).", 0}});
    }
    SECTION("a name with a line break")
    {
        playerOf(t, 2).name = "Bert\nJansen";
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 2: De naam bevat een stuurteken of een onzichtbaar teken; "
                        "typ hem opnieuw.",
                        0}});
    }
    SECTION("a club of 101 characters")
    {
        playerOf(t, 4).club = std::string(101, 'c');
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 4: De club is te lang (101 tekens; hoogstens 100).", 0}});
    }
    SECTION("more players than the draw seats")
    {
        for (int sn = 12; sn <= limits::kMaxPlayers + 1; ++sn)
            t.players.push_back(player(sn, "Speler " + std::to_string(sn)));
        CHECK(contentFindings(t) ==
              Findings{{"Spelers: het toernooi heeft 5001 spelers, meer dan 5000, het hoogste "
                        "aantal dat de loting indeelt.",
                        0}});
    }
    SECTION("no name, an empty category, eleven categories: each its own finding")
    {
        playerOf(t, 5).name.clear();
        playerOf(t, 6).categories = {"dame", ""};
        playerOf(t, 7).categories = std::vector<std::string>(11, "nieuw");
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 5: De naam ontbreekt.", 0},
                       {"Speler nr. 6: Een categorie mag niet leeg zijn.", 0},
                       {"Speler nr. 7: Een speler heeft hoogstens 10 categorieën.", 0}});
    }
    SECTION("start numbers from 1, each once")
    {
        t.players.push_back(player(0, "Lies Nul"));
        t.players.back().personId.clear();
        t.players.push_back(player(12, "Mark Twee"));
        t.players.back().startNumber = 5;
        t.players.back().personId.clear();
        CHECK(contentFindings(t) == Findings{{"Speler nr. 0: een startnummer is 1 of hoger.", 0},
                                             {"Speler nr. 5: dit startnummer heeft nog een speler.", 0}});
    }
    SECTION("person ids")
    {
        playerOf(t, 4).personId = "geen-uuid";
        playerOf(t, 8).personId = playerOf(t, 1).personId;
        CHECK(contentFindings(t) ==
              Findings{
                  {"Speler nr. 4: het persoonsnummer is geen persoonsnummer van nk-bonaken (een UUID).", 0},
                  {"Speler nr. 8: heeft hetzelfde persoonsnummer als nr. 1.", 0}});
    }
    SECTION("entry and withdrawal within the tournament's rounds")
    {
        playerOf(t, 11).joinsFromRound = 6;
        playerOf(t, 10).withdrawnFromRound = 7;
        playerOf(t, 9).joinsFromRound = 3;
        playerOf(t, 9).withdrawnFromRound = 3;
        CHECK(contentFindings(t) ==
              Findings{{"Speler nr. 9: teruggetrokken vanaf ronde 3, maar speelt pas mee vanaf ronde 3.", 0},
                       {"Speler nr. 10: teruggetrokken vanaf ronde 7, maar terugtrekken kan vanaf ronde 1 "
                        "tot en met "
                        "6 (na de laatste ronde: niet in de finale).",
                        0},
                       {"Speler nr. 11: speelt mee vanaf ronde 6, maar dit toernooi heeft 5 ronden.", 0}});
    }
}

TEST_CASE("The settings in their bounds, under a known rule set", "[tournament][contentcheck]")
{
    Tournament t = correct();
    SECTION("eleven games a round")
    {
        t.info.gamesPerRound = 11;
        CHECK(contentFindings(t) ==
              Findings{{"Instellingen: Het aantal spellen per ronde moet tussen 1 en 10 liggen.", 0}});
    }
    SECTION("an unknown rule set: said once, no game judged by another")
    {
        t.info.rules = "onbekend";
        const Findings found = contentFindings(t);
        REQUIRE(found.size() == 1);
        CHECK(found[0].text.rfind("Instellingen: Onbekende spelregels 'onbekend': kies ", 0) == 0);
        gameOf(t, kFinalRound, 1, 2).points = {10, 8, 4, 1}; // a game in progress is judged without rules
        CHECK(contentFindings(t).size() == 2);
    }
}

TEST_CASE("R60: a recorded lot decides between its own players, in the order its seed gives",
          "[tournament][contentcheck]")
{
    Tournament t = correct();
    Lot &lot = t.lots.front();
    SECTION("an outcome with a player who was not in the lot")
    {
        lot.order = {5, 6, 8};
        CHECK(contentFindings(t) ==
              Findings{{"Loting 1 (plaats 4): Regel 60: de uitkomst (5, 6, 8) is geen volgorde "
                        "van de gelote spelers (5, 6, 7).",
                        60}});
    }
    SECTION("a player who does not exist")
    {
        lot.players = {5, 6, 99};
        lot.order = drawLotOrder(lot.players, lot.seed);
        CHECK(contentFindings(t) == Findings{{"Loting 1 (plaats 4): startnummer 99 bestaat niet.", 0}});
    }
    SECTION("an order the seed does not give")
    {
        const std::vector<int> drawn = lot.order;
        lot.order = {drawn[1], drawn[2], drawn[0]};
        const auto list = [](const std::vector<int> &v) {
            return std::to_string(v[0]) + ", " + std::to_string(v[1]) + ", " + std::to_string(v[2]);
        };
        CHECK(contentFindings(t) ==
              Findings{{"Loting 1 (plaats 4): Regel 60: de uitkomst (" + list(lot.order) +
                            ") is niet wat het zaad 2026 geeft (" + list(drawn) + ").",
                        60}});
    }
    SECTION("as many places as tied players")
    {
        lot.places = 3;
        CHECK(contentFindings(t) ==
              Findings{{"Loting 1 (plaats 4): Regel 60: een loting verdeelt minder plaatsen dan "
                        "er gelijk staande spelers zijn; hier 3 over 3.",
                        60}});
    }
}

TEST_CASE("The director's announcement as the program writes it (issue 40)", "[tournament][contentcheck]")
{
    Tournament t = correct();
    t.announcement = Announcement{"Ronde 2 is geloot: kijk waar je zit", "2026-11-07T13:05:00", "Zaal-1"};
    CHECK(contentFindings(t).empty());
    SECTION("a line break the phones would show as a second line")
    {
        t.announcement->text = "Ronde 2\nis geloot";
        CHECK(contentFindings(t) ==
              Findings{{"De mededeling: De mededeling bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.",
                        0}});
    }
    SECTION("longer than the program takes")
    {
        t.announcement->text = std::string(250, 'x');
        CHECK(contentFindings(t) ==
              Findings{{"De mededeling: De mededeling is te lang (250 tekens; hoogstens 200).", 0}});
    }
}
