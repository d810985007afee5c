#pragma once
// What a director sees before a tournament is open: start a new one, open one, or pick a recent file.
#include <QWidget>

class QListWidget;

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

private:
    QListWidget *m_recent{nullptr};
};

} // namespace nkb::ui
