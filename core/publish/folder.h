#pragma once
// The website written into a folder of this computer, for a host the program cannot reach (the
// director uploads the folder himself) or for a look before publishing: the same files as an
// upload, laid out as the host shows them (DIR/<tree>/…, DIR/index.html), written so that a folder
// is never half-written: the tree goes to DIR/.<tree>.nieuw first and is then put in place of the
// old one in two renames; each root file through QSaveFile.
#include "publish/sitefiles.h"

#include <QString>

namespace nkb::publish {

struct FolderResult {
    bool ok{false};
    QString message; // Dutch: what was written, or why nothing was
    int files{0};
    qint64 bytes{0};
};

// DIR is made when missing. A folder DIR/<tree> that this program did not write (it has no
// ".nk-bonaken-site" mark) is refused and left alone.
[[nodiscard]] FolderResult writeFolder(const QString &dir, const Upload &site);

// The mark in each tree this program wrote ("nk-bonaken\n").
inline constexpr const char *kTreeMark = ".nk-bonaken-site";

} // namespace nkb::publish
