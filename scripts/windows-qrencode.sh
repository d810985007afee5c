#!/usr/bin/env bash
# libqrencode for Windows (x86_64 MinGW-w64), a DLL (its licence is the LGPL 2.1: a library the user
# may replace) built here from Debian's own source of qrencode (its upstream tarball), once, for the QR codes of the venue web's address
# (core/report/qrcode.cpp). Prints the install prefix on its last line; cached by the version and
# this script, so a second run takes a moment.
# Usage: scripts/windows-qrencode.sh      (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
VERSION=4.1.1
. scripts/windows-lib.sh
cached_prefix "qrencode-$VERSION-mingw64" "$VERSION" scripts/windows-qrencode.sh
bash scripts/apt-need.sh cmake ninja-build gcc-mingw-w64-x86-64-posix dpkg-dev bzip2 >&2
WORK="$CACHE/qrencode-$VERSION-work"
rm -rf "$WORK"
echo "== libqrencode $VERSION for Windows from Debian's source" >&2
# Only the upstream tarball is needed (Debian's packaging is not built here); it is checked against
# the SHA-256 the source package's .dsc gives for it.
debian_sources "$WORK" "qrencode=$VERSION-1"
ORIG="$WORK/download/qrencode_$VERSION.orig.tar.bz2"
DSC="$WORK/download/qrencode_$VERSION-1.dsc"
[ -f "$ORIG" ] && [ -f "$DSC" ] || { echo "De bron van qrencode $VERSION is niet te krijgen." >&2; exit 1; }
want="$(awk '/^Checksums-Sha256:/ { on = 1; next } on && /orig\.tar/ { print $1; exit }' "$DSC")"
[ "$(sha256sum "$ORIG" | cut -d' ' -f1)" = "$want" ] || { echo "qrencode: de controlesom klopt niet." >&2; exit 1; }
tar -C "$WORK" -xjf "$ORIG"
cmake -S "$WORK/qrencode-$VERSION" -B "$WORK/build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON -DWITH_TOOLS=NO -DWITH_TESTS=NO -DWITHOUT_PNG=ON \
  -DCMAKE_INSTALL_PREFIX="$PREFIX" >"$WORK/configure.log" 2>&1 || { tail -30 "$WORK/configure.log" >&2; exit 1; }
cmake --build "$WORK/build" >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log" >&2; exit 1; }
cmake --install "$WORK/build" >/dev/null
mkdir -p "$PREFIX/share" "$PREFIX/bin"
mv "$PREFIX/lib/libqrencode.dll" "$PREFIX/bin/" # qrencode installs its DLL beside the import library
cp "$WORK/qrencode-$VERSION/COPYING" "$PREFIX/share/LICENSE-qrencode.txt"
touch "$PREFIX/.complete"
echo "$PREFIX"
