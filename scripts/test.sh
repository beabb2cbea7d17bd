#!/usr/bin/env bash
# test.sh - set up and build, then run every test through CTest (labels: cpu,
# oracle, slow, gpu). Arguments go to ctest (e.g. -L cpu, -LE slow). The set-up
# installs the Python package's test packages (PyTorch, pytest, recurrentgemma).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
SG_TORCH=1 "$here/scripts/setup.sh"   # with the Python package's test packages (PyTorch)
cd "${SG_BUILD_DIR:-$here/build}"
if [ ! -x tests/test_gpu ]; then
  echo "test.sh: test_gpu not built: no CUDA compiler at configure time (SG_CUDA OFF), so the CUDA kernels are" \
       "not tested here; their CPU emulations carry the numerics checks"
fi
exec ctest --output-on-failure -j "$(nproc)" "$@"
