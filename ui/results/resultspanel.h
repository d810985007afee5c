#pragma once
// Uitslagen: pick round, table and game; enter it gift by gift or as paper points. It opens on
// the day's current round and its first table without a result; every accepted gift is stored
// at once (a game in progress, not counted); Enter or Ctrl+S stores the finished game and moves
// on to the next game, then to the next table without a result, into the next round.
#include "tournament/entries.h"
#include "ui/document/panel.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace nkb::ui {

class GameActions;
class GiftEntryWidget;
class PointsEntryWidget;
class ServerWait;

class ResultsPanel : public Panel {
    Q_OBJECT
public:
    explicit ResultsPanel(QWidget *parent = nullptr);
    [[nodiscard]] GiftEntryWidget *giftEntry() const { return m_gifts; }
    [[nodiscard]] PointsEntryWidget *pointsEntry() const { return m_points; }
    [[nodiscard]] GameActions *gameActions() const { return m_actions; }
    [[nodiscard]] GameRef currentRef() const;
    // A gift typed in the fields but not accepted, or games typed while the server was away and
    // not yet stored (the only things not yet in the file), in words; empty when there is none.
    [[nodiscard]] QString unacceptedTyping() const;
    [[nodiscard]] bool waitingForServer() const;
    [[nodiscard]] QString stateText() const;
    void select(const GameRef &ref);
    // Stores the finished game in the gift entry / the paper points; gives the refusal or "".
    QString saveGifts();
    QString savePoints();
    void nextOpenTable();
    // The tab is shown (Alt+U): on a table that is done, go to the first one without a result
    // in the current round; the cursor goes to the Speler(s) field.
    void enterFocus() override;

protected:
    void refresh() override;

private:
    // What waits for the server (kept by ServerWait) is said in the status bar; gives "".
    QString waitNote(const QString &what);
    void fillRounds();
    void fillTables();
    void fillGames();
    // Another table or round chosen: its own games, on the first without a result.
    void tableChosen();
    void loadSelection();
    // The combo boxes on ref without loading the entry (what is typed stays).
    void showSelected(const GameRef &ref);
    void afterSave();
    void storeGifts(const QString &what, bool addsGift);
    void takeBack();
    [[nodiscard]] GameRef firstOpen() const;

    QComboBox *m_round{nullptr};
    QComboBox *m_table{nullptr};
    int m_tablesOfRound{-1}; // the round whose tables m_table lists (fillTables)
    QComboBox *m_game{nullptr};
    QPushButton *m_next{nullptr};
    QLabel *m_state{nullptr};
    QTabWidget *m_modes{nullptr};
    int m_modesRound{-1}; // the round whose game the tabs last showed
    GiftEntryWidget *m_gifts{nullptr};
    PointsEntryWidget *m_points{nullptr};
    ServerWait *m_wait{nullptr};
    GameActions *m_actions{nullptr};
    const void *m_shown{nullptr}; // the document last shown: a new one opens on the current round
    std::pair<const void *, GameRef> m_loaded; // the game whose fields show (document, game)
    std::string m_loadedBasis; // the stored state of the game shown when loaded (gameBasis)
    std::optional<GameRef> m_storing;          // the game whose gifts this desk is storing now
};

} // namespace nkb::ui
