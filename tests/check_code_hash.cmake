# check_code_hash.cmake - test_code_hash (label cpu): a backend row's code hash
# is what the compiler read (backends/code_hash.cmake). With the build's own
# dependency outputs and compile commands:
#   (a) the header the build generated holds the hashes computed now (not stale);
#   (b) for EACH repository file that a row's compile read (its sources and every
#       header they include, also through other headers: the paths in the source
#       tree of the dependency outputs, <object>.d), a touched copy of it
#       (one comment line appended) changes the hash of exactly the rows whose
#       dependency output names that file (read here as text, apart from the
#       hash code's parsing), and of no other row; a CUDA row of a build without
#       CUDA, which has no compile, changes with its listed source only;
#   (c) reference/rg_gate_memo.h changes exactly the rows compiled from
#       reference/rglru_chunked.c and reference/rglru_assoc.c (backends/sg_rows.def).
# Nothing is rebuilt: the touched copy stands in for the file's contents
# (SG_HASH_OVERRIDE_NAME / _FILE of code_hash.cmake), the checkout is untouched.
#   cmake -DINPUTS=<build>/generated/sg_code_hash_inputs.cmake -DHEADER=<build>/generated/sg_backend_hashes.h
#         -DSCRATCH=<folder> -P check_code_hash.cmake
cmake_minimum_required(VERSION 3.22)
include(${INPUTS})
include(${SRC}/backends/code_hash.cmake)
set(_fails "")

sg_code_hashes()
math(EXPR _last "${SG_ROW_COUNT} - 1")
file(READ ${HEADER} _hdr)
set(_repo_files "")
foreach(_i RANGE ${_last})
  set(_name_${_i} "${SG_ROW_${_i}_NAME}")
  set(_base_${_i} "${SG_HASH_${_i}}")
  # (a) the generated header is current
  string(FIND "${_hdr}" "X(\"${_name_${_i}}\", \"${_base_${_i}}\")" _at)
  if(_at EQUAL -1)
    string(APPEND _fails "(a) ${HEADER} does not hold ${_name_${_i}}'s hash ${_base_${_i}}: stale (rebuild)\n")
  endif()
  # the dependency outputs as one text of space-separated paths
  set(_deps_${_i} " ")
  foreach(_d IN LISTS SG_HASH_DEPFILES_${_i})
    file(READ "${_d}" _t)
    string(REPLACE "\\\n" " " _t "${_t}")
    string(REGEX REPLACE "[ \t\n]+" " " _t "${_t}")
    string(APPEND _deps_${_i} "${_t} ")
  endforeach()
  # the repository files the row's compiles read: those of its dependency
  # outputs in the source tree and not in the build folder (or, for a row
  # without a compile, its listed sources)
  string(REPLACE " " ";" _toks "${_deps_${_i}}")
  foreach(_t IN LISTS _toks)
    cmake_path(IS_PREFIX SRC "${_t}" NORMALIZE _in_src)
    cmake_path(IS_PREFIX BIN "${_t}" NORMALIZE _in_bin)
    if(_in_src AND NOT _in_bin)
      cmake_path(RELATIVE_PATH _t BASE_DIRECTORY "${SRC}" OUTPUT_VARIABLE _r)
      list(APPEND _repo_files "${_r}")
    endif()
  endforeach()
  if(NOT SG_HASH_DEPFILES_${_i})
    list(APPEND _repo_files ${SG_ROW_${_i}_SOURCES})
  endif()
endforeach()
list(REMOVE_DUPLICATES _repo_files)
list(SORT _repo_files)
list(LENGTH _repo_files _nfiles)
if(_nfiles LESS 5)
  string(APPEND _fails "(b) only ${_nfiles} repository files in the rows' compiles: ${_repo_files}\n")
endif()

# (b) each file touched in turn
file(MAKE_DIRECTORY ${SCRATCH})
set(SG_HASH_OVERRIDE_FILE ${SCRATCH}/touched)
foreach(_f IN LISTS _repo_files)
  file(READ ${SRC}/${_f} _c)
  file(WRITE ${SG_HASH_OVERRIDE_FILE} "${_c}\n/* touched by tests/check_code_hash.cmake */\n")
  set(SG_HASH_OVERRIDE_NAME "${_f}")
  sg_code_hashes()
  set(_changed "")
  foreach(_i RANGE ${_last})
    string(FIND "${_deps_${_i}}" " ${SRC}/${_f} " _at)
    set(_expect 0)
    if(NOT _at EQUAL -1)
      set(_expect 1)
    elseif(NOT SG_HASH_DEPFILES_${_i} AND _f IN_LIST SG_ROW_${_i}_SOURCES)
      set(_expect 1) # a CUDA row without CUDA: its listed source
    endif()
    set(_got 0)
    if(NOT SG_HASH_${_i} STREQUAL _base_${_i})
      set(_got 1)
      list(APPEND _changed "${_name_${_i}}")
    endif()
    if(_got AND NOT _expect)
      string(APPEND _fails "(b) ${_f} touched: ${_name_${_i}}'s hash changed, but its compile does not read it\n")
    elseif(_expect AND NOT _got)
      string(APPEND _fails "(b) ${_f} touched: ${_name_${_i}}'s hash unchanged, but its compile reads it\n")
    endif()
  endforeach()
  if(NOT _changed)
    string(APPEND _fails "(b) ${_f} touched: no row's hash changed\n")
  endif()
  set(_changed_${_f} "${_changed}")
  list(LENGTH _changed _nc)
  message(STATUS "${_f}: ${_nc} rows")
endforeach()
unset(SG_HASH_OVERRIDE_NAME)

# (c) rg_gate_memo.h: exactly the rows of rglru_chunked.c and rglru_assoc.c
set(_want "")
foreach(_i RANGE ${_last})
  if("reference/rglru_chunked.c" IN_LIST SG_ROW_${_i}_SOURCES OR "reference/rglru_assoc.c" IN_LIST SG_ROW_${_i}_SOURCES)
    list(APPEND _want "${_name_${_i}}")
  endif()
endforeach()
foreach(_r cpu.rglru_chunk16_serial cpu.rglru_chunk16_grouped32 cpu.rglru_atomic_dp cpu.rglru_assoc_f32
           cpu.rglru_assoc_bf16)
  if(NOT _r IN_LIST _want)
    string(APPEND _fails "(c) ${_r} is not a row of reference/rglru_chunked.c or reference/rglru_assoc.c\n")
  endif()
endforeach()
if(NOT "reference/rg_gate_memo.h" IN_LIST _repo_files)
  string(APPEND _fails "(c) reference/rg_gate_memo.h is read by no row's compile\n")
elseif(NOT _changed_reference/rg_gate_memo.h STREQUAL _want)
  string(APPEND _fails "(c) reference/rg_gate_memo.h touched changes [${_changed_reference/rg_gate_memo.h}], "
                       "not exactly [${_want}]\n")
endif()

file(REMOVE_RECURSE ${SCRATCH})
if(_fails)
  message(FATAL_ERROR "test_code_hash:\n${_fails}")
endif()
message(STATUS "test_code_hash: ${_nfiles} repository files, each changes exactly the rows that read it")
