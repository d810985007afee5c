#pragma once
// The giften of one game as on the paper scoresheet: one row per gift with what was entered and
// the engine's verdict, and a column per player with his status after that gift (R59).
#include "gamefile/gamecheck.h"

#include <QAbstractTableModel>

#include <map>

namespace nkb::ui {

class GiftListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Index, Dealer, Spelers, Contract, Trump, Roem, Points, Won, Irregularity, FirstPlayer };

    explicit GiftListModel(QObject *parent = nullptr);
    // problems: 1-based gifts that do not hold (after a correction), with why; shown in red.
    void setGame(const GameRecord &game, const GameVerdict &verdict, const std::map<int, QString> &problems = {});

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QVariant display(const GiftRecord &g, const GiftVerdict *v, int column) const;
    GameRecord m_game;
    GameVerdict m_verdict;
    std::map<int, QString> m_problems;
};

// Dutch name of an irregularity, for lists and the scoresheet.
[[nodiscard]] QString irregularityName(IrregularityKind kind);

} // namespace nkb::ui
