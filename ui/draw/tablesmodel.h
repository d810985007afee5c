#pragma once
// The tables of one round (or the final): seats in clockwise order and how many games are in.
#include "tournament/tournament.h"

#include <QAbstractTableModel>

#include <vector>

namespace nkb::ui {

class TablesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TableNumber, Seat1, Seat2, Seat3, Seat4, Games, ColumnCount };
    enum Role { StartNumberRole = Qt::UserRole + 1 };  // a seat's start number

    explicit TablesModel(QObject *parent = nullptr);
    void setRound(const Tournament &t, int round);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int table{0};
        std::vector<QString> seats;
        std::vector<int> numbers;
        int finished{0};
        int games{0};
    };
    std::vector<Row> m_rows;
};

} // namespace nkb::ui
