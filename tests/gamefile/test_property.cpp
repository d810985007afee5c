// Random games played through the rules engine and judged by the game checker: every game ends,
// every verdict is ok and agrees with an outcome computed here from the rules (R31–R34, R63,
// R64, R66; now and then a player plays a card he may not play),
// the points of a finished game are a reachable outcome (R54–R58), and the card points of every
// fully played gift add up to the pack's (R4: 141 with trump, 4 x 27 = 108 without).
// Seeded std::mt19937_64 with its own bounded integer, so the games are the same everywhere.
// NKB_PROPERTY_GAMES scales the number of games (default 2000; the sanitizer build is about 10x slower).
#include "gametest.h"
#include "nkrules.h"

#include "rules/auction.h"
#include "rules/bid.h"
#include "rules/deal.h"
#include "rules/roem.h"
#include "rules/tablegame.h"
#include "rules/trick.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <sstream>

using nkb::test::kNk;

using namespace nkb;
using nkb::test::Rng;

namespace {

std::string cardsText(const std::vector<Card> &cards)
{
    std::string s;
    for (const Card c : cards)
        s += (s.empty() ? "" : " ") + toString(c);
    return s;
}

// The gift in words, for a failure message.
std::string describe(const GiftRecord &g)
{
    std::ostringstream s;
    if (g.bids)
        for (const auto &[name, call] : *g.bids)
            s << name << ":" << call << " ";
    s << "trump " << g.trump.value_or("?") << " roem " << g.roem.value_or(0) << " won "
      << (g.wonAll ? (*g.wonAll ? "yes" : "no") : "-");
    if (g.cards) {
        for (const auto &[name, hand] : g.cards->hands)
            s << "\n  " << name << ": " << cardsText(hand);
        s << "\n  open " << cardsText(g.cards->open) << " blind " << cardsText(g.cards->blind);
        for (const auto &[name, d] : g.cards->discard)
            s << "\n  discard " << name << ": " << cardsText(d);
        for (const auto &t : g.cards->tricks)
            s << "\n  trick " << cardsText(t);
    }
    return s.str();
}

int packPoints(Trump trump)
{
    int sum = 0;
    for (const Card c : fullPack())
        sum += cardPoints(c, trump, kNk);
    return sum;
}

// A random legal call: mostly pass or a small raise, now and then misère, zwabber, bonaak or a
// high bid (which may be vals roemen: that is part of the game too).
Bid randomCall(Rng &rng, const Auction &auction, int seat)
{
    std::vector<Bid> candidates;
    const int base =
        auction.standing() && auction.standing()->kind == BidKind::Points ? auction.standing()->value : 20;
    for (int step = 1; step <= 4; ++step)
        candidates.push_back(Bid::points(std::min(360, base + 5 * step)));
    candidates.push_back(Bid::points(25 + 5 * rng.below(20)));
    candidates.push_back(Bid::misere());
    candidates.push_back(Bid::misere());
    if (rng.percent(20)) {
        candidates.push_back(Bid::zwabber());
        candidates.push_back(Bid::bonaak());
        candidates.push_back(Bid::points(105 + 5 * rng.below(52)));
        if (rng.percent(10))
            candidates.push_back(Bid::points(365 + 5 * rng.below(4))); // R19: legal, beyond any hand
    }
    if (rng.percent(10)) {
        static const std::vector<int> roem{20, 40, 50, 60, 70, 100, 120, 200, 220};
        candidates.push_back(Bid::bonaakRoem(rng.pick(roem)));
        candidates.push_back(Bid::bonaakRoem(100 + 20 * rng.below(2), true));
    }
    std::vector<Bid> legal;
    for (const Bid &b : candidates)
        if (!auction.check(seat, b))
            legal.push_back(b);
    if (legal.empty() || rng.percent(auction.standing() ? 55 : 35))
        return Bid::pass();
    return rng.pick(legal);
}

struct Stats {
    int games{0};
    int gifts{0};
    int redeals{0};
    int fullRecords{0};
    int misereGroups{0};
    int valsRoemen{0};
    int verzakingen{0};
};

// Plays one game; returns a description of the first broken invariant, or "".
std::string playGame(Rng &rng, int players, Stats &stats)
{
    static const std::vector<std::string> allNames{"Anna", "Bram", "Cor", "Dirk"};
    GameRecord game;
    game.players.assign(allNames.begin(), allNames.begin() + players);
    const int firstDealer = rng.below(players);
    TableGame model(players, firstDealer, kNk);
    model.setPlayerNames(game.players);
    std::vector<int> expectedNextDealer;
    std::vector<std::optional<std::vector<bool>>> expectedWon;
    constexpr int kMaxGifts = 200; // 3 results per player at most, plus redeals: far below this

    while (!model.finished()) {
        if (static_cast<int>(game.giften.size()) >= kMaxGifts)
            return "the game did not end after " + std::to_string(kMaxGifts) + " gifts";
        const std::vector<bool> active = model.active();
        std::vector<int> seats;
        for (int s = 0; s < players; ++s)
            if (active[static_cast<std::size_t>(s)])
                seats.push_back(s);
        const int k = static_cast<int>(seats.size());
        const int dealer = model.dealer();
        GiftRecord gift;
        if (game.giften.empty() || rng.percent(30))
            gift.dealer = game.players[static_cast<std::size_t>(dealer)];

        // R6: shuffle and deal to the players still in, starting left of the dealer.
        std::vector<Card> pack = fullPack();
        rng.shuffle(pack);
        const int first = model.firstBidder();
        const auto firstPos = static_cast<int>(std::find(seats.begin(), seats.end(), first) - seats.begin());
        const Deal deal = dealCards(pack, k, (firstPos + k - 1) % k, RuleSet::nk2019());
        if (deal.hands.size() != static_cast<std::size_t>(k))
            return "dealCards gave no deal for " + std::to_string(k) + " players";
        std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players));
        for (int j = 0; j < k; ++j)
            hands[static_cast<std::size_t>(seats[static_cast<std::size_t>(j)])] =
                deal.hands[static_cast<std::size_t>(j)];

        // R7–R21: a random legal auction.
        Auction auction(players, dealer, active, kNk);
        std::vector<std::pair<std::string, std::string>> bids;
        for (int guard = 0; !auction.finished(); ++guard) {
            if (guard > 1000)
                return "the auction did not end";
            const int seat = auction.toCall();
            const Bid b = randomCall(rng, auction, seat);
            if (Verdict e = auction.call(seat, b))
                return "a call checked as legal was refused: " + e->message;
            bids.emplace_back(game.players[static_cast<std::size_t>(seat)], toString(b));
        }
        gift.bids = bids;
        if (auction.allPassed()) {
            if (rng.percent(50))
                gift.redeal = true;
            game.giften.push_back(gift);
            model.applyRedeal();
            expectedWon.emplace_back(std::nullopt);
            expectedNextDealer.push_back(model.dealer());
            ++stats.redeals;
            continue;
        }
        const std::vector<int> declarers = auction.declarers();
        const Bid contract = *auction.contract();
        if (rng.percent(30)) { // also give what follows from the bids; it must agree
            std::vector<std::string> names;
            for (const int d : declarers)
                names.push_back(game.players[static_cast<std::size_t>(d)]);
            gift.spelers = names;
            gift.contract = toString(contract);
        }

        // R66–R69: every bidder with a call that is vals roemen, judged from his hand and the open cards.
        std::vector<int> valsBy;
        for (const auto &[seat, b] : auction.calls()) {
            const auto &hand = hands[static_cast<std::size_t>(seat)];
            const auto unseen = unseenCards(hand, deal.open);
            Verdict vals;
            if (b.kind == BidKind::BonaakRoem)
                vals = checkValsRoemenBonaak(b.value, b.zeskaart, hand, deal.open, unseen, kNk);
            else if (b.kind == BidKind::Points && b.value >= 145)
                vals = checkValsRoemenPointBid(b.value, hand, deal.open, unseen, kNk);
            if (vals && std::find(valsBy.begin(), valsBy.end(), seat) == valsBy.end())
                valsBy.push_back(seat);
        }
        if (!valsBy.empty())
            ++stats.valsRoemen;
        auto isVals = [&](int seat) { return std::find(valsBy.begin(), valsBy.end(), seat) != valsBy.end(); };

        CardRecord rec;
        for (const int s : seats)
            rec.hands[game.players[static_cast<std::size_t>(s)]] = hands[static_cast<std::size_t>(s)];
        rec.open = deal.open;
        rec.blind = deal.blind;
        // R23: the Speler takes the table cards and discards three; R35: several misère Spelers
        // pass three on, the last one's discard sleeps.
        std::vector<Card> passed = deal.open;
        passed.insert(passed.end(), deal.blind.begin(), deal.blind.end());
        for (const int d : declarers) {
            auto &hand = hands[static_cast<std::size_t>(d)];
            hand.insert(hand.end(), passed.begin(), passed.end());
            rng.shuffle(hand);
            passed.assign(hand.end() - 3, hand.end());
            hand.resize(hand.size() - 3);
            rec.discard[game.players[static_cast<std::size_t>(d)]] = passed;
        }
        const bool several = declarers.size() > 1;
        if (several)
            ++stats.misereGroups;
        Trump trump;
        if (!several && contract.kind != BidKind::Zwabber)
            trump = kAllSuits[static_cast<std::size_t>(rng.below(4))];
        gift.trump = trump ? std::string(1, suitLetter(*trump)) : std::string("none");
        const int d0 = declarers.front();
        int roem = 0;
        if (contract.kind == BidKind::Points && rng.percent(50)) {
            std::vector<int> fits;
            for (const int r : claimableRoem(hands[static_cast<std::size_t>(d0)], trump, kNk))
                if (r < contract.value)
                    fits.push_back(r);
            if (!fits.empty()) {
                roem = rng.pick(fits);
                gift.roem = roem;
            }
        }
        const std::vector<Card> finalHand = hands[static_cast<std::size_t>(d0)];

        // R24–R29: six tricks of random legal cards, the (first) Speler leading. In a careless gift
        // a player now and then plays a card he may not play (verzaking, R62).
        const bool careless = rng.percent(15);
        // R31–R34, R63, R64: each Speler's result is decided at the first moment it is certain to
        // the table, or by the first verzaking before that. Nobody sees the sleeping cards or the
        // discards, so every card not yet played may still be in play.
        std::vector<std::optional<bool>> decided(declarers.size());
        int inPlay = packPoints(trump);
        if (contract.kind == BidKind::BonaakRoem &&
            !holdsRoem(finalHand, trump, contract.value, contract.zeskaart, kNk))
            decided[0] = false; // R69: the roem is missing, lost (not vals roemen)
        if (contract.kind == BidKind::Points && roem + inPlay < contract.value)
            decided[0] = false; // out of reach of the roem and the whole pack
        bool verzaking = false;
        std::vector<int> tricksTaken(static_cast<std::size_t>(players), 0);
        int declarerPoints = 0;
        int leader = d0;
        for (int t = 0; t < 6; ++t) {
            std::vector<Card> trick;
            std::vector<int> order;
            const auto lp = static_cast<int>(std::find(seats.begin(), seats.end(), leader) - seats.begin());
            for (int j = 0; j < k; ++j) {
                const int seat = seats[static_cast<std::size_t>((lp + j) % k)];
                auto &hand = hands[static_cast<std::size_t>(seat)];
                const auto legal = legalCards(hand, trick, trump, kNk);
                if (legal.empty())
                    return "no legal card for a hand of " + std::to_string(hand.size());
                Card c = rng.pick(legal);
                if (careless && rng.percent(10)) {
                    std::vector<Card> illegal;
                    for (const Card h : hand)
                        if (std::find(legal.begin(), legal.end(), h) == legal.end())
                            illegal.push_back(h);
                    if (!illegal.empty()) {
                        c = rng.pick(illegal);
                        if (!verzaking) {
                            verzaking = true;
                            ++stats.verzakingen;
                            for (std::size_t i = 0; i < declarers.size(); ++i)
                                if (!decided[i])
                                    decided[i] = seat != declarers[i]; // R63 / R64
                        }
                    }
                }
                hand.erase(std::find(hand.begin(), hand.end(), c));
                trick.push_back(c);
                order.push_back(seat);
            }
            const int winner = order[static_cast<std::size_t>(trickWinner(trick, trump, kNk))];
            ++tricksTaken[static_cast<std::size_t>(winner)];
            const int points = trickPoints(trick, trump, kNk);
            inPlay -= points;
            if (winner == d0)
                declarerPoints += points;
            leader = winner;
            rec.tricks.push_back(trick);
            for (std::size_t i = 0; i < declarers.size(); ++i) {
                if (decided[i])
                    continue;
                switch (contract.kind) {
                case BidKind::Misere: // R34
                    if (tricksTaken[static_cast<std::size_t>(declarers[i])] > 0)
                        decided[i] = false;
                    break;
                case BidKind::Zwabber: // R33
                case BidKind::ZwabberRoem:
                case BidKind::Bonaak:
                case BidKind::BonaakRoem:
                    if (winner != d0)
                        decided[i] = false;
                    break;
                case BidKind::Points: // R32
                    if (declarerPoints + roem >= contract.value)
                        decided[i] = true;
                    else if (declarerPoints + roem + inPlay < contract.value || t == 5)
                        decided[i] = false; // hopeless, or six tricks played without reaching it
                    break;
                case BidKind::Pass:
                    break;
                }
            }
        }
        // R4: all card points are in the tricks, the sleeping discard and the sleeping cards.
        int total = 0;
        for (const auto &t : rec.tricks)
            total += trickPoints(t, trump, kNk);
        for (const Card c : passed)
            total += cardPoints(c, trump, kNk);
        for (const Card c : deal.sleeping)
            total += cardPoints(c, trump, kNk);
        if (total != packPoints(trump))
            return "card points of a full gift add up to " + std::to_string(total);
        ++stats.fullRecords;

        // After six tricks: a misère Speler without a trick and a bonaak/zwabber Speler with all six win.
        std::vector<bool> won;
        for (const auto &d : decided)
            won.push_back(d.value_or(true));
        if (contract.kind == BidKind::Points && !decided[0])
            return "a point bid still open after six tricks";
        gift.cards = rec;
        if (rng.percent(20)) {
            if (declarers.size() == 1)
                gift.wonAll = isVals(d0) ? false : won[0];
        }
        game.giften.push_back(gift);
        std::vector<bool> applied = won;
        for (std::size_t i = 0; i < declarers.size(); ++i)
            if (isVals(declarers[i]))
                applied[i] = false;
        if (Verdict e = model.applyGift(declarers, applied, valsBy))
            return "the model refused a gift: " + e->message;
        expectedWon.emplace_back(applied);
        expectedNextDealer.push_back(model.dealer());
    }

    stats.gifts += static_cast<int>(game.giften.size());
    const GameVerdict v = checkGame(game, kNk);
    if (!v.ok)
        return "verdict not ok at gift " + std::to_string(v.errorGift) + ": " +
               (v.error ? v.error->message : "");
    if (!v.finished)
        return "verdict: game not finished";
    if (v.giften.size() != game.giften.size())
        return "verdict has " + std::to_string(v.giften.size()) + " gifts";
    for (std::size_t i = 0; i < v.giften.size(); ++i) {
        const GiftVerdict &g = v.giften[i];
        const std::string at = "gift " + std::to_string(i + 1) + ": ";
        if (g.nextDealer != game.players[static_cast<std::size_t>(expectedNextDealer[i])])
            return at + "next dealer " + g.nextDealer;
        if (g.redeal != !expectedWon[i].has_value())
            return at + "redeal differs";
        if (expectedWon[i]) {
            if (g.won.size() != expectedWon[i]->size())
                return at + "number of Spelers differs";
            for (std::size_t d = 0; d < g.won.size(); ++d)
                if (g.won[d].second != (*expectedWon[i])[d])
                    return at + g.won[d].first + (g.won[d].second ? " won" : " lost") +
                           " according to the checker; " + describe(game.giften[i]);
        }
    }
    std::vector<int> points;
    for (int s = 0; s < players; ++s) {
        const PlayerOutcome &p = v.result[static_cast<std::size_t>(s)];
        if (p.status != model.status(s) || p.points != model.points(s))
            return "result of " + p.name + " differs from the model";
        if (!p.points)
            return "no points for " + p.name;
        points.push_back(*p.points);
    }
    // isReachableOutcome explores every game each time; the same set, cached per table size, keeps
    // thousands of games fast. The first games go through isReachableOutcome itself.
    static std::map<int, std::vector<std::vector<int>>> reachable;
    if (!reachable.count(players))
        reachable[players] = reachableOutcomes(players, defaultPlacePoints(players, kNk), kNk);
    std::vector<int> sorted = points;
    std::sort(sorted.rbegin(), sorted.rend());
    const auto &all = reachable[players];
    if (std::find(all.begin(), all.end(), sorted) == all.end())
        return "points are not a reachable outcome";
    if (stats.games < 50 && !isReachableOutcome(points, players, kNk))
        return "points are not a reachable outcome (isReachableOutcome)";
    if (finalPoints(v) != std::optional<std::vector<int>>(points))
        return "finalPoints differs from the result";
    ++stats.games;
    return {};
}

int gameCount()
{
    if (const char *env = std::getenv("NKB_PROPERTY_GAMES")) {
        const int n = std::atoi(env);
        if (n > 0)
            return n;
    }
    return 2000;
}

} // namespace

TEST_CASE("R4, R31-R34, R54-R58, R63, R64, R66: random games through the engine are judged consistently",
          "[gamefile][property][R4][R31][R32][R33][R34][R54][R58][R63][R64][R66]")
{
    Rng rng(0x6e6b2d626f6e616bULL); // "nk-bonak"
    Stats stats;
    const int count = gameCount();
    for (int i = 0; i < count; ++i) {
        const int players = i % 16 == 15 ? 2 : i % 8 == 7 ? 3 : 4;
        const std::string broken = playGame(rng, players, stats);
        if (!broken.empty()) {
            INFO("game " << i << " with " << players << " players");
            FAIL(broken);
        }
    }
    INFO("games " << stats.games << ", gifts " << stats.gifts << ", redeals " << stats.redeals
                  << ", misère groups " << stats.misereGroups << ", vals roemen " << stats.valsRoemen
                  << ", verzakingen " << stats.verzakingen);
    CHECK(stats.games == count);
    // The random games reach the interesting cases.
    CHECK(stats.redeals > 0);
    CHECK(stats.misereGroups > 0);
    CHECK(stats.valsRoemen > 0);
    CHECK(stats.verzakingen > 0);
    CHECK(stats.fullRecords > stats.games);
}
