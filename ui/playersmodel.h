#pragma once
// The players of the tournament, one row each, by start number.
#include "tournament/tournament.h"

#include <QAbstractTableModel>

#include <vector>

namespace nkb::ui {

class PlayersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StartNumber, Name, Club, Categories, JoinsFrom, State, ColumnCount };

    explicit PlayersModel(QObject *parent = nullptr);
    void setTournament(const Tournament &t);
    [[nodiscard]] const Player *playerAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Player> m_players;
};

} // namespace nkb::ui
