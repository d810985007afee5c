// The final's table follows its finalists (R61): seated the moment they are known, and again when
// a lot or a correction changes them, until the final's first game; from then on nothing moves it.
// Settled inside every change's transaction, just before its audit entry, so that the seating is
// one change with what caused it and is undone with it. Before this the final was seated only by
// its first game: its sheet, its table code and its clock waited for a gift, and taking that gift
// back un-seated it again.
#include "store/storeimpl.h"

#include "tournament/decisions.h"
#include "tournament/progress.h"
#include "tournament/standings.h"

namespace nkb {

namespace {

// The final stores only its one table of at least three finalists.
std::vector<int> finalistsNow(const Tournament &t)
{
    if (!qualifyingComplete(t))
        return {};
    const FinalistsView view = computeFinalists(t);
    if (view.undecided() || view.finalists.size() < 3)
        return {};
    return view.finalists;
}

} // namespace

std::string TournamentStore::Impl::settleFinal(std::optional<json> &inverse)
{
    if (!hasTournament())
        return {};
    const bool seated = scalar("SELECT COUNT(*) FROM rounds WHERE number = ?", {kFinalRound}).toInt() > 0;
    if (seated && scalar("SELECT COUNT(*) FROM games WHERE round = ?", {kFinalRound}).toInt() > 0)
        return {}; // the final has begun: its table stays as it is
    if (!seated) {
        // Cheap first: is every game of every qualifying round counted? (The whole tournament is
        // read only then, so an ordinary game of rounds 1 to 5 costs two counts more.)
        QSqlQuery q = exec(
            "SELECT t.rounds, t.games_per_round, "
            "(SELECT COUNT(*) FROM rounds WHERE number BETWEEN 1 AND t.rounds), "
            "(SELECT COUNT(*) FROM (SELECT DISTINCT round, table_number FROM seats "
            "WHERE round BETWEEN 1 AND t.rounds) AS seated_tables), "
            "(SELECT COUNT(*) FROM games WHERE finished = 1 AND round BETWEEN 1 AND t.rounds "
            "AND game BETWEEN 1 AND t.games_per_round) FROM tournament t");
        if (!q.next())
            return {};
        const long long rounds = q.value(0).toLongLong(), games = q.value(1).toLongLong();
        const long long drawn = q.value(2).toLongLong(), tables = q.value(3).toLongLong();
        if (drawn < rounds || tables == 0 || q.value(4).toLongLong() < tables * games)
            return {};
    }
    const Tournament t = load();
    const std::vector<int> want = finalistsNow(t);
    const Round *final = t.round(kFinalRound);
    const std::vector<int> have = final && !final->tables.empty() ? final->tables.front().seats : std::vector<int>{};
    if (want == have)
        return {};
    if (inverse) {
        inverse->push_back(snapshot("rounds", {{"number", kFinalRound}}));
        inverse->push_back(snapshot("seats", {{"round", kFinalRound}}));
    }
    exec("DELETE FROM rounds WHERE number = ?", {kFinalRound});
    if (want.empty())
        return "de finale is niet meer ingedeeld (de finalisten staan niet meer vast)";
    insertRound(Round{kFinalRound, {Table{1, want}}, std::nullopt, "finale"});
    return std::string(have.empty() ? "finale ingedeeld: " : "finale opnieuw ingedeeld: ") + playerList(t, want);
}

} // namespace nkb
