#pragma once
// What the venue web shows: the tournament as read at one moment, with a number that moves with
// every change another station makes (the pages' ETag), and when it was read.
#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <memory>
#include <string>
#include <vector>

namespace nkb::web {

struct Snapshot {
    Tournament tournament;
    std::uint64_t version{0}; // 1 for the first read; counts the changes seen since the server started
    long long changeId{0};    // the audit number of the latest change read (TournamentStore::latestChangeId)
    std::int64_t readAt{0};   // Unix seconds
    std::string salt;         // random per server start: a restarted server never answers 304 wrongly
    // The tournament's time (the round clocks': the server's on a server) less this computer's, in
    // seconds: the pages give a round's end in the time of the computer that serves them.
    std::int64_t clockSkew{0};
    // Entry at the table (tableaccess.h): the tournament's secret for the table codes (empty where
    // the feed's role may not read it, a projector's on a server: then no code opens anything) and
    // the generation of every table whose code was withdrawn. In memory only, never on a page.
    QByteArray tableSecret;
    std::map<std::pair<int, int>, int> tableGenerations;
    // Double entry: the games (round, table, game) whose first entry waits for the second, so that a
    // table's phone after "Spel klaar" goes on with the next game instead of the same one again.
    std::set<std::tuple<int, int, int>> firstEntries;
    // The pages for the published website (staticsite.h) instead of the venue's: links between
    // files ("speler-12.html"), no script, no clock, no search; the tournament is the published
    // view already (a player marked "niet publiceren" by his initials).
    bool published{false};
    // The published archive: a person's other years ("2025 · plaats 12" -> "../2025/speler-7.html"), by
    // person id, for the player pages of those carried over from another year.
    struct YearLink {
        QString label;
        QString href;
    };
    std::map<std::string, std::vector<YearLink>> otherYears;
    // What the check on open found wrong in the tournament (TournamentStore::findings, issue 39):
    // every page says so, and the klassement and the final's standing are not shown.
    std::vector<std::string> findings;
};

// The pages' ETag: one per version of the tournament (a page's content follows from it and its address).
[[nodiscard]] inline std::string etagOf(const Snapshot &s)
{
    return '"' + std::to_string(s.version) + '-' + s.salt + '"';
}

using SnapshotPtr = std::shared_ptr<const Snapshot>;

} // namespace nkb::web
