#pragma once
// A new tournament: where the file goes, its name, date, venue, rounds and games per round, and
// the rule set its games are judged by (a preset, and the options that preset has).
#include "tournament/tournament.h"

#include <QDialog>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
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

    // The rule set's parts: the preset chosen and, of its options, the boxes ticked and enabled.
    [[nodiscard]] QComboBox *rulesCombo() const { return m_rules; }
    [[nodiscard]] QCheckBox *optionBox(const std::string &id) const;

private:
    void browse();
    void presetChosen();
    QLineEdit *m_path{nullptr};
    QLineEdit *m_name{nullptr};
    QDateEdit *m_date{nullptr};
    QLineEdit *m_venue{nullptr};
    QSpinBox *m_rounds{nullptr};
    QSpinBox *m_games{nullptr};
    QCheckBox *m_doubleEntry{nullptr};
    QComboBox *m_rules{nullptr};
    std::vector<QCheckBox *> m_options; // in the order of ruleOptions()
};

} // namespace nkb::ui
