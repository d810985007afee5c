#pragma once
// When two names are the same player: the store stores names in Unicode form C and compares them
// without regard to case ("jan de vries" is "Jan de Vries"). Public so that a preview (the CSV
// import dialog) marks the same players the store would refuse.
#include "tournament/tournament.h"

#include <string>
#include <vector>

namespace nkb::store {

[[nodiscard]] std::string nfc(const std::string &text);
[[nodiscard]] bool sameName(const std::string &a, const std::string &b);
// The player whose name is the same as `name` in that sense, other than start number `except`.
[[nodiscard]] const Player *sameNamed(const std::vector<Player> &players, const std::string &name, int except = 0);

} // namespace nkb::store
