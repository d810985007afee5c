// A gift's full card record (R6, R23–R38, R46–R49, R62–R75): the deal, the exchange, vals
// roemen from the cards, every card played and the moment the outcome is clear (R31).
#include "gamefile/gamechecker.h"

#include "rules/deal.h"
#include "rules/roem.h"
#include "rules/trick.h"

#include <set>

namespace nkb::gamecheck {

void GameChecker::judgeCards(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                             const std::vector<std::pair<int, Bid>> &calls, Trump trump, bool trumpNamed,
                             Outcome &out, GiftVerdict &v) const
{
    const CardRecord &rec = *g.cards;
    const TableGame &table = *m_table;
    const int n = table.players();
    const int active = table.activeCount();
    const auto layout = dealLayout(active, m_rs);
    if (!layout)
        refuse(6, "met " + std::to_string(active) + " spelers kan niet gedeeld worden.");
    const auto &names = m_game.players;

    // The deal (R6): who holds what, every card once. A hand of the wrong size can be dealt (R73);
    // it is judged below, not refused.
    std::vector<std::vector<Card>> hands(static_cast<std::size_t>(n));
    std::set<Card> seen;
    auto addSeen = [&](const std::vector<Card> &cards, const std::string &where) {
        for (const Card c : cards)
            if (!seen.insert(c).second)
                refuse(3, "de kaart " + toString(c) + " komt twee keer voor (" + where + ").");
    };
    for (const auto &[name, cards] : rec.hands) {
        const int seat = seatOf(name, "De speler");
        if (!table.isActive(seat))
            refuse(52, name + " doet niet meer mee en krijgt geen kaarten.");
        addSeen(cards, "hand van " + name);
        hands[static_cast<std::size_t>(seat)] = cards;
    }
    for (int s = 0; s < n; ++s)
        if (table.isActive(s) && !rec.hands.count(names[static_cast<std::size_t>(s)]))
            refuse(6,
                   "de hand van " + names[static_cast<std::size_t>(s)] + " ontbreekt in het kaartverloop.");
    if (static_cast<int>(rec.open.size()) != layout->open)
        refuse(6, "er liggen " + std::to_string(layout->open) + " open kaarten, niet " +
                      std::to_string(rec.open.size()) + ".");
    if (static_cast<int>(rec.blind.size()) != layout->blind)
        refuse(6, "er ligt " + std::to_string(layout->blind) + " blinde kaart, niet " +
                      std::to_string(rec.blind.size()) + ".");
    addSeen(rec.open, "open kaarten");
    addSeen(rec.blind, "blinde kaart");

    // Vals roemen in the auction (R66–R69): judged from the bidder's own hand and the open cards,
    // whatever the blind card may be. Every bidder caught is erin (R66), not only the first.
    for (const auto &[seat, bid] : calls) {
        if (!m_rs.valsRoemen)
            break; // pagat knows no vals roemen: a bid is simply made or lost
        if (out.isVals(seat))
            continue; // a later bid of the same player: he is erin once
        const auto &hand = hands[static_cast<std::size_t>(seat)];
        const auto unseen = unseenCards(hand, rec.open);
        Verdict vals;
        if (bid.kind == BidKind::BonaakRoem)
            vals = checkValsRoemenBonaak(bid.value, bid.zeskaart, hand, rec.open, unseen, m_rs);
        else if (bid.kind == BidKind::Points && bid.value >= m_rs.valsRoemenFromBid)
            vals = checkValsRoemenPointBid(bid.value, hand, rec.open, unseen, m_rs);
        if (bid.kind == BidKind::BonaakRoem || (bid.kind == BidKind::Points && bid.value >= m_rs.valsRoemenFromBid))
            out.bidsJudged.insert(seat);
        if (vals) {
            v.warnings.push_back(vals->message);
            out.addVals(seat, 68);
        }
    }
    // Without the auction only the Speler's own bid can be judged.
    const bool valsRoemenPossible = contract.kind == BidKind::BonaakRoem ||
                                    (isPointBid(contract) && contract.value >= m_rs.valsRoemenFromBid);
    if (m_rs.valsRoemen && calls.empty() && declarers.size() == 1 && valsRoemenPossible) {
        const int d = declarers.front();
        const auto &hand = hands[static_cast<std::size_t>(d)];
        const auto unseen = unseenCards(hand, rec.open);
        const Verdict vals =
            contract.kind == BidKind::BonaakRoem
                ? checkValsRoemenBonaak(contract.value, contract.zeskaart, hand, rec.open, unseen, m_rs)
                : checkValsRoemenPointBid(contract.value, hand, rec.open, unseen, m_rs);
        out.bidsJudged.insert(d);
        if (vals) {
            v.warnings.push_back(vals->message);
            out.addVals(d, 68);
        }
    }

    // Taking the table cards and discarding (R23); several misère Spelers pass them on (R35).
    std::vector<Card> passed = rec.open;
    passed.insert(passed.end(), rec.blind.begin(), rec.blind.end());
    for (const auto &entry : rec.discard) {
        const int seat = seatOf(entry.first, "De speler");
        if (std::find(declarers.begin(), declarers.end(), seat) == declarers.end())
            refuse(23, entry.first + " gaat niet en legt dus geen kaarten weg.");
    }
    for (const int d : declarers) {
        auto &hand = hands[static_cast<std::size_t>(d)];
        hand.insert(hand.end(), passed.begin(), passed.end());
        const auto it = rec.discard.find(names[static_cast<std::size_t>(d)]);
        if (it == rec.discard.end())
            refuse(23, names[static_cast<std::size_t>(d)] + " legt " + std::to_string(passed.size()) +
                           " kaarten weg; die ontbreken in het kaartverloop.");
        for (const Card c : it->second) {
            if (!contains(hand, c))
                refuse(23, names[static_cast<std::size_t>(d)] + " legt " + toString(c) +
                               " weg, maar had die niet.");
            removeCard(hand, c);
        }
        passed = it->second;
    }
    const std::vector<std::optional<bool>> byCount = judgeCardCounts(g, hands, declarers, v);

    // Trump (R24, R75): a Speler who leads without naming trump makes the led suit trump; a lone
    // misère Speler who does so loses.
    const bool lone = declarers.size() == 1;
    const bool noTrumpGame =
        isZwabber(contract) || !lone || (contract.kind == BidKind::Misere && !m_rs.loneMisereTrump);
    bool loneMisereNoTrump = false;
    if (!noTrumpGame && !trumpNamed) {
        if (contract.kind == BidKind::Misere && m_rs.irregularities) {
            loneMisereNoTrump = true; // the warning is given with the gift (judgeGift)
        } else if (!rec.tricks.empty() && !rec.tricks.front().empty()) {
            trump = rec.tricks.front().front().suit;
            v.trump = trumpText(trump);
            v.warnings.push_back(ruleError(75, names[static_cast<std::size_t>(declarers.front())] +
                                                   " maakte geen troef: de kleur van de eerste kaart (" +
                                                   suitNameNl(*trump) + ") is troef.")
                                     .message);
        }
    }

    // Roem announced with the first lead (R46, R49, R70).
    const int d0 = declarers.front();
    int roem = 0;
    if (g.roem && *g.roem != 0) {
        if (!isPointBid(contract))
            refuse(40, "roem melden telt alleen bij een puntenbod.");
        out.roemJudged = true;
        // A value outside the table of R48 is a slip of the pen, refused as in a summary (not vals roemen).
        if (!isRoemValue(*g.roem, m_rs))
            refuse(48, std::to_string(*g.roem) + " is geen roemwaarde (" + roemValuesText(m_rs) + ").");
        if (Verdict e = roemAllowedForPointBid(*g.roem, contract.value, hands[static_cast<std::size_t>(d0)],
                                               trump, m_rs)) {
            if (e->rule != 70)
                refuse(*e);
            if (m_rs.valsRoemen) {
                v.warnings.push_back(e->message);
                out.addVals(d0, 70); // R70: also when his bid was already vals roemen (he is erin once)
            } else {
                // pagat: "Only cards in the declarer's hand count towards the declarer's Roem."
                v.warnings.push_back(ruleError(66, names[static_cast<std::size_t>(d0)] + " meldt " +
                                                       std::to_string(*g.roem) +
                                                       " roem die hij niet in handen heeft; die telt niet.")
                                         .message);
            }
        } else if (!m_rs.opponentsRoemCancels || !roemCancelled(*g.roem, d0, hands, trump, v)) {
            roem = *g.roem;
        }
    }
    // Bonaak met roem: the Speler must hold the roem he bid; speculation on the blind card that
    // failed is no vals roemen but a lost bid (R69, R70).
    bool bonaakRoemMissing = false;
    if (bidsRoem(contract) &&
        roemAllowedForBonaak(contract.value, contract.zeskaart, hands[static_cast<std::size_t>(d0)], trump,
                             m_rs))
        bonaakRoemMissing = true;

    // The play (R24–R29): every card checked; the first verzaking decides (R62–R65).
    std::vector<int> seatsInPlay;
    for (int s = 0; s < n; ++s)
        if (table.isActive(s))
            seatsInPlay.push_back(s);
    std::vector<int> tricksTaken(static_cast<std::size_t>(n), 0);
    int declarerPoints = 0;
    // R31: "clear" is clear to the table. Nobody sees the sleeping cards or the discards during the
    // play, so every card not yet played counts as possibly in play, whatever the record shows.
    int pointsUnplayed = 0;
    for (const Card c : fullPack())
        pointsUnplayed += cardPoints(c, trump, m_rs);
    // R74 first: as if the wrong count was found with the first card.
    std::vector<std::optional<bool>> decided = byCount;
    auto declarerIndex = [&](int seat) -> std::optional<std::size_t> {
        const auto it = std::find(declarers.begin(), declarers.end(), seat);
        if (it == declarers.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - declarers.begin());
    };
    if (loneMisereNoTrump && !decided[0])
        decided[0] = false;
    if (bonaakRoemMissing && !decided[0])
        decided[0] = false;
    // R31: a point bid that the roem and every card point of the pack cannot reach is lost from the
    // start (known only once trump is: named, or the suit of the first card, R75).
    if (isPointBid(contract) && trump && !decided[0] && roem + pointsUnplayed < contract.value)
        decided[0] = false;

    int leader = d0; // R24, R36
    bool verzakingSeen = false;
    for (std::size_t t = 0; t < rec.tricks.size(); ++t) {
        const auto &trick = rec.tricks[t];
        const std::string where = "slag " + std::to_string(t + 1);
        if (t >= static_cast<std::size_t>(layout->cardsEach))
            refuse(24,
                   "er zijn maar " + std::to_string(layout->cardsEach) + " slagen; " + where + " kan niet.");
        if (trick.size() != seatsInPlay.size())
            refuse(24, where + " heeft " + std::to_string(trick.size()) + " kaarten; er spelen " +
                           std::to_string(seatsInPlay.size()) + " spelers mee.");
        const auto leadPos = static_cast<std::size_t>(
            std::find(seatsInPlay.begin(), seatsInPlay.end(), leader) - seatsInPlay.begin());
        std::vector<Card> played;
        std::vector<int> order;
        for (std::size_t k = 0; k < trick.size(); ++k) {
            const int seat = seatsInPlay[(leadPos + k) % seatsInPlay.size()];
            auto &hand = hands[static_cast<std::size_t>(seat)];
            const Card c = trick[k];
            const std::string &who = names[static_cast<std::size_t>(seat)];
            if (!contains(hand, c))
                refuse(24, where + ": " + who + " speelt " + toString(c) +
                               ", maar heeft die kaart niet (hand: " + cardList(hand) + ").");
            if (Verdict why = whyIllegal(c, hand, played, trump, m_rs)) {
                // Without sanctions in the rule set (pagat names none) the card could not be played.
                if (!m_rs.irregularities)
                    refuse(why->rule, where + ": " + who + " speelt " + toString(c) + ", maar dat mag niet: " +
                                          why->message.substr(why->message.find(": ") + 2));
                out.reneged.insert(seat);
                const bool alreadyDecided =
                    std::all_of(decided.begin(), decided.end(), [](const auto &d) { return d.has_value(); });
                v.warnings.push_back(where + ": " + who + " verzaakt met " + toString(c) + ". " +
                                     why->message +
                                     (alreadyDecided ? " De uitslag stond toen al vast (regel 31): deze "
                                                       "verzaking verandert die niet."
                                                     : ""));
                if (!verzakingSeen) {
                    verzakingSeen = true;
                    // R63/R64: the offending Speler loses; an offending opponent makes the Speler(s) win.
                    const auto di = declarerIndex(seat);
                    for (std::size_t i = 0; i < declarers.size(); ++i)
                        if (!decided[i])
                            decided[i] = di ? (i != *di) : true;
                }
            }
            removeCard(hand, c);
            played.push_back(c);
            order.push_back(seat);
        }
        const int winnerSeat = order[static_cast<std::size_t>(trickWinner(played, trump, m_rs))];
        tricksTaken[static_cast<std::size_t>(winnerSeat)]++;
        const int pts = trickPoints(played, trump, m_rs);
        pointsUnplayed -= pts;
        if (winnerSeat == d0)
            declarerPoints += pts;
        leader = winnerSeat;
        const bool last = t + 1 == static_cast<std::size_t>(layout->cardsEach);

        // R31–R34, R38: the moment the outcome is certain.
        if (contract.kind == BidKind::Misere) {
            for (std::size_t i = 0; i < declarers.size(); ++i) {
                if (!decided[i] && tricksTaken[static_cast<std::size_t>(declarers[i])] > 0)
                    decided[i] = false;
                if (!decided[i] && last)
                    decided[i] = true;
            }
        } else if (needsAllTricks(contract)) {
            if (!decided[0] && winnerSeat != d0)
                decided[0] = false;
            if (!decided[0] && last)
                decided[0] = true;
        } else if (!decided[0]) {
            if (declarerPoints + roem >= contract.value)
                decided[0] = true;
            else if (declarerPoints + roem + pointsUnplayed < contract.value || last)
                decided[0] = false;
        }
    }
    // A record that stops before the outcome is certain leaves it open here: an irregularity or a
    // stated "won" may still decide it (judgeGift refuses with R31 when nothing does).
    for (std::size_t i = 0; i < declarers.size(); ++i)
        out.won[i] = decided[i];
    out.byRule.assign(declarers.size(), 0);
    for (std::size_t i = 0; i < declarers.size(); ++i)
        if (byCount[i])
            out.byRule[i] = 74;
}

bool GameChecker::roemCancelled(int roem, int speler, const std::vector<std::vector<Card>> &hands, Trump trump,
                                GiftVerdict &v) const
{
    // pagat: "If the opponent's Roem is worth more than the declarer's, the declarer's Roem is
    // cancelled … If the highest card of the opponent's Roem is equal or higher, the declarer's Roem
    // is canceled." The Speler shows his highest claim of the value he announced.
    Rank spelerTop = Rank::Seven;
    for (const RoemClaim &c : roemClaims(hands[static_cast<std::size_t>(speler)], trump, m_rs))
        if (c.value == roem)
            spelerTop = std::max(spelerTop, c.top);
    for (int s = 0; s < m_table->players(); ++s) {
        if (s == speler || !m_table->isActive(s))
            continue;
        for (const RoemClaim &c : roemClaims(hands[static_cast<std::size_t>(s)], trump, m_rs)) {
            if (c.value > roem || (c.value == roem && c.top >= spelerTop)) {
                v.warnings.push_back(ruleError(47, m_game.players[static_cast<std::size_t>(s)] + " heeft " +
                                                       std::to_string(c.value) + " roem tegenover de " +
                                                       std::to_string(roem) + " van " +
                                                       m_game.players[static_cast<std::size_t>(speler)] +
                                                       ": diens roem vervalt.")
                                         .message);
                return true;
            }
        }
    }
    return false;
}

std::vector<std::optional<bool>> GameChecker::judgeCardCounts(const GiftRecord &g,
                                                              const std::vector<std::vector<Card>> &hands,
                                                              const std::vector<int> &declarers,
                                                              GiftVerdict &v) const
{
    // R73, R74: a wrong number of cards found once the first card is led. A record shows the hands
    // as the play began (after the exchange, R23, R35); a wrong count there decides the gift as if
    // found with the first card: the Speler who has it loses, an opponent's makes the Speler win.
    // With several misère Spelers each is the others' opponent.
    const CardRecord &rec = *g.cards;
    const int cardsEach = dealLayout(m_table->activeCount(), m_rs)->cardsEach;
    std::vector<int> wrong;
    for (int s = 0; s < m_table->players(); ++s)
        if (m_table->isActive(s) && static_cast<int>(hands[static_cast<std::size_t>(s)].size()) != cardsEach)
            wrong.push_back(s);
    std::vector<std::optional<bool>> decided(declarers.size());
    if (wrong.empty())
        return decided;
    const auto &names = m_game.players;
    const std::string &first = names[static_cast<std::size_t>(wrong.front())];
    const std::string count = std::to_string(hands[static_cast<std::size_t>(wrong.front())].size());
    if (rec.tricks.empty() || rec.tricks.front().empty()) {
        // Before the play: a misdeal is dealt again by the same dealer (R73); a Speler who laid
        // aside the wrong number puts it right (R23).
        for (const auto &[name, cards] : rec.hands)
            if (static_cast<int>(cards.size()) != cardsEach)
                refuse(73, name + " kreeg " + std::to_string(cards.size()) + " kaarten in plaats van " +
                               std::to_string(cardsEach) +
                               " en er is nog niet gespeeld: dezelfde deler deelt opnieuw (schrijf de gift "
                               "als opnieuw delen).");
        refuse(23, first + " heeft na het wegleggen " + count + " kaarten in plaats van " +
                       std::to_string(cardsEach) + "; de Speler legt zoveel weg dat hij er weer " +
                       std::to_string(cardsEach) + " heeft.");
    }
    if (!m_rs.irregularities)
        refuse(6, first + " speelt met " + count + " kaarten in plaats van " + std::to_string(cardsEach) +
                      "; dat kan volgens deze spelregels niet.");
    for (std::size_t i = 0; i < declarers.size(); ++i)
        decided[i] = std::find(wrong.begin(), wrong.end(), declarers[i]) == wrong.end();
    for (const int s : wrong) {
        const bool isSpeler = std::find(declarers.begin(), declarers.end(), s) != declarers.end();
        const std::string &name = names[static_cast<std::size_t>(s)];
        v.warnings.push_back(
            ruleError(74, name + " speelt met " + std::to_string(hands[static_cast<std::size_t>(s)].size()) +
                              " kaarten in plaats van " + std::to_string(cardsEach) +
                              ", gebleken nadat de eerste kaart was voorgespeeld (regel 73): " +
                              (isSpeler ? name + " verliest de gift."
                                        : std::string(declarers.size() > 1 ? "de Spelers winnen"
                                                                           : "de Speler wint") +
                                              " de gift."))
                .message);
    }
    return decided;
}

} // namespace nkb::gamecheck
