#pragma once
// When a file's checkpoint runs: a stored change copied from the -wal into the .bonaken file
// itself, so that a copy of the bare file holds it. By default at once, before the
// command returns: the command line and the tests see a whole file the moment a command is done.
// The desktop application asks for it beside the window: a connection of its own, in a thread of
// its own, checkpoints while the window redraws, so the window does not wait for the disk (the
// checkpoint's syncs take 10-13 ms a change on a slow disk). The file is whole a few milliseconds
// after the change, long before anyone can copy it. A server needs neither.
namespace nkb::store {

enum class Checkpoint { AtOnce, Beside };

// For files opened after the call.
void setCheckpoint(Checkpoint when);
[[nodiscard]] Checkpoint checkpoint();

} // namespace nkb::store
