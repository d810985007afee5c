#pragma once
// Entering a game gift by gift as a referee reads the paper scoresheet. The engine (checkGame)
// judges the gift while it is typed; a refused gift shows "Regel N: …" and cannot be accepted.
// Every accepted, corrected or taken-back gift is reported at once (gameChanged) so the results
// panel writes it to the tournament file: nothing typed and accepted is ever only on screen.
// Keyboard only: Tab through the fields and buttons; Enter accepts the gift, or stores the
// finished game; Ctrl+Z takes back this game's last gift into the fields; F2 (or a double click)
// opens any gift for correction, Esc leaves it; Ctrl+W / Ctrl+L mark the gift won / lost. The
// cursor starts in the compact line ("a40+", compactgiftline.h): + or - accepts the gift at once.
#include "gamefile/gamecheck.h"
#include "rules/ruleset.h"
#include "ui/results/compactgiftline.h"
#include "ui/results/giftform.h"

#include <QWidget>

#include <map>
#include <optional>
#include <string>
#include <vector>

class QLabel;
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
    // A game stored earlier (in progress, or finished and to be corrected).
    void loadGame(const GameRecord &game);

    [[nodiscard]] const GameRecord &game() const { return m_game; }
    [[nodiscard]] const GameVerdict &verdict() const { return m_verdict; }
    // The game with the engine's verdict as last judged: what the desk stores, judged once, as typed.
    [[nodiscard]] const JudgedGame &judged() const { return *m_judged; }
    // The game can be stored as its result: every gift holds and it is over.
    [[nodiscard]] bool readyToStore() const { return m_verdict.ok && m_verdict.finished; }
    // The gift being typed, as the engine would see it.
    [[nodiscard]] GiftRecord currentGift() const;
    // Why the gift being typed cannot be accepted (empty when it can).
    [[nodiscard]] QString currentError() const { return m_error; }
    // Later gifts that no longer hold (1-based gift -> why), after a correction.
    [[nodiscard]] const std::map<int, QString> &problems() const { return m_problems; }
    [[nodiscard]] std::optional<int> editing() const { return m_editing; }
    [[nodiscard]] GiftForm *form() const { return m_form; }
    [[nodiscard]] CompactGiftLine *compact() const { return m_compact; }
    // Something typed and not accepted, in the fields or the compact line.
    [[nodiscard]] bool typing() const { return m_form->typed() || !m_compact->text().isEmpty(); }

    bool acceptGift();
    // Takes back the last gift of this game and puts it in the fields (nothing when there is none).
    bool takeBackLastGift();
    // Opens gift `index` (1-based) in the fields; Enter replaces it, Esc leaves it as it was.
    void openGift(int index);
    void cancelEdit();
    // Shows this gift in the fields (a gift the undo stack took back).
    void showInFields(const GiftRecord &gift);
    void setWon(bool won);
    // A gift typed in the compact line ("a40+"): shown in the fields and accepted as Enter would.
    bool acceptCompact(const GiftRecord &gift);
    // The cursor where this game goes on: the compact line, the store button of a finished game, or the list.
    void focusEntry();

signals:
    // The finished game is to be stored as its result (Enter, the button or Ctrl+S).
    void saveRequested();
    // The game's gifts changed (accepted, corrected or taken back): store them. `what` names the
    // step for the undo stack ("Gift 5", "Gift 2 gecorrigeerd").
    void gameChanged(const QString &what, bool addsGift);
    // Ctrl+Z (not editing a gift): the panel decides whether the undo stack or a take-back
    // command does it; with no gift in this game it is the Bewerken menu's undo.
    void takeBackRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // Tab and Shift+Tab go round the list, the fields and the buttons and never leave the entry
    // (a stray Tab after the last gift reached the tab bar, where Enter did nothing).
    bool focusNextPrevChild(bool next) override;

private:
    void judgeCurrent();
    void refresh();
    // R19 allows any point bid, but above 360 no hand holds the roem it needs (vals roemen, R67,
    // R68): far more likely a typing slip. The question for such a gift, or empty.
    [[nodiscard]] QString beyondAnyHandQuestion(const GiftRecord &gift) const;
    [[nodiscard]] QString resultText() const;
    // The widgets in Tab order: the list, the fields, the buttons.
    [[nodiscard]] QList<QWidget *> tabOrder() const;
    // A key of a next gift typed while the game is over: said in words, not swallowed silently.
    [[nodiscard]] bool typedPastEnd(const QKeyEvent &key) const;
    void tellPastEnd();

    GameRecord m_game;
    GameVerdict m_verdict;
    std::optional<JudgedGame> m_judged{judge({}, RuleSet::nk2019())};
    RuleSet m_rules;
    QString m_error;
    std::map<int, QString> m_problems;
    std::optional<int> m_editing; // 1-based gift being corrected
    QString m_beyondAsked;        // the question asked once; a second Enter on the same gift accepts
    bool m_pastEnd{false};        // a gift was typed after the end: the next Enter says so first

    GiftListModel *m_model{nullptr};
    QTableView *m_view{nullptr};
    CompactGiftLine *m_compact{nullptr};
    GiftForm *m_form{nullptr};
    QPushButton *m_accept{nullptr};
    QPushButton *m_removeLast{nullptr};
    QPushButton *m_save{nullptr};
    QLabel *m_message{nullptr};
    QLabel *m_result{nullptr};
};

// Keeps what is typed in the fields, and the cursor, while the same game is read again (
// typed while the window waited for the server's answer to the gift before); puts it back when
// it goes. keep false: nothing is kept (another game was chosen).
class TypedKeeper {
public:
    TypedKeeper(GiftEntryWidget *entry, bool keep)
        : m_entry(entry), m_typed(keep ? entry->form()->typedNow() : std::nullopt),
          m_line(keep ? entry->compact()->text() : QString())
    {
    }
    ~TypedKeeper()
    {
        if (m_typed && m_entry->form()->fields().front()->isEnabled())
            m_entry->form()->restore(*m_typed);
        if (!m_line.isEmpty() && m_entry->compact()->isEnabled())
            m_entry->compact()->setText(m_line);
    }
    TypedKeeper(const TypedKeeper &) = delete;
    TypedKeeper &operator=(const TypedKeeper &) = delete;

private:
    GiftEntryWidget *m_entry;
    std::optional<GiftForm::Typed> m_typed;
    QString m_line; // the compact line
};

} // namespace nkb::ui
