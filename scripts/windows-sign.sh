#!/usr/bin/env bash
# Authenticode signatures for the Windows programs and the installer (osslsigncode, SHA-256),
# signed in place. scripts/windows-package.sh signs nk-bonaken.exe and nk-bonaken-cli.exe, then
# makensis builds the installer and signs its uninstaller and itself through this script
# (!uninstfinalize and !finalize in installer/windows/nk-bonaken.nsi).
#   scripts/windows-sign.sh FILE...            sign
#   scripts/windows-sign.sh --verify FILE...   check each signature (osslsigncode verify)
# The certificate: the Stichting's own when the environment names it, never on a command line:
#   NKB_SIGN_PKCS12          its .p12/.pfx file
#   NKB_SIGN_PASSWORD_FILE   a file holding that file's password
#   NKB_SIGN_TIMESTAMP       a timestamp server (RFC 3161), so that the signature outlives the certificate
# Without them: a test certificate the build makes once in $NKB_SIGN_TEST_DIR (SmartScreen does
# not know it; it proves that signing works, and says so on every run).
set -euo pipefail
command -v osslsigncode >/dev/null || bash "$(dirname "$0")/apt-need.sh" osslsigncode >&2
fail() { echo "FOUT (ondertekenen): $*" >&2; exit 1; }

if [ -n "${NKB_SIGN_PKCS12:-}" ]; then
  [ -f "$NKB_SIGN_PKCS12" ] || fail "NKB_SIGN_PKCS12 wijst naar $NKB_SIGN_PKCS12, dat niet bestaat"
  [ -f "${NKB_SIGN_PASSWORD_FILE:-}" ] || fail "NKB_SIGN_PASSWORD_FILE moet een bestand met het wachtwoord van het certificaat noemen"
  P12="$NKB_SIGN_PKCS12"
  PASSFILE="$NKB_SIGN_PASSWORD_FILE"
  CAFILE=/etc/ssl/certs/ca-certificates.crt
else
  TEST="${NKB_SIGN_TEST_DIR:?NKB_SIGN_TEST_DIR of NKB_SIGN_PKCS12 moet gezet zijn}"
  P12="$TEST/testcertificaat.p12"
  PASSFILE="$TEST/wachtwoord"
  CAFILE="$TEST/testcertificaat.pem"
  if [ ! -f "$P12" ]; then
    mkdir -p "$TEST" && chmod 700 "$TEST"
    (umask 077 && openssl rand -hex 24 >"$PASSFILE")
    openssl req -x509 -newkey rsa:3072 -nodes -days 3650 -keyout "$TEST/sleutel.pem" -out "$CAFILE" \
      -subj "/CN=NK Bonaken testcertificaat (niet vertrouwen)/O=Stichting Bonaken Nederland" \
      -addext "extendedKeyUsage=codeSigning" -addext "keyUsage=critical,digitalSignature" 2>/dev/null
    openssl pkcs12 -export -inkey "$TEST/sleutel.pem" -in "$CAFILE" -out "$P12" -passout "file:$PASSFILE"
    rm -f "$TEST/sleutel.pem"
  fi
fi

if [ "${1:-}" = --verify ]; then
  shift
  for f in "$@"; do
    out="$(osslsigncode verify -CAfile "$CAFILE" -in "$f" 2>&1)" ||
      { echo "$out" >&2; fail "de handtekening van $(basename "$f") klopt niet"; }
    grep -q '^Signature verification: ok' <<<"$out" || { echo "$out" >&2; fail "$(basename "$f"): niet geverifieerd"; }
  done
  exit 0
fi

[ -n "${NKB_SIGN_PKCS12:-}" ] || echo "   ondertekend met het testcertificaat (NKB_SIGN_PKCS12 niet gezet): alleen voor de proef" >&2
for f in "$@"; do
  args=(sign -pkcs12 "$P12" -readpass "$PASSFILE" -h sha256 -n "NK Bonaken" -i "https://www.nkbonaken.nl/")
  [ -z "${NKB_SIGN_TIMESTAMP:-}" ] || args+=(-ts "$NKB_SIGN_TIMESTAMP")
  osslsigncode "${args[@]}" -in "$f" -out "$f.ondertekend" >/dev/null || { rm -f "$f.ondertekend"; fail "$(basename "$f") niet ondertekend"; }
  mv "$f.ondertekend" "$f"
done
