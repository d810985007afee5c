#include <cstdlib>

#if defined(NKB_WIDGETS_TEST)
#include <QApplication>
#elif defined(NKB_GUI_TEST)
#include <QGuiApplication>
#elif defined(NKB_CORE_APP_TEST)
#include <QCoreApplication>
#endif

int catch_run(int argc, char **argv);

int main(int argc, char **argv)
{
#ifdef NKB_GUI_TEST
    // catch_discover_tests runs the binary without the test environment: stay headless.
#ifdef _WIN32
    if (!std::getenv("QT_QPA_PLATFORM"))
        _putenv_s("QT_QPA_PLATFORM", "offscreen");
#else
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
#endif
#endif
    // Qt 6.6 and later load no SQL driver without an application object: Debian 13's Qt 6.8 said
    // "QSqlDatabase requires a QCoreApplication" and found no SQLite, so every test binary that
    // uses Qt has one from the start, before any fixture opens a store: widgets for the window's
    // tests, a GUI application for the papers' (fonts), a core one for the rest.
#if defined(NKB_WIDGETS_TEST)
    QApplication app(argc, argv);
#elif defined(NKB_GUI_TEST)
    QGuiApplication app(argc, argv);
#elif defined(NKB_CORE_APP_TEST)
    QCoreApplication app(argc, argv);
#endif
    return catch_run(argc, argv);
}
