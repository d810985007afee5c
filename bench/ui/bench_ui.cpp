// Figures: start-up with a tournament of N players (200 by default; < 1 s wanted) and "accept a gift
// and see every panel refreshed", "store the game and see the standings" (< 50 ms wanted at 1,000
// players, growing no worse than linearly). Runs offscreen unless a display is asked for.
#include "ui/results/giftentrywidget.h"
#include "ui/window/mainwindow.h"
#include "ui/results/resultspanel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"
#include "ui/tools/sampletournament.h"
#include "ui/document/tournamentdocument.h"

#include "store/checkpoint.h"
#include "tournament/standings.h"

#include "web/venueweb.h"
#include "ui/publish/sitepublisher.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QThread>
#include <QUrl>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QUndoStack>

#include <algorithm>
#include <string>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace nkb;
using namespace nkb::ui;

namespace {

double ms(const QElapsedTimer &t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

void typeGift(GiftEntryWidget *entry, const std::string &speler)
{
    entry->findChild<QLineEdit *>(QStringLiteral("spelers"))->setText(QString::fromStdString(speler));
    entry->findChild<QLineEdit *>(QStringLiteral("contract"))->setText(QStringLiteral("40"));
    entry->setWon(true);
}

double printMedian(const char *what, std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    std::printf("%-58s median %7.2f ms   max %7.2f ms   (n=%zu)\n", what, v[v.size() / 2], v.back(), v.size());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("nk-bonaken-bench"));
    // As the application does (app/gui/main.cpp); "--checkpoint-at-once" measures the other way.
    const bool atOnce = argc > 2 && std::string(argv[2]) == "--checkpoint-at-once";
    // "--web N": the venue web runs inside the application while N simulated phones poll its
    // klassement (bench_web --phones-only), as at the NK with the pages on.
    int webPhones = 0;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--web")
            webPhones = std::atoi(argv[i + 1]);
    // "--publish": the website published after every change (no quiet time) to the SFTP test server
    // (scripts/sftp-test-server.sh run …), on the publisher's own thread, while the desk works.
    const bool publishing = std::find_if(argv + 1, argv + argc, [](const char *a) { return std::string(a) == "--publish"; }) !=
                            argv + argc;
    store::setCheckpoint(atOnce ? store::Checkpoint::AtOnce : store::Checkpoint::Beside);
    const int players = argc > 1 ? std::atoi(argv[1]) : 200;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.bonaken"));

    QElapsedTimer setup;
    setup.start();
    {
        QString error;
        auto doc = sample::create(path, players, &error);
        for (int r = 1; doc && error.isEmpty() && r <= 3; ++r)
            error = sample::playRound(*doc, r);
        if (doc && error.isEmpty())
            error = sample::playRound(*doc, 4, 0);  // round 4 drawn, no results yet
        if (!error.isEmpty()) {
            std::fprintf(stderr, "opzet mislukt: %s\n", qPrintable(error));
            return 1;
        }
    }
    std::printf("sample: %d players, rounds 1-3 played (paper results), round 4 drawn; set up in %.1f s\n", players,
                ms(setup) / 1000);

    // Start-up: open the file and show the main window with every panel filled.
    QElapsedTimer start;
    start.start();
    MainWindow window;
    const QString error = window.openFile(path);
    window.show();
    QApplication::processEvents();
    const double startup = ms(start);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "openen mislukt: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("%-58s %7.2f ms\n", "start-up: open file + main window shown", startup);

    QProcess phones;
#ifdef NKB_BENCH_WEB_EXE
    if (webPhones > 0) {
        const QString problem = window.venueWeb()->start(path.toStdString(), {QHostAddress(QHostAddress::LocalHost), 0});
        if (!problem.isEmpty()) {
            std::fprintf(stderr, "webpagina's starten mislukt: %s\n", qPrintable(problem));
            return 1;
        }
        const int port = QUrl(window.venueWeb()->addresses().front()).port();
        phones.start(QStringLiteral(NKB_BENCH_WEB_EXE), {QStringLiteral("--phones-only"), QString::number(port),
                                                         QStringLiteral("--phones"), QString::number(webPhones),
                                                         QStringLiteral("--seconds"), QStringLiteral("600")});
        phones.waitForStarted();
        QThread::sleep(3); // every phone connected and polling
        std::printf("the venue web runs inside the application: %d phones poll /klassement every 2 s\n", webPhones);
    }
#endif

    int published = 0;
    if (publishing) {
        auto *publisher = window.document()->findChild<SitePublisher *>();
        if (!publisher || qEnvironmentVariableIsEmpty("NKB_TEST_SFTP_PORT")) {
            std::fprintf(stderr, "--publish: start me under scripts/sftp-test-server.sh run\n");
            return 1;
        }
        publish::PublishSettings s;
        s.target.host = QStringLiteral("127.0.0.1");
        s.target.port = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT");
        s.target.user = qEnvironmentVariable("NKB_TEST_SFTP_USER");
        s.target.hostKey = qEnvironmentVariable("NKB_TEST_SFTP_HOSTKEY");
        s.target.directory = QStringLiteral("/www/bench-%1").arg(QCoreApplication::applicationPid());
        s.when = publish::PublishWhen::AfterChange;
        s.delaySeconds = 0;
        SitePublisher::password() = qEnvironmentVariable("NKB_TEST_SFTP_PASSWORD");
        publisher->setSettings(s);
        QObject::connect(publisher, &SitePublisher::finished, [&published](bool ok, const QString &message) {
            if (ok)
                ++published;
            else
                std::fprintf(stderr, "publiceren: %s\n", qPrintable(message));
        });
        std::printf("the website is published after every change (no quiet time) to the SFTP test server\n");
    }

    ResultsPanel *results = window.resultsPanel();
    GiftEntryWidget *entry = results->giftEntry();
    StandingsModel *standings = window.standingsPanel()->model();
    std::vector<double> judge;
    std::vector<double> store;
    std::vector<double> undo;
    const int tables = std::min(20, players / 4);
    for (int table = 1; table <= tables; ++table) {
        results->select(GameRef{4, table, 1});
        const std::vector<std::string> names = entry->game().players;
        // Five gifts typed, the sixth timed: judged live and accepted.
        for (int i = 0; i < 5; ++i) {
            typeGift(entry, names[static_cast<std::size_t>(i / 2)]);
            entry->acceptGift();
        }
        typeGift(entry, names[2]);
        QElapsedTimer t;
        t.start();
        entry->acceptGift(); // judged, stored, read back, every panel refreshed
        QApplication::processEvents();
        judge.push_back(ms(t));
        if (!entry->verdict().finished) {
            std::fprintf(stderr, "spel niet afgelopen aan tafel %d\n", table);
            return 1;
        }
        // Store the game: engine check, one transaction, reload, every panel and the standings.
        t.restart();
        const QString refusal = results->saveGifts();
        QApplication::processEvents();
        store.push_back(ms(t));
        if (!refusal.isEmpty()) {
            std::fprintf(stderr, "opslaan geweigerd: %s\n", qPrintable(refusal));
            return 1;
        }
        if (standings->rowCount() != players) {
            std::fprintf(stderr, "klassement onvolledig\n");
            return 1;
        }
        if (table % 2 == 0) {
            t.restart();
            window.document()->undoStack()->undo();
            QApplication::processEvents();
            undo.push_back(ms(t));
        }
    }
    const double judged = printMedian("accept a gift (judged, stored, every panel refreshed)", judge);
    const double stored = printMedian("store a finished game + standings refreshed (all panels)", store);
    printMedian("undo a game + standings refreshed", undo);

    // Where the time goes: reading the whole tournament back, and ranking it.
    std::vector<double> load;
    std::vector<double> rank;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer t;
        t.start();
        auto loaded = window.document()->store().load();
        load.push_back(ms(t));
        t.restart();
        const auto rows = computeStandings(loaded.value());
        rank.push_back(ms(t));
        if (rows.empty())
            return 1;
    }
    std::vector<double> reload;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer t;
        t.start();
        window.document()->reload();
        QApplication::processEvents();
        reload.push_back(ms(t));
    }
    printMedian("  of which: reload + every panel refreshed", reload);
    printMedian("  of which: store.load() of the whole tournament", load);
    printMedian("  of which: computeStandings", rank);
    std::printf("gift accepted + game stored with the standings refreshed: median %.2f ms\n",
                judged + stored);
    if (phones.state() != QProcess::NotRunning) {
        phones.terminate();
        phones.waitForFinished();
    }
    if (publishing) {
        for (int i = 0; i < 100 && window.document()->findChild<SitePublisher *>()->running(); ++i) {
            QThread::msleep(100);
            QApplication::processEvents();
        }
        std::printf("website uploads completed meanwhile: %d\n", published);
    }
    return 0;
}
