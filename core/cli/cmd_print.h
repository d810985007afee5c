#pragma once
// nk-bonaken-cli print: the papers of a round and the klassement as PDF or HTML (core/report).
#include "cli/cli.h"

namespace nkb::cli {

// print scoresheets|tablecards|seating|standings [--round R|finale] [--after-round R]
//       [--category C] --out FILE.pdf|FILE.html
int cmdPrint(Context &ctx); // cmd_print.cpp

} // namespace nkb::cli
