#pragma once
// The standings for the room: full screen, large type, scrolling by itself a whole row at a time.
// A lot at the cut is shown with its seed and drawn order; once the final is seated the final's
// table takes the screen, and then the champion. The round clock stands above it all. Esc closes it.
#include <QFont>
#include <QWidget>

class QLabel;
class QTableView;
class QTimer;

namespace nkb::ui {

class FinalModel;
class QrWidget;
class StandingsModel;
class TournamentDocument;

class ProjectorWindow : public QWidget {
    Q_OBJECT
public:
    explicit ProjectorWindow(TournamentDocument *document, QWidget *parent = nullptr);
    // The venue web's address (empty: the pages are off): its QR code beside the title, so the room
    // scans it from the screen.
    void setWebAddress(const QString &address);
    [[nodiscard]] QrWidget *webCode() const { return m_qr; }
    // For the tests: what the room sees.
    [[nodiscard]] QTableView *standingsView() const { return m_view; }
    [[nodiscard]] QTableView *finalView() const { return m_finalView; }
    [[nodiscard]] QString titleText() const { return m_titleText; }
    [[nodiscard]] QLabel *lotLabel() const { return m_lot; }
    [[nodiscard]] QLabel *championLabel() const { return m_champion; }
    [[nodiscard]] QLabel *finalTieLabel() const { return m_finalTie; }
    // The round clock in large figures ("Ronde 3 — 12:05", "Ronde 3 — Tijd!"); hidden before a
    // round is started and once the started round has all its results.
    [[nodiscard]] QLabel *clockLabel() const { return m_clock; }
    // The director's announcement (Bewerken → Mededeling…, announce), as plain text under the
    // clock; hidden when there is none.
    [[nodiscard]] QLabel *announcementLabel() const { return m_announcement; }
    // Shows the time left now: every tick, from the stored clock and the tournament's "now".
    void updateClock();
    // One tick of the timer (100 ms): the scroll moves a whole row every few seconds.
    void step();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The klassement as high as a whole number of rows in its area: scrolled to the end, the top
    // row is never half under the header (seen at 1280×800).
    void placeView();
    void refresh();
    void fit();
    void fitColumns(QTableView *view, std::initializer_list<int> stretched);

    TournamentDocument *m_document;
    StandingsModel *m_model{nullptr};
    FinalModel *m_finalModel{nullptr};
    QFont m_big;
    QString m_titleText;
    QLabel *m_title{nullptr};
    QWidget *m_web{nullptr};
    QrWidget *m_qr{nullptr};
    QLabel *m_webLabel{nullptr};
    QLabel *m_clock{nullptr};
    bool m_clockShown{false}; // the started round is still being played (refresh)
    QLabel *m_announcement{nullptr};
    QLabel *m_lot{nullptr};
    QWidget *m_viewArea{nullptr};
    QTableView *m_view{nullptr};
    QLabel *m_champion{nullptr};
    QTableView *m_finalView{nullptr};
    QLabel *m_finalTie{nullptr};
    QTimer *m_timer{nullptr};
    int m_pause{0};
};

} // namespace nkb::ui
