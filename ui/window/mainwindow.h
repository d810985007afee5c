#pragma once
// The main window only assembles the panels, the Bestand/Bewerken/Beeld menus and the status bar.
#include <QMainWindow>

#include <memory>

class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QUndoGroup;
class QAction;

namespace nkb::web {
class VenueWeb;
}

namespace nkb::ui {

class DrawPanel;
class FinalPanel;
class PlayersPanel;
class ResultsPanel;
class StandingsPanel;
class TournamentDocument;
class WelcomePage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a tournament file; gives the Dutch reason on failure (also shown to the user).
    QString openFile(const QString &path);
    // Takes an already open tournament (tests, new tournaments).
    void setDocument(std::unique_ptr<TournamentDocument> document);
    [[nodiscard]] TournamentDocument *document() const { return m_document.get(); }

    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] PlayersPanel *playersPanel() const { return m_players; }
    [[nodiscard]] DrawPanel *drawPanel() const { return m_draw; }
    [[nodiscard]] ResultsPanel *resultsPanel() const { return m_results; }
    [[nodiscard]] StandingsPanel *standingsPanel() const { return m_standings; }
    [[nodiscard]] FinalPanel *finalPanel() const { return m_final; }
    // The pages for the players' phones (Beeld → Webpagina's voor spelers), running or not.
    [[nodiscard]] web::VenueWeb *venueWeb() const { return m_web; }
    [[nodiscard]] QString statusText() const;
    // The passing message of the status bar (what an undo took back).
    [[nodiscard]] QString statusBarMessage() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // Quitting with a gift typed but not accepted asks first; everything accepted is in the file.
    void closeEvent(QCloseEvent *event) override;

private:
    void focusCurrentPanel();
    void buildMenus();
    QAction *undoAction(QUndoGroup *group, bool redo);
    void newTournament();
    void openDialog();
    void connectAsked();
    void saveCopy();
    void fillRecentMenu();
    void updateStatus();
    void showError(const QString &message);

    std::unique_ptr<TournamentDocument> m_document;
    QStackedWidget *m_pages{nullptr};
    WelcomePage *m_welcome{nullptr};
    QTabWidget *m_tabs{nullptr};
    PlayersPanel *m_players{nullptr};
    DrawPanel *m_draw{nullptr};
    ResultsPanel *m_results{nullptr};
    StandingsPanel *m_standings{nullptr};
    FinalPanel *m_final{nullptr};
    QMenu *m_recent{nullptr};
    QMenu *m_edit{nullptr};
    QAction *m_doubleEntry{nullptr}; // Bewerken → Dubbele invoer (a tournament setting)
    QAction *m_threeScoring{nullptr}; // Bewerken → Tafel van drie telt…
    QAction *m_roundMinutes{nullptr}; // Bewerken → Duur van een ronde…
    QAction *m_announce{nullptr};     // Bewerken → Mededeling… (ui/window/announcementdialog.h)
    QLabel *m_status{nullptr};
    web::VenueWeb *m_web{nullptr};
};

} // namespace nkb::ui
