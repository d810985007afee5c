// Seating: which seatings of a round may be stored, and where a late entry goes.
#include "tournament/decisions.h"

#include <algorithm>

namespace nkb {

namespace {

RuleError no(std::string message) { return RuleError{0, std::move(message)}; }

} // namespace

bool seatedIn(const Tournament &t, int round, int startNumber)
{
    if (const Round *r = t.round(round))
        for (const auto &tb : r->tables)
            if (std::find(tb.seats.begin(), tb.seats.end(), startNumber) != tb.seats.end())
                return true;
    return false;
}

Verdict maySeat(const Tournament &t, int round, const std::vector<Table> &tables, bool roundHasFirstEntries)
{
    if (round < 1 || round > t.info.rounds)
        return no("Ronde " + std::to_string(round) + " bestaat niet (dit toernooi heeft " +
                  std::to_string(t.info.rounds) + " ronden).");
    for (const auto &g : t.games)
        if (g.round == round)
            return no("Ronde " + std::to_string(round) +
                      " heeft al uitslagen; een gespeelde ronde wordt niet opnieuw ingedeeld (maak "
                      "de uitslagen eerst ongedaan).");
    if (roundHasFirstEntries)
        return no("Ronde " + std::to_string(round) +
                  " heeft al eerste invoeren (dubbele invoer); een gespeelde ronde wordt niet opnieuw "
                  "ingedeeld (maak die invoeren eerst ongedaan).");
    if (tables.empty())
        return no("De indeling is leeg.");
    std::set<int> seen;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const Table &tb = tables[i];
        if (tb.number != static_cast<int>(i) + 1)
            return no("De tafels moeten 1 tot en met " + std::to_string(tables.size()) + " genummerd zijn (tafel " +
                      std::to_string(i + 1) + " ontbreekt).");
        if (tb.seats.size() < 3 || tb.seats.size() > 4)
            return no("Tafel " + std::to_string(tb.number) + " heeft " + std::to_string(tb.seats.size()) +
                      " spelers; een tafel heeft er 3 of 4.");
        for (int sn : tb.seats) {
            const Player *p = t.player(sn);
            if (!p)
                return no("Tafel " + std::to_string(tb.number) + ": startnummer " + std::to_string(sn) +
                          " bestaat niet.");
            if (!seen.insert(sn).second)
                return no(p->name + " zit twee keer in de indeling van ronde " + std::to_string(round) + ".");
            // Checked out at the door: not seated in a round seated after the mark; a seat he
            // already had in this round stays (a swap of others does not throw him out).
            if (!p->present && !seatedIn(t, round, sn))
                return no(p->name + " is niet aanwezig; vink hem eerst aanwezig.");
            if (!p->presentIn(round)) {
                if (round < p->joinsFromRound)
                    return no(p->name + " speelt pas mee vanaf ronde " + std::to_string(p->joinsFromRound) + ".");
                return no(p->name + " is teruggetrokken vanaf ronde " + std::to_string(*p->withdrawnFromRound) +
                          ".");
            }
        }
    }
    return std::nullopt;
}

Result<RoundDrawInput> roundDrawInput(const Tournament &t, int round)
{
    RoundDrawInput in;
    for (int before = 1; before < round; ++before) {
        const Round *seated = t.round(before);
        if (!seated || seated->tables.empty())
            return no("Ronde " + std::to_string(before) + " is nog niet ingedeeld; deel eerst die ronde in.");
        std::vector<std::vector<int>> fixed;
        for (const Table &tb : seated->tables)
            fixed.push_back(tb.seats);
        in.played.push_back(std::move(fixed));
    }
    // Checked-in players only: a player ticked absent is left out of every round drawn after the
    // mark (seats already made stay; see maySeat).
    for (int later = round; later <= t.info.rounds; ++later) {
        std::vector<int> present;
        for (const Player &p : t.players)
            if (p.present && p.presentIn(later))
                present.push_back(p.startNumber);
        in.presentPerRound.push_back(std::move(present));
    }
    if (in.presentPerRound.empty() || in.presentPerRound.front().size() < 3)
        return no("Er zijn te weinig spelers aanwezig in ronde " + std::to_string(round) +
                  " om tafels te vormen (minstens drie).");
    if (round == 1)
        for (const Player &p : t.players)
            if (!p.club.empty())
                in.clubs[p.startNumber] = p.club;
    return in;
}

LateSeat placeLateEntry(const Tournament &t, const Player &p, const std::set<int> &started)
{
    const int r = p.joinsFromRound;
    const Round *round = t.round(r);
    if (!round || round->tables.empty())
        return {LateSeat::Kind::RoundNotDrawn, 0,
                "ronde " + std::to_string(r) + " is nog niet ingedeeld en wordt met deze speler erbij geloot."};
    if (seatedIn(t, r, p.startNumber))
        return {LateSeat::Kind::AlreadySeated, 0, "al ingedeeld in ronde " + std::to_string(r) + "."};
    for (const Table &tb : round->tables) {
        if (tb.seats.size() != 3 || started.count(tb.number))
            continue;
        return {LateSeat::Kind::TableOfThree, tb.number,
                "aan tafel " + std::to_string(tb.number) +
                    " (een tafel van drie, die er nu vier heeft); de rest van de indeling blijft."};
    }
    if (started.empty())
        return {LateSeat::Kind::Redraw, 0, {}};
    return lateSeatWithoutRedraw(t, p, true);
}

LateSeat lateSeatWithoutRedraw(const Tournament &t, const Player &p, bool roundStarted)
{
    const int r = p.joinsFromRound;
    const std::string why = "ronde " + std::to_string(r) +
                            (roundStarted ? " heeft al uitslagen en geen vrije tafel van drie"
                                          : " kon niet opnieuw geloot worden met deze speler erbij");
    if (r < t.info.rounds)
        return {LateSeat::Kind::NextRound, 0, why + ", dus de speler begint in ronde " + std::to_string(r + 1) + "."};
    return {LateSeat::Kind::NotAtAll, 0,
            why + ", en het is de laatste ronde: de speler staat op de lijst maar speelt niet meer mee."};
}

std::string redrawnWords(int round, std::uint64_t seed, int table)
{
    return "ronde " + std::to_string(round) + " had nog geen uitslagen en is opnieuw geloot met deze speler erbij (zaad " +
           std::to_string(seed) + "): aan tafel " + std::to_string(table) +
           ". Druk de indeling van ronde " + std::to_string(round) + " opnieuw af.";
}

} // namespace nkb
