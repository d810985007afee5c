#pragma once
// nk-bonaken-cli --db FILE export standings|seating|players|final --format csv -o FILE: the lists
// as CSV for a spreadsheet (core/report/csvexport.h). It reads its own options (the table of
// commands, commands.h, says when), so the rest of the command line (and the JSON "export" of the
// whole file) is untouched.
#include "cli/cli.h"

#include "tournament/tournament.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace nkb::cli {

// argv: the whole command line without the program name.
int cmdExportCsv(const std::vector<std::string> &argv, Io io);

// --round R: a round number 1..1000, or "finale" (kFinalRound); nullopt when neither.
[[nodiscard]] std::optional<int> roundArgument(const std::string &text);

// print standings|seating --out FILE.html: the web page (report/webpage.h) for standings or a round.
int writeWebPage(Context &ctx, const std::string &what, const Tournament &t, int round,
                 std::optional<int> afterRound, const std::optional<std::string> &category, const QString &path);

} // namespace nkb::cli
