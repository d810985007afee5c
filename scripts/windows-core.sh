#!/usr/bin/env bash
# The plain C++ core (rules, draw, gamefile, tournament) cross-compiled for Windows with MinGW-w64
# and its tests run under Wine, so a Windows-only break fails CI. The Qt parts are not
# built here: Debian has no Qt for MinGW (installer/README.md).
# Usage: scripts/windows-core.sh [BUILD_DIR] [extra cmake args...]   (default: build-win)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="${1:-build-win}"
shift || true
start=$SECONDS

bash scripts/apt-need.sh cmake ninja-build g++-mingw-w64-x86-64-posix wine64 catch2 nlohmann-json3-dev

echo "== MinGW-w64 build of the plain core"
# -O2, not Release's -O3: GCC 12 warns a false -Wrestrict inside std::string at -O3 (GCC bug 105329),
# which warnings-as-errors would turn into a failure of code that is fine.
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake -DNKB_WITH_QT=OFF \
    -DNKB_BUILD_BENCH=OFF -DNKB_WERROR=ON -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" "$@"
fi
cmake --build "$BUILD" -j"$(nproc)"
built=$SECONDS

echo "== Its tests under Wine"
WINEPREFIX="$(mktemp -d)"
export WINEPREFIX WINEDEBUG=-all
# The prefix is made once before the tests run side by side (two Wines making it at once fail).
/usr/lib/wine/wine64 wineboot --init >/dev/null 2>&1 || true
(cd "$BUILD" && ctest --output-on-failure -j"$(nproc)")
# The prefix goes once its wineserver has stopped: it still writes there after the tests (seen:
# "rm: cannot remove …: Directory not empty" failed a CI run whose tests had all passed).
/usr/lib/wine/wineserver -k >/dev/null 2>&1 || true
/usr/lib/wine/wineserver -w >/dev/null 2>&1 || true
rm -rf "$WINEPREFIX" 2>/dev/null || { sleep 2; rm -rf "$WINEPREFIX" || echo "(de Wine-map $WINEPREFIX bleef staan)"; }
echo "== Windows core: built in $((built - start)) s, tested in $((SECONDS - built)) s"
