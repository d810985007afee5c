#include "gamefile/gamecheck.h"

#include "rules/auction.h"
#include "rules/bid.h"
#include "rules/deal.h"
#include "rules/roem.h"
#include "rules/trick.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

namespace nkb {

namespace {

// A refusal of the gift being judged.
struct Refusal {
    RuleError error;
};

[[noreturn]] void refuse(int rule, const std::string &text)
{
    throw Refusal{ruleError(rule, text)};
}

[[noreturn]] void refuse(RuleError e)
{
    throw Refusal{std::move(e)};
}

// The roem values of the table of R48, the only ones a referee can write down.
bool isTableRoemValue(int v)
{
    static const std::set<int> values{20, 40, 50, 60, 70, 100, 120, 200, 220};
    return values.count(v) > 0;
}

std::string trumpText(Trump t)
{
    return t ? std::string(1, suitLetter(*t)) : std::string("none");
}

std::string cardList(const std::vector<Card> &cards)
{
    std::string s;
    for (const Card c : cards) {
        if (!s.empty())
            s += ' ';
        s += toString(c);
    }
    return s;
}

bool contains(const std::vector<Card> &cards, Card c)
{
    return std::find(cards.begin(), cards.end(), c) != cards.end();
}

void removeCard(std::vector<Card> &cards, Card c)
{
    cards.erase(std::find(cards.begin(), cards.end(), c));
}

bool isPointBid(const Bid &b)
{
    return b.kind == BidKind::Points;
}

bool needsAllTricks(const Bid &b)
{
    return b.kind == BidKind::Zwabber || b.kind == BidKind::Bonaak || b.kind == BidKind::BonaakRoem;
}

// The outcome decided by the facts of a gift: per declarer won or lost, and a player who
// roemde vals (R66–R70), if any.
struct Outcome {
    std::vector<std::optional<bool>> won; // per declarer; nullopt: the facts do not say
    std::optional<int> valsRoemenBy;
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
    int firstDealer() const;
    GiftVerdict judgeGift(const GiftRecord &g, int index);
    void judgeSummary(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                      Outcome &out) const;
    void judgeCards(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                    const std::vector<std::pair<int, Bid>> &calls, Trump trump, bool trumpNamed, Outcome &out,
                    GiftVerdict &v) const;
    void judgeBidsBeyondAnyHand(const std::vector<std::pair<int, Bid>> &calls,
                                const std::vector<int> &declarers, const Bid &contract, Outcome &out,
                                GiftVerdict &v) const;
    void judgeIrregularity(const Irregularity &irr, const std::vector<int> &declarers, const Bid &contract,
                           Outcome &out, GiftVerdict &v) const;

    const GameRecord &m_game;
    RuleSet m_rs;
    std::map<std::string, int> m_seats;
    std::optional<TableGame> m_table;
};

int GameChecker::seatOf(const std::string &name, const std::string &role) const
{
    const auto it = m_seats.find(name);
    if (it == m_seats.end())
        refuse(0, role + " '" + name + "' zit niet aan deze tafel.");
    return it->second;
}

int GameChecker::firstDealer() const
{
    const int n = static_cast<int>(m_game.players.size());
    if (m_game.giften.empty())
        return n - 1;
    const GiftRecord &first = m_game.giften.front();
    if (first.dealer)
        return seatOf(*first.dealer, "De deler");
    // R8: the first bidder sits left of the dealer, so the dealer is the player before him.
    if (first.bids && !first.bids->empty())
        return (seatOf(first.bids->front().first, "De bieder") + n - 1) % n;
    return n - 1;
}

GameVerdict GameChecker::run()
{
    GameVerdict verdict;
    const int n = static_cast<int>(m_game.players.size());
    try {
        if (n < 2 || n > 7)
            refuse(1, "aan een tafel spelen twee tot vier spelers (de regels kennen er tot zeven); hier zijn "
                      "het er " +
                          std::to_string(n) + ".");
        for (int i = 0; i < n; ++i) {
            const std::string &name = m_game.players[static_cast<std::size_t>(i)];
            if (name.empty())
                refuse(0, "Speler " + std::to_string(i + 1) + " heeft geen naam.");
            if (!m_seats.emplace(name, i).second)
                refuse(0, "De naam '" + name + "' staat twee keer in de lijst spelers.");
        }
        std::vector<int> places;
        if (n == 3 && m_game.placesOfThree) {
            places = *m_game.placesOfThree;
            if (places.size() != 3)
                refuse(57, "een tafel van drie heeft drie plaatsen, bijvoorbeeld [10, 8, 4].");
        }
        m_table.emplace(n, firstDealer(), places, m_rs);
        m_table->setPlayerNames(m_game.players);
        if (Verdict e = m_table->setupError())
            refuse(*e);
    } catch (const Refusal &r) {
        verdict.ok = false;
        verdict.error = r.error;
        return verdict;
    }

    for (std::size_t i = 0; i < m_game.giften.size(); ++i) {
        try {
            verdict.giften.push_back(judgeGift(m_game.giften[i], static_cast<int>(i) + 1));
        } catch (const Refusal &r) {
            verdict.ok = false;
            verdict.errorGift = static_cast<int>(i) + 1;
            verdict.error = r.error;
            break; // nothing after a broken gift is judged
        }
    }
    verdict.finished = m_table->finished();
    for (int s = 0; s < n; ++s)
        verdict.result.push_back(PlayerOutcome{m_game.players[static_cast<std::size_t>(s)],
                                               m_table->status(s), m_table->place(s), m_table->points(s)});
    return verdict;
}

GiftVerdict GameChecker::judgeGift(const GiftRecord &g, int index)
{
    TableGame &table = *m_table;
    const int n = table.players();
    GiftVerdict v;
    v.index = index;
    if (table.finished())
        refuse(58, "het spel is al afgelopen: er mag geen gift meer volgen.");

    // R5, R52, R53: who deals. R71: a wrong dealer does not void the deal. Noticed before the first
    // call, the auction starts where it would have with the right dealer; noticed only after the
    // first call, the game simply goes on: the auction then started left of the wrong dealer.
    const int rightDealer = table.dealer();
    int auctionDealer = rightDealer;
    v.dealer = m_game.players[static_cast<std::size_t>(rightDealer)];
    if (g.dealer) {
        const int given = seatOf(*g.dealer, "De deler");
        v.dealer = *g.dealer;
        if (given != rightDealer) {
            const std::string &right = m_game.players[static_cast<std::size_t>(rightDealer)];
            bool startedLeftOfGiven = false;
            if (g.bids && !g.bids->empty()) {
                const int firstCaller = seatOf(g.bids->front().first, "De bieder");
                startedLeftOfGiven =
                    Auction(n, given, table.active(), m_rs).firstToCall() == firstCaller &&
                    Auction(n, rightDealer, table.active(), m_rs).firstToCall() != firstCaller;
            }
            if (startedLeftOfGiven) {
                auctionDealer = given;
                v.warnings.push_back(
                    ruleError(71, *g.dealer + " deelde, maar " + right +
                                      " was aan de beurt; dat werd pas na het eerste bod opgemerkt, "
                                      "dus het spel gaat gewoon verder.")
                        .message);
            } else {
                v.warnings.push_back(
                    ruleError(71, *g.dealer + " deelde, maar " + right +
                                      " was aan de beurt; de bieding begint waar die bij de juiste "
                                      "deler zou beginnen.")
                        .message);
            }
        }
    }

    // The auction (R7–R21, R50).
    std::vector<int> declarers;
    std::optional<Bid> contract;
    std::vector<std::pair<int, Bid>> calls;
    bool allPassed = false;
    if (g.bids) {
        Auction auction(n, auctionDealer, table.active(), m_rs);
        auction.setPlayerNames(m_game.players);
        for (const auto &[name, text] : *g.bids) {
            const int seat = seatOf(name, "De bieder");
            Result<Bid> bid = parseBid(text, m_rs);
            if (!bid)
                refuse(bid.error());
            if (Verdict e = auction.call(seat, *bid))
                refuse(*e);
        }
        if (!auction.finished()) {
            const int next = auction.toCall();
            refuse(20, "de bieding is niet af" +
                           (next >= 0 ? ": " + m_game.players[static_cast<std::size_t>(next)] +
                                            " moet nog bieden of passen."
                                      : std::string(".")));
        }
        allPassed = auction.allPassed();
        if (!allPassed) {
            declarers = auction.declarers();
            contract = auction.contract();
        }
        calls = auction.calls();
    }

    const bool hasResult = g.wonAll || g.wonPer || g.points || g.tricks || g.cards || g.irregularity;
    if (g.redeal || allPassed) {
        if (g.redeal && g.bids && !allPassed)
            refuse(20, "de gift staat als opnieuw delen, maar in de bieding gaat er iemand.");
        if (g.spelers || g.contract || hasResult)
            refuse(20, "als iedereen past wordt opnieuw gedeeld: er is geen Speler en geen uitslag.");
        table.applyRedeal();
        v.redeal = true;
    } else {
        // Spelers and contract from the record; they must agree with the auction when both are given.
        if (g.spelers) {
            std::vector<int> given;
            for (const std::string &name : *g.spelers)
                given.push_back(seatOf(name, "De Speler"));
            if (given.empty())
                refuse(20, "de gift noemt geen Speler.");
            if (g.bids) {
                if (std::set<int>(given.begin(), given.end()) !=
                        std::set<int>(declarers.begin(), declarers.end()) ||
                    given.size() != declarers.size())
                    refuse(declarers.size() > 1 ? 21 : 20,
                           "de Spelers in de gift kloppen niet met de bieding (daar gaat " +
                               m_game.players[static_cast<std::size_t>(declarers.front())] +
                               (declarers.size() > 1 ? " met de andere misèrebieders" : std::string()) +
                               ").");
            } else {
                declarers = given;
            }
        }
        if (g.contract) {
            Result<Bid> c = parseBid(*g.contract, m_rs);
            if (!c)
                refuse(c.error());
            if (c->kind == BidKind::Pass)
                refuse(20, "'pass' is geen contract; geef \"redeal\": true als iedereen paste.");
            if (contract && !(*contract == *c))
                refuse(20, "het contract " + describeNl(*c) + " klopt niet met de bieding (" +
                               describeNl(*contract) + ").");
            contract = *c;
        }
        if (declarers.empty() || !contract)
            refuse(20,
                   "wie er gaat en met welk bod ontbreekt (geef \"bids\", of \"spelers\" en \"contract\").");
        // R52, R53: only players still in the game go; judged before their cards are looked at.
        for (const int d : declarers)
            if (!table.isActive(d))
                refuse(table.status(d) == Status::Erin ? 52 : 53,
                       m_game.players[static_cast<std::size_t>(d)] + " is al " + statusName(table.status(d)) +
                           " en doet niet meer mee.");
        if (declarers.size() > 1 && contract->kind != BidKind::Misere)
            refuse(21, "alleen bij misère kunnen meerdere spelers gaan.");
        if (Verdict e = checkBid(*contract, m_rs))
            refuse(*e);

        // Trump: named by the Speler (R24), none in zwabber (R13) and with several misère Spelers (R37).
        Trump trump;
        bool trumpNamed = false;
        if (g.trump) {
            if (*g.trump != "none") {
                const auto s = parseSuit(*g.trump);
                if (!s)
                    refuse(24, "'" + *g.trump + "' is geen troefkleur (K/C, R/D, H, S of none).");
                trump = *s;
                trumpNamed = true;
            }
            if (trump && contract->kind == BidKind::Zwabber)
                refuse(13, "zwabber wordt zonder troef gespeeld.");
            if (trump && declarers.size() > 1)
                refuse(37, "misère met meerdere Spelers wordt zonder troef gespeeld.");
            // With the full card record a Speler who made no trump still plays: the suit of his
            // first card is trump (R75, judged in judgeCards).
            if (!trump && declarers.size() == 1 && contract->kind != BidKind::Zwabber &&
                contract->kind != BidKind::Misere && !g.cards)
                refuse(24, "bij " + describeNl(*contract) + " maakt de Speler troef.");
        }
        v.trump = g.trump ? std::optional<std::string>(trumpText(trump)) : std::nullopt;
        // R15, R75: a lone misère Speler must make trump; without it he loses.
        const bool loneMisereWithoutTrump =
            contract->kind == BidKind::Misere && declarers.size() == 1 && !trumpNamed && (g.trump || g.cards);

        for (const int d : declarers)
            v.spelers.push_back(m_game.players[static_cast<std::size_t>(d)]);
        v.contract = toString(*contract);

        Outcome out;
        out.won.assign(declarers.size(), std::nullopt);
        if (g.irregularity)
            judgeIrregularity(*g.irregularity, declarers, *contract, out, v);
        if (loneMisereWithoutTrump && !out.won[0]) {
            out.won[0] = false;
            v.warnings.push_back(
                ruleError(75, v.spelers[0] + " speelde misère zonder troef te maken en verliest.").message);
        }
        // Which results the irregularity (or R75) decided, and by which rule, for messages.
        std::vector<int> decidedByRule(declarers.size(), 0);
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            if (!out.won[i])
                continue;
            if (!g.irregularity)
                decidedByRule[i] = 75;
            else {
                const bool byThis = g.irregularity->by == v.spelers[i];
                switch (g.irregularity->kind) {
                case IrregularityKind::Verzaking:
                    decidedByRule[i] = byThis ? 63 : 64;
                    break;
                case IrregularityKind::WrongCardCount:
                    decidedByRule[i] = 74;
                    break;
                case IrregularityKind::OutOfTurn:
                    decidedByRule[i] = 76;
                    break;
                case IrregularityKind::Revealing:
                    decidedByRule[i] = 79;
                    break;
                case IrregularityKind::MisereNoTrump:
                    decidedByRule[i] = 75;
                    break;
                case IrregularityKind::ValsRoemen:
                    decidedByRule[i] = 66;
                    break;
                }
            }
        }
        Outcome facts;
        facts.won.assign(declarers.size(), std::nullopt);
        if (g.cards) {
            judgeCards(g, declarers, *contract, calls, trump, trumpNamed, facts, v);
            // Points or tricks given beside the card record must tell the same outcome.
            if (g.points || g.tricks) {
                GiftRecord summary = g;
                if (!summary.points)
                    summary.roem.reset();
                Outcome told;
                told.won.assign(declarers.size(), std::nullopt);
                judgeSummary(summary, declarers, *contract, told);
                for (std::size_t i = 0; i < declarers.size(); ++i)
                    if (told.won[i] && facts.won[i] && *told.won[i] != *facts.won[i] &&
                        facts.valsRoemenBy != declarers[i])
                        refuse(contract->kind == BidKind::Misere ? 34
                               : needsAllTricks(*contract)       ? 33
                                                                 : 32,
                               "volgens de " + std::string(g.points ? "punten" : "slagen") + " in de gift " +
                                   (*told.won[i] ? "wint " : "verliest ") +
                                   m_game.players[static_cast<std::size_t>(declarers[i])] +
                                   ", maar volgens het kaartverloop " +
                                   (*facts.won[i] ? "wint" : "verliest") + " hij.");
            }
        } else {
            judgeSummary(g, declarers, *contract, facts);
            judgeBidsBeyondAnyHand(calls, declarers, *contract, facts, v);
        }
        // The sanction of an irregularity decides before the play (R63, R64, R66, R74–R79).
        for (std::size_t i = 0; i < declarers.size(); ++i)
            if (!out.won[i])
                out.won[i] = facts.won[i];
        if (!out.valsRoemenBy)
            out.valsRoemenBy = facts.valsRoemenBy;
        // A Speler caught vals roemen is erin whatever the play gave (R66): his gift counts as lost,
        // also when he took every trick.
        for (std::size_t i = 0; i < declarers.size(); ++i)
            if (out.valsRoemenBy && *out.valsRoemenBy == declarers[i])
                out.won[i] = false;

        // An explicit "won" must agree with what the facts and the rules give.
        std::vector<std::optional<bool>> stated(declarers.size());
        if (g.wonAll)
            std::fill(stated.begin(), stated.end(), *g.wonAll);
        if (g.wonPer) {
            for (const auto &[name, w] : *g.wonPer) {
                const int seat = seatOf(name, "De Speler");
                const auto it = std::find(declarers.begin(), declarers.end(), seat);
                if (it == declarers.end())
                    refuse(30, name + " gaat niet in deze gift; alleen een Speler wint of verliest.");
                stated[static_cast<std::size_t>(it - declarers.begin())] = w;
            }
        }
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            const std::string &name = v.spelers[i];
            if (stated[i] && out.won[i] && *stated[i] != *out.won[i]) {
                const bool vals = out.valsRoemenBy && *out.valsRoemenBy == declarers[i];
                const int rule = vals                                ? 66
                                 : decidedByRule[i] != 0             ? decidedByRule[i]
                                 : contract->kind == BidKind::Misere ? 34
                                 : needsAllTricks(*contract)         ? 33
                                                                     : 32;
                refuse(rule, "volgens de gift " + std::string(*stated[i] ? "wint" : "verliest") + " " + name +
                                 ", maar volgens " +
                                 (vals                    ? "de regels over vals roemen"
                                  : decidedByRule[i] != 0 ? "de onregelmatigheid"
                                                          : "het spelverloop") +
                                 std::string(*out.won[i] ? " wint" : " verliest") + " hij.");
            }
            if (!out.won[i])
                out.won[i] = stated[i];
            if (!out.won[i])
                refuse(31, g.cards ? "het kaartverloop stopt voordat de uitslag van " + name +
                                         " vaststaat (geef de slagen tot de uitslag vaststaat, of won)."
                                   : "de uitslag van " + name +
                                         " ontbreekt (geef won, points, tricks of cards).");
        }

        std::vector<bool> won;
        for (const auto &w : out.won)
            won.push_back(*w);
        if (Verdict e = table.applyGift(declarers, won, out.valsRoemenBy))
            refuse(*e);
        for (std::size_t i = 0; i < declarers.size(); ++i)
            v.won.emplace_back(v.spelers[i], won[i]);
        if (out.valsRoemenBy)
            v.valsRoemenBy = m_game.players[static_cast<std::size_t>(*out.valsRoemenBy)];
    }
    for (int s = 0; s < n; ++s)
        v.status.emplace_back(m_game.players[static_cast<std::size_t>(s)], table.status(s));
    v.nextDealer = m_game.players[static_cast<std::size_t>(table.dealer())];
    return v;
}

void GameChecker::judgeIrregularity(const Irregularity &irr, const std::vector<int> &declarers,
                                    const Bid &contract, Outcome &out, GiftVerdict &v) const
{
    const int by = seatOf(irr.by, "De speler van de onregelmatigheid");
    if (!m_table->isActive(by))
        refuse(52, irr.by + " doet niet meer mee in dit spel en kan geen onregelmatigheid begaan.");
    const auto it = std::find(declarers.begin(), declarers.end(), by);
    const bool byDeclarer = it != declarers.end();
    const auto byIndex = static_cast<std::size_t>(it - declarers.begin());
    // R63/R64 (and R74, R76, R79, which follow them): the offending Speler loses; an offending
    // opponent makes the Speler(s) win. With several misère Spelers each is the others' opponent.
    auto sanction = [&]() {
        for (std::size_t i = 0; i < declarers.size(); ++i)
            out.won[i] = byDeclarer ? i != byIndex : true;
    };
    switch (irr.kind) {
    case IrregularityKind::Verzaking:      // R62–R65
    case IrregularityKind::WrongCardCount: // R74
        sanction();
        break;
    case IrregularityKind::OutOfTurn: // R76
        if (byDeclarer)
            v.warnings.push_back(
                ruleError(76, irr.by + " speelde buiten de beurt: hij neemt de kaart terug en "
                                       "speelt die zodra hij aan de beurt is; de gift telt gewoon.")
                    .message);
        else
            sanction();
        break;
    case IrregularityKind::Revealing: // R79
        if (byDeclarer)
            v.warnings.push_back(ruleError(80, irr.by +
                                                   " verried iets over zijn kaarten; de wedstrijdleiding "
                                                   "kan waarschuwen, de gift telt gewoon.")
                                     .message);
        else
            sanction();
        break;
    case IrregularityKind::MisereNoTrump: // R75
        if (!(contract.kind == BidKind::Misere && declarers.size() == 1 && byDeclarer))
            refuse(75, "alleen een Speler die alleen misère speelt kan verliezen door geen troef te maken.");
        out.won[0] = false;
        break;
    case IrregularityKind::ValsRoemen: // R66–R70
        if (contract.kind == BidKind::Misere && declarers.size() > 1)
            refuse(67, "vals roemen kan alleen bij bonaak met roem of een puntenbod van " +
                           std::to_string(m_rs.valsRoemenFromBid) + " of hoger.");
        out.valsRoemenBy = by;
        if (byDeclarer)
            out.won[byIndex] = false;
        break;
    }
}

void GameChecker::judgeBidsBeyondAnyHand(const std::vector<std::pair<int, Bid>> &calls,
                                         const std::vector<int> &declarers, const Bid &contract, Outcome &out,
                                         GiftVerdict &v) const
{
    // R19, R66–R68: a point bid above what any hand can make is allowed in the auction, but the roem
    // it needs is in no hand: vals roemen, judged without the cards. Without the auction only the
    // Speler's own bid is known.
    std::vector<std::pair<int, Bid>> judged = calls;
    if (judged.empty() && declarers.size() == 1)
        judged.emplace_back(declarers.front(), contract);
    for (const auto &[seat, bid] : judged) {
        if (!bidBeyondAnyHand(bid, m_rs))
            continue;
        const std::string &name = m_game.players[static_cast<std::size_t>(seat)];
        v.warnings.push_back(
            ruleError(68, "vals roemen: " + name + " bood " + std::to_string(bid.value) +
                              "; dat vereist minstens " + std::to_string(bid.value - kMaxCardPoints) +
                              " roem (hoogstens " + std::to_string(kMaxCardPoints) +
                              " kaartpunten), en geen hand heeft meer dan " +
                              std::to_string(highestRoem(m_rs)) + " roem; " + name + " is erin (regel 66).")
                .message);
        out.valsRoemenBy = seat;
        return; // the first vals roemen counts
    }
}

void GameChecker::judgeSummary(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                               Outcome &out) const
{
    if (g.roem && !g.points)
        refuse(40,
               "roem telt alleen mee bij een puntenbod samen met de punten van de Speler (geef \"points\").");
    if (g.points) {
        if (!isPointBid(contract))
            refuse(32, "punten tellen alleen bij een puntenbod; bij " + describeNl(contract) +
                           " telt winst of verlies van de slagen.");
        const int points = *g.points;
        if (points < 0 || points > kMaxCardPoints)
            refuse(4, "de Speler kan 0 tot " + std::to_string(kMaxCardPoints) + " kaartpunten halen, niet " +
                          std::to_string(points) + ".");
        const int roem = g.roem.value_or(0);
        if (roem != 0 && !isTableRoemValue(roem))
            refuse(48,
                   std::to_string(roem) + " is geen roemwaarde (20, 40, 50, 60, 70, 100, 120, 200 of 220).");
        if (roem >= contract.value)
            refuse(49, "de roem (" + std::to_string(roem) + ") moet lager zijn dan het bod (" +
                           std::to_string(contract.value) + ").");
        out.won[0] = points + roem >= contract.value; // R32
    }
    if (g.tricks) {
        int total = 0;
        std::map<int, int> perDeclarer;
        for (const auto &[name, count] : *g.tricks) {
            const int seat = seatOf(name, "De speler");
            if (count < 0 || count > 6)
                refuse(24, name + " kan 0 tot 6 slagen maken, niet " + std::to_string(count) + ".");
            if (!m_table->isActive(seat))
                refuse(52, name + " doet niet meer mee en maakt geen slagen.");
            total += count;
            perDeclarer[seat] = count;
        }
        if (total > 6)
            refuse(24, "er zijn maar zes slagen; hier staan er " + std::to_string(total) + ".");
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            const auto it = perDeclarer.find(declarers[i]);
            if (it == perDeclarer.end())
                continue;
            const int t = it->second;
            std::optional<bool> won;
            if (contract.kind == BidKind::Misere)
                won = t == 0; // R34
            else if (needsAllTricks(contract))
                won = t == 6; // R33
            else if (t == 0)
                won = false; // R32: no trick, no card points, and roem is lower than the bid (R49)
            if (won && out.won[i] && *won != *out.won[i])
                refuse(32, "de slagen en de punten van " +
                               m_game.players[static_cast<std::size_t>(declarers[i])] +
                               " spreken elkaar tegen.");
            if (won)
                out.won[i] = won;
        }
    }
}

void GameChecker::judgeCards(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                             const std::vector<std::pair<int, Bid>> &calls, Trump trump, bool trumpNamed,
                             Outcome &out, GiftVerdict &v) const
{
    const CardRecord &rec = *g.cards;
    const TableGame &table = *m_table;
    const int n = table.players();
    const int active = table.activeCount();
    const auto layout = dealLayout(active);
    if (!layout)
        refuse(6, "met " + std::to_string(active) + " spelers kan niet gedeeld worden.");
    const auto &names = m_game.players;

    // The deal (R6): who holds what, every card once.
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
        if (static_cast<int>(cards.size()) != layout->cardsEach)
            refuse(6, name + " heeft " + std::to_string(cards.size()) + " kaarten; met " +
                          std::to_string(active) + " spelers krijgt ieder er " +
                          std::to_string(layout->cardsEach) + ".");
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
    // whatever the blind card may be.
    for (const auto &[seat, bid] : calls) {
        const auto &hand = hands[static_cast<std::size_t>(seat)];
        const auto unseen = unseenCards(hand, rec.open);
        Verdict vals;
        if (bid.kind == BidKind::BonaakRoem)
            vals = checkValsRoemenBonaak(bid.value, bid.zeskaart, hand, rec.open, unseen, m_rs);
        else if (bid.kind == BidKind::Points && bid.value >= m_rs.valsRoemenFromBid)
            vals = checkValsRoemenPointBid(bid.value, hand, rec.open, unseen, m_rs);
        if (vals) {
            v.warnings.push_back(vals->message);
            out.valsRoemenBy = seat;
            break;
        }
    }
    // Without the auction only the Speler's own bid can be judged.
    const bool valsRoemenPossible = contract.kind == BidKind::BonaakRoem ||
                                    (isPointBid(contract) && contract.value >= m_rs.valsRoemenFromBid);
    if (calls.empty() && declarers.size() == 1 && valsRoemenPossible) {
        const int d = declarers.front();
        const auto &hand = hands[static_cast<std::size_t>(d)];
        const auto unseen = unseenCards(hand, rec.open);
        const Verdict vals =
            contract.kind == BidKind::BonaakRoem
                ? checkValsRoemenBonaak(contract.value, contract.zeskaart, hand, rec.open, unseen, m_rs)
                : checkValsRoemenPointBid(contract.value, hand, rec.open, unseen, m_rs);
        if (vals) {
            v.warnings.push_back(vals->message);
            out.valsRoemenBy = d;
        }
    }

    // Taking the table cards and discarding (R23); several misère Spelers pass them on (R35).
    std::vector<Card> passed = rec.open;
    passed.insert(passed.end(), rec.blind.begin(), rec.blind.end());
    const std::size_t exchange = passed.size();
    for (const auto &entry : rec.discard) {
        const int seat = seatOf(entry.first, "De speler");
        if (std::find(declarers.begin(), declarers.end(), seat) == declarers.end())
            refuse(23, entry.first + " gaat niet en legt dus geen kaarten weg.");
    }
    for (const int d : declarers) {
        auto &hand = hands[static_cast<std::size_t>(d)];
        hand.insert(hand.end(), passed.begin(), passed.end());
        const auto it = rec.discard.find(names[static_cast<std::size_t>(d)]);
        if (it == rec.discard.end() || it->second.size() != exchange)
            refuse(23, names[static_cast<std::size_t>(d)] + " legt " + std::to_string(exchange) +
                           " kaarten weg; die ontbreken in het kaartverloop.");
        for (const Card c : it->second) {
            if (!contains(hand, c))
                refuse(23, names[static_cast<std::size_t>(d)] + " legt " + toString(c) +
                               " weg, maar had die niet.");
            removeCard(hand, c);
        }
        passed = it->second;
    }

    // Trump (R24, R75): a Speler who leads without naming trump makes the led suit trump; a lone
    // misère Speler who does so loses.
    const bool lone = declarers.size() == 1;
    const bool noTrumpGame = contract.kind == BidKind::Zwabber || !lone;
    bool loneMisereNoTrump = false;
    if (!noTrumpGame && !trumpNamed) {
        if (contract.kind == BidKind::Misere) {
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
        // A value outside the table of R48 is a slip of the pen, refused as in a summary (not vals roemen).
        if (!isTableRoemValue(*g.roem))
            refuse(48, std::to_string(*g.roem) +
                           " is geen roemwaarde (20, 40, 50, 60, 70, 100, 120, 200 of 220).");
        if (Verdict e = roemAllowedForPointBid(*g.roem, contract.value, hands[static_cast<std::size_t>(d0)],
                                               trump, m_rs)) {
            if (e->rule != 70)
                refuse(*e);
            v.warnings.push_back(e->message);
            out.valsRoemenBy = d0;
        } else {
            roem = *g.roem;
        }
    }
    // Bonaak met roem: the Speler must hold the roem he bid; speculation on the blind card that
    // failed is no vals roemen but a lost bid (R69, R70).
    bool bonaakRoemMissing = false;
    if (contract.kind == BidKind::BonaakRoem &&
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
    int pointsInPlay = 0;
    for (int s : seatsInPlay)
        for (const Card c : hands[static_cast<std::size_t>(s)])
            pointsInPlay += cardPoints(c, trump);
    std::vector<std::optional<bool>> decided(declarers.size());
    auto declarerIndex = [&](int seat) -> std::optional<std::size_t> {
        const auto it = std::find(declarers.begin(), declarers.end(), seat);
        if (it == declarers.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - declarers.begin());
    };
    if (loneMisereNoTrump)
        decided[0] = false;
    if (bonaakRoemMissing)
        decided[0] = false;
    // R31: a point bid that all the card points in play cannot reach is lost before the first card
    // (known only once trump is: named, or the suit of the first card, R75).
    if (isPointBid(contract) && trump && !decided[0] && roem + pointsInPlay < contract.value)
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
            if (Verdict why = whyIllegal(c, hand, played, trump)) {
                v.warnings.push_back(where + ": " + who + " verzaakt met " + toString(c) + ". " +
                                     why->message);
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
        const int winnerSeat = order[static_cast<std::size_t>(trickWinner(played, trump))];
        tricksTaken[static_cast<std::size_t>(winnerSeat)]++;
        const int pts = trickPoints(played, trump);
        pointsInPlay -= pts;
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
            else if (declarerPoints + roem + pointsInPlay < contract.value || last)
                decided[0] = false;
        }
    }
    // A record that stops before the outcome is certain leaves it open here: an irregularity or a
    // stated "won" may still decide it (judgeGift refuses with R31 when nothing does).
    for (std::size_t i = 0; i < declarers.size(); ++i)
        out.won[i] = decided[i];
}

nlohmann::ordered_json optionalInt(const std::optional<int> &v)
{
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}

} // namespace

GameVerdict checkGame(const GameRecord &game, const RuleSet &rs)
{
    return GameChecker(game, rs).run();
}

nlohmann::ordered_json verdictToJson(const GameVerdict &verdict)
{
    using J = nlohmann::ordered_json;
    J out = J::object();
    out["ok"] = verdict.ok;
    if (!verdict.ok) {
        out["gift"] = verdict.errorGift;
        out["rule"] = verdict.error && verdict.error->rule > 0 ? J(verdict.error->rule) : J(nullptr);
        out["error"] = verdict.error ? verdict.error->message : std::string();
    }
    out["finished"] = verdict.finished;
    J giften = J::array();
    for (const GiftVerdict &g : verdict.giften) {
        J j = J::object();
        j["index"] = g.index;
        if (g.redeal)
            j["redeal"] = true;
        j["dealer"] = g.dealer;
        j["spelers"] = g.spelers;
        j["contract"] = g.redeal ? J(nullptr) : J(g.contract);
        if (g.trump)
            j["trump"] = *g.trump;
        J won = J::object();
        for (const auto &[name, w] : g.won)
            won[name] = w;
        j["won"] = won;
        J status = J::object();
        for (const auto &[name, s] : g.status)
            status[name] = statusName(s);
        j["status"] = status;
        j["next_dealer"] = g.nextDealer;
        if (g.valsRoemenBy)
            j["vals_roemen"] = *g.valsRoemenBy;
        j["warnings"] = g.warnings;
        giften.push_back(std::move(j));
    }
    out["giften"] = giften;
    J result = J::array();
    for (const PlayerOutcome &p : verdict.result) {
        J j = J::object();
        j["name"] = p.name;
        j["status"] = statusName(p.status);
        j["place"] = optionalInt(p.place);
        j["points"] = optionalInt(p.points);
        result.push_back(std::move(j));
    }
    out["result"] = result;
    return out;
}

std::optional<std::vector<int>> finalPoints(const GameVerdict &verdict)
{
    if (!verdict.ok || !verdict.finished)
        return std::nullopt;
    std::vector<int> points;
    for (const PlayerOutcome &p : verdict.result) {
        if (!p.points)
            return std::nullopt;
        points.push_back(*p.points);
    }
    return points;
}

} // namespace nkb
