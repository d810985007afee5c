#pragma once
// The table draw: five rounds (or any number) of tables of 4 and 3, drawn by a reproducible lot
// so that no two players meet twice where the numbers allow it.
//
// Objectives, in this order:
//   1. repeat meetings: the sum over pairs of max(0, times met - 1), played rounds included;
//   2. (option) players of the same club apart in round 1;
//   3. tables of three in turn: nobody sits at one twice before everybody present has sat at
//      one once (each player's seats at tables of three stay within one of his fair share after
//      every round), which also spreads them as evenly as the numbers allow;
//   4. spread: no pair meets three times when two would do (sum over pairs of max(0, met - 2)).
// Method: a greedy start per round, then a tabu search over all remaining rounds at once
// (Dotu & Van Hentenryck, "Scheduling Social Golfers Locally", CPAIOR 2005): a move swaps two
// players at different tables of one round, one of whom is in a conflict; it stops on a fixed
// amount of work, never on a clock, so the same request gives the same tables everywhere.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace nkb::draw {

// Stored with every drawn round together with the seed, so a director can show how the lot fell.
// Raise it whenever the same request could give other tables.
constexpr int kDrawAlgorithmVersion = 2; // 2: tables of three in turn

// The most players one draw seats: the search keeps a table of pair counts of players^2 bytes.
// A tournament admits no more than this (its own limit says so, and a test holds the two equal).
constexpr int kMaxPlayers = 5000;

using PlayerId = int;
using Table = std::vector<PlayerId>; // seats, clockwise
using Round = std::vector<Table>;    // tables 1..n

struct DrawOptions {
    // Keep players of the same club apart in round 1 (only when round 1 is still to be drawn).
    // Players without an entry have no club.
    std::map<PlayerId, std::string> clubs;
    // A round already published but not yet played (DrawRequest::published) stays as it is.
    // When false the published round is drawn again with the rest.
    bool keepPublished{true};
    // Amount of search work (seat-swap evaluations); 0 means the default. The result depends on
    // it, so keep the default for real draws.
    std::uint64_t effort{0};
};

struct DrawRequest {
    int rounds{5};             // rounds in the tournament
    std::vector<Round> played; // rounds 1..k already played: they stay unchanged
    // Players present in each round still to be drawn: presentPerRound[i] is round k+1+i.
    // Its size must be rounds - played.size().
    std::vector<std::vector<PlayerId>> presentPerRound;
    // Round k+1 as published, if it was (see DrawOptions::keepPublished).
    std::optional<Round> published;
    std::uint64_t seed{0};
    DrawOptions options;

    // The usual request: the same players in every remaining round.
    static DrawRequest samePlayers(const std::vector<PlayerId> &players, int rounds, std::uint64_t seed,
                                   std::vector<Round> played = {});
    // A round drawn anew (by the director, or again with a late entry): the rounds before it
    // fixed, the round itself not kept as published, the clubs kept apart as given.
    static DrawRequest anew(int rounds, std::vector<Round> played, std::vector<std::vector<PlayerId>> presentPerRound,
                            std::map<PlayerId, std::string> clubs, std::uint64_t seed);
};

// Two players who meet again; `times` counts their meetings up to and including this round.
struct RepeatMeeting {
    PlayerId a{0};
    PlayerId b{0};
    int times{0};
    friend bool operator==(const RepeatMeeting &, const RepeatMeeting &) = default;
};

// For the director, per round.
struct RoundReport {
    int round{0};                             // 1-based
    bool drawn{false};                        // false for a played (fixed) or kept published round
    int players{0};                           // players seated this round
    std::vector<RepeatMeeting> repeats;       // pairs that already met in an earlier round
    std::vector<PlayerId> threeSeats;         // players at a table of 3 this round
    std::vector<PlayerId> threeSeatsRepeated; // of those, who already sat at a table of 3 before
    // Of those, who sat at a table of 3 more often than a player present this round who does not
    // sit at one (out of turn).
    std::vector<PlayerId> threeSeatsEarly;
    int knownMinimum{0};                      // known minimum total of repeats for this N (see below)
};

struct DrawResult {
    std::vector<Round> rounds; // all rounds: the played ones first, unchanged
    int repeats{0};            // sum over pairs of max(0, met - 1)
    int threeSeatsRepeated{0}; // sum over players of max(0, seats at a table of 3 - 1)
    int threeSeatsEarly{0};    // seats at a table of 3 taken out of turn (RoundReport::threeSeatsEarly)
    int spread{0};             // sum over pairs of max(0, met - 2)
    int clubMeetingsRound1{0}; // same-club pairs at one table in round 1 (when clubs given)
    std::vector<RoundReport> reports;
    std::uint64_t seed{0};
    int algorithmVersion{kDrawAlgorithmVersion};
    std::uint64_t iterations{0}; // search moves made (for the benchmark)
};

struct DrawError {
    std::string message; // Dutch, for the director
};

// A DrawResult or a DrawError (no std::expected in g++ 12).
class DrawOutcome {
  public:
    DrawOutcome(DrawResult r) : m_v(std::move(r)) {} // NOLINT(google-explicit-constructor)
    DrawOutcome(DrawError e) : m_v(std::move(e)) {}  // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const DrawResult &value() const & { return std::get<0>(m_v); }
    [[nodiscard]] DrawResult &&value() && { return std::get<0>(std::move(m_v)); }
    [[nodiscard]] const DrawResult *operator->() const { return &value(); }
    [[nodiscard]] const std::string &error() const { return std::get<1>(m_v).message; }

  private:
    std::variant<DrawResult, DrawError> m_v;
};

// Plans every remaining round. Never throws on bad input: it returns a DrawError in Dutch.
[[nodiscard]] DrawOutcome planDraw(const DrawRequest &request);

// Table sizes for n players: as many tables of 4 as possible, the rest of 3
// (n mod 4 = 1: three tables of 3, 2: two, 3: one). Empty when n players cannot be seated
// that way (n < 3, or n = 5).
[[nodiscard]] std::vector<int> tableSizes(int players);

// The known minimum total of repeat meetings for `players` players over `rounds` rounds
// (all drawn, same players throughout). For 5 rounds: 32 for 8 players, 9 for 9, 15 for 10,
// 20 for 11, 24 for 12 (proved by counting), 3 for 13 and 2 for 14 (best found), 0 from 15 up.
// Otherwise the counting bound: meetings at the tables minus pairs of players (at least 0).
[[nodiscard]] int knownMinimumRepeats(int players, int rounds);

// Counts and reports for a given schedule (no drawing): what planDraw puts in its result.
// `drawnFrom` is the first round (0-based) that counts as drawn in the reports.
// `clubs` as in DrawOptions, for clubMeetingsRound1.
[[nodiscard]] DrawResult evaluateSchedule(const std::vector<Round> &rounds, int totalRounds,
                                          std::size_t drawnFrom = 0,
                                          const std::map<PlayerId, std::string> &clubs = {});

} // namespace nkb::draw
