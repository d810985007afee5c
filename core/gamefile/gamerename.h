#pragma once
// A game moved to the table it was played at: the same game with other players' names,
// seat for seat. Every place a gift names a player is renamed; nothing else changes.
#include "gamefile/gamerecord.h"

#include <map>
#include <string>

namespace nkb {

// Renames by the map (old name -> new name); a name not in it stays. The names are swapped all at
// once, so a map that exchanges two names does so.
void renamePlayers(GameRecord &game, const std::map<std::string, std::string> &names);

} // namespace nkb
