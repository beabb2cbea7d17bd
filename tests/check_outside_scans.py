#!/usr/bin/env python3
"""check_outside_scans.py SCANGATE - runs examples/outside_scans_rglru.py for both outside scans
(accelerated-scan's PyTorch reference, flash-linear-attention's HGRN recurrence) on the `smoke` RG-LRU
cases on the CPU: each must PASS every case (exit 0, every case in its summary). Then the core with PyTorch's
own expm1 backward (--torch-expm1-grad) on smoke:rg_fast must FAIL dv.model_ulp (exit 1): the adapter's
documented finding, and proof the gates see a fault of the core and not only of the scan; its audit must
name that operation (opv.deriv_expm1) and no other. The oracle
cache is a fresh temporary directory. Exit 77 (skipped, or failed with SG_NO_SKIP) when torch,
accelerated_scan or fla is missing."""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
try:
    import accelerated_scan.ref  # noqa: F401
    import torch  # noqa: F401
    from bare_import import import_bare  # the example's own way in (fla's __init__ files import Triton)
    import_bare("fla.ops.hgrn.naive", ("fla", "fla.ops", "fla.ops.hgrn"))
except ImportError as e:
    print(f"SKIP: {e} (scripts/setup.sh installs scripts/requirements-torch.txt with SG_TORCH=1)")
    sys.exit(77)

if len(sys.argv) != 2:
    sys.exit("usage: check_outside_scans.py SCANGATE")
exe = os.path.abspath(sys.argv[1])
root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
script = os.path.join(root, "examples", "outside_scans_rglru.py")
bad = []
with tempfile.TemporaryDirectory() as d:
    env = dict(os.environ, SG_CACHE_DIR=os.path.join(d, "cache"))

    def run(*args):
        cmd = [sys.executable, script, "--scangate", exe, "--set", "smoke", *args]
        print("$ " + " ".join(cmd), flush=True)
        r = subprocess.run(cmd, env=env, cwd=d, capture_output=True, text=True)
        print(r.stdout[-3000:], r.stderr[-3000:], sep="\n", flush=True)
        return r.returncode

    for impl in ("accelerated-scan", "fla-hgrn"):
        out = os.path.join(d, impl)
        rc = run("--impl", impl, "--out", out)
        with open(os.path.join(out, "summary.json")) as fh:
            s = json.load(fh)
        verdicts = {c["case"]: c["verdict"] for c in s["cases"]}
        if rc != 0 or len(verdicts) != 6 or set(verdicts.values()) != {"PASS"}:
            bad.append(f"{impl}: exit {rc}, verdicts {verdicts} (want 6 smoke RG-LRU cases, all PASS)")
    out = os.path.join(d, "expm1")
    rc = run("--impl", "fla-hgrn", "--case", "rg_fast", "--torch-expm1-grad", "--audit", "--out", out)
    with open(os.path.join(out, "summary.json")) as fh:
        fails = [f["gate"] for c in json.load(fh)["cases"] for f in c["fail"]]
    if rc != 1 or "dv.model_ulp" not in fails:
        bad.append(f"--torch-expm1-grad on rg_fast: exit {rc}, failing gates {fails} (want exit 1 and dv.model_ulp)")
    # its audit names the operation (the element-by-element rule, THRESHOLDS.md R-ATTRIB): the derivative's a^2
    # through expm1(2 l) + 1, and no other
    am = os.path.join(out, "rg_fast", "audit", "audit.md")
    text = open(am).read() if os.path.exists(am) else ""
    concl = text.split("## Conclusion", 1)[1].strip().splitlines()[0] if "## Conclusion" in text else ""
    if not concl.startswith("the likely operation: `opv.deriv_expm1`"):
        bad.append(f"--torch-expm1-grad on rg_fast: the audit concludes {concl[:160]!r} (want opv.deriv_expm1)")
if bad:
    sys.exit("\n".join(bad))
print("outside scans: both PASS every smoke RG-LRU case; PyTorch's expm1 backward FAILs dv.model_ulp on rg_fast, "
      "its audit names opv.deriv_expm1")
