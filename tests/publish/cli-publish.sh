#!/usr/bin/env bash
# nk-bonaken-cli publish as a director uses it (README, docs/publish.md), against the private sshd
# of scripts/sftp-test-server.sh: set up without the server's key (it is shown, nothing pinned),
# pinned, a wrong password, the tournament published after each of five rounds and the final (the
# published klassement.json equal to `standings` each time), the hall offline for a round (the
# old site stays, the next publish catches up), a server with another key refused, and no password
# in any output or in the settings file.
# Usage: tests/publish/cli-publish.sh CLI_EXE WORK_DIR   (exit 77 without the test server)
set -euo pipefail
cli="$1"
work="$2"
[ -n "${NKB_TEST_SFTP_PORT:-}" ] || { echo "skipped: no SFTP test server (scripts/sftp-test-server.sh run …)"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
export NKB_PUBLISH_SETTINGS="$work/publiceren.json"
db="$work/nk.bonaken"
fail() { echo "FOUT: $*" >&2; exit 1; }
nkb() { "$cli" --db "$db" "$@"; }
served="$NKB_TEST_SFTP_ROOT/www/uitslagen-$$"

# A tournament of 16, round 1 drawn.
nkb new --name "NK Bonaken 2026" --date 2026-11-28 --venue Leimuiden >/dev/null
# Two earlier years: 2024, and 2025 with Anna and Bram carried over from it ("spelers van vorig
# jaar"), and this year's Anna carried over from 2025: one person in three files. This year's Bram
# is typed anew: the same name, another person for the program (never linked by a name).
"$cli" --db "$work/nk2024.bonaken" new --name "NK Bonaken 2024" --date 2024-11-30 >/dev/null
for n in Anna Bram Cor Dirk; do "$cli" --db "$work/nk2024.bonaken" players add "$n de Vries" >/dev/null; done
"$cli" --db "$work/nk2025.bonaken" new --name "NK Bonaken 2025" --date 2025-11-29 >/dev/null
"$cli" --db "$work/nk2025.bonaken" players add "Zoë Mol" >/dev/null
"$cli" --db "$work/nk2025.bonaken" players carry "$work/nk2024.bonaken" --only 1,2 >/dev/null
nkb players carry "$work/nk2025.bonaken" --only 2 >/dev/null # Anna: number 1 this year
printf 'naam,club\n' >"$work/spelers.csv"
for n in Bram Cor Dirk Els Frank Gerda Henk Ilse Joop Karin Leo Marja Nico Olga Piet; do
  printf '%s de Vries,Leimuiden\n' "$n" >>"$work/spelers.csv"
done
nkb players import "$work/spelers.csv" >/dev/null

# Set up without the key: the key is shown, nothing is pinned, exit 1.
set +e
out="$("$cli" publish instellen --host 127.0.0.1 --poort "$NKB_TEST_SFTP_PORT" --gebruiker "$NKB_TEST_SFTP_USER" \
  --map "/www/uitslagen-$$" 2>&1)"
code=$?
set -e
[ "$code" = 1 ] || fail "instellen without a key should stop at the key (exit $code): $out"
grep -q "$NKB_TEST_SFTP_HOSTKEY" <<<"$out" || fail "the server's key is not shown: $out"
echo "instellen: $out"
[ "$(stat -c %a "$NKB_PUBLISH_SETTINGS")" = 600 ] || fail "the settings file is readable by others"
set +e
out="$(echo "$NKB_TEST_SFTP_PASSWORD" | nkb publish --wachtwoord-stdin 2>&1)"
code=$?
set -e
[ "$code" = 1 ] && grep -q "niet vastgelegd" <<<"$out" || fail "publish before the key is pinned: exit $code: $out"
"$cli" publish instellen --hostsleutel "$NKB_TEST_SFTP_HOSTKEY" >/dev/null

# A wrong password: refused, nothing written.
set +e
out="$(echo "fout-wachtwoord" | nkb publish --wachtwoord-stdin 2>&1)"
code=$?
set -e
[ "$code" = 1 ] || fail "a wrong password was not refused: $out"
grep -qi "wachtwoord" <<<"$out" || fail "the refusal of a wrong password does not say so: $out"
echo "fout wachtwoord: $out"
[ ! -e "$served" ] || fail "something was written with a wrong password"

publish() {
  local out
  out="$(echo "$NKB_TEST_SFTP_PASSWORD" | nkb --format json publish --wachtwoord-stdin 2>"$work/publish.err")" ||
    fail "publish: $out $(cat "$work/publish.err")"
  ! grep -q "$NKB_TEST_SFTP_PASSWORD" <<<"$out$(cat "$work/publish.err")" || fail "the password was printed"
}
same_standings() {
  jq -S . "$served/2026/klassement.json" >"$work/published.json"
  nkb --format json standings | jq -S . >"$work/standings.json"
  cmp -s "$work/published.json" "$work/standings.json" || fail "the published klassement differs from standings ($1)"
}

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

for r in 1 2 3; do
  play_round "$r"
  publish
  [ -L "$served/2026" ] || fail "the year is not a link switched in whole"
  same_standings "na ronde $r"
  grep -q "ronde-$r.html" "$served/2026/index.html" || fail "round $r is not on the overview"
done

# The hall offline for round 4: the publish fails with a message, the old site stays.
before="$(readlink "$served/2026")"
"$cli" publish instellen --poort 9 --hostsleutel "$NKB_TEST_SFTP_HOSTKEY" >/dev/null
play_round 4
set +e
out="$(echo "$NKB_TEST_SFTP_PASSWORD" | nkb publish --wachtwoord-stdin 2>&1)"
code=$?
set -e
[ "$code" = 1 ] || fail "an unreachable server did not fail the publish: $out"
echo "offline: $out"
[ "$(readlink "$served/2026")" = "$before" ] || fail "the old site changed while offline"
grep -q '"start_number"' "$served/2026/klassement.json" || fail "the old site is not whole"

# Back: round 5 played, one publish catches up with rounds 4 and 5.
"$cli" publish instellen --poort "$NKB_TEST_SFTP_PORT" --hostsleutel "$NKB_TEST_SFTP_HOSTKEY" >/dev/null
play_round 5
publish
same_standings "na ronde 5, weer verbonden"
grep -q "ronde-4.html" "$served/2026/index.html" || fail "round 4 was not caught up"

# The final, then the champion on the front page.
mapfile -t finalists < <(nkb --format json finalists | jq -r '.finalists[]')
nkb result --final --game 1 --points "${finalists[0]}=10,${finalists[1]}=8,${finalists[2]}=4,${finalists[3]}=0" >/dev/null
nkb result --final --game 2 --points "${finalists[0]}=10,${finalists[1]}=4,${finalists[2]}=8,${finalists[3]}=0" >/dev/null
publish
grep -q "Kampioen" "$served/index.html" || fail "the front page does not name the champion"

# The archive: the two earlier years published with this one; the front page lists all three,
# Anna's page links to her 2025 and 2024 pages, this year's Bram to none.
"$cli" publish instellen --jaar "$work/nk2025.bonaken" --jaar "$work/nk2024.bonaken" >/dev/null
publish
for y in 2026 2025 2024; do grep -q "NK Bonaken $y" "$served/index.html" || fail "the front page lacks $y"; done
anna="$(nkb --format json players list | jq -r '.[] | select(.name == "Anna de Vries") | .start_number')"
grep -q 'href="../2025/speler-2.html"' "$served/2026/speler-$anna.html" || fail "Anna's page does not link to 2025"
grep -q 'href="../2024/speler-1.html"' "$served/2026/speler-$anna.html" || fail "Anna's page does not link to 2024"
bram="$(nkb --format json players list | jq -r '.[] | select(.name == "Bram de Vries") | .start_number')"
! grep -q "Andere jaren" "$served/2026/speler-$bram.html" || fail "a namesake was linked by his name alone"
echo "archief: 3 jaren op de voorpagina, Anna gekoppeld aan 2025 en 2024, Bram (nieuw getypt) aan niets"
grep -q "${finalists[0]}" "$served/index.html" || fail "the champion is not on the front page"

# A server with another key at the pinned address: refused, nothing sent.
"$cli" publish instellen --poort "$NKB_TEST_SFTP_PORT2" --hostsleutel "$NKB_TEST_SFTP_HOSTKEY" >/dev/null
before="$(readlink "$served/2026")"
set +e
out="$(echo "$NKB_TEST_SFTP_PASSWORD" | nkb publish --wachtwoord-stdin 2>&1)"
code=$?
set -e
[ "$code" = 1 ] && grep -qi "sleutel" <<<"$out" || fail "a changed host key was not refused: exit $code: $out"
echo "andere sleutel: $out"
[ "$(readlink "$served/2026")" = "$before" ] || fail "something was sent to a server with another key"
! grep -q "$NKB_TEST_SFTP_PASSWORD" "$NKB_PUBLISH_SETTINGS" || fail "the password is in the settings file"
echo "cli-publish: alles goed"
