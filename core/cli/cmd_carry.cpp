// nk-bonaken-cli --db FILE players carry VORIG.bonaken [--only NR,NR,...] [--aangemeld]:
// "spelers van vorig jaar", the players of another tournament's file taken over with their person
// ids (services/carryover.h). The other file is only read.
#include "cli/cmd_common.h"

#include "services/carryover.h"

#include <algorithm>
#include <ostream>

namespace nkb::cli {

namespace {

// "3,7,12" (spaces allowed around the numbers): start numbers in the other file.
std::optional<std::vector<int>> startNumbers(const std::string &text)
{
    std::vector<int> out;
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t comma = std::min(text.find(',', from), text.size());
        std::string word = text.substr(from, comma - from);
        word.erase(0, word.find_first_not_of(' '));
        word.erase(word.find_last_not_of(' ') + 1);
        const auto n = parseInteger(word);
        if (!n || *n < 1 || *n > 1'000'000)
            return std::nullopt;
        out.push_back(static_cast<int>(*n));
        from = comma + 1;
    }
    return out;
}

} // namespace

int cmdPlayersCarry(Context &ctx, const Args &args)
{
    if (args.positional().size() != 1)
        return refuse(ctx, "Gebruik: players carry VORIG.bonaken [--only NR,NR,...] [--aangemeld]");
    const std::string other = args.positional().front();
    CarryChoice choice;
    // --aangemeld: as the import's, the players start absent, to be ticked present at the door.
    choice.present = !args.flag("--aangemeld");
    if (const auto only = args.value("--only")) {
        const auto numbers = startNumbers(*only);
        if (!numbers)
            return refuse(ctx, "--only is een lijst startnummers uit het andere bestand, zoals 3,7,12; niet \"" +
                                   *only + "\".");
        choice.only = *numbers;
    }
    return withStore(ctx, [&](TournamentStore &store) -> int {
        auto carried = carryPlayers(store, other, choice);
        if (!carried)
            return fail(ctx, carried.error());
        const auto &added = carried->added;
        if (ctx.json) {
            json list = json::array();
            for (const Player &p : added)
                list.push_back(playerJson(p));
            json skipped = json::array();
            for (const CarryCandidate &c : carried->leftOut)
                skipped.push_back({{"start_number", c.player.startNumber},
                                   {"name", c.player.name},
                                   {"person_id", c.player.personId},
                                   {"why", c.leftOut},
                                   {"warning", c.warning}});
            printJson(ctx, {{"ok", true}, {"added", added.size()}, {"players", list}, {"skipped", skipped}});
            return ExitOk;
        }
        ctx.io.out << added.size() << (added.size() == 1 ? " speler" : " spelers") << " overgenomen (startnummers "
                   << added.front().startNumber << " tot en met " << added.back().startNumber << ")"
                   << (choice.present ? "" : "; aangemeld, nog niet aanwezig (aanvinken aan de deur)") << ".\n";
        for (const CarryCandidate &c : carried->leftOut) {
            if (c.warning)
                ctx.io.out << "Let op: " << c.leftOut << "\n";
            else
                ctx.io.out << "Overgeslagen: " << c.player.name << " (nr. " << c.player.startNumber
                           << " in het andere bestand): " << c.leftOut << (c.leftOut.back() == '.' ? "" : ".")
                           << "\n";
        }
        return ExitOk;
    });
}

} // namespace nkb::cli
