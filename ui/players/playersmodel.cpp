#include "ui/players/playersmodel.h"

#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/tournamentdocument.h"

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

void PlayersModel::setDocument(TournamentDocument *document) { m_document = document; }

int PlayersModel::rowOf(int startNumber) const
{
    for (std::size_t i = 0; i < m_players.size(); ++i)
        if (m_players[i].startNumber == startNumber)
            return static_cast<int>(i);
    return -1;
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
    if (index.column() == Present) {
        if (role == Qt::CheckStateRole)
            return p->present ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return p->present ? tr("Aanwezig: wordt ingedeeld")
                              : tr("Afgemeld: niet ingedeeld in rondes die hierna worden geloot");
        // No text: the search box filters on what is written, not on the tick.
        return {};
    }
    if (index.column() == Website && role == Qt::ToolTipRole)
        return p->notPublished ? tr("Niet publiceren: op de gepubliceerde website alleen de initialen (AVG)")
                               : tr("Op de gepubliceerde website met de hele naam");
    if (role == Qt::ForegroundRole && (p->withdrawn() || !p->present))
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
    // Text, so that the search box finds the marked players too.
    case Website: return p->notPublished ? tr("alleen initialen") : QString();
    case State:
        if (p->withdrawn())
            return tr("teruggetrokken vanaf ronde %1").arg(*p->withdrawnFromRound);
        if (!p->present) // signed up, not (yet) at the door: not "afgemeld", which is cancelled
            return tr("aangemeld, niet aanwezig");
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
    case Present: return tr("Aanwezig");
    case Name: return tr("Naam");
    case Club: return tr("Club");
    case Categories: return tr("Categorieën");
    case JoinsFrom: return tr("Vanaf ronde");
    case Website: return tr("Website");
    case State: return tr("Status");
    default: return {};
    }
}

Qt::ItemFlags PlayersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Present && m_document)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool PlayersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Player *p = index.isValid() ? playerAt(index.row()) : nullptr;
    if (!p || index.column() != Present || role != Qt::CheckStateRole || !m_document)
        return false;
    const bool present = value.toInt() == Qt::Checked;
    if (present == p->present)
        return false;
    auto *command = new PlayerPresentCommand(m_document, p->startNumber, p->name, present);
    const QString refusal = m_document->execute(command).text(); // deletes a refused command
    if (!refusal.isEmpty()) {
        emit refused(refusal);
        return false;
    }
    const std::vector<std::string> warnings = command->warnings(); // the stack owns it now
    // The document has re-read the file; show it even when no panel listens.
    setTournament(m_document->tournament());
    for (const auto &w : warnings)
        emit warned(qs(w));
    return true;
}

} // namespace nkb::ui
