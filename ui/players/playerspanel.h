#pragma once
// Deelnemers: the searchable player list; add, import CSV, take over the players of last year's
// file, check-in at the door (the Aanwezig column), edit (with "niet publiceren"), remove before
// the first draw, withdraw, late entry.
#include "tournament/entries.h"
#include "ui/document/panel.h"

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace nkb::ui {

class PlayersModel;

class PlayersPanel : public Panel {
    Q_OBJECT
public:
    explicit PlayersPanel(QWidget *parent = nullptr);
    [[nodiscard]] PlayersModel *model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel *filter() const { return m_filter; }
    void setSearchText(const QString &text);

    void addPlayer();
    void importCsv();
    // Spelers van vorig jaar…: another tournament's file chosen, then the carry dialog.
    void carryFromFile();
    void withdrawSelected();
    void lateEntry();
    // Bewerken…: the player dialog filled with the selected player.
    void editSelected();
    // Verwijderen: the selected player, when the store allows it (else its refusal is shown).
    void removeSelected();

    // Without dialogs (also for tests): empty when done, else the store's refusal.
    QString editPlayer(int startNumber, const NewPlayer &changes);
    QString removePlayer(int startNumber);
    // Selects the player's row (clearing the search when it hides him); false when unknown.
    bool selectPlayer(int startNumber);
    [[nodiscard]] const Player *selectedPlayer() const;
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QPushButton *editButton() const { return m_edit; }
    [[nodiscard]] QPushButton *removeButton() const { return m_remove; }
    [[nodiscard]] QPushButton *carryButton() const { return m_carry; }

protected:
    void refresh() override;

private:
    void updateButtons();
    // A hint for the button only; the store decides (seated in any round: withdraw instead).
    [[nodiscard]] bool mayRemove(const Player &p) const;

private:
    PlayersModel *m_model{nullptr};
    QSortFilterProxyModel *m_filter{nullptr};
    QLineEdit *m_search{nullptr};
    QTableView *m_view{nullptr};
    QPushButton *m_add{nullptr};
    QPushButton *m_import{nullptr};
    QPushButton *m_carry{nullptr};
    QPushButton *m_withdraw{nullptr};
    QPushButton *m_late{nullptr};
    QPushButton *m_edit{nullptr};
    QPushButton *m_remove{nullptr};
};

} // namespace nkb::ui
