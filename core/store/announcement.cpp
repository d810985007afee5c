// The director's announcement (issue 40): one row of meta, each change one undoable change in the
// audit, so every station and the venue web read the same one.
#include "store/storeimpl.h"

#include "rules/textinput.h"
#include "tournament/limits.h"

namespace nkb {

using namespace store;

namespace store {

std::string encodeAnnouncement(const Announcement &a)
{
    return json{{"text", a.text}, {"at", a.at}, {"station", a.station}}.dump();
}

std::optional<Announcement> decodeAnnouncement(const std::string &text)
{
    if (!jsonNestingWithin(text))
        return std::nullopt;
    const json doc = json::parse(text, nullptr, false);
    if (!doc.is_object() || !doc.contains("text") || !doc["text"].is_string())
        return std::nullopt;
    Announcement a;
    a.text = doc["text"].get<std::string>();
    if (doc.contains("at") && doc["at"].is_string())
        a.at = doc["at"].get<std::string>();
    if (doc.contains("station") && doc["station"].is_string())
        a.station = doc["station"].get<std::string>();
    return a;
}

} // namespace store

namespace {

// The announcement standing, from its row (not the whole tournament read for one row).
std::optional<Announcement> standing(const Connection &d)
{
    const QVariant value = d.scalar("SELECT value FROM meta WHERE key = 'announcement'");
    return value.isNull() ? std::nullopt : decodeAnnouncement(s(value.toString()));
}

} // namespace

StoreResult<Announcement> TournamentStore::announce(const std::string &text)
{
    return d->transaction<Announcement>([&]() -> StoreResult<Announcement> {
        if (auto e = d->needTournament())
            return *e;
        if (auto e = checkAnnouncement(text))
            return refused(*e);
        if (const auto now = standing(*d); now && now->text == text)
            return refused("Deze mededeling staat er al.");
        const Announcement a{text, nowIso(), d->station};
        const json inverse = json::array({d->snapshot("meta", {{"key", q("announcement")}})});
        d->exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                {q("announcement"), q(encodeAnnouncement(a))});
        d->audit("Mededeling: " + text, inverse);
        return a;
    });
}

StoreResult<Announcement> TournamentStore::withdrawAnnouncement()
{
    return d->transaction<Announcement>([&]() -> StoreResult<Announcement> {
        if (auto e = d->needTournament())
            return *e;
        const auto now = standing(*d);
        if (!now)
            return refused("Er staat geen mededeling om in te trekken.");
        const json inverse = json::array({d->snapshot("meta", {{"key", q("announcement")}})});
        d->exec("DELETE FROM meta WHERE key = ?", {q("announcement")});
        d->audit("Mededeling ingetrokken: " + now->text, inverse);
        return *now;
    });
}

} // namespace nkb
