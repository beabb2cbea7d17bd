#!/usr/bin/env bash
# ci.sh - what CI checks beyond the README's test command (.ci/run calls both):
#   1. every build type builds with warnings as errors: Debug and Release (the
#      test command already built RelWithDebInfo), CUDA included where nvcc is;
#      the quick CPU tests run on each;
#   2. the test suite under AddressSanitizer + UndefinedBehaviorSanitizer
#      (LeakSanitizer on), gcc, without CUDA; the `slow` label is left to the
#      scheduled run (`scripts/ci.sh --slow`, docs/testing-and-ci.md);
#   3. a short fuzz run of every harness (scripts/fuzz.sh, 60 s each).
# Exit status: 0 when everything passed; the first failing step's otherwise.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
base=${SG_CI_DIR:-$here/build-ci}
slow=0; [ "${1:-}" = "--slow" ] && slow=1
. "$here/scripts/lib.sh"
SG_TORCH=1 "$here/scripts/setup.sh" >/dev/null   # packages and the Python environment, PyTorch included (idempotent)
sg_need_pkgs libclang-rt-14-dev
export SG_CACHE_DIR=${SG_CACHE_DIR:-$base/oracle-cache}
venv=${SG_VENV:-$here/.venv}
common=(-DSG_WERROR=ON -DSG_NO_SKIP=ON -DSG_PYTHON="$venv/bin/python")
quick=(-L cpu -LE "slow|oracle|gpu")
summary=()
step() { # name, command...
  local name=$1 t0=$SECONDS; shift
  echo "== ci: $name"
  if "$@"; then summary+=("$(printf '%-28s ok     %5ds' "$name" $((SECONDS - t0)))")
  else local rc=$?; summary+=("$(printf '%-28s FAILED %5ds (rc %d)' "$name" $((SECONDS - t0)) "$rc")"); printf '%s\n' "${summary[@]}"; exit "$rc"; fi
}
build_and_test() { # dir, ctest args..., -- cmake args...
  local dir=$1; shift
  local targs=() cargs=()
  while [ "$1" != "--" ]; do targs+=("$1"); shift; done; shift
  cargs=("$@")
  cmake -S "$here" -B "$dir" "${cargs[@]}" >/dev/null &&
  cmake --build "$dir" -j "$(nproc)" >"$dir.build.log" 2>&1 || { tail -50 "$dir.build.log"; return 1; }
  (cd "$dir" && ctest --output-on-failure -j "$(nproc)" "${targs[@]}") || return
  # a build that passed is not needed again: its disk goes back (CI machines' free disk varies;
  # SG_CI_KEEP=1 keeps every build)
  [ "${SG_CI_KEEP:-0}" = 1 ] || rm -rf "$dir" "$dir.build.log"
}
for bt in Debug Release; do
  step "build $bt (-Werror)" build_and_test "$base/$bt" "${quick[@]}" -- -DCMAKE_BUILD_TYPE=$bt "${common[@]}"
done
san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
sel=(-LE gpu); [ $slow -eq 1 ] || sel=(-LE "slow|gpu")
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
step "ASan+UBSan test suite" build_and_test "$base/asan" "${sel[@]}" -- -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSG_CUDA=OFF \
  -DCMAKE_C_FLAGS="$san" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" "${common[@]}"
step "fuzz (60 s per harness)" env SG_FUZZ_BUILD_DIR="$base/fuzz" "$here/scripts/fuzz.sh" --seconds "${SG_FUZZ_SECONDS:-60}"
echo "== ci summary"
printf '%s\n' "${summary[@]}"
