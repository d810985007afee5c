#pragma once
// What may change in a tournament, and the Dutch refusal with its rule when not: plain functions
// over the tournament's data, called by the store before it writes (the store writes only rows
// and the audit entry). Each gives nullopt (or the value) when allowed, else a RuleError whose
// message is the whole sentence for the director, without a "Regel N:" prefix, and whose rule is
// the reglement's number when one rule refuses it (0 for bad input).
#include "rules/ruleerror.h"
#include "rules/ruleset.h"
#include "tournament/entries.h"
#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nkb {

// --- words the refusals share ---
// "ronde 3", or "de finale".
[[nodiscard]] std::string roundWords(int round);
// The players' names (or "#N" for an unknown start number), comma separated.
[[nodiscard]] std::string playerList(const Tournament &t, const std::vector<int> &seats);
// "ronde 2 tafel 3 spel 1", or "finale spel 2".
[[nodiscard]] std::string gameLabel(const GameRef &ref);
[[nodiscard]] RuleError noSuchPlayer(int startNumber);

// --- players ---
// Adding a player (also a walk-in's late entry). sameName: the player who already has this name
// (the store compares names in Unicode normal form), or nullptr.
[[nodiscard]] Verdict mayAddPlayer(const Tournament &t, const NewPlayer &np, const Player *sameName);
// Correcting a player's name, club or categories to `after` (its name in normal form). sameName:
// another player who has that name already, or nullptr.
[[nodiscard]] Verdict mayEditPlayer(const Tournament &t, int startNumber, const NewPlayer &changes,
                                    const Player *sameName);
[[nodiscard]] Verdict mayChangePlayerTo(const Player &before, const Player &after);
// Only a player who never had a seat may be removed; one who did is withdrawn instead.
[[nodiscard]] Verdict mayRemovePlayer(const Tournament &t, int startNumber);
// Check-in or check-out at the door; the change carries a warning for every seat he still has in
// a round whose table has not started.
[[nodiscard]] Result<PlayerChange> checkInOrOut(const Tournament &t, int startNumber, bool present);
// Withdrawal from `fromRound` on (rounds + 1: after the last round, not in the final); warnings
// for the seats he still has from that round on.
[[nodiscard]] Result<PlayerChange> withdrawal(const Tournament &t, const std::string &name, int fromRound);
// A known player who joins from a later round: not withdrawn by then, no seat before it.
[[nodiscard]] Verdict mayJoinLate(const Tournament &t, const Player &p, int joinsFromRound);

// --- players carried over from another tournament's file ("spelers van vorig jaar") ---
// Whether `from`, a player of another tournament, is taken over into t as a new player, and if not
// why: his person id is here already ("staat er al: nr. 12"); a player of his name is here
// (`sameName`, found by the store in Unicode normal form) who is not known to be the same person:
// one tournament cannot hold two players of one name, and a name is never taken for a person, so
// he is not merged with him either (a warning); his person id is not one the program gives, or his
// name, club or categories do not fit (a hand-edited file).
[[nodiscard]] CarryCandidate carryCandidate(const Tournament &t, const Player &from, const Player *sameName);

// --- seating ---
// A seating of `round`: the round exists and has no results nor first entries (double entry),
// tables numbered 1..n of three or four, every player known, once, present and playing then.
[[nodiscard]] Verdict maySeat(const Tournament &t, int round, const std::vector<Table> &tables,
                              bool roundHasFirstEntries);
[[nodiscard]] bool seatedIn(const Tournament &t, int round, int startNumber);

// Where a late entry into round p.joinsFromRound goes when that round is drawn already (the
// round's tables that have a result or a first entry are `started`): at a table of three that has
// not started (nobody else moves); else, when the round has not started at all, the round is
// drawn again with him; else he starts the round after (or, in the last round, cannot play).
struct LateSeat {
    enum class Kind { RoundNotDrawn, AlreadySeated, TableOfThree, Redraw, NextRound, NotAtAll };
    Kind kind{Kind::RoundNotDrawn};
    int table{0}; // TableOfThree: his table
    // The sentence both faces show after "N Naam speelt mee vanaf ronde R: " (Redraw: empty,
    // the redraw says it; NextRound and NotAtAll: also when the redraw failed, lateSeatAfterRedraw).
    std::string words;
};
[[nodiscard]] LateSeat placeLateEntry(const Tournament &t, const Player &p, const std::set<int> &started);
// A redraw that could not be made: he starts in the next round (or, in the last, not at all).
[[nodiscard]] LateSeat lateSeatWithoutRedraw(const Tournament &t, const Player &p, bool roundStarted);
[[nodiscard]] std::string redrawnWords(int round, std::uint64_t seed, int table);

// --- drawing a round ---
// What a draw of `round` seats, around what: the rounds before it as they stand (each must be
// seated), the players checked in and playing in each round from it on, and in round 1 their
// clubs, kept apart. Refused: a round before it not seated, fewer than three players present.
struct RoundDrawInput {
    std::vector<std::vector<std::vector<int>>> played; // rounds 1..round-1: tables of start numbers
    std::vector<std::vector<int>> presentPerRound;      // rounds round..rounds
    std::map<int, std::string> clubs;                   // round 1 only
};
[[nodiscard]] Result<RoundDrawInput> roundDrawInput(const Tournament &t, int round);

// --- results ---
// The seats of the game `ref` is, or why it cannot be entered: the round and game exist, the
// round is drawn and has that table; the final (R61) only once qualifying is complete, with its
// table seated or its finalists decided. seatFinal: the final table is seated by this entry.
struct GameSeats {
    std::vector<int> seats;
    bool seatFinal{false};
};
[[nodiscard]] Result<GameSeats> seatsForGame(const Tournament &t, const GameRef &ref);
// What is entered fits the table: all the points, reachable by one game (R54–R57), or an
// unfinished game with its gifts and without points.
[[nodiscard]] Verdict mayEnterGame(const Tournament &t, const std::vector<int> &seats, const GameEntry &entry);
// A paper result by names: every player of the table once, nobody else; the points in seat order.
[[nodiscard]] Result<std::vector<int>>
pointsBySeat(const Tournament &t, const GameRef &ref, const std::vector<int> &seats,
             const std::vector<std::pair<std::string, int>> &pointsByName);
// Another station's entry of this game: who and when (`localTime`, "HH:mm", may be empty), what
// it stored, so the referee can compare before choosing to replace it.
[[nodiscard]] std::string takenElsewhereWords(const GameRef &ref, const GameResult &prev,
                                              const std::string &localTime);
// R61: the lot over the final places, only after the last round, for a tie not yet drawn, and
// before the final has begun. Gives the finalists as they stand, with the tie to draw.
[[nodiscard]] Result<FinalistsView> finalLotTie(const Tournament &t);

// --- the rule set ---
// Changing the tournament's rule set to the one named (RuleSet::fromName, in any spelling it
// takes): a known name, another rule set than it has, and only while no result is stored: no
// game (also one in progress) and no first entry of double entry (`firstEntries`), since those
// were judged under the rule set they were entered under. Gives the new rule set, whose name() is
// what is stored. Undoing a change of the rule set asks the same.
[[nodiscard]] Result<RuleSet> rulesChange(const Tournament &t, std::string_view name, std::size_t firstEntries);

} // namespace nkb
