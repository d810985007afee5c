# Cross-compiling Qt for Windows and the programs against it (scripts/windows-qt.sh,
# scripts/windows-package.sh) with MinGW-w64 (Debian g++-mingw-w64-x86-64-posix). Unlike
# mingw-w64.cmake (the plain core's tests, one static .exe each), everything here is linked
# against the shared Qt DLLs, so the MinGW runtime is shared too and shipped beside the programs
# (libstdc++-6, libgcc_s_seh-1, libwinpthread-1): one C++ runtime in the process, not one per DLL.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
list(APPEND CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
find_program(NKB_WINE NAMES wine64 wine PATHS /usr/lib/wine)
if(NKB_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${NKB_WINE})
endif()
