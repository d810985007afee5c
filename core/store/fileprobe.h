#pragma once
// Looks at an existing tournament file through a read-only connection, before anything may write
// to it: SQLite replays a -wal file and writes our schema into whatever it opens read-write, so a
// file that is not ours must be recognised without that (a refused file stays byte for byte as
// it was).
#include "store/storeresult.h"

#include <QString>

#include <string>

namespace nkb::store {

struct ProbeOptions {
    bool create{false};  // an empty database (no tables) may become a new tournament
    int busyTimeoutMs{10000};
    bool immutable{false}; // in a folder that cannot be written: read without -shm and locks
};

// A file's path as a message quotes it: in quotes, with the platform's separators
// ("C:\Toernooien\NK-2026.bonaken" on Windows, where Qt hands out C:/...).
[[nodiscard]] std::string quotedFile(const std::string &path);

// Done when the file is a tournament file of this or an older schema version, whole, with the
// schema its version promises and values in their bounds; else why not (unusable), in Dutch.
// `shown` is the file's name as the message quotes it.
[[nodiscard]] StoreStatus probeFile(const QString &file, const std::string &shown, const ProbeOptions &options);

// The files this process holds open through SQLite (counted per connection). POSIX record locks
// belong to the process, not to a descriptor: closing any other descriptor of such a file drops
// every lock the process holds on it, the WAL read lock of a connection still reading included.
// Another program may then checkpoint and delete the -wal under it, and this process goes on
// reading an old state (seen: the venue web's pages stood still while the tables' writer, opened
// beside them, had read the file's header with a descriptor of its own and closed it). So a file
// this process holds is never opened but through SQLite, which shares its descriptors.
void holdFile(const QString &file);
void releaseFile(const QString &file);
[[nodiscard]] bool heldFile(const QString &file);

} // namespace nkb::store
