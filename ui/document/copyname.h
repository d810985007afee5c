#pragma once
// "Opslaan als kopie": the name a copy gets. The director keeps a copy after each round, so the
// proposal says which round the copy holds (NK-2026-na-ronde-3.bonaken), and whatever she types,
// the copy ends in .bonaken so that the program finds it again.
#include "tournament/tournament.h"

#include <QString>

namespace nkb::ui {

// The proposed full path of a copy of the tournament at path: beside it, named after the last
// complete round ("-na-ronde-N"), "-na-finale" once the final has its result, "-kopie" before any
// round is complete. A suffix from an earlier copy is replaced, not repeated.
[[nodiscard]] QString proposedCopyPath(const QString &path, const Tournament &t);
// target with ".bonaken" added unless it already ends so (in any case).
[[nodiscard]] QString withBonakenExtension(const QString &target);

} // namespace nkb::ui
