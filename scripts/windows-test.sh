#!/usr/bin/env bash
# The Windows package as a volunteer gets it, under Wine in a fresh prefix on a bare X server
# (Xvfb): the installer runs silently (/S) and installs per user; nk-bonaken-cli.exe runs a small
# tournament (new, a Windows-1252 CSV with CRLF, the draw, results, standings, a PDF of the
# scoresheets that pdftotext reads back, the venue web from serve) in a folder with spaces and
# accents; nk-bonaken.exe shows
# its start page, opens the sample tournament and its klassement; a .bonaken file opens by its
# association and serves the venue web from its dialog; typed text shows in its fields
# (scripts/windows-fields-test.sh); both programs are results stations on a venue server
# (scripts/windows-stations-test.sh); the uninstaller removes the program and leaves the tournaments.
# First the publish tests built for Windows upload to a private sshd (scripts/windows-publish-test.sh).
# Screenshots in BUILD_DIR/windows-test/ (docs/windows/ keeps a copy of the last good ones).
# Usage: scripts/windows-test.sh [BUILD_DIR]   (default: build-windows; after scripts/windows-package.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="$(realpath "${1:-build-windows}")"
OUT="$BUILD/windows-test"
start=$SECONDS
bash scripts/apt-need.sh wine64 xvfb xauth xdotool imagemagick poppler-utils jq locales curl zbar-tools openssl osslsigncode python3-yaml
# A Dutch Windows: Wine takes its user locale from the Unix one, which must exist.
locale -a 2>/dev/null | grep -qi '^nl_NL.utf-\?8$' || localedef -i nl_NL -f UTF-8 nl_NL.UTF-8
fail() { echo "FOUT (windows-test): $*" >&2; exit 1; }
VERSION="$(sed -n 's/^project(nk-bonaken VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)"
SETUP="$BUILD/dist/nk-bonaken-$VERSION-setup.exe"
[ -f "$SETUP" ] || fail "$SETUP ontbreekt: eerst bash scripts/windows-package.sh"
rm -rf "$OUT" && mkdir -p "$OUT"

# Publishing over SFTP from the Windows build, under Wine against the private sshd (before HOME is
# moved below: it takes Qt and libssh2 from the cache in the real home).
bash scripts/windows-publish-test.sh "$BUILD"

# A home of its own: Wine links Documents, Desktop, ... of a new prefix to the Unix home folder,
# and the test must write nothing outside its own folder.
export HOME="$OUT/home"
mkdir -p "$HOME"
export WINEPREFIX="$OUT/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" LC_ALL=nl_NL.UTF-8
WINE=/usr/lib/wine/wine64
# A display of our own for everything Wine shows (the installer is silent, the programs are not).
export DISPLAY=":$((90 + RANDOM % 100))"
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
cleanup() { "$WINE" wineboot --kill >/dev/null 2>&1 || true; kill "$XVFB" 2>/dev/null || true; }
trap cleanup EXIT
sleep 1
echo "== A fresh Wine prefix"
"$WINE" wineboot --init >/dev/null 2>&1 || true
USERDIR="$WINEPREFIX/drive_c/users/$(id -un)"
[ -d "$USERDIR" ] || USERDIR="$(find "$WINEPREFIX/drive_c/users" -mindepth 1 -maxdepth 1 -type d ! -name Public | head -n1)"
LOCAL="$USERDIR/AppData/Local"
WINUSER="C:\\users\\$(basename "$USERDIR")"

echo "== Installing: $(basename "$SETUP") /S (per user, no administrator)"
timeout 300 "$WINE" "$SETUP" /S
INSTDIR="$LOCAL/Programs/NK Bonaken"
WININSTDIR="$WINUSER\\AppData\\Local\\Programs\\NK Bonaken"
INSTALLED=(bin/nk-bonaken.exe bin/nk-bonaken-cli.exe bin/Qt6Core.dll bin/qt.conf bin/plugins/platforms/qwindows.dll
  bin/plugins/sqldrivers/qsqlite.dll bin/plugins/sqldrivers/qsqlpsql.dll bin/libpq.dll bin/libssl-3-x64.dll
  bin/libcrypto-3-x64.dll bin/libqrencode.dll bin/translations/qtbase_nl.qm share/nk-bonaken/voorbeeldtoernooi.bonaken
  share/nk-bonaken/handleiding/README.md share/nk-bonaken/LICENSE.txt uninstall.exe)
for f in "${INSTALLED[@]}"; do
  [ -f "$INSTDIR/$f" ] || fail "niet geïnstalleerd: $f"
done
lnk="$(find "$USERDIR" -path '*Start Menu*' -name 'NK Bonaken.lnk' | head -n1)"
[ -n "$lnk" ] || fail "geen Start-menu-item"
reg_value() { "$WINE" reg query "$1" /ve 2>/dev/null | tr -d '\r' | sed -n 's/.*REG_SZ[[:space:]]*//p' | head -n1; }
[ "$(reg_value 'HKCU\Software\Classes\.bonaken')" = "NkBonaken.Toernooi" ] || fail ".bonaken niet gekoppeld"
open_cmd="$(reg_value 'HKCU\Software\Classes\NkBonaken.Toernooi\shell\open\command')"
[[ "$open_cmd" == *'nk-bonaken.exe" "%1"' ]] || fail "openen-met is '$open_cmd'"
echo "   installed in $INSTDIR; Start menu: $(basename "$lnk"); .bonaken opens with: $open_cmd"
# Signed: both programs, the uninstaller the installer wrote, the installer (osslsigncode verify);
# the winget manifest names this very installer.
NKB_SIGN_TEST_DIR="$BUILD/signing" bash scripts/windows-sign.sh --verify "$INSTDIR/bin/nk-bonaken.exe" \
  "$INSTDIR/bin/nk-bonaken-cli.exe" "$INSTDIR/uninstall.exe" "$SETUP"
# A changed byte breaks the signature: the check can fail.
cp "$SETUP" "$OUT/veranderd-setup.exe"
printf 'X' | dd of="$OUT/veranderd-setup.exe" bs=1 seek=4096 conv=notrunc 2>/dev/null
if NKB_SIGN_TEST_DIR="$BUILD/signing" bash scripts/windows-sign.sh --verify "$OUT/veranderd-setup.exe" >/dev/null 2>&1; then
  fail "een veranderd installatieprogramma kwam door de controle van de handtekening"
fi
rm -f "$OUT/veranderd-setup.exe"
manifest="$BUILD/dist/winget/StichtingBonakenNederland.NKBonaken/$VERSION/StichtingBonakenNederland.NKBonaken.installer.yaml"
[ "$(sed -n 's/^ *InstallerSha256: //p' "$manifest")" = "$(sha256sum "$SETUP" | cut -d' ' -f1 | tr 'a-f' 'A-F')" ] ||
  fail "het winget-manifest noemt niet de SHA-256 van $(basename "$SETUP")"
python3 -c 'import sys, yaml; [yaml.safe_load(open(f)) for f in sys.argv[1:]]' "$(dirname "$manifest")"/*.yaml ||
  fail "het winget-manifest is geen geldige YAML"
echo "   signatures verified (programs, uninstaller, installer); winget manifest with the installer's SHA-256"

# Every Windows program gets a time limit: a Qt fatal error shows a message box and waits for
# a click that never comes under Xvfb.
CLI=(timeout 120 "$WINE" "$INSTDIR/bin/nk-bonaken-cli.exe")
got="$("${CLI[@]}" --version | tr -d '\r' | head -n1)"
[ "$got" = "nk-bonaken-cli $VERSION" ] || fail "nk-bonaken-cli.exe --version geeft '$got'"
echo "   $got"

echo "== A small tournament with nk-bonaken-cli.exe in 'Mijn toernooien' with an accent"
DOCS="$USERDIR/Documents/Mijn toernooien/NK Léimuiden"
WINDOCS="$WINUSER\\Documents\\Mijn toernooien\\NK Léimuiden"
mkdir -p "$DOCS"
DB="$WINDOCS\\NK proef 2026.bonaken"
cli() { "${CLI[@]}" --db "$DB" --station Zaal-1 "$@" | tr -d '\r'; }
cli new --name "NK proef" --date 2026-11-28 --venue Leimuiden >/dev/null
# The sign-up list as a Dutch Excel saves it: Windows-1252, ';', CRLF.
printf 'naam;club;categorie\nJoël Brouwer;De Troef;\nAnneke de Vries;Bonaak;dame\nCor Smit;De Troef;\nDirk Jansen;;\nEefje Bakker;Bonaak;dame\nFrank Mulder;;\nGerrit Visser;Leimuiden;\nHenk Dekker;;\n' |
  sed 's/$/\r/' | iconv -f UTF-8 -t WINDOWS-1252 >"$DOCS/aanmeldingen.csv"
[ "$(cli --format json players import "$WINDOCS\\aanmeldingen.csv" | jq -r '[.players[].name] | index("Joël Brouwer") != null')" = true ] ||
  fail "Joël Brouwer niet goed ingelezen uit de Windows-1252-CSV"
cli draw --round 1 --seed 42 >/dev/null
points=(10 8 4 0)
for table in $(cli --format json tables --round 1 | jq -r '.[].table'); do
  mapfile -t names < <(cli --format json tables --round 1 | jq -r ".[] | select(.table == $table) | .players[]")
  for game in 1 2; do
    arg=""
    for i in "${!names[@]}"; do arg+="${arg:+,}${names[$i]}=${points[$(((i + game) % 4))]}"; done
    cli result --round 1 --table "$table" --game "$game" --points "$arg" >/dev/null
  done
done
cli standings >"$OUT/klassement.txt"
grep -q "Joël Brouwer" "$OUT/klassement.txt" || fail "geen klassement"
[ "$(cli --format json standings | jq '[.[].points] | add')" = 88 ] || fail "punten tellen niet op tot 2 x 2 x 22"
cli print scoresheets --round 1 --out "$WINDOCS\\ronde 1.pdf" >/dev/null
pdftotext "$DOCS/ronde 1.pdf" "$OUT/ronde1.txt"
grep -q "Joël Brouwer" "$OUT/ronde1.txt" || fail "pdftotext leest de naam niet terug uit de scoreformulieren"
cli print tablecards --round 1 --qr http://192.168.1.10:8080/ --out "$WINDOCS\\tafelkaarten.pdf" >/dev/null
[ "$(pdftotext "$DOCS/tafelkaarten.pdf" - | grep -c 'http://192.168.1.10:8080/')" = 2 ] ||
  fail "de tafelkaarten dragen het adres van de webpagina's niet"
echo "   8 players, round 1 drawn and entered, klassement ($(grep -c . "$OUT/klassement.txt") lines), scoresheets PDF read back, table cards with the QR code"
# Entry at the table: round 2 drawn, its scoresheets with each table's code, the code read from the
# PDF as a phone reads it, asked of the Windows serve below (a code counts in the round being played).
cli draw --round 2 --seed 2 >/dev/null
cli print scoresheets --round 2 --qr http://192.168.1.10:8080/ --tafelcodes --out "$WINDOCS\\tafelcodes.pdf" >/dev/null
pdftoppm -r 150 -f 1 -l 1 -png "$DOCS/tafelcodes.pdf" "$OUT/tafelcode"
link="$(zbarimg -q --raw "$OUT"/tafelcode*.png 2>/dev/null | head -n1)"
[[ "$link" =~ ^http://192\.168\.1\.10:8080/tafel/1#[A-Z2-7]{26}$ ]] || fail "het formulier van tafel 1 draagt geen tafelcode: $link"
tablecode="${link#*#}"

echo "== The website published by nk-bonaken-cli.exe over SFTP to the private sshd (issue 37)"
if [ "$(id -u)" = 0 ]; then
  export WINE INSTDIR DB OUT
  bash scripts/sftp-test-server.sh run bash -c '
    set -euo pipefail
    export NKB_PUBLISH_SETTINGS="Z:$OUT/publiceren.json"
    wcli() { timeout 120 "$WINE" "$INSTDIR/bin/nk-bonaken-cli.exe" "$@" | tr -d "\r"; }
    # Set up as a director does: the key is shown first (exit 1), compared, then pinned.
    shown="$(wcli publish instellen --host 127.0.0.1 --poort "$NKB_TEST_SFTP_PORT" --gebruiker "$NKB_TEST_SFTP_USER" \
      --map /www/windows 2>&1 || true)"
    key="$(grep -o "SHA256:[A-Za-z0-9+/]*" <<<"$shown" | head -n1)"
    [ -n "$key" ] || { echo "FOUT: geen sleutel getoond: $shown" >&2; exit 1; }
    wcli publish instellen --hostsleutel "$key" >/dev/null
    printf "%s\n" "$NKB_TEST_SFTP_PASSWORD" | wcli --db "$DB" publish --wachtwoord-stdin >"$OUT/publish.txt" 2>&1 ||
      { cat "$OUT/publish.txt" >&2; exit 1; }
    grep -q "Joël Brouwer" "$NKB_TEST_SFTP_ROOT/www/windows/2026/klassement.html" ||
      { echo "FOUT: het gepubliceerde klassement noemt Joël Brouwer niet" >&2; exit 1; }
    [ -L "$NKB_TEST_SFTP_ROOT/www/windows/2026" ] || { echo "FOUT: de site is niet in één keer omgezet" >&2; exit 1; }
    echo "   $(cat "$OUT/publish.txt")"' || fail "publiceren vanaf nk-bonaken-cli.exe onder Wine"
else
  echo "   skipped: the private sshd needs root"
fi
echo "== The website published by nk-bonaken-cli.exe over FTPS to the private vsftpd (libcurl on OpenSSL)"
if [ "$(id -u)" = 0 ]; then
  bash scripts/ftps-test-server.sh run bash -c '
    set -euo pipefail
    export NKB_PUBLISH_SETTINGS="Z:$OUT/publiceren-ftps.json"
    wcli() { timeout 120 "$WINE" "$INSTDIR/bin/nk-bonaken-cli.exe" "$@" | tr -d "\r"; }
    # The certificate'"'"'s key is shown first (exit 1), then pinned; a plain FTP server is refused.
    shown="$(wcli publish instellen --protocol ftps --host 127.0.0.1 --poort "$NKB_TEST_FTPS_PORT" \
      --gebruiker "$NKB_TEST_FTPS_USER" --map /www/windows 2>&1 || true)"
    grep -qF -- "$NKB_TEST_FTPS_PIN" <<<"$shown" || { echo "FOUT: de sleutel van het certificaat niet getoond: $shown" >&2; exit 1; }
    wcli publish instellen --hostsleutel "$NKB_TEST_FTPS_PIN" >/dev/null
    printf "%s\n" "$NKB_TEST_FTPS_PASSWORD" | wcli --db "$DB" publish --wachtwoord-stdin >"$OUT/publish-ftps.txt" 2>&1 ||
      { cat "$OUT/publish-ftps.txt" >&2; exit 1; }
    grep -q "Joël Brouwer" "$NKB_TEST_FTPS_ROOT/www/windows/2026/klassement.html" ||
      { echo "FOUT: het over FTPS gepubliceerde klassement noemt Joël Brouwer niet" >&2; exit 1; }
    # A server without TLS at the pinned address: refused as such, the password never sent.
    wcli publish instellen --poort "$NKB_TEST_FTPS_PORT_PLAIN" --hostsleutel "$NKB_TEST_FTPS_PIN" >/dev/null
    if printf "%s\n" "$NKB_TEST_FTPS_PASSWORD" | wcli --db "$DB" publish --wachtwoord-stdin >"$OUT/publish-plain.txt" 2>&1; then
      echo "FOUT: een FTP-server zonder TLS kreeg de site" >&2; exit 1
    fi
    grep -q "geen versleutelde verbinding" "$OUT/publish-plain.txt" ||
      { cat "$OUT/publish-plain.txt" >&2; echo "FOUT: de server zonder TLS niet als zodanig geweigerd" >&2; exit 1; }
    ! grep -q "\"PASS" "$NKB_TEST_FTPS_LOG_PLAIN" || { echo "FOUT: het wachtwoord ging naar een server zonder TLS" >&2; exit 1; }
    echo "   $(cat "$OUT/publish-ftps.txt"); without TLS refused: $(head -c 100 "$OUT/publish-plain.txt")"' ||
    fail "publiceren over FTPS vanaf nk-bonaken-cli.exe onder Wine"
else
  echo "   skipped: the private vsftpd needs root"
fi

echo "== The venue web from nk-bonaken-cli.exe serve (Windows sockets), read by curl"
SERVE_OUT="$OUT/serve.json"
: >"$SERVE_OUT" # made now: the background command below opens it only when it gets to run
(timeout 60 "$WINE" "$INSTDIR/bin/nk-bonaken-cli.exe" --db "$DB" --format json serve --listen 127.0.0.1:0 \
  --table-entry --for-seconds 25 >"$SERVE_OUT" 2>"$OUT/serve.err" &)
port=""
for _ in $(seq 1 60); do
  # The background shell may not have made the file yet: wait for it as for the port.
  port="$( (tr -d '\r' <"$SERVE_OUT" | jq -r '.port // empty' | head -n1) 2>/dev/null || true)"
  [ -n "$port" ] && break
  sleep 0.5
done
[ -n "$port" ] || { cat "$OUT/serve.err"; fail "serve gaf geen poort"; }
curl -fsS "http://127.0.0.1:$port/klassement" -o "$OUT/klassement.html" -D "$OUT/klassement.headers" ||
  fail "de klassementspagina kwam niet"
grep -q "Joël Brouwer" "$OUT/klassement.html" || fail "de klassementspagina noemt Joël Brouwer niet"
grep -qi "^content-security-policy:" "$OUT/klassement.headers" || fail "de pagina mist haar veiligheidskoppen"
etag="$(sed -n 's/^[Ee][Tt][Aa][Gg]: *//p' "$OUT/klassement.headers" | tr -d '\r')"
code="$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "http://127.0.0.1:$port/klassement")"
[ "$code" = 304 ] || fail "een ongewijzigde pagina gaf $code, geen 304"
code="$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$port/klassement")"
[ "$code" = 405 ] || fail "POST gaf $code, geen 405"
# A table's requests are signed with its code, which never travels (core/web/tablesign.h):
# HMAC-SHA256 over "nkb-tafel/1", method, address, phone, number and body, one per line.
phone=0123456789abcdef0123456789abcdef
signed() { # signed METHOD PATH NONCE BODY: the three headers' curl arguments
  local mac
  mac="$(printf 'nkb-tafel/1\n%s\n%s\n%s\n%s\n%s' "$1" "$2" "$phone" "$3" "$4" |
    openssl dgst -sha256 -hmac "$tablecode" -r | cut -d' ' -f1)"
  printf '%s\n' -H "X-Telefoon: $phone" -H "X-Tafelnonce: $3" -H "X-Tafelteken: $mac"
}
mapfile -t look < <(signed GET /tafel/1/stand look-0123456789abcdef "")
curl -fsS "${look[@]}" "http://127.0.0.1:$port/tafel/1/stand" -o "$OUT/tafel1.json" -D "$OUT/tafel1.headers" ||
  fail "de tafelcode van het formulier opent tafel 1 niet"
nonce="$(sed -n 's/^[Xx]-[Tt]afelnonce: *//p' "$OUT/tafel1.headers" | tr -d '\r')"
[ -n "$nonce" ] || fail "de blik op tafel 1 gaf geen volgnummer voor een gift"
[ "$(tr -d '\r' <"$OUT/tafel1.json" | jq '.tafel, (.spelers | length)' | tr '\n' ' ')" = "1 4 " ] ||
  fail "tafel 1 met haar code geeft niet haar vier spelers: $(cat "$OUT/tafel1.json")"
mapfile -t look2 < <(signed GET /tafel/2/stand look-0123456789abcdef "")
code="$(curl -s -o /dev/null -w '%{http_code}' "${look2[@]}" "http://127.0.0.1:$port/tafel/2/stand")"
[ "$code" = 403 ] || fail "de code van tafel 1 gaf $code op tafel 2, geen 403"
# Entry at the table on Windows: table 1's phone writes its first gift (Speler seat B, 40, won).
gift="$(tr -d '\r' <"$OUT/tafel1.json" | jq -c '{telefoon: "0123456789abcdef0123456789abcdef", spel: 1, basis: "",
  giften: [{spelers: [.spelers[1].naam], contract: "40", won: true}], klaar: false}')"
mapfile -t write < <(signed POST /tafel/1/spel "$nonce" "$gift")
code="$(curl -s -o "$OUT/gift.json" -w '%{http_code}' -X POST "${write[@]}" \
  -H 'Content-Type: application/json' --data-binary "$gift" \
  "http://127.0.0.1:$port/tafel/1/spel")"
[ "$code" = 200 ] || fail "de telefoon van tafel 1 kon geen gift opslaan: $code $(cat "$OUT/gift.json")"
code="$(curl -s -o /dev/null -w '%{http_code}' -X POST "${write[@]}" \
  -H 'Content-Type: application/json' --data-binary "$gift" \
  "http://127.0.0.1:$port/tafel/2/spel")"
[ "$code" = 403 ] || fail "de code van tafel 1 schreef op tafel 2: $code"
echo "   port $port: /klassement with the names and safety headers, 304 when unchanged, 405 for POST," \
  "table 1's code from the printed sheet opens table 1 and not table 2, and its phone stores a gift there"

shot() { sleep "${2:-2}"; import -window root "$OUT/$1.png"; }
wait_title() { # wait_title PATTERN: a window whose title matches, within 30 s
  for _ in $(seq 1 60); do
    if xdotool search --name "$1" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  return 1
}
stop_app() { "$WINE" wineboot --kill >/dev/null 2>&1 || true; sleep 1; }

echo "== nk-bonaken.exe: the start page"
("$WINE" "$INSTDIR/bin/nk-bonaken.exe" >"$OUT/app-start.log" 2>&1 &)
wait_title "NK Bonaken" || { cat "$OUT/app-start.log"; fail "geen venster 'NK Bonaken'"; }
shot 01-startpagina 3
stop_app

echo "== nk-bonaken.exe: the sample tournament and its klassement"
cp "$INSTDIR/share/nk-bonaken/voorbeeldtoernooi.bonaken" "$DOCS/Voorbeeld.bonaken"
("$WINE" "$INSTDIR/bin/nk-bonaken.exe" "$WINDOCS\\Voorbeeld.bonaken" >"$OUT/app-sample.log" 2>&1 &)
wait_title "— NK Bonaken" || { cat "$OUT/app-sample.log"; fail "het voorbeeldtoernooi opende niet"; }
title="$(xdotool search --name "— NK Bonaken" getwindowname | head -n1)"
wid="$(xdotool search --name "— NK Bonaken" | head -n1)"
shot 02-voorbeeldtoernooi 3
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key --delay 80 alt+k
shot 03-klassement 2
# Help → Over nk-bonaken: the version, and whether several stations are in this build.
xdotool key --delay 150 alt+h o
shot 05-over 2
stop_app
echo "   window: $title"

echo "== A .bonaken file opened by its file type, as Explorer's double click does"
# Windows shows HKCU\Software\Classes (where a per-user installer registers) inside HKCR; Wine 8
# does not merge the two, so `start FILE` cannot find the type there. The test runs exactly the
# command registered for "open", with %1 replaced by the file, as Explorer does.
exe="${open_cmd#\"}"
exe="${exe%%\"*}"
("$WINE" "$exe" "$WINDOCS\\NK proef 2026.bonaken" >"$OUT/app-assoc.log" 2>&1 &)
wait_title "NK proef — NK Bonaken" || { cat "$OUT/app-assoc.log"; fail "het geregistreerde openen-commando opende het bestand niet"; }
shot 04-geopend-door-koppeling 3
# Beeld (no Alt letter of its own: from Help one to the left) → Webpagina's voor spelers…, Starten:
# the pages run in the application's own thread, and a phone's request is answered.
wid="$(xdotool search --name "NK proef — NK Bonaken" | head -n1)"
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key --delay 150 alt+h Left w
shot 06-webpaginas 2
xdotool key --delay 150 alt+s
shot 07-webpaginas-gestart 2
curl -fsS --max-time 10 "http://127.0.0.1:8080/" -o "$OUT/waar-zit-ik.html" ||
  fail "de webpagina's van nk-bonaken.exe antwoorden niet op poort 8080"
grep -q "Joël Brouwer" "$OUT/waar-zit-ik.html" || fail "'Waar zit ik?' noemt Joël Brouwer niet"
echo "   nk-bonaken.exe serves its pages (Waar zit ik? with every name) from Beeld → Webpagina's voor spelers"
stop_app
source scripts/windows-fields-test.sh  # typed text shows in the fields, read from the pixels (issue 38)

# A results station on the venue's PostgreSQL server, TLS verify-full, the roles, a frozen link.
bash scripts/windows-stations-test.sh "$INSTDIR" "$OUT"

echo "== Neither an update nor an uninstall while nk-bonaken.exe runs (its DLLs are in use)"
all_there() { for f in "${INSTALLED[@]}"; do [ -f "$INSTDIR/$f" ] || fail "$1: $f is weg"; done; }
("$WINE" "$INSTDIR/bin/nk-bonaken.exe" >"$OUT/app-running.log" 2>&1 &)
wait_title "NK Bonaken" || { cat "$OUT/app-running.log"; fail "geen venster 'NK Bonaken'"; }
code=0
timeout 300 "$WINE" "$SETUP" /S || code=$?
[ "$code" = 2 ] || fail "de installer (/S) gaf $code terwijl nk-bonaken.exe draait, geen 2"
all_there "installeren terwijl het programma draait"
# The uninstaller waited for in place (_?=FOLDER, as whoever needs its exit code calls it; without
# it NSIS runs a copy of itself and returns 0 at once). A batch file hands Windows the command line
# as written: Wine would put quotes around the folder's space, and NSIS then ignores _?=.
uninstall_bat() { # uninstall_bat NAME ARGS: a batch file in the Windows user's folder that runs it
  printf '@"%s\\uninstall.exe" %s_?=%s\r\n@exit /b %%errorlevel%%\r\n' "$WININSTDIR" "$2" "$WININSTDIR" >"$USERDIR/$1.bat"
}
uninstall_bat verwijderen-stil "/S "
code=0
timeout 300 "$WINE" cmd /c "$WINUSER\\verwijderen-stil.bat" || code=$?
[ "$code" = 2 ] || fail "uninstall.exe /S gaf $code terwijl nk-bonaken.exe draait, geen 2"
all_there "stil verwijderen terwijl het programma draait"
# As Apps & onderdelen' QuietUninstallString runs it: the copy refuses in the background.
timeout 300 "$WINE" "$INSTDIR/uninstall.exe" /S
for _ in $(seq 1 10); do all_there "uninstall.exe /S (zonder _?=) terwijl het programma draait"; sleep 1; done
# Not silent: the question, in Dutch, until the program is closed; Annuleren (Esc) changes nothing.
uninstall_bat verwijderen ""
(code=0; timeout 120 "$WINE" cmd /c "$WINUSER\\verwijderen.bat" || code=$?; echo "$code" >"$OUT/verwijderen.code") &
wait_title "NK Bonaken $VERSION-de" || fail "de vraag om het programma te sluiten kwam niet"
shot 16-nog-geopend 2
xdotool key --delay 150 Escape
for _ in $(seq 1 60); do [ -s "$OUT/verwijderen.code" ] && break; sleep 0.5; done
[ "$(cat "$OUT/verwijderen.code" 2>/dev/null)" = 2 ] || fail "Annuleren bij 'nog geopend' gaf $(cat "$OUT/verwijderen.code" 2>/dev/null), geen 2"
all_there "Annuleren bij 'nog geopend'"
stop_app
echo "   while it runs: setup.exe /S and uninstall.exe /S end with 2 and change nothing; the question asks to close it"

echo "== Uninstalling (uninstall.exe /S)"
timeout 300 "$WINE" "$INSTDIR/uninstall.exe" /S
# NSIS runs a copy of itself and returns at once: wait until that copy is through, its last steps
# included (the folder, then the Start-menu entry, then the file type), or 30 s.
uninstalled() {
  [ ! -e "$INSTDIR" ] && [ -z "$(find "$USERDIR" -path '*Start Menu*' -name 'NK Bonaken.lnk')" ] &&
    [ -z "$(reg_value 'HKCU\Software\Classes\.bonaken')" ]
}
for _ in $(seq 1 30); do uninstalled && break; sleep 1; done
[ ! -e "$INSTDIR/bin" ] || fail "het programma staat er na verwijderen nog"
[ -z "$(find "$USERDIR" -path '*Start Menu*' -name 'NK Bonaken.lnk')" ] || fail "Start-menu-item blijft staan"
[ -z "$(reg_value 'HKCU\Software\Classes\.bonaken')" ] || fail ".bonaken blijft gekoppeld"
[ -f "$DOCS/NK proef 2026.bonaken" ] && [ -f "$DOCS/Voorbeeld.bonaken" ] || fail "toernooibestanden verdwenen bij verwijderen"
echo "   program, Start-menu entry and file type gone; the tournaments stay"
echo "== Windows test passed in $((SECONDS - start)) s (screenshots: $OUT)"
