#include "ui/widgets/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace nkb::ui::settings {

namespace {
const QString kRecent = QStringLiteral("bestand/recent");
const QString kLastDir = QStringLiteral("bestand/map");
const QString kOpenFile = QStringLiteral("bestand/open");
const QString kOpenName = QStringLiteral("bestand/opennaam");
const QString kBackupDir = QStringLiteral("backup/map");
const QString kImportPresent = QStringLiteral("import/meteenaanwezig");
const QString kPdfDir = QStringLiteral("pdf/map");
} // namespace

QStringList recentFiles() { return QSettings().value(kRecent).toStringList(); }

void addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecent, list);
    setLastDirectory(QFileInfo(absolute).absolutePath());
}

QString lastDirectory() { return QSettings().value(kLastDir, QDir::homePath()).toString(); }

void setLastDirectory(const QString &dir) { QSettings().setValue(kLastDir, dir); }

OpenFile openFile()
{
    const QSettings s;
    return {s.value(kOpenFile).toString(), s.value(kOpenName).toString()};
}

void setOpenFile(const OpenFile &file)
{
    QSettings s;
    s.setValue(kOpenFile, QFileInfo(file.path).absoluteFilePath());
    s.setValue(kOpenName, file.name);
}

void clearOpenFile(const QString &path)
{
    QSettings s;
    if (s.value(kOpenFile).toString() != QFileInfo(path).absoluteFilePath())
        return;
    s.remove(kOpenFile);
    s.remove(kOpenName);
}

QString backupDirectory()
{
    const QString fallback =
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath(QStringLiteral("back-ups"));
    return QSettings().value(kBackupDir, fallback).toString();
}

void setBackupDirectory(const QString &dir) { QSettings().setValue(kBackupDir, dir); }

bool importPresent() { return QSettings().value(kImportPresent, false).toBool(); }

void setImportPresent(bool present) { QSettings().setValue(kImportPresent, present); }

QString pdfDirectory() { return QSettings().value(kPdfDir).toString(); }

void setPdfDirectory(const QString &dir) { QSettings().setValue(kPdfDir, dir); }

ServerFields lastServer()
{
    const QSettings s;
    ServerFields f;
    f.host = s.value(QStringLiteral("server/host"), QStringLiteral("localhost")).toString();
    f.port = s.value(QStringLiteral("server/poort"), 5433).toInt(); // scripts/venue-server.sh's own cluster
    f.database = s.value(QStringLiteral("server/database"), QStringLiteral("nk2026")).toString();
    f.user = s.value(QStringLiteral("server/gebruiker"), QStringLiteral("station")).toString();
    f.station = s.value(QStringLiteral("server/station")).toString();
    f.caFile = s.value(QStringLiteral("server/ca")).toString();
    return f;
}

bool hasLastServer() { return !QSettings().value(QStringLiteral("server/host")).toString().isEmpty(); }

void setLastServer(const ServerFields &f)
{
    QSettings s;
    s.setValue(QStringLiteral("server/host"), f.host);
    s.setValue(QStringLiteral("server/poort"), f.port);
    s.setValue(QStringLiteral("server/database"), f.database);
    s.setValue(QStringLiteral("server/gebruiker"), f.user);
    s.setValue(QStringLiteral("server/station"), f.station);
    s.setValue(QStringLiteral("server/ca"), f.caFile);
}

} // namespace nkb::ui::settings
