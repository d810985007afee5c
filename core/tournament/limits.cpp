#include "tournament/limits.h"

#include "rules/ruleset.h"
#include "rules/textinput.h"

namespace nkb {

namespace {

// Decodes valid UTF-8 (checked before) one code point at a time.
template <typename F> void forEachCodePoint(const std::string &s, F &&f)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        f(cp);
        i += len;
    }
}

// Control characters (C0, DEL, C1: a terminal acts on them) and characters that print as nothing,
// so that two names would look the same on paper.
bool forbidden(char32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x00AD || cp == 0x034F || cp == 0x061C ||
           cp == 0x115F || cp == 0x1160 || cp == 0x180E || (cp >= 0x200B && cp <= 0x200F) ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0x3164 ||
           (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF || cp == 0xFFA0 || (cp >= 0xFFF0 && cp <= 0xFFFB) ||
           (cp >= 0xE0000 && cp <= 0xE0FFF);
}

// what: "De naam", "De club", "De categorie".
std::optional<std::string> checkText(const std::string &text, const std::string &what, int maxChars)
{
    if (firstInvalidUtf8(text))
        return what + " is geen geldige UTF-8-tekst (typ hem opnieuw, of sla het bestand op als UTF-8).";
    bool bad = false;
    forEachCodePoint(text, [&](char32_t cp) { bad = bad || forbidden(cp); });
    if (bad)
        return what + " bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.";
    const std::size_t length = utf8Length(text);
    if (length > static_cast<std::size_t>(maxChars))
        return what + " is te lang (" + std::to_string(length) + " tekens; hoogstens " +
               std::to_string(maxChars) + ").";
    return std::nullopt;
}

std::optional<std::string> inRange(int value, int lo, int hi, const std::string &what)
{
    if (value < lo || value > hi)
        return what + " moet tussen " + std::to_string(lo) + " en " + std::to_string(hi) + " liggen.";
    return std::nullopt;
}

} // namespace

std::size_t utf8Length(const std::string &text)
{
    std::size_t n = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++n;
    return n;
}

std::optional<std::string> checkInfoBounds(const TournamentInfo &info)
{
    if (auto e = checkText(info.name, "De naam van het toernooi", limits::kMaxTitleChars))
        return e;
    if (auto e = checkText(info.venue, "De plaats van het toernooi", limits::kMaxTitleChars))
        return e;
    if (auto e = checkText(info.date, "De datum", 10))
        return e;
    if (auto e = inRange(info.rounds, limits::kMinRounds, limits::kMaxRounds, "Het aantal ronden"))
        return e;
    if (auto e = inRange(info.gamesPerRound, limits::kMinGamesPerRound, limits::kMaxGamesPerRound,
                         "Het aantal spellen per ronde"))
        return e;
    if (auto e = inRange(info.finalGames, limits::kMinFinalGames, limits::kMaxFinalGames,
                         "Het aantal finalespellen"))
        return e;
    if (auto e = inRange(info.roundMinutes, kMinRoundMinutes, kMaxRoundMinutes, "De duur van een ronde (minuten)"))
        return e;
    if (info.finalTables != 1)
        return "De finale is één tafel.";
    if (info.placesThree.size() != 3)
        return "Een tafel van drie heeft drie plaatsen (bijvoorbeeld 10,8,4).";
    for (const int points : info.placesThree)
        if (auto e = inRange(points, 0, limits::kMaxPlacePoints,
                             "De punten voor een plaats aan een tafel van drie"))
            return e;
    // A known rule set under its one stored name (the faces make it with RuleSet::name()).
    const auto rules = RuleSet::fromName(info.rules);
    if (!rules)
        return rules.error().message;
    if (rules->name() != info.rules)
        return "De spelregels \"" + info.rules + "\" heten \"" + rules->name() + "\".";
    return std::nullopt;
}

std::optional<std::string> checkPlayerCount(std::size_t already, std::size_t adding, bool fromFile)
{
    const auto most = static_cast<std::size_t>(limits::kMaxPlayers);
    if (adding <= most && already <= most - adding)
        return std::nullopt;
    const std::string limit = "het hoogste aantal in een toernooi (meer deelt de loting niet in).";
    const std::string total = std::to_string(already + adding);
    if (fromFile)
        return "Het bestand brengt " + std::to_string(adding) + (adding == 1 ? " speler" : " spelers") +
               (already == 0
                    ? std::string()
                    : " bij de " + std::to_string(already) + " die er al zijn (samen " + total + ")") +
               ": meer dan " + std::to_string(most) + ", " + limit + " Er is niets geïmporteerd.";
    if (adding == 1)
        return "Er doen al " + std::to_string(already) + " spelers mee, " + limit;
    return "Er doen al " + std::to_string(already) + " spelers mee; met " + std::to_string(adding) +
           " erbij worden het er " + total + ", meer dan " + std::to_string(most) + ", " + limit;
}

std::optional<std::string> checkNameText(const std::string &name)
{
    if (name.empty())
        return "De naam ontbreekt.";
    return checkText(name, "De naam", limits::kMaxNameChars);
}

std::optional<std::string> checkPlayerName(const std::string &name)
{
    if (auto e = checkNameText(name))
        return e;
    if (name.find_first_of(",=;\"") != std::string::npos)
        return "De naam \"" + name + "\" bevat een teken dat niet mag (, = ; of \").";
    if (name.front() == ' ' || name.back() == ' ')
        return "De naam \"" + name + "\" begint of eindigt met een spatie.";
    return std::nullopt;
}

bool isPersonId(const std::string &id)
{
    if (id.size() != 36)
        return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash != (c == '-'))
            return false;
        if (!dash && !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
            return false;
    }
    return true;
}

std::optional<std::string> checkStationName(const std::string &name)
{
    if (name.empty())
        return "De naam van het station ontbreekt.";
    if (auto e = checkText(name, "De naam van het station", limits::kMaxStationChars))
        return e;
    if (name.front() == ' ' || name.back() == ' ')
        return "De naam van het station begint of eindigt met een spatie.";
    return std::nullopt;
}

std::optional<std::string> checkAnnouncement(const std::string &text)
{
    if (text.empty())
        return "De mededeling is leeg; typ wat de zaal moet weten, of trek de mededeling in.";
    if (auto e = checkText(text, "De mededeling", limits::kMaxAnnouncementChars))
        return e;
    if (text.front() == ' ' || text.back() == ' ')
        return "De mededeling begint of eindigt met een spatie.";
    return std::nullopt;
}

std::string stationFromHostName(const std::string &host)
{
    if (!checkStationName(host))
        return host;
    const std::string shortName = host.substr(0, host.find('.'));
    return checkStationName(shortName) ? std::string() : shortName;
}

std::string oneLine(const std::string &text)
{
    static const std::string replacement = "\xEF\xBF\xBD"; // U+FFFD
    if (firstInvalidUtf8(text))
        return replacement;
    std::string out;
    std::size_t i = 0;
    forEachCodePoint(text, [&](char32_t cp) {
        const std::size_t len = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        out += forbidden(cp) ? replacement : text.substr(i, len);
        i += len;
    });
    return out;
}

std::optional<std::string> checkClub(const std::string &club)
{
    return checkText(club, "De club", limits::kMaxClubChars);
}

std::optional<std::string> checkCategory(const std::string &category)
{
    if (category.empty())
        return "Een categorie mag niet leeg zijn.";
    if (auto e = checkText(category, "De categorie", limits::kMaxCategoryChars))
        return e;
    if (category.find_first_of(",;\"") != std::string::npos)
        return "De categorie \"" + category + "\" bevat een teken dat niet mag (, ; of \").";
    return std::nullopt;
}

std::optional<std::string> checkPlayerFields(const std::string &name, const std::string &club,
                                             const std::vector<std::string> &categories, bool typed)
{
    if (auto e = typed ? checkPlayerName(name) : checkNameText(name))
        return e;
    if (auto e = checkClub(club))
        return e;
    return checkCategories(categories);
}

std::optional<std::string> checkCategories(const std::vector<std::string> &categories)
{
    if (categories.size() > static_cast<std::size_t>(limits::kMaxCategories))
        return "Een speler heeft hoogstens " + std::to_string(limits::kMaxCategories) + " categorieën.";
    for (const auto &c : categories)
        if (auto e = checkCategory(c))
            return e;
    return std::nullopt;
}

} // namespace nkb
