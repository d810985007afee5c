#pragma once
// The one table of nk-bonaken-cli's commands: dispatch, --help, COMMAND --help, the manual page
// and the CSV lists are all made from it, so a command cannot be run without being documented.
#include "cli/cli.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nkb::cli {

struct Command {
    std::string_view name{};
    // How it is called (after "nk-bonaken-cli"), then what it does: COMMAND --help and the manual.
    std::string_view usage{};
    int (*run)(Context &ctx){};
    // Where the overview of --help names it: among the rules without a tournament file (under this
    // label, "draw plan"), among the tournament commands, or on a line of its own.
    std::string_view rulesLabel{};
    bool tournament{false};
    std::string_view ownLine{};
    // A CSV list: --format csv is refused by the global options (json|text), so the command line
    // as typed goes here when it has --format csv or words after the command.
    int (*runCsv)(const std::vector<std::string> &argv, Io io){};
    // Its answer is the data itself (a JSON export), written without filtering control characters.
    bool rawOutput{false};
};

[[nodiscard]] std::span<const Command> commands();
// nullptr for a word that is no command.
[[nodiscard]] const Command *findCommand(std::string_view name);

} // namespace nkb::cli
