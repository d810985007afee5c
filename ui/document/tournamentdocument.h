#pragma once
// The open tournament: owns the store (the file) and the undo stack. Every edit goes through
// execute(), which runs a StoreCommand once and pushes it only when the store accepted it.
#include "store/tournamentstore.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;

namespace nkb::ui {

class StoreCommand;
class LiveRefresh;

class TournamentDocument : public QObject {
    Q_OBJECT
public:
    // Both give nullptr with a Dutch message in *error when the file cannot be used.
    // viewOnly: a projector or a screen in the hall; nothing can be changed (issue 18).
    [[nodiscard]] static std::unique_ptr<TournamentDocument> open(const QString &path, QString *error,
                                                                  bool viewOnly = false);
    [[nodiscard]] static std::unique_ptr<TournamentDocument> create(const QString &path, const TournamentInfo &info,
                                                                   QString *error);

    explicit TournamentDocument(std::unique_ptr<TournamentStore> store, QObject *parent = nullptr);
    ~TournamentDocument() override;

    [[nodiscard]] TournamentStore &store() { return *m_store; }
    [[nodiscard]] const TournamentStore &store() const { return *m_store; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    [[nodiscard]] QString path() const;
    // The tournament as last read from the file; refreshed after every change.
    [[nodiscard]] const Tournament &tournament() const { return m_tournament; }
    // Double entry: games whose first entry waits for a second station (as last read).
    [[nodiscard]] int waitingForSecondEntry() const { return static_cast<int>(m_firstEntries.size()); }
    // Double entry: the first entry of a game, waiting for its second (nullptr when none).
    [[nodiscard]] const GameResult *firstEntry(const GameRef &ref) const;

    // Runs the command; on success pushes it (the stack takes it) and returns an empty string,
    // else deletes it and returns the store's refusal.
    // Exactly once (issue 18): the change goes under `changeKey` (a kept change sent again) or a
    // new key made here; lastChangeKey() gives it, for sending it again after a lost server.
    QString execute(StoreCommand *command, const std::string &changeKey = {});
    [[nodiscard]] const std::string &lastChangeKey() const { return m_lastChangeKey; }
    // The last refusal of execute() was a server out of reach (nothing written; the same
    // command can be given again when it is back).
    [[nodiscard]] bool lastRefusalServerLost() const { return m_lastServerLost; }
    // Re-reads the file and tells every panel.
    void reload();
    // Another station or program changed the tournament (ui/stations/liverefresh.h): re-reads it;
    // while the panels redraw, fromElsewhere() is true, so they keep what their user is typing.
    void reloadFromElsewhere(const QString &news);
    [[nodiscard]] bool fromElsewhere() const { return m_fromElsewhere; }

    // A consistent copy of the live file at target (export, then import into a new file).
    [[nodiscard]] QString saveCopy(const QString &target) const;

signals:
    void changed();
    void refused(const QString &message);
    // An undo or redo step was carried out: what it did, for the status bar ("Ongedaan gemaakt:
    // gift 5, tafel 3, ronde 2").
    void stepDone(const QString &message);
    // Read again after another station's change: who did what, for the status bar.
    void changedElsewhere(const QString &news);
    // A note for the status bar that asks nothing of the user (what waits for the server).
    void note(const QString &message);
    // An undo or redo step that could not be carried out (another station changed the same rows
    // since): why, in Dutch; the step has left the undo list and the window says so (issue 19).
    void stepRefused(const QString &message);

private:
    std::unique_ptr<TournamentStore> m_store;
    QUndoStack *m_undo{nullptr};
    Tournament m_tournament;
    QString m_loadError; // why the file could not be read when opened
    std::string m_lastChangeKey;
    bool m_fromElsewhere{false};
    bool m_lastServerLost{false};
    std::vector<GameResult> m_firstEntries; // double entry: first entries waiting for a second
    std::unique_ptr<LiveRefresh> m_live; // after m_store: goes first
};

} // namespace nkb::ui
