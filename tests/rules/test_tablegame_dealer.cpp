// R5, R52, R53: who deals the next gift, also when several players go out in one gift.
#include "tablegamehelpers.h"
#include "nkrules.h"

using namespace nkb;
using namespace nkb::test;

TEST_CASE("R5/R52/R53: who deals the next gift", "[rules][R5][R52][R53][game]")
{
    TableGame g(4, D, kNk);
    CHECK(g.dealer() == D);
    CHECK(g.firstBidder() == A);
    win(g, B);
    CHECK(g.dealer() == B); // the Speler of the previous gift
    CHECK(g.firstBidder() == C);
    g.applyRedeal();
    CHECK(g.dealer() == B); // all passed: same dealer
    CHECK(g.redealCount() == 1);
    CHECK(g.status(B) == Status::Recht); // nothing else changes
    misere(g, {C, A}, {true, false});
    CHECK(g.dealer() == C); // the first misère bidder
    win(g, B);
    CHECK(g.status(B) == Status::Eruit);
    CHECK(g.dealer() == B); // he deals although he went out (R53)
    CHECK(g.firstBidder() == C);
    lose(g, A);
    CHECK(g.status(A) == Status::Erin);
    CHECK(g.dealer() == A); // also after going erin (R52)
    CHECK(g.firstBidder() == C); // B, left of A, is out: the bidding starts at C
    CHECK(g.giftCount() == 4);
}

TEST_CASE("R52/R53: several going out at once: the first misère bidder deals", "[rules][R5][R52][R53][game]")
{
    TableGame g(4, A, kNk);
    win(g, B);
    win(g, D);
    misere(g, {D, B}, {true, true});
    CHECK(g.dealer() == D);
    CHECK(g.firstBidder() == A); // left of D
}

TEST_CASE("R52/R53: the second misère Speler who goes out deals, not the first misère bidder",
          "[rules][R5][R52][R53][game]")
{
    // C wins a 25 (recht); B and C play misère, B bid it first. B takes a trick (krom),
    // C none: C has won twice, is eruit and deals (R53); R5's "eerste misèrespeler" is B.
    TableGame g(4, A, kNk);
    win(g, C);
    misere(g, {B, C}, {false, true});
    CHECK(g.status(B) == Status::Krom);
    CHECK(g.status(C) == Status::Eruit);
    CHECK(g.dealer() == C);
    CHECK(g.firstBidder() == D);
    // The same with C erin (R52): C loses a 25 (krom), then takes two tricks in the misère.
    TableGame e(4, A, kNk);
    lose(e, C);
    misere(e, {B, C}, {true, false});
    CHECK(e.status(B) == Status::Recht);
    CHECK(e.status(C) == Status::Erin);
    CHECK(e.dealer() == C);
    // Nobody goes out: R5, the first misère bidder deals.
    TableGame n(4, A, kNk);
    misere(n, {B, C}, {false, true});
    CHECK(n.dealer() == B);
}

TEST_CASE("R52/R53: of several going out together, the first misère bidder among them deals",
          "[rules][R5][R52][R53][game]")
{
    // Two eruit together after a double misère: B and C both recht, both win; B bid first.
    TableGame g(4, A, kNk);
    win(g, B);
    win(g, C);
    misere(g, {B, C}, {true, true});
    CHECK(g.status(B) == Status::Eruit);
    CHECK(g.status(C) == Status::Eruit);
    CHECK(g.dealer() == B);
    // One eruit and one erin in the same misère: C (recht) wins, B (krom) loses; C bid first.
    TableGame m(4, A, kNk);
    lose(m, B);
    win(m, C);
    misere(m, {C, B}, {true, false});
    CHECK(m.status(C) == Status::Eruit);
    CHECK(m.status(B) == Status::Erin);
    CHECK(m.dealer() == C);
    // Three misère Spelers A, B, C (in that bid order): A stays in, B and C go out: B deals,
    // the first misère bidder among those going out, not A.
    TableGame t(4, D, kNk);
    win(t, B);
    lose(t, C);
    misere(t, {A, B, C}, {true, true, false});
    CHECK(t.status(A) == Status::Recht);
    CHECK(t.status(B) == Status::Eruit);
    CHECK(t.status(C) == Status::Erin);
    CHECK(t.dealer() == B);
}
