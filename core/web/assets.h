#pragma once
// The venue pages' script and style, kept as real files in core/web/assets/ (checked by eslint and
// the style checker: tests/web/lint) and compiled in as text by core/web/CMakeLists.txt, so the
// server needs no files beside it.
namespace nkb::web::assets {

[[nodiscard]] const char *venueStyle();  // assets/venue.css: the venue pages' own rules
[[nodiscard]] const char *venueScript(); // assets/nkb.js: every page's polling, clock and name search
[[nodiscard]] const char *tableScript(); // assets/tafel.js: the table page and entry at the table
[[nodiscard]] const char *tableSigning(); // assets/tafelteken.js: signs the table page's requests
[[nodiscard]] const char *tableConfirm(); // assets/tafelbevestig.js: "Spel klaar" confirmed by another seat

} // namespace nkb::web::assets
