#pragma once
// Base of every edit: redo() runs the store's command, undo() asks the store to revert its last
// change. The store keeps one audit entry per command, so the two stacks stay in step as long as
// every edit goes through TournamentDocument::execute().
#include "store/storeresult.h"

#include <QUndoCommand>

#include <optional>

namespace nkb {
class TournamentStore;
}

namespace nkb::ui {

class TournamentDocument;

class StoreCommand : public QUndoCommand {
public:
    StoreCommand(TournamentDocument *document, const QString &text);

    // Runs the store command: nullopt when done, else why not (nothing changed then).
    [[nodiscard]] virtual std::optional<StoreError> perform(TournamentStore &store) = 0;

    // The first redo() after execute() only records that it has already been done.
    void markDone() { m_done = true; }
    void redo() override;
    void undo() override;

protected:
    [[nodiscard]] TournamentDocument *document() const { return m_document; }

private:
    TournamentDocument *m_document;
    bool m_done{false};
};

} // namespace nkb::ui
