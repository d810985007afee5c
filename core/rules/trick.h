#pragma once
// Playing a trick (R24–R29): legal cards, why a card is illegal (verzaking, R62), the winner
// and the card points of a trick.
#include <vector>

#include "rules/card.h"
#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

// The cards of `hand` that may be played to `trickSoFar` (cards in playing order; empty: the
// player leads and may play anything), in the order of `hand`.
// R26 trump led: play trump if you can, but the trump jack may always be kept back (it does
//   not oblige); overtrumping is not required.
// R27 non-trump led: follow suit or trump in; once a trump lies in the trick, no lower trump.
// R28 cannot follow suit: any card, but no lower trump than one already in the trick.
// Undertrumping is allowed only when the hand holds nothing else that is legal.
// R29 no trump: follow suit if you can, else any card.
// The rule set may allow undertrumping always (pagat) or only with nothing but trumps in the hand
// (pagat's variation), and may make the jack of trump oblige.
[[nodiscard]] std::vector<Card> legalCards(const std::vector<Card> &hand, const std::vector<Card> &trickSoFar,
                                           Trump trump, const RuleSet &rs);

[[nodiscard]] bool isLegalCard(Card played, const std::vector<Card> &hand,
                               const std::vector<Card> &trickSoFar, Trump trump, const RuleSet &rs);

// nullopt when `played` is legal; otherwise the rule broken (26, 27, 28 or 29) with a Dutch
// sentence. A card that is not in `hand` gives rule 0 (an impossible record, not verzaking).
[[nodiscard]] Verdict whyIllegal(Card played, const std::vector<Card> &hand,
                                 const std::vector<Card> &trickSoFar, Trump trump, const RuleSet &rs);

// Index in `trick` of the card that wins it: the highest trump, else the highest card of the
// suit led (R24, R25). -1 for an empty trick.
[[nodiscard]] int trickWinner(const std::vector<Card> &trick, Trump trump, const RuleSet &rs);

// Card points in the trick (R4).
[[nodiscard]] int trickPoints(const std::vector<Card> &trick, Trump trump, const RuleSet &rs);

} // namespace nkb
