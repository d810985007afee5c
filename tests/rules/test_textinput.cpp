// Text from outside is checked before it is read further — JSON nesting is
// bounded before a parser sees it, and invalid UTF-8 is found wherever it hides.
#include "rules/textinput.h"

#include <catch2/catch.hpp>

#include <string>

using namespace nkb;

TEST_CASE("JSON nesting is counted outside strings, up to the bound", "[textinput]")
{
    CHECK(jsonNestingWithin(R"({"players":["A","B"],"giften":[{"cards":{"tricks":[["7S"]]}}]})"));
    CHECK(jsonNestingWithin(std::string(64, '[') + std::string(64, ']')));
    CHECK_FALSE(jsonNestingWithin(std::string(65, '[') + std::string(65, ']')));
    CHECK_FALSE(jsonNestingWithin(std::string(100000, '[') + std::string(100000, ']')));
    CHECK_FALSE(jsonNestingWithin(std::string(100000, '{'))); // unclosed: still too deep
    CHECK(jsonNestingWithin(std::string(3, '['), 3));
    CHECK_FALSE(jsonNestingWithin(std::string(4, '['), 3));
    // Brackets in a name are text, also after an escaped quote.
    CHECK(jsonNestingWithin("[\"" + std::string(1000, '[') + "\"]", 2));
    CHECK(jsonNestingWithin(R"(["a\"[[[[", "]]]"])", 1));
    CHECK_FALSE(jsonNestingWithin(R"(["a\\", [[]]])", 2)); // the string ends after the escaped backslash
}

TEST_CASE("Invalid UTF-8 is found at its byte offset", "[textinput]")
{
    CHECK_FALSE(firstInvalidUtf8("Piet de Vries").has_value());
    CHECK_FALSE(firstInvalidUtf8("Jos\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x83\x8F").has_value()); // é € 🃏
    CHECK(firstInvalidUtf8("Piet \xFE") == std::optional<std::size_t>(5));
    CHECK(firstInvalidUtf8("a\xC3") == std::optional<std::size_t>(1));            // cut short
    CHECK(firstInvalidUtf8("\xC0\xAF") == std::optional<std::size_t>(0));         // overlong '/'
    CHECK(firstInvalidUtf8("\xE0\x80\xAF") == std::optional<std::size_t>(0));     // overlong '/'
    CHECK(firstInvalidUtf8("x\xED\xA0\x80") == std::optional<std::size_t>(1));    // a surrogate
    CHECK(firstInvalidUtf8("\xF4\x90\x80\x80") == std::optional<std::size_t>(0)); // above U+10FFFF
}
