#include "ui/final/finalmodel.h"

#include "ui/widgets/qtstd.h"

namespace nkb::ui {

FinalModel::FinalModel(QObject *parent) : QAbstractTableModel(parent) {}

void FinalModel::setTournament(const Tournament &t)
{
    beginResetModel();
    m_rows = computeFinalRanking(t);
    endResetModel();
}

int FinalModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int FinalModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FinalModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || role != Qt::DisplayRole)
        return {};
    const FinalRow &r = m_rows[static_cast<std::size_t>(index.row())];
    switch (index.column()) {
    // Issue 19: finalists level on the whole ladder share the place until the director settles it.
    case Rank: return r.sharedRank ? QStringLiteral("%1=").arg(r.rank) : QString::number(r.rank);
    case Name: return qs(r.name);
    case Points: return r.ladder.points;
    case Tens: return r.ladder.tens;
    case Eights: return r.ladder.eights;
    case Fours: return r.ladder.fours;
    case Ones: return r.ladder.ones;
    case Games: return r.ladder.games;
    case QualifyingRank: return r.qualifyingRank;
    default: return {};
    }
}

QVariant FinalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("Plaats");
    case Name: return tr("Naam");
    case Points: return tr("Punten");
    case Tens: return tr("10");
    case Eights: return tr("8");
    case Fours: return tr("4");
    case Ones: return tr("1");
    case Games: return tr("Spellen");
    case QualifyingRank: return tr("Voorronde");
    default: return {};
    }
}

} // namespace nkb::ui
