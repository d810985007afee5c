// game check, roem and legal under a rule set: --rules PRESET[+OPTION…] (default nk2019). The same
// files give today's verdicts with --rules nk2019 or without the option, and the pagat game's with
// --rules hazerswoude (issue 36).
#include "cli/cli.h"
#include "clirun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

std::string example(const std::string &name)
{
    std::ifstream f(fs::path(NKB_TEST_DATA_DIR) / "games" / name);
    REQUIRE(f.good());
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

nlohmann::json out(const CliRun &r)
{
    INFO("stdout: " << r.out << " stderr: " << r.err);
    REQUIRE_FALSE(r.out.empty());
    return nlohmann::json::parse(r.out);
}

} // namespace

TEST_CASE("game check --rules: every example game judged alike without the option and with nk2019",
          "[cli][game][rules]")
{
    for (const auto &e : fs::directory_iterator(fs::path(NKB_TEST_DATA_DIR) / "games")) {
        if (e.path().extension() != ".json")
            continue;
        INFO(e.path().filename().string());
        const CliRun plain = runCli({"game", "check", e.path().string()});
        const CliRun nk = runCli({"game", "check", "--rules", "nk2019", e.path().string()});
        CHECK(plain.code == nk.code);
        CHECK(plain.out == nk.out);
    }
}

TEST_CASE("game check --rules hazerswoude: the NK deal refused with the text's sentence", "[cli][game][rules]")
{
    const std::string game = example("cards-point-bid-won.json");
    const CliRun nk = runCli({"game", "check", "-"}, game);
    CHECK(nk.code == 0);
    const CliRun hz = runCli({"game", "check", "--rules", "hazerswoude", "-"}, game);
    CHECK(hz.code == 1);
    const auto j = out(hz);
    CHECK(j["ok"] == false);
    CHECK(j["gift"] == 1);
    CHECK(j["rule"] == "The dealer deals six cards to each player, three at a time.");
    // With the variation of one blind card the same file is a game, and Bram wins it.
    const CliRun one = runCli({"game", "check", "--rules", "hazerswoude+eenblind", "-"}, game);
    CHECK(one.code == 0);
    CHECK(out(one)["giften"][0]["won"]["Bram"] == true);
}

TEST_CASE("game check --rules: an unknown rule set is unusable input", "[cli][game][rules]")
{
    const CliRun r = runCli({"game", "check", "--rules", "knorrel", "-"}, example("cards-point-bid-won.json"));
    CHECK(r.code == 2);
    CHECK(r.err.find("Onbekende spelregels") != std::string::npos);
}

TEST_CASE("roem --rules hazerswoude: a card in a sequence and in four aces", "[cli][roem][rules]")
{
    // "Four aces with the king and queen of trumps are worth a total of 140."
    const auto nk = out(runCli({"roem", "--trump", "H", "AH", "AC", "AD", "AS", "KH", "QH"}));
    const auto hz = out(runCli({"roem", "--trump", "H", "--rules", "hazerswoude", "AH", "AC", "AD", "AS", "KH", "QH"}));
    CHECK(nk["claimable"].back() == 120);
    CHECK(hz["claimable"].back() == 140);
    CHECK(out(runCli({"roem", "--trump", "H", "--rules", "nk2019", "AH", "AC", "AD", "AS", "KH", "QH"})) == nk);
}

TEST_CASE("legal --rules hazerswoude: undertrumping allowed", "[cli][legal][rules]")
{
    // "(It is legal to trump even if you could have followed suit.)"
    const auto nk = out(runCli({"legal", "--trump", "H", "--trick", "AS,QH", "--hand", "KS,7H"}));
    const auto hz = out(runCli({"legal", "--trump", "H", "--trick", "AS,QH", "--hand", "KS,7H", "--rules", "hazerswoude"}));
    CHECK(nk["legal"] == nlohmann::json({"KS"}));
    CHECK(hz["legal"] == nlohmann::json({"KS", "7H"}));
    const auto strict =
        out(runCli({"legal", "--trump", "H", "--trick", "AS,QH", "--hand", "KD,7H", "--rules", "hazerswoude+geenondertroeven"}));
    CHECK(strict["legal"] == nlohmann::json({"KD"}));
}
