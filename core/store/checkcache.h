#pragma once
// The check on open, remembered for the command line (issue 39). The check reads every row of a
// tournament (45 ms at 1,000 players) and the command line opens the file for every command. A
// file this program found clean on open, or left clean after its own changes (nobody else wrote
// meanwhile), is not checked again while its bytes are the same: its stamp (device and inode, and
// the size and CRC-32 of the file and of a write-ahead log that holds anything; 2 ms for the
// 4 MB of 1,000 players) is kept in the user's cache. Any change of a byte, by another program, a
// copy over it, the medium itself, changes the stamp. A forger who makes his change keep the
// CRC-32 could as well compute new seals: the seals were never a defence against him
// (docs/decisions.md). The desk and `nk-bonaken-cli check` always read every row. Linux only.
#include <optional>
#include <string>

namespace nkb::store {

// The stamp of a tournament file as it is now; nullopt where there is none (not a regular file,
// not Linux).
[[nodiscard]] std::optional<std::string> fileStamp(const std::string &path);
// Whether this version of the program found or left a file with this stamp clean.
[[nodiscard]] bool checkedClean(const std::string &stamp);
// Remembers it (the last 64 files); a cache that cannot be written is left as it is.
void rememberClean(const std::string &stamp);

} // namespace nkb::store
