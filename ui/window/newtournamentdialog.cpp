#include "ui/window/newtournamentdialog.h"
#include "ui/widgets/filedialogs.h"

#include "ui/widgets/qtstd.h"
#include "ui/widgets/settings.h"

#include <QDate>
#include <QCheckBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace nkb::ui {

NewTournamentDialog::NewTournamentDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Nieuw toernooi"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(tr("NK Bonaken %1").arg(QDate::currentDate().year()), this);
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_venue = new QLineEdit(this);
    m_rounds = new QSpinBox(this);
    m_rounds->setRange(1, 12);
    m_rounds->setValue(5);  // R60: five rounds
    m_games = new QSpinBox(this);
    m_games->setRange(1, 6);
    m_games->setValue(2);  // R60: two games per round
    // Every game entered by two stations; off by default (also later in Bewerken).
    m_doubleEntry = new QCheckBox(tr("D&ubbele invoer: elk spel door twee stations, telt als beide gelijk zijn"), this);
    m_path = new QLineEdit(this);
    m_path->setText(QDir(settings::lastDirectory()).filePath(QStringLiteral("NK-%1.bonaken").arg(QDate::currentDate().year())));
    auto *browseButton = new QPushButton(tr("Bladeren…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(tr("&Naam"), m_name);
    form->addRow(tr("&Datum"), m_date);
    form->addRow(tr("&Locatie"), m_venue);
    form->addRow(tr("&Ronden"), m_rounds);
    form->addRow(tr("&Spellen per ronde"), m_games);
    form->addRow(QString(), m_doubleEntry);
    // A label beside a row of two widgets has no buddy of its own: without one it shows
    // "&Bestand" literally and Alt+B does nothing.
    auto *pathLabel = new QLabel(tr("&Bestand"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    auto *buttons = new QDialogButtonBox(this);
    // Our own Dutch texts: Qt's translation of its standard buttons is not always installed.
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole)->setDefault(true);
    buttons->addButton(tr("Annuleren"), QDialogButtonBox::RejectRole);
    form->addRow(buttons);
    connect(browseButton, &QPushButton::clicked, this, &NewTournamentDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void NewTournamentDialog::browse()
{
    const QString file = chooseSaveFile(this, tr("Toernooibestand"), m_path->text(), tr("Toernooien (*.bonaken)"));
    if (!file.isEmpty())
        m_path->setText(file.endsWith(QLatin1String(".bonaken")) ? file : file + QStringLiteral(".bonaken"));
}

QString NewTournamentDialog::path() const { return m_path->text().trimmed(); }

TournamentInfo NewTournamentDialog::info() const
{
    TournamentInfo info;
    info.name = ss(m_name->text().trimmed());
    info.date = ss(m_date->date().toString(Qt::ISODate));
    info.venue = ss(m_venue->text().trimmed());
    info.rounds = m_rounds->value();
    info.gamesPerRound = m_games->value();
    info.doubleEntry = m_doubleEntry->isChecked();
    return info;
}

} // namespace nkb::ui
