// The players' list imported in one change: the whole file, or the rows the director kept
// (item 6), checked in at once or "aangemeld" until the door.
#include "store/storeimpl.h"

#include "tournament/csv.h"
#include "tournament/limits.h"

namespace nkb {

using namespace store;

StoreResult<std::vector<Player>> TournamentStore::importPlayersCsv(const std::string &csvText, KnownNames known)
{
    PlayerImport how;
    how.known = known;
    auto report = importPlayers(csvText, how);
    if (!report)
        return report.error();
    return std::move(report).value().added;
}

StoreResult<TournamentStore::ImportReport> TournamentStore::importPlayers(const std::string &csvText,
                                                                          const PlayerImport &how)
{
    auto read = readPlayersCsv(csvText);
    if (!read)
        return refused(read.error().message);
    return d->transaction<ImportReport>([&]() -> StoreResult<ImportReport> {
        if (auto e = d->needTournament())
            return *e;
        const Tournament t = d->load();
        ImportReport report;
        // A bad row refuses the whole file unless it is left out (in the preview, or all of them).
        for (const RowProblem &problem : read->problems) {
            if (how.skipRows.count(problem.row) || how.skipBadRows)
                report.skipped.push_back(problem);
            else
                return refused(problem.message);
        }
        int next = d->nextStartNumber();
        int known = 0;
        // Names by hash, each normalised once: comparing every row with every player normalised
        // both names of each pair, and a list of 10,000 took seconds.
        const NameIndex stored(t.players);
        NameIndex inFile;
        for (const auto &row : read->rows) {
            const std::string at = "Rij " + std::to_string(row.row) + ": ";
            if (how.skipRows.count(row.row)) {
                report.skipped.push_back({row.row, at + "overgeslagen (\"" + row.name + "\").", row.name, row.club});
                continue;
            }
            std::optional<std::string> bad;
            if (auto e = checkPlayerFields(row.name, row.club, row.categories))
                bad = at + *e;
            else if (const NameIndex::Named *existing = stored.find(row.name)) {
                if (how.known == KnownNames::Skip) {
                    ++known;
                    report.skipped.push_back({row.row,
                                              at + "\"" + existing->name + "\" is er al (startnummer " +
                                                  std::to_string(existing->startNumber) + ").",
                                              row.name, row.club});
                    continue;
                }
                bad = at + "er is al een speler \"" + existing->name + "\" (startnummer " +
                      std::to_string(existing->startNumber) + ").";
            } else if (const NameIndex::Named *earlier = inFile.add(nfc(row.name), next)) {
                bad = at + "\"" + row.name + "\" staat al in het bestand (\"" + earlier->name + "\").";
            }
            if (bad) {
                if (!how.skipBadRows)
                    return refused(*bad);
                report.skipped.push_back({row.row, *bad, row.name, row.club});
                continue;
            }
            Player p;
            p.startNumber = next++;
            p.name = nfc(row.name);
            p.club = row.club;
            p.categories = row.categories;
            p.present = how.present;
            p.personId = newPersonId();
            report.added.push_back(std::move(p));
        }
        if (report.added.empty())
            return refused(known > 0 && known == static_cast<int>(report.skipped.size())
                               ? "Alle " + std::to_string(known) + " spelers in het bestand zijn er al."
                           : report.skipped.empty() ? std::string("Het bestand bevat geen spelers.")
                                                    : "Er blijft geen speler over om te importeren (" +
                                                          std::to_string(report.skipped.size()) + " rijen overgeslagen).");
        // The whole file or nothing: decided before the first row is written.
        if (auto e = checkPlayerCount(t.players.size(), report.added.size(), true))
            return refused(*e);
        json inverse = json::array();
        for (const Player &p : report.added) {
            inverse.push_back(d->snapshot("players", {{"start_number", p.startNumber}}));
            inverse.push_back(d->snapshot("player_categories", {{"start_number", p.startNumber}}));
            d->insertPlayer(p);
        }
        const std::size_t left = report.skipped.size() - static_cast<std::size_t>(known);
        d->audit("Spelers geïmporteerd: " + std::to_string(report.added.size()) + " (startnummers " +
                     std::to_string(report.added.front().startNumber) + "–" +
                     std::to_string(report.added.back().startNumber) + ")" +
                     (known > 0 ? "; " + std::to_string(known) + " al aanwezig" : "") +
                     (left > 0 ? "; " + std::to_string(left) + " rijen overgeslagen" : "") +
                     (how.present ? "" : "; aangemeld, nog niet aanwezig"),
                 inverse);
        return report;
    });
}

} // namespace nkb
