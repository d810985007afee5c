#pragma once
// Entry at the table (docs/table-entry.md): what a table's phone may write, decided beside the
// results desk's entry (gameentry.h). The phone sends the whole game each time, naming the stored
// state it builds on (gameBasis); one store read and one judgement decide:
// - the same game as stored: nothing to do, answered as stored (a write sent again);
// - built on what is stored now, or adding gifts after everything stored: judged and stored;
// - built on an older state and changing or dropping a stored gift (a second tab, a page reloaded
//   on an old look, a write kept offline while another phone went on): refused as a conflict with
//   the game stored now, so the phone shows it and the scorekeeper settles the difference;
// - taking back or changing a stored gift: only as an explicit correction, named in the audit;
// - "Spel klaar": only confirmed by a player of another seat than the scorekeeper's (as at
//   Bridgemate's East "JA"), both seats named in the audit.
// A counted game is the desk's to correct. The table's code is the web's business, not this.
#include "gamefile/gamecheck.h"
#include "store/storeresult.h"
#include "tournament/entries.h"

#include <optional>
#include <string>

namespace nkb {

class TournamentStore;

struct TableGameWrite {
    GameRef ref;
    std::string basis;      // the stored state the phone built on (gameBasis; "" for nothing stored)
    std::string giftenJson; // the game's gifts so far, a JSON array as in `game check`
    bool finished{false};   // "Spel klaar": store the result
    bool correction{false}; // the scorekeeper took back or changed a stored gift
    // "Spel klaar" counts only when a player of another seat than the scorekeeper's has checked
    // the places on the phone: the two seats (0-based), named in the audit.
    int keeper{-1};
    int confirmer{-1};
    // The generation of the table's code the phone wrote with: a code withdrawn meanwhile writes
    // nothing (checked inside the store's transaction, so no read of its own).
    int codeGeneration{0};
};

struct TableGameOutcome {
    enum class Kind {
        Stored,        // written now (or the same write was stored before: nothing written twice)
        Conflict,      // built on an older stored state and would change what is stored: `stored*`
        Refused,       // the engine refused a gift (`rule`, `verdict`), or the game is not over
        Counted,       // the game counts already: the desk corrects it
        NotTheTables,  // another station has the game, or the round or game does not take it
        BadGame,       // not a game (unreadable gifts, a game number the round lacks)
        Unreachable,   // the store could not be read or written now: the phone sends it again
        Withdrawn,     // the table's code was withdrawn meanwhile: nothing written
    };
    Kind kind{Kind::Stored};
    std::string message; // Dutch, for the scorekeeper (empty when stored)
    int rule{0};
    // Stored / Refused: the engine's verdict on the write's game. Conflict: on the game stored now.
    std::optional<GameVerdict> verdict;
    // What is stored after the write (Stored, Conflict): its gifts as a JSON array and its basis.
    std::string storedGiften{"[]"};
    std::string storedBasis;
    bool counted{false};          // the game counts now
    bool waitingForSecond{false}; // double entry: the desk types the sheet as the second entry
    long long change{0};          // the audit number of the change that stored it (0: nothing new)
};

// Decides and stores a phone's write for its table (its station "Tafel N", its change key set by
// the caller). Reads the store once (its table, forGame) and judges the game once.
[[nodiscard]] TableGameOutcome enterTableGame(TournamentStore &store, const TableGameWrite &write);

} // namespace nkb
