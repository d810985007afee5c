#pragma once
// Entering a whole game (its giften as in `game check`) for a table of a stored tournament: the
// engine judges it, and the store keeps the normalised game with the points it gives.
#include "gamefile/gamecheck.h"
#include "store/storeresult.h"
#include "tournament/entries.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h" // ruleSetFor

#include <optional>
#include <string>
#include <vector>

namespace nkb {

class TournamentStore;

struct JudgedEntry {
    EnteredGame entered;
    GameVerdict verdict;
};

// The names at a table (seating order) of a round, or of the final, in a tournament already read.
[[nodiscard]] StoreResult<std::vector<std::string>> tableNames(const Tournament &t, int round, int table);

// How a game is stored:
// - Auto: as the engine judges it: a finished game is the result, an unfinished one is in
//   progress; a gift that breaks a rule is refused (the command line's `result FILE.json`).
// - InProgress: the gifts as typed so far (the results desk writes them after every gift, so a
//   table switch, a crash or a power cut loses nothing); never counted, also when the game is
//   over or a corrected gift made a later one wrong.
// - Result: the referee stores the finished game: refused unless every gift holds and it is over.
enum class EntryMode { Auto, InProgress, Result };

// Enters a game judged by the engine (the results desk judges every gift as it is typed): refused
// with the rule number when a gift breaks a rule (as `mode` asks), or when the game's players are
// not the table's players. Reads only the game's own table; judges again only when the
// tournament's rules are not those it was judged under.
[[nodiscard]] StoreResult<JudgedEntry> enterGame(TournamentStore &store, const GameRef &ref, const JudgedGame &game,
                                                 EntryMode mode = EntryMode::Auto,
                                                 OtherStation otherStation = OtherStation::Refuse);
// What a write builds on and says (entry at the table, tableentry.h): the stored state it must
// find (GameEntry::basis, checked in the store's transaction) and a note for the audit.
struct EntryGuard {
    std::optional<std::string> basis;
    std::string note;
    int codeGeneration{0}; // entry at the table: the code's generation, checked in the write (0: none)
};
// The same for a table already read (TournamentStore::forGame) and a game judged under its rules:
// the store reads nothing more than its own transaction needs.
[[nodiscard]] StoreResult<JudgedEntry> enterReadGame(TournamentStore &store, const GameRef &ref,
                                                     const Tournament &part, const JudgedGame &game, EntryMode mode,
                                                     const EntryGuard &guard);
// The same from a game's JSON text (the command line's files): unusable when it is not a game.
[[nodiscard]] StoreResult<JudgedEntry> enterGameJson(TournamentStore &store, const GameRef &ref,
                                                     const std::string &jsonText, EntryMode mode = EntryMode::Auto,
                                                     OtherStation otherStation = OtherStation::Refuse);


} // namespace nkb
