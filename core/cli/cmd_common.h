#pragma once
// What the tournament commands of nk-bonaken-cli (--db FILE) share: open the store, print a
// refusal or JSON, read an input file, and the JSON and text of players and tables. One file per
// command or group of commands: cmd_file.cpp (new, undo, export, import), cmd_players.cpp,
// cmd_rounds.cpp (tables, draw), cmd_result.cpp, cmd_standings.cpp (standings, finalists).
#include "cli/args.h"
#include "cli/cli.h"

#include "store/tournamentstore.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace nkb::cli {

using json = nlohmann::ordered_json;

// --- output: exit 1 refused (nothing changed), 2 file unusable; refuse() is in cli.h ---
// The store's refusal, with the way out on the command line added.
int fail(Context &ctx, const StoreError &error);
int unusableInput(Context &ctx, const std::string &message);
void printJson(Context &ctx, const json &j);

// --- input ---
// FILE or "-" for standard input; nullopt when it cannot be read.
std::optional<std::string> readInput(Context &ctx, const std::string &path);
// Reads an integer option; prints a refusal and sets code when it is not a number.
bool intOption(Context &ctx, const Args &args, const std::string &name, std::optional<long long> &out,
               int &code);
// Prints the refusal of an unknown option or a missing value; false then.
bool checkArgs(Context &ctx, const Args &args, int &code);

// The one way a command opens the tournament of --db: runs body on the store and returns its exit
// code, or prints why the store cannot be opened and returns that.
int withStore(Context &ctx, const std::function<int(TournamentStore &)> &body);
// The same for "new", which makes the file (or the server's tables) first.
int withNewStore(Context &ctx, const std::function<int(TournamentStore &)> &body);
// The same for the papers and lists made from the tournament as stored: body gets it read and
// checked for sizes a hand-edited file may break (a million games per round would never print).
// The store's refusal is passed on in its own words: fail()'s hints are for the commands that write
// (run "new" first, --replace), and these only read.
int withTournament(Context &ctx, const std::function<int(const Tournament &)> &body);
// The same, with the store it was read from (for what only the store holds: the table codes).
int withTournament(Context &ctx, const std::function<int(const Tournament &, const TournamentStore &)> &body);

// --- JSON and text of domain values ---
json playerJson(const Player &p);
std::string nameOf(const Tournament &t, int startNumber);
json namesJson(const Tournament &t, const std::vector<int> &startNumbers);
std::string namesText(const Tournament &t, const std::vector<int> &startNumbers);
json tablesJson(const Tournament &t, const std::vector<Table> &tables);
void printTablesText(Context &ctx, const Tournament &t, const std::vector<Table> &tables);
// Text cut to `width` characters (never inside a UTF-8 sequence) and padded with spaces to
// `width` as the terminal shows it (a combining accent takes no column).
std::string textColumn(const std::string &text, std::size_t width);

// --- the groups of commands ---
int cmdNew(Context &ctx);       // cmd_file.cpp
int cmdUndo(Context &ctx);      // cmd_file.cpp
int cmdExport(Context &ctx);    // cmd_file.cpp
int cmdImport(Context &ctx);    // cmd_file.cpp
int cmdPlayers(Context &ctx);   // cmd_players.cpp
int cmdPlayersCarry(Context &ctx, const Args &args); // cmd_carry.cpp: players carry
int cmdTables(Context &ctx);    // cmd_rounds.cpp
int cmdResult(Context &ctx);    // cmd_result.cpp
int cmdDrawRound(Context &ctx); // cmd_rounds.cpp
int cmdStandings(Context &ctx); // cmd_standings.cpp
int cmdFinalists(Context &ctx); // cmd_standings.cpp
int cmdSettings(Context &ctx);  // cmd_settings.cpp
int cmdCopy(Context &ctx);      // cmd_copy.cpp
int cmdCheck(Context &ctx);     // cmd_check.cpp
int cmdServe(Context &ctx);     // cmd_serve.cpp
int cmdClock(Context &ctx);     // cmd_clock.cpp
int cmdAnnounce(Context &ctx);  // cmd_announce.cpp

} // namespace nkb::cli
