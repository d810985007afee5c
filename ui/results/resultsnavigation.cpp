// The results desk's choosers (round, table, game) and where the cursor goes next: the first
// table without a result, the next one after a stored game (ResultsPanel, resultspanel.h).
#include "ui/results/resultspanel.h"

#include "services/gameentry.h"
#include "tournament/progress.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QSignalBlocker>

#include <vector>

namespace nkb::ui {

namespace {

// The names at a table in seating order; none when the table is not seated (yet).
std::vector<std::string> seatedNames(const Tournament &t, int round, int table)
{
    auto names = tableNames(t, round, table);
    return names ? std::move(names).value() : std::vector<std::string>{};
}

QString stateWord(TableState state)
{
    switch (state) {
    case TableState::Done: return QCoreApplication::translate("ResultsPanel", "klaar");
    case TableState::InProgress: return QCoreApplication::translate("ResultsPanel", "bezig");
    case TableState::Open: return QCoreApplication::translate("ResultsPanel", "open");
    }
    return {};
}

} // namespace

void ResultsPanel::select(const GameRef &ref)
{
    showSelected(ref);
    loadSelection();
}

void ResultsPanel::showSelected(const GameRef &ref)
{
    const QSignalBlocker b1(m_round), b2(m_table), b3(m_game);
    m_round->setCurrentIndex(std::max(0, m_round->findData(ref.round)));
    fillTables();
    m_table->setCurrentIndex(std::max(0, m_table->findData(ref.table)));
    fillGames();
    m_game->setCurrentIndex(std::max(0, m_game->findData(ref.game)));
}

GameRef ResultsPanel::firstOpen() const
{
    if (!document())
        return {};
    const Tournament &t = document()->tournament();
    const auto tables = entryTables(t);
    // This station's own half-typed game first, never a table another station is typing.
    if (const auto start = deskStart(t, tables, document()->store().station()))
        return GameRef{start->round, start->table, start->game};
    // The current round is not drawn yet: the last drawn round.
    if (!tables.empty())
        return GameRef{tables.back().first, tables.back().second, 1};
    return {};
}

void ResultsPanel::fillRounds()
{
    const QSignalBlocker block(m_round);
    m_round->clear();
    if (!document())
        return;
    const Tournament &t = document()->tournament();
    for (const Round &r : t.rounds)
        if (r.number != kFinalRound)
            m_round->addItem(tr("Ronde %1").arg(r.number), r.number);
    // R61: the final only once every qualifying table has its result.
    if (qualifyingComplete(t) && !finalTablePlayers(t).empty())
        m_round->addItem(tr("Finale"), kFinalRound);
}

void ResultsPanel::fillTables()
{
    const QSignalBlocker block(m_table);
    if (!document() || m_round->count() == 0) {
        m_table->clear();
        m_tablesOfRound = -1;
        return;
    }
    const Tournament &t = document()->tournament();
    const int round = m_round->currentData().toInt();
    const GameIndex games(t);
    const int gameCount = round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    const auto label = [&](int table) {
        const QStringList names = qsList(seatedNames(t, round, table));
        // Entry at the table: a game its phone wrote (station "Tafel N") says so beside the state;
        // with double entry, the phone's game waiting for its second entry waits for the paper sheet.
        bool phone = false;
        bool sheet = false;
        for (int g = 1; g <= gameCount; ++g) {
            if (const GameResult *r = t.game(round, table, g))
                phone = phone || isPhoneStation(r->station);
            else if (const GameResult *first = document()->firstEntry({round, table, g}))
                sheet = sheet || isPhoneStation(first->station);
        }
        const QString state = sheet ? tr("wacht op blad") : stateWord(tableState(t, games, round, table));
        return tr("%1 · %2 — %3")
            .arg(table)
            .arg(names.join(QStringLiteral(", ")), phone || sheet ? tr("telefoon, %1").arg(state) : state);
    };
    std::vector<int> numbers;
    if (round == kFinalRound)
        numbers.push_back(1);
    else if (const Round *r = t.round(round))
        for (const Table &table : r->tables)
            numbers.push_back(table.number);
    // The same round's tables as shown (a gift changes one table's word): the labels are changed in
    // place and the choice stays, the list is not made again (a thousand tables at 5,000 players).
    bool same = round == m_tablesOfRound && m_table->count() == static_cast<int>(numbers.size());
    m_tablesOfRound = round;
    for (int i = 0; same && i < m_table->count(); ++i)
        same = m_table->itemData(i).toInt() == numbers[static_cast<std::size_t>(i)];
    if (!same)
        m_table->clear();
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const QString text = label(numbers[i]);
        if (!same)
            m_table->addItem(text, numbers[i]);
        else if (m_table->itemText(static_cast<int>(i)) != text)
            m_table->setItemText(static_cast<int>(i), text);
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
    const Tournament &t = document()->tournament();
    const GameRef ref{m_round->currentData().toInt(), m_table->currentData().toInt(), 0};
    const int games = ref.round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
    for (int g = 1; g <= games; ++g) {
        const GameResult *r = t.game(ref.round, ref.table, g);
        const bool waiting = !r && document()->firstEntry({ref.round, ref.table, g});
        const QString state = waiting ? tr(" (eerste invoer)") : !r ? QString() : r->finished ? tr(" (klaar)") : tr(" (bezig)");
        m_game->addItem(QString::number(g) + state, g);
    }
    m_game->setCurrentIndex(std::max(0, m_game->findData(keep)));
}

void ResultsPanel::tableChosen()
{
    // The game list is this table's own, on its first game without a result; the
    // previous table's game number would put the sheet's game 1 in as game 2.
    fillGames();
    if (document()) {
        const QSignalBlocker block(m_game);
        const GameRef ref = currentRef();
        const int game = firstUnfinishedGame(document()->tournament(), ref.round, ref.table);
        m_game->setCurrentIndex(std::max(0, m_game->findData(game)));
    }
    loadSelection();
}

void ResultsPanel::afterSave()
{
    const GameRef ref = currentRef();
    const Tournament &t = document()->tournament();
    if (!tableComplete(t, ref.round, ref.table))
        select(GameRef{ref.round, ref.table, firstUnfinishedGame(t, ref.round, ref.table)});
    else
        nextOpenTable();
}

void ResultsPanel::nextOpenTable()
{
    if (!document())
        return;
    const Tournament &t = document()->tournament();
    const GameRef ref = currentRef();
    const auto tables = entryTables(t);
    const GameIndex games(t);
    std::size_t here = 0;
    for (std::size_t i = 0; i < tables.size(); ++i)
        if (tables[i].first == ref.round && tables[i].second == ref.table)
            here = i;
    // A table whose games a phone enters is the phone's: the desk goes on to the next paper table.
    const auto onPhone = [&](int round, int table) {
        const int n = round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
        for (int g = 1; g <= n; ++g)
            if (const GameResult *r = games.game(round, table, g); r && isPhoneStation(r->station))
                return true;
        return false;
    };
    int phones = 0;
    // On from here, into the next round, then round again to the earlier tables.
    for (std::size_t step = 1; step <= tables.size(); ++step) {
        const auto &[round, table] = tables[(here + step) % tables.size()];
        if (tableComplete(t, games, round, table))
            continue;
        if (onPhone(round, table)) {
            ++phones;
            continue;
        }
        select(GameRef{round, table, firstUnfinishedGame(t, games, round, table)});
        return;
    }
    m_state->setText(phones > 0 ? tr("De tafels zonder uitslag worden aan tafel ingevoerd (telefoon): %1.").arg(phones)
                                : tr("Alle gelote tafels hebben een uitslag."));
}

} // namespace nkb::ui
