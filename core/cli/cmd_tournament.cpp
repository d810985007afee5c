// The tournament commands of nk-bonaken-cli (--db FILE): parse, call core/store, print JSON or
// readable Dutch text. Exit 0 done, 1 refused (nothing changed), 2 file unusable. Each group of
// commands is in its own file (cmd_common.h).
#include "cli/cmd_common.h"

namespace nkb::cli {

bool isTournamentCommand(const std::string &command)
{
    return command == "new" || command == "players" || command == "tables" || command == "draw" ||
           command == "result" || command == "undo" || command == "standings" || command == "finalists" ||
           command == "export" || command == "import" || command == "settings";
}

int cmdTournament(const std::string &command, Context &ctx)
{
    if (command == "new")
        return cmdNew(ctx);
    if (command == "players")
        return cmdPlayers(ctx);
    if (command == "tables")
        return cmdTables(ctx);
    if (command == "result")
        return cmdResult(ctx);
    if (command == "undo")
        return cmdUndo(ctx);
    if (command == "standings")
        return cmdStandings(ctx);
    if (command == "finalists")
        return cmdFinalists(ctx);
    if (command == "export")
        return cmdExport(ctx);
    if (command == "import")
        return cmdImport(ctx);
    if (command == "settings")
        return cmdSettings(ctx);
    if (command == "draw")
        return cmdDrawRound(ctx);
    return unusableInput(ctx, "Onbekende opdracht: " + command);
}

} // namespace nkb::cli
