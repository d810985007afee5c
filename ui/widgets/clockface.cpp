#include "ui/widgets/clockface.h"

#include "tournament/tournament.h"

#include <QCoreApplication>

namespace nkb::ui {

QString clockFaceText(const ClockView &view)
{
    if (view.state == ClockState::NotStarted)
        return {};
    const QString round = view.round == kFinalRound
                              ? QCoreApplication::translate("ClockFace", "Finale")
                              : QCoreApplication::translate("ClockFace", "Ronde %1").arg(view.round);
    const QString left = QString::fromStdString(clockText(view.remainingSeconds));
    switch (view.state) {
    case ClockState::Time:
        return QCoreApplication::translate("ClockFace", "%1 — Tijd!").arg(round);
    case ClockState::Done:
        return QCoreApplication::translate("ClockFace", "%1 — afgelopen").arg(round);
    case ClockState::Paused:
        return QCoreApplication::translate("ClockFace", "%1 — %2 (pauze)").arg(round, left);
    default:
        return QStringLiteral("%1 — %2").arg(round, left);
    }
}

QString clockFaceStyle(ClockState state)
{
    switch (state) {
    case ClockState::Warning:
        return QStringLiteral("color: #7a4100; background: #ffd75e; padding: 4px;");
    case ClockState::Time:
        return QStringLiteral("color: white; background: #c0392b; padding: 4px;");
    case ClockState::Paused:
        return QStringLiteral("color: #555555; background: #e6e6e6; padding: 4px;");
    default:
        return QStringLiteral("padding: 4px;");
    }
}

} // namespace nkb::ui
