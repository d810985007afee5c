# What the scripts that build a library for Windows from Debian's sources share (sourced by
# windows-qrencode.sh, windows-libpq.sh, windows-libssh2.sh and windows-curl.sh; part of their
# cache keys).

CACHE="${NKB_CACHE:-$HOME/.cache/nk-bonaken}"
JOBS="${NKB_JOBS:-$(nproc)}"

# cached_prefix NAME KEYTEXT SCRIPT: PREFIX=$CACHE/NAME-<key>, the key a digest of KEYTEXT (the
# inputs from outside, such as the OpenSSL prefix), SCRIPT, this file and the toolchain file. When
# that build is complete, prints PREFIX and ends the calling script: nothing to do.
cached_prefix() {
  local key
  key="$( (echo "$2"; cat "$3" scripts/windows-lib.sh cmake/mingw-w64.cmake) | sha256sum | cut -c1-12)"
  PREFIX="$CACHE/$1-$key"
  if [ -f "$PREFIX/.complete" ]; then
    echo "$PREFIX"
    exit 0
  fi
}

# debian_sources WORK PACKAGE=VERSION...: the source packages' files in WORK/download, fetched through
# a deb-src list of WORK's own (the system's sources are never changed). A file apt could not get is
# found missing by check below, with the version named.
debian_sources() {
  local work=$1
  shift
  mkdir -p "$work/apt/lists/partial" "$work/download"
  sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$work/apt/sources.sources"
  local apt=(-o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$work/apt" -o Dir::State::Lists="$work/apt/lists")
  apt-get "${apt[@]}" update -qq >&2
  (cd "$work/download" && apt-get "${apt[@]}" source --download-only "$@" >&2) || true
}

# check FILE SHA256: the file is there and is the one the script was written for.
check() {
  [ -f "$1" ] || { echo "De bron $(basename "$1") is niet te krijgen (is Debian's versie veranderd?)." >&2; exit 1; }
  [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ] || { echo "$(basename "$1"): de controlesom klopt niet." >&2; exit 1; }
}

# debian_patches DIR: Debian's patches to the unpacked source in DIR, in Debian's order (its security
# fixes among them).
debian_patches() {
  (cd "$1" && while read -r p; do
    case "$p" in '' | '#'*) continue ;; esac
    patch -p1 -s <"debian/patches/$p"
  done <debian/patches/series)
}
