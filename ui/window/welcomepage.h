#pragma once
// What a director sees before a tournament is open: start a new one, open one, or pick a recent file.
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace nkb::ui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);
    void refresh();
    // The offer to go on with the tournament that was open when the program stopped without
    // closing; hidden when there is none (or its file is gone).
    [[nodiscard]] QPushButton *resumeButton() const { return m_resume; }
    void setResume(const QString &path, const QString &name);

signals:
    void newRequested();
    void openRequested();
    void recentChosen(const QString &path);
    // "Verder met <toernooi>": the file that was open when the program last stopped without
    // closing (settings::openFile()).
    void resumeChosen(const QString &path);
    // "Opnieuw verbinden met <server>": the server this station used last.
    void reconnectRequested();

private:
    QListWidget *m_recent{nullptr};
    QPushButton *m_resume{nullptr};
    QLabel *m_resumeNote{nullptr};
    QString m_resumePath;
    QPushButton *m_reconnect{nullptr};
};

} // namespace nkb::ui
