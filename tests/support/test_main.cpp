#include <cstdlib>

#ifdef NKB_CORE_APP_TEST
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
#ifdef NKB_CORE_APP_TEST
    // Qt 6.6 and later load no SQL driver without an application object: Debian 13's Qt 6.8 said
    // "QSqlDatabase requires a QCoreApplication" and found no SQLite.
    QCoreApplication app(argc, argv);
#endif
    return catch_run(argc, argv);
}
