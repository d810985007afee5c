#pragma once
// The klassement (R60): rank (shared ranks marked "="), the ladder columns, who reaches the final
// (R61) and the ties across the cut that a lot must settle.
#include "tournament/standings.h"

#include <QAbstractTableModel>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace nkb::ui {

class StandingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, StartNumber, Name, Club, Points, Tens, Eights, Fours, Ones, Games, Final, ColumnCount };
    enum Role { FinalistRole = Qt::UserRole + 1, TieAtCutRole };

    explicit StandingsModel(QObject *parent = nullptr);
    // Without a category the whole field is ranked and the final cut is shown.
    void setTournament(const Tournament &t, const std::optional<std::string> &category = std::nullopt);
    [[nodiscard]] const StandingRow *rowAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<StandingRow> m_rows;
    std::set<int> m_finalists;
    std::map<int, QString> m_notes;
    std::optional<int> m_champion; // once the final is played and settled // start number → who played fewer rounds (fewerRoundsNote)
    bool m_complete{false}; // every qualifying table has its result (R61)
    bool m_showCut{true};
    bool m_lotDrawn{false}; // the tie across the cut is settled by a recorded lot
};

} // namespace nkb::ui
