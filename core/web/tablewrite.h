#pragma once
// A phone's write for its table (docs/table-entry.md, pieces 3 and 4): POST /tafel/N/spel with the
// table's code in X-Tafelcode and, as JSON, the phone's id, the game, the page's version of it, the
// game's gifts so far and whether the scorekeeper said "Spel klaar". The page sends the whole game
// every time, so a gift sent again (a lost answer, a page back on the Wi-Fi) is the same game and
// is stored once: the change key is the table, the game, the phone and the version. The engine
// judges the game as at the desk: a gift that breaks a rule is not stored and the answer names the
// gift and the rule; every accepted gift is stored at once as a game in progress, written as the
// station "Tafel N"; "Spel klaar" stores the result. Plain C++ on a store, so that it is tested
// without a socket on a file and on a server.
#include "web/site.h"
#include "web/tablecode.h"
#include "web/tableholders.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>

namespace nkb {
class TournamentStore;
}

namespace nkb::web {

struct TableWrite {
    std::string phone;      // the page's id (tableholders.h)
    int game{0};            // 1-based
    long long version{0};   // raised by the page with every change of the game
    std::string giftenJson; // the game's gifts so far, a JSON array as in `game check`
    bool finished{false};   // "Spel klaar": store the result
};

// The addresses a table page writes to: POST /tafel/N/spel (a game) and /tafel/N/overnemen (this
// phone takes the table over from another).
struct TablePost {
    enum class Action { Game, TakeOver };
    int table{0};
    Action action{Action::Game};
};
[[nodiscard]] std::optional<TablePost> tablePost(std::string_view path);

// The body of a table's POST, or why it is not one (in Dutch). "Overnemen" carries only the
// phone's id.
[[nodiscard]] std::variant<TableWrite, std::string> parseTableWrite(std::string_view body,
                                                                   TablePost::Action action = TablePost::Action::Game);

// The answer about who holds the table: 200 for this phone, 409 (with "houder": "ander") when
// another phone enters it, so that the page asks whether to take over.
[[nodiscard]] Response holderAnswer(TableHolders::Holder holder);

// What the writer remembers between writes: per table, game and phone the newest version stored,
// so that an older version arriving late (sent before a newer one) is not stored over it.
struct TableWriteLog {
    std::map<std::tuple<int, int, int, std::string>, long long> versions;
};

// Stores the write for the table the code opened (its key from tableAccess) on the writer's own
// store, and gives the answer: 200 with the engine's verdict, 422 when a gift breaks a rule (with
// the gift and the rule), 409 when the game counts already or another station has it, 403 when the
// code was withdrawn meanwhile (the store's generation is asked, not the pages' snapshot).
[[nodiscard]] Response writeTableGame(TournamentStore &store, TableWriteLog &log, const TableKey &key,
                                      const TableWrite &write);

// An answer of the table's JSON kind with a Dutch message ("melding") and the status given.
[[nodiscard]] Response tableMessage(int status, const std::string &message);

} // namespace nkb::web
