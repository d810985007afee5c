#!/usr/bin/env bash
# Publishing over SFTP from the Windows build: tests/publish (all but the faults, which need POSIX
# sockets of their own) built for Windows against Qt for Windows and the static libssh2 of
# scripts/windows-libssh2.sh, run under Wine against the private sshd of scripts/sftp-test-server.sh.
# The .exe uploads sites that arrive byte for byte and are switched whole, logs in by password, by
# keyboard-interactive and by an ECDSA key, refuses an unpinned or changed host key, ends at once or
# within the bound with a host refusing, unknown or silent (Winsock's connect), and runs the packet
# and Batch cases. Every DLL it imports must be beside it (Qt6Core, Qt6Network for the test's own
# listeners, and the MinGW runtime, as the installed folder has them) or part of Windows
# (scripts/windows-dlls.py).
# Usage: scripts/windows-publish-test.sh [BUILD_DIR]   (default: build-windows; builds in BUILD_DIR/publish-tests)
# Needs root for the sshd (as scripts/test.sh); without it the server cases are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="$(realpath -m "${1:-build-windows}")/publish-tests"
start=$SECONDS
bash scripts/apt-need.sh cmake ninja-build g++-mingw-w64-x86-64-posix wine64 catch2 nlohmann-json3-dev \
  qt6-base-dev qt6-tools-dev qt6-l10n-tools python3
prefixes="$(bash scripts/windows-prepare.sh | tail -n 6)"
eval "$prefixes" # QT, QRENCODE, LIBSSH2, CURL, LIBPQ, QTPSQL
fail() { echo "FOUT (windows-publish-test): $*" >&2; exit 1; }

echo "== tests/publish for Windows (MinGW-w64, libssh2 from $LIBSSH2)"
if [ ! -f "$BUILD/build.ninja" ] || [ "$(cat "$BUILD/nkb-prefixes" 2>/dev/null)" != "$prefixes" ]; then
  mkdir -p "$BUILD"
  rm -f "$BUILD/CMakeCache.txt" # what CMake found in the old prefixes is cached there
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-qt.cmake \
    -DCMAKE_PREFIX_PATH="$QT;$QRENCODE" -DCMAKE_FIND_ROOT_PATH="$QT;$QRENCODE" -DNKB_LIBSSH2_PREFIX="$LIBSSH2" \
    -DNKB_CURL_PREFIX:PATH="$CURL" -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DNKB_BUILD_TESTS=ON -DNKB_TEST_DIRS=publish -DNKB_BUILD_BENCH=OFF -DNKB_WERROR=ON \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" >"$BUILD/configure.log" 2>&1 ||
    { tail -40 "$BUILD/configure.log"; exit 1; }
  echo "$prefixes" >"$BUILD/nkb-prefixes"
fi
grep -q "NKB_PUBLISH_HAS_SSH=1" "$BUILD/build.ninja" ||
  fail "de Windows-build heeft geen libssh2 (NKB_PUBLISH_HAS_SSH ontbreekt)"
cmake --build "$BUILD" --target test_publish -j"$(nproc)"
built=$SECONDS

TESTS="$BUILD/tests/publish"
EXE="$TESTS/test_publish.exe"
cp "$QT/bin/Qt6Core.dll" "$QT/bin/Qt6Network.dll" "$LIBPQ/bin/libcrypto-3-x64.dll" "$LIBPQ/bin/libssl-3-x64.dll" "$TESTS/"
for dll in libstdc++-6.dll libgcc_s_seh-1.dll; do cp "$(x86_64-w64-mingw32-g++-posix -print-file-name=$dll)" "$TESTS/"; done
cp /usr/x86_64-w64-mingw32/lib/libwinpthread-1.dll "$TESTS/"
WINEPREFIX="$(mktemp -d)"
export WINEPREFIX WINEDEBUG=-all
/usr/lib/wine/wine64 wineboot --init >/dev/null 2>&1 || true
echo "   test_publish.exe imports: $(x86_64-w64-mingw32-objdump -p "$EXE" | sed -n 's/.*DLL Name: //p' | tr '\n' ' ')"
python3 scripts/windows-dlls.py "$TESTS"

echo "== Under Wine, against the private sshd"
# The server's folders as the .exe sees them: Wine's drive Z: is the Unix root.
status=0
bash scripts/sftp-test-server.sh run bash -c '
  for v in NKB_TEST_SFTP_ROOT NKB_TEST_SFTP_KEY_ROOT NKB_TEST_SFTP_KEYFILE; do
    [ -n "${!v:-}" ] && export "$v=Z:${!v}"
  done
  cd "$(dirname "$1")" && timeout 600 /usr/lib/wine/wine64 "$1" --warn NoAssertions --durations yes' _ "$EXE" \
  >"$BUILD/wine-test.log" 2>&1 || status=$?
tr -d '\r' <"$BUILD/wine-test.log" | grep -v "^$" | tail -n 40
/usr/lib/wine/wineserver -k >/dev/null 2>&1 || true
/usr/lib/wine/wineserver -w >/dev/null 2>&1 || true
rm -rf "$WINEPREFIX" 2>/dev/null || true
if grep -q "skipped" "$BUILD/wine-test.log" && [ "$status" = 77 ]; then
  echo "== Windows publish test: the server cases skipped (no sshd without root)"
elif [ "$status" != 0 ]; then
  fail "test_publish.exe onder Wine: zie $BUILD/wine-test.log"
fi
grep -q "All tests passed" "$BUILD/wine-test.log" || [ "$status" = 77 ] || fail "geen 'All tests passed' in $BUILD/wine-test.log"
echo "== Windows publish test: built in $((built - start)) s, run under Wine in $((SECONDS - built)) s"
