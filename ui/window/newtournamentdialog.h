#pragma once
// A new tournament: where the file goes, its name, date, venue, rounds and games per round.
#include "tournament/tournament.h"

#include <QDialog>

class QCheckBox;
class QDateEdit;
class QLineEdit;
class QSpinBox;

namespace nkb::ui {

class NewTournamentDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewTournamentDialog(QWidget *parent = nullptr);
    [[nodiscard]] QString path() const;
    [[nodiscard]] TournamentInfo info() const;

private:
    void browse();
    QLineEdit *m_path{nullptr};
    QLineEdit *m_name{nullptr};
    QDateEdit *m_date{nullptr};
    QLineEdit *m_venue{nullptr};
    QSpinBox *m_rounds{nullptr};
    QSpinBox *m_games{nullptr};
    QCheckBox *m_doubleEntry{nullptr};
};

} // namespace nkb::ui
