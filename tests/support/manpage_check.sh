#!/usr/bin/env bash
# The manual pages as a reader sees them with `man -l`, in a UTF-8 terminal and in the C locale:
# no warning, no "???" or unnamed character; nk-bonaken-cli(1) has a section for every command its
# --help names, nk-bonaken(1) its usage on a line apart from its description and every option of
# its --help. tests/cli/test_cli_manpage.cpp checks the built pages the same way.
# Usage: manpage_check.sh MANDIR CLI GUI
#   (scripts/package-test.sh: /usr/share/man/man1 nk-bonaken-cli nk-bonaken)
set -euo pipefail
mandir=$1
cli=$2
gui=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
  echo "FOUT (manual pages): $*" >&2
  status=1
}

for page in nk-bonaken nk-bonaken-cli; do
  file="$mandir/$page.1.gz"
  [ -f "$file" ] || { fail "no manual page $file"; continue; }
  for locale in C.UTF-8 C; do
    out="$tmp/$page.$locale"
    if ! LC_ALL=$locale MANWIDTH=100 man -l "$file" >"$out" 2>"$out.err"; then
      fail "man -l $file failed in $locale: $(cat "$out.err")"
    fi
    [ ! -s "$out.err" ] || fail "$page(1) in $locale: $(head -n3 "$out.err")"
    if grep -n -e '???' -e '\\\[u' -e $'\uFFFD' "$out" >"$tmp/bad"; then
      fail "$page(1) in $locale shows characters it cannot draw: $(head -n3 "$tmp/bad")"
    fi
  done
done

# Every command of nk-bonaken-cli --help's overview: "  Heading: a, b plan," lists (continued
# after four spaces) and "  copy VAN NAAR: what it does" lines.
"$cli" --help | awk '
  /^Opdrachten/ { on = 1; next }
  on && /^$/ { exit }
  on {
    if ($0 ~ /^    /) list = $0
    else {
      i = index($0, ": "); head = substr($0, 1, i - 1); sub(/^ +/, "", head)
      if (head !~ /^[A-Z]/) { split(head, w, " "); print w[1]; next }
      list = substr($0, i + 2)
    }
    n = split(list, items, ",")
    for (k = 1; k <= n; k++) { s = items[k]; sub(/^ +/, "", s); split(s, w, " "); if (w[1] != "") print w[1] }
  }' | sort -u >"$tmp/commands"
[ "$(wc -l <"$tmp/commands")" -ge 10 ] || fail "only $(wc -l <"$tmp/commands") commands read from $cli --help"
while read -r command; do
  # A section heading: the command alone on a line, indented by three (.SS).
  grep -qx "   $command" "$tmp/nk-bonaken-cli.C.UTF-8" || fail "nk-bonaken-cli(1) has no section for $command"
  # Under it, how it is called: the program's name first, on a line of its own.
  sed -n "/^   $command\$/,/^   [a-z]*\$/p" "$tmp/nk-bonaken-cli.C.UTF-8" | grep '^ *nk-bonaken-cli ' >/dev/null ||
    fail "nk-bonaken-cli(1) does not say how $command is called"
done <"$tmp/commands"

# nk-bonaken(1): the usage alone under SYNOPSIS, the description under DESCRIPTION.
gui_page="$tmp/nk-bonaken.C.UTF-8"
[ "$(grep -A1 -x 'SYNOPSIS' "$gui_page" | tail -n1 | sed 's/^ *//')" = "nk-bonaken [BESTAND.bonaken]" ] ||
  fail "nk-bonaken(1): SYNOPSIS is not the usage alone"
! grep -q 'Gebruik:' "$gui_page" || fail "nk-bonaken(1) runs the usage into the description"
env -u DISPLAY "$gui" --help | sed -n 's/^  \(-[^ ].*[^ ]\)  .*/\1/p' | sed 's/ *$//' >"$tmp/options"
[ -s "$tmp/options" ] || fail "no options read from $gui --help"
while read -r option; do
  grep -qF -- "$option" "$gui_page" || fail "nk-bonaken(1) does not name $option"
done <"$tmp/options"

[ $status -eq 0 ] && echo "   nk-bonaken(1) and nk-bonaken-cli(1) render cleanly in C.UTF-8 and C; $(wc -l <"$tmp/commands") commands, each in its section"
exit $status
