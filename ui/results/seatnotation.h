#pragma once
// One seat notation everywhere: the letters A, B, C, D that the scoresheet prints beside the
// names (core/report) are what the screen shows and what the referee types. A typed token is a
// seat letter, a whole name, or the start of exactly one name; a letter always means the seat,
// never the start of a name, and a start that fits several names is ambiguous, not a guess.
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace nkb::ui {

// "A · Anna de Vries": the seat as the scoresheet prints it, for lists and headers.
[[nodiscard]] QString seatLabel(std::size_t seat, const std::string &name);

struct SeatMatch {
    std::string name;     // the player meant; empty when unknown or ambiguous
    QStringList choices;  // the names an ambiguous token fits
};

[[nodiscard]] SeatMatch matchSeat(const QString &token, const std::vector<std::string> &players);

struct SeatList {
    std::vector<std::string> names; // in the order typed
    QString problem;                // why a token is not one player (Dutch), empty when all are
};

// "a, c" or "Anna + Cor": several players (a double misère), separated by , + or ;.
[[nodiscard]] SeatList matchSeats(const QString &text, const std::vector<std::string> &players);

// The text that gives these players back in the field: their seat letters ("A, C").
[[nodiscard]] QString seatsText(const std::vector<std::string> &names, const std::vector<std::string> &players);

} // namespace nkb::ui
