#pragma once
// nk-bonaken-cli as a library: app/cli/main.cpp only forwards argv here, and tests call run()
// in-process. Exit codes: 0 success, 1 a refused input (a broken rule), 2 a file that cannot be used.
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace nkb::cli {

enum Exit : int { ExitOk = 0, ExitRefused = 1, ExitUnusable = 2 };

struct Io {
    std::istream &in;
    std::ostream &out;
    std::ostream &err;
};

// Everything a command gets: its own arguments (after the command name) and the global options.
struct Context {
    std::vector<std::string> args;
    std::optional<std::string> db; // --db FILE
    bool json{false};              // --format json
    std::string station;           // --station NAME (audit trail); default: host name
    Io io;
    bool jsonLine{false}; // a JSON answer is one line (for the programs reading draw plan)
};

// A file name from the command line (UTF-8 everywhere, app/cli/main.cpp) as the system's path: on
// Windows a std::string path would be read in the ANSI code page and "Zoë.json" not found.
inline std::filesystem::path utf8Path(const std::string &name)
{
    return std::filesystem::path(std::u8string(name.begin(), name.end()));
}

// argv without the program name.
int run(const std::vector<std::string> &argv, Io io);

// The one way a command says no; returns code (ExitRefused: nothing changed, ExitUnusable: a file
// or input that cannot be used). With --format json the answer is {"ok": false, "error": ...} on
// standard output, so a script reads every answer from one place; else Dutch text on standard error.
int refuse(Context &ctx, const std::string &message, int code = ExitRefused);

// The commands without a tournament file; the table of all commands is commands.h.
int cmdRoem(Context &ctx);       // cmd_rules.cpp
int cmdLegal(Context &ctx);      // cmd_rules.cpp
int cmdGame(Context &ctx);       // cmd_game.cpp
int cmdDraw(Context &ctx);       // cmd_draw.cpp

} // namespace nkb::cli
