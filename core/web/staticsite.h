#pragma once
// The tournament as a website any web host serves (issue 37): every page that hangs on the wall
// (the overview, the klassement and its categories, the indeling of every round, each player's
// page, the final, the players, the rule set) as plain HTML and CSS without a script, and the
// klassement as CSV and JSON. Made from the venue web's own pages (pages.h) with links between
// files, so the hall and the internet show the same. Nothing that is not on the wall goes out: no
// table codes, no audit, no station names, no e-mail; a player marked "niet publiceren" by his
// initials only.
//
// The archive: every year the director publishes gets a folder of its own ("2026"); the folder
// above holds a front page listing them all. A player carried over from another year (the same
// person id) links to his other years.
#include "publish/folder.h"
#include "publish/sitefiles.h"
#include "tournament/tournament.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace nkb::web {

// "Jan de Vries" -> "J.d.V.": how a player marked "niet publiceren" is named on the site.
[[nodiscard]] std::string initialsOf(const std::string &name);
// The tournament as published: every player marked "niet publiceren" by his initials, without club.
[[nodiscard]] Tournament publishedView(const Tournament &t);

// One year of the archive: the tournament and the folder it is published in.
struct SiteYear {
    QString tree;
    Tournament tournament;
};

// The folder a tournament gets: the year of its date ("2026"), else its name as a file name.
[[nodiscard]] QString siteTree(const TournamentInfo &info);
// The years sorted newest first, each with a folder of its own ("2026", "2026-2" for a second one).
[[nodiscard]] std::vector<SiteYear> archiveOf(std::vector<Tournament> tournaments);

// Every file of one year's folder (paths relative to it). `archive` holds every year published
// (this one too) for the links of players carried over; `madeAt` (Unix seconds) is the
// "Bijgewerkt op" line.
[[nodiscard]] publish::SiteFiles yearFiles(const SiteYear &year, const std::vector<SiteYear> &archive,
                                           std::int64_t madeAt);
// The archive's own files: index.html listing every year (champion, finalists, players), the style
// sheet and the icon.
[[nodiscard]] publish::SiteFiles archiveFiles(const std::vector<SiteYear> &archive, std::int64_t madeAt);

// What one publication sends: the year `tree` of the archive whole, and the archive's front page.
[[nodiscard]] publish::Upload siteUpload(const std::vector<SiteYear> &archive, const QString &tree,
                                         std::int64_t madeAt);

} // namespace nkb::web

namespace nkb::web {

// The archive of `current` and the earlier years' tournament files (each opened read-only, never
// changed; a file that cannot be read is a Dutch refusal in *error, and nullopt).
[[nodiscard]] std::optional<std::vector<SiteYear>> archiveWith(const Tournament &current, const QStringList &earlierFiles,
                                                                QString *error);
// The folder `current` has in that archive.
[[nodiscard]] QString treeOf(const std::vector<SiteYear> &archive, const Tournament &current);

// The whole archive into a folder of this computer (publish/folder.h): every year's folder, then
// the front page; stops at the first refusal.
[[nodiscard]] publish::FolderResult writeSiteFolder(const QString &dir, const std::vector<SiteYear> &archive,
                                                    std::int64_t madeAt);

} // namespace nkb::web
