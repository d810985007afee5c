#include "rules/compactgift.h"

#include <algorithm>
#include <cctype>

namespace nkb {

namespace {

constexpr std::string_view kMinusSign = "\xE2\x88\x92"; // U+2212

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0)
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0)
        s.remove_suffix(1);
    return s;
}

std::string lower(std::string_view s)
{
    std::string out;
    for (const char c : s)
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The short words a referee types for the bids in words, also before a roem value ("zw 50").
std::string expandWord(std::string_view bid)
{
    const std::size_t space = bid.find(' ');
    const std::string w = lower(bid.substr(0, space));
    const std::string rest = space == std::string_view::npos ? std::string() : std::string(bid.substr(space));
    if (rest.empty() && (w == "m" || w == "mis"))
        return "misere";
    if (w == "z" || w == "zw" || w == "zwab")
        return "zwabber" + rest;
    if (w == "bon" || w == "bo")
        return "bonaak" + rest;
    return std::string(bid);
}

RuleError refused(std::string text) { return ruleError(0, std::move(text)); }

} // namespace

bool isCompactSign(std::string_view text) { return text == "+" || text == "-" || text == kMinusSign; }

Result<CompactGift> parseCompactGift(std::string_view text, std::size_t tableSize, const RuleSet &rs)
{
    std::string_view s = trim(text);
    CompactGift gift;
    if (!s.empty() && s.back() == '+') {
        gift.won = true;
        s.remove_suffix(1);
    } else if (!s.empty() && s.back() == '-') {
        s.remove_suffix(1);
    } else if (s.size() >= kMinusSign.size() && s.substr(s.size() - kMinusSign.size()) == kMinusSign) {
        s.remove_suffix(kMinusSign.size());
    } else {
        return refused("Sluit de gift af met + (gewonnen) of - (verloren).");
    }
    s = trim(s);
    std::size_t end = 0;
    while (end < s.size() && std::isspace(static_cast<unsigned char>(s[end])) == 0 &&
           std::isdigit(static_cast<unsigned char>(s[end])) == 0)
        ++end;
    const std::string letters = lower(s.substr(0, end));
    const std::string_view bidText = trim(s.substr(end));
    if (letters.empty())
        return refused("Begin met de stoelletter van de Speler (A-D), bijvoorbeeld a40+.");
    const char last = static_cast<char>('a' + std::min<std::size_t>(tableSize, 26) - 1);
    for (const char c : letters) {
        if (c < 'a' || c > last)
            return refused("\"" + std::string(s.substr(0, end)) + "\" is geen stoel aan deze tafel (A-" +
                           static_cast<char>(std::toupper(static_cast<unsigned char>(last))) +
                           "); typ een spatie tussen de stoel en een bod in woorden: c mis-.");
        const auto seat = static_cast<std::size_t>(c - 'a');
        if (std::find(gift.seats.begin(), gift.seats.end(), seat) != gift.seats.end())
            return refused(std::string("Stoel ") + static_cast<char>(std::toupper(static_cast<unsigned char>(c))) +
                           " staat er twee keer.");
        gift.seats.push_back(seat);
    }
    if (bidText.empty())
        return refused("Na de stoel komt het bod, bijvoorbeeld a40+ of c mis-.");
    auto bid = parseBid(expandWord(bidText), rs);
    if (!bid)
        return rs.cite(bid.error());
    if (bid->kind == BidKind::Pass)
        return refused("Pas is geen gift: paste iedereen, vink dan \"Iedereen paste\" aan.");
    gift.bid = *bid;
    return gift;
}

} // namespace nkb
