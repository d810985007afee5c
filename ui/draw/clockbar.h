#pragma once
// The round clock on the Indeling tab, where the director works between rounds: "Ronde 3
// starten" once the round is drawn, then the time left (ticking every second, from the stored
// clock and the tournament's "now"), pause and resume, five minutes more or less. Each change is
// one step of the document's undo stack.
#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace nkb::ui {

class TournamentDocument;

class ClockBar : public QWidget {
    Q_OBJECT
  public:
    explicit ClockBar(QWidget *parent = nullptr);
    // The tournament as last read and the round the panel shows: what the buttons may do.
    void setTournament(TournamentDocument *document, int round);
    [[nodiscard]] QPushButton *startButton() const { return m_start; }
    [[nodiscard]] QPushButton *pauseButton() const { return m_pause; }
    [[nodiscard]] QPushButton *moreButton() const { return m_more; }
    [[nodiscard]] QPushButton *lessButton() const { return m_less; }
    // What the clock says now ("Ronde 3 — 32:15"), for the tests.
    [[nodiscard]] QString text() const;
    // Reads the time again (once a second by itself).
    void tick();

  signals:
    // The store refused a change: why, in Dutch.
    void refused(const QString &message);

  private:
    void run(class StoreCommand *command);

    TournamentDocument *m_document{nullptr};
    int m_round{1};
    QPushButton *m_start{nullptr};
    QLabel *m_face{nullptr};
    QPushButton *m_pause{nullptr};
    QPushButton *m_more{nullptr};
    QPushButton *m_less{nullptr};
    QTimer *m_timer{nullptr};
};

} // namespace nkb::ui
