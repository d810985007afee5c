#pragma once
// A sample tournament for screenshots and benchmarks: n players with Dutch names, rounds drawn
// with fixed seeds and paper results that one game can give (10/8/4/1, 10/8/4 at a table of three).
#include "ui/document/tournamentdocument.h"

#include <QString>

#include <memory>
#include <string>

namespace nkb::ui::sample {

[[nodiscard]] std::string playersCsv(int players);
// Creates the file with the players imported; nullptr with *error on failure.
[[nodiscard]] std::unique_ptr<TournamentDocument> create(const QString &path, int players, QString *error);
// Draws round r (seed 1000 + r) and enters paper results for every game of its first `tables` tables
// (all when negative). Gives the refusal or "".
QString playRound(TournamentDocument &document, int round, int tables = -1);
// Settles a tie across the cut by a lot (seed 7) and enters paper results for every game of the
// final. Gives the refusal or "".
QString playFinal(TournamentDocument &document);
// The sample tournament of the Help menu: `players` players, every qualifying round and the
// final played. Gives the refusal or "".
QString createComplete(const QString &path, int players);

} // namespace nkb::ui::sample
