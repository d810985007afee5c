#pragma once
// The help texts of nk-bonaken-cli: the whole program (--help) and each command (COMMAND --help).
// help2man builds the manual page from the first, so it names every command.
#include <iosfwd>
#include <string>

namespace nkb::cli {

void printHelp(std::ostream &out);
// "" for a command that does not exist.
[[nodiscard]] std::string commandHelp(const std::string &command);
void printVersion(std::ostream &out);

} // namespace nkb::cli
