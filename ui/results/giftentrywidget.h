#pragma once
// Entering a game gift by gift as a referee reads the paper scoresheet. The engine (checkGame)
// judges the gift while it is typed; a refused gift shows "Regel N: …" and cannot be accepted.
// Keyboard only: Tab between fields, Enter accepts the gift (or saves a finished game),
// Ctrl+W / Ctrl+L mark the gift won / lost.
#include "gamefile/gamecheck.h"
#include "rules/ruleset.h"

#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace nkb::ui {

class GiftListModel;

class GiftEntryWidget : public QWidget {
    Q_OBJECT
public:
    explicit GiftEntryWidget(QWidget *parent = nullptr);

    // A new, empty game for these players (seating order).
    void setTable(const std::vector<std::string> &players, const RuleSet &rules);
    // An earlier game to correct: its gifts are shown and may be taken back one by one.
    void loadGame(const GameRecord &game);

    [[nodiscard]] const GameRecord &game() const { return m_game; }
    [[nodiscard]] const GameVerdict &verdict() const { return m_verdict; }
    // The gift being typed, as the engine would see it.
    [[nodiscard]] GiftRecord currentGift() const;
    // Why the gift being typed cannot be accepted (empty when it can).
    [[nodiscard]] QString currentError() const { return m_error; }

    bool acceptGift();
    void removeLastGift();
    void setWon(bool won);

signals:
    // The game is finished and the referee asks to store it.
    void saveRequested();
    void gameChanged();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void buildEntryRow();
    void judgeCurrent();
    void refresh();
    void clearEntry();
    [[nodiscard]] std::vector<std::string> parseSpelers(const QString &text) const;
    [[nodiscard]] QString resultText() const;

    GameRecord m_game;
    GameVerdict m_verdict;
    RuleSet m_rules;
    QString m_error;

    GiftListModel *m_model{nullptr};
    QTableView *m_view{nullptr};
    QComboBox *m_dealer{nullptr};
    QLineEdit *m_spelers{nullptr};
    QLineEdit *m_contract{nullptr};
    QComboBox *m_trump{nullptr};
    QLineEdit *m_roem{nullptr};
    QLineEdit *m_points{nullptr};
    QLineEdit *m_tricks{nullptr};
    QComboBox *m_won{nullptr};
    QComboBox *m_irregularity{nullptr};
    QComboBox *m_irregularBy{nullptr};
    QCheckBox *m_redeal{nullptr};
    QPushButton *m_accept{nullptr};
    QPushButton *m_removeLast{nullptr};
    QPushButton *m_save{nullptr};
    QLabel *m_message{nullptr};
    QLabel *m_result{nullptr};
};

} // namespace nkb::ui
