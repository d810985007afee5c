#pragma once
// The klassement row of one start number, for the tournament tests.
#include "tournament/standings.h"

#include <catch2/catch.hpp>

#include <vector>

namespace nkbtest {

inline const nkb::StandingRow &row(const std::vector<nkb::StandingRow> &rows, int sn)
{
    for (const auto &r : rows)
        if (r.startNumber == sn)
            return r;
    FAIL("no row for " << sn);
    return rows.front();
}

} // namespace nkbtest
