#pragma once
// No silent overwrite (issue 11): when the store refuses a game because another station stored it
// already or has it in progress, the referee is shown who and when (and what it stored) and
// chooses: replace it with what she typed, or stop and keep the other station's entry.
#include <QString>

#include <functional>

namespace nkb {
struct StoreError;
}

namespace nkb::ui {

class StoreCommand;

// Asks the question for `refusal`; true (and the command set to replace) when she chose to
// replace; when she stopped, the refusal becomes a short confirmation (she has read the rest).
// Never asks under the offscreen platform (tests answer through setReplaceQuestion).
bool replaceOtherStation(StoreError &refusal, StoreCommand *command);

// Who answers the question: by default a message box on the active window; a test gives its own.
using ReplaceQuestion = std::function<bool(const QString &message)>;
void setReplaceQuestion(ReplaceQuestion question);

} // namespace nkb::ui
