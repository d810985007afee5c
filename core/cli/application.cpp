#include "cli/application.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <clocale>

namespace nkb::cli {

std::unique_ptr<QCoreApplication> application(bool gui)
{
    if (QCoreApplication::instance())
        return nullptr;
    static int argc = 1;
    static char name[] = "nk-bonaken-cli";
    static char *argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (gui) {
        // Offscreen, so printing works on a machine without a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Without a session (cron, ssh, a container) Qt warns "XDG_RUNTIME_DIR not set" on stderr;
        // a private directory of our own (mode 0700, removed at exit) keeps the output clean.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            static QTemporaryDir runtimeDir(QDir::tempPath() + QStringLiteral("/nk-bonaken-cli-XXXXXX"));
            if (runtimeDir.isValid())
                qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir.path()));
        }
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    // Qt sets the C library's locale from the environment; numbers the CLI writes stay "1.5", as
    // they were without an application object, under a Dutch locale too.
    std::setlocale(LC_NUMERIC, "C");
    return app;
}

} // namespace nkb::cli
