#include <cstdlib>

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
    return catch_run(argc, argv);
}
