#!/usr/bin/env bash
# nk-bonaken-cli publish over FTPS, against the private vsftpd of scripts/ftps-test-server.sh: set
# up with --protocol ftps (the port follows the protocol, the certificate's key is shown, nothing
# pinned), a key of the wrong kind refused, pinned, a wrong password, the tournament published
# after two rounds (a real folder with our mark, the published klassement.json equal to
# `standings`), a server without TLS and one with another certificate refused, and no password
# in any output or in the settings file.
# Usage: tests/publish/cli-publish-ftps.sh CLI_EXE WORK_DIR   (exit 77 without the test server)
set -euo pipefail
cli="$1"
work="$2"
[ -n "${NKB_TEST_FTPS_PORT:-}" ] || { echo "skipped: no FTPS test server (scripts/ftps-test-server.sh run …)"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
export NKB_PUBLISH_SETTINGS="$work/publiceren.json"
db="$work/nk.bonaken"
fail() { echo "FOUT: $*" >&2; exit 1; }
nkb() { "$cli" --db "$db" "$@"; }
served="$NKB_TEST_FTPS_ROOT/www/uitslagen-ftps-$$"
# Runs a command expected to fail with exit 1; its output in $out.
refused() {
  set +e
  out="$("$@" 2>&1)"
  local code=$?
  set -e
  [ "$code" = 1 ] || fail "expected a refusal (exit 1), got exit $code: $* -> $out"
}

# The port follows the protocol while it is the usual one: 22 -> 990 -> 21.
refused "$cli" publish instellen --protocol ftps-impliciet --host 127.0.0.1 --gebruiker x --map www
[ "$("$cli" --format json publish toon | jq -r '"\(.protocol) \(.port)"')" = "ftps-impliciet 990" ] ||
  fail "the port did not follow the protocol: $("$cli" --format json publish toon)"
set +e
out="$("$cli" publish instellen --protocol ftp 2>&1)"
code=$?
set -e
[ "$code" != 0 ] && grep -q "sftp, ftps" <<<"$out" || fail "--protocol ftp was not refused: $out"

# Set up without the key: the certificate's key is shown, nothing is pinned.
refused "$cli" publish instellen --protocol ftps --host 127.0.0.1 --poort "$NKB_TEST_FTPS_PORT" \
  --gebruiker "$NKB_TEST_FTPS_USER" --map "/www/uitslagen-ftps-$$"
grep -qF -- "$NKB_TEST_FTPS_PIN" <<<"$out" || fail "the certificate's key is not shown: $out"
echo "instellen: $out"
[ "$(stat -c %a "$NKB_PUBLISH_SETTINGS")" = 600 ] || fail "the settings file is readable by others"
grep -q '"protocol": "ftps"' "$NKB_PUBLISH_SETTINGS" || fail "the protocol is not in the settings file"
"$cli" publish toon | grep -q "^Protocol: *ftps$" || fail "publish toon does not show the protocol"
set +e
out="$("$cli" publish instellen --hostsleutel "SHA256:AAAA" 2>&1)"
code=$?
set -e
[ "$code" != 0 ] && grep -q "sha256//" <<<"$out" || fail "an SSH key was accepted for FTPS: $out"
"$cli" publish instellen --hostsleutel "$NKB_TEST_FTPS_PIN" >/dev/null

# A tournament of 16, one round played.
nkb new --name "NK Bonaken 2026" --date 2026-11-28 --venue Leimuiden >/dev/null
printf 'naam,club\n' >"$work/spelers.csv"
for n in Anna Bram Cor Dirk Els Frank Gerda Henk Ilse Joop Karin Leo Marja Nico Olga Piet; do
  printf '%s de Vries,Leimuiden\n' "$n" >>"$work/spelers.csv"
done
nkb players import "$work/spelers.csv" >/dev/null
play_round() {
  local r=$1
  nkb draw --round "$r" --seed "$((r + 10))" >/dev/null
  nkb --format json tables --round "$r" | jq -r '(if type == "array" then . else .tables end)[] | "\(.table)\t\(.players | join(","))"' |
    while IFS=$'\t' read -r table players; do
      IFS=, read -r a b c d <<<"$players"
      for g in 1 2; do
        nkb result --round "$r" --table "$table" --game "$g" --points "$a=10,$b=8,$c=4,$d=$((g - 1))" >/dev/null
      done
    done
}
play_round 1

# A wrong password: refused, nothing written.
refused bash -c "echo fout-wachtwoord | \"$cli\" --db \"$db\" publish --wachtwoord-stdin"
grep -qi "wachtwoord" <<<"$out" || fail "the refusal of a wrong password does not say so: $out"
[ ! -e "$served" ] || fail "something was written with a wrong password"

publish() {
  local out
  out="$(echo "$NKB_TEST_FTPS_PASSWORD" | nkb --format json publish --wachtwoord-stdin 2>"$work/publish.err")" ||
    fail "publish: $out $(cat "$work/publish.err")"
  ! grep -qF -- "$NKB_TEST_FTPS_PASSWORD" <<<"$out$(cat "$work/publish.err")" || fail "the password was printed"
  [ "$(jq -r .atomic <<<"$out")" = false ] || fail "FTPS claims a switch in one step: $out"
}
same_standings() {
  jq -S . "$served/2026/klassement.json" >"$work/published.json"
  nkb --format json standings | jq -S . >"$work/standings.json"
  cmp -s "$work/published.json" "$work/standings.json" || fail "the published klassement differs from standings ($1)"
}
publish
[ -d "$served/2026" ] && [ ! -L "$served/2026" ] || fail "the year is not a real folder"
[ -f "$served/2026/.nk-bonaken-site" ] || fail "the tree has no mark"
same_standings "na ronde 1"
play_round 2
publish
same_standings "na ronde 2"
grep -q "ronde-2.html" "$served/2026/index.html" || fail "round 2 is not on the overview"
[ "$(ls "$served/.nkb")" = "2026-old-1" ] || fail "the replaced generation is not set aside: $(ls -a "$served/.nkb")"

# A server without TLS at the pinned address: refused, the password never sent.
"$cli" publish instellen --poort "$NKB_TEST_FTPS_PORT_PLAIN" --hostsleutel "$NKB_TEST_FTPS_PIN" >/dev/null
refused bash -c "echo \"\$NKB_TEST_FTPS_PASSWORD\" | \"$cli\" --db \"$db\" publish --wachtwoord-stdin"
grep -q "geen versleutelde verbinding" <<<"$out" || fail "a server without TLS was not refused as such: $out"
! grep -q '"PASS' "$NKB_TEST_FTPS_LOG_PLAIN" || fail "the password went to a server without TLS"

# Another certificate at the pinned address: refused, nothing sent.
"$cli" publish instellen --poort "$NKB_TEST_FTPS_PORT2" --hostsleutel "$NKB_TEST_FTPS_PIN" >/dev/null
before="$(cat "$served/2026/.nk-bonaken-site")"
refused bash -c "echo \"\$NKB_TEST_FTPS_PASSWORD\" | \"$cli\" --db \"$db\" publish --wachtwoord-stdin"
grep -qi "sleutel" <<<"$out" || fail "a changed certificate key was not refused: $out"
echo "ander certificaat: $out"
[ "$(cat "$served/2026/.nk-bonaken-site")" = "$before" ] || fail "something was sent to a server with another key"
! grep -q '"USER' "$NKB_TEST_FTPS_LOG2" || fail "the user name went to a server with another key"

# Back to SFTP: the pin of the certificate no longer says anything.
"$cli" publish instellen --protocol sftp --poort 9 >/dev/null 2>&1 || true
[ "$("$cli" --format json publish toon | jq -r .host_key)" = "" ] || fail "the FTPS pin stayed for SFTP"
! grep -qF -- "$NKB_TEST_FTPS_PASSWORD" "$NKB_PUBLISH_SETTINGS" || fail "the password is in the settings file"
echo "cli-publish-ftps: alles goed"
