#include "ui/draw/tablesmodel.h"

#include "ui/widgets/qtstd.h"

#include "tournament/gameindex.h"

namespace nkb::ui {

TablesModel::TablesModel(QObject *parent) : QAbstractTableModel(parent) {}

void TablesModel::setRound(const Tournament &t, int round)
{
    beginResetModel();
    m_rows.clear();
    if (const Round *r = t.round(round)) {
        const GameIndex index(t);
        const int games = round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
        for (const Table &table : r->tables) {
            Row row;
            row.table = table.number;
            row.games = games;
            row.numbers = table.seats;
            for (int sn : table.seats) {
                const Player *p = t.player(sn);
                row.seats.push_back(p ? QStringLiteral("%1 %2").arg(sn).arg(qs(p->name)) : QString::number(sn));
            }
            for (int g = 1; g <= games; ++g) {
                const GameResult *gr = index.game(round, table.number, g);
                if (gr && gr->finished)
                    ++row.finished;
            }
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

int TablesModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int TablesModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TablesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == StartNumberRole && index.column() >= Seat1 && index.column() <= Seat4) {
        const auto seat = static_cast<std::size_t>(index.column() - Seat1);
        return seat < row.numbers.size() ? QVariant(row.numbers[seat]) : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TableNumber: return row.table;
    case Seat1:
    case Seat2:
    case Seat3:
    case Seat4: {
        const auto seat = static_cast<std::size_t>(index.column() - Seat1);
        return seat < row.seats.size() ? row.seats[seat] : QString();
    }
    case Games: return tr("%1 van %2").arg(row.finished).arg(row.games);
    default: return {};
    }
}

QVariant TablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TableNumber: return tr("Tafel");
    case Seat1: return tr("Stoel A");
    case Seat2: return tr("Stoel B");
    case Seat3: return tr("Stoel C");
    case Seat4: return tr("Stoel D");
    case Games: return tr("Spellen");
    default: return {};
    }
}

} // namespace nkb::ui
