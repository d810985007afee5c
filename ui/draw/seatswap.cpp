#include "ui/draw/seatswap.h"

#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

#include <algorithm>

namespace nkb::ui {

std::optional<std::vector<Table>> swapSeats(const std::vector<Table> &tables, int a, int b)
{
    std::vector<Table> out = tables;
    int *seatA = nullptr;
    int *seatB = nullptr;
    for (Table &table : out)
        for (int &sn : table.seats) {
            if (sn == a)
                seatA = &sn;
            else if (sn == b)
                seatB = &sn;
        }
    if (!seatA || !seatB || a == b)
        return std::nullopt;
    std::swap(*seatA, *seatB);
    return out;
}

QStringList newRepeats(const Tournament &t, int round, const std::vector<Table> &tables, int a, int b)
{
    QStringList out;
    auto nameOf = [&t](int sn) {
        const Player *p = t.player(sn);
        return p ? qs(p->name) : QString::number(sn);
    };
    for (int moved : {a, b}) {
        const auto table = std::find_if(tables.begin(), tables.end(), [moved](const Table &tb) {
            return std::find(tb.seats.begin(), tb.seats.end(), moved) != tb.seats.end();
        });
        if (table == tables.end())
            continue;
        for (int other : table->seats) {
            if (other == moved || (moved == b && other == a))
                continue;
            QStringList rounds;
            for (const Round &r : t.rounds) {
                if (r.number == kFinalRound || r.number >= round)
                    continue;
                for (const Table &earlier : r.tables) {
                    const bool both = std::find(earlier.seats.begin(), earlier.seats.end(), moved) != earlier.seats.end() &&
                                      std::find(earlier.seats.begin(), earlier.seats.end(), other) != earlier.seats.end();
                    if (both)
                        rounds << QString::number(r.number);
                }
            }
            if (!rounds.isEmpty())
                out << QCoreApplication::translate("SeatSwap", "%1 treft %2 opnieuw (ook in ronde %3)")
                           .arg(nameOf(moved), nameOf(other), rounds.join(QStringLiteral(", ")));
        }
    }
    return out;
}

} // namespace nkb::ui
