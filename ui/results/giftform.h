#pragma once
// The row of fields a referee fills from one line of the paper scoresheet: dealer, Speler(s),
// bid, trump, roem, points, tricks, won or lost, an irregularity and by whom (a second one appears
// under it once the first is chosen), or "all passed".
// It turns the fields into a GiftRecord and a GiftRecord back into the fields (a gift taken
// back or opened for correction); judging is the engine's (GiftEntryWidget asks it).
#include "gamefile/gamerecord.h"
#include "rules/ruleset.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace nkb::ui {

class GiftForm : public QWidget {
    Q_OBJECT
public:
    explicit GiftForm(QWidget *parent = nullptr);

    // The table's players in seating order (seat A first).
    void setPlayers(const std::vector<std::string> &players);
    // The tournament's rule set: the bids it offers as the Bod field's example, the highest roem
    // and card points, and the irregularities only where it has penalties for them.
    void setRules(const RuleSet &rules);
    // The gift as typed. *problem says why the Speler(s) field does not name players of this
    // table (an unknown or ambiguous entry); empty when it does.
    [[nodiscard]] GiftRecord gift(QString *problem) const;
    // Something beyond the dealer has been typed.
    [[nodiscard]] bool typed() const;
    // The fields show this gift (seat letters for the players).
    void show(const GiftRecord &gift);
    // Empty fields; the dealer stays as set.
    void clear();
    void setDealer(const std::string &name);
    void setWon(bool won);
    void focusFirstField();
    // Speler(s) gets this text (a seat letter typed in the compact line) and the cursor goes to Bod.
    void takeSpelers(const QString &text);
    // What is typed beside the dealer, and where the cursor is: kept through a reload of the same
    // game (typed while the window waited for the server's answer to the gift before).
    struct Typed {
        QStringList texts;
        QList<int> choices;
        bool redeal{false};
        std::vector<Irregularity> more;
        QPointer<QWidget> focus;
        int cursor{0};
    };
    [[nodiscard]] std::optional<Typed> typedNow() const; // nullopt when nothing is typed
    void restore(const Typed &typed);
    // The fields in Tab order (the scoresheet's order, left to right).
    [[nodiscard]] QList<QWidget *> fields() const;

signals:
    void edited();

private:
    std::vector<std::string> m_players;
    QComboBox *m_dealer{nullptr};
    QLineEdit *m_spelers{nullptr};
    QLineEdit *m_contract{nullptr};
    QComboBox *m_trump{nullptr};
    QLineEdit *m_roem{nullptr};
    QLineEdit *m_points{nullptr};
    QLineEdit *m_tricks{nullptr};
    QComboBox *m_won{nullptr};
    // The irregularities in the order they happened: the first pair, then the second, shown once
    // the first names a kind. More than two (only from a game file) are kept as they were.
    QComboBox *m_irregularity{nullptr};
    QComboBox *m_irregularBy{nullptr};
    QComboBox *m_irregularity2{nullptr};
    QComboBox *m_irregularBy2{nullptr};
    std::vector<Irregularity> m_moreIrregularities;
    QCheckBox *m_redeal{nullptr};

    void showSecondIrregularity();
    QList<QLabel *> m_irregularLabels; // "Onregelmatigheid" and "door", hidden with their fields
    [[nodiscard]] QList<QLineEdit *> lineEdits() const;
    [[nodiscard]] QList<QComboBox *> choiceBoxes() const; // beside the dealer
};

} // namespace nkb::ui
