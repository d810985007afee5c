#pragma once
// Every value that enters a tournament has a sane bound, checked where it enters (CSV import,
// JSON import, the new command, adding and editing a player) and when a file is opened. The
// bounds live here, in one place; each check gives a Dutch sentence, or nullopt when fine.
#include "tournament/tournament.h"

#include <optional>
#include <string>

namespace nkb {

namespace limits {
inline constexpr int kMaxNameChars = 100;    // a player's name, in characters (not bytes)
inline constexpr int kMaxClubChars = 100;    // club or town
inline constexpr int kMaxCategoryChars = 40; // one category tag
inline constexpr int kMaxCategories = 10;    // tags per player
inline constexpr int kMaxTitleChars = 200;   // the tournament's name and venue
inline constexpr int kMinRounds = 1;
inline constexpr int kMaxRounds = 20;
inline constexpr int kMinGamesPerRound = 1;
inline constexpr int kMaxGamesPerRound = 10;
inline constexpr int kMinFinalGames = 1;
inline constexpr int kMaxFinalGames = 10;
inline constexpr int kMaxPlacePoints = 10; // a place at a table of three earns 0..10 points (R60)
inline constexpr int kMaxStationChars = 40; // a results station's name in the audit ("Zaal-2")
// The director's announcement: one line a phone shows in two or three lines at 360 px.
inline constexpr int kMaxAnnouncementChars = 200;
// Players in one tournament, withdrawn ones included: the draw numbers every player who ever sat
// or is present and keeps a table of pair counts of players^2 bytes (25 MB at 5,000); 5,000 are
// seated for twenty rounds in under a second within 45 MB, and the draw refuses more
// (draw::kMaxPlayers, which a test holds equal to this one).
inline constexpr int kMaxPlayers = 5000;
} // namespace limits

// The settings of a tournament: rounds, games per round, final games, the table of three's
// points, the lengths of its name and venue, a known rule set under its stored name. For the new
// command, the import, and opening a file.
[[nodiscard]] std::optional<std::string> checkInfoBounds(const TournamentInfo &info);

// Whether `adding` more players fit beside the `already` in the tournament (limits::kMaxPlayers).
// fromFile: they come from an import, which is refused as a whole; the refusal says how many the
// file brings and that nothing was imported.
[[nodiscard]] std::optional<std::string> checkPlayerCount(std::size_t already, std::size_t adding,
                                                          bool fromFile = false);

// A player's name: present, valid UTF-8, at most limits::kMaxNameChars characters, no control or
// invisible characters (U+200B, U+200E/F, U+FEFF, U+00AD …), none of , = ; " (they separate
// fields on the command line and in CSV), no space at either end. Never repeats the name when it
// is not printable.
[[nodiscard]] std::optional<std::string> checkPlayerName(const std::string &name);
// Only what any stored name must be (present, UTF-8, length, no control or invisible character):
// for a name read back from an export, which may hold a quote typed in an earlier version.
[[nodiscard]] std::optional<std::string> checkNameText(const std::string &name);
// A club or town: may be empty; otherwise as a name, up to limits::kMaxClubChars.
[[nodiscard]] std::optional<std::string> checkClub(const std::string &club);
// One category tag: not empty, no separator, as a name otherwise, up to limits::kMaxCategoryChars.
[[nodiscard]] std::optional<std::string> checkCategory(const std::string &category);
// A player's categories: at most limits::kMaxCategories, each as checkCategory.
[[nodiscard]] std::optional<std::string> checkCategories(const std::vector<std::string> &categories);
// All of a player: name, club, categories (also how many). typed: the name as typed now
// (checkPlayerName); otherwise as read from an export (checkNameText).
[[nodiscard]] std::optional<std::string> checkPlayerFields(const std::string &name, const std::string &club,
                                                           const std::vector<std::string> &categories,
                                                           bool typed = true);

// A person id (Player::personId) as the program gives it: a UUID written without braces,
// 8-4-4-4-12 hexadecimal digits ("1b4e28ba-2fa1-11d2-883f-0016d3cca427"). What a file or an export
// brings is checked against it, so that no other text links two players of two years.
[[nodiscard]] bool isPersonId(const std::string &id);

// A results station's name (--station, the connect dialog): present, UTF-8, at most
// limits::kMaxStationChars characters, no control or invisible character (a newline would forge a
// line in undo --list, U+202E turn it around), no space at either end.
[[nodiscard]] std::optional<std::string> checkStationName(const std::string &name);

// The director's announcement (Tournament::announcement): present, UTF-8, at most
// limits::kMaxAnnouncementChars characters, no control or invisible character (a newline, U+202E),
// no space at either end. Text only: the pages and the projector show it as text, never as markup.
[[nodiscard]] std::optional<std::string> checkAnnouncement(const std::string &text);

// The station name a computer's host name gives: the name itself, else its first part (before a
// '.'), when that is a valid station name; else "".
[[nodiscard]] std::string stationFromHostName(const std::string &host);

// Text for one line of a list or a terminal: every control or invisible character (the ones a
// name may not hold) and invalid UTF-8 shown as U+FFFD. For names stored before they were checked.
[[nodiscard]] std::string oneLine(const std::string &text);

// Characters (code points) in valid UTF-8 text.
[[nodiscard]] std::size_t utf8Length(const std::string &text);

} // namespace nkb
