#!/usr/bin/env bash
# The winget manifest of a Windows installer (winget-pkgs' layout, schema 1.6.0: version, installer
# and the Dutch default locale), with the installer's own SHA-256 and its silent switch. Written by
# scripts/windows-package.sh beside the installer; installer/README.md says how to submit it.
#   scripts/windows-winget.sh VERSION SETUP.EXE OUTDIR
# NKB_WINGET_URL: where the Stichting publishes the installer (default: the website's download folder).
set -euo pipefail
VERSION="$1"
SETUP="$2"
OUTDIR="$3"
ID=StichtingBonakenNederland.NKBonaken
URL="${NKB_WINGET_URL:-https://www.nkbonaken.nl/download/$(basename "$SETUP")}"
SHA="$(sha256sum "$SETUP" | cut -d' ' -f1 | tr 'a-f' 'A-F')"
DIR="$OUTDIR/$ID/$VERSION"
rm -rf "$OUTDIR/$ID" && mkdir -p "$DIR"
head="# Made by scripts/windows-package.sh for nk-bonaken $VERSION
PackageIdentifier: $ID
PackageVersion: $VERSION"
cat >"$DIR/$ID.yaml" <<YAML
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.version.1.6.0.schema.json
$head
DefaultLocale: nl-NL
ManifestType: version
ManifestVersion: 1.6.0
YAML
cat >"$DIR/$ID.installer.yaml" <<YAML
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.installer.1.6.0.schema.json
$head
InstallerLocale: nl-NL
InstallerType: nullsoft
Scope: user
InstallModes:
- interactive
- silent
- silentWithProgress
InstallerSwitches:
  Silent: /S
  SilentWithProgress: /S
UpgradeBehavior: install
FileExtensions:
- bonaken
Installers:
- Architecture: x64
  InstallerUrl: $URL
  InstallerSha256: $SHA
ManifestType: installer
ManifestVersion: 1.6.0
YAML
cat >"$DIR/$ID.locale.nl-NL.yaml" <<YAML
# yaml-language-server: \$schema=https://aka.ms/winget-manifest.defaultLocale.1.6.0.schema.json
$head
PackageLocale: nl-NL
Publisher: Stichting Bonaken Nederland
PackageName: NK Bonaken
License: GPL-3.0-or-later
ShortDescription: Het programma van het Nederlands Kampioenschap Bonaken (loting, uitslagen, klassement, finale, papieren).
Moniker: nk-bonaken
Tags:
- bonaken
- kaartspel
- toernooi
ManifestType: defaultLocale
ManifestVersion: 1.6.0
YAML
echo "$DIR"
