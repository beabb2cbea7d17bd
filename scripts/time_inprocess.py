#!/usr/bin/env python3
"""time_inprocess.py - the time from `import scangate` to a verdict on every case of a set for a PyTorch
function (examples/pytest/rglru_torch.py, FP32 RG-LRU), in this process (scangate.Library: cases as
tensors on --device, judged by libscangate_api.so) and through the command (scangate.Suite: export, load,
write outputs, `scangate judge` per case), each in a fresh Python process, first with an empty oracle
cache (cold: the MPFR oracle runs), then again with the cache it filled (warm).

    python3 scripts/time_inprocess.py --scangate build/scangate --set ci --device cpu --out DIR

Writes DIR/timing.csv (one row per path x cache state) and DIR/summary.md; prints the table. Every
figure is a wall-clock time.perf_counter() difference on this machine, in the same run for both paths.
The verdict of each run is the cases' exit codes: 0 (PASS) expected everywhere but the cases where the
canonical FP32 path is quarantined (rg_long_16k and its hard reproducer: the example FAILs there as the
canonical path does); anything else makes this script exit 1."""
import argparse
import csv
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
KNOWN_FAILURES = {"rg_long_16k", "hard_canonical_f32_rg_long_16k"}

CHILD = r'''
import json, os, sys, time
t0 = time.perf_counter()
import scangate
t_import = time.perf_counter() - t0
from rglru_torch import rglru_f32
import torch
path, set_name, device, work = sys.argv[1:5]
times = {"import_s": t_import}
exits = {}
if path == "inprocess":
    t = time.perf_counter()
    lib = scangate.Library()
    names = lib.cases(set_name, model="rglru")
    times["setup_s"] = time.perf_counter() - t
    for n in names:
        case = lib.case(set_name, n, device=device)
        outs = case.cast_outputs(rglru_f32(case.float32()))
        exits[n] = lib.judge(case, outs, name="torch-f32").exit_code
else:
    t = time.perf_counter()
    suite = scangate.Suite()
    names = suite.cases(set_name, model="rglru")
    times["setup_s"] = time.perf_counter() - t
    for n in names:
        case = suite.load_case(set_name, n, work)
        c32 = {k: v.to(device) for k, v in case.float32().items()}
        outs = case.cast_outputs(rglru_f32(c32))
        exits[n] = suite.judge(case, outs, name="torch-f32", out=os.path.join(work, n + ".judge")).exit_code
if device.startswith("cuda"):
    torch.cuda.synchronize()
times["total_s"] = time.perf_counter() - t0
print(json.dumps({"times": times, "exits": exits}))
'''


def torch_version():
    import torch
    return torch.__version__


def run(path, set_name, device, cache, scangate_exe):
    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ, SCANGATE=scangate_exe, SG_CACHE_DIR=cache,
                   PYTHONPATH=os.pathsep.join([os.path.join(ROOT, "python"), os.path.join(ROOT, "examples", "pytest")]
                                              + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
        env.pop("SCANGATE_LIB", None)
        t = time.perf_counter()
        r = subprocess.run([sys.executable, "-c", CHILD, path, set_name, device, work], env=env, capture_output=True,
                           text=True)
        wall = time.perf_counter() - t
    if r.returncode != 0:
        sys.exit(f"{path} run failed (exit {r.returncode}):\n{r.stderr[-3000:]}")
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["times"]["process_s"] = wall
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scangate", required=True, help="the scangate command (its library beside it)")
    ap.add_argument("--set", default="ci")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    exe = os.path.abspath(a.scangate)
    rows, bad = [], []
    with tempfile.TemporaryDirectory() as caches:
        for path in ("inprocess", "command"):
            cache = os.path.join(caches, path)  # each path fills its own cache: both cold runs compute the oracle
            for state in ("cold", "warm"):
                r = run(path, a.set, a.device, cache, exe)
                ex = r["exits"]
                passed = sum(1 for v in ex.values() if v == 0)
                known = sorted(n for n, v in ex.items() if v != 0 and n in KNOWN_FAILURES)
                wrong = sorted(n for n, v in ex.items() if (v != 0) != (n in KNOWN_FAILURES))
                bad += [f"{path}/{state}: {n} exit {ex[n]}" for n in wrong]
                t = r["times"]
                rows.append({"path": path, "cache": state, "device": a.device, "set": a.set, "cases": len(ex),
                             "pass": passed, "known_fail": len(known), "unexpected": len(wrong),
                             "import_s": f"{t['import_s']:.3f}", "setup_s": f"{t['setup_s']:.3f}",
                             "verdict_s": f"{t['total_s']:.2f}", "process_s": f"{t['process_s']:.2f}"})
                print(f"{path:9s} {state}: {len(ex)} cases, {passed} PASS, {len(known)} known FAIL, {len(wrong)} "
                      f"unexpected; import {t['import_s']:.3f} s, import -> verdict {t['total_s']:.2f} s", flush=True)
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "timing.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    by = {(r["path"], r["cache"]): r for r in rows}
    lines = [f"# From `import scangate` to a `{a.set}` verdict of a PyTorch RG-LRU ({a.device})", "",
             f"`python3 scripts/time_inprocess.py --scangate {a.scangate} --set {a.set} --device {a.device} "
             f"--out {a.out}`; {os.cpu_count()} CPUs, Python {platform.python_version()}, torch {torch_version()}. "
             f"Each row a fresh Python process; wall-clock seconds (the machine, commit and date: the manifest).", "",
             "| path | oracle cache | cases | PASS | known FAIL | unexpected | import | import to verdict |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['path']} | {r['cache']} | {r['cases']} | {r['pass']} | {r['known_fail']} | "
                     f"{r['unexpected']} | {r['import_s']} s | {r['verdict_s']} s |")
    wi, wc = by[("inprocess", "warm")], by[("command", "warm")]
    lines += ["", f"Warm cache: in-process {wi['verdict_s']} s, through the command {wc['verdict_s']} s "
              f"({float(wc['verdict_s']) / float(wi['verdict_s']):.1f} times as long)."]
    with open(os.path.join(a.out, "summary.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))
    if bad:
        sys.exit("unexpected verdicts: " + "; ".join(bad))


if __name__ == "__main__":
    main()
