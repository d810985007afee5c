#!/usr/bin/env bash
# nk-bonaken for Windows, built here: nk-bonaken.exe and nk-bonaken-cli.exe against Qt 6.4.2 for
# MinGW-w64 (scripts/windows-qt.sh: built once, then from the cache), every DLL and plugin they need
# beside them (installer/windows/deploy.cmake), then the Dutch NSIS installer
# nk-bonaken-<version>-setup.exe and a portable nk-bonaken-<version>-windows.zip of the same files.
# The first run builds Qt for Windows (about 17 minutes on two cores; it says so and shows progress)
# and libssh2 for publishing over SFTP (scripts/windows-libssh2.sh, half a minute), OpenSSL and libpq
# for results stations on PostgreSQL (scripts/windows-libpq.sh, 3 to 5 minutes) and Qt's PostgreSQL
# driver on them (scripts/windows-qt-psql.sh, a quarter of a minute).
# Usage: scripts/windows-package.sh [BUILD_DIR]     (default: build-windows; results in BUILD_DIR/dist)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="${1:-build-windows}"
start=$SECONDS

bash scripts/apt-need.sh cmake ninja-build g++-mingw-w64-x86-64-posix wine64 nsis zip \
  nlohmann-json3-dev qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
prefixes="$(bash scripts/windows-prepare.sh | tail -n 6)"
eval "$prefixes" # QT, QRENCODE, LIBSSH2, CURL, LIBPQ, QTPSQL
[ -n "$QT" ] && [ -n "$QTPSQL" ] || { echo "scripts/windows-prepare.sh gaf geen mappen" >&2; exit 1; }
qt_done=$SECONDS

# The sample tournament is made at build time by the Windows tool itself, under Wine, in a prefix
# of the build's own (created once; two Wines creating one prefix at once fail).
export WINEPREFIX="$PWD/$BUILD/wine" WINEDEBUG=-all
mkdir -p "$WINEPREFIX"
[ -f "$WINEPREFIX/system.reg" ] || /usr/lib/wine/wine64 wineboot --init >/dev/null 2>&1 || true

echo "== nk-bonaken for Windows (MinGW-w64, Qt from $QT)"
# -O2, not Release's -O3: GCC 12 warns a false -Wrestrict inside std::string at -O3 (GCC bug
# 105329), which warnings-as-errors would turn into a failure (as in scripts/windows-core.sh).
# Configured again when any prefix it is built against changed (a new cache key, or a build folder
# from before one of them).
if [ ! -f "$BUILD/build.ninja" ] || [ "$(cat "$BUILD/nkb-prefixes" 2>/dev/null)" != "$prefixes" ]; then
  rm -f "$BUILD/CMakeCache.txt" # what CMake found in the old prefixes is cached there
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-qt.cmake \
    -DCMAKE_PREFIX_PATH="$QT;$QRENCODE" -DCMAKE_FIND_ROOT_PATH="$QT;$QRENCODE" -DNKB_LIBSSH2_PREFIX="$LIBSSH2" \
    -DNKB_LIBPQ_PREFIX:PATH="$LIBPQ" -DNKB_QT_PSQL_PREFIX:PATH="$QTPSQL" -DNKB_CURL_PREFIX:PATH="$CURL" \
    -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DNKB_BUILD_TESTS=OFF -DNKB_BUILD_BENCH=OFF -DNKB_WERROR=ON \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" >"$BUILD/configure.log" 2>&1 ||
    { tail -40 "$BUILD/configure.log"; exit 1; }
  echo "$prefixes" >"$BUILD/nkb-prefixes"
fi
cmake --build "$BUILD" -j"$(nproc)"
built=$SECONDS

echo "== The installed folder, the installer and the portable zip"
VERSION="$(sed -n 's/^project(nk-bonaken VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)"
DIST="$PWD/$BUILD/dist"
STAGE="$DIST/NK Bonaken"
rm -rf "$DIST"
mkdir -p "$DIST"
cmake --install "$BUILD" --prefix "$STAGE" --strip >/dev/null
# Nothing may come from a Linux path at run time: every DLL an .exe or .dll of the folder imports
# is either in the folder or part of Windows itself.
python3 scripts/windows-dlls.py "$STAGE"

SETUP="$DIST/nk-bonaken-$VERSION-setup.exe"
ZIP="$DIST/nk-bonaken-$VERSION-windows.zip"
# The licence page: the Dutch explanation, then the licence itself (only its English text is the
# licence); UTF-8 with its mark and Windows line ends, as NSIS reads a text in a Unicode installer.
LICENCE="$DIST/licentie.txt"
{ printf '\xef\xbb\xbf'; cat installer/windows/licentie.txt "$STAGE/share/nk-bonaken/LICENSE.txt"; } |
  sed 's/\r*$/\r/' >"$LICENCE"
# Authenticode: the programs first, then makensis signs the uninstaller and the installer it makes
# (scripts/windows-sign.sh: the Stichting's certificate from the environment, else a test one).
export NKB_SIGN_TEST_DIR="$PWD/$BUILD/signing"
bash scripts/windows-sign.sh "$STAGE/bin/nk-bonaken.exe" "$STAGE/bin/nk-bonaken-cli.exe"
SIGN="bash $PWD/scripts/windows-sign.sh"
(cd installer/windows && makensis -V2 -DVERSION="$VERSION" -DSTAGE="$STAGE" -DLICENCE="$LICENCE" -DOUTFILE="$SETUP" \
  -DSIGN="$SIGN" nk-bonaken.nsi)
bash scripts/windows-sign.sh --verify "$STAGE/bin/nk-bonaken.exe" "$STAGE/bin/nk-bonaken-cli.exe" "$SETUP"
WINGET="$(bash scripts/windows-winget.sh "$VERSION" "$SETUP" "$DIST/winget")"
(cd "$DIST" && zip -qr9 "$ZIP" "NK Bonaken")
echo "== Windows: Qt ready in $((qt_done - start)) s, programs built in $((built - qt_done)) s, packed in $((SECONDS - built)) s"
echo "== Signed (osslsigncode verify: ok): both programs, the uninstaller and the installer; winget manifest in $WINGET"
ls -l "$SETUP" "$ZIP" | awk '{ printf "%s  %.1f MB\n", $NF, $5 / 1048576 }'
