#!/usr/bin/env python3
"""check_peers.py SCANGATE PLUGIN - the peers plugin (peers/peers.c) and its adapter
(examples/peers_rglru.py) on the CPU, with this Python (SG_PEER_PYTHON):
  1. `scangate run` of ext.peer_as_scalar on the `smoke` RG-LRU cases: every case PASSes (exit 0);
  2. ext.peer_recurrentgemma on smoke:rg_clip FAILs (exit 1), with y.model_ulp among its failing gates:
     RecurrentGemma's FP32 `1 - exp(2 log_a)` cancels in the clip regime (reports/recurrentgemma), so the
     gates judge what the adapter returns, not a copy of ours;
  3. `scangate bench backends` on one small shape with ext.peer_as_scalar and cpu.rglru_chunk16_serial:
     both gated PASS and timed, the peer's timer is its own (bench.json), its samples positive;
  4. an adapter that cannot start (SG_PEER_PYTHON a missing program): the row is unavailable with a
     message naming the peer (exit 8, scangate's code for a backend that cannot run here), no crash;
  5. an adapter that answers garbage (SG_PEER_SCRIPT a script printing a non-JSON line): refused with a
     message, no crash;
  6. ext.peer_samu_as_complex (the SAMU core in PyTorch around a complex scan) on the `smoke` SAMU cases:
     every case PASSes.
The oracle cache is a fresh temporary directory. Exit 77 (skipped, or failed with SG_NO_SKIP) when torch,
accelerated_scan or recurrentgemma's PyTorch layer is missing."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
try:
    import accelerated_scan.ref  # noqa: F401
    import torch  # noqa: F401
    import recurrentgemma_rglru
    recurrentgemma_rglru.load_rglru_module()
except ImportError as e:
    print(f"SKIP: {e} (scripts/setup.sh installs scripts/requirements-torch.txt with SG_TORCH=1)")
    sys.exit(77)

if len(sys.argv) != 3:
    sys.exit("usage: check_peers.py SCANGATE PLUGIN")
exe, plugin = (os.path.abspath(a) for a in sys.argv[1:])
bad = []
with tempfile.TemporaryDirectory() as d:
    env = dict(os.environ, SG_CACHE_DIR=os.path.join(d, "cache"), SG_PLUGINS=plugin, SG_PEER_PYTHON=sys.executable,
               SG_PEER_DEVICE="cpu", SG_PEER_TMPDIR=d)

    def run(args, **extra):
        cmd = [exe, *args]
        print("$ " + " ".join(cmd), flush=True)
        r = subprocess.run(cmd, env=dict(env, **extra), cwd=d, capture_output=True, text=True)
        print(r.stdout[-2500:], r.stderr[-2500:], sep="\n", flush=True)
        return r

    r = run(["run", "--set", "smoke", "--model", "rglru", "--backend", "ext.peer_as_scalar", "--out", "smoke"])
    if r.returncode != 0:
        bad.append(f"1: ext.peer_as_scalar on smoke exited {r.returncode}, not 0")
    r = run(["run", "--set", "smoke", "--case", "rg_clip", "--backend", "ext.peer_recurrentgemma", "--out", "clip"])
    rep = json.load(open(os.path.join(d, "clip", "report.json"))) if os.path.exists(os.path.join(d, "clip", "report.json")) else {}
    text = json.dumps(rep)
    if r.returncode != 1 or "FAIL" not in text or "model_ulp" not in text:
        bad.append(f"2: ext.peer_recurrentgemma on rg_clip exited {r.returncode} (1 expected, FAIL on model_ulp)")
    r = run(["bench", "backends", "--shape", "1,128,16", "--backend", "ext.peer_as_scalar", "--backend",
             "cpu.rglru_chunk16_serial", "--out", "bench"])
    try:
        bj = json.load(open(os.path.join(d, "bench", "bench.json")))
        rows = {w["backend"]: w for w in bj["results"]}
        peer = rows["ext.peer_as_scalar"]
        if r.returncode != 0 or peer["verdict"] != "PASS" or peer["status"] != "timed" or "CUDA" in peer["timer"] \
                or not peer["fwd_bwd_median_s"] > 0 or rows["cpu.rglru_chunk16_serial"]["status"] != "timed":
            bad.append(f"3: bench exited {r.returncode}; the peer's row {json.dumps(peer)[:300]}")
    except (OSError, KeyError, IndexError, ValueError) as e:
        bad.append(f"3: bench.json unreadable or without the rows ({type(e).__name__}: {e}); exit {r.returncode}")
    r = run(["run", "--set", "smoke", "--case", "rg_clip", "--backend", "ext.peer_as_scalar", "--out", "nopy"],
            SG_PEER_PYTHON=os.path.join(d, "no-such-python"))
    if r.returncode != 8 or "peer as_scalar" not in r.stderr:
        bad.append(f"4: a missing adapter program gave exit {r.returncode} (8 expected, the peer named)")
    junk = os.path.join(d, "junk.py")
    with open(junk, "w") as f:
        f.write("import sys\nfor line in sys.stdin:\n    print('not json \\x1b[31m', flush=True)\n")
    r = run(["run", "--set", "smoke", "--case", "rg_clip", "--backend", "ext.peer_as_scalar", "--out", "junk"],
            SG_PEER_SCRIPT=junk)
    if r.returncode == 0 or r.returncode < 0 or "not a JSON object" not in r.stderr or "\x1b" in r.stderr:
        bad.append(f"5: an adapter answering garbage gave exit {r.returncode} (a refusal with a message expected)")
    r = run(["run", "--set", "smoke", "--model", "samu", "--backend", "ext.peer_samu_as_complex", "--out", "samu"])
    if r.returncode != 0:
        bad.append(f"6: ext.peer_samu_as_complex on smoke exited {r.returncode}, not 0")
for b in bad:
    print("FAIL " + b)
print(f"check_peers: {6 - len(bad)} of 6 checks passed")
sys.exit(1 if bad else 0)
