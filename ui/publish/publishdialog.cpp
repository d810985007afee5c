// Bestand → Publiceren… (see publishdialog.h).
#include "ui/publish/publishdialog.h"
#include "ui/widgets/shownpath.h"

#include "ui/document/tournamentdocument.h"
#include "ui/publish/sitepublisher.h"
#include "ui/widgets/filedialogs.h"
#include "ui/widgets/question.h"
#include "ui/widgets/settings.h"

#include "publish/folder.h"
#include "web/staticsite.h"

#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {

QLabel *buddy(const QString &text, QWidget *field, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(field);
    return label;
}

} // namespace

PublishDialog::PublishDialog(TournamentDocument *document, SitePublisher *publisher, QWidget *parent)
    : QDialog(parent), m_document(document), m_publisher(publisher)
{
    setObjectName(QStringLiteral("publishDialog"));
    setWindowTitle(tr("Publiceren op de website"));
    QString error;
    m_settings = publish::loadSettings(publish::settingsPath(), &error).value_or(publish::PublishSettings{});

    auto *intro = new QLabel(tr("Het klassement, de indeling, elke speler en de finale als website, zonder tafelcodes, "
                                "stations of logboek. Een speler met \"niet publiceren\" staat er met zijn initialen."),
                             this);
    intro->setWordWrap(true);
    m_host = new QLineEdit(m_settings.target.host, this);
    m_host->setPlaceholderText(tr("bijvoorbeeld ftp.bonaken.nl"));
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(QStringLiteral("protocol"));
    m_protocol->addItem(tr("SFTP (SSH)"), QVariant::fromValue(static_cast<int>(publish::Protocol::Sftp)));
    m_protocol->addItem(tr("FTPS (FTP met TLS)"), QVariant::fromValue(static_cast<int>(publish::Protocol::Ftps)));
    m_protocol->addItem(tr("FTPS impliciet (poort 990)"),
                        QVariant::fromValue(static_cast<int>(publish::Protocol::FtpsImplicit)));
    m_protocol->setCurrentIndex(m_protocol->findData(static_cast<int>(m_settings.target.protocol)));
    m_port = new QSpinBox(this);
    m_port->setRange(1, 65535);
    m_port->setValue(m_settings.target.port);
    m_user = new QLineEdit(m_settings.target.user, this);
    m_directory = new QLineEdit(m_settings.target.directory, this);
    m_directory->setPlaceholderText(tr("bijvoorbeeld www/uitslagen"));
    m_keyFile = new QLineEdit(shownPath(m_settings.privateKeyFile), this);
    m_keyFile->setPlaceholderText(tr("leeg: inloggen met wachtwoord"));
    m_password = new QLineEdit(SitePublisher::password(), this);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("alleen in het geheugen van dit programma"));
    for (auto [field, name] : {std::pair{m_host, "host"}, {m_user, "user"}, {m_directory, "directory"},
                               {m_keyFile, "keyFile"}, {m_password, "password"}})
        field->setObjectName(QLatin1String(name));
    m_hostKey = new QLabel(this);
    m_hostKey->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hostKey->setWordWrap(false);
    auto *fetch = new QPushButton(tr("Sleutel op&halen…"), this);
    connect(fetch, &QPushButton::clicked, this, &PublishDialog::fetchHostKey);
    m_when = new QComboBox(this);
    m_when->addItem(tr("Alleen als ik erom vraag"), QVariant::fromValue(static_cast<int>(publish::PublishWhen::OnRequest)));
    m_when->addItem(tr("Na elke ronde en na de finale"), QVariant::fromValue(static_cast<int>(publish::PublishWhen::AfterRound)));
    m_when->addItem(tr("Na elke wijziging (na %1 s rust)").arg(m_settings.delaySeconds),
                    QVariant::fromValue(static_cast<int>(publish::PublishWhen::AfterChange)));
    m_when->setCurrentIndex(m_when->findData(static_cast<int>(m_settings.when)));
    m_archive = new QListWidget(this);
    for (const QString &file : std::as_const(m_settings.archive))
        m_archive->addItem(shownPath(file));
    m_archive->setMaximumHeight(90);
    auto *addYear = new QPushButton(tr("Jaar &toevoegen…"), this);
    auto *removeYear = new QPushButton(tr("Jaar &verwijderen"), this);
    connect(addYear, &QPushButton::clicked, this, [this] {
        const QString file = chooseOpenFile(this, tr("Toernooi van een eerder jaar"), settings::lastDirectory(),
                                            tr("Toernooien (*.bonaken)"));
        if (!file.isEmpty())
            m_archive->addItem(shownPath(file));
    });
    connect(removeYear, &QPushButton::clicked, this, [this] { delete m_archive->currentItem(); });

    // Another protocol: its usual port when the port was the old one's, and a key file for SFTP only.
    auto protocolChosen = [this, shown = m_settings.target.protocol]() mutable {
        const auto chosen = static_cast<publish::Protocol>(m_protocol->currentData().toInt());
        if (m_port->value() == publish::defaultPort(shown))
            m_port->setValue(publish::defaultPort(chosen));
        m_keyFile->setEnabled(chosen == publish::Protocol::Sftp);
        shown = chosen;
    };
    connect(m_protocol, &QComboBox::currentIndexChanged, this, protocolChosen);
    m_keyFile->setEnabled(m_settings.target.protocol == publish::Protocol::Sftp);

    auto *form = new QFormLayout;
    form->addRow(buddy(tr("&Webserver:"), m_host, this), m_host);
    form->addRow(buddy(tr("P&rotocol:"), m_protocol, this), m_protocol);
    form->addRow(buddy(tr("&Poort:"), m_port, this), m_port);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_hostKey, 1);
    keyRow->addWidget(fetch);
    form->addRow(tr("Sleutel van de server:"), keyRow);
    form->addRow(buddy(tr("&Gebruiker:"), m_user, this), m_user);
    form->addRow(buddy(tr("W&achtwoord:"), m_password, this), m_password);
    form->addRow(buddy(tr("S&leutelbestand:"), m_keyFile, this), m_keyFile);
    form->addRow(buddy(tr("&Map op de server:"), m_directory, this), m_directory);
    form->addRow(buddy(tr("Wann&eer:"), m_when, this), m_when);
    auto *years = new QHBoxLayout;
    years->addWidget(m_archive, 1);
    auto *yearButtons = new QVBoxLayout;
    yearButtons->addWidget(addYear);
    yearButtons->addWidget(removeYear);
    yearButtons->addStretch();
    years->addLayout(yearButtons);
    form->addRow(tr("Eerdere jaren:"), years);

    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("publishStatus"));
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *now = buttons->addButton(tr("&Nu publiceren"), QDialogButtonBox::AcceptRole);
    QPushButton *folder = buttons->addButton(tr("In een map &zetten…"), QDialogButtonBox::ActionRole);
    QPushButton *saveButton = buttons->addButton(tr("&Opslaan"), QDialogButtonBox::ApplyRole);
    buttons->addButton(QDialogButtonBox::Close);
    now->setDefault(true);
    // The buttons do their work and the dialog stays (its status says what happened).
    disconnect(buttons, &QDialogButtonBox::accepted, this, nullptr);
    connect(now, &QPushButton::clicked, this, &PublishDialog::publishNow);
    connect(folder, &QPushButton::clicked, this, &PublishDialog::exportToFolder);
    connect(saveButton, &QPushButton::clicked, this, [this] {
        if (save())
            m_status->setText(tr("Opgeslagen."));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    if (!error.isEmpty())
        m_status->setText(error);
    showHostKey();

    if (m_publisher) {
        connect(m_publisher, &SitePublisher::progress, this, [this](int done, int total) {
            m_progress->setVisible(true);
            m_progress->setRange(0, total);
            m_progress->setValue(done);
        });
        connect(m_publisher, &SitePublisher::finished, this, [this](bool ok, const QString &message) {
            m_progress->setVisible(false);
            m_status->setText(ok ? tr("Gepubliceerd: %1").arg(message) : message);
        });
    }
}

void PublishDialog::showHostKey()
{
    m_hostKey->setText(m_settings.target.hostKey.isEmpty() ? tr("nog niet vastgelegd") : m_settings.target.hostKey);
}

publish::PublishSettings PublishDialog::formSettings() const
{
    publish::PublishSettings s = m_settings;
    s.target.host = m_host->text().trimmed();
    s.target.protocol = static_cast<publish::Protocol>(m_protocol->currentData().toInt());
    s.target.port = m_port->value();
    s.target.user = m_user->text().trimmed();
    s.target.directory = m_directory->text().trimmed();
    s.privateKeyFile = typedPath(m_keyFile->text().trimmed());
    s.when = static_cast<publish::PublishWhen>(m_when->currentData().toInt());
    s.archive.clear();
    for (int i = 0; i < m_archive->count(); ++i)
        s.archive << typedPath(m_archive->item(i)->text());
    publish::forgetPinWhenMoved(s.target, m_settings.target);
    return s;
}

bool PublishDialog::save()
{
    const publish::PublishSettings s = formSettings();
    QString error;
    if (!publish::saveSettings(publish::settingsPath(), s, &error)) {
        m_status->setText(error);
        return false;
    }
    m_settings = s;
    SitePublisher::password() = m_password->text();
    if (m_publisher)
        m_publisher->setSettings(s);
    showHostKey();
    return true;
}

void PublishDialog::fetchHostKey()
{
    const publish::PublishSettings s = formSettings();
    if (s.target.host.isEmpty()) {
        m_status->setText(tr("Geef eerst de webserver."));
        return;
    }
    m_status->setText(tr("De sleutel van %1 wordt opgehaald…").arg(s.target.host));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const publish::UploadResult seen = publish::hostKeyOf(s.target.host, s.target.port, 10, s.target.protocol);
    QApplication::restoreOverrideCursor();
    if (!seen.ok()) {
        m_status->setText(seen.message);
        return;
    }
    Question question(QStringLiteral("publish-hostkey"), QMessageBox::Question, tr("Sleutel van de webserver"),
                      tr("De webserver %1 laat zich zien met de sleutel\n\n%2\n\nVergelijk die met wat uw webhost opgeeft. "
                         "Vertrouwt u deze server?")
                          .arg(s.target.host, seen.hostKeySeen));
    question.setInformativeText(tr("Daarna weigert het programma elke server met een andere sleutel op dit adres."));
    const int trust = question.addButton(tr("&Vertrouwen"), QMessageBox::AcceptRole);
    question.addButton(QMessageBox::Cancel);
    if (question.ask(this) != trust) {
        m_status->setText(tr("Niet vastgelegd."));
        return;
    }
    m_settings = s;
    m_settings.target.hostKey = seen.hostKeySeen;
    save();
    m_status->setText(tr("Sleutel vastgelegd."));
}

void PublishDialog::publishNow()
{
    if (!save() || !m_publisher)
        return;
    if (const QString problem = publish::settingsProblem(m_settings); !problem.isEmpty()) {
        m_status->setText(problem);
        return;
    }
    m_status->setText(tr("Publiceren…"));
    m_publisher->publishNow();
}

void PublishDialog::exportToFolder()
{
    const QString dir = chooseDirectory(this, tr("Map voor de website"), settings::lastDirectory());
    if (dir.isEmpty())
        return;
    const publish::PublishSettings s = formSettings();
    QString error;
    const Tournament &t = m_document->tournament();
    const auto archive = web::archiveWith(t, s.archive, &error);
    if (!archive) {
        m_status->setText(error);
        return;
    }
    const publish::FolderResult written = web::writeSiteFolder(dir, *archive, QDateTime::currentSecsSinceEpoch());
    if (!written.ok) {
        m_status->setText(written.message);
        return;
    }
    m_status->setText(tr("De website staat in %1 (open %2 in een browser).")
                          .arg(shownPath(dir), shownPath(dir + QStringLiteral("/index.html"))));
}

} // namespace nkb::ui
