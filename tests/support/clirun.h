#pragma once
// Runs nk-bonaken-cli in-process, as the installed binary would run, and keeps what it printed.
#include "cli/cli.h"

#include <sstream>
#include <string>
#include <vector>

struct CliRun {
    int code{0};
    std::string out;
    std::string err;
};

inline CliRun runCli(const std::vector<std::string> &argv, const std::string &stdinText = {})
{
    std::istringstream in(stdinText);
    std::ostringstream out;
    std::ostringstream err;
    const int code = nkb::cli::run(argv, nkb::cli::Io{in, out, err});
    return {code, out.str(), err.str()};
}

// One command on one tournament file, as JSON unless asked otherwise.
inline CliRun runCliOn(const std::string &db, std::vector<std::string> args, bool asJson = true)
{
    args.insert(args.begin(), {"--db", db});
    if (asJson)
        args.insert(args.begin(), {"--format", "json"});
    return runCli(args);
}
