#!/usr/bin/env bash
# gpu.sh - one call on the GPU machine: unpack the carried Debian packages
# (.deps/, see docs/gpu-machine.md), build with CUDA, run every test, the
# gate sets, compute-sanitizer (memcheck, racecheck, initcheck, synccheck) on each GPU test
# program, and the benchmarks; write everything under $OUT and print a short
# table last. Usage (from the repository root):
#   SG_GIT_COMMIT=<commit> OUT=<dir> scripts/gpu.sh
# SG_GPU_STEPS=bench runs only the build, test_bench (the CUDA rows' forward-only
# calls checked) and `scangate bench backends` on the study's shapes with the
# CUDA rows (gate before time; CUDA events); SG_GPU_STEPS=tests everything but
# `bench backends`; SG_GPU_STEPS=outside only the outside implementations (accelerated-scan,
# flash-linear-attention's HGRN in Triton, examples/outside_scans_rglru.py --device cuda, and
# RecurrentGemma's PyTorch layer, examples/recurrentgemma_rglru.py --device cuda, on ci);
# SG_GPU_STEPS=sanitizers only test_gpu and the four sanitizers (SG_GPU_SAN_SETS=smoke,ci for every case;
# SG_GPU_SAN_TOOLS names fewer tools, SG_GPU_SAN_LIMIT bounds each tool's run in seconds);
# SG_GPU_STEPS=ab (with SG_GPU_BASE_TAR=a `git archive` of a base commit): both trees' smoke and ci
# reports with every row compared value for value, then test_gpu and the sanitizers (a refactoring);
# SG_GPU_STEPS=rows (with SG_GPU_ROWS="cuda.a,cuda.b"): test_gpu over every row, the named rows'
# `scangate run` reports on smoke and ci (evidence for EXPECTED_STATUS.md, under rows.tar.gz) and the
# sanitizers over those rows only (test_gpu reads SG_GPU_ROWS; SG_GPU_SAN=0 leaves them out);
# SG_GPU_STEPS=inprocess: the Python package in this process on the GPU (python/tests/test_inprocess.py
# with SCANGATE_TEST_DEVICE=cuda, then scripts/time_inprocess.py --device cuda on SG_GPU_INPROCESS_SET,
# default ci: import to verdict in-process and through the command, cold and warm oracle cache;
# SG_GPU_INPROCESS_TIMING=0 leaves the timing out);
# the default, all, runs everything.
# A verdict store carried in gpu-state/verdicts (from an earlier call's
# $OUT/bench-backends/verdicts) spares the re-gating of unchanged kernels.
# SG_GPU_BENCH_TESTS=0 leaves out the bench step's test_bench, test_gpu, sanitizers and profile (run on the
# same commit by an earlier call; bench still gates every row on every shape it times).
# SG_GPU_BENCH_ROWS="name ..." times only those rows; SG_GPU_BENCH_PEERS="as_scalar ..." (or all) adds the
# outside implementations of examples/peers_rglru.py (rows ext.peer_*, the plugin peers/peers.c, the wheels of
# .deps/py), gated and timed in the same rounds; SG_GPU_BENCH_MODEL="samu rglru_mixer" (model
# names, space-separated) only those models; SG_GPU_BENCH_SHAPES="B,L,D ..." those shapes instead of the study's.
# SG_GPU_SAN_ROWS="cuda.a,cuda.b" runs the sanitizers' test_gpu over those rows only (default SG_GPU_ROWS).
# The bench steps run sg_step_floor first (bench/step_floor.cu: the RG-LRU forward's per-element
# arithmetic timed alone against the copy bandwidth, step_floor.log, its table in the bench summary; SG_GPU_FLOOR_SHAPES, SG_GPU_FLOOR=0).
# SG_GPU_NCU_ROWS="name ..." (with SG_GPU_STEPS=bench) adds Nsight Compute's speed-of-light section on
# each row's kernels at SG_GPU_NCU_SHAPE (default 1,65536,1024), before the timing.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$here/gpu-out}
mkdir -p "$OUT" /opt/deps
for f in "$here"/.deps/*.deb; do dpkg -x "$f" /opt/deps; done
export LD_LIBRARY_PATH=/opt/deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
export SG_GIT_COMMIT=${SG_GIT_COMMIT:-unknown}
build=/tmp/sg-build
status=()
step() { # name, command...
  local name=$1; shift
  local t0=$(date +%s)
  "$@" >"$OUT/$name.log" 2>&1
  local rc=$?
  status+=("$(printf '%-22s rc=%-3d %4ds' "$name" "$rc" $(( $(date +%s) - t0 )))")
  return $rc
}
{
  echo "commit: $SG_GIT_COMMIT"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  nvcc --version | tail -2 | sed 's/^/nvcc: /'
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) x $(nproc)"
} > "$OUT/provenance.txt"
if [ "${SG_GPU_STEPS:-all}" = inprocess ]; then
  # the Python package's GPU use needs no kernel of ours: the command and the library only, without CUDA
  step configure cmake -S "$here" -B "$build" -DCMAKE_PREFIX_PATH=/opt/deps/usr -DSG_CUDA=OFF -DBUILD_TESTING=OFF
  step build cmake --build "$build" -j "$(nproc)" --target scangate scangate_api
else
  step configure cmake -S "$here" -B "$build" -DCMAKE_PREFIX_PATH=/opt/deps/usr -DCMAKE_CUDA_ARCHITECTURES=90 -DSG_CUDA=ON
  step build cmake --build "$build" -j "$(nproc)"
fi
bench_backends() {
  local rows=()
  # SG_GPU_BENCH_ROWS (space-separated names) narrows the rows; default every CUDA row
  # default: every CUDA row declared in backends/sg_rows.def but the refused candidates
  local declared
  declared=$(sed -n 's/^SG_ROW("\(cuda\.[A-Za-z0-9_.]*\)".*/\1/p' "$here/backends/sg_rows.def" |
             grep -vxF -f <(sed -n 's/^SG_ROW("\(cuda\.[A-Za-z0-9_.]*\)".*"refused candidate.*/\1/p' "$here/backends/sg_rows.def"))
  for b in ${SG_GPU_BENCH_ROWS:-$declared}; do
    rows+=(--backend "$b")
  done
  # SG_GPU_BENCH_PEERS ("as_scalar fla_chunk ..." or "all"): the outside implementations of
  # examples/peers_rglru.py as rows ext.peer_<impl> (peers/peers.c), gated and timed with ours
  local peers=${SG_GPU_BENCH_PEERS:-} p
  [ "$peers" = all ] && peers="as_scalar as_warp fla_chunk fla_fused recurrentgemma composite samu_as_complex samu_composite"
  if [ -n "$peers" ]; then
    pydeps
    export SG_PLUGINS=$build/peers/libsg_peers.so SG_PEER_PYTHON=python3 SG_PEER_DEVICE=cuda
    export PYTHONPATH=/opt/pydeps${PYTHONPATH:+:$PYTHONPATH}
    for p in $peers; do rows+=(--backend "ext.peer_$p"); done
  fi
  mkdir -p "$OUT/bench-backends"
  [ -d "$here/gpu-state/verdicts" ] && cp -r "$here/gpu-state/verdicts" "$OUT/bench-backends/"
  # SG_GPU_BENCH_LIMIT seconds at most (the device tool's calls are limited): a run stopped
  # there keeps the verdicts it stored, which the next call carries in gpu-state/verdicts
  # SG_GPU_BENCH_SHAPES ("B,L,D ...") times those shapes instead of the study's
  local shapes=(--shapes study) s
  if [ -n "${SG_GPU_BENCH_SHAPES:-}" ]; then shapes=(); for s in $SG_GPU_BENCH_SHAPES; do shapes+=(--shape "$s"); done; fi
  local models=() m
  for m in ${SG_GPU_BENCH_MODEL:-}; do models+=(--model "$m"); done
  step bench_backends timeout -s KILL "${SG_GPU_BENCH_LIMIT:-100000}" "$build/scangate" bench backends \
    "${shapes[@]}" "${models[@]}" "${rows[@]}" --threads "$(nproc)" --out "$OUT/bench-backends"
}
pydeps() { # the pure-Python wheels carried in .deps/py (pip download, docs/gpu-machine.md), installed
  # into /opt/pydeps without the network; numpy and safetensors only where the machine's Python lacks them
  local py=python3 w skip
  rm -rf /opt/pydeps && mkdir -p /opt/pydeps # afresh: a package left by an earlier call would shadow the machine's
  for w in "$here"/.deps/py/*.whl; do
    [ -e "$w" ] || continue
    skip=0
    case "$(basename "$w")" in
      numpy-*) $py -c 'import numpy' 2>/dev/null && skip=1 ;;
      safetensors-*) $py -c 'import safetensors' 2>/dev/null && skip=1 ;;
      pytest-*|pluggy-*|iniconfig-*|packaging-*) $py -c 'import pytest' 2>/dev/null && skip=1 ;; # its own pytest and plugins
    esac
    [ "$skip" = 1 ] || $py -m pip install -q --no-index --no-deps --target /opt/pydeps "$w" >>"$OUT/pydeps.log" 2>&1
  done
}
outside() { # outside GPU implementations judged through files (examples/outside_scans_rglru.py, --device cuda)
  local py=python3 impl
  pydeps
  for impl in accelerated-scan fla-hgrn; do
    PYTHONPATH=/opt/pydeps SG_CACHE_DIR=/tmp/sg-build/oracle-cache step "outside_$impl" $py "$here/examples/outside_scans_rglru.py" \
      --impl "$impl" --device cuda --set ci --audit --scangate "$build/scangate" --out "$OUT/outside-$impl"
  done
  # torch's FP32 decays near 1 on this CPU and this GPU against the exact ones (scripts/exp_bias.py)
  PYTHONPATH=/opt/pydeps SG_CACHE_DIR=/tmp/sg-build/oracle-cache step exp_bias $py "$here/scripts/exp_bias.py" \
    --scangate "$build/scangate" --case rg_near1 --case rg_near1_64k --case rg_long_16k --case rg_mixed
  [ -f "$OUT/exp_bias.log" ] && cp "$OUT/exp_bias.log" "$OUT/exp_bias.txt"
  # RecurrentGemma's own PyTorch RG-LRU layer in FP32 on the GPU (SG_GPU_RG=0 leaves it out)
  if [ "${SG_GPU_RG:-1}" != 0 ]; then
    PYTHONPATH=/opt/pydeps SG_CACHE_DIR=/tmp/sg-build/oracle-cache step outside_recurrentgemma \
      timeout -s KILL "${SG_GPU_RG_LIMIT:-100000}" $py "$here/examples/recurrentgemma_rglru.py" \
      --device cuda --set ci --audit --scangate "$build/scangate" --out "$OUT/outside-recurrentgemma"
  fi
}
sanitizers() { # every GPU test program under each compute-sanitizer tool, on the sets of
  # SG_GPU_SAN_SETS (default smoke; "smoke,ci" for every case), the oracle cached once for all four tools
  for t in $(cd "$build" && ctest -N -L gpu 2>/dev/null | sed -n 's/^ *Test *#[0-9]*: //p'); do
    for tool in ${SG_GPU_SAN_TOOLS:-memcheck racecheck initcheck synccheck}; do
      SG_GPU_ROWS=${SG_GPU_SAN_ROWS:-${SG_GPU_ROWS:-}} SG_GPU_SETS=${SG_GPU_SAN_SETS:-smoke} \
        SG_CACHE_DIR=$build/oracle-cache step "san_${tool}_$t" \
        timeout -s KILL "${SG_GPU_SAN_LIMIT:-100000}" compute-sanitizer --tool "$tool" --error-exitcode 99 "$build/tests/$t"
    done
  done
}
profile() { # Nsight Compute's speed-of-light section (compute vs memory throughput, duration) on the
  # kernels of each row in SG_GPU_NCU_ROWS at one shape, SG_GPU_NCU_SHAPE (default 1,65536,1024): the
  # first SG_GPU_NCU_LAUNCHES (default 24) launches of a `bench backends` call (the forward-only pass's
  # kernels come first, then the full call's); gated first as bench always is (carried verdicts spare it)
  local b model
  for b in ${SG_GPU_NCU_ROWS:-}; do
    case "$b" in *rglru*) model=rglru ;; *) model=samu ;; esac
    mkdir -p "/tmp/ncu-$b"
    [ -d "$here/gpu-state/verdicts" ] && cp -r "$here/gpu-state/verdicts" "/tmp/ncu-$b/"
    step "ncu_$b" ncu --section SpeedOfLight --launch-count "${SG_GPU_NCU_LAUNCHES:-24}" "$build/scangate" bench backends \
      --model "$model" --shape "${SG_GPU_NCU_SHAPE:-1,65536,1024}" --backend "$b" --threads "$(nproc)" --out "/tmp/ncu-$b"
    cp "$OUT/ncu_$b.log" "$OUT/ncu_$b.txt" 2>/dev/null
  done
}
step_floor() {
  # the RG-LRU forward's per-element work alone (bench/step_floor.cu): the loads and store, the step's
  # coefficients as the kernels compute them, and with expf for the decay, against the copy bandwidth, on
  # the study's shapes or SG_GPU_FLOOR_SHAPES ("B,L,D ..."); SG_GPU_FLOOR=0 leaves it out
  [ "${SG_GPU_FLOOR:-1}" = 0 ] && return 0
  local sh=() s
  for s in ${SG_GPU_FLOOR_SHAPES:-}; do sh+=(--shape "$s"); done
  step step_floor "$build/sg_step_floor" "${sh[@]}"
}
if [ "${SG_GPU_STEPS:-all}" = sanitizers ]; then
  # only test_gpu, then the four sanitizers over SG_GPU_SAN_SETS (the first run fills the oracle cache)
  step test_gpu_tables bash -c "cd '$build' && SG_CACHE_DIR='$build/oracle-cache' ctest -R '^test_gpu$' -V"
  sanitizers
  { cat "$OUT/provenance.txt"; printf '%s\n' "${status[@]}"
    for f in "$OUT"/san_*.log; do echo "$(basename "$f" .log): $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|passed, .* failed' "$f" | tr '\n' ' ')"; done
  } | tee "$OUT/summary.txt"
  ( cd "$OUT" && tar czf logs.tar.gz --remove-files ./*.log 2>/dev/null; true )
  exit 0
fi
if [ "${SG_GPU_STEPS:-all}" = ab ]; then
  # the same results as a base tree (SG_GPU_BASE_TAR, a `git archive` of the base commit): the base's
  # scangate built beside this one, the smoke and ci sets with every row (the CUDA rows included) run by
  # both and compared value for value (scripts/compare-reports.py), then this tree's test_gpu and the
  # four sanitizers over SG_GPU_SAN_SETS (SG_GPU_SAN=0 leaves them for a later call)
  base=/tmp/sg-base
  mkdir -p "$base/src"
  step base_unpack tar -xf "$here/${SG_GPU_BASE_TAR:?SG_GPU_BASE_TAR names the base tree}" -C "$base/src"
  step base_configure cmake -S "$base/src" -B "$base/build" -DCMAKE_PREFIX_PATH=/opt/deps/usr \
    -DCMAKE_CUDA_ARCHITECTURES=90 -DSG_CUDA=ON -DBUILD_TESTING=OFF
  step base_build cmake --build "$base/build" -j "$(nproc)" --target scangate
  for set in smoke ci; do
    for side in base new; do
      exe=$build/scangate; [ "$side" = base ] && exe=$base/build/scangate
      SG_CACHE_DIR=$build/oracle-cache step "ab_${set}_$side" "$exe" run --set "$set" --threads "$(nproc)" \
        --out "$OUT/ab-$set-$side"
    done
    step "ab_${set}_compare" python3 "$here/scripts/compare-reports.py" "$OUT/ab-$set-base/report.json" \
      "$OUT/ab-$set-new/report.json"
  done
  step test_gpu_tables bash -c "cd '$build' && SG_CACHE_DIR='$build/oracle-cache' ctest -R '^test_gpu$' -V"
  [ "${SG_GPU_SAN:-1}" = 0 ] || sanitizers
  { cat "$OUT/provenance.txt"; printf '%s\n' "${status[@]}"
    for set in smoke ci; do echo "ab $set: $(tail -1 "$OUT/ab_${set}_compare.log")"; done
    grep -h "passed, .* failed" "$OUT"/ab_*_new.log | sed 's/^/gates (new): /'
    for f in "$OUT"/san_*.log; do echo "$(basename "$f" .log): $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|passed, .* failed' "$f" | tr '\n' ' ')"; done
  } | tee "$OUT/summary.txt"
  ( cd "$OUT" && for set in smoke ci; do for side in base new; do mv "ab-$set-$side/report.md" "report-ab-$set-$side.md" 2>/dev/null; done; done
    tar czf ab.tar.gz --remove-files ab-* 2>/dev/null; tar czf logs.tar.gz --remove-files ./*.log 2>/dev/null; true )
  exit 0
fi
if [ "${SG_GPU_STEPS:-all}" = rows ]; then
  # new CUDA rows (SG_GPU_ROWS, comma-separated): test_gpu over every row (smoke, ci), then the named
  # rows' `scangate run` reports on smoke and ci (their EXPECTED_STATUS evidence; each backend runs four
  # times per case, so `nondeterministic` is measured), then the four sanitizers over those rows alone
  step test_gpu_tables bash -c "cd '$build' && SG_CACHE_DIR='$build/oracle-cache' ctest -R '^test_gpu$' -V"
  sel=()
  for b in ${SG_GPU_ROWS//,/ }; do sel+=(--backend "$b"); done
  for set in smoke ci; do
    SG_CACHE_DIR=$build/oracle-cache step "rows_$set" "$build/scangate" run --set "$set" "${sel[@]}" --threads "$(nproc)" \
      --out "$OUT/rows-$set"
  done
  [ "${SG_GPU_SAN:-1}" = 0 ] || SG_GPU_SAN_SETS=${SG_GPU_SAN_SETS:-smoke,ci} sanitizers
  { cat "$OUT/provenance.txt"; printf '%s\n' "${status[@]}"
    grep -h "passed, .* failed\|regression\|unexpected" "$OUT/rows_smoke.log" "$OUT/rows_ci.log" 2>/dev/null | sed 's/^/rows: /'
    for f in "$OUT"/san_*.log; do echo "$(basename "$f" .log): $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY\|passed, .* failed' "$f" | tr '\n' ' ')"; done
  } | tee "$OUT/summary.txt"
  ( cd "$OUT" && { tar czf rows.tar.gz --remove-files rows-* 2>/dev/null; tar czf logs.tar.gz --remove-files ./*.log 2>/dev/null; }; true )
  exit 0
fi
if [ "${SG_GPU_STEPS:-all}" = inprocess ]; then
  pydeps
  PYTHONPATH=/opt/pydeps:$here/python SCANGATE=$build/scangate SCANGATE_TEST_DEVICE=cuda \
    SG_CACHE_DIR=$build/oracle-cache step inprocess_tests python3 -m pytest -v -p no:cacheprovider \
    -p scangate.pytest_plugin "$here/python/tests/test_inprocess.py"
  [ "${SG_GPU_INPROCESS_TIMING:-1}" = 0 ] || PYTHONPATH=/opt/pydeps step inprocess_timing python3 \
    "$here/scripts/time_inprocess.py" --scangate "$build/scangate" --set "${SG_GPU_INPROCESS_SET:-ci}" --device cuda \
    --out "$OUT/python-inprocess"
  { cat "$OUT/provenance.txt"; printf '%s\n' "${status[@]}"; grep -h 'passed\|failed' "$OUT/inprocess_tests.log" | tail -1
    cat "$OUT/python-inprocess/summary.md" 2>/dev/null; } | tee "$OUT/summary.txt"
  ( cd "$OUT" && tar czf logs.tar.gz --remove-files ./*.log 2>/dev/null; true )
  exit 0
fi
if [ "${SG_GPU_STEPS:-all}" = outside ]; then
  outside
  { cat "$OUT/provenance.txt"; printf '%s\n' "${status[@]}"; for f in "$OUT"/outside-*/summary.md; do echo "$(basename "$(dirname "$f")"): $(grep -h "^- verdicts" "$f")"; done 2>/dev/null; } | tee "$OUT/summary.txt"
  ( cd "$OUT" && tar czf logs.tar.gz --remove-files ./*.log outside-* 2>/dev/null; true )
  exit 0
fi
if [ "${SG_GPU_STEPS:-all}" = bench ]; then
  # the kernels gated first: test_bench (forward-only calls), test_gpu (oracle, twins,
  # determinism, version 2 = version 1 bits) and the sanitizers, then the timing
  if [ "${SG_GPU_BENCH_TESTS:-1}" = 1 ]; then # 0: they ran on this commit in an earlier call
    step test_bench bash -c "cd '$build' && ctest -R '^test_bench$' --output-on-failure"
    step test_gpu_tables bash -c "cd '$build' && ctest -R '^test_gpu$' -V"
    sanitizers
    profile
  fi
  step_floor
  bench_backends
  {
    cat "$OUT/provenance.txt"
    printf '%s\n' "${status[@]}"
    grep -h '^|' "$OUT/step_floor.log" 2>/dev/null
    tail -3 "$OUT/bench_backends.log"
  } | tee "$OUT/summary.txt"
  ( cd "$OUT" && tar czf logs.tar.gz --remove-files ./*.log bench-backends/verdicts 2>/dev/null; true )
  exit 0
fi
# every test; the two whose tables are evidence (test_gpu: max |cuda - emu| / (u32 S) per
# row and quantity; test_fresh_seeds: per-backend counts over 200 fresh seeds, CUDA rows
# included) run verbosely on their own, after the others
# The GPU machine has no gnuplot (and no package registry): `scangate audit` then exits 12
# (missing program) by design, so the three tests that run an audit are left to the CPU
# machines' CI there, and the summary says so.
skip='test_gpu|test_fresh_seeds'
if ! command -v gnuplot >/dev/null 2>&1 && [ -z "${SG_GNUPLOT:-}" ]; then
  skip="$skip|test_audit|test_judge_external|test_python_package"
  status+=("no gnuplot here: test_audit, test_judge_external, test_python_package not run (exit 12 by design)")
fi
step ctest bash -c "cd '$build' && ctest --output-on-failure -j 8 -E '^($skip)$'"
step test_gpu_tables bash -c "cd '$build' && ctest -R '^test_gpu$' -V"
step fresh_seeds_tables bash -c "cd '$build' && ctest -R '^test_fresh_seeds$' -V"
step list "$build/scangate" list
step gates_smoke "$build/scangate" run --set smoke --out "$OUT/smoke"
step gates_ci "$build/scangate" run --set ci --out "$OUT/ci"
sanitizers
[ "${SG_GPU_STEPS:-all}" = tests ] || { step_floor; bench_backends; }
# the oracle benchmarks on the host CPU (SG_GPU_ORACLE_BENCH=0 leaves them out, saving device time)
if [ "${SG_GPU_ORACLE_BENCH:-1}" != 0 ]; then
  step bench_oracle "$build/scangate" bench oracle --lengths 2048,8192,32768 --threads-list 1,16 --out "$OUT/bench-oracle.md"
  step bench_oracle_samu "$build/scangate" bench oracle-samu --dims 64,256 --lengths 2048,8192 --threads-list 1,16 --out "$OUT/bench-oracle-samu.md"
fi
{
  cat "$OUT/provenance.txt"
  printf '%s\n' "${status[@]}"
  grep -h "passed, .* failed" "$OUT/gates_smoke.log" "$OUT/gates_ci.log" 2>/dev/null | sed 's/^/gates: /'
  grep -h "tests passed" "$OUT/ctest.log" "$OUT/test_gpu_tables.log" "$OUT/fresh_seeds_tables.log" 2>/dev/null | sed 's/^/ctest: /'
} | tee "$OUT/summary.txt"
# At most 8 files come back from the device: keep summary, provenance, the
# benchmark and the ci report as files, pack every log and report into one archive.
( cd "$OUT" && tar czf logs.tar.gz --remove-files ./*.log smoke ci/report.json bench-backends/verdicts 2>/dev/null; mv ci/report.md ci-report.md 2>/dev/null; rmdir ci 2>/dev/null; true )
