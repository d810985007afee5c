#!/usr/bin/env bash
# The Linux package as a user gets it: builds the .deb from BUILD_DIR, runs lintian on it
# (no errors allowed), installs it with apt-get like a user would, checks the installed programs
# (--version, the manual pages as man renders them, the English interface without Dutch, the
# read-only sample tournament), the MIME type of a .bonaken file
# and the program that opens it, starts the application on a file under Xvfb (screenshot in
# BUILD_DIR/package-test/), and removes the package again.
# Usage: scripts/package-test.sh [BUILD_DIR]   (default: build; must be configured and built)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="$(realpath "${1:-build}")"
OUT="$BUILD/package-test"
start=$SECONDS

# dpkg-dev: dpkg-shlibdeps for the Depends line; libfile-mimeinfo-perl: the `mimetype` that
# xdg-mime asks outside a desktop (without it, xdg-mime falls back to `file` and sees only SQLite).
bash scripts/apt-need.sh dpkg-dev lintian xdg-utils shared-mime-info libfile-mimeinfo-perl \
  desktop-file-utils appstream xvfb xauth xdotool imagemagick

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
rm -rf "$OUT" && mkdir -p "$OUT"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
fail() { echo "FOUT (package-test): $*" >&2; exit 1; }

echo "== Package: cpack -G DEB"
cmake --build "$BUILD" -j"$(nproc)"
VERSION=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
[ -n "$VERSION" ] || fail "no project version in $BUILD/CMakeCache.txt"
(cd "$BUILD" && rm -f nk-bonaken_*.deb && cpack -G DEB >"$OUT/cpack.log") || { cat "$OUT/cpack.log"; fail "cpack"; }
DEB=$(ls "$BUILD"/nk-bonaken_"$VERSION"_*.deb)
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'

echo "== lintian (errors fail; warnings and info are listed)"
# --fail-on error: a warning is explained in installer/README.md, an error stops CI.
lintian --fail-on error --display-info --tag-display-limit 0 "$DEB" | tee "$OUT/lintian.txt"
echo "== desktop entry and AppStream metadata"
desktop-file-validate installer/nk-bonaken.desktop
appstreamcli validate --no-net --explain "$BUILD/installer/io.github.nkbonaken.NkBonaken.metainfo.xml"

cleanup() { $SUDO apt-get purge -y -qq nk-bonaken >/dev/null 2>&1 || true; }
trap cleanup EXIT

echo "== apt-get install ./$(basename "$DEB")"
cleanup
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$DEB" >"$OUT/install.log" || { cat "$OUT/install.log"; fail "apt-get install"; }
got=$(nk-bonaken-cli --version | head -n1)
[ "$got" = "nk-bonaken-cli $VERSION" ] || fail "nk-bonaken-cli --version gives '$got', not $VERSION"
got=$(env -u DISPLAY nk-bonaken --version | head -n1)
[ "$got" = "nk-bonaken $VERSION" ] || fail "nk-bonaken --version gives '$got'"
echo "   $got; $(nk-bonaken-cli --version | head -n1)"
for page in nk-bonaken nk-bonaken-cli; do
  zcat "/usr/share/man/man1/$page.1.gz" | grep -q "^\.SH NAME" || fail "no manual page $page(1)"
done
echo "== The manual pages as a reader sees them (man -l in C.UTF-8 and C)"
bash scripts/apt-need.sh man-db groff-base
bash tests/support/manpage_check.sh /usr/share/man/man1 nk-bonaken-cli nk-bonaken || fail "the manual pages"
echo "== The installed nk-bonaken in English: every text it shows (--list-texts), no Dutch word"
bash tests/support/english_check.sh "$(command -v nk-bonaken)" tests/data/dutch-words.txt | sed 's/^/   /' ||
  fail "Dutch in the English interface"
sample=/usr/share/nk-bonaken/voorbeeldtoernooi.bonaken
[ "$(stat -c '%U %a' "$sample")" = "root 644" ] || fail "the sample tournament is not root's and read-only for others: $(stat -c '%U %a' "$sample")"
[ -f /usr/share/nk-bonaken/handleiding/README.md ] || fail "no Handleiding installed"
grep -q "GPL-3" /usr/share/doc/nk-bonaken/copyright || fail "no licence in the copyright file"

echo "== A tournament file as the user sees it"
work=$(mktemp -d)
file="$work/NK proef 2026.bonaken"
nk-bonaken-cli --db "$file" new --name "NK proef" --date 2026-11-22 --venue Leimuiden >/dev/null
mime=$(xdg-mime query filetype "$file")
[ "$mime" = "application/x-nk-bonaken" ] || fail "xdg-mime query filetype gives '$mime'"
app=$(xdg-mime query default application/x-nk-bonaken)
[ "$app" = "nk-bonaken.desktop" ] || fail "a double click would open '$app', not nk-bonaken.desktop"
echo "   $mime, opened by $app"

echo "== nk-bonaken on the file under Xvfb"
# The installed binary with only the packaged libraries, on a bare X server: the window must show
# the tournament's name in its title within 20 s, and the program must still run.
xvfb-run -a -s "-screen 0 1366x768x24" bash -c '
  set -euo pipefail
  env -u QT_QPA_PLATFORM nk-bonaken "$1" >"$2/app.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 40); do
    if xdotool search --name "NK proef" >/dev/null 2>&1; then break; fi
    sleep 0.5
  done
  sleep 1
  title=$(xdotool search --name "NK proef" getwindowname 2>/dev/null | head -n1 || true)
  import -window root "$2/nk-bonaken-installed.png"
  # F1: the Handleiding as installed, with its pictures.
  xdotool search --name "NK proef" windowfocus --sync key F1 2>/dev/null || true
  manual=no
  for _ in $(seq 1 20); do
    if xdotool search --name "^Handleiding" >/dev/null 2>&1; then manual=yes; break; fi
    sleep 0.5
  done
  sleep 1
  import -window root "$2/nk-bonaken-handleiding.png"
  alive=yes; kill -0 "$pid" 2>/dev/null || alive=no
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "   window: ${title:-none}; Handleiding (F1) opened: $manual; still running: $alive"
  [ "$alive" = yes ] && [ "$title" = "NK proef — NK Bonaken" ] && [ "$manual" = yes ]
' _ "$file" "$OUT" || { cat "$OUT/app.log"; fail "nk-bonaken did not show the tournament"; }
echo "   screenshots: $OUT/nk-bonaken-installed.png, $OUT/nk-bonaken-handleiding.png"

echo "== apt-get purge nk-bonaken"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get purge -y -qq nk-bonaken >"$OUT/remove.log"
trap - EXIT
! command -v nk-bonaken >/dev/null || fail "nk-bonaken still installed"
[ ! -e /usr/share/nk-bonaken ] || fail "/usr/share/nk-bonaken left behind"
[ ! -e /usr/share/mime/packages/nk-bonaken.xml ] || fail "MIME type left behind"
mime=$(xdg-mime query filetype "$file")
[ "$mime" != "application/x-nk-bonaken" ] || fail "the MIME type is still known after removal"
rm -rf "$work"
echo "== Package test passed in $((SECONDS - start)) s"
