# sg_rows.cmake - backends/sg_rows.def (the backend rows, one SG_ROW line each)
# read by CMake, at configure time (CMakeLists.txt: the CUDA rows' sources of
# sg_kernels) and at build time (backends/code_hash.cmake, the code hashes).
#   sg_rows_read(<def file>)
# sets in the caller's scope SG_ROW_COUNT and, for each row i (0-based, table
# order), SG_ROW_<i>_<FIELD> for FIELD in NAME MODEL KIND BUILDS FN SOURCES TWIN
# UNIT BITS_OF (the first nine SG_ROW arguments in order, quotes removed;
# SOURCES a CMake list of repository-relative paths or glob patterns). The
# tenth, the algorithm line (a quoted string that may hold commas and
# parentheses), is the C code's alone: it is checked to be there, not read.
function(sg_rows_read def)
  file(STRINGS ${def} _lines REGEX "^SG_ROW")
  set(_n 0)
  foreach(_l IN LISTS _lines)
    # nine fields without commas or parentheses, then the quoted algorithm line
    set(_f9 "[^,()]*,[^,()]*,[^,()]*,[^,()]*,[^,()]*,[^,()]*,[^,()]*,[^,()]*,[^,()]*")
    if(NOT _l MATCHES "^SG_ROW\\((${_f9}), *\"[^\"]+\"\\)[ \t]*$")
      message(FATAL_ERROR "${def}: a row is one SG_ROW(name, MODEL, KIND, BUILDS, rows_fn, sources, twin, UNIT, "
                          "bits_of, \"algorithm\") on one line, not: ${_l}")
    endif()
    string(REPLACE "," ";" _f "${CMAKE_MATCH_1}")
    set(_i 0)
    foreach(_field NAME MODEL KIND BUILDS FN SOURCES TWIN UNIT BITS_OF)
      list(GET _f ${_i} _v)
      string(STRIP "${_v}" _v)
      string(REGEX REPLACE "^\"(.*)\"$" "\\1" _v "${_v}")
      if(_field STREQUAL "SOURCES")
        string(REGEX REPLACE "[ \t]+" ";" _v "${_v}")
      endif()
      set(SG_ROW_${_n}_${_field} "${_v}" PARENT_SCOPE)
      math(EXPR _i "${_i} + 1")
    endforeach()
    math(EXPR _n "${_n} + 1")
  endforeach()
  if(_n EQUAL 0)
    message(FATAL_ERROR "${def}: no SG_ROW line")
  endif()
  set(SG_ROW_COUNT ${_n} PARENT_SCOPE)
endfunction()
