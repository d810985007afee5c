#include "log/log.h"

#include "log/logfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QMutex>
#include <QRegularExpression>
#include <QStandardPaths>

#include <exception>
#include <memory>

namespace nkb::log {

// Silent by default (QtCriticalMsg): start() lets info and up through.
Q_LOGGING_CATEGORY(store, "nkb.store", QtCriticalMsg)
Q_LOGGING_CATEGORY(stations, "nkb.stations", QtCriticalMsg)
Q_LOGGING_CATEGORY(backups, "nkb.backups", QtCriticalMsg)
Q_LOGGING_CATEGORY(web, "nkb.web", QtCriticalMsg)
Q_LOGGING_CATEGORY(ui, "nkb.ui", QtCriticalMsg)
Q_LOGGING_CATEGORY(publish, "nkb.publish", QtCriticalMsg)

namespace {

QMutex g_mutex; // guards g_file against start()/stop() while another thread logs
std::unique_ptr<LogFile> g_file;
QtMessageHandler g_previous = nullptr;
bool g_installed = false;
thread_local bool t_writing = false; // a warning raised while writing a line is not written again

const char *levelWord(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "debug";
    case QtInfoMsg:
        return "info";
    case QtWarningMsg:
        return "waarschuwing";
    case QtCriticalMsg:
        return "fout";
    case QtFatalMsg:
        return "fataal";
    }
    return "?";
}

bool ours(const char *category)
{
    return category && qstrncmp(category, "nkb.", 4) == 0;
}

QByteArray lineFor(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    QString text = withoutPasswords(message);
    // One entry per line: what follows a newline is indented under it.
    text.replace(QLatin1Char('\n'), QStringLiteral("\n    "));
    const QString category =
        context.category ? QString::fromLatin1(context.category) : QStringLiteral("default");
    return QStringLiteral("%1 %2[%3] %4 %5: %6")
        .arg(QDateTime::currentDateTime().toString(Qt::ISODateWithMs),
             QCoreApplication::applicationName().isEmpty() ? QStringLiteral("nk-bonaken")
                                                           : QCoreApplication::applicationName())
        .arg(QCoreApplication::applicationPid())
        .arg(QLatin1String(levelWord(type)), category, text)
        .toUtf8();
}

void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // Qt's own debug chatter stays on the terminal; ours is in the file only when asked for.
    if (!t_writing && (type != QtDebugMsg || ours(context.category))) {
        t_writing = true;
        {
            const QMutexLocker lock(&g_mutex);
            if (g_file)
                g_file->append(lineFor(type, context, message));
        }
        t_writing = false;
    }
    // The terminal may be kept too (a desktop session's ~/.xsession-errors): no password there either.
    if (g_previous)
        g_previous(type, context, withoutPasswords(message));
}

// An exception nobody caught ends the program: the logbook says what it was before it goes.
std::terminate_handler g_previousTerminate = nullptr;

[[noreturn]] void onTerminate()
{
    QString what = QStringLiteral("onbekende fout");
    if (const std::exception_ptr error = std::current_exception()) {
        try {
            std::rethrow_exception(error);
        } catch (const std::exception &e) {
            what = QString::fromLocal8Bit(e.what());
        } catch (...) {
        }
    }
    qCCritical(ui).noquote() << QStringLiteral("Het programma stopt door een onverwachte fout: %1").arg(what);
    if (g_previousTerminate)
        g_previousTerminate();
    std::abort();
}

} // namespace

QString defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("log"));
}

bool start(const Options &options)
{
    const QString folder = options.folder.isEmpty() ? defaultFolder() : options.folder;
    if (!QDir().mkpath(folder))
        return false;
    {
        const QMutexLocker lock(&g_mutex);
        g_file = std::make_unique<LogFile>(folder, options.maxBytes, options.files);
    }
    if (!g_installed) {
        g_previous = qInstallMessageHandler(handler);
        g_previousTerminate = std::set_terminate(onTerminate);
        g_installed = true;
    }
    // Ours speak from info up; QT_LOGGING_RULES (read after these) can still change that.
    QLoggingCategory::setFilterRules(QStringLiteral("nkb.*.info=true\nnkb.*.warning=true"));
    return true;
}

void stop()
{
    QLoggingCategory::setFilterRules({});
    if (g_installed) {
        qInstallMessageHandler(g_previous);
        std::set_terminate(g_previousTerminate);
        g_previous = nullptr;
        g_installed = false;
    }
    const QMutexLocker lock(&g_mutex);
    g_file.reset();
}

QString currentFile()
{
    const QMutexLocker lock(&g_mutex);
    return g_file ? g_file->path() : QString();
}

QString withoutPasswords(QString text)
{
    // scheme://user:password@host → scheme://user@host; up to the last @ of the address, so a
    // password with an @ in it goes as a whole.
    static const QRegularExpression address(
        QStringLiteral(R"((\b[A-Za-z][A-Za-z0-9+.-]*://[^\s/?#@:"'<>]*):[^\s"'<>]*@)"));
    // password=… in a connection string ('quoted' with \' inside) or an address's query.
    static const QRegularExpression keyword(
        QStringLiteral(R"(((?:password|passwd|pgpassword|wachtwoord)\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&;"']*))"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(address, QStringLiteral("\\1@"));
    text.replace(keyword, QStringLiteral("\\1***"));
    return text;
}

} // namespace nkb::log
