// The tournament's rule set (issue 36), in the tournament row's rules (migration 8): changed as
// one undoable change while no result is stored; the decision is core/tournament's rulesChange.
#include "store/storeimpl.h"

#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

namespace nkb {

using namespace store;

namespace {

std::size_t firstEntryCount(const store::Connection &c)
{
    return static_cast<std::size_t>(c.scalar("SELECT COUNT(*) FROM first_entries").toLongLong());
}

} // namespace

StoreResult<std::string> TournamentStore::setRules(const std::string &name)
{
    return d->transaction<std::string>([&]() -> StoreResult<std::string> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        const auto change = rulesChange(t, name, firstEntryCount(*d));
        if (!change)
            return refused(change.error());
        const std::string stored = change->name();
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("UPDATE tournament SET rules = ?", {q(stored)});
        d->audit("Spelregels: " + change->title() + " (was " + rulesTitle(t.info) + ")", inverse);
        return stored;
    });
}

std::optional<StoreError> TournamentStore::Impl::undoChangesRules(const json &inverse) const
{
    // The tournament row as the undo would put it back: a change of its rule set is asked like
    // any other (a change made before the first result must not be taken back after it).
    for (const auto &scope : inverse) {
        if (!scope.is_object() || scope.value("table", std::string()) != "tournament" || !scope.contains("rows"))
            continue;
        for (const auto &row : scope["rows"]) {
            if (!row.is_object() || !row.contains("rules") || !row["rules"].is_string())
                continue;
            const Tournament t = load();
            const std::string before = row["rules"].get<std::string>();
            if (before == t.info.rules)
                continue;
            const auto change = rulesChange(t, before, firstEntryCount(*this));
            if (!change)
                return refused(change.error());
        }
    }
    return std::nullopt;
}

} // namespace nkb
