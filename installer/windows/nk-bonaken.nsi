; The Windows installer of nk-bonaken, in Dutch, made by scripts/windows-package.sh:
;   makensis -DVERSION=0.1.0 -DSTAGE=<folder of cmake --install> -DLICENCE=<licence page text>
;            -DOUTFILE=<setup.exe> nk-bonaken.nsi
; The licence page in Dutch: licentie.txt (what the GPL means for whoever uses the program, which
; needs no acceptance) followed by the licence itself, whose English text alone is the licence;
; windows-package.sh puts the two together.
; Per user, without administrator rights (volunteers' and club laptops): the program goes to
; %LOCALAPPDATA%\Programs\NK Bonaken, the Start-menu entry, the .bonaken file type and the
; uninstaller's entry are the user's own (HKCU). The uninstaller removes exactly what was installed
; and leaves tournaments and backups alone (they live in Documenten and in
; %LOCALAPPDATA%\Stichting Bonaken Nederland\nk-bonaken, never in the program's folder).
; /S installs silently (used by scripts/windows-test.sh under Wine); /D=FOLDER picks the folder.
; Neither installs nor uninstalls while nk-bonaken.exe runs (its DLLs are in use): asked to close
; it first; silent (/S), it changes nothing and ends with exit code 2.
Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma

!include "MUI2.nsh"

!ifndef VERSION
  !error "VERSION ontbreekt (-DVERSION=...)"
!endif
!ifndef STAGE
  !error "STAGE ontbreekt (-DSTAGE=map van cmake --install)"
!endif
!ifndef LICENCE
  !error "LICENCE ontbreekt (-DLICENCE=tekst van de licentiepagina, zie scripts/windows-package.sh)"
!endif
!ifndef OUTFILE
  !define OUTFILE "nk-bonaken-${VERSION}-setup.exe"
!endif

; Signed as it is made (scripts/windows-package.sh gives SIGN, scripts/windows-sign.sh): the
; uninstaller the installer carries, then the installer itself.
!ifdef SIGN
  !uninstfinalize '${SIGN} "%1"' = 0
  !finalize '${SIGN} "%1"' = 0
!endif

!define APPNAME "NK Bonaken"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\nk-bonaken"
!define FILETYPE "NkBonaken.Toernooi"

Name "${APPNAME} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
RequestExecutionLevel user
ShowInstDetails nevershow
ShowUninstDetails nevershow
BrandingText "nk-bonaken ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1043 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=1043 "FileDescription" "${APPNAME} installeren"
VIAddVersionKey /LANG=1043 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1043 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1043 "LegalCopyright" "GNU GPL, versie 3 of later"

!define MUI_ICON "nk-bonaken.ico"
!define MUI_UNICON "nk-bonaken.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\bin\nk-bonaken.exe"
!define MUI_FINISHPAGE_RUN_TEXT "NK Bonaken nu starten"

!insertmacro MUI_PAGE_WELCOME
; The GPL asks nothing of whoever only uses the program: the page explains, and "Volgende" goes on
; (no "Akkoord" to click, as an agreement would have).
!define MUI_PAGE_HEADER_TEXT "Licentie"
!define MUI_PAGE_HEADER_SUBTEXT "NK Bonaken is vrije software onder de GNU GPL, versie 3 of later."
!define MUI_LICENSEPAGE_TEXT_TOP "Wat u met NK Bonaken mag (druk op Page Down om verder te lezen):"
!define MUI_LICENSEPAGE_TEXT_BOTTOM "U hoeft niets te accepteren om NK Bonaken te installeren en te gebruiken. Klik op Volgende om verder te gaan."
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!insertmacro MUI_PAGE_LICENSE "${LICENCE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "Dutch"

; nk-bonaken.exe holds the named mutex "NKBonakenRunning" while it runs (ui/window/runningmark.h).
; Its files cannot be replaced or removed meanwhile: an update or an uninstall would leave a
; half-removed bin\ folder. So both ask until it is closed; silent (/S), Cancel is the answer:
; nothing is changed and the exit code is 2 (seen by whoever waits for it; the uninstaller runs
; a copy of itself unless started with _?=FOLDER).
!macro WAIT_UNTIL_CLOSED PREFIX
  Function ${PREFIX}WaitUntilClosed
    retry:
      System::Call 'kernel32::OpenMutexW(i 0x00100000, i 0, w "NKBonakenRunning") p .r0'
      IntPtrCmp $0 0 closed
      System::Call 'kernel32::CloseHandle(p r0)'
      MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "NK Bonaken is nog geopend. Sluit het programma en kies Opnieuw." /SD IDCANCEL IDRETRY retry
      SetErrorLevel 2
      Quit
    closed:
  FunctionEnd
!macroend
!insertmacro WAIT_UNTIL_CLOSED ""
!insertmacro WAIT_UNTIL_CLOSED "un."

Function .onInit
  Call WaitUntilClosed
FunctionEnd

Function un.onInit
  Call un.WaitUntilClosed
FunctionEnd

; The folders the installer owns inside $INSTDIR; nothing else is ever removed.
!macro RemoveProgramFiles
  RMDir /r "$INSTDIR\bin"
  RMDir /r "$INSTDIR\share"
!macroend

Section "NK Bonaken" SecMain
  SectionIn RO
  SetShellVarContext current
  ; An older version's files go first, so no stale DLL or plugin stays beside the new ones.
  !insertmacro RemoveProgramFiles
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\bin\nk-bonaken.exe" "" "$INSTDIR\bin\nk-bonaken.exe" 0

  ; A double click on a .bonaken file opens it in nk-bonaken, with the program's icon.
  WriteRegStr HKCU "Software\Classes\.bonaken" "" "${FILETYPE}"
  WriteRegStr HKCU "Software\Classes\${FILETYPE}" "" "NK Bonaken-toernooi"
  WriteRegStr HKCU "Software\Classes\${FILETYPE}\DefaultIcon" "" "$INSTDIR\bin\nk-bonaken.exe,0"
  WriteRegStr HKCU "Software\Classes\${FILETYPE}\shell\open\command" "" '"$INSTDIR\bin\nk-bonaken.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  ; Apps & features: name, version, size, and a silent uninstall for administrators of club laptops.
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "Stichting Bonaken Nederland"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\bin\nk-bonaken.exe,0"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  !insertmacro RemoveProgramFiles
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR" ; only when empty: whatever the user put there stays
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  ; The file type only while it is still ours (another program may have taken .bonaken since).
  ReadRegStr $0 HKCU "Software\Classes\.bonaken" ""
  StrCmp $0 "${FILETYPE}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.bonaken"
  DeleteRegKey HKCU "Software\Classes\${FILETYPE}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd
