#pragma once
// Checks on text that comes from outside (files, the command line) before anything reads it
// further: valid UTF-8, and JSON whose arrays and objects do not nest absurdly deep (a parser
// or printer that recurses would run out of stack on "[[[[…").
#include <cstddef>
#include <optional>
#include <string_view>

namespace nkb {

// No file of ours nests deeper than about ten; far more is never a real file.
inline constexpr int kMaxJsonNesting = 64;

// Byte offset of the first invalid UTF-8 sequence (also overlong forms and surrogates), or nullopt.
[[nodiscard]] std::optional<std::size_t> firstInvalidUtf8(std::string_view text);

// True when no array or object in the JSON text nests deeper than maxDepth. Brackets inside
// strings do not count. Meant to run before the JSON parser, on any text.
[[nodiscard]] bool jsonNestingWithin(std::string_view text, int maxDepth = kMaxJsonNesting);

// The Dutch refusal for a file that nests too deep.
[[nodiscard]] const char *jsonTooDeepMessage();

} // namespace nkb
