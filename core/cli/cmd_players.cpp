// nk-bonaken-cli --db FILE players add|import|list|edit|remove|checkin|checkout|withdraw|late (and
// carry: cmd_carry.cpp).
#include "cli/cmd_common.h"

#include <QString>

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <set>

namespace nkb::cli {

namespace {

// Names are stored in NFC and are one name regardless of case (the store refuses a second
// "jan de vries"); a terminal may hand over NFD, a director may type lower case.
bool sameName(const std::string &stored, const std::string &typed)
{
    return QString::compare(QString::fromStdString(stored).normalized(QString::NormalizationForm_C),
                            QString::fromStdString(typed).normalized(QString::NormalizationForm_C),
                            Qt::CaseInsensitive) == 0;
}

} // namespace

// --- players ---

int cmdPlayers(Context &ctx)
{
    if (ctx.args.empty())
        return refuse(ctx, "Gebruik: players add|import|carry|list|edit|remove|checkin|checkout|withdraw|late ...");
    const std::string sub = ctx.args.front();
    // Each subcommand knows its own options; any other is refused.
    std::set<std::string> options;
    std::set<std::string> flags;
    if (sub == "add" || sub == "late")
        options = {"--club", "--category", "--from-round"};
    else if (sub == "withdraw")
        options = {"--from-round"};
    else if (sub == "edit")
        options = {"--name", "--club", "--category", "--niet-publiceren"}, flags = {"--no-categories"};
    else if (sub == "import")
        flags = {"--only-new", "--skip-bad", "--aangemeld"};
    else if (sub == "carry")
        options = {"--only"}, flags = {"--aangemeld"};
    Args args(std::vector<std::string>(ctx.args.begin() + 1, ctx.args.end()), options, flags);
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    std::optional<long long> fromRound;
    if (!intOption(ctx, args, "--from-round", fromRound, code))
        return code;
    if (sub == "carry")
        return cmdPlayersCarry(ctx, args);
    // --niet-publiceren ja|nee: the published website shows his initials only, or his name again.
    std::optional<bool> notPublished;
    if (const auto mark = args.value("--niet-publiceren")) {
        if (*mark != "ja" && *mark != "nee")
            return refuse(ctx, "--niet-publiceren is ja of nee, niet \"" + *mark + "\".");
        notPublished = *mark == "ja";
    }
    if (sub == "list") {
        return withStore(ctx, [&](TournamentStore &store) -> int {
            auto players = store.players();
            if (!players)
                return fail(ctx, players.error());
            if (ctx.json) {
                json out = json::array();
                for (const auto &p : players.value())
                    out.push_back(playerJson(p));
                printJson(ctx, out);
            } else {
                for (const auto &p : players.value()) {
                    ctx.io.out << std::setw(4) << p.startNumber << "  " << p.name;
                    if (!p.club.empty())
                        ctx.io.out << " (" << p.club << ")";
                    for (const auto &c : p.categories)
                        ctx.io.out << " [" << c << "]";
                    if (p.joinsFromRound > 1)
                        ctx.io.out << " vanaf ronde " << p.joinsFromRound;
                    if (p.withdrawnFromRound)
                        ctx.io.out << " teruggetrokken vanaf ronde " << *p.withdrawnFromRound;
                    if (!p.present)
                        ctx.io.out << " — aangemeld, niet aanwezig";
                    if (p.notPublished)
                        ctx.io.out << " — niet publiceren";
                    ctx.io.out << "\n";
                }
                const auto present = std::count_if(players->begin(), players->end(),
                                                   [](const Player &p) { return p.present; });
                ctx.io.out << players->size() << " spelers, " << present << " aanwezig\n";
            }
            return ExitOk;
        });
    }
    if (sub == "import") {
        if (args.positional().size() != 1)
            return refuse(ctx, "Gebruik: players import FILE.csv [--only-new] [--skip-bad] [--aangemeld]");
        const auto text = readInput(ctx, args.positional().front());
        if (!text)
            return unusableInput(ctx, "Het bestand \"" + args.positional().front() +
                                          "\" kan niet gelezen worden.");
        return withStore(ctx, [&](TournamentStore &store) -> int {
            // --only-new: the list again with late sign-ups; the players already there are left out.
            // --skip-bad: a bad row (no name, a name twice, too many fields) is left out and reported.
            // --aangemeld: the players start absent, to be ticked present at the door.
            TournamentStore::PlayerImport how;
            how.known = args.flag("--only-new") ? TournamentStore::KnownNames::Skip
                                                : TournamentStore::KnownNames::Refuse;
            how.skipBadRows = args.flag("--skip-bad");
            how.present = !args.flag("--aangemeld");
            auto imported = store.importPlayers(*text, how);
            if (!imported)
                return fail(ctx, imported.error());
            const auto &added = imported->added;
            const auto read = readPlayersCsv(*text);
            if (ctx.json) {
                json list = json::array();
                for (const auto &p : added)
                    list.push_back(playerJson(p));
                json skipped = json::array();
                for (const auto &s : imported->skipped)
                    skipped.push_back({{"row", s.row}, {"why", s.message}});
                json ignored = json::array();
                if (read)
                    for (const auto &c : read->columns)
                        if (c.meaning.empty())
                            ignored.push_back(c.header);
                printJson(ctx, {{"ok", true},
                                {"added", added.size()},
                                {"players", list},
                                {"skipped", skipped},
                                {"ignored_columns", ignored}});
            } else {
                ctx.io.out << added.size() << " spelers toegevoegd (startnummers "
                           << added.front().startNumber << " tot en met " << added.back().startNumber << ")"
                           << (how.present ? "" : "; aangemeld, nog niet aanwezig (aanvinken aan de deur)")
                           << ".\n";
                for (const auto &s : imported->skipped)
                    ctx.io.out << "Overgeslagen: " << s.message << "\n";
                if (read)
                    for (const auto &c : read->columns)
                        if (c.meaning.empty())
                            ctx.io.out << "Kolom \"" << c.header << "\" genegeerd.\n";
            }
            return ExitOk;
        });
    }
    if (sub == "add" || sub == "late" || sub == "withdraw") {
        if (args.positional().size() != 1)
            return refuse(ctx, "Gebruik: players " + sub + " NAAM" +
                                   (sub == "add" ? " [--club C] [--category K]" : " --from-round R"));
        std::string name = args.positional().front();
        return withStore(ctx, [&](TournamentStore &store) -> int {
            if (sub != "add") {
                // A player already there is meant by his name in any case or form ("jan" for "Jan").
                auto players = store.players();
                if (!players)
                    return fail(ctx, players.error());
                for (const Player &p : players.value())
                    if (sameName(p.name, name))
                        name = p.name;
            }
            NewPlayer np;
            np.name = name;
            np.club = args.value("--club").value_or("");
            np.categories = args.values("--category");
            std::optional<PlayerChange> change;
            if (sub == "add") {
                if (fromRound)
                    np.joinsFromRound = static_cast<int>(*fromRound);
                auto p = store.addPlayer(np);
                if (!p)
                    return fail(ctx, p.error());
                change = PlayerChange{p.value(), {}, {}};
            } else {
                if (!fromRound)
                    return refuse(ctx, "Geef de ronde met --from-round R.");
                auto c = sub == "late" ? store.lateEntry(NewPlayer{np.name, np.club, np.categories,
                                                                   static_cast<int>(*fromRound)})
                                       : store.withdrawPlayer(name, static_cast<int>(*fromRound));
                if (!c)
                    return fail(ctx, c.error());
                change = c.value();
            }
            if (ctx.json) {
                printJson(ctx, {{"ok", true},
                                {"player", playerJson(change->player)},
                                {"warnings", change->warnings},
                                {"message", change->message}});
            } else {
                const Player &p = change->player;
                if (sub == "add")
                    ctx.io.out << "Speler " << p.startNumber << " " << p.name << " toegevoegd.\n";
                else if (sub == "late")
                    ctx.io.out << change->message << "\n";
                else
                    ctx.io.out << p.startNumber << " " << p.name << " is teruggetrokken vanaf ronde "
                               << *p.withdrawnFromRound << "; de punten blijven staan.\n";
                for (const auto &w : change->warnings)
                    ctx.io.out << "Let op: " << w << "\n";
            }
            return ExitOk;
        });
    }
    if (sub == "edit" || sub == "remove" || sub == "checkin" || sub == "checkout") {
        if (args.positional().size() != 1)
            return refuse(
                ctx,
                "Gebruik: players " + sub + " NAAM" +
                    (sub == "edit" ? " [--name NIEUW] [--club C] [--category K]… [--no-categories] "
                                     "[--niet-publiceren ja|nee]"
                                   : ""));
        const std::string name = args.positional().front();
        return withStore(ctx, [&](TournamentStore &store) -> int {
            auto players = store.players();
            if (!players)
                return fail(ctx, players.error());
            const auto found = std::find_if(players->begin(), players->end(),
                                            [&](const Player &p) { return sameName(p.name, name); });
            if (found == players->end())
                return refuse(ctx, "Er is geen speler \"" + name + "\".");
            const Player before = *found;
            if (sub == "remove") {
                if (auto refusal = store.removePlayer(before.startNumber))
                    return fail(ctx, *refusal);
                if (ctx.json)
                    printJson(ctx, {{"ok", true}, {"removed", playerJson(before)}});
                else
                    ctx.io.out << "Speler " << before.startNumber << " " << before.name << " verwijderd.\n";
                return ExitOk;
            }
            PlayerChange change;
            if (sub == "edit") {
                NewPlayer np{args.value("--name").value_or(before.name),
                             args.value("--club").value_or(before.club), before.categories,
                             before.joinsFromRound};
                if (args.flag("--no-categories"))
                    np.categories.clear();
                if (!args.values("--category").empty())
                    np.categories = args.values("--category");
                np.notPublished = notPublished;
                auto p = store.editPlayer(before.startNumber, np);
                if (!p)
                    return fail(ctx, p.error());
                change.player = p.value();
            } else {
                auto c = store.setPresent(before.startNumber, sub == "checkin");
                if (!c)
                    return fail(ctx, c.error());
                change = c.value();
            }
            if (ctx.json) {
                printJson(
                    ctx,
                    {{"ok", true}, {"player", playerJson(change.player)}, {"warnings", change.warnings}});
            } else {
                const Player &p = change.player;
                if (sub == "edit")
                    ctx.io.out << "Speler " << p.startNumber << " gewijzigd: " << p.name
                               << (p.club.empty() ? std::string() : " (" + p.club + ")")
                               << (p.notPublished ? "; niet publiceren (alleen initialen op de website)" : "")
                               << ".\n";
                else
                    ctx.io.out
                        << p.startNumber << " " << p.name
                        << (p.present ? " is aangemeld (aanwezig).\n"
                                      : " is niet aanwezig: niet ingedeeld in rondes die hierna worden geloot.\n");
                for (const auto &w : change.warnings)
                    ctx.io.out << "Let op: " << w << "\n";
            }
            return ExitOk;
        });
    }
    return refuse(ctx, "Onbekende opdracht: players " + sub +
                           " (add, import, carry, list, edit, remove, checkin, checkout, withdraw, late).");
}

} // namespace nkb::cli
