#!/usr/bin/env bash
# libcurl for Windows (x86_64 MinGW-w64), static, for publishing the website over FTPS
# (core/publish/ftps*), built here from Debian 12's own source, once: curl 7.88.1 with Debian's
# patches, on the OpenSSL of scripts/windows-libpq.sh, as Debian's libcurl4-openssl-dev is: the
# same TLS, certificate details (CURLOPT_CERTINFO) and key pinning (CURLOPT_PINNEDPUBLICKEY) on
# both systems. Only what publishing needs: FTP(S) and HTTP(S); no zlib, IDN, LDAP or the curl
# program. Prints the install prefix on its last line; cached by the source's SHA-256, this script,
# the toolchain file and the OpenSSL prefix. The prefix has the static libcurl, OpenSSL's import
# libraries beside it (the DLLs ship with the program) and the licence in share/.
# Usage: scripts/windows-curl.sh OPENSSL_PREFIX   (cache: $NKB_CACHE, default ~/.cache/nk-bonaken)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
CURL_VERSION=7.88.1
CURL_DEBIAN=7.88.1-10+deb12u15 # a Debian update: change it here (and the sums below)
CURL_SHA256=cdb38b72e36bc5d33d5b8810f8018ece1baa29a8f215b4495e495ded82bbf3c7
CURL_DEBIAN_SHA256=961b78bc48492c5693e4decb352ddd176f343260a8956f48b2887874048ef23b
OPENSSL="${1:?Gebruik: scripts/windows-curl.sh OPENSSL_PREFIX (scripts/windows-libpq.sh)}"
[ -f "$OPENSSL/lib/libssl.dll.a" ] || { echo "Geen OpenSSL voor Windows in $OPENSSL" >&2; exit 1; }
. scripts/windows-lib.sh
cached_prefix "curl-$CURL_VERSION-mingw64" "$OPENSSL" scripts/windows-curl.sh
bash scripts/apt-need.sh cmake ninja-build gcc-mingw-w64-x86-64-posix dpkg-dev patch xz-utils >&2
start=$SECONDS
WORK="$CACHE/curl-$CURL_VERSION-work"
rm -rf "$WORK" "$PREFIX"
echo "== curl $CURL_VERSION for Windows from Debian's source, on OpenSSL" >&2
debian_sources "$WORK" "curl=$CURL_DEBIAN"
check "$WORK/download/curl_$CURL_VERSION.orig.tar.gz" "$CURL_SHA256"
check "$WORK/download/curl_$CURL_DEBIAN.debian.tar.xz" "$CURL_DEBIAN_SHA256"
SRC="$WORK/curl-$CURL_VERSION"
tar -C "$WORK" -xzf "$WORK/download/curl_$CURL_VERSION.orig.tar.gz"
tar -C "$SRC" -xJf "$WORK/download/curl_$CURL_DEBIAN.debian.tar.xz"
debian_patches "$SRC"

off=()
for proto in DICT FILE GOPHER IMAP LDAP LDAPS MQTT POP3 RTSP SMB SMTP TELNET TFTP; do off+=("-DCURL_DISABLE_$proto=ON"); done
cmake -S "$SRC" -B "$WORK/build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/mingw-w64.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_FIND_ROOT_PATH="/usr/x86_64-w64-mingw32;$OPENSSL" \
  -DBUILD_SHARED_LIBS=OFF -DBUILD_CURL_EXE=OFF -DBUILD_TESTING=OFF -DCURL_USE_OPENSSL=ON -DCURL_USE_SCHANNEL=OFF \
  -DOPENSSL_ROOT_DIR="$OPENSSL" -DOPENSSL_INCLUDE_DIR="$OPENSSL/include" \
  -DOPENSSL_CRYPTO_LIBRARY="$OPENSSL/lib/libcrypto.dll.a" -DOPENSSL_SSL_LIBRARY="$OPENSSL/lib/libssl.dll.a" \
  -DLIB_EAY="$OPENSSL/lib/libcrypto.dll.a" -DSSL_EAY="$OPENSSL/lib/libssl.dll.a" \
  -DCURL_USE_LIBSSH2=OFF -DCURL_USE_LIBSSH=OFF -DUSE_LIBIDN2=OFF -DUSE_NGHTTP2=OFF -DCURL_ZLIB=OFF \
  -DCURL_BROTLI=OFF -DCURL_ZSTD=OFF -DENABLE_MANUAL=OFF -DCURL_CA_BUNDLE=none -DCURL_CA_PATH=none \
  "${off[@]}" >"$WORK/configure.log" 2>&1 || { tail -30 "$WORK/configure.log" >&2; exit 1; }
grep -q 'Enabled SSL backends: *OpenSSL' "$WORK/configure.log" ||
  { grep -i 'ssl' "$WORK/configure.log" >&2; echo "curl vond OpenSSL niet" >&2; exit 1; }
cmake --build "$WORK/build" -j"$JOBS" >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log" >&2; exit 1; }
cmake --install "$WORK/build" >/dev/null
rm -rf "$PREFIX/share/man" "$PREFIX/lib/cmake" "$PREFIX/lib/pkgconfig" "$PREFIX/bin"
cp "$OPENSSL/lib/libssl.dll.a" "$OPENSSL/lib/libcrypto.dll.a" "$PREFIX/lib/"
mkdir -p "$PREFIX/share"
cp "$SRC/COPYING" "$PREFIX/share/LICENSE-curl.txt"
touch "$PREFIX/.complete"
echo "== curl for Windows built in $((SECONDS - start)) s: $PREFIX" >&2
echo "$PREFIX"
