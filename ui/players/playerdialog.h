#pragma once
// Name, club and categories of one player and his "niet publiceren" mark; with a round for a late
// entry.
#include "tournament/entries.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QLabel;
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
    // What OK does: stores the player and gives the store's refusal, or an empty string. A refusal
    // (a name already present, a name too long) is shown in the dialog, which stays open with what
    // was typed and the name selected; without a submit, OK just closes.
    void setSubmit(std::function<QString(const NewPlayer &)> submit) { m_submit = std::move(submit); }
    // "Niet publiceren (alleen initialen op de website)".
    [[nodiscard]] QCheckBox *notPublishedBox() const { return m_notPublished; }
    // The refusal shown in the dialog ("" when none).
    [[nodiscard]] QString refusal() const;

    void accept() override;

private:
    QLineEdit *m_name{nullptr};
    QLineEdit *m_club{nullptr};
    QLineEdit *m_categories{nullptr};
    QSpinBox *m_round{nullptr};
    QCheckBox *m_notPublished{nullptr};
    QLabel *m_refusal{nullptr};
    std::function<QString(const NewPlayer &)> m_submit;
};

} // namespace nkb::ui
