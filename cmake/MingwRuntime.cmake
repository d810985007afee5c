# The MinGW-w64 runtime DLLs that the programs and Qt for Windows share (cmake/mingw-w64-qt.cmake),
# found from the compiler itself: installed beside the programs (installer/windows/deploy.cmake)
# and put on Wine's path when a built tool runs at build time (ui/CMakeLists.txt).
function(nkb_mingw_runtime_dlls out)
  set(found)
  foreach(dll IN ITEMS libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${dll} OUTPUT_VARIABLE path
      OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT IS_ABSOLUTE "${path}" OR NOT EXISTS "${path}")
      # libwinpthread lives in the MinGW root, not in the compiler's folder.
      set(path /usr/x86_64-w64-mingw32/lib/${dll})
    endif()
    if(NOT EXISTS "${path}")
      message(FATAL_ERROR "MinGW runtime ${dll} not found")
    endif()
    list(APPEND found ${path})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()
