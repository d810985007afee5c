#include "ui/final/finalpanel.h"

#include "services/drawround.h"
#include "tournament/finaltie.h"
#include "tournament/progress.h"
#include "ui/final/finalmodel.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"

#include <QComboBox>
#include <QFont>
#include <QInputDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QTableView>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {

QString names(const Tournament &t, const std::vector<int> &numbers)
{
    QStringList out;
    for (int sn : numbers) {
        const Player *p = t.player(sn);
        out << (p ? QStringLiteral("%1 %2").arg(sn).arg(qs(p->name)) : QString::number(sn));
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

FinalPanel::FinalPanel(QWidget *parent) : Panel(parent), m_model(new FinalModel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_finalists = new QLabel(this);
    m_finalists->setWordWrap(true);
    layout->addWidget(m_finalists);
    m_tie = new QLabel(this);
    m_tie->setWordWrap(true);
    layout->addWidget(m_tie);
    auto *bar = new QHBoxLayout;
    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("zaad (leeg: nieuw lot)"));
    m_seed->setMinimumWidth(m_seed->fontMetrics().horizontalAdvance(m_seed->placeholderText()) + 24);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,20}")), m_seed));
    // Alt+L, the word's first letter (it opened the Beeld menu, which has no letter now).
    m_lot = new QPushButton(tr("&Loting om de finaleplaatsen…"), this);
    bar->addWidget(m_seed);
    bar->addWidget(m_lot);
    bar->addStretch(1);
    m_enter = new QPushButton(tr("Spellen van de finale in&voeren"), this);
    bar->addWidget(m_enter);
    connect(m_enter, &QPushButton::clicked, this, &FinalPanel::enterFinalRequested);
    layout->addLayout(bar);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setResizeContentsPrecision(40);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(FinalModel::Name, QHeaderView::Stretch);
    layout->addWidget(m_view, 1);
    auto *tieBar = new QHBoxLayout;
    m_rule = new QComboBox(this);
    m_rule->addItem(tr("een beslissingsspel"), static_cast<int>(FinalTieRule::DecidingGame));
    m_rule->addItem(tr("de plaats in de voorronde"), static_cast<int>(FinalTieRule::QualifyingRank));
    m_rule->addItem(tr("een loting"), static_cast<int>(FinalTieRule::Lot));
    auto *ruleLabel = new QLabel(tr("&Gelijk om de titel, dan beslist:"), this);
    ruleLabel->setBuddy(m_rule);
    m_settle = new QPushButton(tr("Titel be&slissen…"), this);
    tieBar->addWidget(ruleLabel);
    tieBar->addWidget(m_rule);
    tieBar->addWidget(m_settle);
    tieBar->addStretch(1);
    layout->addLayout(tieBar);
    m_titleTie = new QLabel(this);
    m_titleTie->setObjectName(QStringLiteral("titelGelijk"));
    m_titleTie->setWordWrap(true);
    layout->addWidget(m_titleTie);
    connect(m_rule, &QComboBox::currentIndexChanged, this, [this] {
        if (!document())
            return;
        const auto rule = static_cast<FinalTieRule>(m_rule->currentData().toInt());
        if (rule != document()->tournament().info.finalTieRule) {
            const QString refusal = document()->execute(new FinalTieRuleCommand(document(), rule)).text();
            if (!refusal.isEmpty())
                tell(refusal);
        }
    });
    connect(m_settle, &QPushButton::clicked, this, &FinalPanel::requestSettle);
    m_champion = new QLabel(this);
    m_champion->setObjectName(QStringLiteral("kampioen"));
    QFont f = m_champion->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    m_champion->setFont(f);
    layout->addWidget(m_champion);
    connect(m_lot, &QPushButton::clicked, this, &FinalPanel::requestLot);
}

QString FinalPanel::finalistsText() const { return m_finalists->text(); }

QString FinalPanel::championText() const { return m_champion->text(); }

QString FinalPanel::finalTieText() const { return m_titleTie->text(); }

bool FinalPanel::requestLot()
{
    if (!document())
        return false;
    const Tournament &t = document()->tournament();
    const FinalistsView view = computeFinalists(t);
    if (!view.undecided())
        return false;
    const std::uint64_t seed = m_seed->text().isEmpty() ? freshSeed() : m_seed->text().toULongLong();
    // The room watches; the box names who, for how many places, and the seed before it
    // is drawn, and the projector shows the drawn order afterwards.
    Question ask(QStringLiteral("finalLot"), QMessageBox::Question, tr("Loting om de finaleplaatsen"),
                 tr("%1 staan gelijk op plaats %2 en strijden om %n finaleplaats(en).\n\nZaad van de loting: %3\n\n"
                    "Nu loten? De projector toont de getrokken volgorde.",
                    nullptr, view.tie->places)
                     .arg(names(t, view.tie->players))
                     .arg(view.tie->rank)
                     .arg(seed));
    const int draw = ask.addButton(QMessageBox::Yes, tr("&Loten"));
    ask.setDefaultButton(ask.addButton(QMessageBox::No, tr("&Niet nu")));
    if (ask.ask(this) != draw)
        return false;
    m_seed->setText(QString::number(seed));
    const QString refusal = drawLot();
    if (!refusal.isEmpty())
        tell(refusal);
    return refusal.isEmpty();
}

QString FinalPanel::settleFinalTie(std::optional<int> winner, std::uint64_t seed)
{
    if (!document())
        return tr("Er is geen toernooi open.");
    return document()->execute(new SettleFinalTieCommand(document(), winner, seed)).text();
}

bool FinalPanel::requestSettle()
{
    if (!document())
        return false;
    const Tournament &t = document()->tournament();
    const FinalState state = finalState(t);
    if (!state.tieOpen())
        return false;
    std::optional<int> winner;
    std::uint64_t seed = 0;
    QString question;
    switch (t.info.finalTieRule) {
    case FinalTieRule::DecidingGame: {
        QStringList items;
        for (int sn : state.titleTie)
            items << names(t, {sn});
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("Beslissingsspel"),
                                                     tr("Wie won het beslissingsspel om de titel?"), items, 0, false, &ok);
        if (!ok)
            return false;
        winner = state.titleTie[static_cast<std::size_t>(std::max<qsizetype>(0, items.indexOf(chosen)))];
        question = tr("%1 won het beslissingsspel en is Nederlands kampioen. Vastleggen?").arg(chosen);
        break;
    }
    case FinalTieRule::QualifyingRank:
        question = tr("%1 staan gelijk om de titel; de betere plaats in de voorronde beslist. Vastleggen?")
                       .arg(names(t, state.titleTie));
        break;
    case FinalTieRule::Lot:
        seed = freshSeed();
        question = tr("%1 staan gelijk om de titel; een loting beslist.\n\nZaad van de loting: %2\n\nNu loten? "
                      "De projector toont de getrokken volgorde.")
                       .arg(names(t, state.titleTie))
                       .arg(seed);
        break;
    }
    Question ask(QStringLiteral("settleTitle"), QMessageBox::Question, tr("Titel beslissen"), question);
    const int yes = ask.addButton(QMessageBox::Yes);
    ask.setDefaultButton(ask.addButton(QMessageBox::No));
    if (ask.ask(this) != yes)
        return false;
    const QString refusal = settleFinalTie(winner, seed);
    if (!refusal.isEmpty())
        tell(refusal);
    return refusal.isEmpty();
}

QString FinalPanel::drawLot()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const std::uint64_t seed = m_seed->text().isEmpty() ? freshSeed() : m_seed->text().toULongLong();
    const QString refusal = document()->execute(new FinalLotCommand(document(), seed)).text();
    if (refusal.isEmpty())
        m_seed->clear();
    return refusal;
}

void FinalPanel::refresh()
{
    if (!document()) {
        m_model->setTournament(Tournament{});
        m_finalists->clear();
        m_tie->clear();
        m_titleTie->clear();
        m_settle->setEnabled(false);
        m_champion->clear();
        m_lot->setEnabled(false);
        m_enter->setEnabled(false);
        return;
    }
    const Tournament &t = document()->tournament();
    const FinalistsView view = computeFinalists(t);
    // R61: nobody is sure of the final before the last round is played; until then this tab
    // says who stands on the final places now, and what is still to be played.
    const bool complete = qualifyingComplete(t);
    if (!complete)
        m_finalists->setText(tr("De finalisten staan pas vast als alle %1 ronden gespeeld zijn (nog: %2). Nu op de "
                                "finaleplaatsen: %3.")
                                 .arg(t.info.rounds)
                                 .arg(qs(qualifyingMissing(t)), names(t, view.finalists)));
    else if (view.undecided())
        m_finalists->setText(tr("Finalisten nog niet bekend: %1 zeker.").arg(names(t, view.finalists)));
    else
        m_finalists->setText(tr("Finalisten: %1").arg(names(t, view.finalists)));
    if (view.tie && view.lot)
        m_tie->setText(tr("Gelijk op plaats %1 over de grens (%2); de loting met zaad %3 gaf: %4.")
                           .arg(view.tie->rank)
                           .arg(names(t, view.tie->players))
                           .arg(view.lot->seed)
                           .arg(names(t, view.lot->order)));
    else if (view.tie && !complete)
        m_tie->setText(tr("Nu gelijk op plaats %1 over de grens (%2); een loting kan pas na de laatste ronde (regel 61).")
                           .arg(view.tie->rank)
                           .arg(names(t, view.tie->players)));
    else if (view.tie)
        m_tie->setText(tr("Regel 60: %1 staan gelijk op plaats %2 en strijden om %n finaleplaats(en); een loting beslist.",
                          nullptr, view.tie->places)
                           .arg(names(t, view.tie->players))
                           .arg(view.tie->rank));
    else
        m_tie->setText(tr("Geen gelijke stand over de finalegrens."));
    // The final's ranking once: the table below, the buttons and the champion (rows: one per
    // player at the final's table, none while it is not known).
    const FinalState state = finalState(t);
    m_lot->setEnabled(complete && view.undecided());
    m_enter->setEnabled(complete && !state.rows.empty());
    m_seed->setEnabled(complete && view.undecided());
    m_model->setRows(state.rows);
    {
        const QSignalBlocker block(m_rule);
        m_rule->setCurrentIndex(std::max(0, m_rule->findData(static_cast<int>(t.info.finalTieRule))));
    }
    m_rule->setEnabled(!state.settled);
    m_settle->setEnabled(state.tieOpen());
    m_titleTie->setText(qs(nkb::finalTieText(t, state)));
    const Player *champion = state.champion ? t.player(*state.champion) : nullptr;
    m_champion->setText(champion ? tr("Nederlands kampioen Bonaken: %1").arg(qs(champion->name)) : QString());
}

} // namespace nkb::ui
