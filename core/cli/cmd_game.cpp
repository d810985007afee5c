#include "cli/cli.h"

#include <ostream>

namespace nkb::cli {

int cmdGame(Context &ctx)
{
    ctx.io.err << "game: nog niet beschikbaar\n";
    return ExitUnusable;
}

} // namespace nkb::cli
