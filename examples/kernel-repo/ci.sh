#!/usr/bin/env bash
# ci.sh - the CI job of a kernel repository gated by scangate, as plain shell
# steps any CI service runs (copy it beside your CMakeLists.txt): install
# scangate into a prefix, build the kernels against it, gate them (CTest: each
# test's exit code is scangate's verdict, 0 pass, 1 a gate failed, ...), and
# publish scangate's JUnit report. scangate's own test suite runs exactly this
# script (tests/check_kernel_repo.sh).
#   SCANGATE_SRC=<scangate checkout>   build scangate from it (Release, no tests), or
#   SCANGATE_BUILD=<scangate build>    install from an existing build of it
#   WORK=<dir> (./ci-work)  KERNEL_CMAKE_ARGS="..."  JUNIT_OUT=<file> ($WORK/junit.xml)
#   BASELINE=<report.json or its directory>  the last accepted report: `scangate compare` against it
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-$PWD/ci-work}
mkdir -p "$WORK"
# 1. scangate, installed into a prefix of its own
if [ -n "${SCANGATE_BUILD:-}" ]; then
  build=$SCANGATE_BUILD
else
  build=$WORK/scangate-build
  cmake -S "${SCANGATE_SRC:?set SCANGATE_SRC or SCANGATE_BUILD}" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
  cmake --build "$build" -j "$(nproc)" --target scangate
fi
rm -rf "$WORK/prefix"
cmake --install "$build" --prefix "$WORK/prefix"
# 2. the kernels, against the installed package only
rm -rf "$WORK/kernel-build"
# shellcheck disable=SC2086 # KERNEL_CMAKE_ARGS holds several arguments
cmake -S "$here" -B "$WORK/kernel-build" -DCMAKE_PREFIX_PATH="$WORK/prefix" ${KERNEL_CMAKE_ARGS:-}
cmake --build "$WORK/kernel-build" -j "$(nproc)"
# 3. the gates: a kernel that FAILs one fails its test, and this job
rc=0
ctest --test-dir "$WORK/kernel-build" --output-on-failure || rc=$?
# 4. the JUnit report, published whatever the verdict
cp "$WORK/kernel-build/scangate/gate_my_rglru/junit.xml" "${JUNIT_OUT:-$WORK/junit.xml}"
# 5. what the change did against the last accepted report (BASELINE=<its report.json or directory>):
#    verdict changes and the gates that grew most; a gate FAILing now that did not before fails the job
if [ -n "${BASELINE:-}" ]; then
  "$WORK/prefix/bin/scangate" compare "$BASELINE" "$WORK/kernel-build/scangate/gate_my_rglru" || rc=$?
fi
exit "$rc"
