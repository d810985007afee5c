// Results: which game may be entered with what, and the lot across the final cut.
#include "tournament/decisions.h"
#include "tournament/outcome.h"
#include "tournament/progress.h"

#include <algorithm>

namespace nkb {

namespace {

RuleError no(std::string message, int rule = 0) { return RuleError{rule, std::move(message)}; }

} // namespace

Result<GameSeats> seatsForGame(const Tournament &t, const GameRef &ref)
{
    const bool final = ref.round == kFinalRound;
    if (!final && (ref.round < 1 || ref.round > t.info.rounds))
        return no("Ronde " + std::to_string(ref.round) + " bestaat niet (dit toernooi heeft " +
                  std::to_string(t.info.rounds) + " ronden).");
    const int games = final ? t.info.finalGames : t.info.gamesPerRound;
    if (ref.game < 1 || ref.game > games)
        return no("Spel " + std::to_string(ref.game) + " bestaat niet; aan een tafel worden " +
                      std::to_string(games) + " spellen gespeeld (R60).",
                  final ? 0 : 60);
    GameSeats out;
    if (final) {
        if (ref.table != 1)
            return no("De finale is één tafel (tafel 1).");
        // R61: the final follows the last round.
        if (!qualifyingComplete(t))
            return no("De finale kan pas ingevoerd worden als alle ronden gespeeld zijn: " + qualifyingMissing(t) +
                          ".",
                      61);
        const Round *fr = t.round(kFinalRound);
        if (fr && !fr->tables.empty()) {
            out.seats = fr->tables.front().seats;
            return out;
        }
        const FinalistsView view = computeFinalists(t);
        if (view.undecided())
            return no("De finalisten staan nog niet vast: gelijke stand op plaats " + std::to_string(view.tie->rank) +
                          " (" + playerList(t, view.tie->players) + "); trek eerst het lot.",
                      60);
        if (view.finalists.size() < static_cast<std::size_t>(kFinalists) && view.finalists.size() < 3)
            return no("Er zijn te weinig spelers voor een finale.");
        // R61: the final table is seated with the finalists the moment its first game is entered.
        out.seats = view.finalists;
        out.seatFinal = true;
        return out;
    }
    const Round *r = t.round(ref.round);
    if (!r || r->tables.empty())
        return no("Ronde " + std::to_string(ref.round) + " is nog niet ingedeeld.");
    for (const auto &tb : r->tables)
        if (tb.number == ref.table)
            out.seats = tb.seats;
    if (out.seats.empty())
        return no("Ronde " + std::to_string(ref.round) + " heeft geen tafel " + std::to_string(ref.table) +
                  " (tafels 1 tot en met " + std::to_string(r->tables.size()) + ").");
    return out;
}

Verdict mayEnterGame(const Tournament &t, const std::vector<int> &seats, const GameEntry &entry)
{
    if (entry.finished) {
        if (entry.pointsPerSeat.size() != seats.size())
            return no("Een uitslag geeft de punten van alle " + std::to_string(seats.size()) + " spelers aan tafel (" +
                      playerList(t, seats) + ").");
        // R54–R57: the points must be what one game can give.
        if (auto v = checkPointsOutcome(entry.pointsPerSeat, t.info))
            return no(v->message, v->rule);
    } else {
        if (!entry.pointsPerSeat.empty())
            return no("Een spel dat nog niet af is heeft nog geen punten.");
        if (!entry.giftenJson)
            return no("Een spel dat nog niet af is, wordt met zijn giften ingevoerd.");
    }
    return std::nullopt;
}

Result<std::vector<int>> pointsBySeat(const Tournament &t, const GameRef &ref, const std::vector<int> &seats,
                                      const std::vector<std::pair<std::string, int>> &pointsByName)
{
    std::vector<int> points(seats.size(), -1);
    for (const auto &[name, value] : pointsByName) {
        const Player *p = nullptr;
        for (const auto &candidate : t.players)
            if (candidate.name == name && std::find(seats.begin(), seats.end(), candidate.startNumber) != seats.end())
                p = &candidate;
        if (!p)
            return no(name + " zit niet aan deze tafel (" + gameLabel(ref) + ": " + playerList(t, seats) + ").");
        auto &slot =
            points[static_cast<std::size_t>(std::find(seats.begin(), seats.end(), p->startNumber) - seats.begin())];
        if (slot != -1)
            return no(name + " staat twee keer in de uitslag.");
        slot = value;
    }
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (points[i] == -1)
            return no("De punten van " + playerList(t, {seats[i]}) + " ontbreken (" + gameLabel(ref) + ": " +
                      playerList(t, seats) + ").");
    return points;
}

std::string takenElsewhereWords(const GameRef &ref, const GameResult &prev, const std::string &localTime)
{
    std::string what = ref.round == kFinalRound ? "Finale" : "Tafel " + std::to_string(ref.table);
    what += ", spel " + std::to_string(ref.game) + ": " + (prev.finished ? "ingevoerd" : "wordt ingevoerd") +
            " door station " + (prev.station.empty() ? std::string("(onbekend)") : prev.station);
    if (!localTime.empty())
        what += " om " + localTime;
    if (prev.finished) {
        what += " (";
        for (std::size_t i = 0; i < prev.points.size(); ++i)
            what += (i ? "/" : "") + std::to_string(prev.points[i]);
        what += ")";
    }
    return what + ". Vergelijk met het scoreblad; vervang het alleen als dat zo bedoeld is.";
}

Result<FinalistsView> finalLotTie(const Tournament &t)
{
    // R61: the four highest after the last round; before that nobody's place is sure.
    if (!qualifyingComplete(t))
        return no("De loting om de finaleplaatsen kan pas als alle ronden gespeeld zijn: " + qualifyingMissing(t) +
                      ".",
                  61);
    FinalistsView view = computeFinalists(t);
    if (!view.tie)
        return no("Er is geen gelijke stand over de finaleplaatsen; er valt niets te loten.", 60);
    if (view.lot)
        return no("Deze gelijke stand is al door loting beslist (zaad " + std::to_string(view.lot->seed) + ").", 60);
    if (t.round(kFinalRound))
        return no("De finale is al begonnen.");
    return view;
}

} // namespace nkb
