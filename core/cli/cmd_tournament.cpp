#include "cli/cli.h"

#include <ostream>

namespace nkb::cli {

bool isTournamentCommand(const std::string &command)
{
    return command == "new" || command == "players" || command == "tables" || command == "draw" ||
           command == "result" || command == "undo" || command == "standings" || command == "finalists" ||
           command == "export" || command == "import";
}

int cmdTournament(const std::string &command, Context &ctx)
{
    ctx.io.err << command << ": nog niet beschikbaar\n";
    return ExitUnusable;
}

} // namespace nkb::cli
