#include "ui/results/resultspanel.h"

#include "gamefile/gamejson.h"
#include "services/gameentry.h"
#include "tournament/progress.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/stations/otherstation.h"
#include "ui/results/gameactions.h"
#include "ui/results/giftentrywidget.h"
#include "ui/results/giftform.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/results/serverwait.h"
#include "ui/widgets/instantmnemonics.h"
#include "ui/widgets/qtstd.h"
#include "tournament/tournamentrules.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <vector>

namespace nkb::ui {

namespace {

// "om 14:32 (station Zaal-2)" from what the store recorded.
QString whoAndWhen(const GameResult &g)
{
    if (g.enteredAt.empty())
        return {};
    const QDateTime at = QDateTime::fromString(qs(g.enteredAt), Qt::ISODate).toLocalTime();
    return QCoreApplication::translate("ResultsPanel", " (station %1, %2)")
        .arg(qs(g.station), at.toString(QStringLiteral("HH:mm")));
}

} // namespace

ResultsPanel::ResultsPanel(QWidget *parent) : Panel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_round = new QComboBox(this);
    m_table = new QComboBox(this);
    m_game = new QComboBox(this);
    m_round->setObjectName(QStringLiteral("round"));
    m_table->setObjectName(QStringLiteral("table"));
    m_game->setObjectName(QStringLiteral("game"));
    // The names make a table's line long: the bar does not grow past the window with it and
    // squeeze "Tafel" (clipped labels).
    m_table->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_table->setMinimumContentsLength(28);
    m_next = new QPushButton(tr("&Volgende tafel zonder uitslag"), this);
    auto *roundLabel = new QLabel(tr("&Ronde"), this);
    auto *tableLabel = new QLabel(tr("&Tafel"), this);
    auto *gameLabel = new QLabel(tr("&Spel"), this);
    roundLabel->setBuddy(m_round);
    tableLabel->setBuddy(m_table);
    gameLabel->setBuddy(m_game);
    bar->addWidget(roundLabel);
    bar->addWidget(m_round);
    bar->addWidget(tableLabel);
    bar->addWidget(m_table);
    bar->addWidget(gameLabel);
    bar->addWidget(m_game);
    bar->addWidget(m_next);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setWordWrap(true);
    m_actions = new GameActions(this); // A game typed at the wrong table
    auto *stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state, 1);
    stateRow->addWidget(m_actions);
    layout->addLayout(stateRow);
    connect(m_actions, &GameActions::moved, this, &ResultsPanel::select);
    connect(m_actions, &GameActions::deleted, this, &ResultsPanel::select);
    connect(m_actions, &GameActions::refused, this, &ResultsPanel::tell);
    m_modes = new QTabWidget(this);
    m_gifts = new GiftEntryWidget(this);
    m_points = new PointsEntryWidget(this);
    m_modes->addTab(m_gifts, tr("Per gift"));
    m_modes->addTab(m_points, tr("Alleen punten (papieren uitslag)"));
    layout->addWidget(m_modes, 1);
    setChanging({m_modes, m_actions});
    // Ctrl+Tab to "Alleen punten": the cursor goes to seat A's points, as Alt+U goes to Speler(s).
    connect(m_modes, &QTabWidget::currentChanged, this, [this] {
        // Only when she is in the entry (not while a table is chosen in the list above).
        const QWidget *focus = QApplication::focusWidget();
        if (m_modes->currentWidget() == m_points && focus && m_modes->isAncestorOf(focus))
            m_points->focusFirst();
    });

    connect(m_round, &QComboBox::currentIndexChanged, this, [this] {
        fillTables();
        tableChosen();
    });
    connect(m_table, &QComboBox::currentIndexChanged, this, &ResultsPanel::tableChosen);
    // Another table moves the cursor to its entry (refresh); the table already chosen, picked
    // again, did not and left the cursor in the list.
    connect(m_table, &QComboBox::activated, this, [this] {
        if (!m_table->hasFocus())
            return;
        if (m_modes->currentWidget() == m_points)
            m_points->focusFirst();
        else
            m_gifts->focusEntry();
    });
    connect(m_game, &QComboBox::currentIndexChanged, this, &ResultsPanel::loadSelection);
    connect(m_next, &QPushButton::clicked, this, &ResultsPanel::nextOpenTable);
    connect(m_gifts, &GiftEntryWidget::gameChanged, this, &ResultsPanel::storeGifts);
    // Typed while the server was away: stored by itself once it is back.
    m_wait = new ServerWait(this);
    connect(m_wait, &ServerWait::stored, this, [this](const GameRef &ref, const QString &message) {
        // Read again so the desk no longer says it waits; what is typed stays (TypedKeeper), a gift
        // open for correction is not closed under her.
        if (ref == currentRef() && !m_gifts->editing())
            loadSelection();
        if (document())
            emit document()->note(message);
    });
    connect(m_wait, &ServerWait::givenUp, this, [this](const GameRef &, const QString &refusal) {
        loadSelection();
        tell(tr("Niet opgeslagen: %1").arg(refusal));
    });
    connect(m_gifts, &GiftEntryWidget::takeBackRequested, this, &ResultsPanel::takeBack);
    connect(m_gifts, &GiftEntryWidget::saveRequested, this, [this] {
        if (const QString refusal = saveGifts(); !refusal.isEmpty())
            tell(refusal);
    });
    connect(m_points, &PointsEntryWidget::saveRequested, this, [this] {
        if (const QString refusal = savePoints(); !refusal.isEmpty())
            tell(refusal);
    });
    // Ctrl+S stores the game wherever the focus is while Uitslagen shows (after a stray
    // Tab the focus sat on the tab bar and Ctrl+S did nothing).
    auto *save = new QShortcut(QKeySequence::Save, this);
    save->setContext(Qt::WindowShortcut);
    connect(save, &QShortcut::activated, this, [this] {
        const QString refusal = m_modes->currentWidget() == m_points ? savePoints() : saveGifts();
        if (!refusal.isEmpty())
            tell(refusal);
    });
    mnemonicsActAtOnce(this); // Alt+letter acts at once
}

GameRef ResultsPanel::currentRef() const
{
    return GameRef{m_round->currentData().toInt(), m_table->currentData().toInt(), m_game->currentData().toInt()};
}

QString ResultsPanel::stateText() const { return m_state->text(); }

void ResultsPanel::refresh()
{
    const bool fresh = document() != m_shown;
    m_shown = document();
    const GameRef keep = fresh ? firstOpen() : currentRef();
    fillRounds();
    // Another station's change: the lists show it, what is typed here stays.
    if (!fresh && document() && (document()->fromElsewhere() || m_wait->storing())) {
        showSelected(keep);
        // The game shown was changed there (a table's phone entering it, another station): it is
        // shown as stored now, live; a gift being typed in the form stays (loadSelection keeps it).
        const GameResult *stored = document()->tournament().game(keep.round, keep.table, keep.game);
        if (!m_wait->storing() && keep == currentRef() && gameBasis(stored) != m_loadedBasis)
            loadSelection();
        return;
    }
    select(keep);
}

void ResultsPanel::loadSelection()
{
    const GameRef ref = currentRef();
    const TypedKeeper keep(m_gifts, m_loaded == std::pair<const void *, GameRef>(document(), ref));
    m_loaded = {document(), ref};
    const Tournament *t = document() ? &document()->tournament() : nullptr;
    const auto seated = t && m_table->count() > 0 ? tableNames(*t, ref.round, ref.table)
                                                  : StoreResult<std::vector<std::string>>(std::vector<std::string>{});
    const std::vector<std::string> names = seated ? seated.value() : std::vector<std::string>{};
    const GameResult *stored = t ? t->game(ref.round, ref.table, ref.game) : nullptr;
    m_loadedBasis = gameBasis(stored);
    m_actions->showGame(document(), ref);
    // The gifts this desk just stored, read back: the list already shows them as judged when typed
    // (not parsed and judged a third time).
    const bool own = m_storing == ref && stored && stored->giftenJson &&
                     *stored->giftenJson == storedGameJson(m_gifts->game());
    if (!own)
        m_gifts->setTable(names, t ? ruleSetFor(t->info) : RuleSet::nk2019());
    m_points->setTable(names, stored ? stored->points : std::vector<int>{});
    if (stored && stored->giftenJson && !own) {
        // A game in progress goes on where it was; a correction starts from the game as entered.
        auto parsed = parseGameJson(*stored->giftenJson);
        if (auto *game = std::get_if<GameRecord>(&parsed))
            m_gifts->loadGame(*game);
    }
    if (const auto *points = m_wait->pointsFor(ref)) {
        std::vector<int> seats;
        for (const auto &[name, p] : *points)
            seats.push_back(p);
        m_points->setTable(names, seats);
        m_modes->setCurrentWidget(m_points);
        m_state->setText(tr("Wacht op de server: deze uitslag is in dit programma bewaard en wordt opgeslagen zodra "
                            "de server weer antwoordt."));
        return;
    }
    if (const GameRecord *waiting = m_wait->gameFor(ref)) {
        // Typed while the server was away: shown as typed, stored once the server is back.
        m_gifts->loadGame(*waiting);
        m_state->setText(tr("Wacht op de server: wat hier getypt is, is in dit programma bewaard en wordt "
                            "opgeslagen zodra de server weer antwoordt."));
        m_modes->setCurrentWidget(m_gifts);
        return;
    }
    if (names.empty()) {
        m_state->setText(t && !finalTablePlayers(*t).empty() && !qualifyingComplete(*t)
                             ? tr("De finale begint als alle ronden gespeeld zijn: %1.").arg(qs(qualifyingMissing(*t)))
                             : tr("Kies een gelote ronde en een tafel."));
    } else if (stored && stored->finished) {
        m_state->setText(tr("Dit spel heeft een uitslag%1; opnieuw opslaan vervangt die (correctie, ongedaan te maken).")
                             .arg(whoAndWhen(*stored)));
    } else if (stored) {
        const auto gifts = m_gifts->game().giften.size();
        m_state->setText(tr("Bezig: %1 opgeslagen%2. Telt mee zodra het afgelopen spel is opgeslagen (Enter).")
                             .arg(gifts == 1 ? tr("1 gift") : tr("%1 giften").arg(gifts), whoAndWhen(*stored)));
    } else if (const GameResult *first = document()->firstEntry(ref)) {
        // Double entry: the second entry is typed from the scoresheet, not from the first one.
        m_state->setText(first->station == document()->store().station()
                             ? tr("Eerste invoer opgeslagen%1; wacht op de tweede invoer door een ander station. "
                                  "Opnieuw opslaan corrigeert de eerste invoer.")
                                   .arg(whoAndWhen(*first))
                             : tr("Eerste invoer door een ander station%1: voer het spel van het scoreblad in als "
                                  "tweede invoer. Het telt mee als beide gelijk zijn.")
                                   .arg(whoAndWhen(*first)));
    } else {
        m_state->setText(tr("Nog geen uitslag voor dit spel."));
    }
    if (stored && stored->pointsOnly && stored->finished)
        m_modes->setCurrentWidget(m_points);
    else if (stored || ref.round != m_modesRound)
        // A game with no entry yet opens on the tab used last in this round (paper results); a new
        // round starts again with the gifts.
        m_modes->setCurrentWidget(m_gifts);
    m_modesRound = ref.round;
}

void ResultsPanel::storeGifts(const QString &what, bool addsGift)
{
    if (!document())
        return;
    const JudgedGame game = m_gifts->judged(); // as the engine judged it when it was typed
    const auto since = m_wait->mark();
    m_storing = currentRef();
    const ChangeResult result = executeAsking(*document(), [&] {
        return new SaveGiftsCommand(document(), currentRef(), game, what, addsGift);
    });
    m_storing.reset();
    if (result.done())
        return;
    if (result.serverLost()) {
        // The gift stays in the list; it is stored by itself once the server answers again.
        m_wait->keep(document(), currentRef(), game, what, addsGift, false, since);
        waitNote(what); // she goes on typing the next gift
        return;
    }
    // The list shows what is in the file: a gift the file refused goes back into the fields.
    const std::optional<GiftRecord> refused =
        addsGift && !m_gifts->game().giften.empty() ? std::optional(m_gifts->game().giften.back()) : std::nullopt;
    loadSelection();
    if (refused)
        m_gifts->showInFields(*refused);
    tell(tr("Niet opgeslagen: %1").arg(result.text()));
}

void ResultsPanel::takeBack()
{
    if (!document() || document()->busy()) // the stack moves only with the file
        return;
    // When this game's last gift is the last step on the undo stack, undo that step (Ctrl+Shift+Z
    // brings it back); otherwise (another table was entered since) take it back as a step of its own.
    QUndoStack *stack = document()->undoStack();
    const auto *top = stack->index() > 0 ? dynamic_cast<const SaveGiftsCommand *>(stack->command(stack->index() - 1))
                                         : nullptr;
    const GameRef ref = currentRef();
    const std::size_t before = m_gifts->game().giften.size();
    if (top && top->addsGift() && top->ref().round == ref.round && top->ref().table == ref.table &&
        top->ref().game == ref.game && before > 0) {
        const GiftRecord taken = m_gifts->game().giften.back();
        stack->undo();
        if (m_gifts->game().giften.size() + 1 == before)
            m_gifts->showInFields(taken);
        return;
    }
    if (before == 0)
        return stack->undo(); // no gift here: the last change, as Bewerken → Ongedaan maken names it
    const GiftRecord taken = m_gifts->game().giften.back();
    // Stored at once (gameChanged); the reload that follows empties the fields, so fill them again.
    m_gifts->takeBackLastGift();
    m_gifts->showInFields(taken);
}

QString ResultsPanel::saveGifts()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    if (!m_gifts->readyToStore())
        return m_gifts->verdict().finished ? m_gifts->currentError()
                                           : tr("Het spel is nog niet afgelopen; de giften tot nu toe zijn bewaard.");
    // A stored game shown as it is stored (a table's phone entered it, or this desk earlier): Enter
    // writes nothing (it would only put this station's name on the table's game) and goes on.
    const GameRef ref = currentRef();
    if (const GameResult *stored = document()->tournament().game(ref.round, ref.table, ref.game);
        stored && stored->finished && stored->giftenJson && *stored->giftenJson == storedGameJson(m_gifts->game())) {
        afterSave();
        return {};
    }
    const JudgedGame game = m_gifts->judged();
    const auto since = m_wait->mark();
    const ChangeResult result = executeAsking(*document(), [&] { return new EnterGameCommand(document(), currentRef(), game); });
    if (result.done()) {
        afterSave();
    } else if (result.serverLost()) {
        m_wait->keep(document(), currentRef(), game, tr("Het spel"), false, true, since);
        return waitNote(tr("het afgelopen spel"));
    }
    return result.done() ? QString() : tr("Niet opgeslagen: %1").arg(result.text()); // the one frame
}

QString ResultsPanel::savePoints()
{
    if (!document())
        return tr("Er is geen toernooi open.");
    const auto points = m_points->points();
    const auto since = m_wait->mark();
    const ChangeResult result = executeAsking(*document(), [&] { return new EnterPointsCommand(document(), currentRef(), points); });
    if (result.done())
        afterSave();
    else if (result.serverLost()) {
        // Waits like a gift (a paper result was refused while the server was away).
        m_wait->keepPoints(document(), currentRef(), points, since);
        return waitNote(tr("de uitslag"));
    }
    return result.done() ? QString() : tr("Niet opgeslagen: %1").arg(result.text());
}

QString ResultsPanel::waitNote(const QString &what)
{
    // In the status bar, not in a box that would still stand after the server stored it.
    loadSelection();
    emit document()->note(tr("Geen verbinding met de server: %1 is in dit programma bewaard en wordt opgeslagen "
                             "zodra de server terug is.")
                              .arg(what));
    return {};
}

bool ResultsPanel::waitingForServer() const { return document() && !m_wait->empty(); }

QString ResultsPanel::unacceptedTyping() const
{
    if (waitingForServer())
        return tr("Wacht nog op de server (niet opgeslagen): %1.").arg(m_wait->games());
    if (!document() || !(m_gifts->typing() || m_gifts->editing()))
        return {};
    const GameRef ref = currentRef();
    return tr("Aan tafel %1 (ronde %2, spel %3) staat een gift ingetypt die nog niet is geaccepteerd.")
        .arg(QString::number(ref.table), QString::number(ref.round), QString::number(ref.game));
}

void ResultsPanel::enterFocus()
{
    if (!document())
        return;
    const GameRef ref = currentRef();
    if (m_table->count() == 0 || tableComplete(document()->tournament(), ref.round, ref.table))
        select(firstOpen());
    if (m_modes->currentWidget() == m_points) { // the paper-result tab, as last used
        m_points->focusFirst();
        return;
    }
    m_gifts->setFocus(Qt::OtherFocusReason);
    m_gifts->cancelEdit();
    if (!m_gifts->verdict().finished)
        m_gifts->showInFields(m_gifts->currentGift());
}

} // namespace nkb::ui
