// A stored tournament checked against what the program guarantees when it writes (issue 39).
// Every check asks the function the program asks before it writes, where there is one: the
// settings' bounds (checkInfoBounds), a player's name, club and categories (limits.h), a game's
// points (mayEnterGame: R54–R57 under the tournament's rule set), a lot's order (drawLotOrder).
#include "tournament/contentcheck.h"

#include "tournament/decisions.h"
#include "tournament/limits.h"
#include "tournament/standings.h"
#include "tournament/tournamentrules.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace nkb {

namespace {

class Findings {
  public:
    void add(const std::string &place, const std::string &sentence)
    {
        m_list.push_back(Finding{place + ": " + sentence, 0});
    }
    // Under a rule (ruleError: "Regel 61: ..."), or a refusal of the program's own decisions.
    void add(const std::string &place, const RuleError &e)
    {
        m_list.push_back(Finding{place + ": " + e.message, e.rule});
    }
    [[nodiscard]] std::vector<Finding> take() && { return std::move(m_list); }

  private:
    std::vector<Finding> m_list;
};

std::string numbers(const std::vector<int> &list)
{
    std::string out;
    for (int n : list)
        out += (out.empty() ? "" : ", ") + std::to_string(n);
    return out;
}

std::string capitalised(std::string text)
{
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z')
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text;
}

// The places a finding names: "Speler nr. 3", "Ronde 3", "De finale", "Tafel 7, ronde 3",
// "Tafel 1 van de finale", "Spel 2 van tafel 7, ronde 3", "Spel 2 van de finale".
std::string playerPlace(int startNumber)
{
    return "Speler nr. " + std::to_string(startNumber);
}
std::string roundPlace(int round)
{
    return capitalised(roundWords(round));
}
std::string tableWords(int round, int table)
{
    return "tafel " + std::to_string(table) + (round == kFinalRound ? " van " : ", ") + roundWords(round);
}
std::string tablePlace(int round, int table)
{
    return capitalised(tableWords(round, table));
}
} // namespace

std::string gamePlace(const GameRef &g)
{
    if (g.round == kFinalRound && g.table == 1)
        return "Spel " + std::to_string(g.game) + " van de finale";
    return "Spel " + std::to_string(g.game) + " van " + tableWords(g.round, g.table);
}

namespace {

// A seated player in a sentence: his name when it is one that may be shown, and his number.
std::string who(const Tournament &t, int startNumber)
{
    const Player *p = t.player(startNumber);
    const std::string nr = "nr. " + std::to_string(startNumber);
    return p && !checkNameText(p->name) ? p->name + " (" + nr + ")" : nr;
}

void checkPlayers(const Tournament &t, Findings &out)
{
    const int rounds = t.info.rounds;
    if (t.players.size() > static_cast<std::size_t>(limits::kMaxPlayers))
        out.add("Spelers", "het toernooi heeft " + std::to_string(t.players.size()) + " spelers, meer dan " +
                               std::to_string(limits::kMaxPlayers) +
                               ", het hoogste aantal dat de loting indeelt.");
    std::unordered_set<int> numbersSeen;
    std::unordered_map<std::string, int> persons; // person id -> first start number
    for (const Player &p : t.players) {
        const std::string place = playerPlace(p.startNumber);
        if (p.startNumber < 1)
            out.add(place, "een startnummer is 1 of hoger.");
        else if (!numbersSeen.insert(p.startNumber).second)
            out.add(place, "dit startnummer heeft nog een speler.");
        // A stored name as any stored name must be (checkNameText): a name typed in an earlier
        // version may hold a character that typing refuses now (checkPlayerName).
        if (auto e = checkNameText(p.name))
            out.add(place, *e);
        if (auto e = checkClub(p.club))
            out.add(place, *e);
        if (auto e = checkCategories(p.categories))
            out.add(place, *e);
        if (!p.personId.empty()) {
            if (!isPersonId(p.personId))
                out.add(place, "het persoonsnummer is geen persoonsnummer van nk-bonaken (een UUID).");
            else if (const auto [at, added] = persons.emplace(p.personId, p.startNumber); !added)
                out.add(place, "heeft hetzelfde persoonsnummer als nr. " + std::to_string(at->second) + ".");
        }
        // mayAddPlayer and mayJoinLate: a round of the tournament.
        if (p.joinsFromRound < 1 || p.joinsFromRound > rounds)
            out.add(place, "speelt mee vanaf ronde " + std::to_string(p.joinsFromRound) +
                               ", maar dit toernooi heeft " + std::to_string(rounds) + " ronden.");
        // withdrawal: from round 1 up to after the last round; after a late entry's first round.
        if (const auto w = p.withdrawnFromRound) {
            if (*w < 1 || *w > rounds + 1)
                out.add(place, "teruggetrokken vanaf ronde " + std::to_string(*w) +
                                   ", maar terugtrekken kan vanaf ronde 1 tot en met " +
                                   std::to_string(rounds + 1) + " (na de laatste ronde: niet in de finale).");
            else if (p.joinsFromRound > 1 && *w <= p.joinsFromRound)
                out.add(place, "teruggetrokken vanaf ronde " + std::to_string(*w) +
                                   ", maar speelt pas mee vanaf ronde " + std::to_string(p.joinsFromRound) +
                                   ".");
        }
    }
}

// A table a game may be judged at: its seats, and whether the table itself holds (a game at a
// table already found wrong is not judged again on its points).
struct SeatedTable {
    const std::vector<int> *seats{nullptr};
    bool sound{false};
};
using TableKey = std::pair<int, int>; // round, table

// R61: the four highest play the final; three only when no fourth player is left (all others
// withdrawn), as the store seats it (finalseat.cpp: at least three finalists).
bool finalSizeHolds(const Tournament &t, std::size_t seats)
{
    if (seats == static_cast<std::size_t>(kFinalists))
        return true;
    if (seats != 3)
        return false;
    const auto playing =
        std::count_if(t.players.begin(), t.players.end(), [](const Player &p) { return !p.withdrawn(); });
    return playing < kFinalists;
}

void checkTables(const Tournament &t, const Round &r, Findings &out, std::map<TableKey, SeatedTable> &tables)
{
    const bool final = r.number == kFinalRound;
    const std::string place = roundPlace(r.number);
    if (final && r.tables.size() > 1)
        out.add(place, ruleError(61, "de vier hoogsten spelen de finale aan één tafel, niet aan " +
                                         std::to_string(r.tables.size()) + "."));
    std::set<int> numbersSeen;
    bool numbered = true;
    std::unordered_map<int, int> seatedAt; // start number -> the table he sits at in this round
    for (const Table &tb : r.tables) {
        const std::string at = tablePlace(r.number, tb.number);
        if (final && tb.number != 1) {
            out.add(at, "de finale wordt aan tafel 1 gespeeld.");
            numbered = false;
        } else if (tb.number < 1) {
            out.add(at, "de tafels van een ronde zijn genummerd vanaf 1.");
            numbered = false;
        } else if (!numbersSeen.insert(tb.number).second) {
            out.add(at, "deze tafel staat twee keer in de indeling.");
            numbered = false;
        }
        bool sound = true;
        if (final && !finalSizeHolds(t, tb.seats.size())) {
            out.add(at,
                    ruleError(
                        61, "de vier hoogst geplaatste spelers spelen de finale; aan deze tafel zitten er " +
                                std::to_string(tb.seats.size()) + "."));
            sound = false;
        } else if (!final && (tb.seats.size() < 3 || tb.seats.size() > 4)) {
            // R1: four players; the program seats tables of three where the number demands (maySeat).
            out.add(at, ruleError(1, "een tafel heeft 4 spelers (of 3), deze heeft er " +
                                         std::to_string(tb.seats.size()) + "."));
            sound = false;
        }
        for (int sn : tb.seats) {
            if (!t.player(sn)) {
                out.add(at, "startnummer " + std::to_string(sn) + " bestaat niet.");
                continue;
            }
            const auto [first, added] = seatedAt.emplace(sn, tb.number);
            if (!added)
                out.add(place,
                        who(t, sn) + " zit twee keer in de indeling (" +
                            (first->second == tb.number ? "twee keer aan tafel " + std::to_string(tb.number)
                                                        : "tafel " + std::to_string(first->second) +
                                                              " en tafel " + std::to_string(tb.number)) +
                            ").");
        }
        tables.emplace(TableKey{r.number, tb.number}, SeatedTable{&tb.seats, sound});
    }
    // maySeat: the tables of a round are numbered 1 to n.
    if (!final && numbered) {
        int expected = 1;
        for (int n : numbersSeen) {
            if (n != expected)
                break;
            ++expected;
        }
        if (expected <= static_cast<int>(numbersSeen.size()))
            out.add(place, "tafel " + std::to_string(expected) + " ontbreekt; de tafels zijn 1 tot en met " +
                               std::to_string(numbersSeen.size()) + " genummerd.");
    }
}

void checkRounds(const Tournament &t, Findings &out, std::map<TableKey, SeatedTable> &tables)
{
    std::set<int> seen;
    for (const Round &r : t.rounds) {
        if (r.number < 0 || r.number > t.info.rounds)
            out.add(roundPlace(r.number),
                    "dit toernooi heeft " + std::to_string(t.info.rounds) + " ronden en een finale.");
        if (!seen.insert(r.number).second) {
            out.add(roundPlace(r.number), "deze ronde staat twee keer in het bestand.");
            continue;
        }
        checkTables(t, r, out, tables);
    }
}

void checkGames(const Tournament &t, Findings &out, const std::map<TableKey, SeatedTable> &tables)
{
    // An unknown rule set is the settings' finding; the points of a finished game cannot be judged
    // without one (ruleSetFor refuses to guess), an unfinished game's still can.
    const bool rulesKnown = ruleSetOf(t.info).ok();
    std::set<std::tuple<int, int, int>> seen;
    for (const GameResult &g : t.games) {
        const std::string place = gamePlace(GameRef{g.round, g.table, g.game});
        if (!seen.emplace(g.round, g.table, g.game).second) {
            out.add(place, "dit spel staat twee keer in het bestand.");
            continue;
        }
        const bool final = g.round == kFinalRound;
        const int games = final ? t.info.finalGames : t.info.gamesPerRound;
        if (g.game < 1 || g.game > games) {
            if (final)
                out.add(place, "de finale heeft " + std::to_string(games) + " spellen.");
            else
                out.add(place, ruleError(60, "aan een tafel worden per ronde " + std::to_string(games) +
                                                 " spellen gespeeld."));
        }
        if (g.round < 0 || g.round > t.info.rounds) {
            out.add(place, roundWords(g.round) + " bestaat niet in dit toernooi (" +
                               std::to_string(t.info.rounds) + " ronden en een finale).");
            continue;
        }
        const auto it = tables.find({g.round, g.table});
        if (it == tables.end()) {
            if (t.round(g.round))
                out.add(place, roundWords(g.round) + " heeft geen tafel " + std::to_string(g.table) + ".");
            else
                out.add(place, roundWords(g.round) + " is niet ingedeeld.");
            continue;
        }
        if (!it->second.sound || (g.finished && !rulesKnown))
            continue;
        // What the store asks before it writes a game (core/store/results.cpp).
        GameEntry entry;
        entry.pointsPerSeat = g.points;
        entry.giftenJson = g.giftenJson;
        entry.pointsOnly = g.pointsOnly;
        entry.finished = g.finished;
        if (auto no = mayEnterGame(t, *it->second.seats, entry))
            out.add(place, *no);
    }
}

void checkLots(const Tournament &t, Findings &out)
{
    int i = 0;
    for (const Lot &lot : t.lots) {
        const std::string place =
            "Loting " + std::to_string(++i) + " (plaats " + std::to_string(lot.rank) + ")";
        bool known = true;
        for (int sn : lot.players)
            if (!t.player(sn)) {
                out.add(place, "startnummer " + std::to_string(sn) + " bestaat niet.");
                known = false;
            }
        std::vector<int> players = lot.players, order = lot.order;
        std::sort(players.begin(), players.end());
        std::sort(order.begin(), order.end());
        const bool distinct = std::adjacent_find(players.begin(), players.end()) == players.end();
        if (!distinct || players != order) {
            out.add(place, ruleError(60, "de uitkomst (" + numbers(lot.order) +
                                             ") is geen volgorde van de gelote spelers (" +
                                             numbers(lot.players) + ")."));
            continue;
        }
        // A lot decides between more tied players than it has places for (cutTie).
        if (lot.places < 1 || lot.places >= static_cast<int>(lot.players.size()))
            out.add(place,
                    ruleError(
                        60, "een loting verdeelt minder plaatsen dan er gelijk staande spelers zijn; hier " +
                                std::to_string(lot.places) + " over " + std::to_string(lot.players.size()) +
                                "."));
        // Recorded so everybody can check it: the seed gives the order.
        if (!known)
            continue;
        if (const std::vector<int> drawn = drawLotOrder(lot.players, lot.seed); drawn != lot.order)
            out.add(place, ruleError(60, "de uitkomst (" + numbers(lot.order) + ") is niet wat het zaad " +
                                             std::to_string(lot.seed) + " geeft (" + numbers(drawn) + ")."));
    }
}

} // namespace

std::vector<Finding> contentFindings(const Tournament &t)
{
    Findings out;
    if (auto e = checkInfoBounds(t.info))
        out.add("Instellingen", *e);
    checkPlayers(t, out);
    std::map<TableKey, SeatedTable> tables;
    checkRounds(t, out, tables);
    checkGames(t, out, tables);
    checkLots(t, out);
    // What the phones and the projector show as text (checkAnnouncement).
    if (t.announcement)
        if (auto e = checkAnnouncement(t.announcement->text))
            out.add("De mededeling", *e);
    return std::move(out).take();
}

} // namespace nkb
