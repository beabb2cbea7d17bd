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
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-cache-dir -r "$here/scripts/requirements.txt"
fi

# The tests of the Python package (python/) and its examples need PyTorch, pytest
# and RecurrentGemma (scripts/requirements-torch.txt, a complete lock, about
# 4.2 GB installed with torch's CUDA libraries): installed when SG_TORCH=1
# (scripts/test.sh and scripts/ci.sh set it), again whenever either requirements
# file changes; the main job (scripts/run.sh) does without them. One wheel at a
# time, --no-deps, no pip cache: the disk needed is the installed size plus the
# largest wheel, checked first (exit 3, naming the folder and the sizes).
if [ "${SG_TORCH:-0}" = 1 ]; then
  stamp="$venv/.sg-requirements-torch"
  want=$(cat "$here/scripts/requirements.txt" "$here/scripts/requirements-torch.txt" | sha256sum | cut -d' ' -f1)
  imports='import torch, pytest, einops, jaxtyping'
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! "$venv/bin/python" -c "$imports" 2>/dev/null; then
    need_mib=${SG_TORCH_DISK_MIB:-5500}   # 4.2 GB installed + torch's wheel (0.9 GB) + margin
    free_mib=$(df -Pm "$venv" | awk 'NR==2 {print $4}')
    if [ "${free_mib:-0}" -lt "$need_mib" ]; then
      echo "setup: not enough disk for PyTorch and the Python tests' packages: ${free_mib} MiB free on the" \
           "file system of $venv, ${need_mib} MiB needed (scripts/requirements-torch.txt; SG_TORCH_DISK_MIB" \
           "overrides the figure). Free some space or set SG_VENV to a folder on a larger file system." >&2
      exit 3
    fi
    echo "setup: installing PyTorch, pytest and recurrentgemma into $venv (scripts/requirements-torch.txt, about 4.2 GB; ${free_mib} MiB free)"
    rm -f "$stamp"
    sed -e 's/#.*//' -e 's/[[:space:]]//g' "$here/scripts/requirements-torch.txt" | grep -v -e '^$' -e '^-r' |
    while read -r req; do
      "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-cache-dir --no-deps "$req"
    done
    "$venv/bin/python" -c "$imports"
    echo "$want" > "$stamp"
  fi
fi
# The scangate Python package, installed editable: the environment imports this
# checkout's python/scangate, and its installed metadata has this checkout's
# version (an editable install records the version when installed: after a
# version change it is installed again), and its pytest plugin entry point
# (scangate.pytest_plugin: an install from before it is installed again).
if ! "$venv/bin/python" -I -c "import sys, importlib.metadata as m, scangate
sys.exit(scangate.__file__ != sys.argv[1] or m.version('scangate') != scangate.__version__
         or not any(e.name == 'scangate' for e in m.entry_points(group='pytest11')))" \
     "$here/python/scangate/__init__.py" 2>/dev/null; then
  echo "setup: installing the scangate Python package (python/, editable) into $venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps -e "$here/python"
fi

cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=${SG_BUILD_TYPE:-RelWithDebInfo} \
      -DSG_PYTHON="$venv/bin/python" -DSG_NO_SKIP=ON ${SG_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$(nproc)"
