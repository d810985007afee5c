#pragma once
// What a store operation gives back: a value, or a Dutch message saying why not. A refused input
// (exit 1 on the command line) changes nothing; an unusable file (exit 2) is left untouched.
#include "gamefile/entrycomparison.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace nkb {

struct StoreError {
    // Why not, in the ways a caller answers differently. Refused, OtherStation, DiffersFromFirst
    // and AlreadyStored changed nothing because of what the tournament holds (exit 1 on the command
    // line); Unusable and ServerLost because the file or the server could not do it (exit 2).
    enum class Kind {
        Refused,          // a rule or the tournament's state refused it; `rule` names the rule
        OtherStation,     // another station stored this game already (or has it in progress): the
                          // message says who and when; OtherStation::Replace replaces it
        DiffersFromFirst, // double entry: this entry differs from the first station's; `comparison`
                          // holds the differences, Replace makes this entry stand (the settlement)
        AlreadyStored,    // the same change (its key, TournamentStore::setChangeKey) was stored by
                          // an earlier try whose answer was lost: done, and not done twice
        Conflict,         // the write built on a stored state of the game (GameEntry::basis) that is
                          // not the one stored now: nothing changed, the caller reads it again
        Unusable,         // the file or the server refused it (damaged, full, busy); nothing changed
        ServerLost,       // the server could not be reached; nothing was written (or, after a lost
                          // COMMIT, not known yet): the same change can be given again
        Withdrawn,        // entry at the table: the table's code the write came with was withdrawn
                          // (GameEntry::codeGeneration); nothing changed
    };
    Kind kind{Kind::Refused};
    int rule{0};         // reglement rule number when a game rule refused it, else 0
    std::string message; // Dutch, for the director
    std::string detail;  // the database's own words, for a "Details" button or a log; may be empty
    std::optional<EntryComparison> comparison{}; // with DiffersFromFirst

    [[nodiscard]] bool unusable() const { return kind == Kind::Unusable || kind == Kind::ServerLost; }
    [[nodiscard]] bool serverLost() const { return kind == Kind::ServerLost; }
    [[nodiscard]] bool alreadyStored() const { return kind == Kind::AlreadyStored; }
    // Another station's entry stands in the way (whether or not it differs from this one).
    [[nodiscard]] bool otherStation() const
    {
        return kind == Kind::OtherStation || kind == Kind::DiffersFromFirst;
    }
};

[[nodiscard]] inline StoreError refused(std::string message, int rule = 0)
{
    return StoreError{StoreError::Kind::Refused, rule, std::move(message), {}};
}
[[nodiscard]] inline StoreError unusable(std::string message)
{
    return StoreError{StoreError::Kind::Unusable, 0, std::move(message), {}};
}

template <typename T> class StoreResult {
  public:
    StoreResult(T value) : m_v(std::move(value)) {}          // NOLINT(google-explicit-constructor)
    StoreResult(StoreError error) : m_v(std::move(error)) {} // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_v); }
    [[nodiscard]] T &value() & { return std::get<0>(m_v); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_v)); }
    [[nodiscard]] const T *operator->() const { return &value(); }
    [[nodiscard]] const T &operator*() const & { return value(); }
    [[nodiscard]] const StoreError &error() const { return std::get<1>(m_v); }

  private:
    std::variant<T, StoreError> m_v;
};

// Done, or why not.
using StoreStatus = std::optional<StoreError>;

} // namespace nkb
