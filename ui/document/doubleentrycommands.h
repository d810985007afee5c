#pragma once
// Double entry: switching the tournament setting, and the referee's settlement that
// lets the first station's entry stand (the second one stands through replaceOtherStation()).
#include "ui/document/storecommand.h"

namespace nkb::ui {

class DoubleEntryCommand : public StoreCommand {
public:
    DoubleEntryCommand(TournamentDocument *document, bool on);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    bool m_on;
};

class AcceptFirstEntryCommand : public StoreCommand {
public:
    AcceptFirstEntryCommand(TournamentDocument *document, GameRef ref);
    std::optional<StoreError> perform(TournamentStore &store) override;

private:
    GameRef m_ref;
};

} // namespace nkb::ui
