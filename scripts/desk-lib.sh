# The results desk driven by the keyboard under a private Xvfb (xdotool), for scripts/desk-day.sh
# and scripts/day-ends.sh: a display of its own, a screenshot per step, the tournament file read
# after each step with nk-bonaken-cli. Set NAME (for messages) and optionally SCREEN (1280x720)
# before sourcing; $1 is the build folder, $2 the screenshot folder.
# shellcheck shell=bash
BUILD="$(realpath "${1:-build}")"
WORK="$(mktemp -d)"
# Settings of its own (a new user): a remembered choice of an earlier run must not flip a tick.
export XDG_CONFIG_HOME="$WORK/config"
# Its automatic backups beside it, not in the home folder.
export XDG_DATA_HOME="$WORK/data"
# A display of our own: Xvfb picks a free number itself (-displayfd), so runs beside other
# Xvfb users (xvfb-run -a in parallel could pick the same number) never collide; -noreset keeps
# it from resetting when the application quits (a restart right after could not connect).
Xvfb -displayfd 3 -screen 0 "${SCREEN:-1280x720}x24" -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
for _ in $(seq 1 100); do [ -s "$WORK/display" ] && break; sleep 0.1; done
[ -s "$WORK/display" ] || { echo "$NAME: Xvfb start niet" >&2; exit 1; }
export DISPLAY=":$(head -1 "$WORK/display")"
SHOTS="${2:-$WORK/shots}"
mkdir -p "$SHOTS"
export XDG_RUNTIME_DIR="$WORK/xdg" QT_QPA_PLATFORM=xcb LANG=C.UTF-8
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
APP="$BUILD/app/nk-bonaken"
CLI="$BUILD/app/nk-bonaken-cli"
DB="$WORK/NK-2026.bonaken"
STEP=0
PID=""

shot() { STEP=$((STEP + 1)); import -window root "$SHOTS/$(printf %02d "$STEP")-$1.png"; }
fail() {
  echo "$NAME: FOUT bij stap $STEP ($1)" >&2
  import -window root "$SHOTS/fout.png" 2>/dev/null || true
  echo "$NAME: schermafdrukken in $SHOTS" >&2
  [ -n "$PID" ] && kill -9 "$PID" 2>/dev/null
  exit 1
}
trap '[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null; kill "$XVFB" 2>/dev/null; true' EXIT
json() { "$CLI" --db "$DB" --format json "$@"; }
# The stored game (finished or in progress) as "finished gifts points", e.g. "true 8 10,0,8,4",
# read from a copy of the bare file taken now (the -wal and -shm left behind).
game() {
  rm -rf "$WORK/stick" && mkdir -p "$WORK/stick" && cp "$DB" "$WORK/stick/kopie.bonaken"
  "$CLI" --db "$WORK/stick/kopie.bonaken" export | jq -r --argjson r "$1" --argjson t "$2" --argjson g "$3" \
    '[.games[] | select(.round == $r and .table == $t and .game == $g)][0]
     | if . == null then "geen" else "\(.finished) \(.game_record.giften // [] | length) \(.points // [] | map(tostring) | join(","))" end'
}
expect() { # expect DESCRIPTION ACTUAL WANTED
  [ "$2" = "$3" ] || fail "$1: in het bestand '$2', verwacht '$3'"
  echo "  ok: $1 ($2)"
}
window() { # wait for a window whose title matches, and give it the keyboard
  local id=""
  for _ in $(seq 1 100); do
    id="$(xdotool search --name "$1" 2>/dev/null | tail -1 || true)"
    [ -n "$id" ] && break
    sleep 0.1
  done
  [ -n "$id" ] || fail "geen venster '$1'"
  xdotool windowfocus --sync "$id"
  sleep 0.2
}
key() { xdotool key --delay 60 "$@"; sleep 0.2; }
type_() { xdotool type --delay 25 "$1"; }
# One line of the scoresheet the long way: seat letter, Tab, bid, Ctrl+W (gewonnen) or Ctrl+L,
# Enter (the letter and Tab go from the compact line, where the cursor starts, into Speler(s)).
gift() { type_ "$1"; key Tab; type_ "$2"; key "ctrl+$3" Return; }
example_one() { # docs/rules.md worked example 1: A 10, B 0, C 8, D 4
  gift A 40 w; gift A 40 w; gift B 40 l; gift B 40 l; gift C 40 w; gift D 40 w; gift C 40 l; gift C 40 w
}
start() {
  "$APP" "$DB" >>"$WORK/app.log" 2>&1 &
  PID=$!
  window "— NK Bonaken 2026 — NK Bonaken$"
}
# Deelnemers → CSV importeren (Alt+M), the file typed into the file dialog; leaves the preview open
# (its screenshot taken as $2).
import_csv() {
  key alt+d alt+m
  window "^Spelers importeren$"
  type_ "$1"
  key Return
  sleep 0.5
  window "^Spelers importeren$"
  shot "$2"
}
