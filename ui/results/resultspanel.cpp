#include "ui/results/resultspanel.h"

#include "gamefile/gamejson.h"
#include "services/gameentry.h"
#include "ui/window/daysummary.h"
#include "ui/results/giftentrywidget.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace nkb::ui {

namespace {

// The names at a table in seating order; none when the table is not seated (yet).
std::vector<std::string> seatedNames(const Tournament &t, int round, int table)
{
    auto names = tableNames(t, round, table);
    return names ? std::move(names).value() : std::vector<std::string>{};
}

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent) : Panel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_round = new QComboBox(this);
    m_table = new QComboBox(this);
    m_game = new QComboBox(this);
    m_next = new QPushButton(tr("&Volgende tafel zonder uitslag"), this);
    bar->addWidget(new QLabel(tr("Ronde"), this));
    bar->addWidget(m_round);
    bar->addWidget(new QLabel(tr("Tafel"), this));
    bar->addWidget(m_table);
    bar->addWidget(new QLabel(tr("Spel"), this));
    bar->addWidget(m_game);
    bar->addWidget(m_next);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_state = new QLabel(this);
    layout->addWidget(m_state);
    m_modes = new QTabWidget(this);
    m_gifts = new GiftEntryWidget(this);
    m_points = new PointsEntryWidget(this);
    m_modes->addTab(m_gifts, tr("Per gift"));
    m_modes->addTab(m_points, tr("Alleen punten (papieren uitslag)"));
    layout->addWidget(m_modes, 1);

    connect(m_round, &QComboBox::currentIndexChanged, this, [this] {
        fillTables();
        loadSelection();
    });
    connect(m_table, &QComboBox::currentIndexChanged, this, &ResultsPanel::loadSelection);
    connect(m_game, &QComboBox::currentIndexChanged, this, &ResultsPanel::loadSelection);
    connect(m_next, &QPushButton::clicked, this, &ResultsPanel::nextOpenTable);
    connect(m_gifts, &GiftEntryWidget::saveRequested, this, [this] {
        const QString refusal = saveGifts();
        if (!refusal.isEmpty())
            tell(refusal);
    });
    connect(m_points, &PointsEntryWidget::saveRequested, this, [this] {
        const QString refusal = savePoints();
        if (!refusal.isEmpty())
            tell(refusal);
    });
}

GameRef ResultsPanel::currentRef() const
{
    return GameRef{m_round->currentData().toInt(), m_table->currentData().toInt(), m_game->currentData().toInt()};
}

void ResultsPanel::select(const GameRef &ref)
{
    const QSignalBlocker b1(m_round), b2(m_table), b3(m_game);
    m_round->setCurrentIndex(std::max(0, m_round->findData(ref.round)));
    fillTables();
    m_table->setCurrentIndex(std::max(0, m_table->findData(ref.table)));
    m_game->setCurrentIndex(std::max(0, m_game->findData(ref.game)));
    loadSelection();
}

void ResultsPanel::refresh()
{
    const GameRef keep = currentRef();
    {
        const QSignalBlocker block(m_round);
        m_round->clear();
        if (document()) {
            const Tournament &t = document()->tournament();
            for (const Round &r : t.rounds)
                if (r.number != kFinalRound)
                    m_round->addItem(QString::number(r.number), r.number);
            if (!finalTablePlayers(t).empty())
                m_round->addItem(tr("Finale"), kFinalRound);
        }
    }
    fillGames();
    if (m_round->count() > 0 && m_round->findData(keep.round) < 0)
        select(GameRef{m_round->itemData(m_round->count() - 1).toInt(), 1, 1});
    else
        select(keep);
}

void ResultsPanel::fillTables()
{
    const QSignalBlocker block(m_table);
    m_table->clear();
    if (!document() || m_round->count() == 0)
        return;
    const Tournament &t = document()->tournament();
    const int round = m_round->currentData().toInt();
    if (round == kFinalRound) {
        m_table->addItem(QStringLiteral("1"), 1);
    } else if (const Round *r = t.round(round)) {
        for (const Table &table : r->tables)
            m_table->addItem(QString::number(table.number), table.number);
    }
    fillGames();
}

void ResultsPanel::fillGames()
{
    const QSignalBlocker block(m_game);
    const int keep = m_game->currentData().toInt();
    m_game->clear();
    if (!document())
        return;
    const TournamentInfo &info = document()->tournament().info;
    const int games = m_round->currentData().toInt() == kFinalRound ? info.finalGames : info.gamesPerRound;
    for (int g = 1; g <= games; ++g)
        m_game->addItem(QString::number(g), g);
    m_game->setCurrentIndex(std::max(0, m_game->findData(keep)));
}

void ResultsPanel::loadSelection()
{
    const GameRef ref = currentRef();
    const Tournament *t = document() ? &document()->tournament() : nullptr;
    const std::vector<std::string> names = t && m_table->count() > 0 ? seatedNames(*t, ref.round, ref.table)
                                                                      : std::vector<std::string>{};
    const GameResult *stored = t ? t->game(ref.round, ref.table, ref.game) : nullptr;
    m_gifts->setTable(names, t ? ruleSetFor(t->info) : RuleSet{});
    m_points->setTable(names, stored ? stored->points : std::vector<int>{});
    if (stored && stored->giftenJson) {
        // A correction starts from the game as it was entered.
        auto parsed = parseGameJson(*stored->giftenJson);
        if (auto *game = std::get_if<GameRecord>(&parsed))
            m_gifts->loadGame(*game);
    }
    if (names.empty())
        m_state->setText(tr("Kies een gelote ronde en een tafel."));
    else if (stored && stored->finished)
        m_state->setText(tr("Dit spel heeft een uitslag; opslaan vervangt die (correctie, ongedaan te maken)."));
    else
        m_state->setText(tr("Nog geen uitslag voor dit spel."));
    if (stored && stored->pointsOnly && stored->finished)
        m_modes->setCurrentWidget(m_points);
}

QString ResultsPanel::saveGifts()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const QString refusal =
        document()->execute(new EnterGameCommand(document(), currentRef(), writeGameJson(m_gifts->game())));
    if (refusal.isEmpty())
        afterSave();
    return refusal;
}

QString ResultsPanel::savePoints()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const QString refusal = document()->execute(new EnterPointsCommand(document(), currentRef(), m_points->points()));
    if (refusal.isEmpty())
        afterSave();
    return refusal;
}

void ResultsPanel::afterSave()
{
    const GameRef ref = currentRef();
    if (m_game->currentIndex() + 1 < m_game->count())
        select(GameRef{ref.round, ref.table, ref.game + 1});
    else
        nextOpenTable();
}

void ResultsPanel::nextOpenTable()
{
    if (!document())
        return;
    const Tournament &t = document()->tournament();
    const GameRef ref = currentRef();
    const int n = m_table->count();
    for (int step = 1; step <= n; ++step) {
        const int table = m_table->itemData((m_table->currentIndex() + step) % n).toInt();
        if (!tableComplete(t, ref.round, table)) {
            int game = 1;
            while (const GameResult *g = t.game(ref.round, table, game)) {
                if (!g->finished)
                    break;
                ++game;
            }
            select(GameRef{ref.round, table, game});
            return;
        }
    }
    m_state->setText(tr("Alle tafels van deze ronde hebben een uitslag."));
}

} // namespace nkb::ui
