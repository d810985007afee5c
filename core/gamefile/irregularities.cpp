// The irregularities a referee notes with a gift (R62–R79): one, or several in the order they
// happened. The first that decides a Speler's result decides it (R63–R65: the first verzaking
// counts, as in a card record); a later one that would decide otherwise changes nothing and says
// so. Vals roemen (R66–R70) decides nobody's result but the roemer's own: every vals roemer is
// erin, whatever else happened.
#include "gamefile/gamechecker.h"

namespace nkb::gamecheck {

namespace {

std::string describeNl(const Irregularity &irr)
{
    switch (irr.kind) {
    case IrregularityKind::Verzaking:
        return "verzaking door " + irr.by;
    case IrregularityKind::ValsRoemen:
        return "vals roemen door " + irr.by;
    case IrregularityKind::WrongCardCount:
        return "een verkeerd aantal kaarten bij " + irr.by;
    case IrregularityKind::OutOfTurn:
        return "spelen buiten de beurt door " + irr.by;
    case IrregularityKind::Revealing:
        return "kaarten verraden door " + irr.by;
    case IrregularityKind::MisereNoTrump:
        return "misère zonder troef door " + irr.by;
    }
    return irr.by;
}

bool coveredByR67(const Bid &bid, const RuleSet &rs)
{
    return bid.kind == BidKind::BonaakRoem ||
           (bid.kind == BidKind::Points && bid.value >= rs.valsRoemenFromBid);
}

} // namespace

int GameChecker::valsRoemenGround(int seat, const GiftRecord &g, const std::vector<int> &declarers,
                                  const Bid &contract, const std::vector<std::pair<int, Bid>> &calls) const
{
    const bool loneSpeler = declarers.size() == 1 && declarers.front() == seat;
    if (!calls.empty()) {
        // R67: a bid of his own in this auction that can be vals roemen.
        for (const auto &[s, bid] : calls)
            if (s == seat && coveredByR67(bid, m_rs))
                return 68;
    } else {
        // Without the auction: every earlier bid ranks below the contract (R17), so another player
        // can have made a bid that R67 covers only under a contract above a point bid of 145 (R18);
        // the Speler also with such a contract itself.
        const int c = compareBids(contract, Bid::points(m_rs.valsRoemenFromBid), m_rs);
        if (loneSpeler ? c >= 0 : c > 0)
            return 68;
    }
    // R70: the Speler announcing roem with the first lead (R46); roem is announced at a point bid
    // (R40), and the gift must say what he announced.
    if (loneSpeler && isPointBid(contract) && g.roem && *g.roem > 0)
        return 70;
    return 0;
}

void GameChecker::judgeIrregularities(const GiftRecord &g, const std::vector<int> &declarers,
                                      const Bid &contract, const std::vector<std::pair<int, Bid>> &calls,
                                      Outcome &out, GiftVerdict &v) const
{
    out.byRule.assign(declarers.size(), 0);
    std::vector<std::string> decidedBy(declarers.size()); // the irregularity that decided, for messages
    for (std::size_t k = 0; k < g.irregularities.size(); ++k) {
        const Irregularity &irr = g.irregularities[k];
        const std::string what = describeNl(irr);
        for (std::size_t e = 0; e < k; ++e)
            if (g.irregularities[e].kind == irr.kind && g.irregularities[e].by == irr.by)
                refuse(0, "De onregelmatigheid " + what + " staat twee keer bij deze gift.");
        const int by = seatOf(irr.by, "De speler van de onregelmatigheid");
        if (!m_table->isActive(by))
            refuse(52, irr.by + " doet niet meer mee in dit spel en kan geen onregelmatigheid begaan.");
        const auto it = std::find(declarers.begin(), declarers.end(), by);
        const bool byDeclarer = it != declarers.end();
        const auto byIndex = static_cast<std::size_t>(it - declarers.begin());
        const bool loneSpeler = byDeclarer && declarers.size() == 1;

        // Per declarer: the result this irregularity decides, and the rule that says so.
        std::vector<std::optional<bool>> decides(declarers.size());
        std::vector<int> rules(declarers.size(), 0);
        // R63/R64 (and R74, R76, R79, which follow them): the offending Speler loses; an offending
        // opponent makes the Speler(s) win. With several misère Spelers each is the others' opponent.
        auto sanction = [&](int ruleOwn, int ruleOpponent) {
            for (std::size_t i = 0; i < declarers.size(); ++i) {
                const bool own = byDeclarer && i == byIndex;
                decides[i] = !own;
                rules[i] = own ? ruleOwn : ruleOpponent;
            }
        };
        switch (irr.kind) {
        case IrregularityKind::Verzaking: // R62–R65
            sanction(63, 64);
            break;
        case IrregularityKind::WrongCardCount: // R74
            sanction(74, 74);
            break;
        case IrregularityKind::OutOfTurn: // R76
            if (byDeclarer)
                v.warnings.push_back(
                    ruleError(76, irr.by + " speelde buiten de beurt: hij neemt de kaart terug en "
                                           "speelt die zodra hij aan de beurt is; de gift telt gewoon.")
                        .message);
            else
                sanction(76, 76);
            break;
        case IrregularityKind::Revealing: // R79
            if (byDeclarer)
                v.warnings.push_back(ruleError(80, irr.by +
                                                       " verried iets over zijn kaarten; de wedstrijdleiding "
                                                       "kan waarschuwen, de gift telt gewoon.")
                                         .message);
            else
                sanction(79, 79);
            break;
        case IrregularityKind::MisereNoTrump: // R75
            if (!(contract.kind == BidKind::Misere && loneSpeler))
                refuse(75,
                       "alleen een Speler die alleen misère speelt kan verliezen door geen troef te maken.");
            decides[0] = false;
            rules[0] = 75;
            break;
        case IrregularityKind::ValsRoemen: { // R66–R70, checked like R75 against the contract
            const int ground = valsRoemenGround(by, g, declarers, contract, calls);
            if (ground == 0) {
                std::string why;
                if (!calls.empty())
                    why = irr.by + " bood geen bonaak met roem en geen puntenbod van " +
                          std::to_string(m_rs.valsRoemenFromBid) + " of hoger";
                else if (loneSpeler)
                    why = "het bod van " + irr.by + " (" + nkb::describeNl(contract) +
                          ") is geen bonaak met roem of puntenbod van " +
                          std::to_string(m_rs.valsRoemenFromBid) +
                          " of hoger, en zijn eerdere boden waren lager";
                else
                    why = "onder het contract (" + nkb::describeNl(contract) + ") kan " + irr.by +
                          " geen bonaak met roem of puntenbod van " + std::to_string(m_rs.valsRoemenFromBid) +
                          " of hoger geboden hebben";
                const std::string r70 =
                    !loneSpeler ? ", en alleen de Speler meldt roem (regel 70)"
                    : !isPointBid(contract)
                        ? ", en bij " + nkb::describeNl(contract) + " meldt de Speler geen roem (regel 70)"
                        : ", en de gift noemt geen gemelde roem (regel 70: geef de roem die hij "
                          "meldde)";
                refuse(67, "vals roemen door " + irr.by + " kan niet: " + why + r70 + ".");
            }
            out.addVals(by, ground); // R66: he is erin; judgeGift makes his own gift lost
            break;
        }
        }
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            if (!decides[i])
                continue;
            if (!out.won[i]) {
                out.won[i] = decides[i];
                out.byRule[i] = rules[i];
                decidedBy[i] = what;
            } else if (*out.won[i] != *decides[i]) {
                // R65: the first irregularity decided the gift; this later one changes nothing.
                v.warnings.push_back(ruleError(rules[i], what + " verandert de uitslag van " + v.spelers[i] +
                                                             " niet: die lag al vast na " + decidedBy[i] +
                                                             " (regel " + std::to_string(out.byRule[i]) +
                                                             ").")
                                         .message);
            }
        }
    }
}

void GameChecker::refuseNotesTheCardsDeny(const GiftRecord &g, const std::vector<int> &declarers,
                                          const Bid &contract, const std::vector<std::pair<int, Bid>> &calls,
                                          const Outcome &facts) const
{
    const bool played = g.cards && !g.cards->tricks.empty() && !g.cards->tricks.front().empty();
    for (const Irregularity &irr : g.irregularities) {
        const int by = seatOf(irr.by, "De speler van de onregelmatigheid");
        if (irr.kind == IrregularityKind::Verzaking && played && !facts.reneged.count(by))
            // R62: verzaken is playing a card R26–R29 forbid; the record has every card played.
            refuse(62, "verzaking door " + irr.by + " kan niet: volgens het kaartverloop speelde " + irr.by +
                           " alleen kaarten die mochten (regels 26 tot en met 29). Verbeter het kaartverloop, "
                           "of laat de verzaking weg.");
        if (irr.kind != IrregularityKind::ValsRoemen || facts.isVals(by))
            continue;
        const int ground = valsRoemenGround(by, g, declarers, contract, calls);
        if (ground == 68 && facts.bidsJudged.count(by))
            refuse(69, "vals roemen door " + irr.by + " kan niet: volgens het kaartverloop kon " + irr.by +
                           " de roem voor zijn bod halen met zijn hand, de open kaarten en de blinde kaart die er "
                           "had kunnen liggen; speculeren op de blinde kaart is geen vals roemen.");
        if (ground == 70 && facts.roemJudged)
            refuse(70, "vals roemen door " + irr.by + " kan niet: volgens het kaartverloop had " + irr.by +
                           " de roem die hij meldde.");
    }
}

} // namespace nkb::gamecheck
