#pragma once
// The rule set on the papers and pages (issue 36): its title, and under another rule set than the
// NK's the sentences where it differs from the NK reglement (RuleSet::differencesFromNk), which the
// referee at the table plays by. Used by the scoresheets, the klassement and the venue web.
#include "tournament/tournament.h"

#include <QString>
#include <QStringList>

namespace nkb::report {

// "NK-reglement 2019", "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25".
[[nodiscard]] QString rulesTitleText(const TournamentInfo &info);
// The preset's title alone ("Hazerswoude-Rijndijk (pagat)"): where a page head has room for no more.
[[nodiscard]] QString rulesPresetText(const TournamentInfo &info);
// One sentence per rule in which the tournament's rule set differs from the NK's; empty for the NK.
[[nodiscard]] QStringList rulesDifferences(const TournamentInfo &info);
// "Spelregels: <title>." and, under another rule set, " Anders dan het NK-reglement 2019: " with
// every difference: the foot of a scoresheet.
[[nodiscard]] QString rulesFoot(const TournamentInfo &info);
// The NK's dealer (R5, R52, R53: the Speler, or who went eruit or erin) deals the next gift.
[[nodiscard]] bool nkDealer(const TournamentInfo &info);

} // namespace nkb::report
