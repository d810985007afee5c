#pragma once
// Inside the game checker (gamecheck.h): the checker of one game and the helpers its parts share.
// The parts: gamecheck.cpp (the game and the gift: dealer, auction, Spelers, the result),
// giftsummary.cpp (a gift written as a summary, bids no hand can make), irregularities.cpp (the
// irregularities a referee notes, R62–R79),
// giftcards.cpp (a gift's full card record), verdictjson.cpp (the verdict as JSON).
#include "gamefile/gamecheck.h"
#include "rules/bid.h"
#include "rules/card.h"
#include "rules/roem.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace nkb::gamecheck {

// A refusal of the gift being judged.
struct Refusal {
    RuleError error;
};

[[noreturn]] inline void refuse(int rule, const std::string &text)
{
    throw Refusal{ruleError(rule, text)};
}

[[noreturn]] inline void refuse(RuleError e)
{
    throw Refusal{std::move(e)};
}

// The roem values of the table of R48 (the rule set's, roemValues), the only ones a referee can
// write down, for messages: "20, 40, 50, 60, 70, 100, 120, 200 of 220".
inline std::string roemValuesText(const RuleSet &rs)
{
    const auto &values = roemValues(rs);
    std::string s;
    for (std::size_t i = 0; i < values.size(); ++i)
        s += (i == 0 ? "" : i + 1 == values.size() ? " of " : ", ") + std::to_string(values[i]);
    return s;
}

inline std::string trumpText(Trump t)
{
    return t ? std::string(1, suitLetter(*t)) : std::string("none");
}

inline std::string cardList(const std::vector<Card> &cards)
{
    std::string s;
    for (const Card c : cards) {
        if (!s.empty())
            s += ' ';
        s += toString(c);
    }
    return s;
}

inline bool contains(const std::vector<Card> &cards, Card c)
{
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

inline void removeCard(std::vector<Card> &cards, Card c)
{
    cards.erase(std::find(cards.begin(), cards.end(), c));
}

inline bool isPointBid(const Bid &b)
{
    return b.kind == BidKind::Points;
}

inline bool needsAllTricks(const Bid &b)
{
    return b.kind == BidKind::Zwabber || b.kind == BidKind::ZwabberRoem || b.kind == BidKind::Bonaak ||
           b.kind == BidKind::BonaakRoem;
}

inline bool isZwabber(const Bid &b)
{
    return b.kind == BidKind::Zwabber || b.kind == BidKind::ZwabberRoem;
}

// A bid with a roem value the Speler must hold (bonaak met roem, pagat's zwabber met roem).
inline bool bidsRoem(const Bid &b)
{
    return b.kind == BidKind::BonaakRoem || b.kind == BidKind::ZwabberRoem;
}

// A seat caught vals roemen and the rule that shows it (68 or 70, see ValsRoemer).
struct ValsSeat {
    int seat{0};
    int rule{68};
};

// The outcome decided by the facts of a gift, or by its irregularities: per declarer won or lost,
// and every player who roemde vals (R66–R70).
struct Outcome {
    std::vector<std::optional<bool>> won; // per declarer; nullopt: the facts do not say
    std::vector<ValsSeat> vals;           // each seat once, in the order found
    std::vector<int> byRule; // per declarer when set: the rule that decided, not the play (R74)
    // What a full card record judged itself, so that a referee's note it contradicts is refused
    // (issue 36): the seats whose R67 bids it judged for vals roemen (R68, R69), whether it judged
    // the Speler's announced roem (R70), and every seat it saw play a card that was not allowed.
    std::set<int> bidsJudged;
    bool roemJudged{false};
    std::set<int> reneged;
    [[nodiscard]] int ruleFor(std::size_t i) const { return i < byRule.size() ? byRule[i] : 0; }
    [[nodiscard]] bool isVals(int seat) const
    {
        return std::any_of(vals.begin(), vals.end(), [seat](const ValsSeat &v) { return v.seat == seat; });
    }
    // R66: every vals roemer counts, each once (the first rule found stays).
    void addVals(int seat, int rule)
    {
        if (!isVals(seat))
            vals.push_back(ValsSeat{seat, rule});
    }
    bool decided() const
    {
        return std::all_of(won.begin(), won.end(), [](const auto &w) { return w.has_value(); });
    }
};

class GameChecker {
  public:
    GameChecker(const GameRecord &game, const RuleSet &rs) : m_game(game), m_rs(rs) {}

    GameVerdict run();

  private:
    int seatOf(const std::string &name, const std::string &role) const;
    std::string citeWarning(const std::string &warning) const;
    int firstDealer() const;
    GiftVerdict judgeGift(const GiftRecord &g, int index);
    void judgeSummary(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                      Outcome &out) const;
    void judgeCards(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                    const std::vector<std::pair<int, Bid>> &calls, Trump trump, bool trumpNamed, Outcome &out,
                    GiftVerdict &v) const;
    std::vector<std::optional<bool>> judgeCardCounts(const GiftRecord &g,
                                                     const std::vector<std::vector<Card>> &hands,
                                                     const std::vector<int> &declarers, GiftVerdict &v) const;
    void judgeBidsBeyondAnyHand(const std::vector<std::pair<int, Bid>> &calls,
                                const std::vector<int> &declarers, const Bid &contract, Outcome &out,
                                GiftVerdict &v) const;
    void judgeIrregularities(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                             const std::vector<std::pair<int, Bid>> &calls, Outcome &out,
                             GiftVerdict &v) const;
    int valsRoemenGround(int seat, const GiftRecord &g, const std::vector<int> &declarers,
                         const Bid &contract, const std::vector<std::pair<int, Bid>> &calls) const;
    // A referee's note that the full card record shows cannot be true is refused with its rule
    // (issue 36): never a player erin, or a gift lost, that the cards acquit.
    void refuseNotesTheCardsDeny(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                                 const std::vector<std::pair<int, Bid>> &calls, const Outcome &facts) const;

    // pagat: an opponent's roem that cancels the Speler's announced roem (giftcards.cpp).
    bool roemCancelled(int roem, int speler, const std::vector<std::vector<Card>> &hands, Trump trump,
                       GiftVerdict &v) const;

    const GameRecord &m_game;
    RuleSet m_rs;
    std::map<std::string, int> m_seats;
    std::optional<TableGame> m_table;
};

} // namespace nkb::gamecheck
