# code_hash.cmake - the code hash of each backend row (backends/sg_rows.def):
# SHA-256, first 128 bits, over what the compiler read and was told for the
# row's source files:
#   - each source's compile command as the build runs it (compile_commands.json:
#     the compiler's path, every flag and definition, with the contents of the
#     response files it names; the source and build folders written <src> and
#     <build>) and the compiler's id and version;
#   - every file in the dependency output of that compile (the <object>.d file
#     the compiler writes with -MD: the source and each header it read), by
#     name (repository-relative, <build>/... for a generated one, the absolute
#     path of a file outside both) and the SHA-256 of its contents.
# System headers count: they are what the compiler read (CUDA's device maths
# lives in its headers), so the hash, like the compiler path and version in it,
# is the machine's: a stored verdict is reused on the machine (and toolchain)
# that gated it. A CUDA row in a build without CUDA has no compile: its hash is
# that of its listed sources' contents under "not compiled in this build", never
# equal to a compiled row's.
#
# Build step (CMakeLists.txt, after the row objects compile, before backends.c):
#   cmake -DINPUTS=<build>/generated/sg_code_hash_inputs.cmake -DOUT=<header> -P code_hash.cmake
# INPUTS sets SRC, BIN, DEF (sg_rows.def), COMMANDS (compile_commands.json),
# OBJECTS (the row targets' object files), C_ID, CUDA_ID (compiler id and
# version) and HAVE_CUDA. OUT gets SG_CODE_HASHES(X), X(name, hash) per row, and
# OUT.files the files of each row's hash (both written only when changed).
# tests/check_code_hash.cmake includes this file and calls sg_code_hashes with
# one file's contents replaced (SG_HASH_OVERRIDE_NAME, SG_HASH_OVERRIDE_FILE).
# What is not compiled into a row (the judging code, the oracle) is not part of
# its code hash: `bench --regate` re-gates.
cmake_minimum_required(VERSION 3.22)
include(${CMAKE_CURRENT_LIST_DIR}/sg_rows.cmake)

# The name a file is hashed under: repository-relative, <build>/..., or absolute.
function(_sg_hash_name p out)
  cmake_path(IS_PREFIX BIN "${p}" NORMALIZE _in_bin)
  cmake_path(IS_PREFIX SRC "${p}" NORMALIZE _in_src)
  if(_in_bin)
    cmake_path(RELATIVE_PATH p BASE_DIRECTORY "${BIN}" OUTPUT_VARIABLE _r)
    set(_r "<build>/${_r}")
  elseif(_in_src)
    cmake_path(RELATIVE_PATH p BASE_DIRECTORY "${SRC}" OUTPUT_VARIABLE _r)
  else()
    set(_r "${p}")
  endif()
  set(${out} "${_r}" PARENT_SCOPE)
endfunction()

# The SHA-256 of a file's contents (once per file and run), or of the override.
function(_sg_file_sha p name out)
  if(DEFINED SG_HASH_OVERRIDE_NAME AND name STREQUAL SG_HASH_OVERRIDE_NAME)
    file(SHA256 "${SG_HASH_OVERRIDE_FILE}" _h)
  else()
    get_property(_h GLOBAL PROPERTY "sg_sha:${p}")
    if(NOT _h)
      if(NOT EXISTS "${p}")
        message(FATAL_ERROR "code_hash.cmake: ${p}, read by a row's compile, does not exist (rebuild)")
      endif()
      file(SHA256 "${p}" _h)
      set_property(GLOBAL PROPERTY "sg_sha:${p}" "${_h}")
    endif()
  endif()
  set(${out} "${_h}" PARENT_SCOPE)
endfunction()

# The compile of each row object, from compile_commands.json: for each object,
# its command, its source and the files its depfile names (global properties).
function(_sg_read_compiles)
  get_property(_done GLOBAL PROPERTY sg_compiles_read)
  if(_done)
    return()
  endif()
  set_property(GLOBAL PROPERTY sg_compiles_read 1)
  file(READ "${COMMANDS}" _j)
  string(JSON _n LENGTH "${_j}")
  math(EXPR _last "${_n} - 1")
  foreach(_o IN LISTS OBJECTS)
    set_property(GLOBAL PROPERTY "sg_want:${_o}" 1)
  endforeach()
  foreach(_i RANGE ${_last})
    string(JSON _e GET "${_j}" ${_i})
    string(JSON _cmd GET "${_e}" command)
    if(NOT _cmd MATCHES " -o ([^ ]+)( |$)")
      continue()
    endif()
    set(_o "${CMAKE_MATCH_1}")
    string(JSON _dir GET "${_e}" directory)
    # flags in response files (nvcc's include folders: --options-file F, or @F) are flags too
    string(REGEX MATCHALL "(--options-file |@)[^ ]+" _rsps "${_cmd}")
    foreach(_r IN LISTS _rsps)
      string(REGEX REPLACE "^(--options-file |@)" "" _r "${_r}")
      if(NOT IS_ABSOLUTE "${_r}")
        set(_r "${_dir}/${_r}")
      endif()
      if(EXISTS "${_r}")
        file(READ "${_r}" _rc)
        string(APPEND _cmd "\n${_r}: ${_rc}")
      endif()
    endforeach()
    if(NOT IS_ABSOLUTE "${_o}")
      set(_o "${_dir}/${_o}")
    endif()
    cmake_path(NORMAL_PATH _o)
    get_property(_want GLOBAL PROPERTY "sg_want:${_o}")
    if(NOT _want)
      continue()
    endif()
    # the depfile: "<object>: <source> <header>...", lines continued with '\'
    if(NOT EXISTS "${_o}.d")
      message(FATAL_ERROR "code_hash.cmake: no dependency output ${_o}.d (the compiler's -MD; rebuild)")
    endif()
    file(READ "${_o}.d" _d)
    string(REPLACE "\\\n" " " _d "${_d}")
    string(REGEX REPLACE "^[^:]*:[ \t]*" "" _d "${_d}")
    string(REGEX REPLACE "\n[^\n]*:[^\n]*" "" _d "${_d}") # phony targets (-MP), if any
    string(STRIP "${_d}" _d)
    string(REGEX REPLACE "[ \t\n]+" ";" _d "${_d}")
    set(_files "")
    foreach(_f IN LISTS _d)
      if(NOT IS_ABSOLUTE "${_f}")
        set(_f "${_dir}/${_f}")
      endif()
      cmake_path(NORMAL_PATH _f)
      list(APPEND _files "${_f}")
    endforeach()
    # the source is the compile's own (compile_commands.json's "file"), not the depfile's first
    # entry: clang with sanitizers lists its ignore lists before the source
    string(JSON _src GET "${_e}" file)
    if(NOT IS_ABSOLUTE "${_src}")
      set(_src "${_dir}/${_src}")
    endif()
    cmake_path(NORMAL_PATH _src)
    set_property(GLOBAL PROPERTY "sg_obj:${_src}" "${_o}")
    set_property(GLOBAL PROPERTY "sg_cmd:${_o}" "${_cmd}")
    set_property(GLOBAL PROPERTY "sg_read:${_o}" "${_files}")
  endforeach()
endfunction()

# Each row's hash: SG_HASH_<i> (32 hex digits), SG_HASH_FILES_<i> (the names of
# the files hashed), SG_HASH_DEPFILES_<i> (the dependency outputs read), in the
# caller's scope, for i below SG_ROW_COUNT (also set there).
function(sg_code_hashes)
  sg_rows_read(${DEF})
  _sg_read_compiles()
  math(EXPR _last "${SG_ROW_COUNT} - 1")
  foreach(_i RANGE ${_last})
    set(_text "")
    set(_read "")
    set(_deps "")
    foreach(_pat IN LISTS SG_ROW_${_i}_SOURCES)
      file(GLOB _srcs "${SRC}/${_pat}")
      if(NOT _srcs)
        message(FATAL_ERROR "${DEF}: row ${SG_ROW_${_i}_NAME}: no source file ${_pat}")
      endif()
      list(SORT _srcs)
      foreach(_s IN LISTS _srcs)
        cmake_path(NORMAL_PATH _s)
        get_property(_o GLOBAL PROPERTY "sg_obj:${_s}")
        _sg_hash_name("${_s}" _sn)
        if(_o)
          get_property(_cmd GLOBAL PROPERTY "sg_cmd:${_o}")
          get_property(_f GLOBAL PROPERTY "sg_read:${_o}")
          string(REPLACE "${BIN}" "<build>" _cmd "${_cmd}")
          string(REPLACE "${SRC}" "<src>" _cmd "${_cmd}")
          set(_id "${C_ID}")
          if(_s MATCHES "\\.cu$")
            set(_id "${CUDA_ID}")
          endif()
          string(APPEND _text "compile: ${_sn}\ncompiler: ${_id}\ncommand: ${_cmd}\n")
          list(APPEND _read ${_f})
          list(APPEND _deps "${_o}.d")
        elseif(SG_ROW_${_i}_BUILDS STREQUAL "CUDA" AND NOT HAVE_CUDA)
          string(APPEND _text "not compiled in this build (SG_CUDA=OFF): ${_sn}\n")
          list(APPEND _read "${_s}")
        else()
          message(FATAL_ERROR "code_hash.cmake: row ${SG_ROW_${_i}_NAME}: ${_sn} has no compile among the row "
                              "objects (its target: sg_reference_product or sg_kernels)")
        endif()
      endforeach()
    endforeach()
    list(REMOVE_DUPLICATES _read)
    set(_names "")
    set(_lines "")
    foreach(_f IN LISTS _read)
      _sg_hash_name("${_f}" _n)
      _sg_file_sha("${_f}" "${_n}" _h)
      list(APPEND _names "${_n}")
      list(APPEND _lines "file: ${_n} ${_h}")
    endforeach()
    list(SORT _names)
    list(SORT _lines)
    string(REPLACE ";" "\n" _lines "${_lines}")
    string(APPEND _text "${_lines}\n")
    string(SHA256 _h "${_text}")
    string(SUBSTRING ${_h} 0 32 _h)
    set(SG_HASH_${_i} ${_h} PARENT_SCOPE)
    set(SG_HASH_FILES_${_i} "${_names}" PARENT_SCOPE)
    set(SG_HASH_DEPFILES_${_i} "${_deps}" PARENT_SCOPE)
  endforeach()
  foreach(_i RANGE ${_last})
    set(SG_ROW_${_i}_NAME "${SG_ROW_${_i}_NAME}" PARENT_SCOPE)
    set(SG_ROW_${_i}_SOURCES "${SG_ROW_${_i}_SOURCES}" PARENT_SCOPE)
  endforeach()
  set(SG_ROW_COUNT ${SG_ROW_COUNT} PARENT_SCOPE)
endfunction()

function(_sg_write_if_changed path text)
  set(_old "")
  if(EXISTS ${path})
    file(READ ${path} _old)
  endif()
  if(NOT _old STREQUAL text)
    file(WRITE ${path} "${text}")
  endif()
endfunction()

if(DEFINED OUT)
  include(${INPUTS})
  sg_code_hashes()
  set(_hdr "/* sg_backend_hashes.h - generated at build time by backends/code_hash.cmake; do not edit.\n")
  string(APPEND _hdr " * Each backend row's code hash (the compiles of its sources and every file they read;\n")
  string(APPEND _hdr " * the files: sg_backend_hashes.h.files). */\n#define SG_CODE_HASHES(X)")
  set(_files "# the files of each row's code hash (backends/code_hash.cmake)\n")
  math(EXPR _last "${SG_ROW_COUNT} - 1")
  foreach(_i RANGE ${_last})
    list(LENGTH SG_HASH_FILES_${_i} _nf)
    string(APPEND _hdr " \\\n    X(\"${SG_ROW_${_i}_NAME}\", \"${SG_HASH_${_i}}\") /* ${_nf} files */")
    string(REPLACE ";" "\n  " _l "${SG_HASH_FILES_${_i}}")
    string(APPEND _files "${SG_ROW_${_i}_NAME} ${SG_HASH_${_i}}\n  ${_l}\n")
  endforeach()
  string(APPEND _hdr "\n")
  # written only when changed, so nothing rebuilds for nothing
  _sg_write_if_changed(${OUT} "${_hdr}")
  _sg_write_if_changed(${OUT}.files "${_files}")
endif()
