#pragma once
// The players of the tournament, one row each, by start number. The "Aanwezig" column is the
// check-in at the door: ticking it runs an undoable command on the document.
#include "tournament/tournament.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <vector>

namespace nkb::ui {

class TournamentDocument;

class PlayersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Website: "alleen initialen" for a player marked "niet publiceren" (AVG), else empty.
    enum Column { StartNumber, Present, Name, Club, Categories, JoinsFrom, Website, State, ColumnCount };

    explicit PlayersModel(QObject *parent = nullptr);
    void setTournament(const Tournament &t);
    // The document that check-in changes go to; without one the list is read only.
    void setDocument(TournamentDocument *document);
    [[nodiscard]] const Player *playerAt(int row) const;
    [[nodiscard]] int rowOf(int startNumber) const; // -1 when absent

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Qt::CheckStateRole on the Aanwezig column: PlayerPresentCommand through the undo stack.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // The store refused a change made in the table (its Dutch message).
    void refused(const QString &message);
    // Notes for the director after a change, e.g. still seated in an unplayed round.
    void warned(const QString &message);

private:
    std::vector<Player> m_players;
    QPointer<TournamentDocument> m_document;
};

} // namespace nkb::ui
