#include "ui/players/csvimportdialog.h"

#include "store/names.h"
#include "tournament/csv.h"
#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/tournamentdocument.h"

#include <QColor>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace nkb::ui {

CsvImportDialog::CsvImportDialog(TournamentDocument *document, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("Spelers importeren"));
    resize(700, 480);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Bestand: %1").arg(fileName), this));
    m_preview = new QTableWidget(0, 5, this);
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_preview, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
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
            m_message->setText(tr("Kan %1 niet lezen: %2").arg(fileName, file.errorString()));
    }
}

void CsvImportDialog::setCsvText(const std::string &text)
{
    m_text = text;
    m_known = 0;
    m_import->setText(tr("&Importeren"));
    m_preview->setRowCount(0);
    m_preview->setHorizontalHeaderLabels({tr("Rij"), tr("Naam"), tr("Club"), tr("Categorieën"), tr("Status")});
    const auto rows = parsePlayersCsv(text);
    if (!rows) {
        // The same reading the store does: the bad row is named before anything is written, and
        // shown among the rows as they were read.
        showRawRows(text, qs(rows.error().message));
        m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        m_message->setText(tr("Niet te importeren: %1").arg(qs(rows.error().message)));
        m_import->setEnabled(false);
        return;
    }
    for (const PlayerRow &r : rows.value()) {
        const int row = m_preview->rowCount();
        m_preview->insertRow(row);
        m_preview->setItem(row, 0, new QTableWidgetItem(QString::number(r.row)));
        m_preview->setItem(row, 1, new QTableWidgetItem(qs(r.name)));
        m_preview->setItem(row, 2, new QTableWidgetItem(qs(r.club)));
        m_preview->setItem(row, 3, new QTableWidgetItem(qsList(r.categories).join(QLatin1Char(' '))));
        // The same comparison as the store's: any case, any Unicode form.
        const Player *known = store::sameNamed(m_document->tournament().players, r.name);
        auto *status = new QTableWidgetItem(known ? tr("al aanwezig (nr. %1)").arg(known->startNumber) : tr("nieuw"));
        m_preview->setItem(row, 4, status);
        if (known) {
            ++m_known;
            for (int c = 0; c < m_preview->columnCount(); ++c)
                m_preview->item(row, c)->setForeground(QColor(110, 110, 110));
        }
    }
    const int fresh = m_preview->rowCount() - m_known;
    m_message->setStyleSheet(QString());
    if (m_known == 0) {
        m_message->setText(tr("%n speler(s) gelezen.", nullptr, m_preview->rowCount()));
    } else {
        m_message->setText(tr("%1 spelers gelezen, waarvan %2 al aanwezig: alleen de %3 nieuwe worden "
                              "geïmporteerd.")
                               .arg(m_preview->rowCount())
                               .arg(m_known)
                               .arg(fresh));
        m_import->setText(tr("Alleen &nieuwe importeren (%1)").arg(fresh));
    }
    m_import->setEnabled(fresh > 0);
    if (fresh == 0 && m_known > 0)
        m_message->setText(tr("Alle %1 spelers in het bestand zijn er al: niets te importeren.").arg(m_known));
}

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

QString CsvImportDialog::message() const { return m_message->text(); }

int CsvImportDialog::previewRows() const { return m_preview->rowCount(); }

bool CsvImportDialog::canImport() const { return m_import->isEnabled(); }

bool CsvImportDialog::import()
{
    const auto known = m_known > 0 ? TournamentStore::KnownNames::Skip : TournamentStore::KnownNames::Refuse;
    const QString refusal = m_document->execute(new ImportPlayersCommand(m_document, m_text, known));
    if (refusal.isEmpty())
        return true;
    m_message->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_message->setText(tr("Niet geïmporteerd: %1").arg(refusal));
    return false;
}

} // namespace nkb::ui
