#!/usr/bin/env bash
# test.sh - set up and build, then run every test through CTest (labels: cpu,
# oracle, slow, gpu). Arguments go to ctest (e.g. -L cpu, -LE slow). The set-up
# installs the Python package's test packages (PyTorch, pytest, recurrentgemma).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
SG_TORCH=1 "$here/scripts/setup.sh"   # with the Python package's test packages (PyTorch)
cd "${SG_BUILD_DIR:-$here/build}"
exec ctest --output-on-failure -j "$(nproc)" "$@"
