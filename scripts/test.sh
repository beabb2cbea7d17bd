#!/usr/bin/env bash
# test.sh - set up and build, then run every test through CTest (labels: cpu,
# oracle, slow, gpu). Arguments go to ctest (e.g. -L cpu, -LE slow).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/setup.sh"
cd "${SG_BUILD_DIR:-$here/build}"
exec ctest --output-on-failure -j "$(nproc)" "$@"
