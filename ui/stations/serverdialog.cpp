#include "ui/stations/serverdialog.h"
#include "ui/widgets/shownpath.h"

#include "tournament/limits.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSysInfo>

namespace nkb::ui {

ServerDialog::ServerDialog(const QString &title, const QString &purpose, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(title);
    const settings::ServerFields last = settings::lastServer();
    auto *form = new QFormLayout(this);
    const auto field = [this](const QString &text, const char *name) {
        auto *edit = new QLineEdit(text, this);
        edit->setObjectName(QString::fromLatin1(name)); // tests find the fields by name
        return edit;
    };
    m_host = field(last.host, "host");
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(last.port);
    m_database = field(last.database, "database");
    m_user = field(last.user, "user");
    m_password = field(QString(), "password");
    m_password->setEchoMode(QLineEdit::Password);
    m_station = field(last.station, "station");
    m_station->setPlaceholderText(QSysInfo::machineHostName());
    m_ca = field(last.caFile, "caFile");
    m_ca->setPlaceholderText(tr("nkbonaken-ca.crt van de server-laptop (USB-stick)"));
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_ca, 1);
    auto *choose = new QPushButton(tr("&Kiezen…"), this);
    caRow->addWidget(choose);
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Certificaat van de server kiezen"), typedPath(m_ca->text()),
                                                          tr("Certificaat (*.crt *.pem)"));
        if (!file.isEmpty())
            m_ca->setText(shownPath(file));
    });
    auto *note = new QLabel(tr("Het wachtwoord wordt niet bewaard. De server-laptop toont na "
                               "scripts/venue-server.sh wat hier moet staan. Met het certificaat controleert "
                               "dit station dat het met de echte server praat."),
                            this);
    note->setWordWrap(true);
    form->addRow(note);
    form->addRow(tr("&Server (naam of adres)"), m_host);
    form->addRow(tr("&Poort"), m_port);
    form->addRow(tr("&Database"), m_database);
    form->addRow(tr("&Gebruiker"), m_user);
    form->addRow(tr("&Wachtwoord"), m_password);
    form->addRow(tr("&Naam van dit station"), m_station);
    form->addRow(tr("&Certificaat (CA)"), caRow);
    m_viewOnly = new QCheckBox(tr("Alleen &bekijken (projector of scherm in de zaal: hier kan niets veranderd "
                                  "worden)"),
                               this);
    m_viewOnly->setObjectName(QStringLiteral("viewOnly"));
    form->addRow(m_viewOnly);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(purpose, QDialogButtonBox::AcceptRole)->setDefault(true);
    buttons->addButton(tr("Annuleren"), QDialogButtonBox::RejectRole);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_password->setFocus();
}

void ServerDialog::accept()
{
    const QString station = m_station->text().trimmed();
    if (!station.isEmpty())
        if (const auto wrong = checkStationName(station.toStdString())) {
            m_problem->setText(QString::fromStdString(*wrong));
            m_problem->show();
            m_station->setFocus();
            m_station->selectAll();
            return;
        }
    m_problem->hide();
    QDialog::accept();
}

void ServerDialog::hideViewOnly()
{
    m_viewOnly->setChecked(false);
    m_viewOnly->hide();
}

ServerLogin ServerDialog::login() const
{
    ServerLogin login;
    login.fields.host = m_host->text().trimmed();
    login.fields.port = m_port->value();
    login.fields.database = m_database->text().trimmed();
    login.fields.user = m_user->text().trimmed();
    login.fields.station = m_station->text().trimmed();
    login.fields.caFile = typedPath(m_ca->text().trimmed());
    login.password = m_password->text();
    login.viewOnly = m_viewOnly->isChecked();
    return login;
}

} // namespace nkb::ui
