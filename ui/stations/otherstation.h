#pragma once
// No silent overwrite: when the store refuses a game because another station stored it
// already or has it in progress, the referee is shown who and when (and what it stored) and
// chooses: replace it with what she typed, or stop and keep the other station's entry.
#include "ui/document/changeresult.h"

#include <QString>

#include <functional>
#include <string>

namespace nkb {
struct StoreError;
}

namespace nkb::ui {

class StoreCommand;
class TournamentDocument;

// Runs the change `make` gives through document.execute() and asks the referee what the store
// cannot decide alone: another station's entry of the game (replace it?), or a second entry of
// double entry that differs from the first (which one stands?). The answer is carried out under
// the same change key. Returns what execute() returns: done, else why not (when she stopped, a
// short confirmation of the question's kind).
ChangeResult executeAsking(TournamentDocument &document, const std::function<StoreCommand *()> &make,
                      const std::string &changeKey = {});

// Asks the question for `refusal`; true (and the command set to replace) when she chose to
// replace; when she stopped, the refusal becomes a short confirmation (she has read the rest).
// Asked as the Question "replaceOtherStation" on the active window.
bool replaceOtherStation(StoreError &refusal, StoreCommand *command);

} // namespace nkb::ui
