#pragma once
// The round clock as the venue pages show it (internal to core/web): which round, and when its time
// is up in the room's time (data-einde, Unix seconds) for the script to count down. The markup
// depends only on the stored clock, never on the moment it is made, so a page keeps its ETag while
// the clock runs.
#include "web/snapshot.h"

#include <QString>

namespace nkb::web {

[[nodiscard]] QString clockBar(const Snapshot &s);

} // namespace nkb::web
