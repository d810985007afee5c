#pragma once
// Edits of the player list: add, import a CSV file, carry over from another tournament's file, edit,
// remove, check-in, withdraw, late entry.
#include "store/tournamentstore.h"
#include "ui/document/storecommand.h"

#include <string>

namespace nkb::ui {

class AddPlayerCommand : public StoreCommand {
public:
    AddPlayerCommand(TournamentDocument *document, NewPlayer player);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    NewPlayer m_player;
};

// Name, club and categories of one player (a misspelt name at the door); the start number stays.
class EditPlayerCommand : public StoreCommand {
public:
    EditPlayerCommand(TournamentDocument *document, int startNumber, NewPlayer changes);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    int m_startNumber;
    NewPlayer m_changes;
};

// A player who signed up and is not seated anywhere yet; the store refuses it afterwards.
class RemovePlayerCommand : public StoreCommand {
public:
    RemovePlayerCommand(TournamentDocument *document, int startNumber, const std::string &name);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    int m_startNumber;
};

// Check-in at the door: present or absent for the rounds drawn from now on.
class PlayerPresentCommand : public StoreCommand {
public:
    PlayerPresentCommand(TournamentDocument *document, int startNumber, const std::string &name,
                         bool present);
    std::optional<StoreError> perform(TournamentStore &store) override;
    [[nodiscard]] const std::vector<std::string> &warnings() const { return m_warnings; }

private:
    int m_startNumber;
    bool m_present;
    std::vector<std::string> m_warnings;
};

class ImportPlayersCommand : public StoreCommand {
public:
    // known: refuse the file when a name is already there, or import only the new players.
    ImportPlayersCommand(TournamentDocument *document, std::string csvText,
                         TournamentStore::KnownNames known = TournamentStore::KnownNames::Refuse);
    // The preview's choices: rows left out, present at once or "aangemeld" (item 6).
    ImportPlayersCommand(TournamentDocument *document, std::string csvText, TournamentStore::PlayerImport how);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    std::string m_csv;
    TournamentStore::PlayerImport m_how;
};

// "Spelers van vorig jaar": the players chosen from another tournament's file (as read from it)
// taken over with their person ids; note() says how many and from which start number.
class CarryPlayersCommand : public StoreCommand {
public:
    CarryPlayersCommand(TournamentDocument *document, std::vector<Player> players, TournamentStore::PlayerCarry how);
    std::optional<StoreError> perform(TournamentStore &store) override;
    // What the last perform took over and left out.
    [[nodiscard]] const TournamentStore::CarryReport &report() const { return m_report; }

private:
    std::vector<Player> m_players;
    TournamentStore::PlayerCarry m_how;
    TournamentStore::CarryReport m_report;
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
    // Where he sits, in the store's words (the same sentence the CLI prints); also note().
    [[nodiscard]] const QString &message() const { return note(); }

private:
    NewPlayer m_player;
};

} // namespace nkb::ui
