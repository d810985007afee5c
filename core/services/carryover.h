#pragma once
// "Spelers van vorig jaar": the players of another tournament's file taken over into the open
// one, with their person ids (the same person across the years) and "niet publiceren" marks.
// Shared by nk-bonaken-cli (players carry) and the application (Deelnemers → Spelers van vorig
// jaar…). The other file is only read (TournamentStore::readOtherTournament).
#include "store/tournamentstore.h"

#include <string>
#include <vector>

namespace nkb {

// The other file's tournament and each of its players as he would be taken over now.
struct CarrySource {
    TournamentStore::OtherTournament file;
    std::vector<CarryCandidate> candidates; // in the file's order, one for each of file.players
};

// Refused besides what readOtherTournament refuses: the file of the tournament open in `store`.
[[nodiscard]] StoreResult<CarrySource> readCarrySource(const TournamentStore &store, const std::string &otherFile);

// The players of `file` with these start numbers there, in that order (empty: all of them); an
// unknown number refuses the whole choice, naming it.
[[nodiscard]] StoreResult<std::vector<Player>> chosenPlayers(const TournamentStore::OtherTournament &file,
                                                             const std::vector<int> &startNumbers);

struct CarryChoice {
    std::vector<int> only; // start numbers in the other file; empty: every player
    bool present{true};    // false: "aangemeld" until the door (the import's --aangemeld)
};

// Reads the other file and takes over the chosen players in one change (TournamentStore::carryPlayers).
[[nodiscard]] StoreResult<TournamentStore::CarryReport> carryPlayers(TournamentStore &store,
                                                                     const std::string &otherFile,
                                                                     const CarryChoice &choice);

} // namespace nkb
