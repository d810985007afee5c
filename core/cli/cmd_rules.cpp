#include "cli/cli.h"

#include <ostream>

namespace nkb::cli {

int cmdRoem(Context &ctx)
{
    ctx.io.err << "roem: nog niet beschikbaar\n";
    return ExitUnusable;
}

int cmdLegal(Context &ctx)
{
    ctx.io.err << "legal: nog niet beschikbaar\n";
    return ExitUnusable;
}

} // namespace nkb::cli
