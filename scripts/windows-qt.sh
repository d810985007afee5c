#!/usr/bin/env bash
# Qt 6.4.2 for Windows (x86_64 MinGW-w64), built here from Debian's own source package, once.
# Prints the install prefix on its last line. The result is cached in a folder keyed by the Qt
# version, this script and the configure options, so a second run takes a second; the first
# takes about 17 minutes on two cores (1,030 s measured; README, "Windows") and shows its progress.
# Usage: scripts/windows-qt.sh            (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
#
# What Debian gives and what this script adds (docs/toolchain.md, checked on this machine):
# - qt6-base 6.4.2+dfsg source from the machine's own Debian archive, through a deb-src list of the
#   script's own (the system's sources are never changed);
# - the host tools of the same version (moc, rcc, uic from qt6-base-dev-tools: QT_HOST_PATH=/usr);
# - the +dfsg tarball lacks src/3rdparty/sqlite: SQLite is built for Windows from Debian's sqlite3
#   source (its amalgamation) and Qt uses it as the "system" SQLite;
# - features whose sources are dropped or that the program does not use are switched off (OpenGL,
#   D-Bus, tablets/wintab, the other SQL drivers, Concurrent, Xml, Test).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
QT_VERSION=6.4.2
CACHE="${NKB_CACHE:-$HOME/.cache/nk-bonaken}"
JOBS="${NKB_JOBS:-$(nproc)}"

bash scripts/apt-need.sh cmake ninja-build g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix \
  qt6-base-dev qt6-base-dev-tools dpkg-dev xz-utils tcl >&2

# Only the modules the programs use: Core, Gui, Widgets, Sql (+ SQLite driver), PrintSupport and
# Network (for the venue web), with the Windows platform and style plugins. DirectWrite goes with
# Direct2D: Qt 6.4.2's PrintSupport calls a DirectWrite font engine that is only built with Direct2D
# (undefined reference to QWindowsFontEngineDirectWrite::createHFONT); Qt 6.4 draws text with GDI
# by default anyway. OpenGL off takes INPUT_opengl=no as well: FEATURE_opengl alone leaves
# "dynamic OpenGL" on, and the Windows platform plugin then fails to compile (QOpenGLStaticContext).
QT_OPTIONS=(
  -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON -DQT_BUILD_TESTS=OFF -DQT_BUILD_EXAMPLES=OFF
  -DFEATURE_system_sqlite=ON -DFEATURE_sql_psql=OFF -DFEATURE_sql_odbc=OFF -DFEATURE_sql_mysql=OFF
  -DFEATURE_sql_ibase=OFF -DFEATURE_sql_oci=OFF -DFEATURE_sql_db2=OFF
  -DFEATURE_tabletevent=OFF -DINPUT_opengl=no -DFEATURE_opengl=OFF -DFEATURE_opengl_dynamic=OFF
  -DFEATURE_dynamicgl=OFF -DFEATURE_dbus=OFF -DFEATURE_vulkan=OFF
  -DFEATURE_concurrent=OFF -DFEATURE_xml=OFF -DFEATURE_testlib=OFF -DFEATURE_sql_sqlite=ON
  -DFEATURE_printsupport=ON -DFEATURE_network=ON -DFEATURE_openssl=OFF -DFEATURE_schannel=ON
  -DFEATURE_direct2d=OFF -DFEATURE_directwrite=OFF -DFEATURE_jpeg=OFF -DFEATURE_gif=OFF -DFEATURE_system_zlib=OFF
  -DFEATURE_system_png=OFF -DFEATURE_system_freetype=OFF -DFEATURE_system_harfbuzz=OFF
  -DFEATURE_system_pcre2=OFF -DFEATURE_system_jpeg=OFF -DFEATURE_zstd=OFF -DFEATURE_brotli=OFF
  -DFEATURE_glib=OFF -DFEATURE_icu=OFF
)
# The cache key: what changes the result. RECIPE counts changes to the steps below that do (SQLite's
# options, the sources); edits to messages and comments leave the cache as it is.
RECIPE=2
KEY="$( (echo "$QT_VERSION $RECIPE"; printf '%s\n' "${QT_OPTIONS[@]}"; cat cmake/mingw-w64-qt.cmake) | sha256sum | cut -c1-12)"
PREFIX="$CACHE/qt-$QT_VERSION-mingw64-$KEY"
if [ -f "$PREFIX/.complete" ]; then
  echo "== Qt $QT_VERSION for Windows from the cache: $PREFIX" >&2
  echo "$PREFIX"
  exit 0
fi

# Sources and the build tree stay between option changes (a changed option reconfigures and
# rebuilds what it touches); the installed result is per key.
WORK="${NKB_QT_WORK:-$CACHE/qt-$QT_VERSION-mingw64-work}"
mkdir -p "$WORK"
start=$SECONDS
echo "== Qt $QT_VERSION for Windows is not in the cache: building it once (about 17 minutes on two cores)" >&2

# 1. Debian's source packages, through a sources list of our own.
SRCLIST="$WORK/apt"
if [ ! -d "$WORK/qtbase" ] || [ ! -d "$WORK/sqlite3" ]; then
  mkdir -p "$SRCLIST/lists/partial" "$WORK/download"
  sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$SRCLIST/sources.sources"
  APT=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$SRCLIST" -o Dir::State::Lists="$SRCLIST/lists")
  # The sources file must end in .sources inside a "parts" folder for deb822 lines.
  apt-get "${APT[@]}" update -qq >&2
  (cd "$WORK/download" && apt-get "${APT[@]}" source --download-only qt6-base sqlite3 >&2)
  rm -rf "$WORK/qtbase" "$WORK/sqlite3"
  dpkg-source --no-check -x "$WORK"/download/qt6-base_*.dsc "$WORK/qtbase" >&2
  dpkg-source --no-check -x "$WORK"/download/sqlite3_*.dsc "$WORK/sqlite3" >&2
fi

# 2. SQLite for Windows, from the amalgamation Debian's source makes, into a small sysroot: a DLL
# of its own (sqlite3.dll), so that Qt's qsqlite.dll and the program share one SQLite, as on
# Debian, and the program can set SQLite's defences on the driver's connection.
SYSROOT="$WORK/sysroot"
if [ ! -f "$SYSROOT/bin/sqlite3.dll" ]; then
  echo "== SQLite for Windows" >&2
  (cd "$WORK/sqlite3" && { [ -f sqlite3.c ] || { ./configure >/dev/null && make sqlite3.c >/dev/null; }; })
  mkdir -p "$SYSROOT/include" "$SYSROOT/lib" "$SYSROOT/bin"
  # The same compile-time options as Debian's own libsqlite3 where they matter to us.
  x86_64-w64-mingw32-gcc-posix -O2 -c "$WORK/sqlite3/sqlite3.c" -o "$WORK/sqlite3.o" \
    -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_JSON1 -DSQLITE_SECURE_DELETE \
    -DSQLITE_ENABLE_UNLOCK_NOTIFY -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_THREADSAFE=1
  x86_64-w64-mingw32-gcc-posix -shared -static-libgcc -o "$SYSROOT/bin/sqlite3.dll" "$WORK/sqlite3.o" \
    -Wl,--out-implib,"$SYSROOT/lib/libsqlite3.dll.a"
  cp "$WORK/sqlite3/sqlite3.h" "$WORK/sqlite3/sqlite3ext.h" "$SYSROOT/include/"
fi

# 3. Configure and build qtbase with the project's MinGW toolchain file.
BUILD="$WORK/build"
if [ ! -f "$BUILD/build.ninja" ] || [ "$(cat "$BUILD/nkb-key" 2>/dev/null)" != "$KEY" ]; then
  echo "== Configuring qtbase" >&2
  cmake -S "$WORK/qtbase" -B "$BUILD" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64-qt.cmake" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_FIND_ROOT_PATH="/usr/x86_64-w64-mingw32;$SYSROOT" \
    -DSQLite3_INCLUDE_DIR="$SYSROOT/include" -DSQLite3_LIBRARY="$SYSROOT/lib/libsqlite3.dll.a" \
    -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    "${QT_OPTIONS[@]}" >"$WORK/configure.log" 2>&1 ||
    { tail -40 "$WORK/configure.log" >&2; echo "Qt configureren mislukt: $WORK/configure.log" >&2; exit 1; }
  echo "$KEY" >"$BUILD/nkb-key"
fi
echo "== Building qtbase ($(ninja -C "$BUILD" -t targets all 2>/dev/null | grep -c '\.obj:') objects): progress [done/total] below, the compiler's words in $WORK/build.log" >&2
# Ninja's own [n/N] lines, one in fifty, so a long CI log shows it is moving; Qt's own warnings
# go to the log, and its last lines are shown when the build fails.
if ! ninja -C "$BUILD" -j"$JOBS" 2>&1 | tee "$WORK/build.log" |
    awk '/^\[[0-9]+\/[0-9]+\]/ { n++; if (n % 50 == 1) { print $1; fflush() } }' >&2; then
  grep -B2 -A20 -m3 'FAILED\|error:' "$WORK/build.log" >&2 || tail -40 "$WORK/build.log" >&2
  echo "Qt voor Windows bouwen mislukt: $WORK/build.log" >&2
  exit 1
fi
cmake --install "$BUILD" >/dev/null
# SQLite beside Qt: the DLL for deployment, the header and import library for the program's build.
cp "$SYSROOT/bin/sqlite3.dll" "$PREFIX/bin/"
cp "$SYSROOT/include/sqlite3.h" "$SYSROOT/include/sqlite3ext.h" "$PREFIX/include/"
cp "$SYSROOT/lib/libsqlite3.dll.a" "$PREFIX/lib/"
touch "$PREFIX/.complete"
echo "== Qt $QT_VERSION for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
