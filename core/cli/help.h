#pragma once
// The help texts of nk-bonaken-cli, made from the table of commands (commands.h): the whole
// program (--help), each command (COMMAND --help) and the manual page (help --man).
#include <iosfwd>
#include <string>

namespace nkb::cli {

void printHelp(std::ostream &out);
// "" for a command that does not exist.
[[nodiscard]] std::string commandHelp(const std::string &command);
// nk-bonaken-cli(1) in troff, as installed.
void printManPage(std::ostream &out);
void printVersion(std::ostream &out);

} // namespace nkb::cli
