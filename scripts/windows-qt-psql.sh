#!/usr/bin/env bash
# Qt's PostgreSQL driver for Windows (plugins/sqldrivers/qsqlpsql.dll) against the Qt for Windows of
# scripts/windows-qt.sh and the libpq of scripts/windows-libpq.sh: Qt's own sqldrivers folder
# built as a project of its own (Qt 6 supports that), so Qt itself is not built again. Prints the
# install prefix on its last line; cached by Qt's and libpq's prefixes and this script.
# Usage: scripts/windows-qt-psql.sh QT_PREFIX LIBPQ_PREFIX   (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
QT="$1"
LIBPQ="$2"
CACHE="${NKB_CACHE:-$HOME/.cache/nk-bonaken}"
JOBS="${NKB_JOBS:-$(nproc)}"
KEY="$( (echo "$QT $LIBPQ"; cat scripts/windows-qt-psql.sh cmake/mingw-w64-qt.cmake) | sha256sum | cut -c1-12)"
PREFIX="$CACHE/qt-psql-mingw64-$KEY"
if [ -f "$PREFIX/.complete" ]; then
  echo "$PREFIX"
  exit 0
fi
start=$SECONDS
WORK="$CACHE/qt-psql-work"
rm -rf "$WORK" "$PREFIX"
mkdir -p "$WORK"
# Qt's source: the one scripts/windows-qt.sh unpacked, or Debian's again (the cache may hold Qt's
# prefix without its work folder).
QTSRC="$CACHE/qt-6.4.2-mingw64-work/qtbase"
if [ ! -f "$QTSRC/src/plugins/sqldrivers/psql/qsql_psql.cpp" ]; then
  mkdir -p "$WORK/apt/lists/partial" "$WORK/download"
  sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$WORK/apt/sources.sources"
  APT=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$WORK/apt" -o Dir::State::Lists="$WORK/apt/lists")
  apt-get "${APT[@]}" update -qq >&2
  (cd "$WORK/download" && apt-get "${APT[@]}" source --download-only qt6-base >&2)
  dpkg-source --no-check -x "$WORK"/download/qt6-base_*.dsc "$WORK/qtbase" >&2
  QTSRC="$WORK/qtbase"
fi
echo "== Qt's PostgreSQL driver for Windows" >&2
cmake -S "$QTSRC/src/plugins/sqldrivers" -B "$WORK/build" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64-qt.cmake" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$QT" -DCMAKE_FIND_ROOT_PATH="$QT;$LIBPQ" -DCMAKE_INSTALL_PREFIX="$PREFIX" \
  -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
  -DPostgreSQL_ROOT="$LIBPQ" -DPostgreSQL_INCLUDE_DIR="$LIBPQ/include" -DPostgreSQL_LIBRARY="$LIBPQ/lib/libpq.a" \
  -DFEATURE_sql_psql=ON -DFEATURE_sql_sqlite=OFF -DFEATURE_sql_odbc=OFF -DFEATURE_sql_mysql=OFF \
  -DFEATURE_sql_ibase=OFF -DFEATURE_sql_oci=OFF -DFEATURE_sql_db2=OFF >"$WORK/configure.log" 2>&1 ||
  { tail -40 "$WORK/configure.log" >&2; echo "configureren mislukt: $WORK/configure.log" >&2; exit 1; }
grep -q 'PostgreSQL .* yes' "$WORK/configure.log" ||
  { grep -i -A2 'postgres' "$WORK/configure.log" >&2; echo "libpq niet gevonden: $WORK/configure.log" >&2; exit 1; }
cmake --build "$WORK/build" -j"$JOBS" >"$WORK/build.log" 2>&1 ||
  { grep -m3 -B2 -A10 'error' "$WORK/build.log" >&2 || tail -30 "$WORK/build.log" >&2; exit 1; }
mkdir -p "$PREFIX/plugins/sqldrivers"
find "$WORK/build" -name 'qsqlpsql.dll' -exec cp {} "$PREFIX/plugins/sqldrivers/" \;
[ -f "$PREFIX/plugins/sqldrivers/qsqlpsql.dll" ] || { echo "qsqlpsql.dll niet gebouwd" >&2; exit 1; }
x86_64-w64-mingw32-strip "$PREFIX/plugins/sqldrivers/qsqlpsql.dll"
touch "$PREFIX/.complete"
echo "== Qt's PostgreSQL driver for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
