#!/usr/bin/env bash
# setup.sh - installs what the build needs when missing (Debian packages; a
# Python virtual environment with the pinned packages the interop tests use),
# then configures and builds scangate into ${SG_BUILD_DIR:-build}. Safe to run
# repeatedly. SG_CMAKE_ARGS adds configure options (CI: -DSG_WERROR=ON).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SG_BUILD_DIR:-$here/build}
venv=${SG_VENV:-$here/.venv}
. "$here/scripts/lib.sh"

sg_need_pkgs cmake gcc make libc6-dev libmpfr-dev libgmp-dev libcunit1-dev libjansson-dev \
             libxxhash-dev librandom123-dev gnuplot-nox python3 python3-venv \
             libopenmpi-dev openmpi-bin

# The Python interop tests (the official safetensors reader, the numpy example
# backend) run in a virtual environment of their own, never the system's.
if ! "$venv/bin/python" -c 'import safetensors, numpy' 2>/dev/null; then
  echo "setup: creating the Python environment $venv (safetensors, numpy)"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/scripts/requirements.txt"
fi

cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=${SG_BUILD_TYPE:-RelWithDebInfo} \
      -DSG_PYTHON="$venv/bin/python" -DSG_NO_SKIP=ON ${SG_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$(nproc)"
