#!/usr/bin/env bash
# The English interface has no Dutch left. Starts PROGRAM as a desktop set to English starts it
# (LANG=en_GB.UTF-8), offscreen, with --list-texts: every text its window can show, one
# "where<TAB>text" line each (ui/window/textwalk.h). Fails on each text with a word of WORDS
# (tests/data/dutch-words.txt), naming where it was seen. The same walk in Dutch must find those
# words, on the texts the English walk must have translated: a walk that saw nothing, or a word
# list that matches nothing, fails too.
# Usage: english_check.sh PROGRAM WORDS   (CTest with the built program, scripts/package-test.sh
# with the installed one)
set -euo pipefail
program=$1
words_file=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -m 700 "$tmp/run"
grep -v '^#' "$words_file" | grep -v '^$' >"$tmp/words"

# walk LANG NAME: the texts of PROGRAM in that language in $tmp/NAME.txt
walk() {
  if ! env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$1" QT_QPA_PLATFORM=offscreen \
      XDG_RUNTIME_DIR="$tmp/run" "$program" --list-texts >"$tmp/$2.txt" 2>"$tmp/$2.err"; then
    cat "$tmp/$2.err" >&2
    echo "FOUT: $program --list-texts ($1) failed" >&2
    exit 1
  fi
}
# dutch NAME: the lines of NAME.txt whose text (not where) has a Dutch word, Alt marks taken out
dutch() {
  cut -f2- "$tmp/$1.txt" | sed 's/&//g' | { LC_ALL=C.UTF-8 grep -niwF -f "$tmp/words" || true; } | cut -d: -f1 |
    while read -r n; do sed -n "${n}p" "$tmp/$1.txt"; done
}

walk en_GB.UTF-8 en
walk nl_NL.UTF-8 nl
dutch en >"$tmp/en-dutch"
dutch nl >"$tmp/nl-dutch"
cut -f2- "$tmp/en.txt" | sed 's/&//g' >"$tmp/en-shown"
cut -f2- "$tmp/nl-dutch" | sed 's/&//g' >"$tmp/nl-recognised"
echo "English walk: $(wc -l <"$tmp/en.txt") texts; the Dutch walk: $(wc -l <"$tmp/nl.txt"), $(wc -l <"$tmp/nl-dutch") with a word of the list"

status=0
if [ -s "$tmp/en-dutch" ]; then
  echo "FOUT: Dutch in the English interface ($(wc -l <"$tmp/en-dutch") texts; where, then the text):" >&2
  cat "$tmp/en-dutch" >&2
  status=1
fi
# The walk reached the menus, the sample tournament's tabs and the dialogs, in English.
for expected in "Restore from backup…" "Choose backup folder…" "About nk-bonaken" "Players" "Standings" "Final"; do
  grep -qxF "$expected" "$tmp/en-shown" || { echo "FOUT: the English walk never showed \"$expected\"" >&2; status=1; }
done
# And the list recognises the Dutch it replaces.
for expected in "Herstellen uit back-up…" "Back-upmap kiezen…"; do
  grep -qxF "$expected" "$tmp/nl-recognised" ||
    { echo "FOUT: the word list does not recognise \"$expected\" in the Dutch walk" >&2; status=1; }
done
[ "$(wc -l <"$tmp/nl-dutch")" -ge 100 ] || { echo "FOUT: too few Dutch texts found in the Dutch walk" >&2; status=1; }
exit $status
