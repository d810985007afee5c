#include "ui/window/csvexportdialog.h"

#include "report/csvexport.h"
#include "ui/widgets/filedialogs.h"
#include "ui/widgets/question.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>

#include <set>

namespace nkb::ui {

CsvExportDialog::CsvExportDialog(const Tournament &t, QWidget *parent) : QDialog(parent), m_tournament(t)
{
    setWindowTitle(tr("Exporteren als CSV"));
    m_list = new QComboBox(this);
    std::set<std::string> categories;
    for (const Player &p : t.players)
        categories.insert(p.categories.begin(), p.categories.end());
    const Round *final = t.round(kFinalRound);
    const bool finalSeated = final && !final->tables.empty();
    // Only the lists this tournament has: no category list without categories, no final before it
    // is seated (issue 35: greyed leftovers read as choices).
    m_list->addItem(tr("Klassement"), Standings);
    if (!categories.empty())
        m_list->addItem(tr("Klassement van één categorie"), CategoryStandings);
    m_list->addItem(tr("Indeling per tafel"), SeatingByTable);
    m_list->addItem(tr("Indeling naam → tafel"), SeatingByName);
    m_list->addItem(tr("Deelnemers"), Players);
    if (finalSeated)
        m_list->addItem(tr("Finale"), Final);
    // The rounds in their order, the final last; the latest round chosen (the one on the wall).
    m_round = new QComboBox(this);
    for (int n = 1; n <= t.info.rounds; ++n)
        if (const Round *r = t.round(n); r && !r->tables.empty())
            m_round->addItem(tr("Ronde %1").arg(n), n);
    if (finalSeated)
        m_round->addItem(tr("Finale"), kFinalRound);
    m_round->setCurrentIndex(m_round->count() - 1);
    m_category = new QComboBox(this);
    for (const std::string &c : categories)
        m_category->addItem(QString::fromStdString(c));

    m_form = new QFormLayout(this);
    auto *form = m_form;
    form->addRow(tr("&Lijst:"), m_list);
    form->addRow(tr("&Ronde:"), m_round);
    form->addRow(tr("&Categorie:"), m_category);
    form->addRow(new QLabel(tr("Puntkomma's, UTF-8: Excel en LibreOffice openen het bestand met een dubbelklik."),
                            this));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Opslaan…"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QComboBox::currentIndexChanged, this, &CsvExportDialog::updateEnabled);
    updateEnabled();
}

void CsvExportDialog::updateEnabled()
{
    // A choice that does not belong to the list is not shown at all (greyed it still read as one).
    const int list = m_list->currentData().toInt();
    m_form->setRowVisible(m_round, list == SeatingByTable || list == SeatingByName);
    m_form->setRowVisible(m_category, list == CategoryStandings);
}

void CsvExportDialog::choose(List list, std::optional<int> round, const QString &category)
{
    if (const int i = m_list->findData(list); i >= 0)
        m_list->setCurrentIndex(i);
    if (const int i = round ? m_round->findData(*round) : -1; i >= 0)
        m_round->setCurrentIndex(i);
    if (const int i = m_category->findText(category); i >= 0)
        m_category->setCurrentIndex(i);
}

QStringList CsvExportDialog::lists() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->itemText(i);
    return out;
}

bool CsvExportDialog::roundShown() const { return m_round->isVisibleTo(this); }

bool CsvExportDialog::categoryShown() const { return m_category->isVisibleTo(this); }

QByteArray CsvExportDialog::csv(QString *problem) const
{
    switch (m_list->currentData().toInt()) {
    case Standings:
        return report::standingsCsv(m_tournament);
    case CategoryStandings: {
        if (m_category->count() == 0) {
            *problem = tr("Geen speler heeft een categorie: er is geen klassement per categorie.");
            return {};
        }
        report::StandingsReportOptions options;
        options.category = m_category->currentText().toStdString();
        return report::standingsCsv(m_tournament, options);
    }
    case SeatingByTable:
    case SeatingByName:
        if (m_round->count() == 0) {
            *problem = tr("Er is nog geen ronde ingedeeld.");
            return {};
        }
        return report::seatingCsv(m_tournament, m_round->currentData().toInt(),
                                  m_list->currentData().toInt() == SeatingByName ? report::SeatingList::Alphabetical
                                                                                 : report::SeatingList::ByTable);
    case Players:
        return report::playersCsv(m_tournament);
    default:
        return report::finalCsv(m_tournament);
    }
}

QString CsvExportDialog::suggestedFileName() const
{
    QString what;
    switch (m_list->currentData().toInt()) {
    case Standings:
        what = tr("Klassement");
        break;
    case CategoryStandings:
        what = tr("Klassement ") + m_category->currentText();
        break;
    case SeatingByTable:
        what = tr("Indeling ") + m_round->currentText().toLower() + tr(" per tafel");
        break;
    case SeatingByName:
        what = tr("Indeling ") + m_round->currentText().toLower() + tr(" naam-tafel");
        break;
    case Players:
        what = tr("Deelnemers");
        break;
    default:
        what = tr("Finale");
    }
    QString name = what + QLatin1Char(' ') + QString::fromStdString(m_tournament.info.name);
    // Characters Windows refuses in a file name.
    for (QChar &c : name)
        if (QStringLiteral("\\/:*?\"<>|").contains(c))
            c = QLatin1Char('-');
    return name.trimmed() + QStringLiteral(".csv");
}

QString exportCsv(QWidget *parent, const Tournament &t, const QString &startDirectory)
{
    CsvExportDialog dialog(t, parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    QString problem;
    const QByteArray bytes = dialog.csv(&problem);
    if (!problem.isEmpty()) {
        Question::inform(parent, QStringLiteral("csvProblem"), QMessageBox::Information,
                         CsvExportDialog::tr("Exporteren als CSV"), problem);
        return {};
    }
    const QString path = chooseSaveFile(parent, CsvExportDialog::tr("Exporteren als CSV"),
                                        QDir(startDirectory).filePath(dialog.suggestedFileName()),
                                        CsvExportDialog::tr("CSV-bestanden (*.csv)"));
    if (path.isEmpty())
        return {};
    QString error;
    if (!report::writeExportFile(path, bytes, &error)) {
        Question::inform(parent, QStringLiteral("csvNotWritten"), QMessageBox::Warning,
                         CsvExportDialog::tr("Exporteren als CSV"), error);
        return {};
    }
    return path;
}

} // namespace nkb::ui
