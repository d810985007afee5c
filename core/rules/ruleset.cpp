#include "rules/ruleset.h"

#include <algorithm>
#include <map>

namespace nkb {

namespace {

// The sentences of the pagat text (../shared/rules/pagat-boonaken-en.txt) that the Hazerswoude
// game rests on, by the NK rule that covers the same point.
const std::map<int, std::string> &hazerswoudeSentences()
{
    static const std::map<int, std::string> s{
        {1, "The game is probably best for four or five players; and it is possible to play with as many as six "
            "or seven."},
        {3, "A 32 card pack is used, consisting of ace, king, queen, jack, 10, 9, 8, 7 in each of the four suits."},
        {4, "There are 141 points in the pack altogether."},
        {6, "The dealer deals six cards to each player, three at a time."},
        {8, "The player to the left of the dealer bids first."},
        {9, "A player who has passed cannot re-enter the bidding."},
        {12, "Number: a multiple of 5; an undertaking to take at least that many points in tricks and Roem."},
        {13, "If the bid is Misère or Zwabber, there is no trump suit."},
        {15, "If the bid is Misère or Zwabber, there is no trump suit."},
        {17, "Players bid in clockwise rotation, each player passing or bidding higher than the previous bidder "
             "(with the exception of Misère)."},
        {18, "When there has been only one Misère bid, it can be overcalled in the usual way by a number bid of "
             "75 or more or a Zwabber or Boonaak."},
        {19, "Boonaak with Roem outbids Boonaak without Roem, and can in turn be outbid by Boonaak with more Roem."},
        {20, "When all players but one have passed, the last remaining player is the declarer and the final bid "
             "is played."},
        {21, "Once there have been two Misère bids, no higher bids are allowed, but all the players who have not "
             "yet passed decide in turn whether they will pass or also bid a Misère."},
        {23, "The declarer takes the two or four cards from the centre of the table and discards an equal number "
             "of cards face down in their place."},
        {24, "The declarer always leads to the first trick."},
        {25, "The trick is won by the highest trump in it, or if no trumps were played, by the highest card of "
             "the suit led."},
        {26, "When a trump is led, the other players must follow suit with a trump, unless their only trump is "
             "the jack."},
        {27, "When a non-trump is led, players who have a card of the suit led must either follow suit or play "
             "a trump."},
        {28, "Players who have no card of the suit led may play any card."},
        {29, "Players must follow suit; each trick is won by the highest card of the suit led."},
        {30, "Only the declarer gets a \"+\" or \"-\"; nothing is written in the other players' columns."},
        {31, "If this is greater than or equal to the bid, the declarer has won. If not, the declarer has lost."},
        {32, "If this is greater than or equal to the bid, the declarer has won. If not, the declarer has lost."},
        {33, "If the bid was Zwabber or Boonaak and the declarer won every trick, the declarer wins. Otherwise "
             "the declarer loses."},
        {34, "All the players who bid Misère then simultaneously try to take no tricks."},
        {35, "If more than one player bid Misère, the second Misère bidder picks up the cards discarded by the "
             "first and discards an equal number of cards."},
        {36, "If several Misères were bid, the first Misère bidder leads."},
        {37, "If the bid is Misère or Zwabber, there is no trump suit."},
        {38, "All the players who bid Misère then simultaneously try to take no tricks."},
        {40, "If the bid is a number, the declarer may announce Roem when leading to the first trick."},
        {41, "King and queen of trumps (known as Stuk) 20 points."},
        {42, "A sequence consists of three or more consecutive cards of the same suit."},
        {43, "A single card cannot be used in more than one sequence, but the same card can be used "
             "simultaneously in a sequence, a four of a kind and Stuk."},
        {46, "Roem may only be announced when playing one's card to the first trick."},
        {47, "If the opponent's Roem is worth more than the declarer's, the declarer's Roem is cancelled and "
             "does not count towards fulfilling the bid."},
        {48, "Sequence of three cards in a suit 20 points; four 50; five 100; six 200; four jacks 200; four "
             "queens, kings or aces 100; Stuk 20."},
        {49, "It is illegal to announce an amount of Roem equal to or greater than your final number bid."},
        {50, "Boonaak with Roem outbids Boonaak without Roem, and can in turn be outbid by Boonaak with more Roem."},
        {52, "Any player who has two minuses has lost the game and must buy a round."},
        {53, "Any player who has two pluses is a winner - that is, he or she drops out of the game until the "
             "loser has been found."},
        {54, "Any player who has two pluses is a winner."},
        {58, "Any player who has two minuses has lost the game and must buy a round."},
        {59, "Note that pluses and minuses do not cancel each other. A player who has a plus and a minus is said "
             "to be in wip."},
        {62, "Players who have a card of the suit led must either follow suit or play a trump."},
        {66, "Only cards in the declarer's hand count towards the declarer's Roem."},
        {67, "Only cards in the declarer's hand count towards the declarer's Roem."},
        {69, "You may also speculate on getting some further help from the face-down centre cards."},
        {70, "If the bid is a Boonaak with Roem, the declarer must have at least the amount of Roem claimed in "
             "the bid, otherwise the bid is lost."},
        {75, "If the declarer leads to the first trick without saying anything, the suit of this first lead "
             "becomes trumps."},
    };
    return s;
}

const std::vector<RuleOption> kOptions{
    {"bod25", "Laagste puntenbod 25", "Some play that the minimum number bid allowed is 25.", 12},
    {"misere100", "Misère tussen 100 en 105, zwabber tussen 125 en 130 (vanaf vier spelers)",
     "Some play that the Misère bid ranks between 100 and 105 and Zwabber between 125 and 130 when there are "
     "four or more players in the game.", 18},
    {"zwabberroem", "Zwabber met roem", "Some players allow bids of Zwabber with Roem, ranking immediately above "
                                        "Zwabber without Roem.", 19},
    {"geenondertroeven", "Niet ondertroeven (tenzij alleen troef in de hand)",
     "Some do not allow undertrumping, unless the player has nothing but trumps.", 28},
    {"miseretroef", "Misère alleen: de Speler maakt troef",
     "Some play that in Misère with a single declarer, the declarer must choose a trump suit when leading to "
     "the first trick.", 15},
    {"zeskaart100", "Zeskaart 100 roem", "Some award only 100 points rather than 200 for a six-card sequence.", 48},
    {"spelerdeelt", "De Speler van de vorige gift deelt",
     "Some play that each hand after the first is dealt by the player who was the declarer in the previous "
     "hand (by the first declarer if several played Misère).", 5},
    {"eenblind", "Eén blinde kaart bij twee tot vier spelers",
     "When there are two, three or four players, some play that only one card is dealt face down to the "
     "centre, with two face up.", 6},
};

void applyOption(RuleSet &rs, const std::string &id)
{
    if (id == "bod25") {
        rs.minPointBid = 25;
    } else if (id == "misere100") {
        rs.fewerRanks = rs.ranks;
        rs.ranks = BidRanks{100, 125};
        rs.ranksFromPlayers = 4;
    } else if (id == "zwabberroem") {
        rs.zwabberRoem = true;
    } else if (id == "geenondertroeven") {
        rs.undertrump = Undertrump::OnlyWhenAllTrumps;
    } else if (id == "miseretroef") {
        rs.loneMisereTrump = true;
    } else if (id == "zeskaart100") {
        rs.serieValues[6] = 100;
    } else if (id == "spelerdeelt") {
        rs.nextDealer = NextDealer::Speler;
    } else if (id == "eenblind") {
        rs.deals[2] = DealLayout{6, 2, 1, 17};
        rs.deals[3] = DealLayout{6, 2, 1, 11};
        rs.deals[4] = DealLayout{6, 2, 1, 5};
    }
}

std::string join(const std::vector<std::string> &parts, const std::string &sep)
{
    std::string s;
    for (const auto &p : parts)
        s += (s.empty() ? "" : sep) + p;
    return s;
}

} // namespace

RuleSet RuleSet::nk2019()
{
    return RuleSet{};
}

RuleSet RuleSet::hazerswoude()
{
    RuleSet rs;
    rs.preset = "hazerswoude";
    // "Deal and play are clockwise, and the turn to deal passes to the left after each hand."
    rs.nextDealer = NextDealer::Left;
    // With four (and two or three) players two cards face down and two face up in the centre, the
    // rest aside; five: two face up; six: five each, two face up; seven: four each, two up, two down.
    rs.deals = {DealLayout{},           DealLayout{},           DealLayout{6, 2, 2, 16}, DealLayout{6, 2, 2, 10},
                DealLayout{6, 2, 2, 4}, DealLayout{6, 2, 0, 0}, DealLayout{5, 2, 0, 0},  DealLayout{4, 2, 2, 0}};
    // "Number: a multiple of 5" with no lowest bid; misère between 70 and 75 (overcalled by 75 or
    // more), zwabber between 100 and 105 (pagat-boonaken-de.txt).
    rs.minPointBid = 5;
    rs.ranks = BidRanks{70, 100};
    rs.fewerRanks = rs.ranks;
    rs.bonaakRoemAfterBonaak = false;
    rs.bonaakRoemAtLeast = true;
    rs.zeskaartBeatsVijfkaart = false;
    rs.undertrump = Undertrump::Allowed;
    rs.serieValues[6] = 200;
    rs.cardInSetAndSerie = true;
    rs.opponentsRoemCancels = true;
    rs.loneMisereTrump = false;
    rs.valsRoemen = false;
    rs.irregularities = false;
    rs.endsAtFirstLoser = true;
    return rs;
}

Result<RuleSet> RuleSet::fromName(std::string_view name)
{
    std::vector<std::string> parts;
    std::string cur;
    for (const char c : name) {
        if (c == '+') {
            parts.push_back(cur);
            cur.clear();
        } else if (c != ' ') {
            cur += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        }
    }
    parts.push_back(cur);
    const std::string presets = join(rulePresets(), ", ");
    RuleSet rs;
    if (parts.front() == "nk2019" || parts.front() == "nk")
        rs = nk2019();
    else if (parts.front() == "hazerswoude")
        rs = hazerswoude();
    else
        return RuleError{0, "Onbekende spelregels '" + std::string(name) + "': kies " + presets + "."};
    std::vector<std::string> ticked;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const std::string &id = parts[i];
        const bool known = std::any_of(kOptions.begin(), kOptions.end(), [&](const RuleOption &o) { return o.id == id; });
        if (!known) {
            std::vector<std::string> ids;
            for (const auto &o : kOptions)
                ids.push_back(o.id);
            return RuleError{0, "Onbekende optie '" + id + "' bij de spelregels: kies uit " + join(ids, ", ") + "."};
        }
        if (rs.isNk())
            return RuleError{0, "Het NK-reglement 2019 heeft geen opties; de opties (" + id +
                                    ") horen bij de spelregels van Hazerswoude."};
        if (std::find(ticked.begin(), ticked.end(), id) != ticked.end())
            return RuleError{0, "De optie '" + id + "' staat twee keer in de spelregels."};
        ticked.push_back(id);
    }
    // Applied and named in one fixed order, so one choice has one name.
    for (const auto &o : kOptions)
        if (std::find(ticked.begin(), ticked.end(), o.id) != ticked.end()) {
            applyOption(rs, o.id);
            rs.options.push_back(o.id);
        }
    return rs;
}

std::string RuleSet::name() const
{
    std::string s = preset;
    for (const auto &o : options)
        s += "+" + o;
    return s;
}

std::string RuleSet::title() const
{
    if (isNk())
        return "NK-reglement 2019";
    std::vector<std::string> labels;
    for (const auto &o : kOptions)
        if (std::find(options.begin(), options.end(), o.id) != options.end())
            labels.push_back(o.label);
    std::string s = "Hazerswoude-Rijndijk (pagat)";
    if (!labels.empty())
        s += ", met: " + join(labels, "; ");
    return s;
}

std::vector<std::string> RuleSet::differencesFromNk() const
{
    const RuleSet nk = nk2019();
    std::vector<std::string> out;
    auto n = [](int v) { return std::to_string(v); };
    if (deals != nk.deals)
        out.push_back("Delen: " + n(dealFor(4).open) + " open en " + n(dealFor(4).blind) +
                      " blinde kaart(en) in het midden bij vier spelers.");
    if (nextDealer != nk.nextDealer)
        out.push_back(nextDealer == NextDealer::Left ? "De beurt om te delen gaat naar links."
                                                     : "De Speler van de vorige gift deelt.");
    if (minPointBid != nk.minPointBid)
        out.push_back("Laagste puntenbod " + n(minPointBid) + ".");
    if (ranks != nk.ranks || ranksFromPlayers != nk.ranksFromPlayers)
        out.push_back(ranksFromPlayers > 0
                          ? "Misère boven " + n(ranks.misereAbove) + ", zwabber boven " + n(ranks.zwabberAbove) +
                                " vanaf " + n(ranksFromPlayers) + " spelers; daaronder boven " +
                                n(fewerRanks.misereAbove) + " en " + n(fewerRanks.zwabberAbove) + "."
                          : "Misère boven " + n(ranks.misereAbove) + ", zwabber boven " + n(ranks.zwabberAbove) + ".");
    if (bonaakRoemAfterBonaak != nk.bonaakRoemAfterBonaak)
        out.push_back("Bonaak met roem mag ook zonder eerder bod bonaak.");
    if (zwabberRoem)
        out.push_back("Zwabber met roem, net boven zwabber.");
    if (undertrump != nk.undertrump)
        out.push_back(undertrump == Undertrump::Allowed
                          ? "Introeven en ondertroeven mogen altijd."
                          : "Ondertroeven alleen met niets dan troef in de hand.");
    if (serieValues != nk.serieValues)
        out.push_back("Zeskaart " + n(zeskaartValue()) + " roem.");
    if (cardInSetAndSerie != nk.cardInSetAndSerie)
        out.push_back("Een kaart telt in een reeks én een vierkaart.");
    if (opponentsRoemCancels)
        out.push_back("Hogere roem van een tegenspeler laat de roem van de Speler vervallen.");
    if (loneMisereTrump != nk.loneMisereTrump)
        out.push_back("Misère wordt zonder troef gespeeld.");
    if (!valsRoemen)
        out.push_back("Geen vals roemen; bonaak met roem zonder die roem is verloren.");
    if (!irregularities)
        out.push_back("Geen straffen voor onregelmatigheden.");
    if (endsAtFirstLoser)
        out.push_back("Het spel eindigt bij de eerste die erin is.");
    return out;
}

RuleError RuleSet::cite(RuleError error) const
{
    if (isNk() || error.rule <= 0 || !error.source.empty())
        return error;
    const std::string prefix = "Regel " + std::to_string(error.rule) + ": ";
    std::string text = error.message.rfind(prefix, 0) == 0 ? error.message.substr(prefix.size()) : error.message;
    std::string sentence;
    for (const auto &o : kOptions)
        if (o.rule == error.rule && std::find(options.begin(), options.end(), o.id) != options.end())
            sentence = o.sentence;
    if (sentence.empty()) {
        const auto &all = hazerswoudeSentences();
        const auto it = all.find(error.rule);
        if (it != all.end())
            sentence = it->second;
    }
    if (sentence.empty()) {
        error.source = "(de tekst zegt hier niets over; NK-regel " + std::to_string(error.rule) + " geldt)";
        error.message = "Hazerswoude: de tekst zegt hier niets over, dus geldt NK-regel " +
                        std::to_string(error.rule) + ": " + text;
    } else {
        error.source = sentence;
        error.message = "Hazerswoude (\u201c" + sentence + "\u201d): " + text;
    }
    return error;
}

const std::vector<RuleOption> &ruleOptions()
{
    return kOptions;
}

std::vector<std::string> rulePresets()
{
    return {"nk2019", "hazerswoude"};
}

} // namespace nkb
