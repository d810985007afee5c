# Cross builds (cmake/mingw-w64.cmake) use the build machine's header-only packages (nlohmann_json,
# Catch2 v2), whose targets name /usr/include: handed to the cross compiler, that would pull in the
# host's C library headers. This copies just the package's own folder and points the target there.
function(nkb_host_headers target folder)
  if(NOT CMAKE_CROSSCOMPILING OR NOT TARGET ${target})
    return()
  endif()
  get_target_property(dirs ${target} INTERFACE_INCLUDE_DIRECTORIES)
  foreach(dir IN LISTS dirs)
    if(EXISTS ${dir}/${folder})
      file(COPY ${dir}/${folder} DESTINATION ${PROJECT_BINARY_DIR}/host-headers)
    endif()
  endforeach()
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${PROJECT_BINARY_DIR}/host-headers)
endfunction()
