#include "ui/players/carrydialog.h"

#include "ui/document/playercommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/settings.h"

#include <QCheckBox>
#include <QColor>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nkb::ui {

CarryDialog::CarryDialog(TournamentDocument *document, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Spelers van vorig jaar"));
    resize(760, 500);
    auto *layout = new QVBoxLayout(this);
    m_from = new QLabel(tr("Bestand: %1").arg(QFileInfo(fileName).fileName()), this);
    m_from->setWordWrap(true);
    layout->addWidget(m_from);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Nr"), tr("Naam"), tr("Club"), tr("Categorieën"), tr("Website"), tr("Status")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == Number)
            countTicked();
    });
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_present = new QCheckBox(tr("&Meteen aanwezig (anders aangemeld: aanvinken aan de deur)"), this);
    m_present->setChecked(settings::importPresent());
    layout->addWidget(m_present);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(tr("Annuleren"), QDialogButtonBox::RejectRole);
    m_carry = buttons->addButton(tr("&Overnemen"), QDialogButtonBox::AcceptRole);
    m_carry->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_carry, &QPushButton::clicked, this, [this] {
        if (carry())
            accept();
    });
    // Only read, never changed: another tournament's file, also one of an older version.
    const std::string path = ss(fileName);
    auto source = m_document->onStore([&](TournamentStore &store) { return readCarrySource(store, path); });
    if (!source) {
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        m_message->setText(tr("Niet te lezen: %1").arg(errorText(source.error())));
        m_carry->setEnabled(false);
        return;
    }
    m_source = std::move(source).value();
    fill();
}

void CarryDialog::fill()
{
    const auto &file = m_source->file;
    QString from = tr("Uit: %1").arg(qs(file.name));
    if (!file.date.empty())
        from += QStringLiteral(" (%1)").arg(qs(file.date));
    if (!file.personIds)
        from += QLatin1Char(' ') + tr("— een bestand van een oudere versie, zonder persoonsnummers: de spelers "
                                      "krijgen een nieuw persoonsnummer.");
    m_from->setText(from);
    const QSignalBlocker quiet(m_table);
    m_here = 0;
    for (const CarryCandidate &c : m_source->candidates) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *tick = new QTableWidgetItem(QString::number(c.player.startNumber));
        tick->setData(Qt::UserRole, c.player.startNumber);
        m_table->setItem(row, Number, tick);
        m_table->setItem(row, Name, new QTableWidgetItem(qs(c.player.name)));
        m_table->setItem(row, Club, new QTableWidgetItem(qs(c.player.club)));
        m_table->setItem(row, Categories, new QTableWidgetItem(qsList(c.player.categories).join(QLatin1Char(' '))));
        m_table->setItem(row, Website,
                         new QTableWidgetItem(c.player.notPublished ? tr("alleen initialen") : QString()));
        const QString why = qs(c.leftOut);
        auto *status = new QTableWidgetItem(c.leftOut.empty() ? tr("nieuw")
                                            : c.warning      ? tr("Let op: %1").arg(why)
                                                             : tr("niet overnemen: %1").arg(why));
        status->setToolTip(status->text());
        m_table->setItem(row, Status, status);
        if (c.leftOut.empty()) {
            tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            tick->setCheckState(Qt::Checked);
            continue;
        }
        // Cannot be taken over as it stands: greyed, without a tick to give.
        ++m_here;
        tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        tick->setCheckState(Qt::Unchecked);
        for (int col = 0; col < ColumnCount; ++col)
            m_table->item(row, col)->setForeground(c.warning ? QColor(160, 80, 0) : QColor(110, 110, 110));
    }
    countTicked();
}

void CarryDialog::countTicked()
{
    int ticked = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Number)->checkState() == Qt::Checked)
            ++ticked;
    const int total = m_table->rowCount();
    QStringList parts;
    parts << (total == 1 ? tr("1 speler in het bestand") : tr("%1 spelers in het bestand").arg(total));
    if (m_here > 0)
        parts << (m_here == 1 ? tr("1 niet over te nemen") : tr("%1 niet over te nemen").arg(m_here));
    parts << (ticked == 1 ? tr("1 aangevinkt") : tr("%1 aangevinkt").arg(ticked));
    m_message->setStyleSheet(QString());
    m_message->setText(parts.join(QStringLiteral(", ")) + QStringLiteral("."));
    if (total > 0 && m_here == total)
        m_message->setText(tr("Alle %1 spelers in het bestand staan er al of kunnen niet overgenomen worden.").arg(total));
    m_carry->setText(tr("&Overnemen (%1)").arg(ticked));
    m_carry->setEnabled(ticked > 0);
}

int CarryDialog::rowOf(int startNumber) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Number)->data(Qt::UserRole).toInt() == startNumber)
            return r;
    return -1;
}

void CarryDialog::setTicked(int startNumber, bool on)
{
    const int r = rowOf(startNumber);
    if (r >= 0 && rowEnabled(r))
        m_table->item(r, Number)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

bool CarryDialog::ticked(int startNumber) const
{
    const int r = rowOf(startNumber);
    return r >= 0 && m_table->item(r, Number)->checkState() == Qt::Checked;
}

bool CarryDialog::rowEnabled(int row) const
{
    const QTableWidgetItem *tick = m_table->item(row, Number);
    return tick && (tick->flags() & Qt::ItemIsUserCheckable);
}

QString CarryDialog::message() const { return m_message->text(); }

int CarryDialog::rows() const { return m_table->rowCount(); }

QString CarryDialog::cell(int row, int column) const
{
    const QTableWidgetItem *item = m_table->item(row, column);
    return item ? item->text() : QString();
}

bool CarryDialog::canCarry() const { return m_carry->isEnabled(); }

QString CarryDialog::carryButtonText() const { return m_carry->text(); }

bool CarryDialog::carry()
{
    if (!m_source)
        return false;
    std::vector<Player> chosen;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Number)->checkState() == Qt::Checked)
            chosen.push_back(m_source->candidates[static_cast<std::size_t>(r)].player);
    TournamentStore::PlayerCarry how;
    how.from = m_source->file.name;
    how.present = m_present->isChecked();
    auto *command = new CarryPlayersCommand(m_document, std::move(chosen), how);
    const QString refusal = m_document->execute(command).text(); // deletes a refused command
    if (refusal.isEmpty()) {
        m_done = command->note(); // the stack owns it now
        settings::setImportPresent(how.present);
        return true;
    }
    m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_message->setText(tr("Niet overgenomen: %1").arg(refusal));
    return false;
}

} // namespace nkb::ui
