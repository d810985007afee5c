// The venue web's dialog (see webdialog.h).
#include "ui/web/webdialog.h"

#include "ui/document/tournamentdocument.h"
#include "ui/web/webresume.h"
#include "ui/widgets/qrwidget.h"
#include "web/listen.h"
#include "web/venueweb.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {
const QString kNetworkKey = QStringLiteral("web/network");
const QString kPortKey = QStringLiteral("web/port");
const QString kTableEntryKey = QStringLiteral("web/tableEntry");
} // namespace

WebDialog::WebDialog(web::VenueWeb *venueWeb, TournamentDocument *document, QWidget *parent)
    : QDialog(parent), m_web(venueWeb), m_document(document)
{
    setWindowTitle(tr("Webpagina's voor spelers"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Elke speler volgt het toernooi op zijn eigen telefoon: waar zit ik, het klassement, "
                                "de indeling, zijn eigen spellen en de finale, bijgewerkt binnen enkele seconden. "
                                "Alleen lezen, zonder inloggen; de telefoons moeten op hetzelfde netwerk zitten "
                                "als deze computer."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_network = new QComboBox(this);
    m_network->addItem(tr("Alle netwerken van deze computer"), QStringLiteral("0.0.0.0"));
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLinkLocal())
            m_network->addItem(a.isLoopback() ? tr("%1 (alleen deze computer)").arg(a.toString()) : a.toString(),
                               a.toString());
    QSettings settings;
    const int remembered = m_network->findData(settings.value(kNetworkKey).toString());
    if (remembered >= 0)
        m_network->setCurrentIndex(remembered);
    form->addRow(tr("&Netwerk:"), m_network);
    m_port = new QSpinBox(this);
    m_port->setRange(1024, 65535);
    m_port->setValue(settings.value(kPortKey, web::kDefaultPort).toInt());
    form->addRow(tr("&Poort:"), m_port);
    layout->addLayout(form);
    m_tableEntry = new QCheckBox(tr("Invoer aan &tafel: de telefoon van elke tafel voert de giften in (QR-code op het "
                                    "wedstrijdformulier)"),
                                 this);
    m_tableEntry->setChecked(settings.value(kTableEntryKey, false).toBool());
    layout->addWidget(m_tableEntry);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_start = buttons->addButton(tr("&Starten"), QDialogButtonBox::ActionRole);
    m_stop = buttons->addButton(tr("S&toppen"), QDialogButtonBox::ActionRole);
    connect(m_start, &QPushButton::clicked, this, &WebDialog::startServing);
    connect(m_stop, &QPushButton::clicked, this, &WebDialog::stopServing);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_state = new QLabel(this);
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_state);
    m_qr = new QrWidget(this);
    m_qr->setMinimumSize(240, 240);
    layout->addWidget(m_qr, 1, Qt::AlignHCenter);
    m_refusals = new QLabel(this);
    m_refusals->setWordWrap(true);
    layout->addWidget(m_refusals);
    layout->addWidget(buttons);

    connect(m_web, &web::VenueWeb::refused, this, [this](int status, const QString &address, int) {
        ++m_refused;
        QString text = tr("Geweigerde verzoeken: %1 (laatste: %2 van %3).").arg(m_refused).arg(status).arg(address);
        // Someone without the table's code tried a table's address (a code guessed, or a request
        // recorded on the Wi-Fi and sent again): which tables, how often.
        QStringList tables;
        for (const auto &[table, times] : m_web->tableRefusals())
            tables << tr("tafel %1 (%2×)").arg(table).arg(times);
        if (!tables.isEmpty())
            text += QLatin1Char('\n') + tr("Zonder geldige tafelcode geprobeerd: %1.").arg(tables.join(QStringLiteral(", ")));
        m_refusals->setText(text);
    });
    connect(m_web, &web::VenueWeb::reachable, this, [this](bool reachable) {
        showState(reachable ? QString() : tr("Het toernooi is nu niet te lezen; de pagina's tonen de laatste stand."));
    });
    showState();
}

void WebDialog::startServing()
{
    if (!m_document) {
        showState(tr("Open eerst een toernooi."));
        return;
    }
    const auto listen = web::parseListen(QStringLiteral("%1:%2")
                                              .arg(m_network->currentData().toString())
                                              .arg(m_port->value())
                                              .toStdString());
    if (!listen)
        return;
    QSettings settings;
    settings.setValue(kNetworkKey, m_network->currentData());
    settings.setValue(kPortKey, m_port->value());
    settings.setValue(kTableEntryKey, m_tableEntry->isChecked());
    // On a server with the password the station was opened with: the pages' own connection must
    // not depend on PGPASSWORD or a ~/.pgpass the director never made.
    const QString problem = m_web->start(m_document->locationWithPassword(), *listen, m_tableEntry->isChecked());
    // Started again by itself when this tournament is opened again (a crash, a power cut).
    if (problem.isEmpty())
        rememberServing(*m_document, *m_web, m_network->currentData().toString(), m_port->value());
    showState(problem);
}

void WebDialog::stopServing()
{
    m_web->stop();
    if (m_document)
        forgetServing(*m_document);
    showState();
}

QString WebDialog::addressText() const
{
    return m_web->addresses().join(QStringLiteral("  "));
}

void WebDialog::showState(const QString &problem)
{
    const bool running = m_web->running();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_network->setEnabled(!running);
    m_port->setEnabled(!running);
    m_tableEntry->setEnabled(!running);
    const QStringList addresses = m_web->addresses();
    QString text = running ? tr("De pagina's staan aan. Spelers openen:\n%1").arg(addresses.join(QLatin1Char('\n')))
                           : tr("De pagina's staan uit.");
    if (running && m_web->tableEntry())
        text += QLatin1Char('\n') + tr("Invoer aan tafel staat aan: druk de wedstrijdformulieren nu af, met de "
                                        "QR-code van elke tafel.");
    if (!problem.isEmpty())
        text += QLatin1Char('\n') + problem;
    m_state->setText(text);
    m_qr->setText(running && !addresses.isEmpty() ? addresses.front() : QString());
}

} // namespace nkb::ui
