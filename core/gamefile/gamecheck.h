#pragma once
// Judging a game at one table gift by gift (R5–R79): the auction, the result of every gift from
// a summary or from the full card record, the statuses, places and points.
#include "gamefile/gamerecord.h"
#include "rules/ruleerror.h"
#include "rules/ruleset.h"
#include "rules/tablegame.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace nkb {

// A player caught vals roemen (R66) and the rule that shows it: 68 for a bid that needs roem he
// cannot get (R67, R68), 70 for roem announced by the Speler that he does not hold.
struct ValsRoemer {
    std::string name;
    int rule{68};
    friend bool operator==(const ValsRoemer &, const ValsRoemer &) = default;
};

struct GiftVerdict {
    int index{0}; // 1-based
    bool redeal{false};
    std::string dealer;
    std::vector<std::string> spelers; // in bid order
    std::string contract;             // canonical bid text; empty on a redeal
    std::optional<std::string> trump; // "H", "none"; when known
    std::vector<std::pair<std::string, bool>> won;
    std::vector<std::pair<std::string, Status>> status; // every player, after the gift
    std::string nextDealer;
    std::vector<ValsRoemer> valsRoemers; // every one, each erin (R66); in the order found
    std::vector<std::string> warnings; // Dutch, "Regel N: …"
};

struct PlayerOutcome {
    std::string name;
    Status status{Status::Suf};
    std::optional<int> place;
    std::optional<int> points;
};

struct GameVerdict {
    bool ok{true};
    bool finished{false};
    std::vector<GiftVerdict> giften;    // the gifts judged (before the error, if any)
    std::vector<PlayerOutcome> result;  // every player in seating order
    int errorGift{0};                   // 1-based gift with the error; 0 when the game itself is wrong
    std::optional<RuleError> error;
};

// Every refusal and warning is in the rule set's words (RuleSet::cite).
[[nodiscard]] GameVerdict checkGame(const GameRecord &game, const RuleSet &rs);

// A game with the engine's verdict on it under one rule set. Made only by judge(): whoever is
// handed one knows the verdict is the engine's on this very game, so the results desk judges a
// gift as it is typed and the service that stores the game need not judge it again.
class JudgedGame {
public:
    [[nodiscard]] const GameRecord &game() const { return m_game; }
    [[nodiscard]] const GameVerdict &verdict() const { return m_verdict; }
    [[nodiscard]] const RuleSet &rules() const { return m_rules; }

private:
    JudgedGame(GameRecord game, GameVerdict verdict, RuleSet rules)
        : m_game(std::move(game)), m_verdict(std::move(verdict)), m_rules(std::move(rules))
    {
    }
    friend JudgedGame judge(GameRecord game, const RuleSet &rules);
    GameRecord m_game;
    GameVerdict m_verdict;
    RuleSet m_rules;
};
// The game comes back with what the engine settled in it: every judged gift's dealer.
[[nodiscard]] JudgedGame judge(GameRecord game, const RuleSet &rules);

// The verdict in the format of `nk-bonaken-cli game check`.
[[nodiscard]] nlohmann::ordered_json verdictToJson(const GameVerdict &verdict);

// Points per player (seating order) of a finished game; nullopt when it is not finished or wrong.
[[nodiscard]] std::optional<std::vector<int>> finalPoints(const GameVerdict &verdict);

} // namespace nkb
