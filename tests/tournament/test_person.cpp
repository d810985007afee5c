// The same person across tournaments, without a database: what a person id is, who of another
// tournament's players may be carried over (carryCandidate) and why not, and the export's
// "person_id" and "not_published". Expected texts are written by hand.
#include "tournament/decisions.h"
#include "tournament/limits.h"
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <string>

using namespace nkb;

namespace {

constexpr const char *kAnna = "1b4e28ba-2fa1-11d2-883f-0016d3cca427";
constexpr const char *kJan = "6fa459ea-ee8a-3ca4-894e-db77e160355e";
constexpr const char *kOtherJan = "886313e1-3b8a-5372-9b90-0c9aee199e5d";

Player player(int sn, std::string name, std::string personId)
{
    Player p;
    p.startNumber = sn;
    p.name = std::move(name);
    p.personId = std::move(personId);
    return p;
}

// This year: Anna (nr. 12, last year's Anna) and Jan de Vries (nr. 4, another person than last year's).
Tournament thisYear()
{
    Tournament t;
    t.info.name = "NK 2026";
    t.players.push_back(player(4, "Jan de Vries", kOtherJan));
    t.players.push_back(player(12, "Anna", kAnna));
    return t;
}

} // namespace

TEST_CASE("A person id is a UUID as the program writes it, nothing else", "[tournament][person]")
{
    CHECK(isPersonId(kAnna));
    CHECK(isPersonId("1B4E28BA-2FA1-11D2-883F-0016D3CCA427"));
    for (const char *bad : {"", "Jan de Vries", "{1b4e28ba-2fa1-11d2-883f-0016d3cca427}",
                            "1b4e28ba2fa111d2883f0016d3cca427", "1b4e28ba-2fa1-11d2-883f-0016d3cca42g",
                            "1b4e28ba-2fa1-11d2-883f-0016d3cca4271", "1b4e28ba-2fa1-11d2-883f_0016d3cca427"}) {
        INFO(bad);
        CHECK_FALSE(isPersonId(bad));
    }
}

TEST_CASE("Carry over: by person id only, a name never makes two players one", "[tournament][person][decisions]")
{
    const Tournament t = thisYear();
    SECTION("a new person comes in")
    {
        const CarryCandidate c = carryCandidate(t, player(7, "Bram", "c56a4180-65aa-42ec-a945-5fd21dec0538"), nullptr);
        CHECK(c.leftOut.empty());
        CHECK_FALSE(c.warning);
        CHECK(c.player.startNumber == 7); // as in the other file; the store gives the new number
    }
    SECTION("his person id is here: skipped, also under another name")
    {
        CHECK(carryCandidate(t, player(3, "Anna", kAnna), t.player(12)).leftOut == "staat er al: nr. 12");
        const CarryCandidate renamed = carryCandidate(t, player(3, "Anna Jansen", kAnna), nullptr);
        CHECK(renamed.leftOut == "staat er al: nr. 12 (als Anna)");
        CHECK_FALSE(renamed.warning);
    }
    SECTION("the same name, another person: a warning, not merged")
    {
        const CarryCandidate c = carryCandidate(t, player(9, "Jan de Vries", kJan), t.player(4));
        CHECK(c.warning);
        CHECK(c.leftOut ==
              "er is al een Jan de Vries (nr. 4), een andere persoon. Niet overgenomen: twee spelers met dezelfde "
              "naam kan niet; zet bij een van beiden iets in de naam dat hen onderscheidt (bijvoorbeeld de "
              "woonplaats) en neem hem dan over.");
        CHECK(c.player.personId == kJan);
    }
    SECTION("the same name from a file without person ids: it cannot be told, a warning")
    {
        const CarryCandidate c = carryCandidate(t, player(9, "Jan de Vries", ""), t.player(4));
        CHECK(c.warning);
        CHECK(c.leftOut.rfind("er is al een Jan de Vries (nr. 4); het andere bestand kent geen persoonsnummers", 0) ==
              0);
    }
    SECTION("no person id and a new name: comes in (the store gives him an id)")
    {
        CHECK(carryCandidate(t, player(9, "Cor", ""), nullptr).leftOut.empty());
    }
    SECTION("what a hand-edited file may hold is left out")
    {
        CHECK(carryCandidate(t, player(9, "Cor", "Cor"), nullptr).leftOut ==
              "zijn persoonsnummer in het andere bestand is geen persoonsnummer van nk-bonaken.");
        CHECK_FALSE(carryCandidate(t, player(9, "Cor,Dirk", ""), nullptr).leftOut.empty());
    }
}

TEST_CASE("Export: person ids and the mark go out and come back, older exports have neither",
          "[tournament][person][json]")
{
    Tournament t = thisYear();
    t.players[1].notPublished = true;
    const std::string doc = tournamentToJson(t);
    const auto back = tournamentFromJson(doc);
    REQUIRE(back.ok());
    CHECK(back->players == t.players);
    CHECK(tournamentToJson(back.value()) == doc);
    // Optional keys within the format's version: an NK tournament is still written as version 1.
    CHECK(nlohmann::json::parse(doc)["version"] == 1);

    nlohmann::json old = nlohmann::json::parse(doc);
    for (auto &p : old["players"]) {
        p.erase("person_id");
        p.erase("not_published");
    }
    const auto fromOld = tournamentFromJson(old.dump());
    REQUIRE(fromOld.ok());
    for (const Player &p : fromOld->players) {
        CHECK(p.personId.empty()); // the store gives new ones
        CHECK_FALSE(p.notPublished);
    }

    nlohmann::json twice = nlohmann::json::parse(doc);
    twice["players"][1]["person_id"] = kOtherJan;
    const auto refusedTwice = tournamentFromJson(twice.dump());
    REQUIRE_FALSE(refusedTwice.ok());
    CHECK(refusedTwice.error().message ==
          "De export klopt niet: speler 2 heeft hetzelfde persoonsnummer als startnummer 4.");
    nlohmann::json wrongType = nlohmann::json::parse(doc);
    wrongType["players"][0]["not_published"] = "ja";
    const auto refusedType = tournamentFromJson(wrongType.dump());
    REQUIRE_FALSE(refusedType.ok());
    CHECK(refusedType.error().message == "De export klopt niet: speler 1: \"not_published\" moet true of false zijn.");
}
