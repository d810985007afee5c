#include "ui/results/gameactions.h"

#include "services/gameentry.h"
#include "services/gamemove.h"
#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/stations/otherstation.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QPushButton>

namespace nkb::ui {

namespace {

QString namesAt(const Tournament &t, int round, int table)
{
    auto names = tableNames(t, round, table);
    return names ? qsList(names.value()).join(QStringLiteral(", ")) : QString();
}

// "10/8/4/1 (klaar)", "bezig, 3 giften", "eerste invoer": what the referee is about to move or wipe.
QString stored(const TournamentDocument &doc, const GameRef &ref)
{
    const GameResult *g = doc.tournament().game(ref.round, ref.table, ref.game);
    if (!g)
        return doc.firstEntry(ref) ? QCoreApplication::translate("GameActions", "een eerste invoer") : QString();
    if (g->finished) {
        QStringList points;
        for (int p : g->points)
            points << QString::number(p);
        return QCoreApplication::translate("GameActions", "de uitslag %1").arg(points.join(QLatin1Char('/')));
    }
    return QCoreApplication::translate("GameActions", "een spel in invoer (bezig)");
}

std::vector<GameResult> firstEntries(const TournamentDocument &doc)
{
    return doc.firstEntries(); // as last read (no statement from a panel)
}

} // namespace

GameActions::GameActions(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_move = new QPushButton(tr("Spel ver&plaatsen naar tafel…"), this);
    m_delete = new QPushButton(tr("Spel &wissen…"), this);
    m_move->setObjectName(QStringLiteral("moveGame"));
    m_delete->setObjectName(QStringLiteral("deleteGame"));
    layout->addWidget(m_move);
    layout->addWidget(m_delete);
    connect(m_move, &QPushButton::clicked, this, [this] { moveAsked(); });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteAsked(); });
    showGame(nullptr, {});
}

void GameActions::showGame(TournamentDocument *document, const GameRef &ref)
{
    m_document = document;
    m_ref = ref;
    const bool something = document && !stored(*document, ref).isEmpty();
    m_move->setEnabled(something && ref.round != kFinalRound);
    m_delete->setEnabled(something);
}

std::optional<GameRef> GameActions::moveAsked()
{
    if (!m_document || !m_move->isEnabled())
        return std::nullopt;
    TournamentDocument *doc = m_document;
    const GameRef from = m_ref;
    const Tournament &t = doc->tournament();
    const Round *round = t.round(from.round);
    const std::vector<GameResult> firsts = firstEntries(*doc);
    const std::vector<Table> tables = round ? round->tables : std::vector<Table>{};
    std::size_t seats = 0;
    for (const Table &table : tables)
        if (table.number == from.table)
            seats = table.seats.size();
    // Only where the game fits seat for seat, on a game with nothing stored (the store decides too).
    QStringList items;
    std::vector<GameRef> targets;
    for (const Table &table : tables) {
        const int game = freeGame(t, firsts, from.round, table.number, from.game);
        if (table.number == from.table || game == 0 || table.seats.size() != seats)
            continue;
        items << tr("Tafel %1, spel %2 · %3").arg(table.number).arg(game).arg(namesAt(t, from.round, table.number));
        targets.push_back(GameRef{from.round, table.number, game});
    }
    if (targets.empty()) {
        emit refused(tr("Geen andere tafel van ronde %1 met evenveel spelers heeft een spel zonder uitslag.")
                              .arg(from.round));
        return std::nullopt;
    }
    QInputDialog ask(this);
    ask.setObjectName(QStringLiteral("moveGameDialog"));
    ask.setWindowTitle(tr("Spel verplaatsen naar tafel"));
    ask.setLabelText(tr("Spel %1 van tafel %2 (ronde %3: %4) heeft %5.\nNaar welke tafel hoort het? Stoel voor stoel: "
                        "wat stoel A hier deed, wordt van stoel A daar.")
                         .arg(from.game)
                         .arg(from.table)
                         .arg(from.round)
                         .arg(namesAt(t, from.round, from.table), stored(*doc, from)));
    ask.setComboBoxItems(items);
    ask.setComboBoxEditable(false);
    ask.setOkButtonText(tr("&Verplaatsen"));
    ask.setCancelButtonText(tr("&Stoppen"));
    if (ask.exec() != QDialog::Accepted)
        return std::nullopt;
    const qsizetype chosen = items.indexOf(ask.textValue());
    if (chosen < 0)
        return std::nullopt;
    const GameRef to = targets[static_cast<std::size_t>(chosen)];
    if (const ChangeResult result = executeAsking(*doc, [&] { return new MoveGameCommand(doc, from, to); }); !result.done()) {
        emit refused(result.text());
        return std::nullopt;
    }
    emit doc->note(tr("Spel %1 van tafel %2 staat nu aan tafel %3 als spel %4 (Ctrl+Z maakt het ongedaan).")
                       .arg(from.game)
                       .arg(from.table)
                       .arg(to.table)
                       .arg(to.game));
    emit moved(to);
    return to;
}

bool GameActions::deleteAsked()
{
    if (!m_document || !m_delete->isEnabled())
        return false;
    TournamentDocument *doc = m_document;
    const GameRef ref = m_ref;
    Question ask(QStringLiteral("deleteGameDialog"), QMessageBox::Question, tr("Spel wissen"),
                 tr("Spel %1 van tafel %2 (ronde %3) wissen? Er staat %4; daarna telt het niet en is de tafel "
                    "voor dit spel weer open. Ctrl+Z maakt het ongedaan.")
                     .arg(ref.game)
                     .arg(ref.table)
                     .arg(ref.round)
                     .arg(stored(*doc, ref)));
    const int wipe = ask.addButton(QMessageBox::Yes, tr("&Wissen"));
    ask.setDefaultButton(ask.addButton(QMessageBox::No, tr("&Stoppen")));
    if (ask.ask(this) != wipe)
        return false;
    if (const ChangeResult result = executeAsking(*doc, [&] { return new DeleteGameCommand(doc, ref); }); !result.done()) {
        emit refused(result.text());
        return false;
    }
    emit doc->note(tr("Spel %1 van tafel %2 (ronde %3) is gewist (Ctrl+Z maakt het ongedaan).")
                       .arg(ref.game)
                       .arg(ref.table)
                       .arg(ref.round));
    emit deleted(ref);
    return true;
}

} // namespace nkb::ui
