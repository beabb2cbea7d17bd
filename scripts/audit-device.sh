#!/usr/bin/env bash
# audit-device.sh - `scangate audit` of a CPU backend on one point of the study's grid (reports/tables/),
# run on the GPU machine for its 16 cores: the largest points (L = 131072, D = 2048) take about an hour
# of a 2-core machine's time for SAMU, minutes here. The case is the grid point's very case: `scangate
# table --export-cases` writes it first (its case hash is the table's), then the table is stopped; the
# audit reads it with --case-file (set `external`). By default no GPU is used: scangate is built without
# CUDA. SG_AUDIT_CUDA=1 builds the CUDA kernels too (sm_90), so a CUDA row (cuda.rglru_assoc_bf16,
# cuda.samu_bf16_ctl: the device twins refused at the grid points) is audited on the device.
# Usage (from the repository root, `.deps` carried, see docs/gpu-machine.md):
#   SG_GIT_COMMIT=<commit> OUT=<dir> SG_AUDIT_BACKEND=cpu.samu_bf16_ctl SG_AUDIT_MODEL=samu \
#     [SG_AUDIT_REGIME=init SG_AUDIT_D=2048 SG_AUDIT_L=131072 SG_AUDIT_SHRINK=300 SG_AUDIT_LIMIT=480] \
#     [SG_AUDIT_CUDA=1] bash scripts/audit-device.sh
# Writes $OUT/provenance.txt, $OUT/audit.log (the audit's output and its time and peak RSS) and
# $OUT/audit.tar.gz (the audit's directory; the reproducer left out when the archive would exceed
# 15 MiB, the device tool's return limit, and said so in audit.log). The audit is killed at
# SG_AUDIT_LIMIT seconds from the start of the script (its half-written directory is never renamed
# into place, so a killed audit leaves no audit).
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
t_start=$(date +%s)
OUT=${OUT:-$here/audit-out}
BACKEND=${SG_AUDIT_BACKEND:?name the backend (SG_AUDIT_BACKEND)}
MODEL=${SG_AUDIT_MODEL:?name the model (SG_AUDIT_MODEL)}
REGIME=${SG_AUDIT_REGIME:-init}
D=${SG_AUDIT_D:-2048}
L=${SG_AUDIT_L:-131072}
LIMIT=${SG_AUDIT_LIMIT:-480}
case_name=${MODEL}_${REGIME}_B1_D${D}_L${L}
mkdir -p "$OUT" /opt/deps
for f in "$here"/.deps/*.deb; do dpkg -x "$f" /opt/deps; done
export LD_LIBRARY_PATH=/opt/deps/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
export SG_GIT_COMMIT=${SG_GIT_COMMIT:-unknown}
build=/tmp/sg-audit-build
{
  echo "commit: $SG_GIT_COMMIT"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) x $(nproc)"
  echo "memory: $(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)"
  echo "audit: $BACKEND on $case_name, --shrink-seconds ${SG_AUDIT_SHRINK:-300}, --threads $(nproc)"
} > "$OUT/provenance.txt"
cuda=(-DSG_CUDA=OFF)
if [ "${SG_AUDIT_CUDA:-0}" = 1 ]; then
  cuda=(-DSG_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90)
  build=/tmp/sg-audit-build-cuda
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu: /' >> "$OUT/provenance.txt"
  nvcc --version | tail -2 | sed 's/^/nvcc: /' >> "$OUT/provenance.txt"
fi
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=/opt/deps/usr "${cuda[@]}" \
  > "$OUT/configure.log" 2>&1 || { tail -20 "$OUT/configure.log"; exit 1; }
cmake --build "$build" -j "$(nproc)" --target scangate > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
# the case: the table's first act is to write every point's case file (renamed into place whole)
cases=/tmp/sg-audit-cases
"$build/scangate" table --model "$MODEL" --regimes "$REGIME" --dims "$D" --lengths "$L" --backend cpu.canonical_f32 \
  --export-cases "$cases" --out /tmp/sg-audit-table > "$OUT/export.log" 2>&1 &
tpid=$!
while [ ! -f "$cases/$case_name.safetensors" ] && kill -0 "$tpid" 2>/dev/null; do sleep 1; done
kill -9 "$tpid" 2>/dev/null
wait "$tpid" 2>/dev/null
[ -f "$cases/$case_name.safetensors" ] || { echo "no case file $case_name (export.log):"; tail "$OUT/export.log"; exit 1; }
echo "case file: $(stat -c %s "$cases/$case_name.safetensors") bytes, exported in $(( $(date +%s) - t_start ))s from the start" \
  >> "$OUT/provenance.txt"
left=$(( t_start + LIMIT - $(date +%s) ))
dest=/tmp/sg-audit/$BACKEND-$case_name
timer=(); [ -x /usr/bin/time ] && timer=(/usr/bin/time -v)
a0=$(date +%s)
timeout -s KILL "$left" "${timer[@]}" "$build/scangate" audit "$BACKEND" --case-file "$cases/$case_name.safetensors" \
  --out "$dest" --shrink-seconds "${SG_AUDIT_SHRINK:-300}" --threads "$(nproc)" > "$OUT/audit.log" 2>&1
rc=$?
echo "rc $rc; audit wall $(( $(date +%s) - a0 ))s (limit ${left}s)" >> "$OUT/audit.log"
if [ -d "$dest" ]; then
  tar czf "$OUT/audit.tar.gz" -C "$(dirname "$dest")" "$(basename "$dest")"
  if [ "$(stat -c %s "$OUT/audit.tar.gz")" -gt $((15 * 1048576)) ]; then
    tar czf "$OUT/audit.tar.gz" --exclude='*.safetensors' -C "$(dirname "$dest")" "$(basename "$dest")"
    echo "the reproducer left out of audit.tar.gz (over 15 MiB with it)" >> "$OUT/audit.log"
  fi
fi
tail -5 "$OUT/audit.log"
echo "wall: $(( $(date +%s) - t_start ))s"
