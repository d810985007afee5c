#include "tournament/threescoring.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace nkb {

const std::vector<ThreeScoring> &threeScorings()
{
    static const std::vector<ThreeScoring> all{
        {"10/8/4", {10, 8, 4}, "standaard: de plaatsen 1 tot 3 van een tafel van vier (R54–R56)"},
        {"10/8/1", {10, 8, 1}, "letterlijk: wie overblijft scoort 1 punt (R57)"},
        {"8/7/3", {8, 7, 3}, "geschaald: 10/8/4 maal 0,84, zoveel als een tafel van vier gemiddeld geeft"},
    };
    return all;
}

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

std::optional<ThreeScoring> findThreeScoring(const std::string &text)
{
    std::string t = lower(text);
    std::replace(t.begin(), t.end(), ',', '/');
    for (const ThreeScoring &s : threeScorings())
        if (t == s.key || t == s.name.substr(0, s.name.find(':')))
            return s;
    return std::nullopt;
}

std::string threeScoringWord(const std::vector<int> &places)
{
    for (const ThreeScoring &s : threeScorings())
        if (s.places == places)
            return s.name.substr(0, s.name.find(':'));
    return "eigen keuze";
}

std::string threeScoringText(const std::vector<int> &places)
{
    std::string key;
    for (int p : places)
        key += (key.empty() ? "" : "/") + std::to_string(p);
    for (const ThreeScoring &s : threeScorings())
        if (s.places == places)
            return key + " (" + s.name + ")";
    return key + " (eigen keuze)";
}

int placeOfPoints(int points, int seats, const TournamentInfo &info)
{
    if (points == 0)
        return 0; // erin (R53); no place scores 0 at the NK
    static const std::vector<int> four{10, 8, 4, 1};
    const std::vector<int> &places = seats == 3 ? info.placesThree : four;
    const auto it = std::find(places.begin(), places.end(), points);
    return it == places.end() ? 0 : static_cast<int>(it - places.begin()) + 1;
}

std::optional<std::string> threeScoringChangeRefusal(const Tournament &t)
{
    std::map<std::pair<int, int>, std::size_t> seats;
    for (const Round &r : t.rounds)
        for (const Table &tb : r.tables)
            seats[{r.number, tb.number}] = tb.seats.size();
    for (const GameResult &g : t.games) {
        const auto it = seats.find({g.round, g.table});
        if (it != seats.end() && it->second == 3 && !g.points.empty())
            return "Aan een tafel van drie is al gespeeld (ronde " + std::to_string(g.round) + ", tafel " +
                   std::to_string(g.table) +
                   "); de punten daarvan gelden met de huidige telling. Kies de telling voor de eerste "
                   "uitslag.";
    }
    return std::nullopt;
}

} // namespace nkb
