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

// Done when the file is a tournament file of this or an older schema version, whole, with the
// schema its version promises and values in their bounds; else why not (unusable), in Dutch.
// `shown` is the file's name as the message quotes it.
[[nodiscard]] StoreStatus probeFile(const QString &file, const std::string &shown, const ProbeOptions &options);

} // namespace nkb::store
