// The sign-up list as Excel writes it is read with the right names: UTF-8 with or without
// BOM, Windows-1252 (Excel's Dutch "CSV (gescheiden door lijstscheidingsteken)"), UTF-16 "Unicode-
// tekst"; ';', ',' or tab; a name in one column or in voornaam/tussenvoegsel/achternaam. The files
// in tests/data/tournament/excel-* were made with iconv, not with this code.
#include "tournament/csv.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <string>

using namespace nkb;

namespace {

std::string fixture(const std::string &name)
{
    std::ifstream in(std::string(NKB_TEST_DATA_DIR) + "/tournament/" + name, std::ios::binary);
    REQUIRE(in);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

TEST_CASE("Windows-1252 with voornaam/tussenvoegsel/achternaam gives the names as typed", "[tournament][csv]")
{
    const std::string bytes = fixture("excel-cp1252.csv");
    std::string encoding;
    REQUIRE(csvTextToUtf8(bytes, &encoding).ok());
    CHECK(encoding == "Windows-1252");
    const auto rows = parsePlayersCsv(bytes);
    INFO((rows.ok() ? std::string() : rows.error().message));
    REQUIRE(rows.ok());
    REQUIRE(rows->size() == 5);
    CHECK(rows.value()[0].name == "José Müller");
    CHECK(rows.value()[0].club == "BC Ölst");
    CHECK(rows.value()[0].categories == std::vector<std::string>{"dame"});
    CHECK(rows.value()[1].name == "Anne-Marie van 't Hoff");
    CHECK(rows.value()[1].club == "Café ’t Hoekje");
    CHECK(rows.value()[2].name == "Zoë de Wit");
    CHECK(rows.value()[2].club == "Klaverjas; Bonaken ‘Ons Genoegen’");
    CHECK(rows.value()[3].name == "François Lefèvre");
    CHECK(rows.value()[3].club == "€-club");
    CHECK(rows.value()[4].name == "Štefan van der Veen");
    CHECK(rows.value()[4].row == 6);
}

TEST_CASE("Tab-separated UTF-8 and UTF-16 'Unicode-tekst' give the names as typed", "[tournament][csv]")
{
    const auto tab = parsePlayersCsv(fixture("excel-tab.csv"));
    REQUIRE(tab.ok());
    REQUIRE(tab->size() == 3);
    CHECK(tab.value()[0].name == "José Müller");
    CHECK(tab.value()[1].name == "Chloë van der Veen");
    CHECK(tab.value()[1].club == "De Troef, Hazerswoude"); // a comma inside a tab file is text
    CHECK(tab.value()[2].name == "Piet %1");

    std::string encoding;
    REQUIRE(csvTextToUtf8(fixture("excel-unicode-text.txt"), &encoding).ok());
    CHECK(encoding == "UTF-16");
    const auto utf16 = parsePlayersCsv(fixture("excel-unicode-text.txt"));
    REQUIRE(utf16.ok());
    REQUIRE(utf16->size() == 2);
    CHECK(utf16.value()[1].name == "Zoë de Wit");
    CHECK(utf16.value()[1].club == "€-club");
}

TEST_CASE("UTF-8 with and without BOM, ',' or ',', read the same, the separator is the header's",
          "[tournament][csv]")
{
    for (const std::string bom : {"", "\xEF\xBB\xBF"})
        for (const std::string sep : {";", ",", "\t"}) {
            INFO("bom " << bom.size() << " sep " << int(sep[0]));
            const auto rows =
                parsePlayersCsv(bom + "naam" + sep + "club\r\nZoë de Wit" + sep + "Ölst\r\n");
            REQUIRE(rows.ok());
            REQUIRE(rows->size() == 1);
            CHECK(rows.value()[0].name == "Zoë de Wit");
            CHECK(rows.value()[0].club == "Ölst");
        }
    std::string encoding;
    REQUIRE(csvTextToUtf8("naam\nZo\xC3\xAB\n", &encoding).ok());
    CHECK(encoding == "UTF-8"); // valid UTF-8 is never taken for Windows-1252 ("ZoÃ«")
}

TEST_CASE("What no code page can read is refused with the row named", "[tournament][csv]")
{
    const auto undefined = parsePlayersCsv("naam;club\r\nAnna;X\r\nBram;Y\x8D\r\n");
    REQUIRE_FALSE(undefined.ok());
    CHECK(undefined.error().message.find("Rij 3") != std::string::npos);
    CHECK(undefined.error().message.find("Windows-1252") != std::string::npos);
    const auto badBom = parsePlayersCsv("\xEF\xBB\xBFnaam;club\nAnna;X\xE9\n");
    REQUIRE_FALSE(badBom.ok()); // a BOM promises UTF-8: no guessing then
    CHECK(badBom.error().message.find("Rij 2") != std::string::npos);
    const auto noName = parsePlayersCsv("voornaam;club\nAnna;X\n");
    REQUIRE_FALSE(noName.ok());
    CHECK(noName.error().message.find("achternaam") != std::string::npos);
}
