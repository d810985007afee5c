// Draw plan --fixed with a file nested 100,000 deep ended in SIGSEGV (the error
// message printed the offending value back). Now it is refused, and no message echoes the input.
#include "clirun.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

struct Fixed {
    std::filesystem::path path;
    explicit Fixed(const std::string &name, const std::string &content)
        : path(std::filesystem::temp_directory_path() / ("nkb-draw-hostile-" + name))
    {
        std::ofstream(path, std::ios::binary) << content;
    }
    ~Fixed() { std::filesystem::remove(path); }
    Fixed(const Fixed &) = delete;
    Fixed &operator=(const Fixed &) = delete;
};

} // namespace

TEST_CASE("draw plan --fixed with 100,000 opening brackets is refused without a crash", "[cli][draw][hostile]")
{
    const Fixed deep("deep.json", std::string(100000, '[') + std::string(100000, ']'));
    const CliRun r = runCli({"draw", "plan", "--players", "8", "--fixed", deep.path.string()});
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.find("te diep genest") != std::string::npos);
    CHECK(r.out.size() < 400);
}

TEST_CASE("draw plan --fixed names a bad start number without printing it back", "[cli][draw][hostile]")
{
    const std::string huge(5000, 'x');
    const Fixed bad("bad.json", R"([[[1,2,3,")" + huge + R"("]]])");
    const CliRun r = runCli({"draw", "plan", "--players", "8", "--fixed", bad.path.string()});
    INFO(r.out << r.err);
    CHECK(r.code == 1);
    CHECK(r.out == "{\"ok\":false,\"error\":\"In het bestand staat in ronde 1 een speler die geen "
                   "startnummer is.\"}\n");
}

TEST_CASE("draw plan --fixed with 1e999 is refused as unreadable", "[cli][draw][hostile]")
{
    const Fixed big("big.json", "[[[1,2,3,1e999]]]");
    const CliRun r = runCli({"draw", "plan", "--players", "8", "--fixed", big.path.string()});
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.find("geen geldige JSON") != std::string::npos);
}
