#include "cli/cli.h"

#include <ostream>

namespace nkb::cli {

int cmdDraw(Context &ctx)
{
    ctx.io.err << "draw: nog niet beschikbaar\n";
    return ExitUnusable;
}

} // namespace nkb::cli
