#pragma once
// What a director sees before a tournament is open: start a new one, open one, or pick a recent file.
#include <QWidget>

class QListWidget;
class QPushButton;

namespace nkb::ui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);
    void refresh();

signals:
    void newRequested();
    void openRequested();
    void recentChosen(const QString &path);
    // "Opnieuw verbinden met <server>": the server this station used last.
    void reconnectRequested();

private:
    QListWidget *m_recent{nullptr};
    QPushButton *m_reconnect{nullptr};
};

} // namespace nkb::ui
