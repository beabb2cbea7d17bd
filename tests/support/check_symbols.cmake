# check_symbols.cmake - the shipped binary holds no symbol of the test support.
#   cmake -DNM=<nm> -DPRODUCT=<scangate> -DTESTBIN=<a test program> -P check_symbols.cmake
# Lists every symbol (defined or referenced) of PRODUCT with nm and fails on any
# of the test support: the planted faults (sg_fault*: the switch sg_fault_active,
# the names, the faulted helper variants), the mutant rows (sg_mutant*), the
# boundary markers (sg_emu_mark*) and the finite-difference entry points
# (*_loss). TESTBIN, a test program, must hold them (the pattern and nm work).
cmake_minimum_required(VERSION 3.22)
set(pattern "^(sg_fault|sg_mutant|sg_emu_mark|sg_perturb)|_loss$|_f32wide$")
function(symbols file out)
  execute_process(COMMAND ${NM} ${file} OUTPUT_VARIABLE text ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_symbols: ${NM} ${file} failed (${rc}): ${err}")
  endif()
  string(REPLACE "\n" ";" lines "${text}")
  set(found "")
  foreach(line IN LISTS lines)
    # "<address> <type> <name>" or "<type> <name>" (undefined)
    if(line MATCHES "([^ ]+)$")
      set(name "${CMAKE_MATCH_1}")
      if(name MATCHES "${pattern}")
        list(APPEND found "${name}")
      endif()
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

symbols("${TESTBIN}" control)
list(LENGTH control ncontrol)
if(NOT "sg_fault_active" IN_LIST control OR NOT "sg_mutants_register" IN_LIST control)
  message(FATAL_ERROR "check_symbols: ${TESTBIN} should hold the test support (sg_fault_active, sg_mutants_register); "
                      "found: ${control}")
endif()
symbols("${PRODUCT}" bad)
if(bad)
  list(REMOVE_DUPLICATES bad)
  message(FATAL_ERROR "check_symbols: the shipped binary ${PRODUCT} holds test-support symbols: ${bad}")
endif()
message(STATUS "check_symbols: ${PRODUCT}: no test-support symbol (${ncontrol} in ${TESTBIN})")
