#include "ui/final/finalpanel.h"

#include "services/drawround.h"
#include "tournament/progress.h"
#include "ui/final/finalmodel.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"

#include <QFont>
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
    m_lot = new QPushButton(tr("L&oting om de finaleplaatsen"), this);
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
    m_champion = new QLabel(this);
    m_champion->setObjectName(QStringLiteral("kampioen"));
    QFont f = m_champion->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    f.setBold(true);
    m_champion->setFont(f);
    layout->addWidget(m_champion);
    connect(m_lot, &QPushButton::clicked, this, [this] {
        const QString refusal = drawLot();
        if (!refusal.isEmpty())
            tell(refusal);
    });
}

QString FinalPanel::finalistsText() const { return m_finalists->text(); }

QString FinalPanel::drawLot()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const std::uint64_t seed = m_seed->text().isEmpty() ? freshSeed() : m_seed->text().toULongLong();
    const QString refusal = document()->execute(new FinalLotCommand(document(), seed));
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
    m_lot->setEnabled(complete && view.undecided());
    m_enter->setEnabled(complete && !finalTablePlayers(t).empty());
    m_seed->setEnabled(complete && view.undecided());
    m_model->setTournament(t);
    const std::vector<FinalRow> ranking = computeFinalRanking(t);
    bool finished = !ranking.empty();
    for (int g = 1; g <= t.info.finalGames && finished; ++g) {
        const GameResult *r = t.game(kFinalRound, 1, g);
        finished = r && r->finished;
    }
    m_champion->setText(finished ? tr("Nederlands kampioen Bonaken: %1").arg(qs(ranking.front().name)) : QString());
}

} // namespace nkb::ui
