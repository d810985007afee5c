#pragma once
// A game typed at the wrong table: "Spel verplaatsen naar tafel…" moves the game shown
// at the results desk to the table whose sheet it was, seat for seat; "Spel wissen…" wipes it.
// Each is one undoable change (Ctrl+Z), named in the audit. Asks, then leaves the deciding to the
// store and the undo stack; no rules here.
#include "tournament/entries.h"

#include <QWidget>

class QPushButton;

namespace nkb::ui {

class TournamentDocument;

class GameActions : public QWidget {
    Q_OBJECT
public:
    explicit GameActions(QWidget *parent = nullptr);
    // The game shown at the desk: the buttons act on it, and only when it has something stored.
    void showGame(TournamentDocument *document, const GameRef &ref);
    // Asks for the table the game belongs at and moves it there; the target, or nothing (stopped,
    // or refused: then refused() says why).
    std::optional<GameRef> moveAsked();
    // Asks, then wipes the game; true when it is wiped.
    bool deleteAsked();

signals:
    void moved(const GameRef &to);
    void deleted(const GameRef &ref);
    void refused(const QString &why);

private:
    TournamentDocument *m_document{nullptr};
    GameRef m_ref;
    QPushButton *m_move{nullptr};
    QPushButton *m_delete{nullptr};
};

} // namespace nkb::ui
