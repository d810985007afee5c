// A table of two where both remaining players play misère (R31, R38): the tricks given must
// account for the whole gift before a Speler without a trick has won.
#include "gametest.h"

using namespace nkb;
using nkb::test::four;
using nkb::test::judge;

TEST_CASE("R31, R38: at a table of two both misère, a Speler without a trick has won only after all six tricks",
          "[gamefile][R31][R38]")
{
    // RULES.md: "A gift stops as soon as its outcome is clear (R31), and 'clear' means clear to
    // the table … With several misère Spelers play goes on until every one of them is decided
    // (R38)." Cor without a trick is decided only by the sixth trick: 0 and 5 cannot be.
    const std::string before = R"(
        {"spelers": ["Anna"], "contract": "40", "won": true},
        {"spelers": ["Anna"], "contract": "40", "won": true},
        {"spelers": ["Bram"], "contract": "40", "won": false},
        {"spelers": ["Bram"], "contract": "40", "won": false},)";
    const GameVerdict five = judge(four(before + R"(
        {"spelers": ["Cor", "Dirk"], "contract": "misere", "tricks": {"Cor": 0, "Dirk": 5}})"));
    REQUIRE_FALSE(five.ok);
    REQUIRE(five.error);
    CHECK(five.errorGift == 5);
    CHECK(five.error->rule == 31);
    CHECK(five.error->message.find("Cor heeft pas zonder slag gewonnen als alle zes slagen gespeeld zijn") !=
          std::string::npos);
    // All six: Cor wins (recht), Dirk loses (krom).
    const GameVerdict six = judge(four(before + R"(
        {"spelers": ["Cor", "Dirk"], "contract": "misere", "tricks": {"Cor": 0, "Dirk": 6}})"));
    REQUIRE(six.ok);
    CHECK(nkb::test::wonIn(six, 5, "Cor"));
    CHECK_FALSE(nkb::test::wonIn(six, 5, "Dirk"));
    // Both took a trick: both decided once the second one did, before the sixth trick (1 and 4).
    const GameVerdict both = judge(four(before + R"(
        {"spelers": ["Cor", "Dirk"], "contract": "misere", "tricks": {"Cor": 1, "Dirk": 4}})"));
    REQUIRE(both.ok);
    CHECK_FALSE(nkb::test::wonIn(both, 5, "Cor"));
    CHECK_FALSE(nkb::test::wonIn(both, 5, "Dirk"));
}
