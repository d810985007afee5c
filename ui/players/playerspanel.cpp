#include "ui/players/playerspanel.h"
#include "ui/widgets/filedialogs.h"

#include "tournament/progress.h"

#include "ui/players/carrydialog.h"
#include "ui/players/csvimportdialog.h"
#include "ui/document/playercommands.h"
#include "ui/players/playerdialog.h"
#include "ui/players/playersmodel.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/settings.h"
#include "ui/document/tournamentdocument.h"

#include <QItemSelectionModel>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

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
    setEntryWidget(m_search);
    m_add = new QPushButton(tr("Speler &toevoegen"), this);
    m_import = new QPushButton(tr("CSV i&mporteren…"), this);
    m_carry = new QPushButton(tr("Spelers van vorig &jaar…"), this);
    m_carry->setToolTip(tr("Spelers overnemen uit het bestand van een eerder toernooi, met hun persoonsnummer"));
    m_withdraw = new QPushButton(tr("Te&rugtrekken…"), this);
    m_late = new QPushButton(tr("Laat i&nstromen…"), this);
    m_edit = new QPushButton(tr("Be&werken…"), this);
    m_remove = new QPushButton(tr("&Verwijderen"), this);
    m_remove->setToolTip(tr("Alleen zolang de speler nog nergens is ingedeeld; daarna: terugtrekken."));
    for (QPushButton *b : {m_add, m_import, m_carry, m_edit, m_remove, m_withdraw, m_late})
        bar->addWidget(b);
    setChanging({m_add, m_import, m_carry, m_edit, m_remove, m_withdraw, m_late});
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
    // A name typed in the search field chooses the first player it finds, so that Terugtrekken,
    // Bewerken and the rest act on him at once; Enter goes on to the list.
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!text.isEmpty() && m_filter->rowCount() > 0)
            m_view->setCurrentIndex(m_filter->index(0, 0));
    });
    connect(m_search, &QLineEdit::returnPressed, m_view, [this] { m_view->setFocus(Qt::OtherFocusReason); });
    // At the door by the keyboard: Space ticks (or unticks) Aanwezig of the player on the current
    // row, whichever column the cursor is in; after a name found with Zoeken the search field takes
    // the next name at once (type, Enter, Space, type the next).
    auto *tick = new QShortcut(QKeySequence(Qt::Key_Space), m_view, nullptr, nullptr, Qt::WidgetShortcut);
    connect(tick, &QShortcut::activated, this, [this] {
        const QModelIndex current = m_filter->mapToSource(m_view->currentIndex());
        if (!current.isValid())
            return;
        const QModelIndex cell = m_model->index(current.row(), PlayersModel::Present);
        const bool present = m_model->data(cell, Qt::CheckStateRole).toInt() == Qt::Checked;
        if (!m_model->setData(cell, present ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole))
            return;
        if (!m_search->text().isEmpty()) {
            m_search->selectAll();
            m_search->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_add, &QPushButton::clicked, this, &PlayersPanel::addPlayer);
    connect(m_import, &QPushButton::clicked, this, &PlayersPanel::importCsv);
    connect(m_carry, &QPushButton::clicked, this, &PlayersPanel::carryFromFile);
    connect(m_withdraw, &QPushButton::clicked, this, &PlayersPanel::withdrawSelected);
    connect(m_late, &QPushButton::clicked, this, &PlayersPanel::lateEntry);
    connect(m_edit, &QPushButton::clicked, this, &PlayersPanel::editSelected);
    connect(m_remove, &QPushButton::clicked, this, &PlayersPanel::removeSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PlayersPanel::updateButtons);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &PlayersPanel::updateButtons);
    connect(m_model, &PlayersModel::refused, this, &PlayersPanel::tell);
    connect(m_model, &PlayersModel::warned, this, &PlayersPanel::tell);
    updateButtons();
}

void PlayersPanel::setSearchText(const QString &text) { m_search->setText(text); }

void PlayersPanel::refresh()
{
    const bool open = document() != nullptr;
    for (QPushButton *b : {m_add, m_import, m_carry, m_withdraw, m_late})
        b->setEnabled(open);
    // Keep the selected player selected across the reload that follows every change.
    const Player *before = selectedPlayer();
    const int selected = before ? before->startNumber : 0;
    m_model->setDocument(document());
    if (open)
        m_model->setTournament(document()->tournament());
    else
        m_model->setTournament(Tournament{});
    if (selected > 0 && m_model->rowOf(selected) >= 0) {
        const QModelIndex at =
            m_filter->mapFromSource(m_model->index(m_model->rowOf(selected), PlayersModel::Name));
        if (at.isValid())
            m_view->setCurrentIndex(at);
    }
    updateButtons();
}

const Player *PlayersPanel::selectedPlayer() const
{
    const QModelIndex current = m_filter->mapToSource(m_view->currentIndex());
    return current.isValid() ? m_model->playerAt(current.row()) : nullptr;
}

bool PlayersPanel::selectPlayer(int startNumber)
{
    const int row = m_model->rowOf(startNumber);
    if (row < 0)
        return false;
    QModelIndex at = m_filter->mapFromSource(m_model->index(row, PlayersModel::Name));
    if (!at.isValid()) {
        setSearchText(QString());
        at = m_filter->mapFromSource(m_model->index(row, PlayersModel::Name));
    }
    m_view->setCurrentIndex(at);
    updateButtons();
    return at.isValid();
}

bool PlayersPanel::mayRemove(const Player &p) const
{
    if (!document())
        return false;
    for (const Round &r : document()->tournament().rounds)
        for (const Table &tb : r.tables)
            if (std::find(tb.seats.begin(), tb.seats.end(), p.startNumber) != tb.seats.end())
                return false;
    return true;
}

void PlayersPanel::updateButtons()
{
    const Player *p = document() ? selectedPlayer() : nullptr;
    // Off for a projector whatever is selected (refreshAll turned them off; a selection comes later).
    m_edit->setEnabled(p != nullptr && !viewOnly());
    m_remove->setEnabled(p != nullptr && !viewOnly() && mayRemove(*p));
}

QString PlayersPanel::editPlayer(int startNumber, const NewPlayer &changes)
{
    if (!document())
        return tr("Er is geen toernooi geopend.");
    return document()->execute(new EditPlayerCommand(document(), startNumber, changes)).text();
}

QString PlayersPanel::removePlayer(int startNumber)
{
    if (!document())
        return tr("Er is geen toernooi geopend.");
    const Player *p = document()->tournament().player(startNumber);
    const std::string name = p ? p->name : "#" + std::to_string(startNumber);
    return document()->execute(new RemovePlayerCommand(document(), startNumber, name)).text();
}

void PlayersPanel::editSelected()
{
    const Player *p = selectedPlayer();
    if (!p || !document()) {
        tell(tr("Kies eerst een speler in de lijst."));
        return;
    }
    const Player before = *p;
    PlayerDialog dialog(this, tr("Speler %1 bewerken").arg(before.startNumber));
    dialog.setPlayer(before);
    dialog.setSubmit([this, number = before.startNumber](const NewPlayer &changes) {
        return document() ? editPlayer(number, changes) : tr("Er is geen toernooi open.");
    });
    dialog.exec();
}

void PlayersPanel::removeSelected()
{
    const Player *p = selectedPlayer();
    if (!p || !document()) {
        tell(tr("Kies eerst een speler in de lijst."));
        return;
    }
    // No question first: Ongedaan maken (Ctrl+Z) brings the player back.
    const QString refusal = removePlayer(p->startNumber);
    if (!refusal.isEmpty())
        tell(refusal);
}

void PlayersPanel::addPlayer()
{
    PlayerDialog dialog(this, tr("Speler toevoegen"));
    // A refused name (already present) keeps the dialog open with what was typed.
    dialog.setSubmit([this](const NewPlayer &player) {
        return document() ? document()->execute(new AddPlayerCommand(document(), player)).text()
                          : tr("Er is geen toernooi open.");
    });
    dialog.exec();
}

void PlayersPanel::importCsv()
{
    if (!document())
        return;
    const QString file = chooseOpenFile(this, tr("Spelers importeren"), settings::lastDirectory(),
                                        tr("CSV-bestanden (*.csv *.txt);;Alle bestanden (*)"));
    if (file.isEmpty())
        return;
    CsvImportDialog dialog(document(), file, this);
    dialog.exec();
}

void PlayersPanel::carryFromFile()
{
    if (!document())
        return;
    const QString file = chooseOpenFile(this, tr("Spelers van vorig jaar"), settings::lastDirectory(),
                                        tr("Toernooibestanden (*.bonaken);;Alle bestanden (*)"));
    if (file.isEmpty())
        return;
    CarryDialog dialog(document(), file, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.done().isEmpty())
        tell(dialog.done());
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
    // His points so far stay; he leaves from the first round that has no result yet.
    ask.setIntValue(firstRoundWithoutResults(document()->tournament()));
    ask.setOkButtonText(tr("Terugtrekken"));
    ask.setCancelButtonText(tr("Annuleren"));
    if (ask.exec() != QDialog::Accepted)
        return;
    const int round = ask.intValue();
    auto *command = new WithdrawPlayerCommand(document(), p->name, round);
    const QString refusal = document()->execute(command).text();
    if (!refusal.isEmpty())
        tell(refusal);
}

void PlayersPanel::lateEntry()
{
    if (!document())
        return;
    const Tournament &t = document()->tournament();
    PlayerDialog dialog(this, tr("Laat instromen"), firstRoundWithoutResults(t), t.info.rounds);
    // A signed-up player who is not at the door yet is the latecomer the director has selected;
    // anyone else selected (already present) leaves the form empty for a walk-in.
    if (const Player *p = selectedPlayer(); p && !p->present && !p->withdrawnFromRound) {
        Player latecomer = *p;
        latecomer.joinsFromRound = std::max(p->joinsFromRound, firstRoundWithoutResults(t));
        dialog.setPlayer(latecomer);
    }
    QString seated;
    dialog.setSubmit([this, &seated](const NewPlayer &player) {
        if (!document())
            return tr("Er is geen toernooi open.");
        auto *command = new LateEntryCommand(document(), player);
        // execute() deletes a refused command: read its message only after success (the status
        // bar shows it too, as the note of the step).
        const QString refusal = document()->execute(command).text();
        if (refusal.isEmpty())
            seated = command->message();
        return refusal;
    });
    if (dialog.exec() == QDialog::Accepted && !seated.isEmpty())
        tell(seated);
}

} // namespace nkb::ui
