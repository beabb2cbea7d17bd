#!/usr/bin/env bash
# check_kernel_repo.sh BUILD_DIR - the out-of-tree example (examples/kernel-repo)
# built and gated against scangate installed from BUILD_DIR into an empty
# prefix, by the example's own CI job (examples/kernel-repo/ci.sh): the correct
# kernel passes its gate test and its JUnit report is published; the kernel
# with a planted bug fails the job with the gate's failures in the report; a
# plugin given by a bare name is refused (never searched for). Prints
# "N passed, N failed"; exit 0 only when none failed.
set -uo pipefail
build=$1
src=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { if [ "$1" = 0 ]; then echo "ok   $2"; passed=$((passed + 1)); else echo "FAIL $2"; failed=$((failed + 1)); fi; }

SCANGATE_BUILD=$build WORK=$work/good JUNIT_OUT=$work/good.xml "$src/examples/kernel-repo/ci.sh" > "$work/good.log" 2>&1
rc=$?
[ $rc = 0 ] || tail -30 "$work/good.log"
check $rc "the correct kernel: ci.sh exit $rc (0 expected)"
[ -x "$work/good/prefix/bin/scangate" ] && [ -f "$work/good/prefix/lib/cmake/scangate/scangateConfig.cmake" ] &&
  [ -f "$work/good/prefix/include/scangate/sg_plugin.h" ] && [ -f "$work/good/prefix/share/scangate/THRESHOLDS.md" ]
check $? "the prefix holds the command, the package config, the headers and the data"
# the in-process library (api/sg_api.h), installed beside them, finds the installed data by itself
lib=$(ls "$work"/good/prefix/lib*/libscangate_api.so.1 "$work"/good/prefix/lib/*/libscangate_api.so.1 2>/dev/null | head -1)
# (a sanitizer build's library: its runtimes preloaded into python3, SG_SANITIZER_PRELOAD from CMake)
[ -n "$lib" ] && [ -f "$work/good/prefix/include/scangate/sg_api.h" ] && env -u SG_DATA_DIR -u SG_THRESHOLDS \
  ${SG_SANITIZER_PRELOAD:+LD_PRELOAD=$SG_SANITIZER_PRELOAD ASAN_OPTIONS=detect_leaks=0} python3 -c '
import ctypes, json, os, sys
lib = ctypes.CDLL(sys.argv[1])
out, err = ctypes.c_char_p(), ctypes.create_string_buffer(512)
lib.sg_api_list.argtypes = [ctypes.POINTER(ctypes.c_char_p), ctypes.c_char_p, ctypes.c_size_t]
assert lib.sg_api_version() == 1 and lib.sg_api_list(ctypes.byref(out), err, 512) == 0, err.value
d = json.loads(out.value)
want = os.path.realpath(os.path.join(sys.argv[2], "share", "scangate"))
assert d["data_from"] == "the installed data directory beside the library", d["data_from"]
assert os.path.realpath(d["data_dir"]) == want and d["thresholds"].endswith("/THRESHOLDS.md"), d
assert [s["name"] for s in d["sets"]][:2] == ["smoke", "ci"], d["sets"]
' "$lib" "$work/good/prefix"
check $? "the installed libscangate_api.so.1 ($lib) uses the installed data directory"
grep -q 'failures="0"' "$work/good.xml" && grep -q 'ext.my_rglru' "$work/good.xml"
check $? "the JUnit report names ext.my_rglru with no failures"
n=$(grep -c '<testcase' "$work/good.xml")
[ "$n" -ge 27 ]
check $? "the gate ran every ci RG-LRU case ($n test cases)"

# the last accepted report, on the set the bug job gates: the correct kernel on smoke
"$work/good/prefix/bin/scangate" run --set smoke --model rglru --plugin "$work/good/kernel-build/libmy_rglru.so" \
  --backend ext.my_rglru --out "$work/accepted" > "$work/accepted.log" 2>&1
check $? "the correct kernel on smoke: the accepted report"
SCANGATE_BUILD=$build WORK=$work/bug JUNIT_OUT=$work/bug.xml KERNEL_CMAKE_ARGS="-DMY_PLANT_BUG=ON -DMY_GATE_SET=smoke" \
  BASELINE=$work/accepted "$src/examples/kernel-repo/ci.sh" > "$work/bug.log" 2>&1
rc=$?
[ $rc != 0 ]
check $? "the kernel with a planted bug: ci.sh exit $rc (non-zero expected)"
grep -q "FAIL ext.my_rglru" "$work/bug.log" && grep -q "FAIL (expected PASS)" "$work/bug.log" && ! grep -q 'failures="0"' "$work/bug.xml"
check $? "its failures are named in the log and in the JUnit report"
grep -q "NEW  ext.my_rglru" "$work/bug.log" && grep -q "new FAILs" "$work/bug.log" && grep -q "PASS -> FAIL" "$work/bug.log"
check $? "scangate compare against the accepted report names the new FAILs"

( cd "$work/good/kernel-build" && "$work/good/prefix/bin/scangate" run --set smoke --plugin my_rglru.so --backend ext.my_rglru \
    --out "$work/bare" > "$work/bare.log" 2>&1 )
rc=$?
[ $rc = 2 ] && grep -q "never searched for" "$work/bare.log"
check $? "a plugin named without a path is refused (exit $rc, 2 expected)"
"$work/good/prefix/bin/scangate" run --set smoke --plugin "$work/good.xml" --out "$work/notlib" > "$work/notlib.log" 2>&1
rc=$?
[ $rc = 3 ]
check $? "a file that is not a plugin: exit $rc (3 expected)"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
