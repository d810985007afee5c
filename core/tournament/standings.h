#pragma once
// The klassement (R60), the final cut with its lot, and the final's own ranking (R61).
#include "tournament/tournament.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nkb {

// What a player scored: the R60 ladder plus the counts shown beside it. R60 counts places ("het
// aantal gewonnen spellen (10-punten) en vervolgens het aantal tweede plaatsen, enzovoort"): a
// first place counts as a 10 also where a table of three gives it other points (threescoring.h).
struct Ladder {
    int points{0};
    int tens{0};   // first places
    int eights{0}; // second places
    int fours{0};  // third places
    int ones{0};   // fourth places
    int zeros{0};  // erin
    int games{0};  // finished games played
    // place: 1..4, or 0 for erin (placeOfPoints).
    void add(int gamePoints, int place);
    friend bool operator==(const Ladder &, const Ladder &) = default;
};

// R60: total points, then the number of 10s, then 8s, then 4s, then 1s. True when a ranks
// strictly before b; players for whom neither ranks before the other are level.
[[nodiscard]] bool ladderBefore(const Ladder &a, const Ladder &b);
[[nodiscard]] bool ladderLevel(const Ladder &a, const Ladder &b);

struct StandingRow {
    int rank{0}; // 1-based; players still level share the rank (R60)
    bool sharedRank{false};
    int startNumber{0};
    std::string name;
    std::string club;
    Ladder ladder;
    bool withdrawn{false};
    bool tieAtCut{false}; // level with others across the final cut: a lot decides (R60, R61)
};

struct StandingsOptions {
    std::optional<int> afterRound;       // only qualifying rounds 1..afterRound; all when empty
    std::optional<std::string> category; // rank only the players with this tag
};

// Every player (withdrawn players keep their points and rank), best first; level players in
// start-number order. The final's games do not count here.
[[nodiscard]] std::vector<StandingRow> computeStandings(const Tournament &t,
                                                        const StandingsOptions &options = {});

// R61: the number of finalists.
inline constexpr int kFinalists = 4;

// A group of players level across the final cut.
struct CutTie {
    int rank{0};              // their shared rank in the standings
    int places{0};            // how many of them reach the final
    std::vector<int> players; // start numbers, ascending
};

struct FinalistsView {
    std::vector<int> finalists; // start numbers, in qualifying order; complete only when !undecided()
    std::optional<CutTie> tie;  // a tie across the cut, settled or not
    std::optional<Lot> lot;     // the recorded lot that settled it
    [[nodiscard]] bool undecided() const { return tie.has_value() && !lot.has_value(); }
};

// R61: the top four who are not withdrawn, after afterRound (all qualifying rounds by default).
// A tie across the cut is settled by the last recorded lot over exactly the tied players.
[[nodiscard]] FinalistsView computeFinalists(const Tournament &t,
                                             std::optional<int> afterRound = std::nullopt);
// The same over the qualifying standings already computed (computeStandings(t) with neither a
// category nor afterRound): a view that shows both computes the ladders once.
[[nodiscard]] FinalistsView finalistsOf(const Tournament &t, const std::vector<StandingRow> &standings);

// The lot: a reproducible shuffle (nkb::Lot: std::mt19937_64 with our own bounded integer, so the
// same seed gives the same order on every platform). players are sorted ascending before shuffling.
[[nodiscard]] std::vector<int> drawLotOrder(std::vector<int> players, std::uint64_t seed);
struct FinalRow {
    int rank{0}; // shared ("1=") while level on the final's ladder and not settled; 0 (no place,
                 // shown "–") before the final's first game
    bool sharedRank{false};
    int startNumber{0};
    std::string name;
    Ladder ladder;         // over the final's games only
    int qualifyingRank{0}; // rank in the qualifying standings (shown, not a tie-break)
    bool decided{false};   // placed by the director's decision of a tie for the title
};

// The final's seats: the stored final table, else the finalists when decided; empty otherwise.
[[nodiscard]] std::vector<int> finalTablePlayers(const Tournament &t);
// The final's ranking: points in the final, then the R60 ladder over the final's games. Players
// level on all of it share the rank (level players in start-number order), unless the recorded
// FinalDecision settles exactly the tie for first place once every final game is played.
[[nodiscard]] std::vector<FinalRow> computeFinalRanking(const Tournament &t);

} // namespace nkb
