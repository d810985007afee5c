// The rule set of a tournament without a database (issue 36): which rule set its name gives (never
// the NK's for a name it does not know), when it may change (rulesChange), its bounds, and the
// export's "rules" field with its format version.
#include "rules/ruleset.h"
#include "tournament/decisions.h"
#include "tournament/limits.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace nkb;

namespace {

Tournament seated()
{
    Tournament t;
    t.info.name = "Kroeg";
    for (int i = 1; i <= 4; ++i)
        t.players.push_back(Player{i, "P" + std::to_string(i), "", {}, 1, std::nullopt});
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}}, std::nullopt, "hand"});
    return t;
}

} // namespace

TEST_CASE("Rule set of a tournament: its stored name, the table of three's places kept, an unknown name no NK",
          "[tournament][rules]")
{
    TournamentInfo info;
    info.placesThree = {8, 7, 3};
    CHECK(ruleSetFor(info).isNk());
    CHECK(ruleSetFor(info).placePointsThree == std::vector<int>{8, 7, 3});
    info.rules = "hazerswoude+bod25";
    CHECK(ruleSetFor(info).preset == "hazerswoude");
    CHECK(ruleSetFor(info).minPointBid == 25);
    CHECK(ruleSetFor(info).placePointsThree == std::vector<int>{8, 7, 3});
    CHECK(rulesTitle(info) == "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    info.rules = "hazerswoude+dubbelbonaak";
    const auto unknown = ruleSetOf(info);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().message.find("dubbelbonaak") != std::string::npos);
    CHECK_THROWS_AS(ruleSetFor(info), std::invalid_argument);
    CHECK(rulesTitle(info) == "onbekende spelregels \"hazerswoude+dubbelbonaak\"");
}

TEST_CASE("Rule set bounds: a known name, as stored", "[tournament][rules]")
{
    TournamentInfo info;
    info.name = "Kroeg";
    CHECK_FALSE(checkInfoBounds(info));
    info.rules = "hazerswoude+zeskaart100+bod25"; // known, but stored in the options' own order
    REQUIRE(checkInfoBounds(info));
    CHECK(*checkInfoBounds(info) == "De spelregels \"hazerswoude+zeskaart100+bod25\" heten \"hazerswoude+bod25+zeskaart100\".");
    info.rules = "hazerswoude+bod25+zeskaart100";
    CHECK_FALSE(checkInfoBounds(info));
    info.rules = "schaken";
    REQUIRE(checkInfoBounds(info));
    CHECK(checkInfoBounds(info)->find("Onbekende spelregels 'schaken'") != std::string::npos);
}

TEST_CASE("Rule set change: before the first result only, and only to another known rule set", "[tournament][rules]")
{
    Tournament t = seated();
    const auto change = rulesChange(t, "Hazerswoude+BOD25", 0);
    REQUIRE(change.ok());
    CHECK(change->name() == "hazerswoude+bod25");
    CHECK(rulesChange(t, "nk2019", 0).error().message == "De spelregels zijn al NK-reglement 2019.");
    CHECK(rulesChange(t, "klaverjas", 0).error().message.find("Onbekende spelregels") != std::string::npos);
    // A first entry of double entry was judged too.
    CHECK(rulesChange(t, "hazerswoude", 1).error().message ==
          "De spelregels kunnen niet meer veranderen: er staan al uitslagen (1 eerste invoer); die zijn onder "
          "NK-reglement 2019 beoordeeld.");
    // A result, also a game in progress.
    t.games.push_back(GameResult{1, 1, 2, false, {}, std::string(R"({"giften":[]})"), false, {}, {}});
    t.games.push_back(GameResult{1, 1, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    CHECK(rulesChange(t, "hazerswoude", 2).error().message ==
          "De spelregels kunnen niet meer veranderen: er staan al uitslagen (ronde 1 tafel 1 spel 2 en nog 3); "
          "die zijn onder NK-reglement 2019 beoordeeld.");
}

TEST_CASE("Export: the rule set travels, an export without it is the NK's, an unknown one is refused",
          "[tournament][json][rules]")
{
    Tournament t = seated();
    const std::string nk = tournamentToJson(t);
    CHECK(nk.find(R"("version": 1)") != std::string::npos); // what every version reads
    CHECK(nk.find(R"("rules": "nk2019")") != std::string::npos);
    t.info.rules = "hazerswoude+bod25";
    const std::string doc = tournamentToJson(t);
    CHECK(doc.find(R"("version": 2)") != std::string::npos); // a version without rule sets refuses it
    auto back = tournamentFromJson(doc);
    REQUIRE(back.ok());
    CHECK(back->info.rules == "hazerswoude+bod25");
    CHECK(tournamentToJson(back.value()) == doc);

    std::string before = nk;
    before.erase(before.find(R"(    "rules": "nk2019",)"), std::string(R"(    "rules": "nk2019",)").size() + 1);
    REQUIRE(before.find("rules") == std::string::npos);
    auto old = tournamentFromJson(before);
    REQUIRE(old.ok());
    CHECK(old->info.rules == "nk2019");

    std::string unknown = doc;
    unknown.replace(unknown.find("hazerswoude+bod25"), 17, "hazerswoude+bod30");
    const auto refused = tournamentFromJson(unknown);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message.find("spelregels die deze versie van nk-bonaken niet kent") != std::string::npos);
    CHECK(refused.error().message.find("er is niets geïmporteerd") != std::string::npos);
}
