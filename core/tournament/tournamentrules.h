#pragma once
// Which rules a tournament's games are judged by: the rule set stored with it (TournamentInfo::rules,
// a RuleSet name, core/rules/ruleset.h), made into the engine's RuleSet here and nowhere else.
#include "rules/ruleerror.h"
#include "rules/ruleset.h"
#include "tournament/tournament.h"

#include <string>

namespace nkb {

// The rule set a table of this tournament plays by: the one its stored name gives (info.rules),
// with the places of a table of three from the setting; or why its name gives none (a name this
// program does not know, from a newer version or a hand-edited file), in Dutch.
[[nodiscard]] Result<RuleSet> ruleSetOf(const TournamentInfo &info);
// The same for a tournament whose name is known: every way in (the store on opening and reading,
// the import, the new command, rulesChange) refuses an unknown one, so an unknown name here is a
// bug and throws std::invalid_argument rather than judging by the NK reglement unasked.
[[nodiscard]] RuleSet ruleSetFor(const TournamentInfo &info);
// Its Dutch title ("NK-reglement 2019", "Hazerswoude-Rijndijk (pagat), met: …"), for the papers and
// pages; an unknown name says so instead of throwing (what a page shows is no judgement).
[[nodiscard]] std::string rulesTitle(const TournamentInfo &info);

} // namespace nkb
