#pragma once
// Edits of the player list: add, import a CSV file, withdraw, late entry.
#include "store/tournamentstore.h"
#include "ui/storecommand.h"

#include <string>

namespace nkb::ui {

class AddPlayerCommand : public StoreCommand {
public:
    AddPlayerCommand(TournamentDocument *document, NewPlayer player);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    NewPlayer m_player;
};

class ImportPlayersCommand : public StoreCommand {
public:
    ImportPlayersCommand(TournamentDocument *document, std::string csvText);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    std::string m_csv;
};

class WithdrawPlayerCommand : public StoreCommand {
public:
    WithdrawPlayerCommand(TournamentDocument *document, std::string name, int fromRound);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] const std::vector<std::string> &warnings() const { return m_warnings; }

private:
    std::string m_name;
    int m_fromRound;
    std::vector<std::string> m_warnings;
};

class LateEntryCommand : public StoreCommand {
public:
    LateEntryCommand(TournamentDocument *document, NewPlayer player);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    NewPlayer m_player;
};

} // namespace nkb::ui
