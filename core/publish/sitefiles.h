#pragma once
// A website as files: what core/web's static site makes and what the uploader sends. Paths are
// relative, with '/' between folders ("2026/klassement.html"); no "..", no leading '/'.
#include <QByteArray>
#include <QString>

#include <vector>

namespace nkb::publish {

struct SiteFile {
    QString path;
    QByteArray bytes;
    friend bool operator==(const SiteFile &, const SiteFile &) = default;
};

using SiteFiles = std::vector<SiteFile>;

// A path a site may hold: relative, '/'-separated, every part of letters, digits, '-', '_' and '.'
// none of them empty or starting with '.'. The uploader refuses any other before it connects.
[[nodiscard]] bool isSitePath(const QString &path);

// What one upload publishes under the host's folder: `tree` ("2026") is replaced as a whole (a
// reader sees the old tree or the new one, never a mix), then each of `rootFiles` ("index.html" of
// the archive, "nkb.css") is replaced on its own.
struct Upload {
    QString tree;
    SiteFiles treeFiles; // paths relative to the tree
    SiteFiles rootFiles; // paths relative to the host's folder
};

} // namespace nkb::publish
