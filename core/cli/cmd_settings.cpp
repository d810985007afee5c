// nk-bonaken-cli --db FILE settings [--double-entry on|off] [--table-of-three 10/8/4|10/8/1|8/7/3]
// [--final-tie spel|voorronde|loting] [--round-minutes M] [--rules NAAM]: the tournament settings that may change
// during the day (the rule set only before the first result). Without an option it shows them (and how many games
// wait for their second entry).
#include "cli/cmd_common.h"
#include "tournament/threescoring.h"

#include "tournament/finaltie.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"
#include "tournament/roundclock.h"

#include <ostream>

namespace nkb::cli {

int cmdSettings(Context &ctx)
{
    Args args(ctx.args, {"--double-entry", "--table-of-three", "--final-tie", "--round-minutes", "--rules"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    if (!args.positional().empty())
        return refuse(ctx, "Gebruik: settings [--double-entry aan|uit] [--table-of-three 10/8/4|10/8/1|8/7/3] "
                           "[--final-tie spel|voorronde|loting] [--round-minutes M] [--rules NAAM]");
    const auto wanted = args.value("--double-entry");
    if (wanted && *wanted != "on" && *wanted != "off" && *wanted != "aan" && *wanted != "uit")
        return refuse(ctx, "--double-entry is aan of uit (on of off), niet \"" + *wanted + "\".");
    const auto threeText = args.value("--table-of-three");
    std::optional<ThreeScoring> three;
    if (threeText) {
        three = findThreeScoring(*threeText);
        if (!three) {
            std::string choices;
            for (const ThreeScoring &c : threeScorings())
                choices += "\n  " + c.key + std::string(8 - c.key.size(), ' ') + c.name;
            return refuse(ctx, "--table-of-three kent \"" + *threeText + "\" niet; kies uit:" + choices);
        }
    }
    const auto tieText = args.value("--final-tie");
    const auto tieRule = tieText ? finalTieRuleFromKey(*tieText) : std::nullopt;
    if (tieText && !tieRule)
        return refuse(ctx, "--final-tie is spel, voorronde of loting, niet \"" + *tieText + "\".");
    std::optional<long long> roundMinutes;
    if (!intOption(ctx, args, "--round-minutes", roundMinutes, code))
        return code;
    if (roundMinutes && (*roundMinutes < kMinRoundMinutes || *roundMinutes > kMaxRoundMinutes))
        return refuse(ctx, "--round-minutes: een ronde duurt " + std::to_string(kMinRoundMinutes) + " tot " +
                               std::to_string(kMaxRoundMinutes) + " minuten.");
    const auto rulesName = args.value("--rules");
    return withStore(ctx, [&](TournamentStore &store) -> int {
        // First, so that a refusal (a result is stored) leaves the other settings as they were.
        if (rulesName) {
            auto set = store.setRules(*rulesName);
            if (!set)
                return fail(ctx, set.error());
        }
        if (roundMinutes) {
            auto set = store.setRoundMinutes(static_cast<int>(*roundMinutes));
            if (!set)
                return fail(ctx, set.error());
        }
        if (tieRule) {
            auto set = store.setFinalTieRule(*tieRule);
            if (!set)
                return fail(ctx, set.error());
        }
        int counted = 0;
        if (wanted) {
            auto set = store.setDoubleEntry(*wanted == "on" || *wanted == "aan");
            if (!set)
                return fail(ctx, set.error());
            counted = set.value();
        }
        if (three) {
            auto set = store.setPlacesThree(three->places);
            if (!set)
                return fail(ctx, set.error());
        }
        auto t = store.load();
        if (!t)
            return fail(ctx, t.error());
        auto waiting = store.waitingForSecondEntry();
        if (!waiting)
            return fail(ctx, waiting.error());
        const bool on = t->info.doubleEntry;
        const RuleSet rules = ruleSetFor(t->info);
        if (ctx.json) {
            json out{{"ok", true},
                     {"double_entry", on},
                     {"waiting_for_second_entry", waiting.value()},
                     {"table_of_three", threeScoringText(t->info.placesThree)},
                     {"table_of_three_places", t->info.placesThree},
                     {"final_tie", finalTieRuleKey(t->info.finalTieRule)},
                     {"round_minutes", t->info.roundMinutes},
                     {"rules", t->info.rules},
                     {"rules_title", rules.title()},
                     {"rules_differences", rules.differencesFromNk()}};
            if (wanted)
                out["now_counted"] = counted;
            printJson(ctx, out);
            return ExitOk;
        }
        ctx.io.out << "Dubbele invoer: " << (on ? "aan" : "uit")
                   << (on ? " (elk spel wordt door twee stations ingevoerd en telt als beide gelijk zijn)"
                          : "")
                   << "\n";
        if (on)
            ctx.io.out << waiting.value() << (waiting.value() == 1 ? " spel wacht" : " spellen wachten")
                       << " op een tweede invoer.\n";
        ctx.io.out << "Tafel van drie telt: " << threeScoringText(t->info.placesThree) << "\n";
        ctx.io.out << "Gelijke stand om de titel in de finale: beslist door "
                   << finalTieRuleName(t->info.finalTieRule) << " (--final-tie "
                   << finalTieRuleKey(t->info.finalTieRule) << ")\n";
        ctx.io.out << "Duur van een ronde: " << t->info.roundMinutes << " minuten (--round-minutes)\n";
        ctx.io.out << "Spelregels: " << rules.title() << " (--rules " << t->info.rules << ")\n";
        for (const std::string &line : rules.differencesFromNk())
            ctx.io.out << "  " << line << "\n";
        if (counted > 0)
            ctx.io.out << counted << (counted == 1 ? " eerste invoer telt" : " eerste invoeren tellen")
                       << " nu mee zonder tweede invoer.\n";
        return ExitOk;
    });
}

} // namespace nkb::cli
