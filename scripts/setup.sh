#!/usr/bin/env bash
# setup.sh - installs what the build needs (Debian packages, the Python
# safetensors package for the format check) when missing, then configures and
# builds scangate into ${SG_BUILD_DIR:-build}. Safe to run repeatedly.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SG_BUILD_DIR:-$here/build}

pkgs=(cmake gcc make libmpfr-dev libgmp-dev libcunit1-dev libjansson-dev libxxhash-dev librandom123-dev gnuplot-nox python3)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! python3 -c 'import safetensors, numpy' 2>/dev/null; then
  echo "setup: installing the Python safetensors package (format check)"
  python3 -m pip install -q safetensors numpy 2>/dev/null || python3 -m pip install -q --break-system-packages safetensors numpy || true
fi
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${SG_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$(nproc)"
