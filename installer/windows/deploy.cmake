# Everything nk-bonaken.exe and nk-bonaken-cli.exe need at run time, installed beside them, so
# that `cmake --install` gives a folder that runs on a bare Windows (scripts/windows-package.sh
# packs it as the installer and the portable zip). Debian has no windeployqt for a Windows target:
# the list is kept here by hand and checked by scripts/windows-test.sh, which runs the programs
# from a fresh Wine prefix where nothing else is on the path. Layout:
#   bin\               the programs, the Qt, SQLite and MinGW DLLs, qt.conf
#   bin\plugins\       platforms\qwindows, styles\qwindowsvistastyle, sqldrivers\qsqlite and qsqlpsql, ...
#   bin\translations\  Qt's own Dutch texts (file dialogs, context menus)
#   share\nk-bonaken\  the Handleiding, the sample tournament, the licences
# Plugins and translations sit under bin\ because that is where this relocatable Qt looks when no
# QCoreApplication exists to read qt.conf (nk-bonaken-cli): its prefix is the folder of
# Qt6Core.dll (seen under Wine: it looked for bin\plugins). qt.conf says the same for the window.
if(NOT QT6_INSTALL_PREFIX)
  message(FATAL_ERROR "QT6_INSTALL_PREFIX unknown: configure with Qt for Windows (scripts/windows-package.sh)")
endif()
set(qt ${QT6_INSTALL_PREFIX})
foreach(module IN ITEMS Core Gui Widgets Sql PrintSupport Network)
  install(FILES ${qt}/bin/Qt6${module}.dll DESTINATION bin)
endforeach()
# SQLite, shared by Qt's qsqlite.dll and the program (scripts/windows-qt.sh).
install(FILES ${qt}/bin/sqlite3.dll DESTINATION bin)
# libqrencode for the QR codes of the venue web's address (scripts/windows-qrencode.sh), and its licence.
get_filename_component(qrencode_prefix ${NKB_QRENCODE_LIBRARY} DIRECTORY)
get_filename_component(qrencode_prefix ${qrencode_prefix} DIRECTORY)
install(FILES ${qrencode_prefix}/bin/libqrencode.dll DESTINATION bin)
install(FILES ${qrencode_prefix}/share/LICENSE-qrencode.txt DESTINATION ${NKB_DATA_DESTINATION})
# libssh2 for publishing over SFTP (scripts/windows-libssh2.sh): linked in statically, on OpenSSL's
# DLLs below, so only its licence goes beside the program.
if(NKB_LIBSSH2_PREFIX)
  install(FILES ${NKB_LIBSSH2_PREFIX}/share/LICENSE-libssh2.txt DESTINATION ${NKB_DATA_DESTINATION})
endif()
# libcurl for publishing over FTPS (scripts/windows-curl.sh): static as well, on the same OpenSSL.
if(NKB_CURL_PREFIX)
  install(FILES ${NKB_CURL_PREFIX}/share/LICENSE-curl.txt DESTINATION ${NKB_DATA_DESTINATION})
endif()
# Results stations on the venue's PostgreSQL server: Qt's driver (scripts/windows-qt-psql.sh) and
# libpq with OpenSSL for TLS (scripts/windows-libpq.sh), their DLLs beside the programs. Without
# them the build still works, and the About box says there are no stations in this version.
set(NKB_QT_PSQL_PREFIX "" CACHE PATH "Qt's PostgreSQL driver for Windows, built by scripts/windows-qt-psql.sh")
if(NKB_LIBPQ_PREFIX AND NKB_QT_PSQL_PREFIX)
  install(FILES ${NKB_LIBPQ_PREFIX}/bin/libpq.dll ${NKB_LIBPQ_PREFIX}/bin/libssl-3-x64.dll
    ${NKB_LIBPQ_PREFIX}/bin/libcrypto-3-x64.dll DESTINATION bin)
  install(FILES ${NKB_QT_PSQL_PREFIX}/plugins/sqldrivers/qsqlpsql.dll DESTINATION bin/plugins/sqldrivers)
  install(FILES ${NKB_LIBPQ_PREFIX}/share/LICENSE-openssl.txt ${NKB_LIBPQ_PREFIX}/share/LICENSE-postgresql.txt
    DESTINATION ${NKB_DATA_DESTINATION})
else()
  message(STATUS "Without NKB_LIBPQ_PREFIX and NKB_QT_PSQL_PREFIX: no PostgreSQL stations in this build")
endif()
# qoffscreen: nk-bonaken-cli prints its PDFs without a window (core/cli/cmd_print.cpp).
foreach(plugin IN ITEMS platforms/qwindows platforms/qoffscreen styles/qwindowsvistastyle sqldrivers/qsqlite imageformats/qico
                        tls/qschannelbackend)
  get_filename_component(folder ${plugin} DIRECTORY)
  install(FILES ${qt}/plugins/${plugin}.dll DESTINATION bin/plugins/${folder})
endforeach()
# Prefix is relative to qt.conf's folder, the rest to the prefix.
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/qt.conf "[Paths]\nPrefix = .\nPlugins = plugins\nTranslations = translations\n")
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/qt.conf DESTINATION bin)

# Qt's Dutch texts: the .qm files are the same on every platform (Debian qt6-translations-l10n).
set(NKB_QT_TRANSLATIONS /usr/share/qt6/translations CACHE PATH "Folder with qtbase_nl.qm")
if(NOT EXISTS ${NKB_QT_TRANSLATIONS}/qtbase_nl.qm)
  message(FATAL_ERROR "${NKB_QT_TRANSLATIONS}/qtbase_nl.qm missing (Debian: qt6-translations-l10n)")
endif()
install(FILES ${NKB_QT_TRANSLATIONS}/qtbase_nl.qm DESTINATION bin/translations)

# The MinGW runtime the programs and Qt share (cmake/mingw-w64-qt.cmake).
include(${PROJECT_SOURCE_DIR}/cmake/MingwRuntime.cmake)
nkb_mingw_runtime_dlls(runtime)
install(FILES ${runtime} DESTINATION bin)

# The fonts the printed papers carry (compiled into the program) and their licence.
install(FILES ${PROJECT_SOURCE_DIR}/resources/fonts/LICENSE-DejaVu.txt DESTINATION ${NKB_DATA_DESTINATION})
