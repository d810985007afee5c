#pragma once
// A phone's write for its table (docs/table-entry.md): POST /tafel/N/spel signed with the table's
// code (tablesign.h) and, as JSON, the phone's id, the game, the stored state it builds on
// ("basis", as the table's look or the last answer gave it), the game's gifts so far, whether the
// scorekeeper said "Spel klaar", and whether it takes back or changes a stored gift
// ("verbetering"). The page sends the whole game every time; what may be stored is decided in
// core/services (tableentry.h):
// a write on an older state never removes a stored gift, it gets 409 with the game stored now. A
// write sent again is stored once (the change key: the table, the game, the phone, the basis and
// the gifts). Written as the station "Tafel N". Plain C++ on a store, so that it is tested without
// a socket on a file and on a server.
#include "web/response.h"
#include "web/tablecode.h"
#include "web/tableholders.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace nkb {
class TournamentStore;
}

namespace nkb::web {

struct TableWrite {
    std::string phone;      // the page's id (tableholders.h)
    int game{0};            // 1-based
    std::string basis;      // the stored state the page built on ("" for nothing stored)
    std::string giftenJson; // the game's gifts so far, a JSON array as in `game check`
    bool finished{false};   // "Spel klaar": store the result
    bool correction{false}; // "verbetering": a stored gift taken back or changed
    // With "Spel klaar": the seat that kept the score ("schrijver") and the seat of the player who
    // checked the places on the phone ("bevestigd"), as letters "A" to "D"; -1 when not given.
    int keeper{-1};
    int confirmer{-1};
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

// Stores the write for the table the code opened (its key from tableAccess) on the writer's own
// store, and gives the answer: 200 with the engine's verdict and the state stored now, 422 when a
// gift breaks a rule (with the gift and the rule), 409 when the write built on an older state
// ("botsing", with the game stored now), when the game counts already or another station has it,
// 403 when the code was withdrawn meanwhile (the store's generation is asked, not the snapshot).
[[nodiscard]] Response writeTableGame(TournamentStore &store, const TableKey &key, const TableWrite &write);

// An answer of the table's JSON kind with a Dutch message ("melding") and the status given.
[[nodiscard]] Response tableMessage(int status, const std::string &message);

} // namespace nkb::web
