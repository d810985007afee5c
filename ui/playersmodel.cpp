#include "ui/playersmodel.h"

#include "ui/qtstd.h"

#include <QBrush>
#include <QColor>

namespace nkb::ui {

PlayersModel::PlayersModel(QObject *parent) : QAbstractTableModel(parent) {}

void PlayersModel::setTournament(const Tournament &t)
{
    beginResetModel();
    m_players = t.players;
    endResetModel();
}

const Player *PlayersModel::playerAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_players[static_cast<std::size_t>(row)];
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_players.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    const Player *p = index.isValid() ? playerAt(index.row()) : nullptr;
    if (!p)
        return {};
    if (role == Qt::ForegroundRole && p->withdrawn())
        return QBrush(QColor(128, 128, 128));
    if (role == Qt::TextAlignmentRole && (index.column() == StartNumber || index.column() == JoinsFrom))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case StartNumber: return p->startNumber;
    case Name: return qs(p->name);
    case Club: return qs(p->club);
    case Categories: return qsList(p->categories).join(QLatin1Char(' '));
    case JoinsFrom: return p->joinsFromRound;
    case State:
        if (p->withdrawn())
            return tr("teruggetrokken vanaf ronde %1").arg(*p->withdrawnFromRound);
        if (p->joinsFromRound > 1)
            return tr("laat ingestroomd");
        return tr("aanwezig");
    default: return {};
    }
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StartNumber: return tr("Nr");
    case Name: return tr("Naam");
    case Club: return tr("Club");
    case Categories: return tr("Categorieën");
    case JoinsFrom: return tr("Vanaf ronde");
    case State: return tr("Status");
    default: return {};
    }
}

} // namespace nkb::ui
