#pragma once
// Finale: the four finalists (R61), a recorded lot for a tie across the cut (R60), the final's
// ranking and the champion. The final's games are entered under Uitslagen.
#include "ui/widgets/panel.h"

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
    QString drawLot();

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
    QLabel *m_champion{nullptr};
    QTableView *m_view{nullptr};
};

} // namespace nkb::ui
