#include "rules/bid.h"

#include "rules/roem.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <tuple>
#include <vector>

namespace nkb {

namespace {

std::string roemTableText(const RuleSet &rs)
{
    std::string s;
    for (int v : roemValues(rs)) {
        if (!s.empty())
            s += ", ";
        s += std::to_string(v);
    }
    return s;
}

// Lower case ASCII and fold the è of "misère" (UTF-8 c3 a8, capital c3 88) to e.
std::string normalise(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0xC3 && i + 1 < text.size()) {
            const auto d = static_cast<unsigned char>(text[i + 1]);
            if (d == 0xA8 || d == 0x88 || d == 0xA9 || d == 0x89) { // è È é É
                out += 'e';
                ++i;
                continue;
            }
        }
        out += static_cast<char>(std::tolower(c));
    }
    return out;
}

std::vector<std::string> words(const std::string &s)
{
    std::vector<std::string> w;
    std::string cur;
    for (char c : s) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!cur.empty())
                w.push_back(std::move(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty())
        w.push_back(std::move(cur));
    return w;
}

// Digits only, at most kMaxDigits of them (R19 sets no highest bid; an int must hold it).
constexpr std::size_t kMaxDigits = 9;

bool readNumber(const std::string &w, int &out)
{
    if (w.empty() || w.size() > kMaxDigits)
        return false;
    for (char c : w)
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
    out = std::stoi(w);
    return true;
}

std::tuple<int, int, int> rankKey(const Bid &b, const RuleSet &rs)
{
    switch (b.kind) {
    case BidKind::Pass:
        return {0, 0, 0};
    case BidKind::Points:
        if (b.value <= rs.ranks.misereAbove)
            return {1, b.value, 0};
        if (b.value <= rs.ranks.zwabberAbove)
            return {3, b.value, 0};
        return {5, b.value, 0};
    case BidKind::Misere:
        return {2, 0, 0};
    case BidKind::Zwabber:
        return {4, 0, 0};
    case BidKind::ZwabberRoem: // pagat variation: just above zwabber without roem, by roem value
        return {4, 1, b.value};
    case BidKind::Bonaak:
        return {6, 0, 0};
    case BidKind::BonaakRoem:
        return {7, b.value, (b.zeskaart && rs.zeskaartBeatsVijfkaart) ? 1 : 0};
    }
    return {0, 0, 0};
}

} // namespace

Verdict checkBid(const Bid &bid, const RuleSet &rs)
{
    switch (bid.kind) {
    case BidKind::Points:
        if (bid.value % rs.pointBidStep != 0)
            return ruleError(12, "een puntenbod moet een veelvoud van " + std::to_string(rs.pointBidStep)
                                     + " zijn (" + std::to_string(bid.value) + " is dat niet).");
        if (bid.value < rs.minPointBid)
            return ruleError(12, "het laagste puntenbod is " + std::to_string(rs.minPointBid) + " ("
                                     + std::to_string(bid.value) + " is te laag).");
        // R19: no highest bid. One that no hand can make is legal, and vals roemen (bidBeyondAnyHand).
        if (bid.zeskaart)
            return ruleError(0, "Alleen bij bonaak met roem kan een zeskaart gemeld worden.");
        return std::nullopt;
    case BidKind::ZwabberRoem:
        if (!rs.zwabberRoem)
            return ruleError(19, "zwabber met roem kent deze spelregels niet (" + rs.title() + ").");
        if (bid.zeskaart)
            return ruleError(0, "Alleen bij bonaak met roem kan een zeskaart gemeld worden.");
        if (!isRoemValue(bid.value, rs))
            return ruleError(48, std::to_string(bid.value) + " is geen roemwaarde; zwabber met roem kan "
                                     "alleen met " + roemTableText(rs) + ".");
        return std::nullopt;
    case BidKind::BonaakRoem:
        if (!isRoemValue(bid.value, rs))
            return ruleError(48, std::to_string(bid.value) + " is geen roemwaarde; bonaak met roem kan "
                                     "alleen met " + roemTableText(rs) + ".");
        if (bid.zeskaart && bid.value != rs.zeskaartValue() && bid.value != rs.zeskaartValue() + rs.stukValue)
            return ruleError(48, "een zeskaart is " + std::to_string(rs.zeskaartValue()) + " roem, met Stuk "
                                     + std::to_string(rs.zeskaartValue() + rs.stukValue) + "; niet "
                                     + std::to_string(bid.value) + ".");
        return std::nullopt;
    case BidKind::Pass:
    case BidKind::Misere:
    case BidKind::Zwabber:
    case BidKind::Bonaak:
        if (bid.value != 0 || bid.zeskaart)
            return ruleError(0, "Bij " + describeNl(Bid{bid.kind}) + " hoort geen getal of zeskaart.");
        return std::nullopt;
    }
    return ruleError(0, "Onbekend bod.");
}

Result<Bid> parseBid(std::string_view text, const RuleSet &rs)
{
    const std::vector<std::string> w = words(normalise(text));
    const std::string shown(text);
    const RuleError unknown = ruleError(
        0, "Onbekend bod \"" + shown + "\": verwacht pass, een getal (" + std::to_string(rs.minPointBid) +
               ", " + std::to_string(rs.minPointBid + rs.pointBidStep) + ", …; hoogstens " +
               std::to_string(kMaxDigits) + " cijfers), misere, zwabber" +
               std::string(rs.zwabberRoem ? ", zwabber met roemwaarde" : "") + ", bonaak of bonaak met roemwaarde.");
    if (w.empty())
        return ruleError(0, "Leeg bod: verwacht pass, een getal, misere, zwabber of bonaak.");
    Bid bid;
    if (w.size() == 1 && (w[0] == "pass" || w[0] == "pas")) {
        bid = Bid::pass();
    } else if (w.size() == 1 && w[0] == "misere") {
        bid = Bid::misere();
    } else if (w.size() == 1 && w[0] == "zwabber") {
        bid = Bid::zwabber();
    } else if (w[0] == "zwabber") {
        // pagat variation: "zwabber 50", "zwabber met roem 50".
        std::size_t i = 1;
        if (i + 1 < w.size() && w[i] == "met" && w[i + 1] == "roem")
            i += 2;
        int v = 0;
        if (i + 1 != w.size() || !readNumber(w[i], v))
            return unknown;
        bid = Bid::zwabberRoem(v);
    } else if (w[0] == "bonaak") {
        std::size_t i = 1;
        if (i + 1 < w.size() && w[i] == "met" && w[i + 1] == "roem")
            i += 2;
        if (i == w.size()) {
            if (i != 1)
                return unknown; // "bonaak met roem" without a value
            bid = Bid::bonaak();
        } else {
            int v = 0;
            if (!readNumber(w[i], v))
                return unknown;
            bid = Bid::bonaakRoem(v);
            ++i;
            if (i < w.size() && w[i] == "zeskaart") {
                bid.zeskaart = true;
                ++i;
            }
            if (i != w.size())
                return unknown;
        }
    } else if (w.size() == 1) {
        int v = 0;
        if (!readNumber(w[0], v))
            return unknown;
        bid = Bid::points(v);
    } else {
        return unknown;
    }
    if (Verdict v = checkBid(bid, rs))
        return *v;
    return bid;
}

std::vector<std::string> offeredBids(const RuleSet &rs)
{
    std::vector<std::string> out{std::to_string(std::max(rs.minPointBid, 40)), "misere", "zwabber"};
    if (rs.zwabberRoem)
        out.emplace_back("zwabber 50");
    out.emplace_back("bonaak");
    out.emplace_back("bonaak 50");
    return out;
}

std::string toString(const Bid &bid)
{
    switch (bid.kind) {
    case BidKind::Pass:
        return "pass";
    case BidKind::Points:
        return std::to_string(bid.value);
    case BidKind::Misere:
        return "misere";
    case BidKind::Zwabber:
        return "zwabber";
    case BidKind::ZwabberRoem:
        return "zwabber " + std::to_string(bid.value);
    case BidKind::Bonaak:
        return "bonaak";
    case BidKind::BonaakRoem:
        return "bonaak " + std::to_string(bid.value) + (bid.zeskaart ? " zeskaart" : "");
    }
    return "?";
}

std::string describeNl(const Bid &bid)
{
    switch (bid.kind) {
    case BidKind::Pass:
        return "pas";
    case BidKind::Points:
        return std::to_string(bid.value) + " punten";
    case BidKind::Misere:
        return "misère";
    case BidKind::Zwabber:
        return "zwabber";
    case BidKind::ZwabberRoem:
        return "zwabber met " + std::to_string(bid.value) + " roem";
    case BidKind::Bonaak:
        return "bonaak";
    case BidKind::BonaakRoem:
        return "bonaak met " + std::to_string(bid.value) + " roem" + (bid.zeskaart ? " (zeskaart)" : "");
    }
    return "?";
}

bool bidBeyondAnyHand(const Bid &bid, const RuleSet &rs)
{
    return bid.kind == BidKind::Points && bid.value > packPoints(rs) + highestRoem(rs);
}

int compareBids(const Bid &a, const Bid &b, const RuleSet &rs)
{
    const auto ka = rankKey(a, rs);
    const auto kb = rankKey(b, rs);
    if (ka < kb)
        return -1;
    if (kb < ka)
        return 1;
    return 0;
}

} // namespace nkb
