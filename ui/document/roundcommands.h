#pragma once
// Edits of rounds and results: draw a round, enter a game (paper points or every gift), the lot
// at the final cut.
#include "services/drawround.h"
#include "store/tournamentstore.h"
#include "gamefile/gamecheck.h"
#include "ui/document/storecommand.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace nkb::ui {

class DrawRoundCommand : public StoreCommand {
public:
    // Without a seed a fresh one is drawn once; a redo draws again with that same seed.
    DrawRoundCommand(TournamentDocument *document, int round, std::optional<std::uint64_t> seed);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] const DrawnRound &drawn() const { return m_drawn; }

private:
    int m_round;
    std::uint64_t m_seed;
    DrawnRound m_drawn;
};

// Entry at the table: a table's code withdrawn (a lost phone); its sheet printed again has a new one.
class WithdrawTableCodeCommand : public StoreCommand {
public:
    WithdrawTableCodeCommand(TournamentDocument *document, int round, int table);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    int m_round;
    int m_table;
};

// The director's own seating of a round (two players swapped by hand): stored as "hand".
class SetTablesCommand : public StoreCommand {
public:
    SetTablesCommand(TournamentDocument *document, int round, std::vector<Table> tables, const QString &text);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    int m_round;
    std::vector<Table> m_tables;
};

// The undo text of a game's result: "Uitslag ronde 2, tafel 3, spel 1".
[[nodiscard]] QString gameText(const GameRef &ref);

class EnterPointsCommand : public StoreCommand {
public:
    EnterPointsCommand(TournamentDocument *document, GameRef ref, std::vector<std::pair<std::string, int>> points);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] std::optional<GameRef> onlyGame() const override { return m_ref; }

private:
    GameRef m_ref;
    std::vector<std::pair<std::string, int>> m_points;
};

// The finished game, stored as its result (the engine judges it once more).
class EnterGameCommand : public StoreCommand {
public:
    EnterGameCommand(TournamentDocument *document, GameRef ref, JudgedGame game);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] std::optional<GameRef> onlyGame() const override { return m_ref; }

private:
    GameRef m_ref;
    JudgedGame m_game;
};

// "Gift 5, tafel 3, ronde 2": the gifts of a game being entered, written after every accepted,
// corrected or taken-back gift; one undo step each. Not counted until the game is stored.
class SaveGiftsCommand : public StoreCommand {
public:
    SaveGiftsCommand(TournamentDocument *document, GameRef ref, JudgedGame game, const QString &what,
                     bool addsGift);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] std::optional<GameRef> onlyGame() const override { return m_ref; }
    [[nodiscard]] const GameRef &ref() const { return m_ref; }
    // This step added one gift at the end (so undoing it takes back that gift).
    [[nodiscard]] bool addsGift() const { return m_addsGift; }

private:
    GameRef m_ref;
    JudgedGame m_game;
    bool m_addsGift;
};

// A game typed at the wrong table, moved to the right one seat for seat.
class MoveGameCommand : public StoreCommand {
public:
    MoveGameCommand(TournamentDocument *document, GameRef from, GameRef to);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    GameRef m_from;
    GameRef m_to;
};

// A game wiped: its result or gifts in progress.
class DeleteGameCommand : public StoreCommand {
public:
    DeleteGameCommand(TournamentDocument *document, GameRef ref);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] std::optional<GameRef> onlyGame() const override { return m_ref; }

private:
    GameRef m_ref;
};

// "gift 5, tafel 3, ronde 2" after "Gift 5".
[[nodiscard]] QString giftStepText(const QString &what, const GameRef &ref);

class FinalLotCommand : public StoreCommand {
public:
    FinalLotCommand(TournamentDocument *document, std::uint64_t seed);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    std::uint64_t m_seed;
};

// How a tie for the title in the final is settled (the organisation's choice).
class FinalTieRuleCommand : public StoreCommand {
public:
    FinalTieRuleCommand(TournamentDocument *document, FinalTieRule rule);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    FinalTieRule m_rule;
};

// The director settles a tie for the title by the tournament's rule (the deciding game's winner,
// the qualifying rank, or a lot with this seed).
class SettleFinalTieCommand : public StoreCommand {
public:
    SettleFinalTieCommand(TournamentDocument *document, std::optional<int> winner, std::uint64_t seed);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    std::optional<int> m_winner;
    std::uint64_t m_seed;
};

} // namespace nkb::ui
