# cmake -DPROGRAM=nk-bonaken-cli [-DEMULATOR=wine] -DOUT=nk-bonaken-cli.1 -P manpage.cmake
# Writes the program's own manual page (help --man) to OUT; a build step has no shell redirection
# on every generator, and a cross-built program runs through its emulator.
execute_process(COMMAND ${EMULATOR} ${PROGRAM} help --man OUTPUT_FILE ${OUT} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  file(REMOVE ${OUT})
  message(FATAL_ERROR "${PROGRAM} help --man: ${result}")
endif()
