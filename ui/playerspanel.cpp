#include "ui/playerspanel.h"

#include "ui/csvimportdialog.h"
#include "ui/playercommands.h"
#include "ui/playerdialog.h"
#include "ui/playersmodel.h"
#include "ui/qtstd.h"
#include "ui/settings.h"
#include "ui/tournamentdocument.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace nkb::ui {

PlayersPanel::PlayersPanel(QWidget *parent)
    : Panel(parent), m_model(new PlayersModel(this)), m_filter(new QSortFilterProxyModel(this))
{
    m_filter->setSourceModel(m_model);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);

    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Zoeken op naam, club of categorie"));
    m_search->setClearButtonEnabled(true);
    bar->addWidget(m_search, 1);
    m_add = new QPushButton(tr("Speler &toevoegen"), this);
    m_import = new QPushButton(tr("CSV &importeren…"), this);
    m_withdraw = new QPushButton(tr("&Terugtrekken…"), this);
    m_late = new QPushButton(tr("&Laat instromen…"), this);
    for (QPushButton *b : {m_add, m_import, m_withdraw, m_late})
        bar->addWidget(b);
    layout->addLayout(bar);

    m_view = new QTableView(this);
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(PlayersModel::StartNumber, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    // Sized from the first rows only: measuring 200 rows on every change costs more than it gives.
    m_view->horizontalHeader()->setResizeContentsPrecision(40);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);

    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_add, &QPushButton::clicked, this, &PlayersPanel::addPlayer);
    connect(m_import, &QPushButton::clicked, this, &PlayersPanel::importCsv);
    connect(m_withdraw, &QPushButton::clicked, this, &PlayersPanel::withdrawSelected);
    connect(m_late, &QPushButton::clicked, this, &PlayersPanel::lateEntry);
}

void PlayersPanel::setSearchText(const QString &text) { m_search->setText(text); }

void PlayersPanel::refresh()
{
    const bool open = document() != nullptr;
    for (QPushButton *b : {m_add, m_import, m_withdraw, m_late})
        b->setEnabled(open);
    if (open)
        m_model->setTournament(document()->tournament());
    else
        m_model->setTournament(Tournament{});
}

void PlayersPanel::addPlayer()
{
    PlayerDialog dialog(this, tr("Speler toevoegen"));
    if (dialog.exec() != QDialog::Accepted || !document())
        return;
    const QString refusal = document()->execute(new AddPlayerCommand(document(), dialog.player()));
    if (!refusal.isEmpty())
        tell(refusal);
}

void PlayersPanel::importCsv()
{
    if (!document())
        return;
    const QString file = QFileDialog::getOpenFileName(this, tr("Spelers importeren"), settings::lastDirectory(),
                                                      tr("CSV-bestanden (*.csv *.txt);;Alle bestanden (*)"));
    if (file.isEmpty())
        return;
    CsvImportDialog dialog(document(), file, this);
    dialog.exec();
}

void PlayersPanel::withdrawSelected()
{
    const QModelIndex current = m_filter->mapToSource(m_view->currentIndex());
    const Player *p = m_model->playerAt(current.row());
    if (!p || !document()) {
        tell(tr("Kies eerst een speler in de lijst."));
        return;
    }
    QInputDialog ask(this);
    ask.setWindowTitle(tr("Terugtrekken"));
    ask.setLabelText(tr("%1 trekt zich terug vanaf ronde:").arg(qs(p->name)));
    ask.setInputMode(QInputDialog::IntInput);
    ask.setIntRange(1, document()->tournament().info.rounds);
    ask.setOkButtonText(tr("Terugtrekken"));
    ask.setCancelButtonText(tr("Annuleren"));
    if (ask.exec() != QDialog::Accepted)
        return;
    const int round = ask.intValue();
    auto *command = new WithdrawPlayerCommand(document(), p->name, round);
    const QString refusal = document()->execute(command);
    if (!refusal.isEmpty())
        tell(refusal);
}

void PlayersPanel::lateEntry()
{
    if (!document())
        return;
    PlayerDialog dialog(this, tr("Laat instromen"), 2, document()->tournament().info.rounds);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString refusal = document()->execute(new LateEntryCommand(document(), dialog.player()));
    if (!refusal.isEmpty())
        tell(refusal);
}

} // namespace nkb::ui
