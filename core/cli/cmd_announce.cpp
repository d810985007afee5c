// nk-bonaken-cli --db FILE announce "TEKST" | announce --withdraw | announce: the director's
// announcement on the projector and every phone page (issue 40). Each change is one undoable
// change in the audit; without words the command shows the one standing.
#include "cli/cmd_common.h"

#include <ostream>

namespace nkb::cli {

namespace {

constexpr const char *kUsage = "Gebruik: announce \"TEKST\" | announce --withdraw | announce";

json announcementJson(const std::optional<Announcement> &a)
{
    if (!a)
        return nullptr;
    return json{{"text", a->text}, {"at", a->at}, {"station", a->station}};
}

} // namespace

int cmdAnnounce(Context &ctx)
{
    Args args(ctx.args, {}, {"--withdraw"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    const bool withdraw = args.flag("--withdraw");
    if (withdraw && !args.positional().empty())
        return refuse(ctx, "Geef een mededeling of --withdraw, niet allebei. " + std::string(kUsage));
    // The words as one text: announce Ronde 2 is geloot works without quotes too.
    std::string text;
    for (const std::string &word : args.positional())
        text += (text.empty() ? "" : " ") + word;
    return withStore(ctx, [&](TournamentStore &store) -> int {
        if (!withdraw && text.empty()) {
            auto t = store.load();
            if (!t)
                return fail(ctx, t.error());
            if (ctx.json)
                printJson(ctx, json{{"ok", true}, {"announcement", announcementJson(t->announcement)}});
            else if (t->announcement)
                ctx.io.out << "Mededeling: " << t->announcement->text << "\n";
            else
                ctx.io.out << "Er staat geen mededeling.\n";
            return ExitOk;
        }
        const StoreResult<Announcement> done = withdraw ? store.withdrawAnnouncement() : store.announce(text);
        if (!done)
            return fail(ctx, done.error());
        if (ctx.json)
            printJson(ctx, json{{"ok", true},
                                {"withdrawn", withdraw},
                                {"announcement", withdraw ? json(nullptr) : announcementJson(done.value())}});
        else if (withdraw)
            ctx.io.out << "Mededeling ingetrokken: " << done->text << "\n";
        else
            ctx.io.out << "Mededeling staat op de projector en de telefoons: " << done->text << "\n";
        return ExitOk;
    });
}

} // namespace nkb::cli
