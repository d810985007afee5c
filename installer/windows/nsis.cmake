# The Windows installer: `cpack -G NSIS` in a build directory made with Qt 6 for Windows
# (installer/README.md). Included from installer/CMakeLists.txt on WIN32 only; not tried on this
# project's CI (Debian has no NSIS-capable Qt for Windows), see installer/README.md.

# windeployqt copies the Qt DLLs, the platform plugin, the SQLite driver and Qt's translations
# beside the programs at install time, so the installer carries everything.
find_program(NKB_WINDEPLOYQT windeployqt HINTS "${Qt6_DIR}/../../../bin")
if(NKB_WINDEPLOYQT)
  install(CODE "
    execute_process(COMMAND \"${NKB_WINDEPLOYQT}\" --no-compiler-runtime --no-opengl-sw
      \"\${CMAKE_INSTALL_PREFIX}/bin/nk-bonaken.exe\" \"\${CMAKE_INSTALL_PREFIX}/bin/nk-bonaken-cli.exe\"
      COMMAND_ERROR_IS_FATAL ANY)")
else()
  message(WARNING "windeployqt not found: the installer would lack the Qt DLLs")
endif()
# The compiler's runtime (MSVC redistributable DLLs) beside the programs.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
include(InstallRequiredSystemLibraries)

set(CPACK_GENERATOR "NSIS")
set(CPACK_PACKAGE_NAME "nk-bonaken")
set(CPACK_PACKAGE_VENDOR "nk-bonaken")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Het NK Bonaken leiden")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "NK Bonaken")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_NSIS_DISPLAY_NAME "NK Bonaken ${PROJECT_VERSION}")
set(CPACK_NSIS_PACKAGE_NAME "NK Bonaken")
set(CPACK_NSIS_URL_INFO_ABOUT ${PROJECT_HOMEPAGE_URL})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\nk-bonaken.exe")
# Start-menu entry.
set(CPACK_PACKAGE_EXECUTABLES "nk-bonaken" "NK Bonaken")
# .bonaken opens in nk-bonaken with a double click; removed again on uninstall.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
  WriteRegStr HKCR '.bonaken' '' 'NkBonaken.Toernooi'
  WriteRegStr HKCR 'NkBonaken.Toernooi' '' 'NK Bonaken-toernooi'
  WriteRegStr HKCR 'NkBonaken.Toernooi\\\\DefaultIcon' '' '$INSTDIR\\\\bin\\\\nk-bonaken.exe,0'
  WriteRegStr HKCR 'NkBonaken.Toernooi\\\\shell\\\\open\\\\command' '' '\\\"$INSTDIR\\\\bin\\\\nk-bonaken.exe\\\" \\\"%1\\\"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  DeleteRegKey HKCR '.bonaken'
  DeleteRegKey HKCR 'NkBonaken.Toernooi'
")
include(CPack)
