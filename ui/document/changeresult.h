#pragma once
// What TournamentDocument::execute() (and executeAsking) gives back: the change was done, or why
// not, in one of the ways a caller answers differently: refused (with the rule and the Dutch
// text), another station's entry of the game, a second entry that differs from the first (double
// entry), or the server out of reach (nothing written; the same change can be sent again).
#include "store/storeresult.h"

#include <QString>

#include <optional>

namespace nkb::ui {

class ChangeResult {
  public:
    enum class Kind { Done, Refused, OtherStation, DiffersFromFirst, ServerLost };

    ChangeResult() = default; // done
    // Refused by the store: its kind follows from the store's refusal.
    ChangeResult(StoreError refusal, QString text)
        : m_kind(kindOf(refusal)), m_text(std::move(text)), m_refusal(std::move(refusal))
    {
    }
    // Refused here, without a word from the store (a question answered "stop", a change asked
    // while the previous one is still on its way).
    ChangeResult(Kind kind, QString text) : m_kind(kind), m_text(std::move(text)) {}

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] bool done() const { return m_kind == Kind::Done; }
    [[nodiscard]] bool serverLost() const { return m_kind == Kind::ServerLost; }
    // Why not, in Dutch (empty when done).
    [[nodiscard]] const QString &text() const { return m_text; }
    // The reglement's rule that refused it, or 0.
    [[nodiscard]] int rule() const { return m_refusal ? m_refusal->rule : 0; }
    // The store's own refusal (another station's entry, the comparison of a differing entry).
    [[nodiscard]] const std::optional<StoreError> &refusal() const { return m_refusal; }

  private:
    static Kind kindOf(const StoreError &e)
    {
        switch (e.kind) {
        case StoreError::Kind::ServerLost:
            return Kind::ServerLost;
        case StoreError::Kind::DiffersFromFirst:
            return Kind::DiffersFromFirst;
        case StoreError::Kind::OtherStation:
            return Kind::OtherStation;
        case StoreError::Kind::Refused:
        case StoreError::Kind::AlreadyStored:
        case StoreError::Kind::Conflict:
        case StoreError::Kind::Unusable:
        case StoreError::Kind::Withdrawn:
            break;
        }
        return Kind::Refused;
    }

    Kind m_kind{Kind::Done};
    QString m_text;
    std::optional<StoreError> m_refusal;
};

} // namespace nkb::ui
