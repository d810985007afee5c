#pragma once
// nk-bonaken-cli --db FILE export standings|seating|players|final --format csv -o FILE: the lists
// as CSV for a spreadsheet (core/report/csvexport.h). It reads its own options, so the rest of the
// command line (and the JSON "export" of the whole file) is untouched.
#include "cli/cli.h"

#include <string>
#include <vector>

namespace nkb::cli {

// True when argv (without the program name) asks for a CSV list: "export" followed by a list name,
// or "export" with --format csv.
[[nodiscard]] bool isCsvExport(const std::vector<std::string> &argv);
int cmdExportCsv(const std::vector<std::string> &argv, Io io);

} // namespace nkb::cli
