#include "tournament/standingscolumns.h"

#include <array>
#include <cstddef>

namespace nkb {

namespace {

using F = StandingsField;
constexpr ColumnAlign L = ColumnAlign::Left;
constexpr ColumnAlign R = ColumnAlign::Right;
constexpr ColumnAlign C = ColumnAlign::Center;

// field, header, short, terminal, spreadsheet, align, paper align, paper mm, terminal width, number
constexpr std::array<StandingsColumn, 11> kColumns{{
    {F::Rank, "Plaats", "Pl.", "Pl.", "Pl.", R, C, 12, 5, false},
    {F::StartNumber, "Nr", "Nr.", "Nr", "Nr.", R, R, 11, 4, true},
    {F::Name, "Naam", "Naam", "Naam", "Naam", L, L, 0, 24, false},
    {F::Club, "Club", "Club", "Club", "Club", L, L, 44, 24, false},
    {F::Points, "Punten", "Punten", "Ptn", "Punten", R, R, 16, 5, true},
    {F::Tens, "10", "10", "10", "Keer 10", R, R, 9, 4, true},
    {F::Eights, "8", "8", "8", "Keer 8", R, R, 9, 3, true},
    {F::Fours, "4", "4", "4", "Keer 4", R, R, 9, 3, true},
    {F::Ones, "1", "1", "1", "Keer 1", R, R, 9, 3, true},
    {F::Zeros, "0", "0", "0", "Keer 0", R, R, 9, 3, true},
    {F::Games, "Spellen", "Sp.", "Sp", "Spellen", R, R, 11, 4, true},
}};

// standingsColumn() looks a field up by its number.
static_assert([] {
    for (std::size_t i = 0; i < kColumns.size(); ++i)
        if (static_cast<std::size_t>(kColumns[i].field) != i)
            return false;
    return true;
}());

} // namespace

std::span<const StandingsColumn> standingsColumns()
{
    return kColumns;
}

const StandingsColumn &standingsColumn(StandingsField field)
{
    return kColumns[static_cast<std::size_t>(field)];
}

StandingsLine standingsLine(const StandingRow &row)
{
    return {row.rank, row.sharedRank, row.startNumber, row.name, row.club, row.ladder};
}

StandingsLine standingsLine(const FinalRow &row)
{
    return {row.rank, row.sharedRank, row.startNumber, row.name, {}, row.ladder};
}

std::string rankText(int rank, bool shared, std::string_view unsharedMark)
{
    if (rank <= 0)
        return "–"; // no place yet (the final before its first game)
    return std::to_string(rank) + (shared ? std::string("=") : std::string(unsharedMark));
}

std::string fewerRoundsNote(const Tournament &t, int startNumber)
{
    const Player *p = t.player(startNumber);
    if (!p)
        return {};
    if (p->withdrawnFromRound)
        return "teruggetrokken vanaf ronde " + std::to_string(*p->withdrawnFromRound);
    if (p->joinsFromRound > 1)
        return "vanaf ronde " + std::to_string(p->joinsFromRound);
    return {};
}

std::string standingsText(StandingsField field, const StandingsLine &line)
{
    switch (field) {
    case F::Rank: return rankText(line.rank, line.sharedRank);
    case F::Name: return std::string(line.name);
    case F::Club: return std::string(line.club);
    default: return std::to_string(standingsNumber(field, line));
    }
}

int standingsNumber(StandingsField field, const StandingsLine &line)
{
    const Ladder &l = line.ladder;
    switch (field) {
    case F::StartNumber: return line.startNumber;
    case F::Points: return l.points;
    case F::Tens: return l.tens;
    case F::Eights: return l.eights;
    case F::Fours: return l.fours;
    case F::Ones: return l.ones;
    case F::Zeros: return l.zeros;
    case F::Games: return l.games;
    case F::Rank:
    case F::Name:
    case F::Club: break;
    }
    return 0;
}

} // namespace nkb
