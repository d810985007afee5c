#pragma once
// The open tournament: owns the store (the file) and the undo stack. Every edit goes through
// execute(), which runs a StoreCommand once and pushes it only when the store accepted it.
#include "store/tournamentstore.h"
#include "tournament/tournament.h"
#include "ui/document/changeresult.h"
#include "ui/document/storethread.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

class QUndoStack;

namespace nkb::ui {

class StoreCommand;
class LiveRefresh;

class TournamentDocument : public QObject {
    Q_OBJECT
public:
    // Both give nullptr with a Dutch message in *error when the file cannot be used.
    // viewOnly: a projector or a screen in the hall; nothing can be changed.
    // station: this station's name (the computer's name when empty).
    [[nodiscard]] static std::unique_ptr<TournamentDocument> open(const QString &path, QString *error,
                                                                  bool viewOnly = false, const QString &station = {});
    [[nodiscard]] static std::unique_ptr<TournamentDocument> create(const QString &path, const TournamentInfo &info,
                                                                   QString *error);

    // thread: where the store was opened and its statements run (nullptr: here, a file).
    explicit TournamentDocument(std::unique_ptr<TournamentStore> store, std::unique_ptr<StoreThread> thread = {},
                                QObject *parent = nullptr);
    ~TournamentDocument() override;

    // For what asks no statement of the store (its station, onServer, readOnly); whatever reads
    // or writes goes through onStore().
    [[nodiscard]] TournamentStore &store() { return *m_store; }
    [[nodiscard]] const TournamentStore &store() const { return *m_store; }
    // Runs f(store) where the store's statements belong (on a server, its own thread,
    // while the window stays answering); gives what f gives.
    template <typename F> auto onStore(F &&f) const { return m_thread->run([&] { return f(*m_store); }); }
    // A statement for the store is under way (the window is waiting for the server): a change
    // asked meanwhile is refused as not sent (ChangeResult::Kind::ServerLost), to be sent again.
    [[nodiscard]] bool busy() const { return m_thread->busy(); }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }
    [[nodiscard]] QString path() const;
    // The location as opened, a server's with the password the server dialog gave (kept in this
    // program's memory only): for another connection of this program to the same tournament, the
    // venue web's, which must not ask again. Never shown, written or logged; path() is for that.
    [[nodiscard]] std::string locationWithPassword() const;
    // The tournament as last read from the file; refreshed after every change.
    [[nodiscard]] const Tournament &tournament() const { return m_tournament; }
    // "Now" in the tournament's time for its round clock (roundclock.h): this computer's clock
    // plus its distance to the server's, measured when the tournament was last read whole, so
    // that a clock ticks every second without asking the server.
    [[nodiscard]] std::int64_t clockNow() const;
    // Double entry: games whose first entry waits for a second station (as last read).
    [[nodiscard]] int waitingForSecondEntry() const { return static_cast<int>(m_firstEntries.size()); }
    // Double entry: the first entry of a game, waiting for its second (nullptr when none).
    [[nodiscard]] const GameResult *firstEntry(const GameRef &ref) const;
    [[nodiscard]] const std::vector<GameResult> &firstEntries() const { return m_firstEntries; }

    // Runs the command; on success pushes it (the stack takes it), else deletes it. Says which:
    // done, or refused and why (a server out of reach, or a change asked while the previous one
    // was still on its way: nothing written, the same command can be given again). Another
    // station's entry of the game, or a second entry that differs from the first, is a question
    // for the referee, which the caller asks (ui/stations/otherstation.h); the document asks nothing.
    // Exactly once: the change goes under `changeKey` (a kept change sent again) or a
    // new key made here; lastChangeKey() gives it, for sending it again after a lost server.
    ChangeResult execute(StoreCommand *command, const std::string &changeKey = {});
    [[nodiscard]] const std::string &lastChangeKey() const { return m_lastChangeKey; }
    // Re-reads the file and tells every panel.
    void reload();
    // After `command` was done, undone or redone: reads back what it changed (only its game when
    // it wrote one game, as every gift at the desk does) and tells every panel.
    void reloadAfter(const StoreCommand &command);
    // Another station or program changed the tournament (ui/document/liverefresh.h): re-reads it;
    // while the panels redraw, fromElsewhere() is true, so they keep what their user is typing.
    void reloadFromElsewhere(const QString &news);
    [[nodiscard]] bool fromElsewhere() const { return m_fromElsewhere; }
    // Reads now what another station changed while the window waited for the store (the
    // window does so by itself soon after; tests and a look asked for do it at once).
    void catchUp() { reloadWhenFree(); }

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
    // since): why, in Dutch; the step has left the undo list and the window says so.
    void stepRefused(const QString &message);

private:
    void reloadWhenFree();

    std::unique_ptr<StoreThread> m_thread; // first: outlives the store that runs on it
    std::unique_ptr<TournamentStore> m_store;
    std::string m_location; // as opened (see locationWithPassword)
    QUndoStack *m_undo{nullptr};
    Tournament m_tournament;
    QString m_loadError; // why the file could not be read when opened
    std::string m_lastChangeKey;
    bool m_fromElsewhere{false};
    bool m_reloadWaits{false}; // asked while the store was busy: done once it is free
    QString m_newsWaiting;
    std::vector<GameResult> m_firstEntries; // double entry: first entries waiting for a second
    std::int64_t m_clockOffset{0};          // the server's time minus this computer's (seconds)
    std::unique_ptr<LiveRefresh> m_live; // after m_store: goes first
};

} // namespace nkb::ui
