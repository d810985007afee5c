#pragma once
// A new tournament: where the file goes, its name, date, venue, rounds and games per round, and
// the rule set its games are judged by (a preset, and the options that preset has). OK makes the
// tournament; a folder that is not there is made when the director says so, and on any refusal
// the form stays open with everything typed.
#include "tournament/tournament.h"

#include <QDialog>

#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QSpinBox;

namespace nkb::ui {

class TournamentDocument;

class NewTournamentDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewTournamentDialog(QWidget *parent = nullptr);
    [[nodiscard]] QString path() const;
    [[nodiscard]] TournamentInfo info() const;
    // The tournament OK made (once, to the caller); null before.
    [[nodiscard]] std::unique_ptr<TournamentDocument> takeDocument();
    // Makes the tournament and closes, or says why not and stays open.
    void accept() override;

    // The rule set's parts: the preset chosen and, of its options, the boxes ticked and enabled.
    [[nodiscard]] QComboBox *rulesCombo() const { return m_rules; }
    [[nodiscard]] QCheckBox *optionBox(const std::string &id) const;

private:
    void browse();
    [[nodiscard]] bool folderReady(const QString &file);
    void refuse(const QString &message, QWidget *field);
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
    std::unique_ptr<TournamentDocument> m_document;
};

} // namespace nkb::ui
