// nk-bonaken-cli check BESTAND: everything in a tournament that the program did not write (issue 39):
// values no tournament has, a seat of a player who does not exist, a result, a seat or an audit line
// changed with another tool. Opens read-only: the file is not changed, whatever it holds.
#include "cli/cmd_common.h"

#include <ostream>

namespace nkb::cli {

int cmdCheck(Context &ctx)
{
    Args args(ctx.args, {});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::string location;
    if (args.positional().size() == 1 && !ctx.db)
        location = args.positional()[0];
    else if (args.positional().empty() && ctx.db)
        location = *ctx.db;
    else
        return refuse(ctx, "Gebruik: check BESTAND (een .bonaken-bestand of postgresql://gebruiker@server/database).",
                      ExitUnusable);
    OpenOptions options;
    options.station = ctx.station;
    options.readOnly = true;
    options.olderAsIs = true;
    auto store = TournamentStore::open(location, options);
    if (!store)
        return refuse(ctx, store.error().message, ExitUnusable);
    if (!store.value()->hasTournament())
        return refuse(ctx, "In " + location + " staat geen toernooi.", ExitUnusable);
    const auto findings = store.value()->check();
    if (!findings)
        return refuse(ctx, findings.error().message, ExitUnusable);
    if (ctx.json) {
        json list = json::array();
        for (const Finding &f : *findings) {
            json one{{"text", f.text}};
            if (f.rule > 0)
                one["rule"] = f.rule;
            list.push_back(one);
        }
        printJson(ctx, {{"ok", findings->empty()}, {"findings", list}});
    } else if (findings->empty() && store.value()->schemaVersion() < TournamentStore::currentSchemaVersion()) {
        ctx.io.out << "De inhoud van " << location << " klopt met wat het programma toelaat (schemaversie "
                   << store.value()->schemaVersion()
                   << ": zonder zegels en logboekketen; die komen er bij het eerste openen met deze versie).\n";
    } else if (findings->empty()) {
        ctx.io.out << "De inhoud van " << location
                   << " klopt: elke rij zoals het programma haar schreef, het logboek ongeschonden.\n";
    } else {
        ctx.io.out << location << " klopt niet (" << findings->size()
                   << (findings->size() == 1 ? " bevinding" : " bevindingen") << "):\n";
        for (const Finding &f : *findings)
            ctx.io.out << "- " << f.text << (f.rule > 0 ? " (regel " + std::to_string(f.rule) + ")" : "") << "\n";
    }
    return findings->empty() ? ExitOk : ExitUnusable;
}

} // namespace nkb::cli
