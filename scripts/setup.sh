#!/usr/bin/env bash
# setup.sh - installs what the build needs when missing (Debian packages; a
# Python virtual environment with the pinned packages the interop tests use,
# the scangate Python package, and with SG_TORCH=1 the PyTorch packages of its
# tests), then configures and builds scangate into ${SG_BUILD_DIR:-build}. Safe
# to run repeatedly. SG_CMAKE_ARGS adds configure options (CI: -DSG_WERROR=ON).
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

# The tests of the Python package (python/) and its examples need PyTorch, pytest
# and RecurrentGemma (scripts/requirements-torch.txt, about 5.4 GB with torch's
# CUDA wheels): installed when SG_TORCH=1 (scripts/test.sh and scripts/ci.sh set
# it), again whenever either requirements file changes; the main job
# (scripts/run.sh) does without them.
if [ "${SG_TORCH:-0}" = 1 ]; then
  stamp="$venv/.sg-requirements-torch"
  want=$(cat "$here/scripts/requirements.txt" "$here/scripts/requirements-torch.txt" | sha256sum | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! "$venv/bin/python" -c 'import torch, pytest, einops, jaxtyping' 2>/dev/null; then
    echo "setup: installing PyTorch, pytest and recurrentgemma into $venv (scripts/requirements-torch.txt, about 5.4 GB)"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/scripts/requirements-torch.txt"
    echo "$want" > "$stamp"
  fi
fi
# The scangate Python package, installed editable: the environment imports this
# checkout's python/scangate.
if ! "$venv/bin/python" -I -c "import sys, scangate; sys.exit(scangate.__file__ != sys.argv[1])" \
     "$here/python/scangate/__init__.py" 2>/dev/null; then
  echo "setup: installing the scangate Python package (python/, editable) into $venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps -e "$here/python"
fi

cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=${SG_BUILD_TYPE:-RelWithDebInfo} \
      -DSG_PYTHON="$venv/bin/python" -DSG_NO_SKIP=ON ${SG_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$(nproc)"
