#include "ui/document/roundcommands.h"

#include "services/gameentry.h"

#include <QCoreApplication>

namespace nkb::ui {

EnterGameCommand::EnterGameCommand(TournamentDocument *document, GameRef ref, JudgedGame game)
    : StoreCommand(document, gameText(ref)), m_ref(ref), m_game(std::move(game))
{
}

std::optional<StoreError> EnterGameCommand::perform(TournamentStore &store)
{
    // Judged as it was typed; the service checks it is this table's and over.
    return performed(enterGame(store, m_ref, m_game, EntryMode::Result, otherStation()),
                     [this](const JudgedEntry &done) { noteEntered(done.entered); });
}

QString giftStepText(const QString &what, const GameRef &ref)
{
    if (ref.round == kFinalRound)
        return QCoreApplication::translate("Commands", "%1, finale spel %2").arg(what).arg(ref.game);
    return QCoreApplication::translate("Commands", "%1, tafel %2, ronde %3, spel %4")
        .arg(what)
        .arg(ref.table)
        .arg(ref.round)
        .arg(ref.game);
}

SaveGiftsCommand::SaveGiftsCommand(TournamentDocument *document, GameRef ref, JudgedGame game, const QString &what,
                                   bool addsGift)
    : StoreCommand(document, giftStepText(what, ref)), m_ref(ref), m_game(std::move(game)), m_addsGift(addsGift)
{
}

std::optional<StoreError> SaveGiftsCommand::perform(TournamentStore &store)
{
    return performed(enterGame(store, m_ref, m_game, EntryMode::InProgress, otherStation()));
}

} // namespace nkb::ui
