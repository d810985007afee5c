#pragma once
#include <cstdint>
#include <optional>
// Indeling: draw a round (its seed shown and stored), the repeat report, the tables and seats.
#include "report/paper.h"
#include "ui/document/panel.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace nkb::ui {

class ClockBar;
class TablesModel;

class DrawPanel : public Panel {
    Q_OBJECT
public:
    explicit DrawPanel(QWidget *parent = nullptr);
    [[nodiscard]] TablesModel *model() const { return m_model; }
    [[nodiscard]] ClockBar *clockBar() const { return m_clock; }
    void setRound(int round);
    // The round shown: 1 to N, or kFinalRound for the final.
    [[nodiscard]] int round() const;
    // Draws the chosen round; an empty seed field draws a fresh seed. Gives the refusal or "".
    // A round already drawn is drawn again only after the director said yes (askFirst; the
    // question "redraw").
    QString drawCurrentRound(bool askFirst = true);
    [[nodiscard]] QString reportText() const;
    // Swaps two seated players of the shown round (start numbers); a repeat meeting is warned
    // about first. Gives the refusal or "".
    QString swapPlayers(int a, int b, bool askFirst = true);
    // One table's scoresheet of the shown round (a withdrawn table code, a torn sheet), with its
    // table's code when entry at the table is on; empty and `why` said when there is no such table.
    [[nodiscard]] std::optional<report::Paper> oneTableSheet(int table, QString *why = nullptr) const;
    // Tafelcode intrekken for one table of the shown round, then the offer to print its sheet
    // again at once (preview, PDF or later). Gives the refusal or "".
    QString withdrawTableCode(int table);

protected:
    void refresh() override;

private:
    // "ronde 3" or "finale", for titles and file names.
    [[nodiscard]] QString roundWord() const;
    void askWithdrawTableCode();
    // Asks for a table of the shown round (the first by default); 0 when cancelled.
    [[nodiscard]] int askTable(const QString &title, const QString &label);
    void printOneTable(int table, bool pdf);
    TablesModel *m_model{nullptr};
    QSpinBox *m_round{nullptr};
    QLineEdit *m_seed{nullptr};
    QPushButton *m_draw{nullptr};
    QPushButton *m_swap{nullptr};
    QPushButton *m_print{nullptr};
    QLabel *m_report{nullptr};
    ClockBar *m_clock{nullptr};
    QTableView *m_view{nullptr};
    int m_reportRound{-1};  // the round whose draw report is shown
    std::optional<std::uint64_t> m_reportSeed; // a draw report's seed: an undo that changes it drops the report
    int m_followed{-1};     // the day's current round at the last refresh
    bool m_finalShown{false}; // the final was seated at the last refresh
    const void *m_shown{nullptr};
};

} // namespace nkb::ui
