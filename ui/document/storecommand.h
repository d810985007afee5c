#pragma once
// Base of every edit: redo() runs the store's command, undo() asks the store to revert exactly the
// audit entry that command wrote (never another station's or another table's later change; the
// store refuses when a later change touched the same rows).
#include "store/storeresult.h"
#include "tournament/entries.h"

#include <QUndoCommand>

#include <optional>
#include <utility>

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
    void markDone(long long entry)
    {
        m_done = true;
        m_entry = entry;
    }
    void redo() override;
    void undo() override;
    // The referee chose to replace another station's entry of this game (ui/stations/otherstation.h).
    void replaceOtherStation() { m_otherStation = OtherStation::Replace; }
    // The one game this command writes when it writes nothing else (a game entered, its gifts
    // kept, a game wiped): the window then reads back that game, not the whole tournament.
    [[nodiscard]] virtual std::optional<GameRef> onlyGame() const { return std::nullopt; }
    // What the store said beside "done", for the status bar (double entry: "Eerste invoer
    // opgeslagen; wacht op de tweede invoer door een ander station."); empty mostly.
    [[nodiscard]] const QString &note() const { return m_note; }

protected:
    [[nodiscard]] TournamentDocument *document() const { return m_document; }
    [[nodiscard]] OtherStation otherStation() const { return m_otherStation; }
    // Sets note() from a stored game: a first entry of double entry waits for its second.
    void noteEntered(const EnteredGame &entered);
    void setNote(const QString &note) { m_note = note; }

private:
    TournamentDocument *m_document;
    bool m_done{false};
    long long m_entry{0}; // the store's audit entry of the last perform
    OtherStation m_otherStation{OtherStation::Refuse};
    QString m_note;
};

// What perform() gives for the store's answer: nullopt when done, else why not. `then` takes the
// answer's value when done (to keep it, or to say it in note()); a refusal passes it by.
template <typename T> [[nodiscard]] std::optional<StoreError> performed(const StoreResult<T> &answer)
{
    if (!answer)
        return answer.error();
    return std::nullopt;
}
template <typename T, typename Then>
[[nodiscard]] std::optional<StoreError> performed(StoreResult<T> &&answer, Then &&then)
{
    if (!answer)
        return answer.error();
    std::forward<Then>(then)(std::move(answer).value());
    return std::nullopt;
}

} // namespace nkb::ui
