// nk-bonaken-cli copy FROM TO: moves a tournament from a file to a server database and back
// FROM and TO are each a .bonaken file or postgresql://user@host[:port]/db; TO is a
// new file or an empty database. Every table goes across in one transaction; FROM is not changed.
#include "cli/cmd_common.h"

#include <ostream>

namespace nkb::cli {

int cmdCopy(Context &ctx)
{
    Args args(ctx.args, {});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    if (args.positional().size() != 2)
        return refuse(
            ctx, "Gebruik: copy VAN NAAR (een .bonaken-bestand of postgresql://gebruiker@server/database).");
    const std::string &from = args.positional()[0];
    const std::string &to = args.positional()[1];
    OpenOptions options;
    options.station = ctx.station;
    if (auto e = TournamentStore::copy(from, to, options))
        return fail(ctx, *e);
    if (ctx.json)
        printJson(ctx, {{"ok", true}, {"from", from}, {"to", to}});
    else
        ctx.io.out << "Toernooi gekopieerd van " << from << " naar " << to << ".\n";
    return ExitOk;
}

} // namespace nkb::cli
