#pragma once
// Double entry: a second station's entry differs from the first. The referee sees both
// entries side by side, the points seat by seat and the game gift by gift, the differences
// marked, and chooses which one stands, or stops (Enter and Escape stop: nothing changes).
#include "store/storeresult.h"

#include <QDialog>

#include <functional>

class QTableWidget;

namespace nkb::ui {

class DoubleEntryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { Stop, This, First };
    explicit DoubleEntryDialog(const EntryComparison &comparison, QWidget *parent = nullptr);
    [[nodiscard]] Choice choice() const { return m_choice; }
    [[nodiscard]] QTableWidget *entries() const { return m_table; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    QTableWidget *m_table;
    Choice m_choice{Choice::Stop};
};

// Asks which entry stands: by default a Question shown as the dialog on the active window (whoever
// answers questions instead answers it too); a test gives its own answer, or drives the dialog itself.
using SettleQuestion = std::function<DoubleEntryDialog::Choice(const EntryComparison &)>;
[[nodiscard]] DoubleEntryDialog::Choice askSettlement(const EntryComparison &comparison);
void setSettleQuestion(SettleQuestion question);

} // namespace nkb::ui
