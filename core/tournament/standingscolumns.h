#pragma once
// The klassement's columns (R60) in one place. The Klassement and Finale tabs, the CLI, the painted
// paper, the web page and the CSV each show a choice of these, in this order and with these words,
// so a column changed here changes on every face alike; an outlet keeps only what is its own (its
// colours, the final cut, a column no other outlet has).
#include "tournament/standings.h"

#include <span>
#include <string>
#include <string_view>

namespace nkb {

enum class ColumnAlign { Left, Right, Center };

enum class StandingsField { Rank, StartNumber, Name, Club, Points, Tens, Eights, Fours, Ones, Zeros, Games };

struct StandingsColumn {
    StandingsField field{};
    const char *header{};      // on screen (the Klassement and Finale tabs), in full
    const char *shortHeader{}; // paper and web page, where the width is the players' names'
    // The CLI's fixed-width table is narrower still ("Ptn", "Sp").
    const char *terminalHeader{};
    // A spreadsheet reads a header cell "10" as a number: the counts say "Keer 10" there.
    const char *spreadsheetHeader{};
    ColumnAlign align{};      // on screen and in the terminal
    ColumnAlign paperAlign{}; // the paper centres the rank under its title
    double paperWidth{};      // mm on the painted paper; 0 takes what the others leave
    int terminalWidth{};      // characters in the CLI
    bool number{};            // a count: a number cell, sorted as a number
};

// Every column, in the order every outlet shows them.
[[nodiscard]] std::span<const StandingsColumn> standingsColumns();
[[nodiscard]] const StandingsColumn &standingsColumn(StandingsField field);

// A row of the qualifying standings or of the final, as the columns read it.
struct StandingsLine {
    int rank{0};
    bool sharedRank{false};
    int startNumber{0};
    std::string_view name;
    std::string_view club; // the final's ranking shows none
    Ladder ladder;
};
[[nodiscard]] StandingsLine standingsLine(const StandingRow &row);
[[nodiscard]] StandingsLine standingsLine(const FinalRow &row);

// R60: players still level share the rank: "3=". Otherwise "3", or "3." where the CLI wants the
// place read as an ordinal (unsharedMark "."). Rank 0 (no place yet): "–".
[[nodiscard]] std::string rankText(int rank, bool shared, std::string_view unsharedMark = {});

// Who played fewer rounds than the field, marked beside his name on every face of the klassement
// (he sits low for that reason, not for his play): "teruggetrokken vanaf ronde 3" or "vanaf
// ronde 3" (a late entry); empty for everybody else. Who is the zwabber is the prize-giving's call.
[[nodiscard]] std::string fewerRoundsNote(const Tournament &t, int startNumber);

// The cell as text (the rank as rankText without a mark; the name and club as typed).
[[nodiscard]] std::string standingsText(StandingsField field, const StandingsLine &line);
// The count of a number column; 0 for the rank, the name and the club.
[[nodiscard]] int standingsNumber(StandingsField field, const StandingsLine &line);

} // namespace nkb
