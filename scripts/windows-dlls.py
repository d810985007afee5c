#!/usr/bin/env python3
"""Checks a Windows program folder: every DLL that an .exe or .dll in it imports is in the folder
(beside the importer, in bin\\, or a Qt plugin's bin\\) or is part of Windows itself, as a fresh
Wine prefix's system32 lists it. Nothing may be found on a Linux path at run time.
Usage: windows-dlls.py FOLDER   (WINEPREFIX must name an initialised prefix)"""
import os
import subprocess
import sys


def imports(path):
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", path], capture_output=True, text=True,
                         check=True).stdout
    return [line.split("DLL Name:")[1].strip().lower() for line in out.splitlines() if "DLL Name:" in line]


def main():
    folder = sys.argv[1]
    system32 = os.path.join(os.environ["WINEPREFIX"], "drive_c", "windows", "system32")
    windows = {name.lower() for name in os.listdir(system32)}
    ours = set()
    binaries = []
    for root, _, files in os.walk(folder):
        for name in files:
            if name.lower().endswith((".exe", ".dll")):
                ours.add(name.lower())
                binaries.append(os.path.join(root, name))
    missing = []
    for path in sorted(binaries):
        for dll in imports(path):
            if dll not in ours and dll not in windows and not dll.startswith(("api-ms-win-", "ext-ms-")):
                missing.append(f"{os.path.relpath(path, folder)} -> {dll}")
    if missing:
        print("Ontbrekende DLL's (niet in de map en niet van Windows):\n  " + "\n  ".join(missing))
        return 1
    print(f"== DLL check: {len(binaries)} programs and libraries, every import in the folder or in Windows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
