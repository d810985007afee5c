#include "ui/window/mainwindow.h"
#include "ui/widgets/filedialogs.h"
#include "ui/widgets/printing.h"

#include "tournament/threescoring.h"
#include "ui/document/copyname.h"
#include "ui/document/clockcommands.h"
#include "ui/document/doubleentrycommands.h"
#include "ui/document/threescoringcommand.h"

#include "ui/window/announcementdialog.h"
#include "ui/window/csvexportdialog.h"
#include "ui/widgets/daysummary.h"
#include "ui/window/helpmenu.h"
#include "ui/window/findingsnotice.h"
#include "ui/window/publishing.h"
#include "ui/draw/drawpanel.h"
#include "ui/final/finalpanel.h"
#include "ui/window/newtournamentdialog.h"
#include "ui/window/tournamentabout.h"
#include "ui/players/playerspanel.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/results/resultspanel.h"
#include "ui/widgets/settings.h"
#include "ui/widgets/shownpath.h"
#include "ui/standings/standingspanel.h"
#include "ui/stations/serverconnection.h"
#include "ui/document/tournamentdocument.h"
#include "ui/window/welcomepage.h"
#include "ui/web/webdialog.h"
#include "ui/web/webresume.h"
#include "web/venueweb.h"

#include "ui/document/panel.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace nkb::ui {

namespace {

// A choice of how a table of three scores, named in the window's language (the core names it in
// Dutch, for the papers and the command line).
QString threeScoringName(const ThreeScoring &choice)
{
    if (choice.key == "10/8/4")
        return MainWindow::tr("standaard: de plaatsen 1 tot 3 van een tafel van vier (R54–R56)");
    if (choice.key == "10/8/1")
        return MainWindow::tr("letterlijk: wie overblijft scoort 1 punt (R57)");
    if (choice.key == "8/7/3")
        return MainWindow::tr("geschaald: 10/8/4 maal 0,84, zoveel als een tafel van vier gemiddeld geeft");
    return QString::fromStdString(choice.name);
}

// Ctrl+Q on every platform, and the platform's own Quit keys besides (Windows has none, so
// QKeySequence::Quit alone left Bestand → Afsluiten without a key there).
QList<QKeySequence> quitShortcuts()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Quit);
    const QKeySequence ctrlQ(Qt::CTRL | Qt::Key_Q);
    if (!keys.contains(ctrlQ))
        keys.prepend(ctrlQ);
    return keys;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("NK Bonaken"));
    m_web = new web::VenueWeb(this);
    m_tabs = new QTabWidget(this);
    m_players = new PlayersPanel(m_tabs);
    m_draw = new DrawPanel(m_tabs);
    m_results = new ResultsPanel(m_tabs);
    m_standings = new StandingsPanel(m_tabs);
    m_final = new FinalPanel(m_tabs);
    m_tabs->addTab(m_players, tr("&Deelnemers"));
    m_tabs->addTab(m_draw, tr("&Indeling"));
    m_tabs->addTab(m_results, tr("&Uitslagen"));
    m_tabs->addTab(m_standings, tr("&Klassement"));
    m_tabs->addTab(m_final, tr("&Finale"));
    m_welcome = new WelcomePage(this);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_tabs);
    setCentralWidget(m_pages);
    connect(m_welcome, &WelcomePage::newRequested, this, &MainWindow::newTournament);
    connect(m_welcome, &WelcomePage::openRequested, this, &MainWindow::openDialog);
    connect(m_welcome, &WelcomePage::reconnectRequested, this, &MainWindow::connectAsked);
    connect(m_welcome, &WelcomePage::recentChosen, this, [this](const QString &path) { openFile(path); });
    connect(m_welcome, &WelcomePage::resumeChosen, this, [this](const QString &path) { openFile(path); });
    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    buildMenus();
    // Alt+U: the cursor goes straight to the Speler(s) field of the first table without a result;
    // Alt+I to the round, Alt+D to the search field; also when that tab was already showing.
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::focusCurrentPanel);
    m_tabs->tabBar()->installEventFilter(this);
    connect(m_final, &FinalPanel::enterFinalRequested, this, [this] {
        m_results->select(GameRef{kFinalRound, 1, 1});
        m_tabs->setCurrentWidget(m_results);
    });
    setDocument(nullptr);
    // A tournament still marked open was open when the program stopped without closing.
    const settings::OpenFile unclosed = settings::openFile();
    m_welcome->setResume(unclosed.path, unclosed.name);
    resize(1280, 720);
}

void MainWindow::focusCurrentPanel()
{
    if (auto *panel = qobject_cast<Panel *>(m_tabs->currentWidget()))
        panel->enterFocus();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // The tab bar's Alt+letter on the tab already showing changes nothing: still go to its field.
    if (watched == m_tabs->tabBar() && event->type() == QEvent::Shortcut) {
        const int before = m_tabs->currentIndex();
        QMetaObject::invokeMethod(
            this,
            [this, before] {
                if (m_tabs->currentIndex() == before)
                    focusCurrentPanel();
            },
            Qt::QueuedConnection);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::connectAsked()
{
    if (auto document = connectToServer(this))
        setDocument(std::move(document));
}

QAction *MainWindow::undoAction(QUndoGroup *group, bool redo)
{
    // As QUndoGroup::createUndoAction, but a step waits while the window waits for the server's
    // answer to an earlier change: the stack moves only with the file.
    const QString prefix = redo ? tr("Opnieuw") : tr("Ongedaan maken");
    auto *action = new QAction(prefix, this);
    action->setEnabled(false);
    connect(group, redo ? &QUndoGroup::canRedoChanged : &QUndoGroup::canUndoChanged, action, &QAction::setEnabled);
    connect(group, redo ? &QUndoGroup::redoTextChanged : &QUndoGroup::undoTextChanged, action,
            [action, prefix](const QString &text) {
                action->setText(text.isEmpty() ? prefix : prefix + QLatin1Char(' ') + text);
            });
    connect(action, &QAction::triggered, this, [this, group, redo] {
        if (m_document && m_document->busy())
            return statusBar()->showMessage(tr("Even wachten: het programma wacht nog op het antwoord van de "
                                               "server op de vorige wijziging."));
        redo ? group->redo() : group->undo();
    });
    return action;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_document && m_document->busy()) {
        // The window waits for the server's answer to a change: closing now would tear the
        // tournament away under it. The wait ends within seconds.
        event->ignore();
        statusBar()->showMessage(tr("Even wachten: het programma wacht nog op het antwoord van de server. "
                                    "Sluit daarna af."));
        return;
    }
    const QString typing = m_document ? m_results->unacceptedTyping() : QString();
    if (!typing.isEmpty()) {
        Question ask(QStringLiteral("closeWithTyping"), QMessageBox::Question, tr("Afsluiten"),
                     typing + QLatin1Char('\n') +
                         (m_results->waitingForServer()
                              ? tr("Dit staat nog niet op de server en gaat verloren als u nu afsluit. "
                                   "Toch afsluiten?")
                              : tr("Alle geaccepteerde giften staan in het bestand; alleen deze gift gaat "
                                   "verloren. Toch afsluiten?")));
        const int leave = ask.addButton(QMessageBox::Yes, tr("&Afsluiten"));
        ask.setDefaultButton(ask.addButton(QMessageBox::No, tr("&Terug naar de gift")));
        if (ask.ask(this) != leave) {
            event->ignore();
            m_tabs->setCurrentWidget(m_results);
            return;
        }
    }
    QMainWindow::closeEvent(event);
}

MainWindow::~MainWindow()
{
    // The venue web, a child, stops when it is deleted after this body and says so: that must no
    // longer reach this window, which is by then only a QWidget (UBSan: member access within an
    // object that is no MainWindow, the program closed with the pages running).
    m_web->disconnect(this);
    // Closed as it should: the next start has nothing to go on with.
    if (m_document && !m_document->store().onServer())
        settings::clearOpenFile(m_document->path());
    // Panels hold the document by pointer: let them go first.
    for (Panel *p : std::initializer_list<Panel *>{m_players, m_draw, m_results, m_standings, m_final})
        p->setDocument(nullptr);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&Bestand"));
    QAction *newAction = file->addAction(tr("&Nieuw toernooi…"), this, &MainWindow::newTournament);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Openen…"), this, &MainWindow::openDialog);
    openAction->setShortcut(QKeySequence::Open);
    m_recent = file->addMenu(tr("&Recente bestanden"));
    m_recent->setObjectName(QStringLiteral("recent"));
    connect(m_recent, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addAction(tr("Opslaan als &kopie…"), this, &MainWindow::saveCopy);
    // Several stations on a venue server (ui/stations).
    file->addAction(tr("&Verbinden met server…"), this, &MainWindow::connectAsked);
    file->addAction(tr("Naar &server kopiëren…"), this, [this] {
        if (m_document)
            copyToServerAsked(this, *m_document);
    });
    file->addAction(tr("&Exporteren als CSV…"), this, [this] {
        const QString f =
            m_document ? exportCsv(this, m_document->tournament(), settings::lastDirectory()) : QString();
        if (!f.isEmpty())
            statusBar()->showMessage(tr("CSV opgeslagen: %1").arg(shownPath(f)), 8000);
    });
    file->addAction(tr("Over &dit toernooi…"), this, [this] {
        if (m_document)
            showTournamentAbout(this, *m_document);
    });
    addPublishAction(file, this);
    addBackupActions(file, this);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Afsluiten"), this, &QWidget::close);
    // Ctrl+Q everywhere: Windows defines no Quit key (QKeySequence::Quit is empty there).
    quit->setShortcuts(quitShortcuts());
    quit->setObjectName(QStringLiteral("quit"));

    m_edit = menuBar()->addMenu(tr("B&ewerken"));
    auto *group = new QUndoGroup(this);
    group->setObjectName(QStringLiteral("undoGroup"));
    QAction *undo = undoAction(group, false);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = undoAction(group, true);
    redo->setShortcut(QKeySequence::Redo);
    m_edit->addAction(undo);
    m_edit->addAction(redo);
    m_edit->addSeparator();
    // Double entry: every game entered by two stations, counted once both agree.
    m_doubleEntry = m_edit->addAction(tr("D&ubbele invoer (elk spel door twee stations)"));
    m_doubleEntry->setObjectName(QStringLiteral("doubleEntry"));
    m_doubleEntry->setCheckable(true);
    connect(m_doubleEntry, &QAction::triggered, this, [this](bool on) {
        if (m_document)
            m_document->execute(new DoubleEntryCommand(m_document.get(), on));
        updateStatus(); // the tick follows the file, also when it was refused
    });
    // How a table of three scores: a named choice, before its first result.
    m_threeScoring = m_edit->addAction(tr("&Tafel van drie telt…"));
    m_threeScoring->setObjectName(QStringLiteral("threeScoring"));
    connect(m_threeScoring, &QAction::triggered, this, [this] {
        if (!m_document)
            return;
        QStringList items;
        int current = 0;
        for (const ThreeScoring &c : threeScorings()) {
            if (c.places == m_document->tournament().info.placesThree)
                current = static_cast<int>(items.size());
            items << QString::fromStdString(c.key) + QStringLiteral("  (") + threeScoringName(c) + QLatin1Char(')');
        }
        bool ok = false;
        const QString chosen =
            QInputDialog::getItem(this, tr("Tafel van drie"),
                                  tr("Punten voor de plaatsen 1, 2 en 3 aan een tafel van drie.\n"
                                     "Te kiezen zolang aan geen tafel van drie een uitslag is ingevoerd."),
                                  items, current, false, &ok);
        if (!ok)
            return;
        const auto choice = threeScorings().at(static_cast<std::size_t>(items.indexOf(chosen)));
        if (choice.places == m_document->tournament().info.placesThree)
            return;
        const QString refusal = m_document->execute(new ThreeScoringCommand(m_document.get(), choice.places)).text();
        updateStatus();
        if (!refusal.isEmpty()) // e.g. a table of three has a result already
            statusBar()->showMessage(tr("Niet gewijzigd: %1").arg(refusal), 15000);
    });

    // How long a round lasts when the director starts it (Indeling: "Ronde N starten").
    m_roundMinutes = m_edit->addAction(tr("Duur van een &ronde…"));
    m_roundMinutes->setObjectName(QStringLiteral("roundMinutes"));
    connect(m_roundMinutes, &QAction::triggered, this, [this] {
        if (!m_document)
            return;
        bool ok = false;
        const int now = m_document->tournament().info.roundMinutes;
        const int minutes = QInputDialog::getInt(this, tr("Duur van een ronde"),
                                                 tr("Hoeveel minuten duurt een ronde? De klok van een ronde die\n"
                                                    "gestart wordt loopt zo lang (plus of min wat u aanpast)."),
                                                 now, kMinRoundMinutes, kMaxRoundMinutes, 5, &ok);
        if (!ok || minutes == now)
            return;
        const QString refusal = m_document->execute(new RoundMinutesCommand(m_document.get(), minutes)).text();
        if (!refusal.isEmpty())
            statusBar()->showMessage(tr("Niet gewijzigd: %1").arg(refusal), 15000);
    });

    m_announce = addAnnouncementAction(m_edit, this, [this] { return m_document.get(); });
    // No Alt letter: Alt+L is the lot on the Finale tab ("Bee&ld" took it, and B and E
    // are Bestand and Bewerken). F11 is its only entry.
    QMenu *view = menuBar()->addMenu(tr("Beeld"));
    QAction *projector = view->addAction(tr("&Projector (klassement op volledig scherm)"), m_standings,
                                         &StandingsPanel::showProjector);
    projector->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_web, &web::VenueWeb::runningChanged, this, [this] {
        const QString address = m_web->running() ? m_web->addresses().value(0) : QString();
        m_standings->setWebAddress(address);
        setPapersWebAddress(address, m_web->tableEntry());
    });
    view->addAction(tr("&Webpagina's voor spelers…"), this, [this] {
        WebDialog dialog(m_web, m_document.get(), this);
        dialog.exec();
    });
    addHelpMenu(this);
}

void MainWindow::setDocument(std::unique_ptr<TournamentDocument> document)
{
    if (m_document && m_document->busy()) {
        statusBar()->showMessage(tr("Even wachten: het programma wacht nog op het antwoord van de server. "
                                    "Open daarna een ander toernooi."));
        return;
    }
    // The phones' pages show the tournament they were started for: another one is started anew.
    m_web->stop();
    const QString fileBefore = m_document && !m_document->store().onServer() ? m_document->path() : QString();
    auto *group = findChild<QUndoGroup *>(QStringLiteral("undoGroup"));
    for (Panel *p : std::initializer_list<Panel *>{m_players, m_draw, m_results, m_standings, m_final})
        p->setDocument(document.get());
    if (m_document && group)
        group->removeStack(m_document->undoStack());
    m_document = std::move(document);
    if (m_document) {
        if (group) {
            group->addStack(m_document->undoStack());
            group->setActiveStack(m_document->undoStack());
        }
        connect(m_document.get(), &TournamentDocument::changed, this, &MainWindow::updateStatus);
        // An undo or redo is never silent: it says what it took back, also of another table.
        connect(m_document.get(), &TournamentDocument::stepDone, this,
                [this](const QString &message) { statusBar()->showMessage(message, 15000); });
        // Another station's change, read by the live refresh.
        connect(m_document.get(), &TournamentDocument::changedElsewhere, this,
                [this](const QString &news) { statusBar()->showMessage(news, 15000); });
        connect(m_document.get(), &TournamentDocument::note, this,
                [this](const QString &message) { statusBar()->showMessage(message, 15000); });
        // An undo that can no longer apply says why and stays said (item 9).
        connect(m_document.get(), &TournamentDocument::stepRefused, this, [this](const QString &message) {
            statusBar()->showMessage(message);
            showError(message);
        });
        setWindowTitle(nkb::ui::windowTitle(*m_document));
        // Marked open until the window closes as it should (settings::openFile()).
        if (!m_document->store().onServer())
            settings::setOpenFile({m_document->path(), qs(m_document->tournament().info.name)});
        else if (!fileBefore.isEmpty())
            settings::clearOpenFile(fileBefore);
        m_welcome->setResume({}, {});
        startAutoBackup(m_document.get(), this);
        startPublishing(m_document.get(), this);
    } else {
        setWindowTitle(tr("NK Bonaken"));
    }
    m_tabs->setEnabled(m_document != nullptr);
    m_welcome->refresh();
    m_pages->setCurrentWidget(m_document ? static_cast<QWidget *>(m_tabs) : m_welcome);
    updateStatus();
    if (m_document)
        showFindings(this, m_document->store());
    // The player pages (and entry at the table) ran for this tournament when it was last open: they
    // come back by themselves, and the status bar says so (webresume.h).
    if (m_document)
        if (const QString resumed = resumeServing(*m_web, *m_document); !resumed.isEmpty())
            statusBar()->showMessage(resumed);
}

QString MainWindow::openFile(const QString &path)
{
    QString error;
    auto document = TournamentDocument::open(path, &error);
    if (!document) {
        showError(tr("Kan %1 niet openen: %2").arg(shownPath(path), error));
        return error;
    }
    settings::addRecentFile(path);
    setDocument(std::move(document));
    return {};
}

void MainWindow::newTournament()
{
    // The dialog makes the tournament, and stays open with what was typed when that is refused.
    NewTournamentDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    settings::addRecentFile(dialog.path());
    setDocument(dialog.takeDocument());
    m_tabs->setCurrentWidget(m_players);
}

void MainWindow::openDialog()
{
    const QString file = chooseOpenFile(this, tr("Toernooi openen"), settings::lastDirectory(),
                                        tr("Toernooien (*.bonaken);;Alle bestanden (*)"));
    if (!file.isEmpty())
        openFile(file);
}

void MainWindow::saveCopy()
{
    if (!m_document)
        return;
    // No "replace?" question: the store never overwrites a file and says so itself. The proposal
    // names the round the copy holds; what she types always gets the extension.
    const QString proposal = proposedCopyPath(m_document->path(), m_document->tournament());
    QString target = chooseSaveFile(this, tr("Opslaan als kopie"), proposal, tr("Toernooien (*.bonaken)"),
                                     QFileDialog::DontConfirmOverwrite);
    if (!target.isEmpty())
        target = withBonakenExtension(target);
    if (target.isEmpty())
        return;
    if (const QString refusal = m_document->saveCopy(target); !refusal.isEmpty())
        showError(refusal);
    else
        statusBar()->showMessage(tr("Kopie opgeslagen: %1").arg(shownPath(target)), 5000);
}

void MainWindow::fillRecentMenu()
{
    m_recent->clear();
    const QStringList files = settings::recentFiles();
    if (files.isEmpty())
        m_recent->addAction(tr("(geen)"))->setEnabled(false);
    for (const QString &f : files)
        m_recent->addAction(QFileInfo(f).fileName() + QStringLiteral("  —  ") + shownPath(f), this,
                            [this, f] { openFile(f); });
}

QString MainWindow::statusText() const { return m_status->text(); }

QString MainWindow::statusBarMessage() const { return statusBar()->currentMessage(); }

void MainWindow::updateStatus()
{
    if (m_doubleEntry) {
        m_doubleEntry->setEnabled(m_document && !m_document->store().readOnly());
        m_doubleEntry->setChecked(m_document && m_document->tournament().info.doubleEntry);
        m_threeScoring->setEnabled(m_document && !m_document->store().readOnly());
        m_roundMinutes->setEnabled(m_document && !m_document->store().readOnly());
        m_announce->setEnabled(m_document && !m_document->store().readOnly());
    }
    if (!m_document) {
        m_status->setText(tr("Geen toernooi open. Bestand → Nieuw toernooi of Openen."));
        return;
    }
    QString day = daySummary(m_document->tournament());
    if (m_document->tournament().info.doubleEntry) {
        const int waiting = m_document->waitingForSecondEntry();
        day += waiting == 1 ? tr(" · 1 spel wacht op een tweede invoer")
                            : tr(" · %1 spellen wachten op een tweede invoer").arg(waiting);
    }
    // A file on a read-only stick or in a read-only folder, or one that lies: said before anything is typed.
    m_status->setText(viewOnlyStatus(m_document->store(), day));
}

void MainWindow::showError(const QString &message)
{
    Question::inform(this, QStringLiteral("error"), QMessageBox::Warning, tr("NK Bonaken"), message);
}

} // namespace nkb::ui
