// writeGameJson is the inverse of parseGameJson: what the entry screen writes and the store keeps
// must be judged exactly as the game it came from.
#include "gamefile/gamecheck.h"
#include "nkrules.h"
#include "gamefile/gamejson.h"

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using nkb::test::kNk;

using namespace nkb;

TEST_CASE("Game files: write(parse(x)) reads back to the same game and the same verdict", "[gamefile][json]")
{
    int games = 0;
    for (const auto &entry : std::filesystem::directory_iterator(NKB_TEST_DATA_DIR "/games")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name.find(".expected.") != std::string::npos)
            continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        auto first = parseGameJson(text.str());
        if (!std::holds_alternative<GameRecord>(first))
            continue; // the unparsable examples
        INFO(name);
        const GameRecord &game = std::get<GameRecord>(first);
        const std::string written = writeGameJson(game);
        auto second = parseGameJson(written);
        REQUIRE(std::holds_alternative<GameRecord>(second));
        // A fixpoint: writing the re-read game gives the same text.
        CHECK(writeGameJson(std::get<GameRecord>(second)) == written);
        // And the engine judges both alike.
        CHECK(verdictToJson(checkGame(game, kNk)).dump() == verdictToJson(checkGame(std::get<GameRecord>(second), kNk)).dump());
        ++games;
    }
    CHECK(games >= 15);
}

TEST_CASE("Game files: every irregularity kind is written with the name the reader knows", "[gamefile][json]")
{
    for (const IrregularityKind kind :
         {IrregularityKind::Verzaking, IrregularityKind::ValsRoemen, IrregularityKind::WrongCardCount,
          IrregularityKind::OutOfTurn, IrregularityKind::Revealing, IrregularityKind::MisereNoTrump}) {
        GameRecord game;
        game.players = {"A", "B", "C", "D"};
        GiftRecord g;
        g.spelers = std::vector<std::string>{"A"};
        g.contract = "40";
        g.irregularities = {Irregularity{kind, "B"}};
        game.giften.push_back(g);
        const std::string text = writeGameJson(game);
        CHECK(text.find("\"irregularity\":{") != std::string::npos); // one: the single-object form
        auto back = parseGameJson(text);
        REQUIRE(std::holds_alternative<GameRecord>(back));
        const auto &irr = std::get<GameRecord>(back).giften.at(0).irregularities;
        REQUIRE(irr.size() == 1);
        CHECK(irr[0].kind == kind);
        CHECK(irr[0].by == "B");
    }
}

TEST_CASE("Game files: two irregularities are written as a list, in their order, and read back",
          "[gamefile][json]")
{
    GameRecord game;
    game.players = {"A", "B", "C", "D"};
    GiftRecord g;
    g.spelers = std::vector<std::string>{"A"};
    g.contract = "150";
    g.irregularities = {Irregularity{IrregularityKind::ValsRoemen, "C"},
                        Irregularity{IrregularityKind::Verzaking, "B"}};
    game.giften.push_back(g);
    const std::string text = writeGameJson(game);
    CHECK(text.find("\"irregularity\"") == std::string::npos);
    CHECK(text.find("\"irregularities\":[{\"kind\":\"vals_roemen\",\"by\":\"C\"},"
                    "{\"kind\":\"verzaking\",\"by\":\"B\"}]") != std::string::npos);
    auto back = parseGameJson(text);
    REQUIRE(std::holds_alternative<GameRecord>(back));
    const auto &irr = std::get<GameRecord>(back).giften.at(0).irregularities;
    REQUIRE(irr.size() == 2);
    CHECK(irr[0].kind == IrregularityKind::ValsRoemen);
    CHECK(irr[0].by == "C");
    CHECK(irr[1].kind == IrregularityKind::Verzaking);
    CHECK(irr[1].by == "B");
}
