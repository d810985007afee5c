// A summary gift with more than one irregularity: "irregularities": [...], in the
// order they happened. Written from the reglement:
//   R63/R64: verzaking by the Speler loses the gift, by an opponent wins it for the Speler;
//   R65: a verzaking noticed later still counts, so the first one decided the gift;
//   R66: a vals roemer is erin whatever else happened, also when he had not lost.
// Players sit clockwise Anna, Bram, Cor, Dirk; with "dealer": "Anna" Bram calls first (R8).
#include "gametest.h"

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

namespace {

// Dirk bid 145 and Bram went with 150 (hearts): both could have roemed vals (R67).
GameVerdict bram150(const std::string &irregularities, const std::string &facts = R"("points": 60)")
{
    return judge(four(
        R"({"dealer": "Anna", "bids": [["Bram","100"],["Cor","pass"],["Dirk","145"],["Anna","pass"],["Bram","150"],["Dirk","pass"]],
            "trump": "H", )" +
        facts + R"(, "irregularities": [)" + irregularities + "]}"));
}

std::string irr(const std::string &kind, const std::string &by)
{
    return R"({"kind": ")" + kind + R"(", "by": ")" + by + R"("})";
}

} // namespace

TEST_CASE("R64, R66: an opponent who roemde vals and verzaakte is erin, and the Speler wins",
          "[gamefile][R64][R66]")
{
    // 60 card points would lose the 150 (R32); the opponent's verzaking decides before the play.
    const GameVerdict v = bram150(irr("vals_roemen", "Dirk") + "," + irr("verzaking", "Dirk"));
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Recht);
    CHECK(nkb::test::statusOf(v, "Dirk") == Status::Erin);
    // Another opponent's verzaking: the same.
    const GameVerdict cor = bram150(irr("vals_roemen", "Dirk") + "," + irr("verzaking", "Cor"));
    REQUIRE(cor.ok);
    CHECK(nkb::test::wonIn(cor, 1, "Bram"));
    CHECK(nkb::test::statusOf(cor, "Dirk") == Status::Erin);
    CHECK(nkb::test::statusOf(cor, "Cor") == Status::Suf);
}

TEST_CASE("R63, R66: the Speler verzaakt and an opponent roemde vals: the Speler loses, the roemer is erin",
          "[gamefile][R63][R66]")
{
    const GameVerdict v =
        bram150(irr("verzaking", "Bram") + "," + irr("vals_roemen", "Dirk"), R"("points": 141)");
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Krom);
    CHECK(nkb::test::statusOf(v, "Dirk") == Status::Erin);
}

TEST_CASE("R66 over R64: a Speler who roemde vals is erin although an opponent verzaakte",
          "[gamefile][R64][R66]")
{
    const GameVerdict v = bram150(irr("verzaking", "Cor") + "," + irr("vals_roemen", "Bram"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin);
    // Written as won, the gift contradicts R66.
    CHECK(nkb::test::errorRule(
              bram150(irr("verzaking", "Cor") + "," + irr("vals_roemen", "Bram"), R"("won": true)")) == 66);
}

TEST_CASE("R65: of two verzakingen the first decides, the later one changes nothing and says so",
          "[gamefile][R63][R64][R65]")
{
    const GameVerdict opponentFirst = bram150(irr("verzaking", "Cor") + "," + irr("verzaking", "Bram"));
    REQUIRE(opponentFirst.ok);
    CHECK(nkb::test::wonIn(opponentFirst, 1, "Bram"));
    CHECK(nkb::test::anyWarningWith(opponentFirst.giften[0], "Regel 63"));
    CHECK(nkb::test::anyWarningWith(opponentFirst.giften[0], "Cor"));
    // The mirror: the Speler's own first.
    const GameVerdict spelerFirst =
        bram150(irr("verzaking", "Bram") + "," + irr("verzaking", "Cor"), R"("points": 141)");
    REQUIRE(spelerFirst.ok);
    CHECK_FALSE(nkb::test::wonIn(spelerFirst, 1, "Bram"));
    CHECK(nkb::test::anyWarningWith(spelerFirst.giften[0], "Regel 64"));
    // Two that agree: no warning.
    const GameVerdict both = bram150(irr("verzaking", "Cor") + "," + irr("verzaking", "Anna"));
    REQUIRE(both.ok);
    CHECK(nkb::test::wonIn(both, 1, "Bram"));
    CHECK(both.giften[0].warnings.empty());
    // A stated result against the first is refused with its rule.
    CHECK(nkb::test::errorRule(
              bram150(irr("verzaking", "Cor") + "," + irr("verzaking", "Bram"), R"("won": false)")) == 64);
}

TEST_CASE("R75 then R64: a lone misère without trump is lost before a later verzaking",
          "[gamefile][R75][R64]")
{
    const GameVerdict v = judge(four(R"({"spelers": ["Bram"], "contract": "misere",
        "irregularities": [{"kind": "misere_no_trump", "by": "Bram"}, {"kind": "verzaking", "by": "Cor"}]})"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 64"));
}

TEST_CASE("Irregularities: each one is checked, a second that cannot be is refused", "[gamefile][R67][R52]")
{
    // The first note is possible (Dirk bid 145), the second is not (Cor passed): R67.
    const GameVerdict v = bram150(irr("vals_roemen", "Dirk") + "," + irr("vals_roemen", "Cor"));
    CHECK(nkb::test::errorRule(v) == 67);
    CHECK(v.error->message.find("Cor") != std::string::npos);
    // The same irregularity twice is a slip of the pen, refused.
    const GameVerdict twice = bram150(irr("verzaking", "Cor") + "," + irr("verzaking", "Cor"));
    CHECK_FALSE(twice.ok);
    CHECK(twice.error->message.find("twee keer") != std::string::npos);
    // A second irregularity by a player who is already out (R52).
    const GameVerdict out = judge(four(R"(
        {"spelers": ["Cor"], "contract": "40", "won": false},
        {"spelers": ["Cor"], "contract": "40", "won": false},
        {"spelers": ["Bram"], "contract": "40", "irregularities": [{"kind": "verzaking", "by": "Dirk"},
                                                                  {"kind": "verzaking", "by": "Cor"}]})"));
    CHECK(out.errorGift == 3);
    CHECK(nkb::test::errorRule(out) == 52);
}

TEST_CASE("Game file: irregularity and irregularities together, or an empty list, are refused",
          "[gamefile][json]")
{
    auto parseError = [](const std::string &gift) -> std::string {
        auto parsed = parseGameJson(four(gift));
        const auto *bad = std::get_if<GameParseError>(&parsed);
        return bad ? bad->message : std::string();
    };
    const std::string both = parseError(R"({"spelers": ["Bram"], "contract": "40",
        "irregularity": {"kind": "verzaking", "by": "Cor"},
        "irregularities": [{"kind": "verzaking", "by": "Dirk"}]})");
    CHECK(both.find("niet allebei") != std::string::npos);
    CHECK_FALSE(parseError(R"({"spelers": ["Bram"], "contract": "40", "irregularities": []})").empty());
    CHECK_FALSE(parseError(R"({"spelers": ["Bram"], "contract": "40",
        "irregularities": [{"kind": "verzaking", "by": "Cor", "trick": 2}]})")
                    .empty());
    CHECK_FALSE(parseError(R"({"spelers": ["Bram"], "contract": "40",
        "irregularities": {"kind": "verzaking", "by": "Cor"}})")
                    .empty());
    // One in the list form is the same gift as the single object.
    CHECK(parseError(R"({"spelers": ["Bram"], "contract": "40",
        "irregularities": [{"kind": "verzaking", "by": "Cor"}]})")
              .empty());
}
