#include "rules/roem.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <limits>
#include <tuple>

namespace nkb {

namespace {

// Cards as bits: bit Card::index() = suit * 8 + rank, ranks in the serie order of R42.
using Mask = std::uint32_t;

constexpr Mask bit(int index)
{
    return Mask{1} << index;
}
constexpr Mask bit(Card c)
{
    return bit(c.index());
}

Mask maskOf(const std::vector<Card> &cards)
{
    Mask m = 0;
    for (Card c : cards)
        m |= bit(c);
    return m;
}

int countOf(Mask m)
{
    int n = 0;
    for (; m; m &= m - 1)
        ++n;
    return n;
}

bool stukIn(Mask m, Suit s)
{
    const Mask kq = bit(Card{s, Rank::King}) | bit(Card{s, Rank::Queen});
    return (m & kq) == kq;
}

bool stukInAnySuit(Mask m)
{
    return std::any_of(kAllSuits.begin(), kAllSuits.end(), [m](Suit s) { return stukIn(m, s); });
}

// R48, plain column of a single serie (lengths 3..6; no longer serie fits in six cards).
int serieValue(int length, const RuleSet &rs)
{
    return rs.serieValues[static_cast<std::size_t>(std::clamp(length, 3, 6))];
}

bool hasZeskaart(Mask m)
{
    for (int s = 0; s < 4; ++s)
        for (int lo = 0; lo + 6 <= 8; ++lo) {
            const Mask run = ((Mask{1} << 6) - 1) << (s * 8 + lo);
            if ((m & run) == run)
                return true;
        }
    return false;
}

struct Item {
    Mask cards;
    int value;
    bool serie;
};

// Every serie (R42: also every shorter serie inside a longer one) and every set (R41).
std::vector<Item> itemsOf(Mask m, const RuleSet &rs)
{
    std::vector<Item> items;
    for (int s = 0; s < 4; ++s)
        for (int lo = 0; lo + 3 <= 8; ++lo)
            for (int len = 3; lo + len <= 8; ++len) {
                const Mask run = ((Mask{1} << len) - 1) << (s * 8 + lo);
                if ((m & run) != run)
                    break;
                items.push_back({run, serieValue(len, rs), true});
            }
    for (Rank r : {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace}) {
        Mask four = 0;
        for (Suit s : kAllSuits)
            four |= bit(Card{s, r});
        if ((m & four) == four)
            items.push_back({four, r == Rank::Jack ? rs.fourJacks : rs.fourOthers, false});
    }
    return items;
}

// Values of all admissible choices of series and sets (no Stuk). Two series of 3 give
// 20 + 20 = 40, the R48 value; the table is additive throughout (with Stuk = plain + 20).
template <typename Out>
void collect(const std::vector<Item> &items, std::size_t from, Mask inSeries, Mask inSets, int value,
             const RuleSet &rs, Out &&out)
{
    for (std::size_t i = from; i < items.size(); ++i) {
        const Item &it = items[i];
        const Mask clash = it.serie ? inSeries : inSets; // the same card twice in one kind
        const Mask other = it.serie ? inSets : inSeries; // R43: a set and a serie
        if ((it.cards & clash) || (!rs.cardInSetAndSerie && (it.cards & other)))
            continue;
        const int v = value + it.value;
        const Mask series = it.serie ? inSeries | it.cards : inSeries;
        const Mask sets = it.serie ? inSets : inSets | it.cards;
        out(v, series | sets);
        collect(items, i + 1, series, sets, v, rs, out);
    }
}

void sortUnique(std::vector<int> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

std::vector<int> plainValues(Mask m, const RuleSet &rs)
{
    std::vector<int> out;
    collect(itemsOf(m, rs), 0, 0, 0, 0, rs, [&](int v, Mask) { out.push_back(v); });
    sortUnique(out);
    return out;
}

// R44: Stuk alone and every combination with Stuk; Stuk may overlap anything.
std::vector<int> addStuk(std::vector<int> values, const RuleSet &rs)
{
    const std::size_t n = values.size();
    for (std::size_t i = 0; i < n; ++i)
        values.push_back(values[i] + rs.stukValue);
    values.push_back(rs.stukValue);
    sortUnique(values);
    return values;
}

std::vector<int> claimable(Mask m, bool stuk, const RuleSet &rs)
{
    auto values = plainValues(m, rs);
    return stuk ? addStuk(std::move(values), rs) : values;
}

// The highest rank among the cards of m (serie order, R42).
Rank topRank(Mask m)
{
    int best = 0;
    for (int i = 0; i < 32; ++i)
        if (m & bit(i))
            best = std::max(best, i % 8);
    return static_cast<Rank>(best);
}

bool anyInRange(const std::vector<int> &values, const RoemNeed &need)
{
    return std::any_of(values.begin(), values.end(),
                       [&](int v) { return v >= need.atLeast && v < need.below; });
}

// The need met by the cards in m, Stuk among them or not. With zeskaart the value must come from
// a serie of six (R50): its value, or that plus Stuk (the six are one suit; Stuk in them makes
// that suit trump).
bool metWith(Mask m, bool stuk, const RoemNeed &need, const RuleSet &rs)
{
    if (need.zeskaart) {
        if (!hasZeskaart(m))
            return false;
        std::vector<int> values{rs.zeskaartValue()};
        if (stuk)
            values.push_back(rs.zeskaartValue() + rs.stukValue);
        return anyInRange(values, need);
    }
    return anyInRange(claimable(m, stuk, rs), need);
}

// The need met by the cards in m with the best trump for it: a six-card serie with Stuk lies in
// that suit, name it trump.
bool metWithAnyTrump(Mask m, const RoemNeed &need, const RuleSet &rs)
{
    return metWith(m, stukInAnySuit(m), need, rs);
}

// Every k-card subset of the cards in pool (given as indices); stop at the first f() == true.
template <typename F> bool anySubset(const std::vector<int> &pool, int k, Mask fixed, F f)
{
    const int n = static_cast<int>(pool.size());
    if (k < 0 || k > n)
        return false;
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        pick[static_cast<std::size_t>(i)] = i;
    while (true) {
        Mask m = fixed;
        for (int i : pick)
            m |= bit(pool[static_cast<std::size_t>(i)]);
        if (f(m))
            return true;
        int i = k - 1;
        while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i)
            --i;
        if (i < 0)
            return false;
        ++pick[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < k; ++j)
            pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
    }
}

std::vector<int> indicesOf(Mask m)
{
    std::vector<int> out;
    for (int i = 0; i < 32; ++i)
        if (m & bit(i))
            out.push_back(i);
    return out;
}

std::string joinValues(const std::vector<int> &values)
{
    if (values.empty())
        return "geen";
    std::string s;
    for (int v : values) {
        if (!s.empty())
            s += ", ";
        s += std::to_string(v);
    }
    return s;
}

} // namespace

const std::vector<int> &roemValues(const RuleSet &rs)
{
    // Every value some six cards can claim: the claims of hands built from a serie (or two series of
    // three), a four of a kind and Stuk, each fitting in six cards; any other hand claims a subset
    // of one of these. Made once per set of roem rules and kept.
    using Key = std::tuple<std::array<int, 7>, int, int, int, bool>;
    static std::mutex mutex;
    static std::map<Key, std::vector<int>> known;
    const Key key{rs.serieValues, rs.fourJacks, rs.fourOthers, rs.stukValue, rs.cardInSetAndSerie};
    const std::lock_guard lock(mutex);
    auto it = known.find(key);
    if (it != known.end())
        return it->second;
    std::vector<Mask> series{0};
    for (int len = 3; len <= 6; ++len)
        for (int lo = 0; lo + len <= 8; ++lo)
            series.push_back(((Mask{1} << len) - 1) << (static_cast<int>(Suit::Hearts) * 8 + lo));
    for (int lo = 0; lo + 3 <= 8; ++lo)
        for (int lo2 = 0; lo2 + 3 <= 8; ++lo2)
            series.push_back((Mask{7} << (static_cast<int>(Suit::Hearts) * 8 + lo)) |
                             (Mask{7} << (static_cast<int>(Suit::Spades) * 8 + lo2)));
    std::vector<int> all;
    const Mask stuk = bit(Card{Suit::Hearts, Rank::King}) | bit(Card{Suit::Hearts, Rank::Queen});
    for (const Mask serie : series)
        for (int four = -1; four < 8; ++four) {
            Mask fours = 0;
            if (four >= 0)
                for (Suit s : kAllSuits)
                    fours |= bit(Card{s, static_cast<Rank>(four)});
            for (const bool withStuk : {false, true}) {
                const Mask m = serie | fours | (withStuk ? stuk : 0);
                if (countOf(m) > 6)
                    continue;
                const auto v = claimable(m, withStuk, rs);
                all.insert(all.end(), v.begin(), v.end());
            }
        }
    sortUnique(all);
    return known.emplace(key, std::move(all)).first->second;
}

bool isRoemValue(int v, const RuleSet &rs)
{
    const auto &values = roemValues(rs);
    return std::binary_search(values.begin(), values.end(), v);
}

int highestRoem(const RuleSet &rs)
{
    return roemValues(rs).back();
}

std::vector<RoemClaim> roemClaims(const std::vector<Card> &cards, Trump trump, const RuleSet &rs)
{
    const Mask m = maskOf(cards);
    const bool stuk = trump && stukIn(m, *trump);
    const Mask stukCards = stuk ? bit(Card{*trump, Rank::King}) | bit(Card{*trump, Rank::Queen}) : 0;
    std::vector<RoemClaim> out;
    collect(itemsOf(m, rs), 0, 0, 0, 0, rs, [&](int v, Mask used) {
        out.push_back(RoemClaim{v, topRank(used)});
        if (stuk)
            out.push_back(RoemClaim{v + rs.stukValue, topRank(used | stukCards)});
    });
    if (stuk)
        out.push_back(RoemClaim{rs.stukValue, Rank::King});
    return out;
}

std::vector<int> claimableRoem(const std::vector<Card> &six, Trump trump, const RuleSet &rs)
{
    const Mask m = maskOf(six);
    return claimable(m, trump && stukIn(m, *trump), rs);
}

bool holdsStuk(const std::vector<Card> &cards, Trump trump)
{
    return trump && stukIn(maskOf(cards), *trump);
}

bool holdsZeskaart(const std::vector<Card> &cards)
{
    return hasZeskaart(maskOf(cards));
}

bool holdsRoem(const std::vector<Card> &six, Trump trump, int value, bool zeskaart, const RuleSet &rs)
{
    return RoemNeed::exactly(value, zeskaart).metBy(six, trump, rs);
}

RoemNeed RoemNeed::exactly(int value, bool zeskaart)
{
    return RoemNeed{value, value + 1, zeskaart};
}

RoemNeed RoemNeed::forPointBid(int bid, const RuleSet &rs)
{
    return RoemNeed{bid - packPoints(rs), bid, false};
}

RoemNeed RoemNeed::atLeastOf(int value, bool zeskaart)
{
    return RoemNeed{value, std::numeric_limits<int>::max(), zeskaart};
}

RoemNeed RoemNeed::forBonaak(int value, bool zeskaart, const RuleSet &rs)
{
    return rs.bonaakRoemAtLeast ? atLeastOf(value, zeskaart) : exactly(value, zeskaart);
}

bool RoemNeed::metBy(const std::vector<Card> &six, Trump trump, const RuleSet &rs) const
{
    const Mask m = maskOf(six);
    return metWith(m, trump && stukIn(m, *trump), *this, rs);
}

Verdict roemAllowedForPointBid(int roem, int bid, const std::vector<Card> &six, Trump trump,
                               const RuleSet &rs)
{
    if (roem == 0)
        return std::nullopt;
    if (roem < 0)
        return ruleError(0, "Roem kan niet negatief zijn (" + std::to_string(roem) + ").");
    const auto values = claimableRoem(six, trump, rs);
    if (!std::binary_search(values.begin(), values.end(), roem))
        return ruleError(70, "vals roemen: de Speler meldt " + std::to_string(roem) +
                                 " roem die hij niet in handen heeft (wel te melden: " + joinValues(values) +
                                 "); hij is erin (regel 66).");
    if (roem >= bid)
        return ruleError(49,
                         "de roem (" + std::to_string(roem) + ") moet lager zijn dan het puntenbod (" +
                             std::to_string(bid) +
                             "); de Speler mag een lagere roemwaarde melden die hij ook in handen heeft.");
    return std::nullopt;
}

Verdict roemAllowedForBonaak(int roem, bool zeskaart, const std::vector<Card> &six, Trump trump,
                             const RuleSet &rs)
{
    const RoemNeed need = RoemNeed::forBonaak(roem, zeskaart, rs);
    if (need.metBy(six, trump, rs))
        return std::nullopt;
    if (!rs.valsRoemen)
        return ruleError(70, "de Speler heeft niet de " + std::to_string(roem) +
                                 " roem die hij bood (wel: " + joinValues(claimableRoem(six, trump, rs)) +
                                 "); hij verliest de gift.");
    return ruleError(70, "vals roemen: de Speler meldt " + std::to_string(roem) + " roem" +
                             (zeskaart ? std::string(" met een zeskaart") : std::string()) +
                             " die hij niet in handen heeft (wel te melden: " +
                             joinValues(claimableRoem(six, trump, rs)) + "); hij is erin (regel 66).");
}

std::vector<Card> unseenCards(const std::vector<Card> &hand, const std::vector<Card> &open)
{
    const Mask seen = maskOf(hand) | maskOf(open);
    std::vector<Card> out;
    for (int i = 0; i < 32; ++i)
        if (!(seen & bit(i)))
            out.push_back(Card::fromIndex(i));
    return out;
}

bool roemReachable(const std::vector<Card> &hand, const std::vector<Card> &open,
                   const std::vector<Card> &possibleBlind, RoemNeed need, const RuleSet &rs)
{
    if (need.atLeast >= need.below)
        return false;
    const Mask known = maskOf(hand) | maskOf(open);
    const int keep =
        std::min(static_cast<int>(hand.size()), countOf(known) + (possibleBlind.empty() ? 0 : 1));
    const auto knownCards = indicesOf(known);
    auto meets = [&](Mask m) { return metWithAnyTrump(m, need, rs); };
    // R23: keep any `keep` cards. Subsets without the blind card are the same for every blind
    // card, so try them once; then only subsets that contain the blind card.
    if (anySubset(knownCards, keep, 0, meets))
        return true;
    for (Card b : possibleBlind) {
        if (known & bit(b))
            continue;
        if (anySubset(knownCards, keep - 1, bit(b), meets))
            return true;
    }
    return false;
}

Verdict checkValsRoemenPointBid(int bid, const std::vector<Card> &hand, const std::vector<Card> &open,
                                const std::vector<Card> &possibleBlind, const RuleSet &rs)
{
    if (bid < rs.valsRoemenFromBid) // R67
        return std::nullopt;
    const RoemNeed need = RoemNeed::forPointBid(bid, rs);
    if (roemReachable(hand, open, possibleBlind, need, rs))
        return std::nullopt; // R69: speculating on the blind card is allowed
    return ruleError(68,
                     "vals roemen: een puntenbod van " + std::to_string(bid) + " vereist minstens " +
                         std::to_string(need.atLeast) + " roem (hoogstens " + std::to_string(packPoints(rs)) +
                         " kaartpunten) die lager is dan het bod (regel 49), en die roem is met deze hand en "
                         "de open kaarten niet te halen, welke kaart de blinde kaart ook is; de bieder is "
                         "erin (regel 66).");
}

Verdict checkValsRoemenBonaak(int roem, bool zeskaart, const std::vector<Card> &hand,
                              const std::vector<Card> &open, const std::vector<Card> &possibleBlind,
                              const RuleSet &rs)
{
    const RoemNeed need = RoemNeed::forBonaak(roem, zeskaart, rs);
    if (roemReachable(hand, open, possibleBlind, need, rs))
        return std::nullopt; // R69
    return ruleError(68,
                     "vals roemen: bonaak met " + std::to_string(roem) + " roem" +
                         (zeskaart ? std::string(" (zeskaart)") : std::string()) +
                         " vereist roem die met deze hand en de open kaarten niet te halen is, welke kaart "
                         "de blinde kaart ook is; de bieder is erin (regel 66).");
}

} // namespace nkb
