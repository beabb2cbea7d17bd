#!/usr/bin/env bash
# grid-device.sh - the study's grid (reports/tables/) on the GPU machine, whose 16 cores and GPU run
# in minutes what takes hours on 2 cores: every CPU backend, the CUDA rows and the oracle, streamed
# where long. The device tool gives at most 10 minutes a call, so the grid is computed in calls: each
# builds scangate, unpacks the points finished by the calls before (grid-state/grid.tar.gz, carried
# from the last call's $OUT), runs `scangate table` per model until SG_GRID_LIMIT seconds are spent
# (killed at the limit: the table resumes from its finished points), and packs every point back into
# $OUT/grid.tar.gz with the tables once complete. Usage (from the repository root):
#   SG_GIT_COMMIT=<commit> OUT=<dir> SG_GRID_LIMIT=500 SG_GRID_REGIMES=init scripts/grid-device.sh
# SG_GRID_ROWS=cuda runs only the canonical FP32 and FP64 paths and the model's CUDA rows (the rows
# a 2-core machine cannot run), SG_GRID_MODELS="samu rglru" and SG_GRID_DIMS narrow the grid, and
# SG_GRID_PARTIAL=1 writes tables over the finished points of an unfinished grid (below).
# SG_GRID_BACKENDS="b1 b2 ..." runs only these rows in this call: a point too long for one call is
# split across calls by rows (the table keeps each finished row's record and computes only the rows a
# point lacks; the oracle is streamed again in each call, the yardstick run again).
# The point keys hold the commit: every call of one grid must name the same SG_GIT_COMMIT.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$here/grid-out}
LIMIT=${SG_GRID_LIMIT:-500}
REGIMES=${SG_GRID_REGIMES:-init}
DIMS=${SG_GRID_DIMS:-1024,2048}
LENGTHS=${SG_GRID_LENGTHS:-2048,4096,8192,16384,32768,65536,131072}
MODELS=${SG_GRID_MODELS:-samu rglru}
t_start=$(date +%s)
mkdir -p "$OUT" /opt/deps /tmp/grid
for f in "$here"/.deps/*.deb; do dpkg -x "$f" /opt/deps; done
export LD_LIBRARY_PATH=/opt/deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
export SG_GIT_COMMIT=${SG_GIT_COMMIT:-unknown}
build=/tmp/sg-build
{
  echo "commit: $SG_GIT_COMMIT"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
  nvcc --version | tail -2 | sed 's/^/nvcc: /'
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) x $(nproc)"
  echo "grid: models $MODELS; regimes $REGIMES; dims $DIMS; lengths $LENGTHS"
} > "$OUT/provenance.txt"
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=/opt/deps/usr -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DSG_CUDA=ON > "$OUT/configure.log" 2>&1 || { tail -20 "$OUT/configure.log"; exit 1; }
cmake --build "$build" -j "$(nproc)" --target scangate > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
if [ -f "$here/grid-state/grid.tar.gz" ]; then tar xzf "$here/grid-state/grid.tar.gz" -C /tmp/grid; fi
deadline=$(( t_start + LIMIT ))
# the backends of a model's table: every one (default), or with SG_GRID_ROWS=cuda the model's CUDA rows
# with the canonical FP32 and FP64 paths as baselines (the CPU emulations' rows of the same grid come
# from the 2-core tables)
set_rows() {
  rows=()
  if [ "${SG_GRID_ROWS:-all}" = cuda ]; then
    rows=(--backend cpu.canonical_f32 --backend cpu.canonical_f64)
    for b in $("$build/scangate" list | awk -v p="cuda.${1}_" 'index($1, p) == 1 {print $1}'); do rows+=(--backend "$b"); done
  fi
}
# regime by regime (every model's default regime first), one directory per model and regime, so each
# table can be committed as it completes
for r in ${REGIMES//,/ }; do
  for m in $MODELS; do
    left=$(( deadline - $(date +%s) ))
    [ "$left" -gt 20 ] || break 2
    echo "== $m $r: ${left}s left" >> "$OUT/table.log"
    set_rows "$m"
    if [ -n "${SG_GRID_BACKENDS:-}" ]; then
      rows=()
      for b in ${SG_GRID_BACKENDS//,/ }; do rows+=(--backend "$b"); done
    fi
    timeout -s KILL "$left" "$build/scangate" table --model "$m" --regimes "$r" --dims "$DIMS" --lengths "$LENGTHS" \
      "${rows[@]}" --threads "$(nproc)" --out "/tmp/grid/$m-$r" >> "$OUT/table.log" 2>&1
    echo "rc $?" >> "$OUT/table.log"
  done
done
# SG_GRID_PARTIAL=1: where a model's grid did not finish, a table over the points it did finish, one per
# width (the lengths whose points are complete), in <model>-<regime>-D<width>-partial/, read from the
# finished points (hard links to them; no point is recomputed)
if [ "${SG_GRID_PARTIAL:-0}" = 1 ]; then
  tar czf "$OUT/grid.tar.gz" -C /tmp/grid .   # the finished points are safe before the tables are read
  for r in ${REGIMES//,/ }; do
    for m in $MODELS; do
      d=/tmp/grid/$m-$r
      [ -d "$d/points" ] || continue
      set_rows "$m"
      for D in ${DIMS//,/ }; do
        done_l=()
        for L in ${LENGTHS//,/ }; do
          pd=$d/points/${m}_${r}_B1_D${D}_L${L}
          [ -f "$pd/point.json" ] || continue
          whole=1  # every row of the table has its record (a point split across calls may lack some)
          for ((k = 1; k < ${#rows[@]}; k += 2)); do [ -f "$pd/${rows[k]}.json" ] || whole=0; done
          [ "$whole" = 1 ] && done_l+=("$L")
        done
        [ "${#done_l[@]}" -gt 0 ] || continue
        p=/tmp/grid/$m-$r-D$D-partial
        rm -rf "$p" && mkdir -p "$p" && cp -al "$d/points" "$p/points"
        lens=$(IFS=,; echo "${done_l[*]}")
        echo "== partial $m $r D=$D L=$lens" >> "$OUT/table.log"
        timeout -s KILL "${SG_GRID_PARTIAL_LIMIT:-60}" "$build/scangate" table --model "$m" --regimes "$r" --dims "$D" --lengths "$lens" \
          "${rows[@]}" --threads "$(nproc)" --out "$p" >> "$OUT/table.log" 2>&1
        echo "rc $?" >> "$OUT/table.log"
      done
    done
  done
fi
tar czf "$OUT/grid.tar.gz" -C /tmp/grid .
{
  cat "$OUT/provenance.txt"
  for d in /tmp/grid/*/; do
    n=$(ls "$d/points" 2>/dev/null | wc -l)
    printf '%s: %s points started, table %s\n' "$(basename "$d")" "$n" "$( [ -f "$d/table.csv" ] && echo written || echo not yet)"
  done
  echo "wall: $(( $(date +%s) - t_start ))s"
} | tee "$OUT/summary.txt"
