#include "gamefile/gamechecker.h"

#include "rules/auction.h"
#include "rules/bid.h"

#include <algorithm>
#include <map>
#include <set>

namespace nkb {

namespace gamecheck {

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
        m_table.emplace(n, firstDealer(), m_rs, places);
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
    // Every refusal and warning in the rule set's words: the NK's rule, or the sentence of the
    // text another rule set rests on.
    if (verdict.error)
        verdict.error = m_rs.cite(*verdict.error);
    for (GiftVerdict &g : verdict.giften)
        for (std::string &w : g.warnings)
            w = citeWarning(w);
    verdict.finished = m_table->finished();
    for (int s = 0; s < n; ++s)
        verdict.result.push_back(PlayerOutcome{m_game.players[static_cast<std::size_t>(s)],
                                               m_table->status(s), m_table->place(s), m_table->points(s)});
    return verdict;
}

std::string GameChecker::citeWarning(const std::string &warning) const
{
    // Warnings are texts; those that start "Regel N: " are cited as a refusal is.
    if (m_rs.isNk() || warning.rfind("Regel ", 0) != 0)
        return warning;
    const std::size_t colon = warning.find(": ");
    int rule = 0;
    for (std::size_t i = 6; i < colon && i < warning.size(); ++i) {
        if (warning[i] < '0' || warning[i] > '9')
            return warning;
        rule = rule * 10 + (warning[i] - '0');
    }
    return m_rs.cite(RuleError{rule, warning}).message;
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

    const bool hasResult =
        g.wonAll || g.wonPer || g.points || g.tricks || g.cards || !g.irregularities.empty();
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
            if (trump && gamecheck::isZwabber(*contract))
                refuse(13, "zwabber wordt zonder troef gespeeld.");
            if (trump && declarers.size() > 1)
                refuse(37, "misère met meerdere Spelers wordt zonder troef gespeeld.");
            if (trump && contract->kind == BidKind::Misere && !m_rs.loneMisereTrump)
                refuse(15, "misère wordt zonder troef gespeeld.");
            // With the full card record a Speler who made no trump still plays: the suit of his
            // first card is trump (R75, judged in judgeCards). The NK's lone misère Speler without
            // trump loses (R75, below); where the rule set has no such sanction he must name it.
            const bool misereNamesTrump =
                contract->kind == BidKind::Misere && m_rs.loneMisereTrump && !m_rs.irregularities;
            if (!trump && declarers.size() == 1 && !gamecheck::isZwabber(*contract) &&
                (contract->kind != BidKind::Misere || misereNamesTrump) && !g.cards)
                refuse(contract->kind == BidKind::Misere ? 15 : 24,
                       "bij " + describeNl(*contract) + " maakt de Speler troef.");
        }
        v.trump = g.trump ? std::optional<std::string>(trumpText(trump)) : std::nullopt;
        // R15, R75: a lone misère Speler must make trump; without it he loses.
        const bool loneMisereWithoutTrump = contract->kind == BidKind::Misere && declarers.size() == 1 &&
                                            !trumpNamed && (g.trump || g.cards) && m_rs.loneMisereTrump &&
                                            m_rs.irregularities;

        for (const int d : declarers)
            v.spelers.push_back(m_game.players[static_cast<std::size_t>(d)]);
        v.contract = toString(*contract);

        if (!g.irregularities.empty() && !m_rs.irregularities)
            refuse(0, "Deze spelregels (" + m_rs.title() + ") kennen geen straffen voor onregelmatigheden; "
                      "schrijf de gift zoals hij gespeeld is.");
        Outcome out;
        out.won.assign(declarers.size(), std::nullopt);
        // The irregularities first, in the order they happened (irregularities.cpp): their sanctions
        // decide before the play (R63, R64, R66, R74–R79).
        judgeIrregularities(g, declarers, *contract, calls, out, v);
        if (loneMisereWithoutTrump && !out.won[0]) {
            out.won[0] = false;
            out.byRule[0] = 75;
            v.warnings.push_back(
                ruleError(75, v.spelers[0] + " speelde misère zonder troef te maken en verliest.").message);
        }
        std::vector<int> decidedByRule = out.byRule; // which results a rule decided, for messages
        Outcome facts;
        facts.won.assign(declarers.size(), std::nullopt);
        if (g.cards) {
            judgeCards(g, declarers, *contract, calls, trump, trumpNamed, facts, v);
            refuseNotesTheCardsDeny(g, declarers, *contract, calls, facts);
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
                        !facts.isVals(declarers[i]) && facts.ruleFor(i) == 0)
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
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            if (!out.won[i] && decidedByRule[i] == 0)
                decidedByRule[i] = facts.ruleFor(i);
            if (!out.won[i])
                out.won[i] = facts.won[i];
        }
        // Every vals roemer (R66): found from the auction and the announcement first (R68, R70), then
        // those only a note names; each once.
        std::vector<ValsSeat> allVals = facts.vals;
        for (const ValsSeat &noted : out.vals)
            if (!facts.isVals(noted.seat))
                allVals.push_back(noted);
        out.vals = std::move(allVals);
        // A Speler caught vals roemen is erin whatever the play gave (R66): his gift counts as lost,
        // also when he took every trick.
        for (std::size_t i = 0; i < declarers.size(); ++i)
            if (out.isVals(declarers[i]))
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
                const bool vals = out.isVals(declarers[i]);
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
        std::vector<int> valsSeats;
        for (const ValsSeat &r : out.vals) {
            valsSeats.push_back(r.seat);
            v.valsRoemers.push_back(ValsRoemer{m_game.players[static_cast<std::size_t>(r.seat)], r.rule});
        }
        if (Verdict e = table.applyGift(declarers, won, valsSeats))
            refuse(*e);
        for (std::size_t i = 0; i < declarers.size(); ++i)
            v.won.emplace_back(v.spelers[i], won[i]);
    }
    for (int s = 0; s < n; ++s)
        v.status.emplace_back(m_game.players[static_cast<std::size_t>(s)], table.status(s));
    v.nextDealer = m_game.players[static_cast<std::size_t>(table.dealer())];
    return v;
}

} // namespace gamecheck

GameVerdict checkGame(const GameRecord &game, const RuleSet &rs)
{
    return gamecheck::GameChecker(game, rs).run();
}

JudgedGame judge(GameRecord game, const RuleSet &rules)
{
    GameVerdict verdict = checkGame(game, rules);
    // What the engine settled goes into the game: each judged gift's dealer where none was given,
    // as the results desk's Gever field writes it, so that a phone's game and the desk's typing of
    // the same sheet compare alike. Naming the dealer the engine expects changes no verdict.
    for (std::size_t i = 0; i < game.giften.size() && i < verdict.giften.size(); ++i)
        if (!game.giften[i].dealer && !verdict.giften[i].dealer.empty())
            game.giften[i].dealer = verdict.giften[i].dealer;
    return JudgedGame(std::move(game), std::move(verdict), rules);
}

} // namespace nkb
