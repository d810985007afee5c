#pragma once
// Finale: the four finalists (R61), a recorded lot for a tie across the cut (R60), the final's
// ranking and the champion; a tie for the title stays "1=" until the director settles it the way
// the organisation chose. The final's games are entered under Uitslagen.
#include "ui/document/panel.h"

#include <cstdint>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace nkb::ui {

class FinalModel;

class FinalPanel : public Panel {
    Q_OBJECT
public:
    explicit FinalPanel(QWidget *parent = nullptr);
    [[nodiscard]] FinalModel *model() const { return m_model; }
    [[nodiscard]] QString finalistsText() const;
    [[nodiscard]] QString championText() const;
    [[nodiscard]] QString finalTieText() const;
    // The lot at the cut without asking (the seed typed, or a fresh one): the refusal or empty.
    QString drawLot();
    // The button: names the tied players and the seed, asks, then draws. False when
    // the director said no or it was refused.
    bool requestLot();
    // Settles a tie for the title by the tournament's rule; the winner for a deciding game.
    QString settleFinalTie(std::optional<int> winner, std::uint64_t seed);
    bool requestSettle();

signals:
    // The director wants to enter the final's games (under Uitslagen).
    void enterFinalRequested();

protected:
    void refresh() override;

private:
    FinalModel *m_model{nullptr};
    QLabel *m_finalists{nullptr};
    QLabel *m_tie{nullptr};
    QLineEdit *m_seed{nullptr};
    QPushButton *m_lot{nullptr};
    QPushButton *m_enter{nullptr};
    QComboBox *m_rule{nullptr};
    QPushButton *m_settle{nullptr};
    QLabel *m_titleTie{nullptr};
    QLabel *m_champion{nullptr};
    QTableView *m_view{nullptr};
};

} // namespace nkb::ui
