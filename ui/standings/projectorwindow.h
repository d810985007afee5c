#pragma once
// The standings for the room: full screen, large type, scrolling by itself. Esc closes it.
#include <QWidget>

class QLabel;
class QTableView;
class QTimer;

namespace nkb::ui {

class StandingsModel;
class TournamentDocument;

class ProjectorWindow : public QWidget {
    Q_OBJECT
public:
    explicit ProjectorWindow(TournamentDocument *document, QWidget *parent = nullptr);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void refresh();
    void step();

    TournamentDocument *m_document;
    StandingsModel *m_model{nullptr};
    QLabel *m_title{nullptr};
    QTableView *m_view{nullptr};
    QTimer *m_timer{nullptr};
    int m_pause{0};
};

} // namespace nkb::ui
