// Players: what may be added, corrected, removed, checked in or out, withdrawn or join late.
#include "tournament/decisions.h"
#include "tournament/limits.h"

#include <algorithm>

namespace nkb {

namespace {

RuleError no(std::string message) { return RuleError{0, std::move(message)}; }

bool seatedAt(const Table &tb, int startNumber)
{
    return std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end();
}

// The warning when a player who no longer plays still has a seat in a drawn round.
std::string stillSeated(const std::string &name, int round, int table)
{
    return name + " zit nog ingedeeld in " + roundWords(round) + " aan tafel " + std::to_string(table) +
           "; deel die ronde opnieuw in.";
}

RuleError nameTaken(const Player &other)
{
    return no("Er is al een speler \"" + other.name + "\" (startnummer " + std::to_string(other.startNumber) +
              ").");
}

} // namespace

std::string roundWords(int round)
{
    return round == kFinalRound ? std::string("de finale") : "ronde " + std::to_string(round);
}

std::string playerList(const Tournament &t, const std::vector<int> &seats)
{
    std::string out;
    for (int sn : seats) {
        const Player *p = t.player(sn);
        out += (out.empty() ? "" : ", ") + (p ? p->name : "#" + std::to_string(sn));
    }
    return out;
}

std::string gameLabel(const GameRef &ref)
{
    if (ref.round == kFinalRound)
        return "finale spel " + std::to_string(ref.game);
    return "ronde " + std::to_string(ref.round) + " tafel " + std::to_string(ref.table) + " spel " +
           std::to_string(ref.game);
}

RuleError noSuchPlayer(int startNumber)
{
    return no("Er is geen speler met startnummer " + std::to_string(startNumber) + ".");
}

Verdict mayAddPlayer(const Tournament &t, const NewPlayer &np, const Player *sameName)
{
    if (auto e = checkPlayerFields(np.name, np.club, np.categories))
        return no(*e);
    if (sameName)
        return nameTaken(*sameName);
    if (np.joinsFromRound < 1 || np.joinsFromRound > t.info.rounds)
        return no("Ronde " + std::to_string(np.joinsFromRound) + " bestaat niet.");
    if (auto e = checkPlayerCount(t.players.size(), 1))
        return no(*e);
    return std::nullopt;
}

Verdict mayEditPlayer(const Tournament &t, int startNumber, const NewPlayer &changes, const Player *sameName)
{
    if (!t.player(startNumber))
        return noSuchPlayer(startNumber);
    if (auto e = checkPlayerFields(changes.name, changes.club, changes.categories))
        return no(*e);
    if (sameName)
        return nameTaken(*sameName);
    return std::nullopt;
}

Verdict mayChangePlayerTo(const Player &before, const Player &after)
{
    if (after == before)
        return no("Er is niets gewijzigd aan " + before.name + ".");
    return std::nullopt;
}

CarryCandidate carryCandidate(const Tournament &t, const Player &from, const Player *sameName)
{
    CarryCandidate c;
    c.player = from;
    if (const Player *same = t.playerByPerson(from.personId)) {
        c.leftOut = "staat er al: nr. " + std::to_string(same->startNumber) +
                    (same->name != from.name ? " (als " + same->name + ")" : "");
        return c;
    }
    if (sameName) {
        c.warning = true;
        c.leftOut = "er is al een " + sameName->name + " (nr. " + std::to_string(sameName->startNumber) + ")" +
                    (from.personId.empty()
                         ? "; het andere bestand kent geen persoonsnummers, dus of het dezelfde persoon is, is "
                           "niet te zien"
                         : ", een andere persoon") +
                    ". Niet overgenomen: twee spelers met dezelfde naam kan niet; zet bij een van beiden iets in "
                    "de naam dat hen onderscheidt (bijvoorbeeld de woonplaats) en neem hem dan over.";
        return c;
    }
    if (!from.personId.empty() && !isPersonId(from.personId)) {
        c.leftOut = "zijn persoonsnummer in het andere bestand is geen persoonsnummer van nk-bonaken.";
        return c;
    }
    if (auto e = checkPlayerFields(from.name, from.club, from.categories))
        c.leftOut = *e;
    return c;
}

Verdict mayRemovePlayer(const Tournament &t, int startNumber)
{
    const Player *p = t.player(startNumber);
    if (!p)
        return noSuchPlayer(startNumber);
    // Seats come before results, so a player without seats has no result either.
    for (const auto &round : t.rounds)
        for (const auto &tb : round.tables)
            if (seatedAt(tb, startNumber))
                return no(p->name + " is al ingedeeld in " + roundWords(round.number) +
                          " en kan niet meer verwijderd worden; trek de speler terug.");
    return std::nullopt;
}

Result<PlayerChange> checkInOrOut(const Tournament &t, int startNumber, bool present)
{
    const Player *p = t.player(startNumber);
    if (!p)
        return noSuchPlayer(startNumber);
    if (p->present == present)
        return no(p->name + (present ? " is al aanwezig." : " staat al op niet aanwezig."));
    PlayerChange change;
    change.player = *p;
    change.player.present = present;
    if (!present)
        for (const auto &r : t.rounds)
            for (const auto &tb : r.tables)
                if (seatedAt(tb, startNumber) && !t.game(r.number, tb.number, 1))
                    change.warnings.push_back(stillSeated(p->name, r.number, tb.number));
    return change;
}

Result<PlayerChange> withdrawal(const Tournament &t, const std::string &name, int fromRound)
{
    const Player *p = t.playerByName(name);
    if (!p)
        return no("Er is geen speler \"" + name + "\".");
    if (fromRound < 1 || fromRound > t.info.rounds + 1)
        return no("Terugtrekken kan vanaf ronde 1 tot en met " + std::to_string(t.info.rounds + 1) +
                  " (na de laatste ronde: niet in de finale).");
    if (fromRound <= p->joinsFromRound && p->joinsFromRound > 1)
        return no(name + " speelt pas mee vanaf ronde " + std::to_string(p->joinsFromRound) + ".");
    PlayerChange change;
    for (const auto &r : t.rounds) {
        if (r.number < fromRound)
            continue;
        for (const auto &tb : r.tables) {
            if (!seatedAt(tb, p->startNumber))
                continue;
            for (const auto &g : t.games)
                if (g.round == r.number && g.table == tb.number)
                    return no(name + " heeft in " + roundWords(r.number) +
                              " al gespeeld; terugtrekken kan pas vanaf een ronde zonder uitslag.");
            change.warnings.push_back(stillSeated(name, r.number, tb.number));
        }
    }
    change.player = *p;
    change.player.withdrawnFromRound = fromRound;
    return change;
}

Verdict mayJoinLate(const Tournament &t, const Player &p, int joinsFromRound)
{
    if (joinsFromRound < 1 || joinsFromRound > t.info.rounds)
        return no("Ronde " + std::to_string(joinsFromRound) + " bestaat niet.");
    if (p.withdrawnFromRound && *p.withdrawnFromRound <= joinsFromRound)
        return no(p.name + " is teruggetrokken vanaf ronde " + std::to_string(*p.withdrawnFromRound) + ".");
    for (const auto &r : t.rounds)
        if (r.number >= 1 && r.number < joinsFromRound)
            for (const auto &tb : r.tables)
                if (seatedAt(tb, p.startNumber))
                    return no(p.name + " zit al ingedeeld in ronde " + std::to_string(r.number) + " (tafel " +
                              std::to_string(tb.number) + "); pas eerst die indeling aan.");
    return std::nullopt;
}

} // namespace nkb
