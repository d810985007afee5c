#!/usr/bin/env bash
# libssh2 for Windows (x86_64 MinGW-w64), static, for publishing the website over SFTP
# (core/publish), built here from Debian's own sources, once: libssh2 1.10.0 with Debian 12's
# patches, on mbedTLS 2.28 (Debian's source too; its crypto part only, static). Prints the install
# prefix on its last line; cached by the sources' SHA-256 and this script (with the toolchain file),
# so a second run takes a moment. The prefix has lib/pkgconfig/libssh2.pc for the program's build
# (PKG_CONFIG_LIBDIR, scripts/windows-package.sh) and the two licences in share/.
# Usage: scripts/windows-libssh2.sh      (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
#
# Why mbedTLS and not Windows' own CNG: libssh2 1.10's WinCNG backend knows only the host key
# methods ssh-rsa (SHA-1) and ssh-dss, which OpenSSH has turned off since 8.8; against Debian 12's
# sshd it fails the handshake ("Unable to exchange encryption keys", tried 2026-11-29 with a server
# offering rsa, ecdsa and ed25519 keys). With mbedTLS it has ecdsa-sha2-nistp256/384/521 host keys
# and ECDH key exchange, which OpenSSH hosts offer by default. Not ssh-ed25519 (1.10 has that only
# on OpenSSL): a host with only an ed25519 key is refused with the usual "not an SFTP server" text.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
LIBSSH2_VERSION=1.10.0
LIBSSH2_DEBIAN=1.10.0-3+deb12u1 # a Debian security update: change it here (and the sums below)
LIBSSH2_SHA256=2d64e90f3ded394b91d3a2e774ca203a4179f69aebee03003e5a6fa621e41d51
LIBSSH2_DEBIAN_SHA256=e4da32facae7fea48f1ba73ba1a17214ee88863143517bf7e4d58a6149deb792
MBEDTLS_VERSION=2.28.3
MBEDTLS_DEBIAN=2.28.3-1
MBEDTLS_SHA256=3b4953aa55a681e084d31892d9904cc5328d6b4958ea57b90ae4b4f94ae69a8d
CACHE="${NKB_CACHE:-$HOME/.cache/nk-bonaken}"
JOBS="${NKB_JOBS:-$(nproc)}"
KEY="$(cat scripts/windows-libssh2.sh cmake/mingw-w64.cmake | sha256sum | cut -c1-12)"
PREFIX="$CACHE/libssh2-$LIBSSH2_VERSION-mingw64-$KEY"
if [ -f "$PREFIX/.complete" ]; then
  echo "$PREFIX"
  exit 0
fi
bash scripts/apt-need.sh cmake ninja-build gcc-mingw-w64-x86-64-posix dpkg-dev patch python3 xz-utils >&2
start=$SECONDS
WORK="$CACHE/libssh2-$LIBSSH2_VERSION-work"
rm -rf "$WORK" "$PREFIX"
mkdir -p "$WORK/apt/lists/partial" "$WORK/download"
echo "== libssh2 $LIBSSH2_VERSION and mbedTLS $MBEDTLS_VERSION for Windows from Debian's sources" >&2
# A deb-src list of our own: the system's sources are never changed.
sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$WORK/apt/sources.sources"
APT=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$WORK/apt" -o Dir::State::Lists="$WORK/apt/lists")
apt-get "${APT[@]}" update -qq >&2
# The tarballs are checked against the sums above (apt checks them against the archive's signed
# index as well); the .dsc is not needed and the security archive has been seen to lack it.
(cd "$WORK/download" && apt-get "${APT[@]}" source --download-only "libssh2=$LIBSSH2_DEBIAN" "mbedtls=$MBEDTLS_DEBIAN" >&2) || true
check() { # check FILE SHA256
  [ -f "$1" ] || { echo "De bron $(basename "$1") is niet te krijgen (is Debian's versie veranderd?)." >&2; exit 1; }
  [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ] || { echo "$(basename "$1"): de controlesom klopt niet." >&2; exit 1; }
}
check "$WORK/download/libssh2_$LIBSSH2_VERSION.orig.tar.gz" "$LIBSSH2_SHA256"
check "$WORK/download/libssh2_$LIBSSH2_DEBIAN.debian.tar.xz" "$LIBSSH2_DEBIAN_SHA256"
check "$WORK/download/mbedtls_$MBEDTLS_VERSION.orig.tar.gz" "$MBEDTLS_SHA256"
tar -C "$WORK" -xzf "$WORK/download/libssh2_$LIBSSH2_VERSION.orig.tar.gz"
tar -C "$WORK/libssh2-$LIBSSH2_VERSION" -xJf "$WORK/download/libssh2_$LIBSSH2_DEBIAN.debian.tar.xz"
mkdir -p "$WORK/mbedtls"
tar -C "$WORK/mbedtls" --strip-components=1 -xzf "$WORK/download/mbedtls_$MBEDTLS_VERSION.orig.tar.gz"
# Debian's patches to libssh2, in Debian's order (its security fixes among them).
(cd "$WORK/libssh2-$LIBSSH2_VERSION" && while read -r p; do
  [ -n "$p" ] && patch -p1 -s <"debian/patches/$p"
done <debian/patches/series)

# 1. mbedTLS's crypto library, thread-safe as Debian builds it (its random generator is shared by
# the uploads' threads).
MBEDTLS="$WORK/mbedtls"
python3 "$MBEDTLS/scripts/config.py" -f "$MBEDTLS/include/mbedtls/config.h" set MBEDTLS_THREADING_C
python3 "$MBEDTLS/scripts/config.py" -f "$MBEDTLS/include/mbedtls/config.h" set MBEDTLS_THREADING_PTHREAD
cmake -S "$MBEDTLS" -B "$WORK/build-mbedtls" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DENABLE_PROGRAMS=OFF -DENABLE_TESTING=OFF -DUSE_SHARED_MBEDTLS_LIBRARY=OFF \
  -DUSE_STATIC_MBEDTLS_LIBRARY=ON -DMBEDTLS_FATAL_WARNINGS=OFF >"$WORK/mbedtls-configure.log" 2>&1 ||
  { tail -30 "$WORK/mbedtls-configure.log" >&2; exit 1; }
cmake --build "$WORK/build-mbedtls" --target mbedcrypto -j"$JOBS" >"$WORK/mbedtls-build.log" 2>&1 ||
  { tail -30 "$WORK/mbedtls-build.log" >&2; exit 1; }
mkdir -p "$PREFIX/include" "$PREFIX/lib/pkgconfig" "$PREFIX/share"
cp -r "$MBEDTLS/include/mbedtls" "$MBEDTLS/include/psa" "$PREFIX/include/"
cp "$WORK/build-mbedtls/library/libmbedcrypto.a" "$PREFIX/lib/"

# 2. libssh2 on it: static, no zlib (the site's pages are sent as they are), no examples or tests.
# Its FindmbedTLS wants the TLS and X.509 libraries too, which libssh2 does not use: the crypto
# library stands in for them.
CRYPTO="$PREFIX/lib/libmbedcrypto.a"
cmake -S "$WORK/libssh2-$LIBSSH2_VERSION" -B "$WORK/build-libssh2" -G Ninja \
  -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64.cmake" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
  -DCRYPTO_BACKEND=mbedTLS -DMBEDTLS_INCLUDE_DIR="$PREFIX/include" -DMBEDCRYPTO_LIBRARY="$CRYPTO" \
  -DMBEDTLS_LIBRARY="$CRYPTO" -DMBEDX509_LIBRARY="$CRYPTO" -DBUILD_SHARED_LIBS=OFF -DBUILD_EXAMPLES=OFF \
  -DBUILD_TESTING=OFF -DENABLE_ZLIB_COMPRESSION=OFF >"$WORK/libssh2-configure.log" 2>&1 ||
  { tail -30 "$WORK/libssh2-configure.log" >&2; exit 1; }
cmake --build "$WORK/build-libssh2" -j"$JOBS" >"$WORK/libssh2-build.log" 2>&1 ||
  { tail -30 "$WORK/libssh2-build.log" >&2; exit 1; }
cmake --install "$WORK/build-libssh2" >/dev/null
rm -rf "$PREFIX/share/doc" "$PREFIX/share/man" "$PREFIX/lib/cmake"
# What the program links, static: libssh2, mbedTLS's crypto, and Windows' own winsock, CryptoAPI
# (mbedTLS's entropy) and threads (the MinGW runtime's, shipped beside the program already).
cat >"$PREFIX/lib/pkgconfig/libssh2.pc" <<EOF
prefix=$PREFIX
Name: libssh2
Description: libssh2 $LIBSSH2_DEBIAN (Debian's source) on mbedTLS $MBEDTLS_VERSION, static, for MinGW-w64
Version: $LIBSSH2_VERSION
Libs: -L\${prefix}/lib -lssh2 -lmbedcrypto -lws2_32 -ladvapi32 -lpthread
Cflags: -I\${prefix}/include
EOF
cp "$WORK/libssh2-$LIBSSH2_VERSION/COPYING" "$PREFIX/share/LICENSE-libssh2.txt"
cp "$MBEDTLS/LICENSE" "$PREFIX/share/LICENSE-mbedtls.txt"
touch "$PREFIX/.complete"
echo "== libssh2 for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
