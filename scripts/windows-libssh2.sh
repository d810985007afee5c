#!/usr/bin/env bash
# libssh2 for Windows (x86_64 MinGW-w64), static, for publishing the website over SFTP
# (core/publish), built here from Debian's own source, once: libssh2 1.10.0 with Debian 12's
# patches, on the OpenSSL of scripts/windows-libpq.sh (the DLLs the results stations need anyway),
# as Debian's own libssh2 is on OpenSSL: the same library on both systems. Prints the install
# prefix on its last line; cached by the source's SHA-256, this script, the toolchain file and the
# OpenSSL prefix, so a second run takes a moment. The prefix has the static libssh2, OpenSSL's
# import library libcrypto.dll.a beside it (the DLL ships with the program), and the licence in share/.
# Usage: scripts/windows-libssh2.sh OPENSSL_PREFIX   (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
#
# Why not Windows' own CNG: libssh2 1.10's WinCNG backend knows only the host key methods ssh-rsa
# (SHA-1) and ssh-dss, which OpenSSH has turned off since 8.8; against Debian 12's sshd it fails the
# handshake ("Unable to exchange encryption keys", tried 2026-11-29). On OpenSSL it has ssh-ed25519
# and ecdsa-sha2-nistp256/384/521 host keys and curve25519/ECDH key exchange, as on Linux. (An
# earlier build on mbedTLS had no ed25519.)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
LIBSSH2_VERSION=1.10.0
LIBSSH2_DEBIAN=1.10.0-3+deb12u1 # a Debian security update: change it here (and the sums below)
LIBSSH2_SHA256=2d64e90f3ded394b91d3a2e774ca203a4179f69aebee03003e5a6fa621e41d51
LIBSSH2_DEBIAN_SHA256=e4da32facae7fea48f1ba73ba1a17214ee88863143517bf7e4d58a6149deb792
OPENSSL="${1:?Gebruik: scripts/windows-libssh2.sh OPENSSL_PREFIX (scripts/windows-libpq.sh)}"
[ -f "$OPENSSL/lib/libcrypto.dll.a" ] || { echo "Geen OpenSSL voor Windows in $OPENSSL" >&2; exit 1; }
. scripts/windows-lib.sh
cached_prefix "libssh2-$LIBSSH2_VERSION-mingw64" "$OPENSSL" scripts/windows-libssh2.sh
bash scripts/apt-need.sh cmake ninja-build gcc-mingw-w64-x86-64-posix dpkg-dev patch xz-utils >&2
start=$SECONDS
WORK="$CACHE/libssh2-$LIBSSH2_VERSION-work"
rm -rf "$WORK" "$PREFIX"
echo "== libssh2 $LIBSSH2_VERSION for Windows from Debian's source, on OpenSSL" >&2
# The tarballs are checked against the sums above (apt checks them against the archive's signed
# index as well).
debian_sources "$WORK" "libssh2=$LIBSSH2_DEBIAN"
check "$WORK/download/libssh2_$LIBSSH2_VERSION.orig.tar.gz" "$LIBSSH2_SHA256"
check "$WORK/download/libssh2_$LIBSSH2_DEBIAN.debian.tar.xz" "$LIBSSH2_DEBIAN_SHA256"
tar -C "$WORK" -xzf "$WORK/download/libssh2_$LIBSSH2_VERSION.orig.tar.gz"
tar -C "$WORK/libssh2-$LIBSSH2_VERSION" -xJf "$WORK/download/libssh2_$LIBSSH2_DEBIAN.debian.tar.xz"
debian_patches "$WORK/libssh2-$LIBSSH2_VERSION"

# libssh2 on OpenSSL: static, no zlib (the site's pages are sent as they are), no examples or tests.
mkdir -p "$PREFIX/lib" "$PREFIX/share"
cmake -S "$WORK/libssh2-$LIBSSH2_VERSION" -B "$WORK/build-libssh2" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64.cmake" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
  -DCRYPTO_BACKEND=OpenSSL -DCMAKE_FIND_ROOT_PATH="/usr/x86_64-w64-mingw32;$OPENSSL" -DOPENSSL_ROOT_DIR="$OPENSSL" -DOPENSSL_INCLUDE_DIR="$OPENSSL/include" \
  -DOPENSSL_CRYPTO_LIBRARY="$OPENSSL/lib/libcrypto.dll.a" -DOPENSSL_SSL_LIBRARY="$OPENSSL/lib/libssl.dll.a" \
  -DLIB_EAY="$OPENSSL/lib/libcrypto.dll.a" -DSSL_EAY="$OPENSSL/lib/libssl.dll.a" \
  -DBUILD_SHARED_LIBS=OFF -DBUILD_EXAMPLES=OFF \
  -DBUILD_TESTING=OFF -DENABLE_ZLIB_COMPRESSION=OFF >"$WORK/libssh2-configure.log" 2>&1 ||
  { tail -30 "$WORK/libssh2-configure.log" >&2; exit 1; }
grep -q 'Crypto backend: *OpenSSL\|OpenSSL' "$WORK/libssh2-configure.log" ||
  { tail -30 "$WORK/libssh2-configure.log" >&2; echo "libssh2 vond OpenSSL niet" >&2; exit 1; }
cmake --build "$WORK/build-libssh2" -j"$JOBS" >"$WORK/libssh2-build.log" 2>&1 ||
  { tail -30 "$WORK/libssh2-build.log" >&2; exit 1; }
cmake --install "$WORK/build-libssh2" >/dev/null
rm -rf "$PREFIX/share/doc" "$PREFIX/share/man" "$PREFIX/lib/cmake" "$PREFIX/lib/pkgconfig"
# What the program links: libssh2 (static), OpenSSL's crypto (libcrypto-3-x64.dll, shipped with the
# results stations' libpq) and Windows' own winsock.
cp "$OPENSSL/lib/libcrypto.dll.a" "$PREFIX/lib/"
cp "$WORK/libssh2-$LIBSSH2_VERSION/COPYING" "$PREFIX/share/LICENSE-libssh2.txt"
touch "$PREFIX/.complete"
echo "== libssh2 for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
