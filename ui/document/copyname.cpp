#include "ui/document/copyname.h"

#include "store/engine.h"

#include "tournament/progress.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

namespace nkb::ui {

namespace {

const QString kExtension = QStringLiteral(".bonaken");

bool finalHasResult(const Tournament &t)
{
    for (const GameResult &g : t.games)
        if (g.round == kFinalRound && g.finished)
            return true;
    return false;
}

} // namespace

QString withBonakenExtension(const QString &target)
{
    if (target.endsWith(kExtension, Qt::CaseInsensitive))
        return target;
    return target + kExtension;
}

QString proposedCopyPath(const QString &path, const Tournament &t)
{
    const QFileInfo file(path);
    // A tournament on a venue server: named after its database, copied into the home folder.
    const bool server = store::isServerLocation(path.toStdString());
    QString base = server ? QUrl(path).path().mid(1) : file.fileName();
    if (base.endsWith(kExtension, Qt::CaseInsensitive))
        base.chop(kExtension.size());
    static const QRegularExpression earlier(QStringLiteral("-(na-ronde-\\d+|na-finale|kopie)$"));
    base.remove(earlier);
    if (base.isEmpty())
        base = QStringLiteral("toernooi");

    const int current = currentRound(t);
    const int complete = current == kFinalRound ? t.info.rounds : current - 1;
    QString suffix;
    if (current == kFinalRound && finalHasResult(t))
        suffix = QStringLiteral("-na-finale");
    else if (complete >= 1)
        suffix = QStringLiteral("-na-ronde-%1").arg(complete);
    else
        suffix = QStringLiteral("-kopie");
    return (server ? QDir::home() : file.dir()).filePath(base + suffix + kExtension);
}

} // namespace nkb::ui
