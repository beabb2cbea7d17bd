#!/usr/bin/env bash
# fuzz.sh - build the libFuzzer harnesses (fuzz/, clang, the whole tree with
# AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer) and fuzz each.
#   scripts/fuzz.sh [--seconds N | --runs N] [--report FILE] [HARNESS...]
# Default: 60 seconds per harness (the CI run). --runs 10000000 is the long run
# whose table is committed (reports/fuzz.md). Each harness starts from its seed
# corpus (fuzz/corpus/<h>, plus tests/fuzz-regressions/<h>) copied to a working
# corpus under the build directory; the repository is never modified. A crash,
# leak or sanitizer report ends that harness with the input saved under
# $build/artifacts/ (turn it into tests/fuzz-regressions/<h>/<name>); the script
# exits 1 if any harness failed. Prints a table last.
set -euo pipefail
cmdline="scripts/fuzz.sh $*"
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SG_FUZZ_BUILD_DIR:-$here/build-fuzz}
. "$here/scripts/lib.sh"

mode=(-max_total_time=60); what="60 s"; report=""; harnesses=()
while [ $# -gt 0 ]; do
  case $1 in
    --seconds) mode=(-max_total_time="$2"); what="$2 s"; shift 2 ;;
    --runs) mode=(-runs="$2"); what="$2 runs"; shift 2 ;;
    --report) report=$2; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
[ ${#harnesses[@]} -gt 0 ] || harnesses=(safetensors casefile thresholds expected cli table gnuplot cheader markdown)

sg_need_pkgs clang libclang-rt-14-dev libomp-14-dev cmake make libmpfr-dev libgmp-dev \
             libjansson-dev libxxhash-dev librandom123-dev
san="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
cmake -S "$here" -B "$build" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DSG_FUZZ=ON -DSG_CUDA=OFF -DBUILD_TESTING=OFF -DCMAKE_C_FLAGS="$san" >/dev/null
targets=(); for h in "${harnesses[@]}"; do targets+=(--target "fuzz_$h"); done
cmake --build "$build" -j "$(nproc)" "${targets[@]}"

# Inputs are capped so a run reaches its executions in reasonable time: the
# readers' cost grows with the text (the committed THRESHOLDS.md is 30 kB); the
# whole committed files are replayed by the test suite (test_fuzz_replay_*).
max_len() { case $1 in safetensors|casefile) echo 16384 ;; cli) echo 1024 ;; *) echo 4096 ;; esac; }
rows=(); fails=0
mkdir -p "$build/artifacts"
for h in "${harnesses[@]}"; do
  work="$build/corpus/$h"; mkdir -p "$work"
  seeds=("$here/fuzz/corpus/$h"); [ -d "$here/tests/fuzz-regressions/$h" ] && seeds+=("$here/tests/fuzz-regressions/$h")
  log="$build/fuzz-$h.log"
  t0=$(date +%s)
  set +e
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/fuzz/fuzz_$h" "${mode[@]}" -max_len="$(max_len "$h")" -print_final_stats=1 -rss_limit_mb=4096 -timeout=30 \
      -artifact_prefix="$build/artifacts/$h-" "$work" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  set -e
  secs=$(( $(date +%s) - t0 ))
  execs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}' || true)
  cov=$(grep -E '^#[0-9]+' "$log" | grep -o 'cov: [0-9]*' | tail -1 | awk '{print $2}' || true)
  ncorp=$(ls "$work" | wc -l)
  if [ $rc -eq 0 ]; then verdict=ok; else verdict="FAILED (rc $rc, see $log)"; fails=$((fails+1)); tail -40 "$log" >&2; fi
  rows+=("$(printf '| %-11s | %12s | %6s | %6s | %6s | %s |' "$h" "${execs:-?}" "${cov:-?}" "$ncorp" "$secs" "$verdict")")
done

table=$(printf '| harness | executions | edges | corpus | seconds | result |\n|---|---|---|---|---|---|\n'; printf '%s\n' "${rows[@]}")
if [ -n "$report" ]; then
  tmp="$report.tmp.$$"
  {
    echo "# Fuzzing the readers (libFuzzer + ASan + UBSan + LSan)"
    echo
    echo "- command: \`$cmdline\` (${what} per harness)"
    echo "- commit: $(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$here" diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')"
    echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//') x $(nproc), $(clang --version | head -1)"
    echo "- sanitizers: $san (leak detection on, libFuzzer's default); inputs capped at 16 kB (files), 4 kB (text), 1 kB (arguments)"
    echo
    echo "$table"
  } > "$tmp"
  mv "$tmp" "$report"
fi
echo "$table"
echo "fuzz: ${#harnesses[@]} harnesses, $fails failed (${what} each)"
[ $fails -eq 0 ]
