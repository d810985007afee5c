#include "ui/window/newtournamentdialog.h"
#include "ui/widgets/filedialogs.h"

#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/widgets/rulesettext.h"
#include "ui/widgets/settings.h"
#include "ui/widgets/shownpath.h"

#include <QDate>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace nkb::ui {

NewTournamentDialog::NewTournamentDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Nieuw toernooi"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(tr("NK Bonaken %1").arg(QDate::currentDate().year()), this);
    m_name->setObjectName(QStringLiteral("name"));
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_venue = new QLineEdit(this);
    m_venue->setObjectName(QStringLiteral("venue"));
    m_rounds = new QSpinBox(this);
    m_rounds->setRange(1, 12);
    m_rounds->setValue(5);  // R60: five rounds
    m_games = new QSpinBox(this);
    m_games->setRange(1, 6);
    m_games->setValue(2);  // R60: two games per round
    // The rule set: a preset, and the options it has (only Hazerswoude's), each with the pagat
    // sentence it comes from as its tooltip.
    m_rules = new QComboBox(this);
    for (const std::string &preset : rulePresets())
        m_rules->addItem(RuleSetText::presetTitle(preset), QString::fromStdString(preset));
    auto *optionsBox = new QWidget(this);
    auto *optionsLayout = new QVBoxLayout(optionsBox);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
    for (const RuleOption &option : ruleOptions()) {
        auto *box = new QCheckBox(RuleSetText::optionText(option.id), optionsBox);
        box->setObjectName(QStringLiteral("rule-") + QString::fromStdString(option.id));
        box->setToolTip(QString::fromStdString(option.sentence));
        optionsLayout->addWidget(box);
        m_options.push_back(box);
    }
    // Every game entered by two stations; off by default (also later in Bewerken).
    m_doubleEntry = new QCheckBox(tr("D&ubbele invoer: elk spel door twee stations, telt als beide gelijk zijn"), this);
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("path"));
    m_path->setText(shownPath(
        QDir(settings::lastDirectory()).filePath(QStringLiteral("NK-%1.bonaken").arg(QDate::currentDate().year()))));
    auto *browseButton = new QPushButton(tr("Bladeren…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(tr("&Naam"), m_name);
    form->addRow(tr("&Datum"), m_date);
    form->addRow(tr("&Locatie"), m_venue);
    form->addRow(tr("&Ronden"), m_rounds);
    form->addRow(tr("&Spellen per ronde"), m_games);
    form->addRow(tr("S&pelregels"), m_rules);
    form->addRow(QString(), optionsBox);
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
    connect(m_rules, &QComboBox::currentIndexChanged, this, &NewTournamentDialog::presetChosen);
    presetChosen();
}

void NewTournamentDialog::presetChosen()
{
    // An option is there to tick when the preset has it (RuleSet::fromName takes the two together).
    const std::string preset = m_rules->currentData().toString().toStdString();
    const auto &options = ruleOptions();
    for (std::size_t i = 0; i < options.size(); ++i)
        m_options[i]->setEnabled(RuleSet::fromName(preset + "+" + options[i].id).ok());
}

QCheckBox *NewTournamentDialog::optionBox(const std::string &id) const
{
    const auto &options = ruleOptions();
    for (std::size_t i = 0; i < options.size(); ++i)
        if (options[i].id == id)
            return m_options[i];
    return nullptr;
}

void NewTournamentDialog::browse()
{
    const QString file = chooseSaveFile(this, tr("Toernooibestand"), path(), tr("Toernooien (*.bonaken)"));
    if (!file.isEmpty())
        m_path->setText(shownPath(file.endsWith(QLatin1String(".bonaken")) ? file : file + QStringLiteral(".bonaken")));
}

QString NewTournamentDialog::path() const { return typedPath(m_path->text().trimmed()); }

std::unique_ptr<TournamentDocument> NewTournamentDialog::takeDocument() { return std::move(m_document); }

void NewTournamentDialog::refuse(const QString &message, QWidget *field)
{
    Question::inform(this, QStringLiteral("newTournamentRefused"), QMessageBox::Warning, tr("Nieuw toernooi"),
                     message);
    field->setFocus();
}

bool NewTournamentDialog::folderReady(const QString &file)
{
    // As a save dialog would have it: the file's folder must be there. A folder typed that is not
    // there is made, once the director says so (a typing error in it would otherwise make a
    // folder nobody looks for).
    const QString folder = QFileInfo(file).absolutePath();
    if (QFileInfo(folder).isDir())
        return true;
    Question ask(QStringLiteral("makeFolder"), QMessageBox::Question, tr("Nieuw toernooi"),
                 tr("De map %1 bestaat niet. Aanmaken?").arg(shownPath(folder)));
    const int make = ask.addButton(QMessageBox::Yes, tr("Map &aanmaken"));
    ask.addButton(QMessageBox::No, tr("&Terug naar het formulier"));
    ask.setDefaultButton(make);
    if (ask.ask(this) != make) {
        m_path->setFocus();
        return false;
    }
    if (!QDir().mkpath(folder)) {
        refuse(tr("De map %1 kan niet gemaakt worden: geen toegang, of er staat een bestand met die naam.")
                   .arg(shownPath(folder)),
               m_path);
        return false;
    }
    return true;
}

void NewTournamentDialog::accept()
{
    const QString file = path();
    if (file.isEmpty())
        return refuse(tr("Vul in waar het toernooibestand moet komen."), m_path);
    if (!folderReady(file))
        return;
    QString error;
    m_document = TournamentDocument::create(file, info(), &error);
    if (!m_document)
        return refuse(error, m_path);
    QDialog::accept();
}

TournamentInfo NewTournamentDialog::info() const
{
    TournamentInfo info;
    info.name = ss(m_name->text().trimmed());
    info.date = ss(m_date->date().toString(Qt::ISODate));
    info.venue = ss(m_venue->text().trimmed());
    info.rounds = m_rounds->value();
    info.gamesPerRound = m_games->value();
    info.doubleEntry = m_doubleEntry->isChecked();
    std::string rules = m_rules->currentData().toString().toStdString();
    const auto &options = ruleOptions();
    for (std::size_t i = 0; i < options.size(); ++i)
        if (m_options[i]->isEnabled() && m_options[i]->isChecked())
            rules += "+" + options[i].id;
    // Stored by its one name; a name it does not take goes as it is, for the store to refuse.
    const auto named = RuleSet::fromName(rules);
    info.rules = named ? named->name() : rules;
    return info;
}

} // namespace nkb::ui
