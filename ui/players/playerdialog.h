#pragma once
// Name, club and categories of one player; with a round for a late entry.
#include "store/tournamentstore.h"

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace nkb::ui {

class PlayerDialog : public QDialog {
    Q_OBJECT
public:
    // fromRound > 0 shows the round a late entry joins from (1..rounds).
    PlayerDialog(QWidget *parent, const QString &title, int fromRound = 0, int rounds = 5);
    [[nodiscard]] NewPlayer player() const;
    // Fills the fields for editing an existing player.
    void setPlayer(const Player &p);

private:
    QLineEdit *m_name{nullptr};
    QLineEdit *m_club{nullptr};
    QLineEdit *m_categories{nullptr};
    QSpinBox *m_round{nullptr};
};

} // namespace nkb::ui
