// Whole games judged under the Hazerswoude rule set (pagat text, quoted per case) beside the NK
// reglement: the same file judged differently where the texts differ, refusals in the words of
// the rule set, and the verdict's JSON in the same shape.
#include "gametest.h"

#include <fstream>
#include <sstream>

using namespace nkb;
using nkb::test::kNk;

namespace {

GameVerdict judgeUnder(const std::string &json, const std::string &rules)
{
    auto parsed = parseGameJson(json);
    if (const auto *bad = std::get_if<GameParseError>(&parsed))
        FAIL("parse error: " << bad->message);
    const auto rs = RuleSet::fromName(rules);
    REQUIRE(rs.ok());
    return checkGame(std::get<GameRecord>(parsed), *rs);
}

bool anyWarningHas(const GameVerdict &v, const std::string &text)
{
    for (const GiftVerdict &g : v.giften)
        for (const std::string &w : g.warnings)
            if (w.find(text) != std::string::npos)
                return true;
    return false;
}

// Bram bids 145 with 70 roem and takes every trick (141 card points); the opponents each hold a
// sequence of five or six (tests/data/games/cards-point-bid-won.json with a higher bid).
std::string bramBids145()
{
    std::string json = nkb::test::readExampleGame("cards-point-bid-won.json");
    const std::string bid = "[\"Bram\",\"100\"]";
    json.replace(json.find(bid), bid.size(), "[\"Bram\",\"145\"]");
    return json;
}

const std::string kFourPlayers = R"("players": ["Anna", "Bram", "Cor", "Dirk"])";

} // namespace

TEST_CASE("Hazerswoude: a record of the NK deal is refused, with the text's sentence", "[gamefile][hazerswoude]")
{
    // "Bei vier Spielern werden … zwei Karten verdeckt in die Mitte des Tisches gelegt".
    const std::string json = nkb::test::readExampleGame("cards-point-bid-won.json");
    CHECK(judgeUnder(json, "nk2019").ok);
    const GameVerdict hz = judgeUnder(json, "hazerswoude");
    REQUIRE_FALSE(hz.ok);
    CHECK(hz.error->rule == 6);
    CHECK(hz.error->source == "The dealer deals six cards to each player, three at a time.");
    CHECK(hz.error->message.find("2 blinde kaart") != std::string::npos);
    // The JSON has the same keys; "rule" holds the sentence instead of the NK's number.
    const auto j = verdictToJson(hz);
    CHECK(j["ok"] == false);
    CHECK(j["gift"] == 1);
    CHECK(j["rule"] == hz.error->source);
    CHECK(j.contains("error"));
    CHECK(verdictToJson(judgeUnder(json, "nk2019")).contains("result"));
}

TEST_CASE("Hazerswoude: an opponent's higher roem cancels the Speler's and loses him the gift",
          "[gamefile][hazerswoude][roem]")
{
    // "If the opponent's Roem is worth more than the declarer's, the declarer's Roem is cancelled and
    // does not count towards fulfilling the bid." Anna holds A-K-Q-J-10 of spades (100) against
    // Bram's 70: his 141 card points fall short of 145. (One blind card: the pagat variation.)
    const GameVerdict nk = judgeUnder(bramBids145(), "nk2019");
    REQUIRE(nk.ok);
    CHECK(nkb::test::wonIn(nk, 1, "Bram"));
    const GameVerdict hz = judgeUnder(bramBids145(), "hazerswoude+eenblind");
    REQUIRE(hz.ok);
    CHECK_FALSE(nkb::test::wonIn(hz, 1, "Bram"));
    CHECK(anyWarningHas(hz, "vervalt"));
    // At 100 he still wins on his card points alone.
    const GameVerdict at100 = judgeUnder(nkb::test::readExampleGame("cards-point-bid-won.json"), "hazerswoude+eenblind");
    REQUIRE(at100.ok);
    CHECK(nkb::test::wonIn(at100, 1, "Bram"));
}

TEST_CASE("Hazerswoude: a single misère is overcalled by 75, and plays without trump", "[gamefile][hazerswoude][bid]")
{
    // "When there has been only one Misère bid, it can be overcalled in the usual way by a number bid
    // of 75 or more".
    const std::string game = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "bids": [["Anna","misere"],["Bram","75"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]],
         "trump": "H", "points": 80}]})";
    const GameVerdict hz = judgeUnder(game, "hazerswoude");
    REQUIRE(hz.ok);
    CHECK(hz.giften[0].spelers == std::vector<std::string>{"Bram"});
    const GameVerdict nk = judgeUnder(game, "nk2019");
    REQUIRE_FALSE(nk.ok);
    CHECK(nk.error->rule == 17);
    // "If the bid is Misère or Zwabber, there is no trump suit."
    const std::string misere = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Anna"], "contract": "misere", "trump": "H", "won": true}]})";
    CHECK(judgeUnder(misere, "nk2019").ok); // R15: the lone misère Speler makes trump
    const GameVerdict noTrump = judgeUnder(misere, "hazerswoude");
    REQUIRE_FALSE(noTrump.ok);
    CHECK(noTrump.error->source == "If the bid is Misère or Zwabber, there is no trump suit.");
    // "Some play that in Misère with a single declarer, the declarer must choose a trump suit".
    CHECK(judgeUnder(misere, "hazerswoude+miseretroef").ok);
}

TEST_CASE("Hazerswoude: the game ends at the first loser, the deal passes to the left", "[gamefile][hazerswoude]")
{
    // "Any player who has two minuses has lost the game"; "the turn to deal passes to the left".
    const std::string game = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Cor"], "contract": "80", "won": false},
        {"spelers": ["Cor"], "contract": "zwabber", "won": false}]})";
    const GameVerdict hz = judgeUnder(game, "hazerswoude");
    REQUIRE(hz.ok);
    CHECK(hz.giften[0].nextDealer == "Anna");
    CHECK(hz.finished);
    CHECK(nkb::test::player(hz, "Cor").status == Status::Erin);
    CHECK(nkb::test::player(hz, "Anna").points == 10); // three players, all suf: they share place 1
    const GameVerdict nk = judgeUnder(game, "nk2019");
    REQUIRE(nk.ok);
    CHECK(nk.giften[0].nextDealer == "Cor");
    CHECK_FALSE(nk.finished);
    // A gift after the loser is found is refused.
    const std::string more = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Cor"], "contract": "80", "won": false},
        {"spelers": ["Cor"], "contract": "zwabber", "won": false},
        {"spelers": ["Anna"], "contract": "80", "won": true}]})";
    const GameVerdict after = judgeUnder(more, "hazerswoude");
    REQUIRE_FALSE(after.ok);
    CHECK(after.errorGift == 3);
}

TEST_CASE("Hazerswoude: no penalties to note, and no vals roemen", "[gamefile][hazerswoude]")
{
    const std::string noted = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Anna"], "contract": "80", "won": true,
         "irregularity": {"kind": "verzaking", "by": "Cor"}}]})";
    CHECK(judgeUnder(noted, "nk2019").ok);
    const GameVerdict hz = judgeUnder(noted, "hazerswoude");
    REQUIRE_FALSE(hz.ok);
    CHECK(hz.error->message.find("geen straffen") != std::string::npos);
    // A bid no hand can make is vals roemen at the NK (R19, R68); in the pagat game simply lost.
    const std::string beyond = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Anna"], "contract": "400", "trump": "H", "points": 100}]})";
    const GameVerdict nk = judgeUnder(beyond, "nk2019");
    REQUIRE(nk.ok);
    CHECK_FALSE(nk.giften[0].valsRoemers.empty());
    const GameVerdict lost = judgeUnder(beyond, "hazerswoude");
    REQUIRE(lost.ok);
    CHECK(lost.giften[0].valsRoemers.empty());
    CHECK_FALSE(nkb::test::wonIn(lost, 1, "Anna"));
}

TEST_CASE("Hazerswoude: bonaak with roem needs at least the roem bid", "[gamefile][hazerswoude][roem]")
{
    // "If the bid is a Boonaak with Roem, the declarer must have at least the amount of Roem claimed
    // in the bid, otherwise the bid is lost." Summaries give only won/lost; the bid itself stands.
    const std::string game = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "bids": [["Anna","bonaak 140"],["Bram","pass"],["Cor","pass"],["Dirk","pass"]],
         "trump": "H", "won": true}]})";
    CHECK(judgeUnder(game, "hazerswoude").ok);
    const GameVerdict nk = judgeUnder(game, "nk2019");
    REQUIRE_FALSE(nk.ok);
    CHECK(nk.error->rule == 48); // no such roem value at the NK (R43)
}

TEST_CASE("Hazerswoude variation: a lone misère Speler names trump, or is refused with its sentence",
          "[gamefile][hazerswoude]")
{
    // "Some play that in Misère with a single declarer, the declarer must choose a trump suit when
    // leading to the first trick."
    const std::string game = "{" + kFourPlayers + R"(, "giften": [
        {"dealer": "Dirk", "spelers": ["Anna"], "contract": "misere", "trump": "none", "won": true}]})";
    const GameVerdict v = judgeUnder(game, "hazerswoude+miseretroef");
    REQUIRE_FALSE(v.ok);
    CHECK(v.error->source.find("must choose a trump suit") != std::string::npos);
    CHECK(judgeUnder(game, "hazerswoude").ok); // no trump in the game of the text itself
    // At the NK he loses by R75 whatever the play gave, so "won" is refused with that rule.
    const GameVerdict nk = judgeUnder(game, "nk2019");
    REQUIRE_FALSE(nk.ok);
    CHECK(nk.error->rule == 75);
}
