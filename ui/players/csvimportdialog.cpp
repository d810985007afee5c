#include "ui/players/csvimportdialog.h"
#include "ui/widgets/shownpath.h"

#include "store/names.h"
#include "tournament/csv.h"
#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/settings.h"
#include "ui/document/tournamentdocument.h"

#include <QCheckBox>
#include <QColor>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace nkb::ui {

CsvImportDialog::CsvImportDialog(TournamentDocument *document, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Spelers importeren"));
    resize(700, 480);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Bestand: %1").arg(shownPath(fileName)), this));
    m_preview = new QTableWidget(0, 5, this);
    // Every column as wide as its title and its cells ("Categorieën" was cut off).
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_preview, 1);
    connect(m_preview, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == 0)
            countTicked();
    });
    m_columns = new QLabel(this);
    m_columns->setWordWrap(true);
    layout->addWidget(m_columns);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_present = new QCheckBox(tr("&Meteen aanwezig (anders aangemeld: aanvinken aan de deur)"), this);
    m_present->setChecked(settings::importPresent());
    layout->addWidget(m_present);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(tr("Annuleren"), QDialogButtonBox::RejectRole);
    m_import = buttons->addButton(tr("Importeren"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, [this] {
        if (import())
            accept();
    });
    if (!fileName.isEmpty()) {
        QFile file(fileName);
        if (file.open(QIODevice::ReadOnly))
            setCsvText(file.readAll().toStdString());
        else
            m_message->setText(tr("Kan %1 niet lezen: %2").arg(shownPath(fileName), file.errorString()));
    }
}

void CsvImportDialog::setCsvText(const std::string &text)
{
    m_text = text;
    m_known = 0;
    m_bad = 0;
    m_import->setText(tr("&Importeren"));
    const QSignalBlocker quiet(m_preview);
    m_preview->setRowCount(0);
    m_preview->setHorizontalHeaderLabels({tr("Rij"), tr("Naam"), tr("Club"), tr("Categorieën"), tr("Status")});
    m_columns->clear();
    const auto read = readPlayersCsv(text);
    if (!read) {
        // The same reading the store does: a file without a usable header is named before anything
        // is written, its rows shown as they were read.
        showRawRows(text, qs(read.error().message));
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        m_message->setText(tr("Niet te importeren: %1").arg(qs(read.error().message)));
        m_import->setEnabled(false);
        return;
    }
    QStringList columns;
    for (const PlayerColumn &c : read->columns)
        columns << tr("%1 → %2").arg(qs(c.header), c.meaning.empty() ? tr("genegeerd") : qs(c.meaning));
    m_columns->setText(tr("Kolommen: %1").arg(columns.join(QStringLiteral(", "))));
    // The rows in file order: the readable ones and the bad ones, each with its tick.
    std::size_t good = 0;
    const store::NameIndex present(m_document->tournament().players);
    std::size_t bad = 0;
    while (good < read->rows.size() || bad < read->problems.size()) {
        const bool takeBad =
            bad < read->problems.size() && (good == read->rows.size() || read->problems[bad].row < read->rows[good].row);
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        auto *tick = new QTableWidgetItem;
        tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        m_preview->setItem(row, 0, tick);
        if (takeBad) {
            const RowProblem &p = read->problems[bad++];
            tick->setText(QString::number(p.row));
            tick->setData(Qt::UserRole, p.row);
            tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // cannot be imported as it stands
            tick->setCheckState(Qt::Unchecked);
            // As far as it was read: a row twice in the file shows its name, not an empty cell.
            m_preview->setItem(row, 1, new QTableWidgetItem(qs(p.name)));
            m_preview->setItem(row, 2, new QTableWidgetItem(qs(p.club)));
            m_preview->setItem(row, 3, new QTableWidgetItem);
            // The Rij column shows the row: "Rij 4: " is not said twice.
            QString why = qs(p.message);
            static const QRegularExpression rowPrefix(QStringLiteral("^Rij \\d+: "));
            why.remove(rowPrefix);
            m_preview->setItem(row, 4, new QTableWidgetItem(tr("overgeslagen: %1").arg(why)));
            for (int c = 0; c < m_preview->columnCount(); ++c)
                m_preview->item(row, c)->setBackground(QColor(255, 205, 210));
            ++m_bad;
            continue;
        }
        const PlayerRow &r = read->rows[good++];
        tick->setText(QString::number(r.row));
        tick->setData(Qt::UserRole, r.row);
        m_preview->setItem(row, 1, new QTableWidgetItem(qs(r.name)));
        m_preview->setItem(row, 2, new QTableWidgetItem(qs(r.club)));
        m_preview->setItem(row, 3, new QTableWidgetItem(qsList(r.categories).join(QLatin1Char(' '))));
        // The same comparison as the store's: any case, any Unicode form (one key per name).
        const store::NameIndex::Named *known = present.find(r.name);
        m_preview->setItem(row, 4, new QTableWidgetItem(known ? tr("al aanwezig (nr. %1)").arg(known->startNumber)
                                                              : tr("nieuw")));
        tick->setCheckState(known ? Qt::Unchecked : Qt::Checked);
        if (known) {
            ++m_known;
            tick->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            for (int c = 0; c < m_preview->columnCount(); ++c)
                m_preview->item(row, c)->setForeground(QColor(110, 110, 110));
        }
    }
    countTicked();
}

void CsvImportDialog::countTicked()
{
    int ticked = 0;
    for (int r = 0; r < m_preview->rowCount(); ++r)
        if (m_preview->item(r, 0) && m_preview->item(r, 0)->checkState() == Qt::Checked)
            ++ticked;
    const int rows = m_preview->rowCount();
    const int left = rows - m_known - m_bad - ticked;
    QStringList parts;
    parts << tr("%n speler(s) gelezen", nullptr, rows - m_bad);
    if (m_known > 0)
        parts << tr("%1 al aanwezig").arg(m_known);
    if (m_bad > 0)
        parts << (m_bad == 1 ? tr("1 rij met een fout overgeslagen")
                             : tr("%1 rijen met een fout overgeslagen").arg(m_bad));
    if (left > 0)
        parts << (left == 1 ? tr("1 rij uitgevinkt") : tr("%1 rijen uitgevinkt").arg(left));
    m_message->setStyleSheet(m_bad > 0 ? QStringLiteral("color: #b00020;") : QString());
    m_message->setText(parts.join(QStringLiteral(", ")) + QStringLiteral("."));
    if (m_known > 0 && m_known == rows - m_bad)
        m_message->setText(tr("Alle %1 spelers in het bestand zijn er al: niets te importeren.").arg(m_known));
    m_import->setText(m_known > 0 ? tr("Alleen &nieuwe importeren (%1)").arg(ticked)
                                  : tr("&Importeren (%1)").arg(ticked));
    m_import->setEnabled(ticked > 0);
}

void CsvImportDialog::setRowTicked(int fileRow, bool ticked)
{
    for (int r = 0; r < m_preview->rowCount(); ++r)
        if (QTableWidgetItem *tick = m_preview->item(r, 0);
            tick && tick->data(Qt::UserRole).toInt() == fileRow && (tick->flags() & Qt::ItemIsUserCheckable))
            tick->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
}

bool CsvImportDialog::rowTicked(int fileRow) const
{
    for (int r = 0; r < m_preview->rowCount(); ++r)
        if (const QTableWidgetItem *tick = m_preview->item(r, 0); tick && tick->data(Qt::UserRole).toInt() == fileRow)
            return tick->checkState() == Qt::Checked;
    return false;
}

QString CsvImportDialog::columnsText() const { return m_columns->text(); }

QString CsvImportDialog::importButtonText() const { return m_import->text(); }

void CsvImportDialog::showRawRows(const std::string &text, const QString &error)
{
    const auto records = parseCsv(text);
    if (!records)
        return;
    int badRow = -1;
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^Rij (\\d+)")).match(error);
    if (m.hasMatch())
        badRow = m.captured(1).toInt();
    for (const CsvRecord &r : records.value()) {
        if (r.row == 1) {
            // The columns as the file names them: the rows are shown as read, not as understood.
            QStringList labels{tr("Rij")};
            for (std::size_t c = 0; c < r.fields.size() && c < 3; ++c)
                labels << qs(r.fields[c]);
            m_preview->setHorizontalHeaderLabels(labels);
            continue;
        }
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        m_preview->setItem(row, 0, new QTableWidgetItem(QString::number(r.row)));
        for (std::size_t c = 0; c < r.fields.size() && c < 3; ++c)
            m_preview->setItem(row, static_cast<int>(c) + 1, new QTableWidgetItem(qs(r.fields[c])));
        if (r.row == badRow)
            for (int c = 0; c < m_preview->columnCount(); ++c) {
                if (!m_preview->item(row, c))
                    m_preview->setItem(row, c, new QTableWidgetItem);
                m_preview->item(row, c)->setBackground(QColor(255, 205, 210));
            }
    }
}

QString CsvImportDialog::previewCell(int previewRow, int column) const
{
    const QTableWidgetItem *item = m_preview->item(previewRow, column);
    return item ? item->text() : QString();
}

QString CsvImportDialog::message() const { return m_message->text(); }

int CsvImportDialog::previewRows() const { return m_preview->rowCount(); }

bool CsvImportDialog::canImport() const { return m_import->isEnabled(); }

bool CsvImportDialog::import()
{
    TournamentStore::PlayerImport how;
    how.known = TournamentStore::KnownNames::Skip;
    how.present = m_present->isChecked();
    for (int r = 0; r < m_preview->rowCount(); ++r)
        if (const QTableWidgetItem *tick = m_preview->item(r, 0); tick && tick->checkState() != Qt::Checked)
            how.skipRows.insert(tick->data(Qt::UserRole).toInt());
    const QString refusal = m_document->execute(new ImportPlayersCommand(m_document, m_text, how)).text();
    if (refusal.isEmpty()) {
        settings::setImportPresent(how.present);
        return true;
    }
    m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_message->setText(tr("Niet geïmporteerd: %1").arg(refusal));
    return false;
}

} // namespace nkb::ui
