#pragma once
// The round clock: the director starts a round with a duration, the projector and the phones show
// the time left. Only the start, the pauses and the adjustments are stored (Tournament::clocks), never
// the time left itself: every station and every restarted program computes it from them and its own
// "now", so all show the same clock without writing every second. Plain C++, no Qt.
#include <cstdint>
#include <optional>
#include <string>

namespace nkb {

struct Tournament; // tournament.h, which holds the clocks

// The clock of one round as stored. Times are Unix seconds UTC in the tournament's time (the
// server's on PostgreSQL, the computer's for a file: TournamentStore::clockNow).
struct RoundClock {
    int round{0};
    std::int64_t startedAt{0};
    int durationSeconds{0};               // as started, plus or minus every adjustment
    std::optional<std::int64_t> pausedAt; // while paused: since when
    int pausedSeconds{0};                 // the pauses that ended, added up
    friend bool operator==(const RoundClock &, const RoundClock &) = default;
};

enum class ClockState {
    NotStarted, // no round started yet
    Running,
    Warning, // 10 minutes or less left (kClockWarningSeconds)
    Paused,
    Time, // the time is up ("Tijd!")
    Done, // every game of the clock's round is stored: the clock stops ("afgelopen")
};

// A round's clock warns from this many seconds left.
inline constexpr int kClockWarningSeconds = 600;
// The duration of a round when the settings say nothing (TournamentInfo::roundMinutes), and the
// bounds a setting or a start may take.
inline constexpr int kDefaultRoundMinutes = 45;
inline constexpr int kMinRoundMinutes = 1;
inline constexpr int kMaxRoundMinutes = 480;

struct ClockView {
    int round{0};
    ClockState state{ClockState::NotStarted};
    int remainingSeconds{0}; // never below 0
    int durationSeconds{0};
    friend bool operator==(const ClockView &, const ClockView &) = default;
};

// The clock at `now` of one stored clock.
[[nodiscard]] ClockView clockAt(const RoundClock &clock, std::int64_t nowUnixSeconds);
// The clock of the round being played: the one started last (the highest round on a tie);
// NotStarted when no round was started; Done once every game of that round is stored (the final's
// clock stops with its last game).
[[nodiscard]] ClockView clockAt(const Tournament &t, std::int64_t nowUnixSeconds);
// The clock of one round at `now`: NotStarted when it was not started, Done once every game of
// that round is stored.
[[nodiscard]] ClockView clockOfRoundAt(const Tournament &t, int round, std::int64_t nowUnixSeconds);
// Every game of `round` is stored (the final: its one table).
[[nodiscard]] bool roundPlayed(const Tournament &t, int round);
// That clock as stored, or nullptr.
[[nodiscard]] const RoundClock *currentClock(const Tournament &t);
// The clock of one round as stored, or nullptr.
[[nodiscard]] const RoundClock *clockOf(const Tournament &t, int round);

// Time left as a clock shows it: "12:05", "1:02:03", "0:00" (negative counts as 0).
[[nodiscard]] std::string clockText(int remainingSeconds);
// The state in a word for JSON and the web: "niet gestart", "loopt", "waarschuwing", "gepauzeerd", "tijd".
[[nodiscard]] std::string clockStateKey(ClockState state);
// One line in Dutch: "Ronde 3: nog 12:05", "Ronde 3: gepauzeerd, nog 12:05", "Ronde 3: tijd!",
// "Geen ronde gestart".
[[nodiscard]] std::string clockLine(const ClockView &view);

} // namespace nkb
