#include "services/gamemove.h"

#include "gamefile/gamejson.h"
#include "gamefile/gamerename.h"
#include "store/tournamentstore.h"

#include <map>

namespace nkb {

StoreResult<GameResult> moveGame(TournamentStore &store, const GameRef &from, const GameRef &to,
                                 OtherStation otherStation)
{
    const auto rename = [](const std::string &text, const std::vector<std::pair<std::string, std::string>> &names)
        -> std::optional<std::string> {
        auto parsed = parseGameJson(text);
        auto *game = std::get_if<GameRecord>(&parsed);
        if (!game)
            return std::nullopt;
        renamePlayers(*game, std::map<std::string, std::string>(names.begin(), names.end()));
        return writeGameJson(*game);
    };
    return store.moveGame(from, to, rename, otherStation);
}

int freeGame(const Tournament &t, const std::vector<GameResult> &firstEntries, int round, int table, int preferred)
{
    const auto taken = [&](int game) {
        if (t.game(round, table, game))
            return true;
        for (const GameResult &g : firstEntries)
            if (g.round == round && g.table == table && g.game == game)
                return true;
        return false;
    };
    const int games = round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    if (preferred >= 1 && preferred <= games && !taken(preferred))
        return preferred;
    for (int g = 1; g <= games; ++g)
        if (!taken(g))
            return g;
    return 0;
}

} // namespace nkb
