#!/usr/bin/env bash
# run.sh - the main job: set up and build, then take the fixture set (default
# smoke) through every backend this machine has and print the verdicts.
# Arguments go to `scangate run` (e.g. --set ci, --seed N). Exit code = verdict.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/setup.sh"
exec "${SG_BUILD_DIR:-$here/build}/scangate" run --out "${SG_OUT:-$here/scangate-out}" "$@"
