# Strict Qt defines for every target that links Qt: no casts from 8-bit strings, no Q_FOREACH.
function(nkb_qt_target target)
  target_compile_definitions(${target} PRIVATE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
endfunction()

if(NKB_WITH_QT)
  find_package(Qt6 6.4 REQUIRED COMPONENTS Core Sql Gui Widgets PrintSupport Network)
endif()
