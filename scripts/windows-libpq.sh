#!/usr/bin/env bash
# OpenSSL and libpq for Windows (x86_64 MinGW-w64), as DLLs, for results stations on the venue's
# PostgreSQL server (Qt's PostgreSQL driver: scripts/windows-qt-psql.sh) with TLS, built here from
# Debian 12's own sources, once: OpenSSL 3.0 (libcrypto-3-x64.dll, libssl-3-x64.dll) and
# PostgreSQL 15's client library (libpq.dll) on it. Prints the install prefix on its last line;
# cached by the sources' SHA-256 and this script (with the toolchain file), so a second run takes
# a moment. The prefix has include/, lib/ (import libraries), bin/ (the DLLs the package ships)
# and the licences in share/.
# Usage: scripts/windows-libpq.sh      (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
#
# Debian has no MinGW OpenSSL or libpq, but it has their sources (as it had Qt's). The versions are
# bookworm's own (the main suite, which the mirrors keep whole); a Debian update: change them here
# with their sums. OpenSSL's Debian patches concern the Debian system (paths, its own targets, man
# pages), so the upstream release is built as it is; PostgreSQL's Debian patches are applied.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
OPENSSL_VERSION=3.0.20
OPENSSL_DEBIAN=3.0.20-1~deb12u2
OPENSSL_SHA256=c80a01dfc70ece4dc21168932c37739042d404d46ccc81a5986dd75314ecda6f
PG_VERSION=15.18
PG_DEBIAN=15.18-0+deb12u1
PG_SHA256=11df0df97fe3ea4ba9a791faaf39cee1d2fe571e78885b5b55d8517d27c323b4
PG_DEBIAN_SHA256=efe6fc2007229a2cc7b087d75cb1213d49e275ec47c4b896d5e0880b4904f8b3
. scripts/windows-lib.sh
cached_prefix "libpq-$PG_VERSION-openssl-$OPENSSL_VERSION-mingw64" "" scripts/windows-libpq.sh
bash scripts/apt-need.sh gcc-mingw-w64-x86-64-posix make perl bzip2 flex bison dpkg-dev patch >&2
start=$SECONDS
WORK="$CACHE/libpq-work"
rm -rf "$WORK" "$PREFIX"
echo "== OpenSSL $OPENSSL_VERSION and libpq $PG_VERSION for Windows from Debian's sources (3 to 5 minutes on two cores, once)" >&2
debian_sources "$WORK" "openssl=$OPENSSL_DEBIAN" "postgresql-15=$PG_DEBIAN"
check "$WORK/download/openssl_$OPENSSL_VERSION.orig.tar.gz" "$OPENSSL_SHA256"
check "$WORK/download/postgresql-15_$PG_VERSION.orig.tar.bz2" "$PG_SHA256"
check "$WORK/download/postgresql-15_$PG_DEBIAN.debian.tar.xz" "$PG_DEBIAN_SHA256"
tar -C "$WORK" -xzf "$WORK/download/openssl_$OPENSSL_VERSION.orig.tar.gz"
tar -C "$WORK" -xjf "$WORK/download/postgresql-15_$PG_VERSION.orig.tar.bz2"
PG="$WORK/postgresql-$PG_VERSION"
tar -C "$PG" -xJf "$WORK/download/postgresql-15_$PG_DEBIAN.debian.tar.xz"
debian_patches "$PG"

# Progress for the impatient: one line every 100 compiler runs.
progress() { awk '/(gcc|-o ).*\.o/ { n++; if (n % 100 == 0) { print "   " n " bestanden"; fflush() } }' >&2; }

# 1. OpenSSL: shared, no tests, docs or engines; the DLLs are named libcrypto-3-x64.dll and
# libssl-3-x64.dll as in every Windows build of OpenSSL 3.
echo "== OpenSSL $OPENSSL_VERSION" >&2
OSSL="$WORK/openssl-$OPENSSL_VERSION"
(cd "$OSSL" && CC=gcc-posix ./Configure mingw64 --cross-compile-prefix=x86_64-w64-mingw32- \
  --prefix="$PREFIX" --libdir=lib shared no-tests no-engine no-module no-legacy \
  -O2 >"$WORK/openssl-configure.log" 2>&1) ||
  { tail -30 "$WORK/openssl-configure.log" >&2; exit 1; }
# Only the DLLs and their import libraries: build_libs would compile every file twice, once more
# for the static libraries nothing here uses.
(cd "$OSSL" && { make build_generated && make -j"$JOBS" libcrypto.dll.a libssl.dll.a; } 2>&1 |
  tee "$WORK/openssl-build.log" | progress) || true
[ -f "$OSSL/libssl-3-x64.dll" ] ||
  { grep -m5 -B2 -A8 'error:\|Error ' "$WORK/openssl-build.log" >&2 || tail -30 "$WORK/openssl-build.log" >&2; exit 1; }
mkdir -p "$PREFIX/include/openssl" "$PREFIX/lib" "$PREFIX/bin"
cp "$OSSL"/include/openssl/*.h "$PREFIX/include/openssl/"
cp "$OSSL/libcrypto.dll.a" "$OSSL/libssl.dll.a" "$PREFIX/lib/"
cp "$OSSL/libcrypto-3-x64.dll" "$OSSL/libssl-3-x64.dll" "$PREFIX/bin/"

# 2. libpq on it: PostgreSQL's configure for the Windows host, then only what libpq needs
# (src/port, src/common, the client library and its headers). Windows' own winsock, secur32
# (SSPI) and crypt32 (the certificate store) as vcpkg's MinGW build links them.
echo "== libpq $PG_VERSION" >&2
(cd "$PG" && ./configure --host=x86_64-w64-mingw32 CC=x86_64-w64-mingw32-gcc-posix \
  --prefix="$PREFIX" --with-ssl=openssl --without-readline --without-zlib --without-icu \
  --without-ldap --without-gssapi --disable-nls \
  CPPFLAGS="-I$PREFIX/include" LDFLAGS="-L$PREFIX/lib" >"$WORK/pg-configure.log" 2>&1) ||
  { tail -30 "$WORK/pg-configure.log" >&2; exit 1; }
(cd "$PG" && { make -C src/port -j"$JOBS" && make -C src/common -j"$JOBS" &&
  make -C src/interfaces/libpq -j"$JOBS"; } 2>&1 | tee "$WORK/pg-build.log" | progress) || true
[ -f "$PG/src/interfaces/libpq/libpq.dll" ] ||
  { grep -m5 -B2 -A8 'error:\|Error ' "$WORK/pg-build.log" >&2 || tail -30 "$WORK/pg-build.log" >&2; exit 1; }
(cd "$PG" && make -C src/interfaces/libpq install && make -C src/include install) >"$WORK/pg-install.log" 2>&1 ||
  { tail -30 "$WORK/pg-install.log" >&2; exit 1; }
mkdir -p "$PREFIX/share"
cp "$OSSL/LICENSE.txt" "$PREFIX/share/LICENSE-openssl.txt"
cp "$PG/COPYRIGHT" "$PREFIX/share/LICENSE-postgresql.txt"
# libpq.a is libpq.dll's import library (PostgreSQL's Makefile.shlib on Windows); the DLL itself
# belongs in bin/ only.
rm -rf "$PREFIX/lib/pkgconfig" "$PREFIX/share/doc" "$PREFIX/lib/libpq.dll"
touch "$PREFIX/.complete"
echo "== OpenSSL and libpq for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
