#pragma once
// The final's ranking (R61): points in the final and its ladder; level finalists share the place
// ("1=") until the director settles it. The qualifying rank is shown, not a tie-break.
#include "tournament/standings.h"

#include <QAbstractTableModel>

#include <vector>

namespace nkb::ui {

class FinalModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, Name, Points, Tens, Eights, Fours, Ones, Games, QualifyingRank, ColumnCount };

    explicit FinalModel(QObject *parent = nullptr);
    void setTournament(const Tournament &t);
    // The final's ranking as computeFinalRanking (or finalState) gave it: not computed again.
    void setRows(std::vector<FinalRow> rows);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<FinalRow> m_rows;
};

} // namespace nkb::ui
