#include "ui/document/roundcommands.h"

#include "services/gameentry.h"

#include <QCoreApplication>

namespace nkb::ui {

EnterGameCommand::EnterGameCommand(TournamentDocument *document, GameRef ref, std::string gameJson)
    : StoreCommand(document, gameText(ref)), m_ref(ref), m_json(std::move(gameJson))
{
}

std::optional<StoreError> EnterGameCommand::perform(TournamentStore &store)
{
    // The engine judges the whole game again before the store keeps it.
    auto r = enterGameJson(store, m_ref, m_json, EntryMode::Result, otherStation());
    if (!r)
        return r.error();
    noteEntered(r->entered);
    return std::nullopt;
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

SaveGiftsCommand::SaveGiftsCommand(TournamentDocument *document, GameRef ref, std::string gameJson,
                                   const QString &what, bool addsGift)
    : StoreCommand(document, giftStepText(what, ref)), m_ref(ref), m_json(std::move(gameJson)), m_addsGift(addsGift)
{
}

std::optional<StoreError> SaveGiftsCommand::perform(TournamentStore &store)
{
    auto r = enterGameJson(store, m_ref, m_json, EntryMode::InProgress, otherStation());
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
