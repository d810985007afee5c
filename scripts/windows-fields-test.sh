# Typed text shows in the single-line fields of nk-bonaken.exe (issue 38), read from the screen's
# pixels: the new-tournament form's name, a paper result's points and the venue web's port, each
# cropped before and after typing into it; equal crops mean the text is invisible. Under a Wine
# without its own fonts (fonts-wine, a Recommends that the test does not install) Qt's GDI engine
# put every such text above its field (ui/widgets/readablefont.h).
# Sourced by scripts/windows-test.sh with the CLI's tournament "NK proef" in WINDOCS (round 2 drawn,
# its table 2 without a result); uses its WINE, INSTDIR, OUT, WINDOCS, fail, wait_title, shot and
# stop_app, its Xvfb display and Wine prefix (not a program of its own).

# The focused field's frame in Wine's theme (the Vista style draws it in the system's highlight).
FIELD_FRAME="#2979FF"
FIELD_MIN_PIXELS=20  # a glyph differs in more pixels than this; nothing when the text is invisible

focus_title() { # the keyboard to the window whose title matches
  local wid
  wid="$(xdotool search --name "$1" | head -n1)"
  xdotool windowfocus --sync "$wid" 2>/dev/null || true
}
field_fill() { # field_fill TEXT: the focused field's text replaced by TEXT, then the focus away
  xdotool key ctrl+a BackSpace
  [ -z "$1" ] || xdotool type --delay 60 "$1"
  xdotool key Tab
  sleep 1
}
field_check() { # field_check NAME BEFORE AFTER: the focused field shows AFTER otherwise than BEFORE
  local name="$1" box w h x y rect ae
  sleep 1
  import -window root "$OUT/veld-$name-focus.png"
  # The frame's box; inside it (3 px) the text, without a spin box's arrows (20 px at the right),
  # which change with the value whether the text shows or not.
  box="$(convert "$OUT/veld-$name-focus.png" -fill black +opaque "$FIELD_FRAME" -format '%@' info:)"
  IFS='x+' read -r w h x y <<<"$box"
  [ "${w:-0}" -ge 40 ] && [ "${h:-0}" -ge 14 ] && [ "$h" -le 60 ] ||
    fail "$name: geen invoerveld met de focus op het scherm (kader $FIELD_FRAME: '$box')"
  rect="$((w - 26))x$((h - 6))+$((x + 3))+$((y + 3))"
  field_fill "$2"
  import -window root -crop "$rect" +repage "$OUT/veld-$name-voor.png"
  xdotool key shift+Tab
  field_fill "$3"
  import -window root -crop "$rect" +repage "$OUT/veld-$name-na.png"
  ae="$(compare -metric AE "$OUT/veld-$name-voor.png" "$OUT/veld-$name-na.png" null: 2>&1 || true)"
  ae="${ae%%.*}"
  [[ "$ae" =~ ^[0-9]+$ ]] || fail "$name: compare gaf '$ae'"
  echo "   $name ($rect): '$2' and '$3' differ in $ae pixels"
  [ "$ae" -ge "$FIELD_MIN_PIXELS" ] ||
    fail "$name: getypte tekst is onzichtbaar (het veld is voor en na typen gelijk: $OUT/veld-$name-*.png)"
}

echo "== Typed text shows in the fields: the pixels of a field before and after typing (issue 38)"
("$WINE" "$INSTDIR/bin/nk-bonaken.exe" "$WINDOCS\\NK proef 2026.bonaken" >"$OUT/app-fields.log" 2>&1 &)
wait_title "NK proef — NK Bonaken" || { cat "$OUT/app-fields.log"; fail "het toernooi opende niet voor de invoervelden"; }
sleep 2
focus_title "NK proef — NK Bonaken"
# (a) Bestand → Nieuw toernooi (Ctrl+N): the name has the focus.
xdotool key ctrl+n
wait_title "^Nieuw toernooi" || fail "het formulier Nieuw toernooi kwam niet"
focus_title "^Nieuw toernooi"
field_check naam "" "Proef Leimuiden"
shot 08-nieuw-toernooi 0
xdotool key Escape
sleep 1
# (b) Uitslagen (Alt+U), Ctrl+Tab to "Alleen punten": seat A's points have the focus.
focus_title "NK proef — NK Bonaken"
xdotool key --delay 150 alt+u ctrl+Tab
field_check punten 7 10
shot 09-papieren-uitslag 0
# (c) Beeld → Webpagina's voor spelers…, Alt+P to the port. The pages this tournament served when
# the program was ended run again (ui/web/webresume.h), and their port cannot be changed:
# Stoppen (Alt+T) first.
xdotool key --delay 150 alt+h Left w
wait_title "^Webpagina's voor spelers" || fail "de dialoog Webpagina's voor spelers kwam niet"
focus_title "^Webpagina's voor spelers"
sleep 1
if curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:8080/" 2>/dev/null; then
  xdotool key alt+t
  for _ in $(seq 1 20); do curl -fsS --max-time 2 -o /dev/null "http://127.0.0.1:8080/" 2>/dev/null || break; sleep 0.5; done
fi
xdotool key alt+p
field_check poort 2024 9191
shot 10-webpaginas-poort 0
stop_app
