#pragma once
// One command on one tournament file that must succeed, its JSON answer parsed (the test stops with
// what the command printed when it does not).
#include "clirun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

inline nlohmann::json cliOk(const std::string &db, const std::vector<std::string> &args)
{
    const CliRun r = runCliOn(db, args);
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    return nlohmann::json::parse(r.out);
}
