#include <cstdlib>

int catch_run(int argc, char **argv);

int main(int argc, char **argv)
{
#ifdef NKB_GUI_TEST
    // catch_discover_tests runs the binary without the test environment: stay headless.
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
#endif
    return catch_run(argc, argv);
}
