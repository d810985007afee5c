// "Spelers van vorig jaar" through the service both faces call: the other file read with each
// player's verdict, the choice by start number there, and the open tournament's own file refused.
#include "services/carryover.h"

#include "storefixture.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace nkb;
using namespace nkbtest;

TEST_CASE("Carry service: the chosen players of another file come over, an unknown number refuses all",
          "[services][carry]")
{
    QTemporaryDir dir;
    const std::string source = filePath(dir, "vorig.bonaken");
    {
        TournamentInfo info;
        info.name = "NK 2025";
        newTournament(source, 5, info);
    }
    auto store = newTournament(filePath(dir, "nu.bonaken"), 0);
    auto read = readCarrySource(*store, source);
    REQUIRE(read.ok());
    CHECK(read->file.name == "NK 2025");
    REQUIRE(read->candidates.size() == 5);
    for (const CarryCandidate &c : read->candidates)
        CHECK(c.leftOut.empty());

    CarryChoice choice;
    choice.only = {4, 2, 99};
    auto refusedAll = carryPlayers(*store, source, choice);
    REQUIRE_FALSE(refusedAll.ok());
    CHECK(refusedAll.error().message == "In \"NK 2025\" is geen speler met nr. 99; er is niets overgenomen.");
    CHECK(store->players()->empty());

    choice.only = {4, 2};
    choice.present = false;
    auto carried = carryPlayers(*store, source, choice);
    REQUIRE(carried.ok());
    REQUIRE(carried->added.size() == 2);
    CHECK(carried->added[0].name == "P4");
    CHECK(carried->added[0].startNumber == 1);
    CHECK(carried->added[1].name == "P2");
    CHECK_FALSE(carried->added[1].present);
    CHECK(carried->added[0].personId == read->file.players[3].personId);

    // Read again: those two are here now, by their person ids.
    auto after = readCarrySource(*store, source);
    REQUIRE(after.ok());
    CHECK(after->candidates[3].leftOut == "staat er al: nr. 1");
    CHECK(after->candidates[1].leftOut == "staat er al: nr. 2");
    CHECK(after->candidates[0].leftOut.empty());
}

TEST_CASE("Carry service: the open tournament's own file is not another tournament", "[services][carry]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "nu.bonaken");
    auto store = newTournament(path, 3);
    auto self = readCarrySource(*store, path);
    REQUIRE_FALSE(self.ok());
    CHECK(self.error().message.find("is het toernooi dat nu open is") != std::string::npos);
    // Also by another spelling of its path.
    const std::string other = (QString::fromStdString(filePath(dir, ".")) + QStringLiteral("/nu.bonaken")).toStdString();
    CHECK_FALSE(carryPlayers(*store, other, {}).ok());
    CHECK(store->players()->size() == 3);
}
