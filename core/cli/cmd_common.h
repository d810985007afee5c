#pragma once
// What the tournament commands of nk-bonaken-cli (--db FILE) share: open the store, print a
// refusal or JSON, read an input file, and the JSON and text of players and tables. One file per
// group of commands: cmd_file.cpp (new, undo, export, import), cmd_players.cpp, cmd_rounds.cpp
// (tables, draw, result), cmd_standings.cpp (standings, finalists).
#include "cli/args.h"
#include "cli/cli.h"

#include "store/tournamentstore.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace nkb::cli {

using json = nlohmann::ordered_json;

// --- output: exit 1 refused (nothing changed), 2 file unusable ---
int fail(Context &ctx, const StoreError &error);
int refuse(Context &ctx, const std::string &message, int rule = 0);
int unusableInput(Context &ctx, const std::string &message);
void printJson(Context &ctx, const json &j);

// --- input ---
// FILE or "-" for standard input; nullopt when it cannot be read.
std::optional<std::string> readInput(Context &ctx, const std::string &path);
// The store of --db; nullptr (with the refusal printed and code set) when it cannot be opened.
std::unique_ptr<TournamentStore> openStore(Context &ctx, int &code, bool create = false);
// Reads an integer option; prints a refusal and sets code when it is not a number.
bool intOption(Context &ctx, const Args &args, const std::string &name, std::optional<long long> &out,
               int &code);
// Prints the refusal of an unknown option or a missing value; false then.
bool checkArgs(Context &ctx, const Args &args, int &code);

// Opens the store, runs body on it, returns its exit code (or the refusal of the open).
template <typename Body> int withStore(Context &ctx, Body &&body)
{
    int code = ExitOk;
    auto store = openStore(ctx, code);
    if (!store)
        return code;
    return body(*store);
}

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
int cmdTables(Context &ctx);    // cmd_rounds.cpp
int cmdResult(Context &ctx);    // cmd_rounds.cpp
int cmdDrawRound(Context &ctx); // cmd_rounds.cpp
int cmdStandings(Context &ctx); // cmd_standings.cpp
int cmdFinalists(Context &ctx); // cmd_standings.cpp
int cmdSettings(Context &ctx);  // cmd_settings.cpp

} // namespace nkb::cli
