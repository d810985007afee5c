# Cross-compiling the plain C++ core for Windows with MinGW-w64 (Debian g++-mingw-w64-x86-64-posix)
# and running its tests under Wine: scripts/windows-core.sh. Not for the Qt parts (Debian has no
# Qt for MinGW); installer/README.md says how the real Windows build is made.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
# Programs from the build machine; libraries from the MinGW root; header-only packages (Catch2 v2,
# nlohmann_json) are the same files on both, so their CMake configs may come from the host.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
# One self-contained .exe per test: no libstdc++/winpthread DLLs to find under Wine.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
# ctest and catch_discover_tests run the tests through Wine.
find_program(NKB_WINE NAMES wine64 wine PATHS /usr/lib/wine) # Debian 12: wine64 lives in /usr/lib/wine
if(NKB_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${NKB_WINE})
endif()
