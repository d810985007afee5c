// Publishing from the application (issue 37): the SitePublisher sends the site after a round's last
// game and not after one table, says in the status line when the hall is offline and tries again
// with the newest state; Bestand → Publiceren… shows the server's key and pins it only when the
// director trusts it; with the SFTP test server (scripts/sftp-test-server.sh) a real upload, and
// with the FTPS one (scripts/ftps-test-server.sh) the protocol chosen and an upload over FTPS.
#include "uitestsupport.h"

#include "ui/publish/publishdialog.h"
#include "ui/publish/sitepublisher.h"
#include "ui/tools/sampletournament.h"
#include "ui/widgets/question.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTimer>

using namespace nkb;
using namespace nkb::ui;

namespace {

// A port on 127.0.0.1 where nothing listens (taken, then given back).
int closedPort()
{
    QTcpServer probe;
    REQUIRE(probe.listen(QHostAddress::LocalHost, 0));
    const int port = probe.serverPort();
    probe.close();
    return port;
}

struct PublishDay {
    QTemporaryDir dir;
    std::unique_ptr<TournamentDocument> document;

    PublishDay()
    {
        test::app();
        qputenv("NKB_PUBLISH_SETTINGS", dir.filePath(QStringLiteral("publiceren.json")).toUtf8());
        QString error;
        document = sample::create(dir.filePath(QStringLiteral("NK 2026.bonaken")), 16, &error);
        INFO(error.toStdString());
        REQUIRE(document);
        REQUIRE(sample::playRound(*document, 1, 0).isEmpty()); // round 1 drawn, nothing entered
    }
    ~PublishDay() { qunsetenv("NKB_PUBLISH_SETTINGS"); }
};

publish::PublishSettings offline(publish::PublishWhen when)
{
    publish::PublishSettings s;
    s.target.host = QStringLiteral("127.0.0.1");
    s.target.port = closedPort();
    s.target.user = QStringLiteral("nkbupload");
    s.target.directory = QStringLiteral("www/uitslagen");
    s.target.hostKey = QStringLiteral("SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    s.when = when;
    return s;
}

} // namespace

TEST_CASE("After every round: nothing goes out after one table, the round's last game publishes, offline it tries again",
          "[ui][publish]")
{
    PublishDay day;
    SitePublisher::password() = QStringLiteral("geheim");
    SitePublisher publisher(day.document.get(), offline(publish::PublishWhen::AfterRound));
    QSignalSpy finished(&publisher, &SitePublisher::finished);
    QSignalSpy status(&publisher, &SitePublisher::status);

    REQUIRE(sample::playRound(*day.document, 1, 1).isEmpty()); // table 1 of four
    QCoreApplication::processEvents();
    CHECK_FALSE(publisher.running());
    CHECK(finished.isEmpty());

    REQUIRE(sample::playRound(*day.document, 1).isEmpty()); // the round's last game
    CHECK((publisher.running() || !finished.isEmpty()));
    REQUIRE((finished.count() == 1 || finished.wait(15000)));
    CHECK_FALSE(finished.at(0).at(0).toBool());
    // The desk was never held up, and the status line says what happens next.
    CHECK(status.last().at(0).toString().startsWith(QStringLiteral("Website: geen verbinding")));
    CHECK(publisher.retryTimer()->isActive());
    CHECK(publisher.retryTimer()->interval() == 30 * 1000);
    CHECK(SitePublisher::retryDelay(1) == 30);
    CHECK(SitePublisher::retryDelay(2) == 60);
    CHECK(SitePublisher::retryDelay(9) == 300);
    SitePublisher::password().clear();
}

TEST_CASE("After every change the site waits for the desk to be quiet, and without a password it says so",
          "[ui][publish]")
{
    PublishDay day;
    SitePublisher::password().clear();
    publish::PublishSettings s = offline(publish::PublishWhen::AfterChange);
    s.delaySeconds = 60;
    SitePublisher publisher(day.document.get(), s);
    QSignalSpy status(&publisher, &SitePublisher::status);
    REQUIRE(sample::playRound(*day.document, 1, 1).isEmpty());
    CHECK(publisher.quietTimer()->isActive());
    CHECK(publisher.quietTimer()->interval() == 60 * 1000);
    CHECK_FALSE(publisher.running());
    publisher.quietTimer()->stop();
    publisher.publishNow();
    CHECK_FALSE(publisher.running());
    REQUIRE_FALSE(status.isEmpty());
    CHECK(status.last().at(0).toString().contains(QStringLiteral("wachtwoord")));
}

TEST_CASE("Publiceren… pins the server's key only when the director trusts it, and publishes to the real server",
          "[ui][publish]")
{
    const QByteArray port = qgetenv("NKB_TEST_SFTP_PORT");
    if (port.isEmpty()) {
        WARN("skipped: no SFTP test server (scripts/sftp-test-server.sh run …)");
        CHECK(port.isEmpty());
        return;
    }
    PublishDay day;
    auto *publisher = new SitePublisher(day.document.get(), publish::PublishSettings{});
    PublishDialog dialog(day.document.get(), publisher);
    // The form filled as a director types it.
    const auto field = [&dialog](const char *name) {
        auto *f = dialog.findChild<QLineEdit *>(QLatin1String(name));
        REQUIRE(f);
        return f;
    };
    field("host")->setText(QStringLiteral("127.0.0.1"));
    dialog.findChild<QSpinBox *>()->setValue(port.toInt());
    field("user")->setText(qEnvironmentVariable("NKB_TEST_SFTP_USER"));
    field("directory")->setText(QStringLiteral("/www/ui-%1").arg(QCoreApplication::applicationPid()));
    field("password")->setText(qEnvironmentVariable("NKB_TEST_SFTP_PASSWORD"));

    Question::setNextAnswer(QMessageBox::RejectRole); // not trusted: nothing pinned
    dialog.fetchHostKey();
    CHECK(dialog.formSettings().target.hostKey.isEmpty());
    Question::setNextAnswer(QMessageBox::AcceptRole);
    dialog.fetchHostKey();
    CHECK(dialog.formSettings().target.hostKey == qEnvironmentVariable("NKB_TEST_SFTP_HOSTKEY"));

    QSignalSpy finished(publisher, &SitePublisher::finished);
    dialog.publishNow();
    REQUIRE(finished.wait(30000));
    INFO(finished.at(0).at(1).toString().toStdString());
    CHECK(finished.at(0).at(0).toBool());
    const QString served = qEnvironmentVariable("NKB_TEST_SFTP_ROOT") +
                           QStringLiteral("/www/ui-%1/2026/klassement.html").arg(QCoreApplication::applicationPid());
    CHECK(QFileInfo::exists(served));
    CHECK(dialog.statusLabel()->text().startsWith(QStringLiteral("Gepubliceerd")));
}

TEST_CASE("Publiceren… over FTPS: the protocol's port, no key file, the certificate's key pinned, a real upload",
          "[ui][publish]")
{
    PublishDay day;
    auto *publisher = new SitePublisher(day.document.get(), publish::PublishSettings{});
    PublishDialog dialog(day.document.get(), publisher);
    auto *protocol = dialog.findChild<QComboBox *>(QStringLiteral("protocol"));
    auto *portBox = dialog.findChild<QSpinBox *>();
    auto *keyFile = dialog.findChild<QLineEdit *>(QStringLiteral("keyFile"));
    REQUIRE(protocol);
    REQUIRE(portBox);
    REQUIRE(keyFile);
    CHECK(portBox->value() == 22);
    CHECK(keyFile->isEnabled());
    // The port follows the protocol while it is the usual one; a port of the director's own stays.
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::FtpsImplicit)));
    CHECK(portBox->value() == 990);
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::Ftps)));
    CHECK(portBox->value() == 21);
    CHECK_FALSE(keyFile->isEnabled());
    CHECK(dialog.formSettings().target.protocol == publish::Protocol::Ftps);
    portBox->setValue(2121);
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::Sftp)));
    CHECK(portBox->value() == 2121);
    CHECK(keyFile->isEnabled());
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::Ftps)));

    const QByteArray port = qgetenv("NKB_TEST_FTPS_PORT");
    if (port.isEmpty()) {
        WARN("the upload skipped: no FTPS test server (scripts/ftps-test-server.sh run …)");
        return;
    }
    dialog.findChild<QLineEdit *>(QStringLiteral("host"))->setText(QStringLiteral("127.0.0.1"));
    portBox->setValue(port.toInt());
    dialog.findChild<QLineEdit *>(QStringLiteral("user"))->setText(qEnvironmentVariable("NKB_TEST_FTPS_USER"));
    const QString folder = QStringLiteral("/www/ui-ftps-%1").arg(QCoreApplication::applicationPid());
    dialog.findChild<QLineEdit *>(QStringLiteral("directory"))->setText(folder);
    dialog.findChild<QLineEdit *>(QStringLiteral("password"))->setText(qEnvironmentVariable("NKB_TEST_FTPS_PASSWORD"));
    Question::setNextAnswer(QMessageBox::AcceptRole);
    dialog.fetchHostKey();
    CHECK(dialog.formSettings().target.hostKey == qEnvironmentVariable("NKB_TEST_FTPS_PIN"));
    // Another protocol has another key: the pin goes with it.
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::Sftp)));
    CHECK(dialog.formSettings().target.hostKey.isEmpty());
    protocol->setCurrentIndex(protocol->findData(static_cast<int>(publish::Protocol::Ftps)));
    CHECK(dialog.formSettings().target.hostKey == qEnvironmentVariable("NKB_TEST_FTPS_PIN"));

    QSignalSpy finished(publisher, &SitePublisher::finished);
    dialog.publishNow();
    REQUIRE(finished.wait(30000));
    INFO(finished.at(0).at(1).toString().toStdString());
    CHECK(finished.at(0).at(0).toBool());
    const QString served = qEnvironmentVariable("NKB_TEST_FTPS_ROOT") + folder + QStringLiteral("/2026");
    CHECK(QFileInfo(served + QStringLiteral("/klassement.html")).isFile());
    CHECK_FALSE(QFileInfo(served).isSymLink());
}
