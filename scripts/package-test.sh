#!/usr/bin/env bash
# The Linux package as a user gets it: builds the .deb from BUILD_DIR, runs lintian on it
# (no errors allowed), installs it with apt-get like a user would, checks the installed programs
# (--version, the manual pages as man renders them, the English interface without Dutch, the
# read-only sample tournament, the hardening of both programs, the icons, the copyright file, the
# message without the PostgreSQL driver), the MIME type of a .bonaken file and the program that
# opens it, starts the application on a file under Xvfb (screenshot in BUILD_DIR/package-test/;
# its window icon and its logbook), and removes the package again.
# Usage: scripts/package-test.sh [BUILD_DIR]   (default: build; must be configured and built)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="$(realpath "${1:-build}")"
OUT="$BUILD/package-test"
start=$SECONDS

# dpkg-dev: dpkg-shlibdeps for the Depends line; libfile-mimeinfo-perl: the `mimetype` that
# xdg-mime asks outside a desktop (without it, xdg-mime falls back to `file` and sees only SQLite);
# devscripts: hardening-check; x11-utils: xprop (the window's icon); util-linux: unshare.
bash scripts/apt-need.sh dpkg-dev lintian xdg-utils shared-mime-info libfile-mimeinfo-perl \
  desktop-file-utils appstream xvfb xauth xdotool imagemagick devscripts x11-utils util-linux

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
# Only what the programs cannot run without is a dependency: the fonts are compiled in, Qt's Dutch
# texts and the PostgreSQL driver (several stations) are recommended.
depends=$(dpkg-deb -f "$DEB" Depends)
recommends=$(dpkg-deb -f "$DEB" Recommends)
for p in fonts-dejavu-core qt6-translations-l10n libqt6sql6-psql; do
  ! grep -qw "$p" <<<"$depends" || fail "$p is a Depends: $depends"
done
for p in libqt6sql6-psql qt6-translations-l10n; do
  grep -qw "$p" <<<"$recommends" || fail "$p is not recommended: '$recommends'"
done
grep -qw libqt6sql6-sqlite <<<"$depends" || fail "the SQLite driver is not a Depends: $depends"

echo "== lintian (errors fail; warnings and info are listed)"
# --fail-on error: a warning is explained in installer/README.md, an error stops CI.
lintian --fail-on error --display-info --tag-display-limit 0 "$DEB" | tee "$OUT/lintian.txt"
# Built with dpkg-buildflags' hardening (CMakeLists.txt): lintian has nothing to say about it.
! grep -q "hardening-" "$OUT/lintian.txt" || fail "lintian still reports missing hardening"
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
  zcat "/usr/share/man/man1/$page.1.gz" | grep "^\.SH NAME" >/dev/null || fail "no manual page $page(1)"
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
echo "== The copyright file (DEP-5) names every licence shipped"
copyright=/usr/share/doc/nk-bonaken/copyright
head -n1 "$copyright" | grep -qx "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ||
  fail "the copyright file is not in the machine-readable format"
# Every licence a Files paragraph names has its own License paragraph with the text, and the
# program's, the fonts' and the compiled-in JSON library's are all there.
used=$(awk '/^Files:/{f=1} /^$/{f=0} f && /^License:/{print $2}' "$copyright" | sort -u)
texts=$(awk 'BEGIN{p=1} /^$/{p=1; next} p && /^License:/{print $2} {p=0}' "$copyright" | sort -u)
for l in $used Expat; do grep -qx "$l" <<<"$texts" || fail "licence $l has no paragraph of its own"; done
for l in GPL-3+ Bitstream-Vera Expat; do grep -qx "$l" <<<"$texts" || fail "licence $l missing"; done
grep -q "^Files: resources/fonts/\*" "$copyright" || fail "the fonts have no Files paragraph"
echo "   licences: $(tr '\n' ' ' <<<"$texts")"

echo "== hardening-check on both programs"
for program in /usr/bin/nk-bonaken /usr/bin/nk-bonaken-cli; do
  # PIE, the stack protector, FORTIFY, relro and BIND_NOW: --quiet prints only what fails. Not
  # control-flow protection (IBT/SHSTK): Debian 12's dpkg-buildflags does not give it, and built
  # with -fcf-protection on every object the linked programs still lacked the property (tried;
  # left for Debian 13, whose dpkg-buildflags has it).
  hardening-check --nocfprotection --quiet "$program" | tee "$OUT/hardening-$(basename "$program").txt"
  hardening-check --nocfprotection "$program" >>"$OUT/hardening-$(basename "$program").txt" ||
    fail "hardening-check $program"
done
hardening-check --nocfprotection /usr/bin/nk-bonaken | sed -n '2,$p'

echo "== The icon: an outline SVG and every PNG size in the hicolor tree"
svg=/usr/share/icons/hicolor/scalable/apps/nk-bonaken.svg
! grep -q "<text" "$svg" || fail "the SVG icon has a text element"
for size in 16 24 32 48 64 128 256; do
  png=/usr/share/icons/hicolor/${size}x${size}/apps/nk-bonaken.png
  [ "$(identify -format '%wx%h' "$png" 2>/dev/null)" = "${size}x${size}" ] || fail "no ${size}x${size} icon: $png"
done
echo "   $svg and 16, 24, 32, 48, 64, 128, 256 px"

echo "== Without Qt's PostgreSQL driver: the Dutch message"
# The driver is only recommended: a station without it must say what to install. Its folder is
# hidden for this one command (a mount namespace of its own, with only the SQLite driver).
drivers=$(dirname "$(dpkg -L libqt6sql6-sqlite | grep '/sqldrivers/libqsqlite.so$')")
said=$(unshare -m sh -c 'cp "$1/libqsqlite.so" /tmp/nkb-sqlite-driver.so && mount -t tmpfs none "$1" &&
  cp /tmp/nkb-sqlite-driver.so "$1/libqsqlite.so" && rm /tmp/nkb-sqlite-driver.so &&
  nk-bonaken-cli --db postgresql://station@127.0.0.1:1/nk2026 standings' _ "$drivers" 2>&1 || true)
grep -q "Het PostgreSQL-stuurprogramma van Qt ontbreekt (installeer libqt6sql6-psql)" <<<"$said" ||
  fail "without the driver nk-bonaken-cli said: $said"
echo "   $said"

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
# Its data folder (the logbook) is the test's own.
export XDG_DATA_HOME="$work/data"
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
  # The window icon the program sets from its resources (16 to 256 px) reaches the window manager.
  # grep without -q: under pipefail, grep -q quits at the first line and xprop (megabytes of icon
  # data) dies of SIGPIPE, which made the check fail now and then (CI of stop 42).
  icon=no
  for wid in $(xdotool search --name "NK proef" 2>/dev/null); do
    if xprop -id "$wid" _NET_WM_ICON 2>/dev/null | grep "^_NET_WM_ICON(CARDINAL)" >/dev/null; then icon=yes; fi
  done
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
  echo "   window: ${title:-none}; icon: $icon; Handleiding (F1) opened: $manual; still running: $alive"
  [ "$alive" = yes ] && [ "$title" = "NK proef 2026.bonaken — NK proef — NK Bonaken" ] && [ "$manual" = yes ] && [ "$icon" = yes ]
' _ "$file" "$OUT" || { cat "$OUT/app.log"; fail "nk-bonaken did not show the tournament"; }
echo "   screenshots: $OUT/nk-bonaken-installed.png, $OUT/nk-bonaken-handleiding.png"
# The logbook in the user's data folder says what happened: started, the tournament opened, ended.
logbook="$XDG_DATA_HOME/Stichting Bonaken Nederland/nk-bonaken/log/nk-bonaken.log"
[ -f "$logbook" ] || fail "no logbook at $logbook"
cp "$logbook" "$OUT/nk-bonaken.log"
grep -q " info nkb.ui: nk-bonaken $VERSION gestart" "$logbook" || fail "the logbook does not say it started"
grep -q " info nkb.store: Toernooi \"NK proef\" geopend: $file" "$logbook" || fail "the logbook does not name the tournament"
echo "   logbook: $(wc -l <"$logbook") lines in $logbook"

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
