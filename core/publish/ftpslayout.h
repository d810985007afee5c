#pragma once
// The names of the published site on an FTPS host, and what the uploader reads from the server's
// answers: plain functions, tested without a server. FTP makes no symlinks, so the tree a visitor
// goes through is a real folder, replaced in two renames:
//   BASE/<tree>/                     the current generation, with the mark .nk-bonaken-site
//                                    ("nk-bonaken\ngeneratie N\n": ours, and which one)
//   BASE/.nkb/<tree>-<n>/            a generation being written (nobody sees it yet)
//   BASE/.nkb/<tree>-old-<n>/        the generation replaced last, kept for a visitor still in it
//   BASE/<dir>/.<name>.nieuw         a root file before it is renamed onto its name
#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace nkb::publish::ftps {

// One line of a LIST answer (Unix "ls -l" style, or MS-DOS style as IIS writes it).
struct Entry {
    QString name;
    bool folder{false};
    friend bool operator==(const Entry &, const Entry &) = default;
};

// The entries of a LIST answer, without "." and ".."; lines of neither style are left out.
[[nodiscard]] std::vector<Entry> parseList(const QByteArray &listing);

// "2026-old-6"
[[nodiscard]] QString asideFolder(const QString &tree, int generation);
// n of "<tree>-old-<n>", else nullopt.
[[nodiscard]] std::optional<int> asideOf(const QString &tree, const QString &folderName);

// The mark written last into every generation.
[[nodiscard]] QByteArray markText(int generation);
// The generation a mark names: nullopt when it is not NK Bonaken's, 0 when it names none (a folder
// written by "In een map zetten" and uploaded by hand).
[[nodiscard]] std::optional<int> generationInMark(const QByteArray &mark);

// The number of the next generation: above the current one, above every half-written one, and
// with its own aside name free (n-1 above every aside folder's number).
[[nodiscard]] int nextGeneration(int current, const std::vector<int> &written, const std::vector<int> &aside);

// The folder as an absolute path on the server: `base` as the director wrote it (see
// layout::normalisedBase), relative to `entryPath` (where the login started) unless it starts
// with '/'. Empty when it names something an FTP command cannot carry (a line break).
[[nodiscard]] QString absoluteBase(const QString &entryPath, const QString &base);
// An absolute path on the server as the path of an ftp:// URL: "/%2Fwww/x%20y/", every part
// percent-encoded; a trailing '/' kept (a folder).
[[nodiscard]] QByteArray urlPath(const QString &absolutePath);

} // namespace nkb::publish::ftps
