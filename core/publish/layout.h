#pragma once
// The names of the published site on the host (see publish.h), and which generations an upload
// removes: plain functions, tested without a server.
//   BASE/<tree>              -> .nkb/<tree>-<n>      the symlink a visitor goes through
//   BASE/.nkb/<tree>-<n>                             generation n
//   BASE/.<tree>.nieuw, BASE/.<tree>.oud             the symlink before it is switched in, and
//                                                    the old one during the fallback's two renames
//   BASE/<dir>/.<name>.nieuw                         a root file before it is renamed onto its name
#include <QString>

#include <optional>
#include <vector>

namespace nkb::publish::layout {

inline constexpr char kGenerations[] = ".nkb";

// "BASE/path", where an empty BASE is the login folder and "/" the root.
[[nodiscard]] QString join(const QString &base, const QString &path);
// The folder as the uploader uses it: no trailing '/', "." when empty, "~/www" as "www".
[[nodiscard]] QString normalisedBase(const QString &directory);

// "2026-3"
[[nodiscard]] QString generationFolder(const QString &tree, int generation);
// The symlink's text for generation n, relative to BASE: ".nkb/2026-3".
[[nodiscard]] QString linkTarget(const QString &tree, int generation);
// n of a folder in BASE/.nkb that is a generation of `tree`, else nullopt (another tree's, or not ours).
[[nodiscard]] std::optional<int> generationOf(const QString &tree, const QString &folderName);
// n of the symlink's text when it is one of ours, else nullopt (a link someone else made).
[[nodiscard]] std::optional<int> generationOfLink(const QString &tree, const QString &target);

// ".2026.nieuw", "css/.nkb.css.nieuw": in the same folder as `path`, starting with '.'.
[[nodiscard]] QString temporaryName(const QString &path);
// ".2026.oud": the old symlink while the fallback switches in two renames.
[[nodiscard]] QString asideName(const QString &path);

// Before an upload, with `current` the generation the symlink points to (0: none): those no
// visitor can be reading, the leftovers of an upload cut before its switch.
[[nodiscard]] std::vector<int> halfWritten(const std::vector<int> &generations, int current);
// After switching from `previous` to `next`: every other generation. The previous one stays for a
// visitor who was just then reading it; it goes at the next upload.
[[nodiscard]] std::vector<int> outdated(const std::vector<int> &generations, int previous, int next);

} // namespace nkb::publish::layout
