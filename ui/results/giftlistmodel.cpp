#include "ui/results/giftlistmodel.h"

#include "ui/results/seatnotation.h"
#include "ui/widgets/qtstd.h"

#include <QColor>

#include <QCoreApplication>

namespace nkb::ui {

QString irregularityName(IrregularityKind kind)
{
    switch (kind) {
    case IrregularityKind::Verzaking: return QCoreApplication::translate("GiftListModel", "verzaking");
    case IrregularityKind::ValsRoemen: return QCoreApplication::translate("GiftListModel", "vals roemen");
    case IrregularityKind::WrongCardCount: return QCoreApplication::translate("GiftListModel", "verkeerd aantal kaarten");
    case IrregularityKind::OutOfTurn: return QCoreApplication::translate("GiftListModel", "voor de beurt");
    case IrregularityKind::Revealing: return QCoreApplication::translate("GiftListModel", "kaarten verraden");
    case IrregularityKind::MisereNoTrump: return QCoreApplication::translate("GiftListModel", "misère zonder troef");
    }
    return {};
}

GiftListModel::GiftListModel(QObject *parent) : QAbstractTableModel(parent) {}

void GiftListModel::setGame(const GameRecord &game, const GameVerdict &verdict, const std::map<int, QString> &problems)
{
    beginResetModel();
    m_game = game;
    m_verdict = verdict;
    m_problems = problems;
    endResetModel();
}

int GiftListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_game.giften.size());
}

int GiftListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstPlayer + static_cast<int>(m_game.players.size());
}

QVariant GiftListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const GiftVerdict *v = row < m_verdict.giften.size() ? &m_verdict.giften[row] : nullptr;
    if (const auto problem = m_problems.find(index.row() + 1); problem != m_problems.end()) {
        if (role == Qt::BackgroundRole)
            return QColor(0xff, 0xd6, 0xd6);
        if (role == Qt::ToolTipRole)
            return problem->second;
    }
    if (role == Qt::ToolTipRole && v && !v->warnings.empty())
        return qsList(v->warnings).join(QLatin1Char('\n'));
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == Index)
        return index.row() + 1;
    return display(m_game.giften[row], v, index.column());
}

QVariant GiftListModel::display(const GiftRecord &g, const GiftVerdict *v, int column) const
{
    switch (column) {
    case Dealer: return v ? qs(v->dealer) : qs(g.dealer.value_or(std::string()));
    case Spelers:
        if (g.redeal)
            return tr("opnieuw geven");
        return qsList(v ? v->spelers : g.spelers.value_or(std::vector<std::string>{})).join(QStringLiteral(", "));
    case Contract: return v ? qs(v->contract) : qs(g.contract.value_or(std::string()));
    case Trump: return qs(g.trump.value_or(std::string()));
    case Roem: return g.roem ? QVariant(*g.roem) : QVariant();
    case Points: return g.points ? QVariant(*g.points) : QVariant();
    case Won: {
        if (!v || v->won.empty())
            return {};
        QStringList parts;
        for (const auto &[name, won] : v->won)
            parts << (v->won.size() > 1 ? qs(name) + QLatin1Char(' ') : QString()) + (won ? tr("gewonnen") : tr("verloren"));
        return parts.join(QStringLiteral(", "));
    }
    case Irregularity: {
        QStringList parts; // every one, in the order they happened
        for (const nkb::Irregularity &irr : g.irregularities)
            parts << tr("%1 door %2").arg(irregularityName(irr.kind), qs(irr.by));
        return parts.isEmpty() ? QVariant() : QVariant(parts.join(QStringLiteral("; ")));
    }
    default: break;
    }
    const auto seat = static_cast<std::size_t>(column - FirstPlayer);
    if (!v || seat >= m_game.players.size())
        return {};
    for (const auto &[name, status] : v->status)
        if (name == m_game.players[seat])
            return qs(statusName(status));
    return {};
}

QVariant GiftListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Index: return tr("Gift");
    case Dealer: return tr("Gever");
    case Spelers: return tr("Speler(s)");
    case Contract: return tr("Bod");
    case Trump: return tr("Troef");
    case Roem: return tr("Roem");
    case Points: return tr("Punten");
    case Won: return tr("Uitslag");
    case Irregularity: return tr("Onregelmatigheid");
    default: break;
    }
    const auto seat = static_cast<std::size_t>(section - FirstPlayer);
    return seat < m_game.players.size() ? seatLabel(seat, m_game.players[seat]) : QVariant();
}

} // namespace nkb::ui
