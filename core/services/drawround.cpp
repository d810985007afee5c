#include "services/drawround.h"

#include "store/tournamentstore.h"
#include "tournament/decisions.h"
#include "tournament/limits.h"

#include <algorithm>
#include <map>
#include <random>

namespace nkb {

std::uint64_t freshSeed()
{
    std::random_device rd;
    // Keep seeds below 2^53 so they survive every JSON reader unchanged.
    const std::uint64_t hi = rd();
    const std::uint64_t lo = rd();
    return ((hi << 32) | lo) & ((std::uint64_t{1} << 53) - 1);
}

StoreResult<DrawnRound> drawRound(TournamentStore &store, int round, std::optional<std::uint64_t> seed)
{
    auto loaded = store.load();
    if (!loaded)
        return loaded.error();
    const Tournament &t = *loaded;
    // A file edited by hand may hold rounds = 1000000000: the draw over all rounds would never end.
    if (auto e = checkInfoBounds(t.info))
        return refused("Het toernooibestand klopt niet: " + *e);
    if (round < 1 || round > t.info.rounds)
        return refused("Ronde " + std::to_string(round) + " bestaat niet; het toernooi heeft " +
                       std::to_string(t.info.rounds) + " ronden.");
    for (const GameResult &g : t.games)
        if (g.round == round)
            return refused("Ronde " + std::to_string(round) +
                           " heeft al uitslagen en kan niet opnieuw worden ingedeeld.");

    // The rounds before this one are played or published: they stay as they are.
    auto input = roundDrawInput(t, round);
    if (!input)
        return refused(input.error().message);
    draw::DrawRequest request =
        draw::DrawRequest::anew(t.info.rounds, std::move(input.value().played), std::move(input.value().presentPerRound),
                                std::move(input.value().clubs), seed ? *seed : freshSeed());
    const draw::DrawOutcome outcome = draw::planDraw(request);
    if (!outcome)
        return refused(outcome.error());
    const draw::DrawResult &plan = outcome.value();
    const draw::Round &drawn = plan.rounds.at(static_cast<std::size_t>(round - 1));

    DrawnRound result;
    result.round = round;
    result.seed = request.seed;
    result.algorithmVersion = plan.algorithmVersion;
    result.plannedRepeatsTotal = plan.repeats;
    for (std::size_t i = 0; i < drawn.size(); ++i)
        result.tables.push_back(Table{static_cast<int>(i) + 1, drawn[i]});

    auto stored = store.storeDrawnRound(round, result.tables, request.seed, std::to_string(plan.algorithmVersion));
    if (!stored)
        return stored.error();

    auto nameOf = [&t](int startNumber) {
        const Player *p = t.player(startNumber);
        return p ? p->name : "#" + std::to_string(startNumber);
    };
    // The report of this round, over the schedule as it now stands (played rounds + this one).
    std::vector<draw::Round> upToNow(plan.rounds.begin(), plan.rounds.begin() + round);
    const draw::DrawResult now = draw::evaluateSchedule(upToNow, t.info.rounds, static_cast<std::size_t>(round - 1));
    if (!now.reports.empty()) {
        const draw::RoundReport &report = now.reports.back();
        for (const draw::RepeatMeeting &m : report.repeats)
            result.repeats.push_back(NamedRepeat{nameOf(m.a), nameOf(m.b), m.times});
        for (const int p : report.threeSeats)
            result.threeSeats.push_back(nameOf(p));
        for (const int p : report.threeSeatsRepeated)
            result.threeSeatsRepeated.push_back(nameOf(p));
        for (const int p : report.threeSeatsEarly)
            result.threeSeatsEarly.push_back(nameOf(p));
    }
    result.knownMinimum = draw::knownMinimumRepeats(static_cast<int>(request.presentPerRound.front().size()),
                                                    t.info.rounds);
    return result;
}

} // namespace nkb
